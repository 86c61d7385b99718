/* How the back office shows orders: India days, list rows, the filter of its lists. No SQL here (orders.repository.ts). */
import type { Selectable } from 'kysely';
import { IST_OFFSET_MS, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, inIndiaTime, paiseToRupees, type OrderStatus, type PaymentStatus } from '@shop/core';
import type { AdminOrderRow, AdminOrdersQuery } from '@shop/core/admin';
import type { OrderTable } from '../../db/schema.js';

/** The UTC instant at which an India day (YYYY-MM-DD) begins. */
export function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The India day (YYYY-MM-DD) of an instant. */
export function istDay(at: Date | string): string {
  return inIndiaTime(at).toISOString().slice(0, 10);
}

/** An order as the back office's list (and the dashboard's newest orders) shows it. */
export function adminOrderRowOf(o: Selectable<OrderTable> & { items?: number | string | null }): AdminOrderRow {
  return {
    order_id: o.order_id,
    invoice_number: o.invoice_number ?? '',
    order_created_date: o.order_created_date,
    full_name: o.full_name,
    customer_email: o.customer_email,
    mobile_number: o.mobile_number,
    order_status: o.order_status,
    order_status_label: ORDER_STATUS_LABELS[o.order_status as OrderStatus] ?? o.order_status_label,
    payment_status: o.payment_status,
    payment_status_label: PAYMENT_STATUS_LABELS[o.payment_status as PaymentStatus] ?? o.payment_status,
    order_payment_method: o.order_payment_method,
    order_currency: o.order_currency,
    order_grand_total: paiseToRupees(o.order_grand_total_paise),
    items: Number(o.items ?? 0),
  };
}

/** What narrows a list or an export of orders. */
export type OrdersFilter = Pick<AdminOrdersQuery, 'status' | 'payment_status' | 'from' | 'to'> & Partial<Pick<AdminOrdersQuery, 'waiting' | 'q'>>;

/** The India days of the last `n` days, oldest first, ending today. */
export function lastDays(today: string, n: number): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(start - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Monday of the India week that holds `day`. */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}
