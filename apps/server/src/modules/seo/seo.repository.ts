import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The SQL of the page heads and the sitemap: storefront products only (never archived ones). */
export class SeoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A product with its default variant's price and stock, in one query; undefined when unknown or archived. */
  productFacts(productId: number) {
    return this.db
      .selectFrom('products as p')
      .innerJoin('product_variants as v', 'v.product_variant_id', 'p.default_variant_id')
      .select([
        'p.product_id',
        'p.product_title',
        'p.product_short_description',
        'p.product_description',
        'p.product_image_url',
        'v.sale_price_paise',
        'v.stock_quantity',
        'p.rating_sum_x2',
        'p.review_count',
      ])
      .where('p.product_id', '=', productId)
      .where('p.archived', '=', 0)
      .executeTakeFirst();
  }

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
