import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { CATALOG_CHANGE_KINDS, parseChange, type CatalogChange, type CatalogChanges } from '../lib/catalog-changes.js';
import type { Database } from './schema.js';

/** The PostgreSQL channel that carries catalog changes between the shop's processes. */
export const CATALOG_CHANNEL = 'shop_catalog_changed';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; past this the product ids are left out. */
const PAYLOAD_MAX_BYTES = 7_000;

/** What one transaction's NOTIFY carries: the sending process and its changes. */
export function notifyPayload(origin: string, changes: readonly CatalogChange[]): string {
  const full = JSON.stringify({ origin, changes });
  if (Buffer.byteLength(full) <= PAYLOAD_MAX_BYTES) return full;
  // A change without ids stands for every product: the receivers clear as much, no less.
  return JSON.stringify({ origin, changes: changes.map((c) => ({ kind: c.kind })) });
}

/** Tells the other processes, on commit of the transaction `trx` (pg_notify is delivered only then, and never on rollback). */
export async function notifyOtherProcesses(trx: Kysely<Database>, origin: string, changes: readonly CatalogChange[]): Promise<void> {
  await sql`select pg_notify(${CATALOG_CHANNEL}, ${notifyPayload(origin, changes)})`.execute(trx);
}

/** The first wait before connecting again after the listening connection dropped, doubled each failure up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 250;
export const RETRY_MAX_MS = 30_000;

export interface ListenerLog {
  warn(message: string): void;
}

/**
 * The process's one LISTEN connection (PostgreSQL, several servers): the changes other
 * processes commit are emitted on this process's signal, so its caches follow a write made
 * through another server within moments instead of CATALOG_CACHE_MS. Its own changes come
 * back too and are ignored (they were emitted here at commit).
 *
 * NOTIFY is delivered at most once and only to a connected listener: while the connection is
 * down, changes are missed. It is connected again with a growing wait (a warning each time it
 * drops), and on reconnecting every kind of change is emitted once, since any of them may
 * have been missed; meanwhile CATALOG_CACHE_MS still bounds how stale a cached answer is.
 */
export class CatalogChangeListener {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private failures = 0;
  private everConnected = false;

  constructor(
    private readonly newClient: () => pg.Client,
    private readonly changes: CatalogChanges,
    private readonly log: ListenerLog,
  ) {}

  /** Connects and listens; answers once the first try has succeeded or failed (a failure is retried in the background). */
  async start(): Promise<void> {
    await this.connect();
  }

  /** Stops listening for good and ends the connection. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  /** Whether the connection is up and listening (tests, diagnostics). */
  get listening(): boolean {
    return this.client !== null;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = this.newClient();
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
      if (!this.closed) this.retry(err?.message ?? 'the connection ended');
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (msg) => {
      if (msg.channel === CATALOG_CHANNEL) this.receive(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${CATALOG_CHANNEL}`);
    } catch (err) {
      onLost(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    if (lost) return;
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
    // Changes committed while no connection listened were missed: forget everything once.
    if (this.everConnected) for (const kind of CATALOG_CHANGE_KINDS) this.changes.emit({ kind });
    this.everConnected = true;
  }

  private retry(why: string): void {
    if (this.timer) return;
    const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.failures);
    this.failures += 1;
    this.log.warn(
      `The catalog change listener has no PostgreSQL connection (${why}); connecting again in ${wait} ms. Until then, changes made through other servers reach this one's caches only as they expire (CATALOG_CACHE_MS).`,
    );
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, wait);
    this.timer.unref();
  }

  private receive(payload: string | undefined): void {
    let message: { origin?: unknown; changes?: unknown };
    try {
      message = JSON.parse(payload ?? '') as typeof message;
    } catch {
      return;
    }
    if (message.origin === this.changes.origin || !Array.isArray(message.changes)) return;
    for (const raw of message.changes) {
      const change = parseChange(raw);
      if (change) this.changes.emit(change);
    }
  }
}
