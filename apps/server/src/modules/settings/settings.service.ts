import type { Kysely } from 'kysely';
import { DEFAULT_CARRIERS, rateToBasisPoints } from '@shop/core';
import {
  DEFAULT_ORDER_LIMITS,
  invoiceStateLabel,
  shopSettingsSchema,
  stateFromInvoiceLabel,
  type AdminAuditRow,
  type ShopSettings,
  type ShopSettingsOut,
} from '@shop/core/admin';
import type { Config } from '../../config.js';
import type { ShopDb } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { offsetOf, type Paged } from '../../db/sql-helpers.js';
import { catalogChanged, writeTransaction } from '../../db/write-transaction.js';
import { DEFAULT_GRIEVANCE, DEFAULT_SELLER, type ShopProfile } from '../orders/shop-profile.js';
import { recordAudit, type Actor } from '../staff/audit.js';
import { SettingsRepository, type AuditFilter } from './settings.repository.js';

type SettingName = keyof ShopSettings;
const SETTING_NAMES = Object.keys(shopSettingsSchema.shape) as SettingName[];

/** Each setting is one shop_settings row, its value JSON: 'shop.gstin' → '"08AAKCS4821M1ZW"'. */
const keyOf = (name: SettingName) => `shop.${name}`;

/** The settings while nothing is saved: the seller block of shop-profile.ts and SHOP_UPI_ID. */
export function defaultShopSettings(config: Pick<Config, 'shopUpiId'> & Partial<Pick<Config, 'orderLimitDefaults'>>): ShopSettings {
  return {
    shop_name: DEFAULT_SELLER.name,
    address_lines: DEFAULT_SELLER.address.split(', '),
    phone: DEFAULT_SELLER.phone,
    email: DEFAULT_SELLER.email,
    gstin: DEFAULT_SELLER.gstin,
    state: stateFromInvoiceLabel(DEFAULT_SELLER.state) ?? 'Rajasthan',
    gst_registered: false,
    default_hsn: '7116',
    default_gst_rate: 3,
    grievance_name: DEFAULT_GRIEVANCE.name,
    grievance_designation: DEFAULT_GRIEVANCE.designation,
    grievance_email: DEFAULT_GRIEVANCE.email,
    grievance_phone: DEFAULT_GRIEVANCE.phone,
    upi_id: config.shopUpiId,
    order_emails: [],
    carriers: DEFAULT_CARRIERS.map((c) => ({ ...c })),
    ...(config.orderLimitDefaults ?? DEFAULT_ORDER_LIMITS),
  };
}

/**
 * The saved settings over the defaults, and whether any is saved. A stored value that no
 * longer passes its field's rule (edited by hand, or a rule tightened since) falls back to
 * its default rather than reaching an invoice.
 */
async function readSettings(
  repo: SettingsRepository,
  config: Pick<Config, 'shopUpiId'> & Partial<Pick<Config, 'orderLimitDefaults'>>,
): Promise<{ settings: ShopSettings; saved: boolean }> {
  const rows = await repo.shopSettingRows();
  const stored = new Map(rows.map((r) => [r.setting_key, r.setting_value]));
  const settings: Record<string, unknown> = { ...defaultShopSettings(config) };
  for (const name of SETTING_NAMES) {
    const text = stored.get(keyOf(name));
    if (text === undefined) continue;
    try {
      const parsed = shopSettingsSchema.shape[name].safeParse(JSON.parse(text));
      if (parsed.success) settings[name] = parsed.data;
    } catch {
      // not JSON: keep the default
    }
  }
  return { settings: settings as ShopSettings, saved: rows.length > 0 };
}

/**
 * The seller block and UPI id for an order placed now: the shop settings where saved, else
 * the defaults of shop-profile.ts and SHOP_UPI_ID. Same shape as shop-profile.ts's
 * shopProfile(); call it inside the order's transaction (`db` may be a transaction) so the
 * invoice carries the settings as they were when the order was placed.
 */
export async function shopProfileFrom(
  db: Kysely<Database>,
  config: Pick<Config, 'shopUpiId'> & Partial<Pick<Config, 'orderLimitDefaults'>>,
): Promise<ShopProfile> {
  const { settings: s } = await readSettings(new SettingsRepository(db), config);
  return {
    seller: {
      name: s.shop_name,
      address: s.address_lines.join(', '),
      state: invoiceStateLabel(s.state),
      gstin: s.gstin,
      phone: s.phone,
      email: s.email,
    },
    upiId: s.upi_id,
    upiPayeeName: s.shop_name,
    alertEmails: s.order_emails.length ? s.order_emails : [s.email],
    orderLimits: {
      unpaid_orders_per_customer: s.unpaid_orders_per_customer,
      units_per_item: s.units_per_item,
      orders_per_customer_per_hour: s.orders_per_customer_per_hour,
      orders_per_address_per_hour: s.orders_per_address_per_hour,
    },
    carriers: s.carriers,
    gst: { registered: s.gst_registered, defaultHsn: s.default_hsn, defaultRateBasisPoints: rateToBasisPoints(s.default_gst_rate) },
    grievance: { name: s.grievance_name, designation: s.grievance_designation, email: s.grievance_email, phone: s.grievance_phone },
  };
}

export interface AuditQuery extends AuditFilter {
  page: number;
  page_size: number;
}

/** A stored before/after as it was written; text that is not JSON is shown as it is. */
function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The shop's settings (staff read, the owner writes) and the audit log (owner). */
export class SettingsService {
  private readonly repo: SettingsRepository;

  constructor(
    private readonly shop: ShopDb,
    private readonly config: Pick<Config, 'shopUpiId'> & Partial<Pick<Config, 'orderLimitDefaults'>>,
  ) {
    this.repo = new SettingsRepository(shop.db);
  }

  async settings(): Promise<ShopSettingsOut> {
    const { settings, saved } = await readSettings(this.repo, this.config);
    return { ...settings, saved };
  }

  /** Replaces every setting at once, with an audit row of before and after. */
  async save(actor: Actor, next: ShopSettings): Promise<ShopSettingsOut> {
    await writeTransaction(this.shop, async (trx) => {
      const repo = new SettingsRepository(trx);
      const { settings: before } = await readSettings(repo, this.config);
      await repo.saveSettings(SETTING_NAMES.map((name) => ({ setting_key: keyOf(name), setting_value: JSON.stringify(next[name]) })));
      await recordAudit(trx, actor, { action: 'settings.update', entity: 'shop_settings', before, after: next });
      await catalogChanged(trx, { kind: 'settings' });
    });
    return this.settings();
  }

  async audit(q: AuditQuery): Promise<Paged<AdminAuditRow>> {
    const { rows, total } = await this.repo.auditPage(q, q.page_size, offsetOf(q.page, q.page_size));
    const data = rows.map((r) => ({
      audit_id: r.audit_id,
      staff_id: r.staff_id,
      staff_email: r.staff_email,
      action: r.action,
      entity: r.entity,
      entity_id: r.entity_id,
      before: parseJson(r.before_json),
      after: parseJson(r.after_json),
      created_at: r.created_at,
      parent_id: r.parent_id,
    }));
    return { data, total, page: q.page, page_size: q.page_size };
  }
}
