import type { Kysely } from 'kysely';

/**
 * Issue 11 (back office, catalog): archived products leave every storefront listing, so each
 * listing index also holds `archived`, last: a listing still walks its index in order and
 * pages from it alone (the few archived entries are skipped inside the index), and no
 * index leads with a column of one value, which SQLite's planner (without ANALYZE) would
 * take for selective. Products are found by slug (the CSV import matches on it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const replaced: Array<[string, string, string[]]> = [
    ['products_featured_idx', 'products_live_featured_idx', ['featured_rank', 'product_id', 'archived']],
    ['products_price_idx', 'products_live_price_idx', ['sale_price_paise', 'product_id', 'archived']],
    ['products_cat_featured_idx', 'products_live_cat_featured_idx', ['category_id', 'featured_rank', 'product_id', 'archived']],
    ['products_cat_price_idx', 'products_live_cat_price_idx', ['category_id', 'sale_price_paise', 'product_id', 'archived']],
    ['products_popularity_idx', 'products_live_popularity_idx', ['popularity', 'product_id', 'archived']],
    ['products_trending_idx', 'products_live_trending_idx', ['is_trending', 'featured_rank', 'archived']],
    ['products_title_search_idx', 'products_live_title_search_idx', ['product_title_lc', 'product_id', 'product_title', 'category_id', 'archived']],
  ];
  for (const [old, name, columns] of replaced) {
    await db.schema.dropIndex(old).ifExists().execute();
    await db.schema.createIndex(name).on('products').columns(columns).execute();
  }
  await db.schema.createIndex('products_slug_idx').on('products').column('product_slug').execute();
}
