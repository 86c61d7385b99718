import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@shop/core';
import { CONTENT_MESSAGES, CUSTOMER_RECENT_ORDERS, type AdminCustomerDetail, type AdminCustomerRow } from '@shop/core/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { notFound } from '../../../http/errors.js';
import type { Paged } from '../../../db/sql-helpers.js';
import { AdminCustomersRepository } from './customers.repository.js';
import { offsetOf } from '../../../db/sql-helpers.js';

type Totals = { order_count: number | null; orders_total_paise: number | null };

/** Counts as numbers (PostgreSQL's bigint arrives already parsed; a missing subquery row is 0). */
const totals = (r: Totals) => ({ order_count: Number(r.order_count ?? 0), orders_total_paise: Number(r.orders_total_paise ?? 0) });

/** The back office's customers: list and search, and one customer's addresses and orders. Read only. */
export class AdminCustomersService {
  private readonly repo: AdminCustomersRepository;

  constructor(db: Kysely<Database>) {
    this.repo = new AdminCustomersRepository(db);
  }

  async list(q: { q?: string; page: number; page_size: number }): Promise<Paged<AdminCustomerRow>> {
    const search = q.q || undefined;
    const [rows, total] = await Promise.all([this.repo.list(search, q.page_size, offsetOf(q.page, q.page_size)), this.repo.count(search)]);
    const data = rows.map((r) => ({
      customer_id: r.customer_id,
      customer_name: r.customer_name,
      customer_display_name: r.customer_display_name,
      customer_email: r.customer_email,
      created_at: r.created_at,
      ...totals(r),
    }));
    return { data, total, page: q.page, page_size: q.page_size };
  }

  async customer(id: number): Promise<AdminCustomerDetail> {
    const row = await this.repo.find(id);
    if (!row) throw notFound(CONTENT_MESSAGES.customerNotFound);
    const [addresses, orders] = await Promise.all([this.repo.addresses(id), this.repo.recentOrders(id, CUSTOMER_RECENT_ORDERS)]);
    return {
      customer_id: row.customer_id,
      customer_name: row.customer_name,
      customer_display_name: row.customer_display_name,
      customer_email: row.customer_email,
      created_at: row.created_at,
      updated_at: row.updated_at,
      ...totals(row),
      cancelled_count: Number(row.cancelled_count ?? 0),
      last_order_at: (row.last_order_at as string | null) ?? null,
      addresses: addresses.map((a) => ({ ...a, default_address: a.default_address === 1 ? 1 : 0 })),
      recent_orders: orders.map((o) => ({
        ...o,
        payment_status_label: PAYMENT_STATUS_LABELS[o.payment_status as PaymentStatus] ?? o.payment_status,
      })),
    };
  }
}
