// A fresh, empty database for one benchmark run, on either engine, and how to drop it:
// SQLite in a new temporary folder, PostgreSQL as a new database on the admin URL's server.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The PostgreSQL server the benchmarks create their databases on. */
export const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onAdmin(query) {
  const c = new pg.Client({ connectionString: pgAdminUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

/** `{ url, drop }` for a new database named after `label` ('orders' → shop-bench-orders-…). */
export async function freshDatabase(engine, label) {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${label}-`));
    return { url: `file:${path.join(dir, 'bench.db')}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `bench_${label}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  await onAdmin(`create database ${name}`);
  const u = new URL(pgAdminUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => onAdmin(`drop database if exists ${name} with (force)`) };
}

/** Whether the PostgreSQL server answers within two seconds. */
export async function postgresAnswers() {
  const c = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}
