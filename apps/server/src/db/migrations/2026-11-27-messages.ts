import { sql, type Kysely } from 'kysely';

/**
 * Issue 17 (the shop speaks):
 * - outbox: every e-mail, written in the same transaction as the change that causes it and
 *   sent afterwards by each server's sender (claimed row by row, retried with backoff);
 * - password_resets: a reset link's token by its SHA-256 only, 30 minutes, used once; a newer
 *   link for the account ends the earlier ones;
 * - orders.order_language: the language the shopper used when ordering, for its e-mails.
 */
export async function up(db: Kysely<unknown>, engine: 'sqlite' | 'postgres'): Promise<void> {
  const id = engine === 'postgres' ? (c: any) => c.primaryKey().generatedByDefaultAsIdentity() : (c: any) => c.primaryKey().autoIncrement();

  await db.schema
    .createTable('outbox')
    .addColumn('outbox_id', 'integer', id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The sender's claim walks due rows in order; the back office lists newest first.
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_order_idx').on('outbox').column('order_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.customer_id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_customer_idx').on('password_resets').column('customer_id').execute();

  await db.schema
    .alterTable('orders')
    .addColumn('order_language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}
