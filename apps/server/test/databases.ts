import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';

/** Which engine the API tests run on, from TEST_ENGINE (sqlite by default). */
export const testEngine = (process.env.TEST_ENGINE ?? 'sqlite') as 'sqlite' | 'postgres';

/** The PostgreSQL server tests may use: TEST_DATABASE_URL, or the local one on 127.0.0.1:5432. */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function postgresUrlFor(database: string): string {
  const u = new URL(postgresAdminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function withPostgresAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
}

/** A fresh temporary folder for SQLite files, removed by the caller. */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}
