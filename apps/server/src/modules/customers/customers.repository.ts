import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { ORDER_STATUS } from '@shop/core';
import { ADDRESS_COLUMN_NAMES, type Database } from '../../db/schema.js';
import { anyContains } from '../../db/sql-helpers.js';

/** The columns a customer is shown with: never the password hash. */
const PUBLIC_COLUMNS = ['customer_id', 'customer_name', 'customer_display_name', 'customer_email'] as const;

/** A customer's columns the back office may read: never the password hash or the session version. */
const CUSTOMER_COLUMNS = ['c.customer_id', 'c.customer_name', 'c.customer_display_name', 'c.customer_email', 'c.created_at', 'c.updated_at'] as const;

/** An order that counts toward what a customer spent: neither cancelled nor refunded or void. */
const counted = sql<SqlBool>`o.order_status <> ${ORDER_STATUS.cancelled} and o.payment_status not in ('refunded', 'void')`;

/**
 * SQL for customer accounts: a customer's own (e-mails arrive here already trimmed and
 * lower-cased), and the back office's list and page of customers (read only).
 */
export class CustomersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The account with this e-mail, with its password hash (for the login check only). */
  findCredentialsByEmail(email: string) {
    return this.db
      .selectFrom('customers')
      .select([...PUBLIC_COLUMNS, 'password_hash', 'session_version'])
      .where('customer_email', '=', email)
      .executeTakeFirst();
  }

  findCredentialsById(customerId: number) {
    return this.db
      .selectFrom('customers')
      .select([...PUBLIC_COLUMNS, 'password_hash', 'session_version'])
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  findById(customerId: number) {
    return this.db.selectFrom('customers').select(PUBLIC_COLUMNS).where('customer_id', '=', customerId).executeTakeFirst();
  }

  /** The account's session version, or undefined when there is no such customer (or it was erased). */
  async sessionVersion(customerId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('customers')
      .select('session_version')
      .where('customer_id', '=', customerId)
      .where('erased_at', 'is', null)
      .executeTakeFirst();
    return row?.session_version;
  }

  async emailTaken(email: string, exceptCustomerId?: number): Promise<boolean> {
    let query = this.db.selectFrom('customers').select('customer_id').where('customer_email', '=', email);
    if (exceptCustomerId !== undefined) query = query.where('customer_id', '!=', exceptCustomerId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Inserts an account; a unique violation on the e-mail surfaces as the database's error. */
  async insert(c: { customer_name: string; customer_display_name: string; customer_email: string; password_hash: string }): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.db
      .insertInto('customers')
      .values({ ...c, created_at: now, updated_at: now })
      .returning('customer_id')
      .executeTakeFirstOrThrow();
    return row.customer_id;
  }

  /**
   * Saves the account's fields; with `endSessions` the session version is raised in the same
   * statement (every token signed before is refused from then on). Answers the version now.
   */
  async update(
    customerId: number,
    changes: { customer_name: string; customer_display_name: string; customer_email: string; password_hash?: string },
    endSessions: boolean,
  ): Promise<number> {
    const row = await this.db
      .updateTable('customers')
      .set({
        ...changes,
        updated_at: new Date().toISOString(),
        ...(endSessions ? { session_version: sql<number>`session_version + 1` } : {}),
      })
      .where('customer_id', '=', customerId)
      .returning('session_version')
      .executeTakeFirstOrThrow();
    return row.session_version;
  }

  async setPasswordHash(customerId: number, passwordHash: string): Promise<void> {
    await this.db.updateTable('customers').set({ password_hash: passwordHash }).where('customer_id', '=', customerId).execute();
  }

  // ------------------------------------------------------------ the back office's reads

  private adminFiltered(q?: string) {
    let query = this.db.selectFrom('customers as c');
    if (q) query = query.where(anyContains(['c.customer_name', 'c.customer_display_name', 'c.customer_email'], q));
    return query;
  }

  private withTotals(q?: string) {
    return this.adminFiltered(q).select((eb) => [
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
  page(q: string | undefined, limit: number, offset: number) {
    return this.withTotals(q).orderBy('c.created_at', 'desc').orderBy('c.customer_id', 'desc').limit(limit).offset(offset).execute();
  }

  async count(q?: string): Promise<number> {
    const row = await this.adminFiltered(q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The customer with the back office's figures: orders, spent, cancelled, last order. */
  withOrderFigures(customerId: number) {
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
