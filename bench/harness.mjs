// What the benchmarks that start the real server share: a seeded catalog to serve (SQLite
// or PostgreSQL), waiting until the server answers, and the quantiles they report.
import { spawnSync } from 'node:child_process';
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
