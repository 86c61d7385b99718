// What the benchmarks that start the real server share: a seeded SQLite catalog to serve,
// and waiting until the server answers.
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
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${dir}/bench.db`,
    SEED_PRODUCTS: String(products),
    LOG_LEVEL: 'error',
    RENDERS_PER_ADDRESS_PER_MINUTE: '1000000',
  };
  const seed = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/cli.js'), 'seed'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (seed.status !== 0) process.exit(1);
  return { dir, env };
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
