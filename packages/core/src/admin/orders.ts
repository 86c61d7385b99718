import { z } from 'zod';
import { ORDER_STATUS, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '../checkout';
import { addressFieldsSchema, orderCustomerInfoSchema, orderLineSchema } from '../api-types';
import { MAX_ID } from '../constants';
import { adminData, adminOptionalText, adminPage, adminPagingQuery, adminText } from './common';
import type { StaffRole } from './staff';

/**
 * The back office's moves on an order (one status table for the shop and the shopper):
 * - confirm_payment: a UPI / PayPal / card order's money has arrived (bank reference kept);
 * - process: Placed → Processing (only once paid, or for Cash on Delivery);
 * - ship: Processing → Shipped, with the carrier and tracking number;
 * - deliver: Shipped → Delivered (Cash on Delivery is then paid: the courier collected it);
 * - cancel: Placed or Processing → Cancelled, stock back; unpaid payments become void;
 * - refund: a paid order that was cancelled or delivered (a return) → payment refunded;
 * - record_late_payment: a cancelled order that was never paid (it expired) whose money came
 *   after all: re-opened as Placed and paid, its stock taken again (issue 18).
 */
export const ORDER_ACTIONS = ['confirm_payment', 'process', 'ship', 'deliver', 'cancel', 'refund', 'record_late_payment'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  confirm_payment: 'Confirm payment received',
  process: 'Mark processing',
  ship: 'Mark shipped',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
  refund: 'Mark refunded',
  record_late_payment: 'Record a late payment and re-open',
};

/** Why a move is refused from the current state (409), word for word. */
export const ORDER_ACTION_REFUSALS = {
  confirm_payment: 'Only an order awaiting payment can have its payment confirmed.',
  processUnpaid: 'Confirm the payment before processing this order.',
  process: 'Only a placed order can be marked processing.',
  ship: 'Only an order in processing can be marked shipped.',
  deliver: 'Only a shipped order can be marked delivered.',
  cancel: 'Only a placed or processing order can be cancelled; a shipped order cannot.',
  refund: 'Only a paid order that was cancelled or delivered can be refunded.',
  record_late_payment: 'Only a cancelled order that was never paid can record a late payment.',
} as const;

/** The moves allowed from a state, in the order the screens offer them. */
export function allowedOrderActions(orderStatus: number, paymentStatus: string): OrderAction[] {
  const out: OrderAction[] = [];
  const open = orderStatus === ORDER_STATUS.placed || orderStatus === ORDER_STATUS.processing;
  if (paymentStatus === 'awaiting_payment' && open) out.push('confirm_payment');
  if (orderStatus === ORDER_STATUS.placed && (paymentStatus === 'paid' || paymentStatus === 'cod_due')) out.push('process');
  if (orderStatus === ORDER_STATUS.processing) out.push('ship');
  if (orderStatus === ORDER_STATUS.shipped) out.push('deliver');
  if (open) out.push('cancel');
  if (paymentStatus === 'paid' && (orderStatus === ORDER_STATUS.cancelled || orderStatus === ORDER_STATUS.delivered)) out.push('refund');
  if (paymentStatus === 'void' && orderStatus === ORDER_STATUS.cancelled) out.push('record_late_payment');
  return out;
}

/** The refusal for a move that is not allowed from this state. */
export function orderActionRefusal(action: OrderAction, orderStatus: number, paymentStatus: string): string {
  if (action === 'process' && orderStatus === ORDER_STATUS.placed && paymentStatus === 'awaiting_payment') return ORDER_ACTION_REFUSALS.processUnpaid;
  return ORDER_ACTION_REFUSALS[action];
}

/** What a move changes: the new order status and payment status (undefined: unchanged). */
export function orderActionResult(action: OrderAction, paymentStatus: string): { orderStatus?: OrderStatus; paymentStatus?: PaymentStatus } {
  switch (action) {
    case 'confirm_payment':
      return { paymentStatus: 'paid' };
    case 'process':
      return { orderStatus: ORDER_STATUS.processing };
    case 'ship':
      return { orderStatus: ORDER_STATUS.shipped };
    case 'deliver':
      return { orderStatus: ORDER_STATUS.delivered, ...(paymentStatus === 'cod_due' ? { paymentStatus: 'paid' as const } : {}) };
    case 'cancel':
      return { orderStatus: ORDER_STATUS.cancelled, ...(paymentStatus === 'paid' ? {} : { paymentStatus: 'void' as const }) };
    case 'refund':
      return { paymentStatus: 'refunded' };
    case 'record_late_payment':
      return { orderStatus: ORDER_STATUS.placed, paymentStatus: 'paid' };
  }
}

/** POST /api/admin/orders/{id}/transitions */
export const orderTransitionSchema = z.discriminatedUnion(
  'action',
  [
    z
      .object({ action: z.literal('confirm_payment'), bank_reference: adminText('Bank reference', 64), note: adminOptionalText('Note', 500).optional() })
      .strict(),
    z.object({ action: z.literal('process'), note: adminOptionalText('Note', 500).optional() }).strict(),
    z
      .object({
        action: z.literal('ship'),
        carrier: adminText('Carrier', 60),
        tracking_number: adminText('Tracking number', 60).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, {
          error: 'Tracking number may hold only letters, digits, spaces and dashes',
        }),
        note: adminOptionalText('Note', 500).optional(),
      })
      .strict(),
    z.object({ action: z.literal('deliver'), note: adminOptionalText('Note', 500).optional() }).strict(),
    z.object({ action: z.literal('cancel'), note: adminOptionalText('Note', 500).optional() }).strict(),
    z.object({ action: z.literal('refund'), bank_reference: adminText('Refund reference', 64), note: adminOptionalText('Note', 500).optional() }).strict(),
    z
      .object({ action: z.literal('record_late_payment'), bank_reference: adminText('Bank reference', 64), note: adminOptionalText('Note', 500).optional() })
      .strict(),
  ],
  { error: `action must be one of ${ORDER_ACTIONS.join(', ')}` },
);
export type OrderTransition = z.infer<typeof orderTransitionSchema>;

const isoDate = (label: string, requiredMessage?: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined && requiredMessage ? requiredMessage : `${label} must be a date (YYYY-MM-DD)`) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD)` })
    // Round-tripped: Date.parse alone takes '2026-02-30' (as 2 March).
    .refine(
      (d) => {
        const t = Date.parse(`${d}T00:00:00Z`);
        return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
      },
      { error: `${label} must be a real date` },
    );

/** `?status=`: 0 Placed, 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled. */
const orderStatusParam = z.enum(['0', '1', '2', '3', '4'], { error: 'status must be one of 0, 1, 2, 3, 4' }).transform(Number);
const paymentStatusParam = z.enum(PAYMENT_STATUSES, { error: `payment_status must be one of ${PAYMENT_STATUSES.join(', ')}` });

/** GET /api/admin/orders?status=&payment_status=&from=&to=&q=&page=&page_size= */
export const adminOrdersQuerySchema = adminPagingQuery.extend({
  /** 0 Placed, 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled. */
  status: orderStatusParam.optional(),
  payment_status: paymentStatusParam.optional(),
  /** Placed on or after this day (India time). */
  from: isoDate('from').optional(),
  /** Placed on or before this day (India time). */
  to: isoDate('to').optional(),
  /** Orders the shop must act on: 'payment' (placed or processing, awaiting payment) or 'dispatch' (placed or processing, paid or COD). */
  waiting: z.enum(['payment', 'dispatch'], { error: 'waiting must be payment or dispatch' }).optional(),
  /** Invoice number, customer name, e-mail or phone (part of it). */
  q: z.string().trim().max(100, { error: 'The search must be at most 100 characters' }).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

// ---------------------------------------------------------------- the accounts' CSV

/** The longest range one orders export covers: a year, a leap year's financial year too. */
export const ORDERS_EXPORT_MAX_DAYS = 366;

export const ORDERS_EXPORT_MESSAGES = {
  fromRequired: 'from is required: the first day (YYYY-MM-DD, India time)',
  toRequired: 'to is required: the last day (YYYY-MM-DD, India time)',
  order: 'from must be on or before to',
  tooLong: `The range may span at most ${ORDERS_EXPORT_MAX_DAYS} days: export a year at a time`,
} as const;

/** Days from `from` to `to`, both counted ('2026-04-01' to '2026-04-01' is 1). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * GET /api/admin/orders/export.csv?from=&to=&status=&payment_status=: the orders placed from
 * `from` to `to` (India days, both included, at most 366 of them), of one order status or
 * payment status when given.
 */
export const adminOrdersExportQuerySchema = z
  .object({
    from: isoDate('from', ORDERS_EXPORT_MESSAGES.fromRequired),
    to: isoDate('to', ORDERS_EXPORT_MESSAGES.toRequired),
    status: orderStatusParam.optional(),
    payment_status: paymentStatusParam.optional(),
  })
  .refine((q) => q.from <= q.to, { error: ORDERS_EXPORT_MESSAGES.order, path: ['from'] })
  .refine((q) => daysInRange(q.from, q.to) <= ORDERS_EXPORT_MAX_DAYS, { error: ORDERS_EXPORT_MESSAGES.tooLong, path: ['to'] });
export type AdminOrdersExportQuery = z.infer<typeof adminOrdersExportQuerySchema>;

/**
 * The export's columns, in order. Money is INR with two decimals (a USD order's rupee
 * amounts, as the shop books them; `total_in_currency` is what the shopper paid in
 * `currency`); `order_date` is the India day, `order_time` the moment in ISO 8601 with India's
 * offset; statuses and the payment method are the back office's labels.
 */
export const ORDERS_CSV_COLUMNS = [
  'order_number',
  'invoice_number',
  'order_date',
  'order_time',
  'customer_name',
  'customer_email',
  'delivery_state',
  'country',
  'item_count',
  'subtotal_inr',
  'total_inr',
  'currency',
  'total_in_currency',
  'payment_method',
  'payment_status',
  'order_status',
  'refunded_inr',
] as const;
export type OrdersCsvColumn = (typeof ORDERS_CSV_COLUMNS)[number];

export const adminOrderRowSchema = z.object({
  order_id: z.number().int(),
  invoice_number: z.string(),
  order_created_date: z.string(),
  full_name: z.string(),
  customer_email: z.string(),
  mobile_number: z.string(),
  order_status: z.number().int(),
  order_status_label: z.string(),
  payment_status: z.string(),
  payment_status_label: z.string(),
  order_payment_method: z.string(),
  order_currency: z.string(),
  /** Rupees. */
  order_grand_total: z.number(),
  items: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrdersResponseSchema = adminPage(adminOrderRowSchema);

export const orderHistoryEntrySchema = z.object({
  field: z.enum(['order_status', 'payment_status']),
  from_value: z.string().nullable(),
  to_value: z.string(),
  /** 'customer', 'system' or the member's e-mail. */
  changed_by: z.string(),
  note: z.string(),
  changed_at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** A refund as the back office shows it (amounts in rupees). */
export const adminRefundSchema = z.object({
  refund_id: z.number().int(),
  amount: z.number(),
  reason: z.string(),
  /** The bank reference of a refund made by hand. */
  reference: z.string().nullable(),
  gateway_refund_id: z.string().nullable(),
  status: z.enum(['pending', 'processed', 'failed']),
  /** 'system', 'customer' or the member's e-mail. */
  created_by: z.string(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** What needs a person about an order's money. */
export const PAYMENT_FLAGS = {
  paid_after_expiry: 'Paid after the order had been cancelled: it was re-opened if its stock allowed, else refunded. Check it.',
  amount_mismatch: 'A payment arrived for another amount or currency than the order: it was not marked paid. Check it in the Razorpay dashboard.',
  paid_twice: 'The shopper paid twice: the second payment was refunded at Razorpay. Check the history.',
} as const;

export const adminOrderPaymentSchema = z.object({
  flag: z.string().nullable(),
  /** Rupees refunded so far (pending and processed refunds). */
  refunded: z.number(),
  /** Rupees that may still be refunded (0 unless paid). */
  refundable: z.number(),
  /** Paid through the gateway: a refund goes back through it; else it is recorded with a bank reference. */
  via_gateway: z.boolean(),
  gateway_order_id: z.string().nullable(),
  gateway_payment_id: z.string().nullable(),
  refunds: z.array(adminRefundSchema),
});
export type AdminOrderPayment = z.infer<typeof adminOrderPaymentSchema>;

/** The smallest refund the gateway takes (₹1). */
export const REFUND_MIN_RUPEES = 1;

/** POST /api/admin/orders/{id}/refunds: amount in rupees (paise allowed), a reason, and the bank reference for an order paid outside the gateway. */
export const orderRefundSchema = z
  .object({
    amount: z
      .number({ error: 'Amount must be a number of rupees' })
      .min(REFUND_MIN_RUPEES, { error: `Amount must be at least ₹${REFUND_MIN_RUPEES}` })
      .max(100_000_000, { error: 'Amount is larger than any order' })
      .refine((a) => Math.abs(Math.round(a * 100) - a * 100) < 1e-6, { error: 'Amount may have at most two decimals (paise)' }),
    reason: adminText('Reason', 200),
    bank_reference: adminOptionalText('Bank reference', 64).optional(),
  })
  .strict();
export type OrderRefundRequest = z.infer<typeof orderRefundSchema>;

export const adminOrderDetailSchema = z.object({
  customer_id: z.number().int(),
  cart_info: z.array(orderLineSchema),
  customer_info: orderCustomerInfoSchema,
  history: z.array(orderHistoryEntrySchema),
  allowed_actions: z.array(z.enum(ORDER_ACTIONS)),
  payment: adminOrderPaymentSchema,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderDetailResponseSchema = adminData(adminOrderDetailSchema);

/** A contact message as the dashboard lists it (the Messages screen has the rest). */
export const dashboardMessageSchema = z.object({
  contact_message_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  created_at: z.string(),
});
export type DashboardMessage = z.infer<typeof dashboardMessageSchema>;

/** How many of the newest orders and open messages the dashboard shows. */
export const DASHBOARD_LATEST = 5;

/** GET /api/admin/dashboard (India time days; revenue leaves out cancelled orders; rupees). */
export const adminDashboardSchema = z.object({
  /** The newest orders, newest first (DASHBOARD_LATEST). */
  latest_orders: z.array(adminOrderRowSchema),
  /** The open contact messages: how many, and the newest few; null for a role that may not read them. */
  open_messages: z.object({ total: z.number().int(), latest: z.array(dashboardMessageSchema) }).nullable(),
  today: z.object({ orders: z.number().int(), revenue: z.number() }),
  week: z.object({ orders: z.number().int(), revenue: z.number() }),
  awaiting_payment: z.number().int(),
  awaiting_dispatch: z.number().int(),
  low_stock: z.array(
    z.object({
      product_id: z.number().int(),
      product_variant_id: z.number().int(),
      product_title: z.string(),
      product_variant_title: z.string(),
      stock_quantity: z.number().int(),
    }),
  ),
  last_30_days: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
export const adminDashboardResponseSchema = adminData(adminDashboardSchema);

/** The orders the dashboard counts as waiting: open (placed or processing) with these payment statuses. */
export const WAITING_ORDERS = {
  payment: { statuses: [ORDER_STATUS.placed, ORDER_STATUS.processing], payments: ['awaiting_payment'] },
  dispatch: { statuses: [ORDER_STATUS.placed, ORDER_STATUS.processing], payments: ['paid', 'cod_due'] },
} as const satisfies Record<string, { statuses: readonly number[]; payments: readonly PaymentStatus[] }>;

/** A variant is low on stock at or below this many units (the dashboard's list). */
export const LOW_STOCK_THRESHOLD = 5;

// ---------------------------------------------------------------- packing slips

/** The most orders one packing-slip print takes (GET /api/admin/orders/packing-slips). */
export const PACKING_SLIPS_MAX = 100;

export const PACKING_SLIP_MESSAGES = {
  ids: 'ids must list order ids (whole numbers) separated by commas',
  tooMany: `Print at most ${PACKING_SLIPS_MAX} packing slips at once`,
} as const;

/** GET /api/admin/orders/packing-slips?ids=12,15,19: 1 to 100 order ids (repeats count once), slips in the order given. */
export const adminPackingSlipsQuerySchema = z.object({
  ids: z
    .string({ error: PACKING_SLIP_MESSAGES.ids })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: PACKING_SLIP_MESSAGES.ids })
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), { error: PACKING_SLIP_MESSAGES.ids })
    .refine((ids) => ids.length <= PACKING_SLIPS_MAX, { error: PACKING_SLIP_MESSAGES.tooMany })
    .meta({ description: `Order ids separated by commas, at most ${PACKING_SLIPS_MAX}`, example: '12,15,19' }),
});

/**
 * What goes in the parcel with an order: who it is from and to, and what is in it. No prices:
 * the parcel may be a gift, and the invoice is a document of its own.
 */
export const packingSlipSchema = z.object({
  order_id: z.number().int(),
  invoice_number: z.string(),
  order_created_date: z.string(),
  ship_to: addressFieldsSchema,
  lines: z.array(z.object({ product_title: z.string(), variant_title: z.string(), quantity: z.number().int() })),
  /** The shop as the order's invoice names it (its settings when the order was placed). */
  seller: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
});
export type PackingSlip = z.infer<typeof packingSlipSchema>;

/** `{ success, data: slips in the order asked, missing: ids that name no order }`. */
export const adminPackingSlipsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(packingSlipSchema),
  missing: z.array(z.number().int()),
});

/**
 * The roles that may read the contact messages. Today every role may (the Messages screens are
 * open to owner and staff); a role left out here gets no messages count in the side navigation
 * and no open messages on the dashboard.
 */
export const MESSAGE_READER_ROLES: readonly StaffRole[] = ['owner', 'staff'];

export function mayReadMessages(role: StaffRole): boolean {
  return MESSAGE_READER_ROLES.includes(role);
}

/**
 * GET /api/admin/counts: what the side navigation counts. `orders`: orders needing action, the
 * open ones (Placed or Processing) waiting for the shop: a payment to confirm (awaiting
 * payment) or a parcel to process and ship (paid or Cash on Delivery); the dashboard's two
 * "waiting" figures together. `messages`: open (unhandled) contact messages, or null for a
 * role that may not read them.
 */
export const adminNavCountsSchema = z.object({
  orders: z.number().int(),
  messages: z.number().int().nullable(),
});
export type AdminNavCounts = z.infer<typeof adminNavCountsSchema>;
export const adminNavCountsResponseSchema = adminData(adminNavCountsSchema);
