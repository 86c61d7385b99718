import { sql, type Kysely } from 'kysely';

/**
 * Issue 23 (GST tax invoices and the country of origin):
 * - categories and products: an HSN code and a GST rate (basis points: 3 % = 300), null
 *   where not set: a product's own, else its category's, else the parent categories', else
 *   the settings' default;
 * - products.country_of_origin: required to publish (Consumer Protection (E-Commerce) Rules
 *   2020, rule 6(5)(d)); filled from the product's Origin attribute where it has one;
 * - order_lines: the HSN code and rate the line was charged at, kept for its invoice;
 * - orders: whether its invoice is a tax invoice (the shop was registered when it was
 *   placed), the place of supply (a state's name and GST code, or 'Other Country' / '96')
 *   and the buyer's GSTIN;
 * - tax_notes (credit and debit notes against a tax invoice) and their counters, one gap-free
 *   series per type and financial year.
 */
export async function up(db: Kysely<unknown>, engine: 'sqlite' | 'postgres'): Promise<void> {
  for (const table of ['categories', 'products'] as const) {
    await db.schema.alterTable(table).addColumn('hsn_code', 'text').execute();
    await db.schema.alterTable(table).addColumn('gst_rate_bp', 'integer').execute();
  }
  await db.schema
    .alterTable('products')
    .addColumn('country_of_origin', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`
    update products set country_of_origin = coalesce(
      (select a.value from product_attributes a where a.product_id = products.product_id and a.name = 'Origin' order by a.position limit 1),
      '')`.execute(db);
  await db.schema.alterTable('order_lines').addColumn('hsn_code', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('gst_rate_bp', 'integer').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('tax_invoice', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('place_of_supply', 'text').execute();
  await db.schema.alterTable('orders').addColumn('place_of_supply_code', 'text').execute();
  await db.schema.alterTable('orders').addColumn('buyer_gstin', 'text').execute();
  const money = engine === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('tax_notes')
    .addColumn('tax_note_id', 'integer', engine === 'postgres' ? (c) => c.primaryKey().generatedByDefaultAsIdentity() : (c) => c.primaryKey().autoIncrement())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.order_id'))
    .addColumn('note_type', 'text', (c) => c.notNull().check(sql`note_type in ('credit', 'debit')`))
    .addColumn('note_number', 'text', (c) => c.notNull().unique())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('cancel', 'refund', 'reopen')`))
    .addColumn('amount_paise', money, (c) => c.notNull().check(sql`amount_paise > 0`))
    /** What each of the order's lines is credited or debited (paise, in the order's line order), JSON. */
    .addColumn('lines_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tax_notes_order_idx').on('tax_notes').column('order_id').execute();
  await db.schema
    .createTable('tax_note_counters')
    /** 'CN/26-27' or 'DN/26-27': the series and its financial year. */
    .addColumn('series', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
}
