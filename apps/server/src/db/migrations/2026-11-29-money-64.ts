import { sql, type Kysely } from 'kysely';

/**
 * Issue 19 (hardening, round 3): money in 64-bit integers on both engines. SQLite's integers
 * are 64-bit already; PostgreSQL's `integer` is 32-bit, so an order above ₹2,14,74,836 was
 * refused there and stored on SQLite. Every column that holds paise, cents or a price times a
 * quantity becomes `bigint` (node-postgres reads int8 as a number: the shop's largest amount,
 * ORDER_TOTAL_MAX_PAISE, is far inside the integers a number holds exactly).
 */
export const MONEY_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['products', 'sale_price_paise'],
  ['products', 'mrp_price_paise'],
  ['product_variants', 'sale_price_paise'],
  ['product_variants', 'mrp_price_paise'],
  ['orders', 'order_sub_total_paise'],
  ['orders', 'order_grand_total_paise'],
  ['orders', 'order_display_total_minor'],
  ['orders', 'refunded_paise'],
  ['order_lines', 'item_product_variant_sale_price_paise'],
  ['order_lines', 'item_product_variant_mrp_price_paise'],
  ['order_lines', 'item_line_total_paise'],
  ['refunds', 'amount_paise'],
];

export async function up(db: Kysely<unknown>, engine: 'sqlite' | 'postgres'): Promise<void> {
  if (engine !== 'postgres') return;
  for (const [table, column] of MONEY_COLUMNS) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type bigint`.execute(db);
  }
}
