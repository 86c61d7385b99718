import { sql, type Kysely } from 'kysely';

/**
 * Issue 11 (back office):
 * - staff: the people who run the shop, apart from customers (roles owner and staff);
 * - staff_sessions: a signed-in browser's session, by the SHA-256 of its random token, so
 *   sign-out and expiry end it on the server;
 * - admin_setup_tokens: the one-time setup links printed while no owner exists (hashes only);
 * - audit_log: every back-office write (who, what, when, before and after);
 * - shop_settings: the shop's name, address, GSTIN, UPI id and so on (key and JSON value);
 * - stock_adjustments: every stock change made by hand, with its reason;
 * - stored_files: uploaded pictures when they live in the database (several servers);
 * - reviews.hidden, contact_messages.handled_at / handled_by, products.archived.
 */
export async function up(db: Kysely<unknown>, engine: 'sqlite' | 'postgres'): Promise<void> {
  const id = engine === 'postgres' ? (c: any) => c.primaryKey().generatedByDefaultAsIdentity() : (c: any) => c.primaryKey().autoIncrement();

  await db.schema
    .createTable('staff')
    .addColumn('staff_id', 'integer', id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'staff')`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('session_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.staff_id').onDelete('cascade'))
    .addColumn('session_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff_idx').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('admin_setup_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('audit_id', 'integer', id)
    .addColumn('staff_id', 'integer')
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();

  await db.schema
    .createTable('shop_settings')
    .addColumn('setting_key', 'text', (c) => c.primaryKey())
    .addColumn('setting_value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stock_adjustments')
    .addColumn('stock_adjustment_id', 'integer', id)
    .addColumn('product_variant_id', 'integer', (c) => c.notNull().references('product_variants.product_variant_id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('stock_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_adjustments_variant_idx').on('stock_adjustments').column('product_variant_id').execute();

  await db.schema
    .createTable('stored_files')
    .addColumn('file_key', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', engine === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('reviews')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('contact_messages').addColumn('handled_at', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('handled_by', 'integer').execute();
  await db.schema
    .alterTable('products')
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('orders_created_idx').on('orders').column('order_created_date').execute();
}
