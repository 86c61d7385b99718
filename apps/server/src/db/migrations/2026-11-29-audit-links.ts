import type { Kysely } from 'kysely';

/**
 * Issue 19 (hardening, round 3): a CSV import writes one audit row per product it changes,
 * each linked to the import's own row by audit_log.parent_id, so a price set to ₹1 by an
 * import and set back by another is on record, product by product, with before and after.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('parent_id', 'integer').execute();
  await db.schema.createIndex('audit_log_parent_idx').on('audit_log').column('parent_id').execute();
}
