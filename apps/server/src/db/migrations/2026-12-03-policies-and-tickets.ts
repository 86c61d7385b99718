import { sql, type Kysely } from 'kysely';

/**
 * Issue 23 (policies, grievance officer):
 * - policies: the five policy pages (Shipping & Delivery, Returns & Refunds, Cancellation,
 *   Privacy, Terms), one row per page once the owner saves it, keyed by its slug, with an
 *   English and an Arabic title and body (sanitised HTML). A page never saved shows the
 *   shop's starting text (modules/policies/default-policies.ts).
 * - contact_messages.ticket_status: open, answered or closed. Messages already handled are
 *   closed, the others open. The ticket number is the message's id written T-000123.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('policies')
    .addColumn('policy_slug', 'text', (c) => c.primaryKey())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_ar', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('body_ar', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute();
  await db.schema
    .alterTable('contact_messages')
    .addColumn('ticket_status', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  await sql`update contact_messages set ticket_status = 'closed' where handled_at is not null`.execute(db);
  await db.schema.createIndex('contact_messages_status_idx').on('contact_messages').column('ticket_status').execute();
}
