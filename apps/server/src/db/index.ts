import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.js';
import { CatalogChanges } from '../lib/catalog-changes.js';
import * as initial from './migrations/2026-11-21-initial.js';
import * as sessionsAndReviews from './migrations/2026-11-23-sessions-and-reviews.js';
import * as orders from './migrations/2026-11-24-orders.js';
import * as backOffice from './migrations/2026-11-25-back-office.js';
import * as adminCatalog from './migrations/2026-11-26-admin-catalog.js';
import * as messages from './migrations/2026-11-27-messages.js';
import * as payments from './migrations/2026-11-28-payments.js';
import * as auditLinks from './migrations/2026-11-29-audit-links.js';
import * as money64 from './migrations/2026-11-29-money-64.js';
import * as oneStockPath from './migrations/2026-11-30-one-stock-path.js';
import * as search from './migrations/2026-12-01-search.js';
import * as gstInvoices from './migrations/2026-12-02-gst-invoices.js';
import * as indiaStates from './migrations/2026-12-02-india-states.js';
import * as policiesAndTickets from './migrations/2026-12-03-policies-and-tickets.js';
import * as accountErasure from './migrations/2026-12-04-account-erasure.js';

export type Engine = 'sqlite' | 'postgres';

export interface ShopDb {
  db: Kysely<Database>;
  /**
   * For the storefront's public reads (catalog, content, head tags). PostgreSQL: the same
   * pool. SQLite: a connection of its own (query_only), so a page's read never queues behind
   * another request's long write transaction on the shop's one connection (a 50,000-row CSV
   * import held it for seconds); in WAL mode a reader sees the last commit and takes no lock.
   */
  reads: Kysely<Database>;
  engine: Engine;
  /** Where the data lives, without credentials (for logs). */
  where: string;
  /** This process's "catalog changed" signal: writes to this database emit on it after they commit. */
  changes: CatalogChanges;
  /**
   * PostgreSQL only: a new connection outside the pool, not yet connected (the one that
   * LISTENs for other processes' catalog changes holds it for good).
   */
  newClient?: () => pg.Client;
  close(): Promise<void>;
}

// PostgreSQL returns COUNT(*) and SUM() as bigint strings; every such number here fits a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Opens the database named by a `file:` path or a `postgres://` URL. */
export function openDatabase(url: string, options: { poolSize?: number } = {}): ShopDb {
  if (/^postgres(ql)?:\/\//i.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // A connection the server ends (a restart, an administrator, a dropped database) emits
    // 'error' on its client; without a listener that is an uncaught exception that stops the
    // whole process, even when the client was idle or already closing. The query that was
    // running, if any, fails on its own; the pool replaces the connection.
    const connectionLost = (err: Error) => {
      if (!closing) console.warn(`PostgreSQL connection lost: ${err.message}`);
    };
    let closing = false;
    pool.on('error', connectionLost);
    pool.on('connect', (client) => client.on('error', connectionLost));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const u = new URL(url);
    return {
      db,
      reads: db,
      engine: 'postgres',
      where: `postgres://${u.host}${u.pathname}`,
      changes: new CatalogChanges(),
      newClient: () => new pg.Client({ connectionString: url }),
      close: () => {
        closing = true;
        return db.destroy();
      },
    };
  }
  const file = url.replace(/^file:(\/\/)?/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  if (file === ':memory:') return { db, reads: db, engine: 'sqlite', where: file, changes: new CatalogChanges(), close: () => db.destroy() };
  const reader = new SQLite(file);
  reader.pragma('query_only = ON');
  reader.pragma('busy_timeout = 5000');
  const reads = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(reader) }) });
  return {
    db,
    reads,
    engine: 'sqlite',
    where: path.resolve(file),
    changes: new CatalogChanges(),
    close: async () => {
      await reads.destroy();
      await db.destroy();
    },
  };
}

/** Prepared statements kept at most, by SQL text. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's SQLite dialect sees it, with prepared statements reused by their
 * SQL text: Kysely prepares every query afresh, and preparing cost as much as running
 * (measured: 9% of the server's time each while placing orders). Kysely runs statements
 * with all() or run(), never a half-read iterate(), so sharing one is safe.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(query: string) {
      let statement = statements.get(query);
      if (!statement) {
        statement = sqlite.prepare(query);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(query, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

/** Dated migrations, in order. A released migration is never edited. */
const migrations: Record<string, { up(db: Kysely<unknown>, engine: Engine): Promise<void> }> = {
  '2026-11-21-initial': initial,
  '2026-11-23-sessions-and-reviews': sessionsAndReviews,
  '2026-11-24-orders': orders,
  '2026-11-25-back-office': backOffice,
  '2026-11-26-admin-catalog': adminCatalog,
  '2026-11-27-messages': messages,
  '2026-11-28-payments': payments,
  '2026-11-29-audit-links': auditLinks,
  '2026-11-29-money-64': money64,
  '2026-11-30-one-stock-path': oneStockPath,
  '2026-12-01-search': search,
  '2026-12-02-gst-invoices': gstInvoices,
  '2026-12-02-india-states': indiaStates,
  '2026-12-03-policies-and-tickets': policiesAndTickets,
  '2026-12-04-account-erasure': accountErasure,
};

/** Brings the schema up to date; safe to run on every start and from several processes. */
export async function migrate(shop: ShopDb): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(migrations)) out[name] = { up: (db) => m.up(db, shop.engine) };
      return out;
    },
  };
  const { error, results } = await new Migrator({ db: shop.db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
