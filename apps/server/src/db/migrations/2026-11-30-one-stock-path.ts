import { sql, type Kysely } from 'kysely';

/**
 * Issue 21 (one stock path): the stock ledger records every change of a variant's stock, not
 * only the back office's. Each row says what made it (kind: admin, created, import, order,
 * cancel, expiry, reopen) and, for an order's, which order. Rows written before are the
 * back office's: opening stock and CSV imports are told apart by the reason they were given.
 * The products' stock totals are summed again from their variants once: the last writers
 * that recomputed them could race an order on PostgreSQL and leave a total off; from now on
 * every change moves the total by its own delta, under the row's lock. No index on order_id:
 * the history is read by variant, and each order's rows would cost every commit another
 * index page (SQLite's order rate is bound by the pages a commit writes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stock_adjustments')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('admin'))
    .execute();
  await db.schema.alterTable('stock_adjustments').addColumn('order_id', 'integer').execute();
  await sql`update stock_adjustments set kind = 'created' where reason = 'Opening stock'`.execute(db);
  await sql`update stock_adjustments set kind = 'import' where reason = 'CSV import'`.execute(db);
  await sql`update products set stock_quantity = coalesce((select sum(v.stock_quantity) from product_variants v where v.product_id = products.product_id), 0)`.execute(
    db,
  );
}
