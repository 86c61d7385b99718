import { z } from 'zod';
import { maxLengthMessage } from '../schemas/common';
import { UPI_ID_PATTERN } from '../schemas/payment';
import { CARRIER_LIMITS, DEFAULT_CARRIERS, carrierKey, trackingPatternProblem } from '../tracking';
import { adminData, adminIdParam, adminPage, adminPagingQuery, adminText } from './common';
import { INDIAN_STATES, GSTIN_MESSAGES, gstinProblem, gstStateCode, hsnCodeSchema, gstRateSchema, type IndianState } from '../gst';

/**
 * The shop's settings (`/api/admin/settings`: staff read, the owner writes) and the audit
 * log (`/api/admin/audit`, owner). The settings are the seller block of new invoices and
 * the UPI id new UPI orders are paid to; an issued invoice keeps the block it was issued with.
 * The phone and e-mail are also the storefront's (Home/GetShopInfo: header, footer, Contact),
 * and the carriers are the list staff ship with (their tracking pages make the shoppers' links).
 */

export { INDIAN_STATES, gstStateCode, type IndianState } from '../gst';
const STATE_NAMES = INDIAN_STATES.map((s) => s.name) as unknown as [IndianState, ...IndianState[]];

/** How an invoice names the seller's state: 'Rajasthan (08)'. */
export function invoiceStateLabel(state: string): string {
  const code = gstStateCode(state);
  return code ? `${state} (${code})` : state;
}

/** A state as an invoice names it ('Rajasthan (08)') back to its name ('Rajasthan'), or null. */
export function stateFromInvoiceLabel(label: string): IndianState | null {
  const name = label.replace(/\s*\(\d{2}\)\s*$/, '').trim();
  return STATE_NAMES.find((s) => s === name) ?? null;
}

/**
 * A GSTIN's format: the state's two-digit code, the holder's PAN (five letters, four
 * digits, a letter), the registration number in that state (1-9 or a letter), 'Z', and a
 * check character. The check character itself is not verified.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const SETTINGS_MESSAGES = {
  gstinFormat: GSTIN_MESSAGES.format,
  gstinState: 'GSTIN must begin with the code of the shop’s state',
  state: 'State must be one of India’s states or union territories',
  upi: 'UPI id must look like name@handle (letters, digits, . _ or - before the @; letters after it)',
  phone: 'Phone must be 8 to 20 characters of digits, spaces, +, -, ( and )',
  email: 'Email is not valid',
  addressLines: 'Address must have 1 to 4 lines',
  orderEmails: 'Order e-mails: at most 5 addresses',
  carriers: `Carriers: at most ${CARRIER_LIMITS.carriers}`,
  carrierTwice: (name: string) => `Carriers: ${name} is listed twice`,
  trackingUrlRequired: (name: string) => `The tracking page of ${name} is required`,
  trackingUrlHttps: (name: string) => `The tracking page of ${name} must be a web address starting with https://`,
  trackingUrlPlaceholder: (name: string) => `The tracking page of ${name} must contain {number} exactly once, where the tracking number goes`,
  trackingUrlLength: (name: string) => `The tracking page of ${name} must be at most ${CARRIER_LIMITS.trackingUrl} characters`,
  gstinCheck: GSTIN_MESSAGES.check,
  grievanceName: 'Grievance officer: name is required',
  saved: 'Settings saved.',
} as const;

export const SETTINGS_LIMITS = { shopName: 100, addressLine: 100, addressLines: 4, grievanceName: 100, grievanceDesignation: 100 } as const;

/** A phone as the settings take it: one line, 8 to 20 of digits, spaces, +, -, ( and ), at least 8 digits. */
const phoneSetting = (label: string) =>
  z
    .string({ error: `${label} is required` })
    // A line break is refused even at the ends (trimming would hide it): the phone is one line everywhere it is shown.
    .regex(/^[^\r\n]*$/, { error: SETTINGS_MESSAGES.phone.replace('Phone', label) })
    .trim()
    .regex(/^[0-9+\-() ]{8,20}$/, { error: SETTINGS_MESSAGES.phone.replace('Phone', label) })
    .refine((v) => (v.match(/\d/g)?.length ?? 0) >= 8, { error: SETTINGS_MESSAGES.phone.replace('Phone', label) });

/** An e-mail as the settings take it: trimmed, lower case, at most 254 characters. */
const emailSetting = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .toLowerCase()
    .max(254, { error: maxLengthMessage(label, 254) })
    .regex(z.regexes.email, { error: SETTINGS_MESSAGES.email.replace('Email', label) });

/**
 * What one shopper may hold or ask for at once (issue 18: no hoarding). Open orders not yet
 * paid (awaiting payment or Cash on Delivery, placed or processing) count toward the first;
 * the per-hour limits count every order placed.
 */
export const ORDER_LIMIT_SETTINGS = {
  unpaid_orders_per_customer: { label: 'Unpaid orders per customer', default: 3, max: 10_000 },
  units_per_item: { label: 'Units of one item per order', default: 10, max: 10_000 },
  orders_per_customer_per_hour: { label: 'Orders per customer per hour', default: 10, max: 100_000 },
  orders_per_address_per_hour: { label: 'Orders per network address per hour', default: 30, max: 100_000 },
} as const;
export type OrderLimitName = keyof typeof ORDER_LIMIT_SETTINGS;
export type OrderLimits = Record<OrderLimitName, number>;

export const DEFAULT_ORDER_LIMITS = Object.fromEntries(Object.entries(ORDER_LIMIT_SETTINGS).map(([k, v]) => [k, v.default])) as OrderLimits;

const orderLimit = (name: OrderLimitName) => {
  const { label, max } = ORDER_LIMIT_SETTINGS[name];
  return z
    .number({ error: `${label} must be a whole number from 1 to ${max}` })
    .int({ error: `${label} must be a whole number from 1 to ${max}` })
    .min(1, { error: `${label} must be a whole number from 1 to ${max}` })
    .max(max, { error: `${label} must be a whole number from 1 to ${max}` })
    .default(ORDER_LIMIT_SETTINGS[name].default);
};

/**
 * One carrier of the owner's list: the name staff pick when they ship, and its public
 * tracking page with {number} where the tracking number goes (core's tracking.ts fills it).
 */
export const carrierSchema = z
  .strictObject(
    {
      name: adminText('Carrier name', CARRIER_LIMITS.name),
      tracking_url: z.string({ error: 'Each carrier needs its tracking page' }).trim(),
    },
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys' ? `Unknown field of a carrier: ${iss.keys.join(', ')}` : 'Each carrier must be an object with name and tracking_url',
    },
  )
  .superRefine((c, ctx) => {
    const name = c.name || 'a carrier';
    if (!c.tracking_url) {
      ctx.addIssue({ code: 'custom', path: ['tracking_url'], message: SETTINGS_MESSAGES.trackingUrlRequired(name) });
      return;
    }
    const problem = trackingPatternProblem(c.tracking_url);
    if (problem === 'https') ctx.addIssue({ code: 'custom', path: ['tracking_url'], message: SETTINGS_MESSAGES.trackingUrlHttps(name) });
    if (problem === 'placeholder') ctx.addIssue({ code: 'custom', path: ['tracking_url'], message: SETTINGS_MESSAGES.trackingUrlPlaceholder(name) });
    if (problem === 'length') ctx.addIssue({ code: 'custom', path: ['tracking_url'], message: SETTINGS_MESSAGES.trackingUrlLength(name) });
  });

/** The owner's carriers: at most 30, each name once (whatever its case and spacing). */
export const carriersSchema = z
  .array(carrierSchema, { error: 'Carriers must be a list' })
  .max(CARRIER_LIMITS.carriers, { error: SETTINGS_MESSAGES.carriers })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((c, i) => {
      const key = carrierKey(c.name);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: SETTINGS_MESSAGES.carrierTwice(c.name) });
      seen.add(key);
    });
  });

/** The shop's settings as the owner writes them (PUT replaces all of them). */
export const shopSettingsSchema = z
  .strictObject(
    {
      shop_name: adminText('Shop name', SETTINGS_LIMITS.shopName),
      /** Joined with ', ' into the invoice's one address line. */
      address_lines: z
        .array(adminText('Each address line', SETTINGS_LIMITS.addressLine), { error: SETTINGS_MESSAGES.addressLines })
        .min(1, { error: SETTINGS_MESSAGES.addressLines })
        .max(SETTINGS_LIMITS.addressLines, { error: SETTINGS_MESSAGES.addressLines }),
      /** Shown on every storefront page (header, footer, Contact) and on new invoices. */
      phone: phoneSetting('Phone'),
      email: emailSetting('Email'),
      gstin: z.string({ error: 'GSTIN is required' }).trim().toUpperCase().regex(GSTIN_PATTERN, { error: SETTINGS_MESSAGES.gstinFormat }),
      state: z.enum(STATE_NAMES, { error: SETTINGS_MESSAGES.state }),
      /**
       * Registered for GST: new invoices are tax invoices (tax backed out per line, CGST + SGST
       * or IGST by place of supply) and cancels and refunds issue credit notes. Off: the
       * spec's invoice, no tax shown (the demo shop starts so).
       */
      gst_registered: z.boolean({ error: 'GST registered must be true or false' }).default(false),
      /** The HSN code and GST rate of a product whose own and whose categories' are not set. */
      default_hsn: hsnCodeSchema('Default HSN code').default('7116'),
      default_gst_rate: gstRateSchema('Default GST rate').default(3),
      /** The grievance officer (Consumer Protection (E-Commerce) Rules 2020, rule 4(4)): Contact page and footer. */
      grievance_name: adminText('Grievance officer: name', SETTINGS_LIMITS.grievanceName).default('Meera Sharma'),
      grievance_designation: adminText('Grievance officer: designation', SETTINGS_LIMITS.grievanceDesignation).default('Grievance Officer'),
      grievance_email: emailSetting('Grievance officer: e-mail').default('grievance@stoneandcrystal.example'),
      grievance_phone: phoneSetting('Grievance officer: phone').default('+91 141 400 7788'),
      upi_id: z.string({ error: 'UPI id is required' }).trim().regex(UPI_ID_PATTERN, { error: SETTINGS_MESSAGES.upi }),
      /** Where "New order" and contact alerts go; empty: to the shop's e-mail above. */
      order_emails: z
        .array(
          z
            .string({ error: 'Each order e-mail must be text' })
            .trim()
            .toLowerCase()
            .max(254, { error: maxLengthMessage('Each order e-mail', 254) })
            .regex(z.regexes.email, { error: `Order e-mails: ${SETTINGS_MESSAGES.email.toLowerCase()}` }),
          { error: SETTINGS_MESSAGES.orderEmails },
        )
        .max(5, { error: SETTINGS_MESSAGES.orderEmails })
        .default([]),
      /** The carriers staff pick from when they ship (a new shop has the built-in ones). */
      carriers: carriersSchema.default(() => DEFAULT_CARRIERS.map((c) => ({ ...c }))),
      unpaid_orders_per_customer: orderLimit('unpaid_orders_per_customer'),
      units_per_item: orderLimit('units_per_item'),
      orders_per_customer_per_hour: orderLimit('orders_per_customer_per_hour'),
      orders_per_address_per_hour: orderLimit('orders_per_address_per_hour'),
    },
    { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')}` : 'The body must be a JSON object') },
  )
  .superRefine((s, ctx) => {
    const code = gstStateCode(s.state);
    if (code && !s.gstin.startsWith(code)) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: `${SETTINGS_MESSAGES.gstinState} (${code} for ${s.state})` });
    } else if (s.gst_registered && gstinProblem(s.gstin) === 'check') {
      // A registered shop's GSTIN is printed on tax invoices its buyers claim credit with: a mistyped one is refused.
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: SETTINGS_MESSAGES.gstinCheck });
    }
  });
export type ShopSettings = z.output<typeof shopSettingsSchema>;

export const shopSettingsOutSchema = z.object({
  shop_name: z.string(),
  address_lines: z.array(z.string()),
  phone: z.string(),
  email: z.string(),
  gstin: z.string(),
  state: z.string(),
  gst_registered: z.boolean(),
  default_hsn: z.string(),
  default_gst_rate: z.number(),
  grievance_name: z.string(),
  grievance_designation: z.string(),
  grievance_email: z.string(),
  grievance_phone: z.string(),
  upi_id: z.string(),
  order_emails: z.array(z.string()),
  carriers: z.array(z.object({ name: z.string(), tracking_url: z.string() })),
  unpaid_orders_per_customer: z.number().int(),
  units_per_item: z.number().int(),
  orders_per_customer_per_hour: z.number().int(),
  orders_per_address_per_hour: z.number().int(),
  /** false while the shop runs on the built-in defaults (nothing saved yet). */
  saved: z.boolean(),
});
export type ShopSettingsOut = z.infer<typeof shopSettingsOutSchema>;
export const shopSettingsResponseSchema = adminData(shopSettingsOutSchema);

// ---------------------------------------------------------------- audit log

const auditFilter = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(100, { error: maxLengthMessage(label, 100) })
    .optional();

export const adminAuditQuery = adminPagingQuery.extend({
  /** 'review', 'home_slide', 'order', … */
  entity: auditFilter('entity'),
  /** The changed record's id (every audited entity has a numeric id, or none). */
  entity_id: adminIdParam('entity_id').optional(),
  /** 'review.hide', 'order.ship', … */
  action: auditFilter('action'),
  staff_id: adminIdParam('staff_id').optional(),
  /** The rows that are part of one change (a CSV import's products): the import row's audit_id. */
  parent_id: adminIdParam('parent_id').optional(),
});

export const adminAuditRowSchema = z.object({
  audit_id: z.number().int(),
  /** null for the command line and the setup link. */
  staff_id: z.number().int().nullable(),
  staff_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  /** The record before and after the change, as stored (null when there was none). */
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
  /** The change this row is part of (a CSV import's audit_id for each product it changed). */
  parent_id: z.number().int().nullable(),
});
export type AdminAuditRow = z.infer<typeof adminAuditRowSchema>;
export const adminAuditPageSchema = adminPage(adminAuditRowSchema);
