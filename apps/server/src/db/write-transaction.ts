import { sql, type Kysely } from 'kysely';
import { mergeChanges, type CatalogChange } from '../lib/catalog-changes.js';
import { notifyOtherProcesses } from './catalog-notify.js';
import type { ShopDb } from './index.js';
import type { Database } from './schema.js';

/** The catalog changes announced in each open write transaction, by its Kysely handle, and its shop. */
const announced = new WeakMap<Kysely<Database>, { shop: ShopDb; changes: CatalogChange[] }>();

/**
 * Announces that the write transaction `trx` changes the catalog: the change is emitted on
 * the shop's signal (shop.changes) once the transaction commits, and never when it rolls
 * back. On PostgreSQL the other processes hear of it through pg_notify, sent now, inside the
 * same transaction: PostgreSQL delivers it on commit (so no commit goes unannounced for want
 * of a second step) and drops it on rollback. Sent at once rather than before the commit, so
 * an order's notify is not one more round trip while it holds the invoice counter's lock.
 * Only for a transaction of writeTransaction(): anything else throws, so a write that forgets
 * its transaction is found by the first test that runs it.
 */
export async function catalogChanged(trx: Kysely<Database>, change: CatalogChange): Promise<void> {
  const open = announced.get(trx);
  if (!open) throw new Error(`catalogChanged(${change.kind}) outside a writeTransaction`);
  open.changes.push(change);
  if (open.shop.engine === 'postgres') await notifyOtherProcesses(trx, open.shop.changes.origin, [change]);
}

/**
 * Runs `fn` in one transaction that is going to write, on either engine.
 *
 * SQLite: Kysely's transaction() sends a plain (deferred) BEGIN, and a deferred transaction
 * that reads and then writes fails with SQLITE_BUSY when another process wrote in between,
 * whatever the busy timeout. `BEGIN IMMEDIATE` takes the write lock at the start (waiting up
 * to the busy timeout for another process's), and Kysely's SQLite driver holds its one
 * connection for the whole callback, so within a process these transactions run one at a time.
 * PostgreSQL: an ordinary READ COMMITTED transaction; writers lock the rows they change.
 *
 * Catalog changes announced inside (catalogChanged) are emitted after the commit.
 */
export async function writeTransaction<T>(shop: ShopDb, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const changes: CatalogChange[] = [];
  const run = async (trx: Kysely<Database>): Promise<T> => {
    announced.set(trx, { shop, changes });
    try {
      return await fn(trx);
    } finally {
      announced.delete(trx);
    }
  };
  let result: T;
  if (shop.engine === 'postgres') {
    result = await shop.db.transaction().execute(run);
  } else {
    result = await shop.db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        const out = await run(conn);
        await sql`commit`.execute(conn);
        return out;
      } catch (err) {
        await sql`rollback`.execute(conn).catch(() => undefined);
        throw err;
      }
    });
  }
  for (const change of mergeChanges(changes)) shop.changes.emit(change);
  return result;
}
