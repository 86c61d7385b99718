import { sql, type Kysely } from 'kysely';
import type { ShopDb } from './index.js';
import type { Database } from './schema.js';

/**
 * Runs `fn` in one transaction that is going to write, on either engine.
 *
 * SQLite: Kysely's transaction() sends a plain (deferred) BEGIN, and a deferred transaction
 * that reads and then writes fails with SQLITE_BUSY when another process wrote in between,
 * whatever the busy timeout. `BEGIN IMMEDIATE` takes the write lock at the start (waiting up
 * to the busy timeout for another process's), and Kysely's SQLite driver holds its one
 * connection for the whole callback, so within a process these transactions run one at a time.
 * PostgreSQL: an ordinary READ COMMITTED transaction; writers lock the rows they change.
 */
export async function writeTransaction<T>(shop: ShopDb, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (shop.engine === 'postgres') return shop.db.transaction().execute(fn);
  return shop.db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (err) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw err;
    }
  });
}
