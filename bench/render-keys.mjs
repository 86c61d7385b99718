#!/usr/bin/env node
// `npm run bench:render-keys`: can a client force the server to render page after page? Starts
// the built server (`npm run build` first) on the demo catalog with its default 5 s page
// cache, then drives, at 50 connections for 10 s each, home with a new `?keyword=` on every
// request (home reads no query), a listing with a new `?utm_source=` every time, and the plain
// home page. Prints req/s, p50 and p99, and the share of answers that were pages rendered on
// the server (kept or new). A key that lets a new address through renders on every request:
// its req/s is the render rate, and its p99 is the queue behind it.
// Options (environment): BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_ROOT (this checkout).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';
import { waitFor } from './harness.mjs';

const root = path.resolve(process.env.BENCH_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = 3192;
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en' };

/** Drives `pathOf(n)` (a new path each request) and counts rendered answers. */
function drive(pathOf) {
  const seen = { rendered: 0, shell: 0 };
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${PORT}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: PAGE_HEADERS,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: pathOf(n++) }),
            onResponse: (_status, body) => (String(body).includes('id="shop-rendered-page"') ? seen.rendered++ : seen.shell++),
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve({ res, seen })),
    );
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-render-keys-'));
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  // One address drives it all: the per-address render bound is lifted, so what is measured is
  // what the cache key lets through.
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${dir}/bench.db`,
    LOG_LEVEL: 'error',
    RENDERS_PER_ADDRESS_PER_MINUTE: '1000000',
  },
});
try {
  await waitFor(`http://127.0.0.1:${PORT}/api/health`);
  const cases = [
    { name: 'home, a new ?keyword= every request', pathOf: (n) => `/?keyword=${n}` },
    { name: 'listing, a new ?utm_source= every request', pathOf: (n) => `/AllProductsList?utm_source=${n}` },
    { name: 'home, the same address every request', pathOf: () => '/' },
  ];
  console.log(`Forced renders: ${root}, demo catalog, ${CONNECTIONS} connections, ${SECONDS} s each, CATALOG_CACHE_MS=5000`);
  console.log('| page | req/s | p50 ms | p99 ms | rendered answers |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const c of cases) {
    await drive(c.pathOf); // warm-up, as long as the run: every page kept that will be
    const { res, seen } = await drive(c.pathOf);
    console.log(
      `| ${c.name} | ${res.requests.average.toFixed(0)} | ${res.latency.p50} | ${res.latency.p99} | ${((seen.rendered / Math.max(1, seen.rendered + seen.shell)) * 100).toFixed(0)}% |`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dir, { recursive: true, force: true });
}
