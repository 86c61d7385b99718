// What the benchmarks that start the real server share: a seeded catalog to serve (SQLite
// or PostgreSQL), waiting until the server answers, and the quantiles they report.
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Seeds `products` products of the demo catalog into a new SQLite file (in its own process,
 * so the server's memory is what serving takes) and gives the folder and the server's
 * environment. Every benchmark request comes from one address, so the per-address bound on
 * renders is lifted: the pages measure rendering (the bound on renders at once stays).
 * Exits the process when seeding fails.
 */
export function seededCatalog({ root, port, products, label }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${label}-`));
  const env = serverEnv({ port, url: `file:${dir}/bench.db`, products });
  seedDatabase({ root, env });
  return { dir, env };
}

/**
 * The environment the benchmarks run the server (and its seed) with on the database at `url`,
 * either engine; renders are not bounded per address, as above.
 */
export function serverEnv({ port, url, products }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    SEED_PRODUCTS: String(products),
    LOG_LEVEL: 'error',
    RENDERS_PER_ADDRESS_PER_MINUTE: '1000000',
  };
}

/** Seeds the demo catalog (SEED_PRODUCTS of `env`) into `env`'s database in its own process; exits the process when seeding fails. */
export function seedDatabase({ root, env }) {
  const seed = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/cli.js'), 'seed'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (seed.status !== 0) process.exit(1);
}

/** The q-quantile of ascending numbers (nearest rank). */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/** The median of numbers, in any order. */
export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Resolves once `url` answers 2xx; rejects after `ms` without one. */
export async function waitFor(url, ms = 300_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** What a browser sends for a page: the server renders the storefront's HTML for it. */
export const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en' };

/** Peak resident memory of a process so far (VmHWM), in MB. */
export function peakMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Stops a child process and resolves when it has exited. */
export function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Drives `url` with autocannon for `seconds` at `connections`. With `seen`, counts the answers
 * that are pages rendered on the server (seen.rendered) and those sent as built for the
 * browser to render (seen.shell): past the server's bound on renders at once, a page is not
 * queued but sent as built. With `paths`, each request asks for the next of them in turn
 * (distinct addresses, so no kept answer serves them), and `latencies` (an array) receives
 * every response's time in ms, for quantiles autocannon does not report (p95).
 */
export function cannon(url, { seconds, connections, headers = {}, seen = null, paths = null, latencies = null }) {
  let next = 0;
  const request = {
    method: 'GET',
    ...(paths ? { setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) } : {}),
    ...(seen ? { onResponse: (_status, body) => (String(body).includes('id="shop-rendered-page"') ? seen.rendered++ : seen.shell++) } : {}),
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers, ...(paths || seen ? { requests: [request] } : {}) }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    if (latencies) instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

/** CPU time a process has used so far, all its threads, in nanoseconds (from each thread's schedstat). */
export function cpuNs(pid) {
  let total = 0;
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // a thread that ended between the listing and the read
    }
  }
  return total;
}
