// The fresh database each engine's run gets, and the row counts that show whether bad input
// was stored. better-sqlite3 and pg are the server's own dependencies, loaded from there.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

export function serverRequire(root) {
  return createRequire(path.join(root, 'apps/server/package.json'));
}

/** The PostgreSQL server to create databases on: TEST_DATABASE_URL, as for the API tests, or the local one. */
export function postgresAdminUrl() {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** Whether PostgreSQL answers a query (not just a port), within a few seconds. */
export async function postgresAnswers(root) {
  const pg = serverRequire(root)('pg');
  const client = new pg.Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A fresh database for one engine: { engine, url, where, counts(), drop() }. SQLite is a
 * file in a new temporary folder (the server creates it); PostgreSQL a new database.
 */
export async function createDatabase(engine, root) {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fuzz-'));
    const file = path.join(dir, 'shop.db');
    return {
      engine,
      url: `file:${file}`,
      where: file,
      counts: () => sqliteCounts(root, file),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const pg = serverRequire(root)('pg');
  const name = `shop_fuzz_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await withClient(pg, postgresAdminUrl(), (c) => c.query(`create database ${name}`));
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return {
    engine,
    url: url.toString(),
    where: `${url.host}/${name}`,
    counts: () => withClient(pg, url.toString(), postgresCounts),
    drop: () => withClient(pg, postgresAdminUrl(), (c) => c.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withClient(pg, url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Rows per table, read-only, while the server still has the file open (its WAL included). */
function sqliteCounts(root, file) {
  const Database = serverRequire(root)('better-sqlite3');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all();
    return Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`select count(*) as n from "${name.replace(/"/g, '""')}"`).get().n]));
  } finally {
    db.close();
  }
}

async function postgresCounts(client) {
  const { rows } = await client.query(
    "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
  );
  const counts = {};
  for (const { table_name: name } of rows) {
    const r = await client.query(`select count(*)::bigint as n from "${name.replace(/"/g, '""')}"`);
    counts[name] = Number(r.rows[0].n);
  }
  return counts;
}

/** Per-table differences between two counts, only the tables that changed: { table: +n }. */
export function diffCounts(before, after) {
  const out = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const d = (after[table] ?? 0) - (before[table] ?? 0);
    if (d) out[table] = d;
  }
  return out;
}

export const describeDiff = (diff) =>
  Object.keys(diff).length
    ? Object.entries(diff)
        .map(([t, d]) => `${t} ${d > 0 ? '+' : ''}${d}`)
        .join(', ')
    : 'none';
