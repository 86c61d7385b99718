import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  inIndiaTime,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@shop/core';
import { ORDERS_CSV_COLUMNS, type AdminOrdersExportQuery, type OrdersCsvColumn } from '@shop/core/admin';
import { csvLine, rupeesText } from '../../lib/csv.js';
import type { OrdersRepository } from './orders.repository.js';

/** Orders read per batch: memory holds one batch of rows besides the text. */
const BATCH = 500;

/** An instant in ISO 8601 with India's offset: '2026-11-27T16:21:03+05:30'. */
export function indiaTimestamp(iso: string): string {
  return `${inIndiaTime(iso).toISOString().slice(0, 19)}+05:30`;
}

/**
 * The orders of the query as CSV for the accounts (ORDERS_CSV_COLUMNS), oldest first, read a
 * batch at a time so that a year of orders is never one string. Every text cell goes through
 * csvCell, so a name like '=HYPERLINK(…)' arrives as text, never as a formula.
 */
export async function* exportOrdersCsv(repo: Pick<OrdersRepository, 'exportBatch'>, q: AdminOrdersExportQuery, batch = BATCH): AsyncGenerator<string> {
  // A byte-order mark: spreadsheets then read the file as UTF-8 (names in any script).
  yield '\uFEFF' + ORDERS_CSV_COLUMNS.join(',') + '\r\n';
  let after: { at: string; id: number } | null = null;
  for (;;) {
    // A turn of the event loop per batch: SQLite answers synchronously.
    await nextTurn();
    const rows = await repo.exportBatch(q, after, batch);
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.order_created_date, id: last.order_id };
    let text = '';
    for (const o of rows) {
      const row: Record<OrdersCsvColumn, string | number> = {
        order_number: o.order_id,
        invoice_number: o.invoice_number ?? '',
        order_date: indiaTimestamp(o.order_created_date).slice(0, 10),
        order_time: indiaTimestamp(o.order_created_date),
        customer_name: o.full_name,
        customer_email: o.customer_email,
        delivery_state: o.state,
        country: o.country_region,
        item_count: Number(o.items ?? 0),
        subtotal_inr: rupeesText(Number(o.order_sub_total_paise)),
        total_inr: rupeesText(Number(o.order_grand_total_paise)),
        currency: o.order_currency,
        total_in_currency: (Number(o.order_display_total_minor) / 100).toFixed(2),
        payment_method: PAYMENT_METHOD_LABELS[o.order_payment_method as PaymentMethod] ?? o.order_payment_method,
        payment_status: PAYMENT_STATUS_LABELS[o.payment_status as PaymentStatus] ?? o.payment_status,
        order_status: ORDER_STATUS_LABELS[o.order_status as OrderStatus] ?? o.order_status_label,
        refunded_inr: rupeesText(Number(o.refunded_paise)),
      };
      text += csvLine(ORDERS_CSV_COLUMNS.map((c) => row[c]));
    }
    yield text;
    if (rows.length < batch) return;
  }
}
