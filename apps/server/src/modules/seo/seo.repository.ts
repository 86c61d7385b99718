import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The SQL of the sitemap: storefront products only (never archived ones). */
export class SeoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async countProducts(): Promise<number> {
    const row = await this.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('archived', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One page of the sitemap's products, by id: two narrow columns, one query. */
  productPage(offset: number, limit: number) {
    return this.db
      .selectFrom('products')
      .select(['product_id', 'product_title'])
      .where('archived', '=', 0)
      .orderBy('product_id')
      .limit(limit)
      .offset(offset)
      .execute();
  }
}
