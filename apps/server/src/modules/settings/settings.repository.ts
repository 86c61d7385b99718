import type { Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.js';
import type { Selectable } from 'kysely';

/** What narrows the audit log's list. */
export interface AuditFilter {
  entity?: string;
  entity_id?: number;
  action?: string;
  staff_id?: number;
  parent_id?: number;
}

/** SQL for the shop's settings (one shop_settings row a setting, its value JSON) and the audit log's reads. */
export class SettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every saved setting of the shop (`shop.*` keys), its value as stored. */
  shopSettingRows() {
    return this.db.selectFrom('shop_settings').select(['setting_key', 'setting_value']).where('setting_key', 'like', 'shop.%').execute();
  }

  /** Saves each setting, replacing what was stored under its key. */
  async saveSettings(rows: ReadonlyArray<{ setting_key: string; setting_value: string }>): Promise<void> {
    await this.db
      .insertInto('shop_settings')
      .values([...rows])
      .onConflict((oc) => oc.column('setting_key').doUpdateSet((eb) => ({ setting_value: eb.ref('excluded.setting_value') })))
      .execute();
  }

  private auditRows(f: AuditFilter) {
    let query = this.db.selectFrom('audit_log');
    if (f.entity) query = query.where('entity', '=', f.entity);
    if (f.entity_id !== undefined) query = query.where('entity_id', '=', String(f.entity_id));
    if (f.action) query = query.where('action', '=', f.action);
    if (f.staff_id !== undefined) query = query.where('staff_id', '=', f.staff_id);
    if (f.parent_id !== undefined) query = query.where('parent_id', '=', f.parent_id);
    return query;
  }

  /** A page of the audit log, newest first, and how many rows the filter holds. */
  async auditPage(f: AuditFilter, limit: number, offset: number): Promise<{ rows: Array<Selectable<AuditLogTable>>; total: number }> {
    const [rows, count] = await Promise.all([
      this.auditRows(f).selectAll().orderBy('audit_id', 'desc').limit(limit).offset(offset).execute(),
      this.auditRows(f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
