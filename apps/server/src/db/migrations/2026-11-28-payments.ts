import { sql, type Kysely } from 'kysely';

/**
 * Issue 18 (the shop gets paid):
 * - orders.payment_due_at: when an unpaid order is cancelled and its stock put back (null:
 *   never, Cash on Delivery); orders already awaiting payment get MANUAL_PAYMENT_HOURS' default
 *   from now, so no order holds stock for ever and none expires without warning;
 * - orders.gateway_order_id / gateway_payment_id: the gateway's order and captured payment;
 *   gateway_checked_at: when the reconciliation last asked the gateway about it;
 * - orders.payment_flag: money that needs a person ('paid_after_expiry', 'amount_mismatch');
 * - orders.refunded_paise: what has been refunded so far (partial refunds add up to it);
 * - payment_events: each gateway webhook event once (a replay changes nothing);
 * - refunds: every refund, by the gateway or recorded by hand, with its status.
 */
export async function up(db: Kysely<unknown>, engine: 'sqlite' | 'postgres'): Promise<void> {
  const id = engine === 'postgres' ? (c: any) => c.primaryKey().generatedByDefaultAsIdentity() : (c: any) => c.primaryKey().autoIncrement();

  await db.schema.alterTable('orders').addColumn('payment_due_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('gateway_order_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('gateway_payment_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('gateway_checked_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_flag', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('orders_gateway_order_idx').on('orders').column('gateway_order_id').unique().execute();
  // The order limits: a customer's open unpaid orders, and orders of the last hour.
  await db.schema.createIndex('orders_customer_unpaid_idx').on('orders').columns(['customer_id', 'payment_status', 'order_status']).execute();
  await db.schema.createIndex('orders_customer_created_idx').on('orders').columns(['customer_id', 'order_created_date']).execute();
  // The sweep's walk: unpaid orders by deadline.
  await db.schema.createIndex('orders_payment_due_idx').on('orders').columns(['payment_status', 'payment_due_at']).execute();

  const due = new Date(Date.now() + 48 * 3_600_000).toISOString();
  await sql`update orders set payment_due_at = ${due} where payment_status = 'awaiting_payment' and order_status = 0`.execute(db);

  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('outcome', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('refund_id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.order_id'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    /** The bank reference of a refund made by hand, or the gateway's refund id. */
    .addColumn('reference', 'text')
    .addColumn('gateway_refund_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'processed', 'failed')`))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .execute();
  await db.schema.createIndex('refunds_order_idx').on('refunds').column('order_id').execute();
}
