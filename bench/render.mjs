#!/usr/bin/env node
// `npm run bench:render`: the server CPU one uncached server-rendered page costs. Builds the
// shop, seeds the 20,000-product catalog on SQLite, starts the real server as `npm start`
// runs it with nothing kept (CATALOG_CACHE_MS=0: every page is read and rendered anew), and
// asks for 100 distinct URLs each of home, listings (every category, pages, sizes, sorts)
// and product pages, one at a time, as a browser asks for a page. Each request's cost is
// the server process's CPU time across all its threads (/proc/PID/task/*/schedstat, in
// nanoseconds) from just before the request to its last byte: sequential, so nothing else
// is on the server's CPU meanwhile. Prints median, p90 and mean per kind, and the pages' size.
// Options (environment): BENCH_PRODUCTS (20000), BENCH_URLS (100 per kind),
// BENCH_SKIP_BUILD=1 (use the build in place), BENCH_PROFILE=1 (the server runs with
// --cpu-prof; where its CPU went over the measured pages is printed after the table).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { cpuNs, seededCatalog, waitFor } from './harness.mjs';
import { summarise } from './profile-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const URLS = Number(process.env.BENCH_URLS ?? 100);
const WARM_UP = 30;
const PORT = 3192;
const origin = `http://127.0.0.1:${PORT}`;

const log = (msg) => process.stdout.write(msg + '\n');

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

if (process.env.BENCH_SKIP_BUILD !== '1') {
  log('Building the shop');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(1);
}

const { dir, env } = seededCatalog({ root, port: PORT, products: PRODUCTS, label: 'render' });

const PROFILE = process.env.BENCH_PROFILE === '1';
const profileDir = path.join(dir, 'profile');
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), path.join(root, 'apps/server/dist/server.js')],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, SEED: 'none', CATALOG_CACHE_MS: '0' },
  },
);
try {
  await waitFor(`${origin}/api/health`);

  // 100 distinct addresses of each kind, spread over the catalog.
  const categories = (await (await fetch(`${origin}/api/Home/GetCategories`)).json()).data;
  const flat = [];
  const walk = (list) => list.forEach((c) => (flat.push(c), walk(c.children ?? [])));
  walk(categories);
  const first = (await (await fetch(`${origin}/api/Home/GetProductsByCategory?limit=10&page=1`)).json()).data;
  const pages = first.total_pages;
  const products = [];
  for (let i = 0; products.length < URLS; i++) {
    const page = 1 + Math.floor((i * 7919) % pages);
    const rows = (await (await fetch(`${origin}/api/Home/GetProductsByCategory?limit=10&page=${page}`)).json()).data.data;
    for (const p of rows.slice(0, 2)) if (products.length < URLS) products.push(`/ProductDetails/bench=${p.product_id}`);
  }
  const sorts = ['', '&sort_by=price_asc', '&sort_by=price_desc'];
  const sizes = [10, 20, 30];
  const listings = [];
  for (let i = 0; listings.length < URLS; i++) {
    const limit = sizes[i % sizes.length];
    const sort = sorts[Math.floor(i / 3) % sorts.length];
    const page = 1 + ((i * 13) % 40);
    const category = i % 2 === 0 ? null : flat[i % flat.length];
    const base = category ? `/AllProductsList/bench=${category.category_id}` : '/AllProductsList';
    listings.push(`${base}?page=${page}&limit=${limit}${sort}`);
  }
  const homes = Array.from({ length: URLS }, (_, i) => `/?utm_source=bench-${i}`);
  const kinds = [
    { name: 'home', urls: homes },
    { name: 'listing', urls: [...new Set(listings)] },
    { name: 'product', urls: products },
  ];

  const ask = async (url) => {
    const before = cpuNs(server.pid);
    const response = await fetch(origin + url, { headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en', 'accept-encoding': 'br' } });
    const body = await response.text();
    const after = cpuNs(server.pid);
    if (!body.includes('id="shop-rendered-page"')) throw new Error(`${url} was not rendered on the server (${response.status})`);
    return { ns: after - before, bytes: Number(response.headers.get('content-length') ?? body.length) };
  };

  // Warm the server up (its code compiled, its statements prepared) on addresses not measured.
  for (let i = 0; i < WARM_UP; i++) for (const k of kinds) await ask(k.urls[k.urls.length - 1 - (i % 5)].replace('bench', 'warm'));

  log('');
  log(
    `Render benchmark: SQLite, ${PRODUCTS} products, CATALOG_CACHE_MS=0, ${URLS} distinct URLs per kind, sequential, Node ${process.version}, ${os.cpus().length} cores`,
  );
  log('CPU per page (server process, all threads), ms');
  log('kind      median   p90    mean   page bytes (br)');
  for (const kind of kinds) {
    const costs = [];
    let bytes = 0;
    for (const url of kind.urls) {
      const { ns, bytes: b } = await ask(url);
      costs.push(ns / 1e6);
      bytes += b;
    }
    costs.sort((a, b) => a - b);
    const mean = costs.reduce((a, b) => a + b, 0) / costs.length;
    log(
      `${kind.name.padEnd(9)} ${quantile(costs, 0.5).toFixed(1).padStart(6)} ${quantile(costs, 0.9).toFixed(1).padStart(6)} ${mean.toFixed(1).padStart(6)}   ${Math.round(bytes / costs.length)}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (PROFILE) {
    // The whole run's profile (the warm-up's and the start's too: read the shares, not the total).
    for (const file of fs.existsSync(profileDir) ? fs.readdirSync(profileDir) : []) log(`\n${summarise(path.join(profileDir, file))}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
