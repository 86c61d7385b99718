import type { Kysely } from 'kysely';

/**
 * Issue 23 (deleting an account): customers.erased_at, when the account's owner had it
 * erased. The row stays as a tombstone (its orders, which the GST law makes the shop keep,
 * still name their customer id) with every personal field replaced; null for a live account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('erased_at', 'text').execute();
}
