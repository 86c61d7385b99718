import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Who made a back-office change: a signed-in member, or the command line / setup link. */
export interface Actor {
  staffId: number | null;
  email: string;
}

export interface AuditEntry {
  /** 'order.ship', 'product.update', 'staff.create', … */
  action: string;
  entity: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
}

/** Largest before/after kept per row, in characters (a whole product with its description fits). */
const MAX_JSON = 64 * 1024;

const json = (value: unknown) => {
  if (value === undefined) return null;
  const text = JSON.stringify(value);
  return text.length > MAX_JSON ? JSON.stringify({ truncated: true, preview: text.slice(0, MAX_JSON) }) : text;
};

const auditRow = (actor: Actor, entry: AuditEntry, createdAt: string, parentId: number | null = null) => ({
  staff_id: actor.staffId,
  staff_email: actor.email,
  action: entry.action,
  entity: entry.entity,
  entity_id: entry.entityId === undefined ? '' : String(entry.entityId),
  before_json: json(entry.before),
  after_json: json(entry.after),
  created_at: createdAt,
  parent_id: parentId,
});

/**
 * Writes one audit row, inside the caller's transaction (so a change and its record are
 * stored together or not at all), and answers its id. Never holds a password or hash:
 * callers pass what a person may read.
 */
export async function recordAudit(db: Kysely<Database>, actor: Actor, entry: AuditEntry): Promise<number> {
  const row = await db
    .insertInto('audit_log')
    .values(auditRow(actor, entry, new Date().toISOString()))
    .returning('audit_id')
    .executeTakeFirstOrThrow();
  return row.audit_id;
}

/** Rows that are part of one change already on record (`parentId`): a CSV import's products. Batched. */
export async function recordAuditParts(db: Kysely<Database>, actor: Actor, parentId: number, entries: AuditEntry[]): Promise<void> {
  const now = new Date().toISOString();
  const BATCH = 200;
  for (let i = 0; i < entries.length; i += BATCH) {
    await db
      .insertInto('audit_log')
      .values(entries.slice(i, i + BATCH).map((e) => auditRow(actor, e, now, parentId)))
      .execute();
  }
}

/** The actor for changes made by the shop itself (a setup link, the command line). */
export const SYSTEM_ACTOR: Actor = { staffId: null, email: 'system' };

/**
 * The actor for a change a customer made to their own account (the erasure of it): only
 * the customer's id, as 'customer:12', never their name or e-mail.
 */
export const customerActor = (customerId: number): Actor => ({ staffId: null, email: `customer:${customerId}` });
