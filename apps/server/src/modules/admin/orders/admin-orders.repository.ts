import { sql, type Kysely, type Selectable } from 'kysely';
import { IST_OFFSET_MS, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, inIndiaTime, paiseToRupees, type OrderStatus, type PaymentStatus } from '@shop/core';
import { WAITING_ORDERS, type AdminOrderRow, type AdminOrdersQuery } from '@shop/core/admin';
import type { Database, OrderTable } from '../../../db/schema.js';
import { containsPattern } from '../../../db/sql-helpers.js';

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

/** SQL the back office reads orders with: filtered pages and the dashboard's figures. */
export class AdminOrdersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered(q: OrdersFilter) {
    let query = this.db.selectFrom('orders as o');
    if (q.status !== undefined) query = query.where('o.order_status', '=', q.status);
    if (q.payment_status !== undefined) query = query.where('o.payment_status', '=', q.payment_status);
    if (q.waiting) {
      const { statuses, payments } = WAITING_ORDERS[q.waiting];
      query = query.where('o.order_status', 'in', [...statuses]).where('o.payment_status', 'in', [...payments]);
    }
    if (q.from) query = query.where('o.order_created_date', '>=', istDayStart(q.from).toISOString());
    if (q.to) query = query.where('o.order_created_date', '<', new Date(istDayStart(q.to).getTime() + 86_400_000).toISOString());
    if (q.q) {
      const pattern = containsPattern(q.q);
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['o.invoice_number']), 'like', sql<string>`${pattern} escape '\\'`),
          eb(eb.fn('lower', ['o.full_name']), 'like', sql<string>`${pattern} escape '\\'`),
          eb('o.customer_email', 'like', sql<string>`${pattern} escape '\\'`),
          eb('o.mobile_number', 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      );
    }
    return query;
  }

  async page(q: AdminOrdersQuery) {
    const [rows, count] = await Promise.all([
      this.filtered(q)
        .selectAll('o')
        .select((eb) =>
          eb
            .selectFrom('order_lines as l')
            .select((e) => e.fn.coalesce(e.fn.sum<number>('l.item_quantity'), sql<number>`0`).as('n'))
            .whereRef('l.order_id', '=', 'o.order_id')
            .as('items'),
        )
        .orderBy('o.order_id', 'desc')
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size)
        .execute(),
      this.filtered(q)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /**
   * Up to `limit` orders of the filter placed after `after` (by time, then id: the export's
   * order), with the units each holds. Keyset paging, so each batch costs the same.
   */
  exportBatch(q: OrdersFilter, after: { at: string; id: number } | null, limit: number) {
    let query = this.filtered(q)
      .select([
        'o.order_id',
        'o.invoice_number',
        'o.order_created_date',
        'o.full_name',
        'o.customer_email',
        'o.state',
        'o.country_region',
        'o.order_sub_total_paise',
        'o.order_grand_total_paise',
        'o.order_currency',
        'o.order_display_total_minor',
        'o.order_payment_method',
        'o.payment_status',
        'o.order_status',
        'o.order_status_label',
        'o.refunded_paise',
      ])
      .select((eb) =>
        eb
          .selectFrom('order_lines as l')
          .select((e) => e.fn.coalesce(e.fn.sum<number>('l.item_quantity'), sql<number>`0`).as('n'))
          .whereRef('l.order_id', '=', 'o.order_id')
          .as('items'),
      );
    if (after) {
      query = query.where((eb) =>
        eb.or([eb('o.order_created_date', '>', after.at), eb.and([eb('o.order_created_date', '=', after.at), eb('o.order_id', '>', after.id)])]),
      );
    }
    return query.orderBy('o.order_created_date').orderBy('o.order_id').limit(limit).execute();
  }

  /** The orders of `ids` (any order) with their lines in the order they were bought: what a packing slip needs. */
  async forPackingSlips(ids: number[]) {
    if (ids.length === 0) return { orders: [], lines: [] };
    const [orders, lines] = await Promise.all([
      this.db.selectFrom('orders').selectAll().where('order_id', 'in', ids).execute(),
      this.db
        .selectFrom('order_lines')
        .select(['order_id', 'item_product_title', 'item_variant_title', 'item_quantity'])
        .where('order_id', 'in', ids)
        .orderBy('order_id')
        .orderBy('order_line_id')
        .execute(),
    ]);
    return { orders, lines };
  }

  /** Orders placed since `since` (not cancelled): time and total, for the day and week figures and the chart. */
  placedSince(since: Date) {
    return this.db
      .selectFrom('orders')
      .select(['order_created_date', 'order_grand_total_paise'])
      .where('order_created_date', '>=', since.toISOString())
      .where('order_status', '<>', 4)
      .execute();
  }

  async countWhere(statuses: readonly number[], payments: readonly string[]): Promise<number> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_status', 'in', [...statuses])
      .where('payment_status', 'in', [...payments])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Variants of products on sale with at most `threshold` left, fewest first. */
  lowStock(threshold: number, limit: number) {
    return this.db
      .selectFrom('product_variants as v')
      .innerJoin('products as p', 'p.product_id', 'v.product_id')
      .select(['p.product_id', 'v.product_variant_id', 'p.product_title', 'v.product_variant_title', 'v.stock_quantity'])
      .where('v.stock_quantity', '<=', threshold)
      .where('p.archived', '=', 0)
      .orderBy('v.stock_quantity')
      .orderBy('v.product_variant_id')
      .limit(limit)
      .execute();
  }
}
