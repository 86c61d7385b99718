import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { ORDER_STATUS } from '@shop/core';
import { ADDRESS_COLUMN_NAMES, type Database } from '../../../db/schema.js';
import { anyContains } from '../../../db/sql-helpers.js';

/** A customer's columns the back office may read: never the password hash or the session version. */
const CUSTOMER_COLUMNS = ['c.customer_id', 'c.customer_name', 'c.customer_display_name', 'c.customer_email', 'c.created_at', 'c.updated_at'] as const;

/** An order that counts toward what a customer spent: neither cancelled nor refunded or void. */
const counted = sql<SqlBool>`o.order_status <> ${ORDER_STATUS.cancelled} and o.payment_status not in ('refunded', 'void')`;

/** SQL for the back office's customers (read only); orders are read straight from their table. */
export class AdminCustomersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered(q?: string) {
    let query = this.db.selectFrom('customers as c');
    if (q) query = query.where(anyContains(['c.customer_name', 'c.customer_display_name', 'c.customer_email'], q));
    return query;
  }

  private withTotals(q?: string) {
    return this.filtered(q).select((eb) => [
      ...CUSTOMER_COLUMNS,
      eb
        .selectFrom('orders as o')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('o.customer_id', '=', 'c.customer_id')
        .as('order_count'),
      eb
        .selectFrom('orders as o')
        .select(sql<number>`coalesce(sum(o.order_grand_total_paise), 0)`.as('t'))
        .whereRef('o.customer_id', '=', 'c.customer_id')
        .where(counted as Expression<SqlBool>)
        .as('orders_total_paise'),
    ]);
  }

  /** A page of customers, newest first, with how many orders each placed and what they spent. */
  list(q: string | undefined, limit: number, offset: number) {
    return this.withTotals(q).orderBy('c.created_at', 'desc').orderBy('c.customer_id', 'desc').limit(limit).offset(offset).execute();
  }

  async count(q?: string): Promise<number> {
    const row = await this.filtered(q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  find(customerId: number) {
    return this.withTotals()
      .select((eb) => [
        eb
          .selectFrom('orders as o')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('o.customer_id', '=', 'c.customer_id')
          .where('o.order_status', '=', ORDER_STATUS.cancelled)
          .as('cancelled_count'),
        eb
          .selectFrom('orders as o')
          .select((e) => e.fn.max('o.order_created_date').as('d'))
          .whereRef('o.customer_id', '=', 'c.customer_id')
          .as('last_order_at'),
      ])
      .where('c.customer_id', '=', customerId)
      .executeTakeFirst();
  }

  /** Every address of the customer: the default first, then the newest. */
  addresses(customerId: number) {
    return this.db
      .selectFrom('customer_addresses')
      .select(['customer_address_id', ...ADDRESS_COLUMN_NAMES, 'default_address'])
      .where('customer_id', '=', customerId)
      .orderBy('default_address', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('customer_address_id', 'desc')
      .execute();
  }

  /** The customer's latest orders, newest first. */
  recentOrders(customerId: number, limit: number) {
    return this.db
      .selectFrom('orders')
      .select([
        'order_id',
        'invoice_number',
        'order_created_date',
        'order_status',
        'order_status_label',
        'payment_status',
        'order_payment_method',
        'order_currency',
        'order_grand_total_paise',
      ])
      .where('customer_id', '=', customerId)
      .orderBy('order_created_date', 'desc')
      .orderBy('order_id', 'desc')
      .limit(limit)
      .execute();
  }
}
