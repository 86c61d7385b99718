import { foldSearchText, SEARCH_QUERY_MAX } from '@shop/core';
import { SEARCH_MISSES_LIMITS } from '@shop/core/admin';
import type { ShopDb } from '../../db/index.js';
import { MISS_COUNT_MAX, MissesRepository, type MissRow } from './misses.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The searches that found nothing, written every few seconds (`app.searchMisses.flush()` in tests). */
    searchMisses: SearchMisses;
  }
}

/** Control characters, which the stored raw form shows as spaces (PostgreSQL's text holds no NUL). */
const CONTROL = /\p{Cc}/gu;

export interface SearchMissesOptions {
  /** How often what was recorded is written (SEARCH_MISSES_LIMITS.flushMs). */
  flushMs?: number;
  /** Rows the table keeps (SEARCH_MISSES_LIMITS.maxRows). */
  maxRows?: number;
  /** Distinct queries held between two writes (SEARCH_MISSES_LIMITS.bufferedQueries). */
  maxBuffered?: number;
}

/**
 * The searches that found nothing, for the back office (issue 22). The storefront's search
 * calls record() for each empty results page; that must cost a shopper nothing and give an
 * attacker nothing to fill: the query is counted in memory by its folded words (one Map
 * entry per distinct query, at most `maxBuffered` until the next write; the rest are
 * dropped), and every `flushMs` the counts are written in one upsert statement (several
 * server processes may write at once, on either engine), then the table is trimmed to its
 * `maxRows` most recently seen rows.
 */
export class SearchMisses {
  private buffer = new Map<string, MissRow>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly repo: MissesRepository;
  private readonly flushMs: number;
  private readonly maxRows: number;
  private readonly maxBuffered: number;
  /** Queries dropped because the buffer was full (since the start), for a look in a debugger or a test. */
  dropped = 0;

  constructor(db: ShopDb, options: SearchMissesOptions = {}) {
    this.repo = new MissesRepository(db.db, db.engine);
    this.flushMs = options.flushMs ?? SEARCH_MISSES_LIMITS.flushMs;
    this.maxRows = options.maxRows ?? SEARCH_MISSES_LIMITS.maxRows;
    this.maxBuffered = options.maxBuffered ?? SEARCH_MISSES_LIMITS.bufferedQueries;
  }

  /** Counts a search that found nothing; written within flushMs. Never throws, never waits. */
  record(query: string): void {
    if (this.closed || typeof query !== 'string' || query.length > SEARCH_QUERY_MAX) return;
    const raw = query.replace(CONTROL, ' ').trim();
    const key = foldSearchText(raw);
    if (key === '') return;
    const now = new Date().toISOString();
    const known = this.buffer.get(key);
    if (known) {
      known.count = Math.min(known.count + 1, MISS_COUNT_MAX);
      known.query = raw;
      known.last_seen = now;
    } else if (this.buffer.size >= this.maxBuffered) {
      this.dropped += 1;
      return;
    } else {
      this.buffer.set(key, { query_key: key, query: raw, count: 1, first_seen: now, last_seen: now });
    }
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.flushMs);
      // A pending write never keeps the process alive; close() writes it.
      this.timer.unref();
    }
  }

  /** Writes what was recorded so far (after any write under way). A failed write is logged and its counts dropped. */
  flush(): Promise<void> {
    const rows = [...this.buffer.values()];
    this.buffer = new Map();
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.writing = this.writing.then(async () => {
      if (rows.length === 0) return;
      try {
        await this.repo.upsert(rows);
        await this.repo.trim(this.maxRows);
      } catch (err) {
        // Counting misses is a nicety: a failed write must not become a shopper's error.
        console.warn(`search misses not written: ${(err as Error).message}`);
      }
    });
    return this.writing;
  }

  /** Stops recording and writes what is left. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }
}
