import { sql, type Kysely } from 'kysely';
import type { SearchMissSort } from '@shop/core/admin';
import type { Engine } from '../../db/index.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The largest count a row holds (PostgreSQL's integer): a query searched more often stays there. */
export const MISS_COUNT_MAX = 2_147_483_647;

/** One buffered query as it is written: its folded key, its last raw form, how often, and when first and last. */
export interface MissRow {
  query_key: string;
  query: string;
  count: number;
  first_seen: string;
  last_seen: string;
}

/**
 * The SQL of the searches that found nothing (`search_misses`): the writers' upsert and
 * trim (search-misses.ts), the back office's list and dismissal (misses.service.ts).
 */
export class MissesRepository {
  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
  ) {}

  /**
   * Adds the rows in one statement (one transaction): a new query is inserted, a known one
   * counts on (up to MISS_COUNT_MAX) and keeps the later last_seen and the newer raw form.
   * The rows go in key order, so writers of several processes lock PostgreSQL's rows in the
   * same order and never deadlock.
   */
  async upsert(rows: readonly MissRow[]): Promise<void> {
    if (rows.length === 0) return;
    const sorted = [...rows].sort((a, b) => (a.query_key < b.query_key ? -1 : a.query_key > b.query_key ? 1 : 0));
    await this.db
      .insertInto('search_misses')
      .values(sorted)
      .onConflict((oc) =>
        oc.column('query_key').doUpdateSet({
          // The sum is taken as a bigint: PostgreSQL's integer would overflow before the cap.
          count: sql<number>`case when cast(search_misses.count as bigint) + excluded.count >= ${MISS_COUNT_MAX} then ${MISS_COUNT_MAX} else search_misses.count + excluded.count end`,
          query: sql<string>`case when excluded.last_seen >= search_misses.last_seen then excluded.query else search_misses.query end`,
          last_seen: sql<string>`case when excluded.last_seen > search_misses.last_seen then excluded.last_seen else search_misses.last_seen end`,
          first_seen: sql<string>`case when excluded.first_seen < search_misses.first_seen then excluded.first_seen else search_misses.first_seen end`,
        }),
      )
      .execute();
  }

  /**
   * Keeps the `maxRows` most recently seen rows and deletes the rest. On PostgreSQL the rows
   * another writer holds (it is counting them on, so they are about to be recent) are skipped,
   * so the trim never waits on a writer and no two flushes deadlock.
   */
  async trim(maxRows: number): Promise<void> {
    const cut = await this.db
      .selectFrom('search_misses')
      .select(['last_seen', 'query_key'])
      .orderBy('last_seen', 'desc')
      .orderBy('query_key', 'desc')
      .offset(maxRows)
      .limit(1)
      .executeTakeFirst();
    if (!cut) return;
    const older = sql<boolean>`(last_seen < ${cut.last_seen} or (last_seen = ${cut.last_seen} and query_key <= ${cut.query_key}))`;
    if (this.engine === 'postgres') {
      await sql`delete from search_misses where query_key in (select query_key from search_misses where ${older} for update skip locked)`.execute(this.db);
    } else {
      await this.db.deleteFrom('search_misses').where(older).execute();
    }
  }

  /** A page of the list: most searched first (then most recent), or most recently searched first. */
  async list(sort: SearchMissSort, limit: number, offset: number): Promise<{ rows: MissRow[]; total: number }> {
    let q = this.db.selectFrom('search_misses').select(['query_key', 'query', 'count', 'first_seen', 'last_seen']);
    q = sort === 'count' ? q.orderBy('count', 'desc').orderBy('last_seen', 'desc') : q.orderBy('last_seen', 'desc').orderBy('count', 'desc');
    const [rows, total] = await Promise.all([
      q.orderBy('query_key').limit(limit).offset(offset).execute(),
      this.db
        .selectFrom('search_misses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((r) => ({ ...r, count: Number(r.count) })), total: Number(total.n) };
  }

  /** Deletes one row; answers it as it was, or undefined when there was none. */
  delete(queryKey: string): Promise<MissRow | undefined> {
    return this.db.deleteFrom('search_misses').where('query_key', '=', queryKey).returningAll().executeTakeFirst();
  }
}
