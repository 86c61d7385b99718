import { sql, type Kysely } from 'kysely';
import { ORDER_STATUS } from '@shop/core';
import { WAITING_ORDERS, type AdminOrdersQuery } from '@shop/core/admin';
import type { Engine } from '../../db/index.js';
import type { Database, OrderLineTable, OrderTable } from '../../db/schema.js';
import { containsPattern } from '../../db/sql-helpers.js';
import { istDayStart, type OrdersFilter } from './admin-views.js';
import { INVOICE_DIGITS, formatInvoiceNumber, invoicePrefix } from './invoice-number.js';
import type { Insertable, Selectable } from 'kysely';

export type OrderRow = Selectable<OrderTable>;
export type NewOrder = Insertable<OrderTable>;

/** An order line before its order has an id. */
export type NewOrderLine = Omit<Insertable<OrderLineTable>, 'order_id' | 'order_line_id'>;
/** A history row of an order about to be stored. */
export type NewHistory = Omit<HistoryEntry, 'order_id'>;

export interface HistoryEntry {
  order_id: number;
  field: 'order_status' | 'payment_status';
  from_value: string | null;
  to_value: string;
  changed_by: string;
  note?: string;
  changed_at: string;
}

/**
 * SQL for orders: the catalog rows an order is priced from, orders, lines, history, invoice
 * numbers (stock: modules/catalog/inventory.ts); and the back office's filtered pages, export
 * batches, packing slips and dashboard figures.
 */
export class OrdersRepository {
  constructor(
    readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  /** The variants an order names, with their product's title, current price and stock. */
  variants(variantIds: number[]) {
    if (variantIds.length === 0) return Promise.resolve([]);
    return (
      this.db
        .selectFrom('product_variants as v')
        .innerJoin('products as p', 'p.product_id', 'v.product_id')
        // The HSN code and GST rate: the product's own, else its category's, else the parent
        // categories' (three levels at most); null when none says (the settings' default then).
        .leftJoin('categories as c1', 'c1.category_id', 'p.category_id')
        .leftJoin('categories as c2', 'c2.category_id', 'c1.parent_id')
        .leftJoin('categories as c3', 'c3.category_id', 'c2.parent_id')
        .select((eb) => [
          'v.product_variant_id',
          'v.product_id',
          'v.product_variant_title',
          'v.sale_price_paise',
          'v.mrp_price_paise',
          'v.stock_quantity',
          'p.product_title',
          eb.fn.coalesce('p.hsn_code', 'c1.hsn_code', 'c2.hsn_code', 'c3.hsn_code').as('hsn_code'),
          eb.fn.coalesce('p.gst_rate_bp', 'c1.gst_rate_bp', 'c2.gst_rate_bp', 'c3.gst_rate_bp').as('gst_rate_bp'),
        ])
        .where('v.product_variant_id', 'in', variantIds)
        // An archived product is no longer for sale: a cart still holding it gets 'unavailable'.
        .where('p.archived', '=', 0)
        .execute()
    );
  }

  /** One of the customer's addresses (never another's), with the customer's e-mail for the order. */
  address(customerId: number, addressId: number) {
    return this.db
      .selectFrom('customer_addresses as a')
      .innerJoin('customers as c', 'c.customer_id', 'a.customer_id')
      .selectAll('a')
      .select('c.customer_email')
      .where('a.customer_id', '=', customerId)
      .where('a.customer_address_id', '=', addressId)
      .executeTakeFirst();
  }

  /** The order this customer placed under an Idempotency-Key, if any. */
  byIdempotencyKey(customerId: number, key: string) {
    return this.db.selectFrom('orders').selectAll().where('customer_id', '=', customerId).where('idempotency_key', '=', key).executeTakeFirst();
  }

  /**
   * The id the next placed order will have, taken before its stock (so the stock ledger's
   * rows name their order) without holding anything: PostgreSQL draws it from the orders'
   * identity sequence (a rolled-back order leaves a gap in ids, as any failed insert does;
   * invoice numbers stay gap-free); SQLite's write transactions run one at a time, so the
   * next AUTOINCREMENT value cannot be taken by another meanwhile.
   */
  async nextOrderId(): Promise<number> {
    if (this.engine === 'postgres') {
      const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('orders', 'order_id'))::integer as id`.execute(this.db);
      return Number(rows[0]!.id);
    }
    const { rows } = await sql<{ id: number }>`
      select max(coalesce((select seq from sqlite_sequence where name = 'orders'), 0), coalesce((select max(order_id) from orders), 0)) + 1 as id`.execute(
      this.db,
    );
    return Number(rows[0]!.id);
  }

  /**
   * Stores a placed order with its lines and first history rows, and gives it the next
   * invoice number of its financial year; answers the stored order with its number.
   *
   * The number comes from a counter row advanced with an upsert inside the order's
   * transaction, so a rolled-back order gives its number back (no gaps) and concurrent orders
   * queue on the row (no repeats): the row stays locked until the commit, so the caller does
   * this after taking stock, with as little as possible after it. On PostgreSQL it is all one
   * statement (the counter, the order, its lines and history), one round trip where it was
   * four; SQLite, in process, runs the statements one after another.
   */
  async insertPlacedOrder(order: NewOrder, lines: NewOrderLine[], history: NewHistory[], financialYear: string): Promise<OrderRow> {
    if (this.engine === 'postgres') {
      const prefix = invoicePrefix(financialYear);
      const orderColumns = Object.keys(order);
      const lineColumns = Object.keys(lines[0] ?? {});
      const historyColumns = Object.keys(history[0] ?? {});
      const refs = (columns: string[], table?: string) => sql.join(columns.map((c) => sql.ref(table ? `${table}.${c}` : c)));
      const result = await sql<OrderRow>`
        with n as (
          insert into invoice_counters (financial_year, last_number) values (${financialYear}, 1)
          on conflict (financial_year) do update set last_number = invoice_counters.last_number + 1
          returning last_number
        ),
        o as (
          insert into orders (${refs(orderColumns)}, invoice_number)
          select ${refs(orderColumns, 'r')}, ${prefix} || lpad(n.last_number::text, greatest(${INVOICE_DIGITS}, length(n.last_number::text)), '0')
          from json_populate_record(null::orders, ${JSON.stringify(order)}::json) r, n
          returning *
        ),
        l as (
          insert into order_lines (order_id, ${refs(lineColumns)})
          select o.order_id, ${refs(lineColumns, 'x')} from o, json_populate_recordset(null::order_lines, ${JSON.stringify(lines)}::json) x
        ),
        h as (
          insert into order_history (order_id, ${refs(historyColumns)})
          select o.order_id, ${refs(historyColumns, 'x')} from o, json_populate_recordset(null::order_history, ${JSON.stringify(history)}::json) x
        )
        select * from o`.execute(this.db);
      return result.rows[0]!;
    }
    const stored = await this.db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
    await this.db
      .insertInto('order_lines')
      .values(lines.map((l) => ({ ...l, order_id: stored.order_id })))
      .execute();
    await this.addHistory(history.map((h) => ({ ...h, order_id: stored.order_id })));
    const counter = await this.db
      .insertInto('invoice_counters')
      .values({ financial_year: financialYear, last_number: 1 })
      .onConflict((oc) => oc.column('financial_year').doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }))
      .returning('last_number')
      .executeTakeFirstOrThrow();
    const invoiceNumber = formatInvoiceNumber(financialYear, counter.last_number);
    await this.db.updateTable('orders').set({ invoice_number: invoiceNumber }).where('order_id', '=', stored.order_id).execute();
    return { ...stored, invoice_number: invoiceNumber };
  }

  async addHistory(entries: HistoryEntry[]): Promise<void> {
    if (entries.length) await this.db.insertInto('order_history').values(entries).execute();
  }

  /**
   * Cancels the customer's order only while it is Placed (0): one conditional UPDATE, so of
   * two cancels at once exactly one changes it. Answers the order as it was, or undefined.
   */
  async cancelIfPlaced(orderId: number, customerId: number, paymentStatus: string): Promise<boolean> {
    const res = await this.db
      .updateTable('orders')
      .set({ order_status: 4, order_status_label: 'Cancelled', payment_status: paymentStatus })
      .where('order_id', '=', orderId)
      .where('customer_id', '=', customerId)
      .where('order_status', '=', 0)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * Applies a back-office move only if the order is still in the state it was read in (order
   * and payment status): one conditional UPDATE, so of two moves at once exactly one applies.
   */
  async moveIfUnchanged(
    current: Pick<OrderRow, 'order_id' | 'order_status' | 'payment_status'>,
    changes: Partial<
      Pick<
        OrderRow,
        | 'order_status'
        | 'order_status_label'
        | 'payment_status'
        | 'carrier'
        | 'tracking_number'
        | 'payment_due_at'
        | 'payment_flag'
        | 'gateway_payment_id'
        | 'refunded_paise'
        | 'idempotency_key'
      >
    >,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('orders')
      .set(changes)
      .where('order_id', '=', current.order_id)
      .where('order_status', '=', current.order_status)
      .where('payment_status', '=', current.payment_status)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * Holds the customer's row until the transaction ends (PostgreSQL; SQLite's write
   * transactions already run one at a time), so two orders of one customer placed at once
   * count each other against the order limits.
   */
  async lockCustomer(customerId: number): Promise<void> {
    if (this.engine === 'postgres') await sql`select customer_id from customers where customer_id = ${customerId} for no key update`.execute(this.db);
  }

  /**
   * The customer's open unpaid orders (placed or processing, awaiting payment or COD due),
   * counted up to `unpaidCap`, and the times of the orders placed since `since`, up to
   * `recentCap`: each read walks an index only as far as its limit.
   */
  async orderLoad(
    customerId: number,
    since: string,
    unpaidCap: number,
    recentCap: number,
  ): Promise<{ unpaid: number; recent: number; oldestRecent: string | null }> {
    const unpaid = await this.db
      .selectFrom((eb) =>
        eb
          .selectFrom('orders')
          .select('order_id')
          .where('customer_id', '=', customerId)
          .where('payment_status', 'in', ['awaiting_payment', 'cod_due'])
          .where('order_status', 'in', [0, 1])
          .limit(unpaidCap)
          .as('u'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const recent = await this.db
      .selectFrom('orders')
      .select('order_created_date')
      .where('customer_id', '=', customerId)
      .where('order_created_date', '>=', since)
      .orderBy('order_created_date')
      .limit(recentCap)
      .execute();
    return { unpaid: Number(unpaid.n), recent: recent.length, oldestRecent: recent[0]?.order_created_date ?? null };
  }

  /** Placed orders still awaiting payment whose deadline has passed, earliest first. */
  unpaidPastDue(now: string, limit: number) {
    return this.db
      .selectFrom('orders')
      .select(['order_id', 'payment_due_at', 'gateway_order_id'])
      .where('payment_status', '=', 'awaiting_payment')
      .where('payment_due_at', '<=', now)
      .where('order_status', '=', 0)
      .orderBy('payment_due_at')
      .limit(limit)
      .execute();
  }

  /**
   * Stores the gateway's order with the shop's, unless another request stored one first;
   * answers the one stored (so a shopper is only ever sent to one gateway order).
   */
  async attachGatewayOrder(orderId: number, gatewayOrderId: string): Promise<string | null> {
    await this.db
      .updateTable('orders')
      .set({ gateway_order_id: gatewayOrderId })
      .where('order_id', '=', orderId)
      .where('gateway_order_id', 'is', null)
      .execute();
    const row = await this.db.selectFrom('orders').select('gateway_order_id').where('order_id', '=', orderId).executeTakeFirst();
    return row?.gateway_order_id ?? null;
  }

  byGatewayOrderId(gatewayOrderId: string) {
    return this.db.selectFrom('orders').selectAll().where('gateway_order_id', '=', gatewayOrderId).executeTakeFirst();
  }

  /** Holds the order's row until the transaction ends (PostgreSQL; SQLite's write transactions run one at a time). */
  async lockOrder(orderId: number): Promise<void> {
    if (this.engine === 'postgres') await sql`select order_id from orders where order_id = ${orderId} for update`.execute(this.db);
  }

  order(orderId: number) {
    return this.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  }

  /** Every change of the order's status and payment status, oldest first, with the member's e-mail for back-office changes. */
  history(orderId: number) {
    return this.db
      .selectFrom('order_history as h')
      .leftJoin('staff as s', (join) => join.on(sql`'staff:' || s.staff_id`, '=', sql.ref('h.changed_by')))
      .select(['h.field', 'h.from_value', 'h.to_value', 'h.changed_by', 'h.note', 'h.changed_at', 's.email as staff_email'])
      .where('h.order_id', '=', orderId)
      .orderBy('h.order_history_id')
      .execute();
  }

  /** The order's refunds, oldest first, with the member's e-mail for staff refunds. */
  /** The credit and debit notes against the order's tax invoice, oldest first. */
  taxNotes(orderId: number) {
    return this.db.selectFrom('tax_notes').selectAll().where('order_id', '=', orderId).orderBy('tax_note_id').execute();
  }

  refunds(orderId: number) {
    return this.db
      .selectFrom('refunds as r')
      .leftJoin('staff as s', (join) => join.on(sql`'staff:' || s.staff_id`, '=', sql.ref('r.created_by')))
      .selectAll('r')
      .select('s.email as staff_email')
      .where('r.order_id', '=', orderId)
      .orderBy('r.refund_id')
      .execute();
  }

  lines(orderId: number) {
    return this.db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('order_line_id').execute();
  }

  /** A page of the customer's orders, newest first. */
  forCustomer(customerId: number, limit: number, offset: number) {
    return this.db.selectFrom('orders').selectAll().where('customer_id', '=', customerId).orderBy('order_id', 'desc').limit(limit).offset(offset).execute();
  }

  async countForCustomer(customerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Marks an order paid after it expired (the shop re-opened it when the late payment arrived). */
  async markPaidAfterExpiry(orderId: number): Promise<void> {
    await this.db.updateTable('orders').set({ payment_flag: 'paid_after_expiry', payment_due_at: null }).where('order_id', '=', orderId).execute();
  }

  // ------------------------------------------------------------ the back office's reads

  private adminFiltered(q: OrdersFilter) {
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

  /** A page of orders for the back office's list, newest first, with the units each holds. */
  async adminPage(q: AdminOrdersQuery) {
    const [rows, count] = await Promise.all([
      this.adminFiltered(q)
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
      this.adminFiltered(q)
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
    let query = this.adminFiltered(q)
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
      .where('order_status', '<>', ORDER_STATUS.cancelled)
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
