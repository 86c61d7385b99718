import { sql, type Kysely } from 'kysely';

/**
 * Issue 10 (checkout): what an order needs beyond the first schema.
 * - orders: the payment status apart from the order status; the gap-free invoice number
 *   and the invoice link's random key; the total in the order's currency as the shopper saw
 *   it; what travelled of the payment (UPI id, card brand and last four, never more); the
 *   shipment's carrier and tracking number; the request's hash for Idempotency-Key; the
 *   seller block as it was when the order was placed.
 * - order_history: every change of order_status or payment_status (what, from, to, when,
 *   by whom), so the shopper and the back office read the same story.
 * - invoice_counters: the last invoice number per Indian financial year.
 */
export async function up(db: Kysely<unknown>, engine: 'sqlite' | 'postgres'): Promise<void> {
  const add = (name: string, type: 'text' | 'integer', build?: (c: any) => any) =>
    db.schema
      .alterTable('orders')
      .addColumn(name, type, build ?? ((c) => c))
      .execute();
  await add('payment_status', 'text', (c) => c.notNull().defaultTo('awaiting_payment'));
  await add('invoice_number', 'text');
  await add('invoice_key', 'text');
  await add('order_display_total_minor', 'integer', (c) => c.notNull().defaultTo(0));
  await add('upi_id', 'text');
  await add('card_brand', 'text');
  await add('card_last4', 'text');
  await add('carrier', 'text');
  await add('tracking_number', 'text');
  await add('request_hash', 'text');
  await add('seller_json', 'text', (c) => c.notNull().defaultTo('{}'));
  await db.schema.createIndex('orders_invoice_number_uq').on('orders').column('invoice_number').unique().execute();
  await db.schema.createIndex('orders_invoice_key_uq').on('orders').column('invoice_key').unique().execute();

  const id = engine === 'postgres' ? (c: any) => c.primaryKey().generatedByDefaultAsIdentity() : (c: any) => c.primaryKey().autoIncrement();
  await db.schema
    .createTable('order_history')
    .addColumn('order_history_id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.order_id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addCheckConstraint('order_history_field_ck', sql`field in ('order_status', 'payment_status')`)
    .execute();
  await db.schema.createIndex('order_history_order_idx').on('order_history').columns(['order_id', 'order_history_id']).execute();

  await db.schema
    .createTable('invoice_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
}
