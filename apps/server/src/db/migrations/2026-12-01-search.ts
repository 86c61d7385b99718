import type { Kysely } from 'kysely';

/**
 * Issue 22 (find stones):
 * - products.product_aliases: other names a shopper may search by (Hindi and Arabic names,
 *   common misspellings), comma-separated, matched like the title;
 * - product_attributes: a product's facts as data (Stone, Colour, Chakra, Form, Origin and any
 *   the owner adds), one row per value, `position` keeping the back office's order; the
 *   storefront filters by them;
 * - search_misses: the searches that found nothing, one row per folded query, for the back
 *   office (kept to a bounded number of rows by the writer).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('product_aliases', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('product_attributes')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.product_id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_attributes_pk', ['product_id', 'position'])
    .execute();
  await db.schema
    .createTable('search_misses')
    .addColumn('query_key', 'text', (c) => c.primaryKey())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('first_seen', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_misses_last_seen_idx').on('search_misses').column('last_seen').execute();
}
