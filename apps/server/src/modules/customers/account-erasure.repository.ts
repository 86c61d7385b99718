import { sql, type Kysely } from 'kysely';
import { ERASED_CUSTOMER_NAME, ORDER_STATUS } from '@shop/core';
import { ADDRESS_COLUMN_NAMES, type Database } from '../../db/schema.js';

/** What an erased account's login name becomes: unique, and no e-mail address (no sign-up, login or reset can ever name it). */
export const erasedEmailOf = (customerId: number) => `erased:${customerId}`;

/** What an erased account's password hash becomes: not a hash, so no password ever matches it. */
export const ERASED_PASSWORD_HASH = '!erased';

/**
 * SQL for erasing an account and for the account's data download. Every erasure statement
 * runs in the caller's transaction (the service's), so an erasure is whole or not at all.
 */
export class AccountErasureRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Replaces the account's own fields, ends every session (the session version) and stamps
   * erased_at, only while the account is live. Runs first in the erasure's transaction: on
   * PostgreSQL it locks the row, so of two erasures at once the second waits and then finds
   * nothing to do. Answers the e-mail the account had, or null when it was already erased.
   */
  async markErased(customerId: number, now: string): Promise<string | null> {
    const before = await this.db
      .selectFrom('customers')
      .select('customer_email')
      .where('customer_id', '=', customerId)
      .where('erased_at', 'is', null)
      .executeTakeFirst();
    if (!before) return null;
    const result = await this.db
      .updateTable('customers')
      .set({
        customer_name: ERASED_CUSTOMER_NAME,
        customer_display_name: ERASED_CUSTOMER_NAME,
        customer_email: erasedEmailOf(customerId),
        password_hash: ERASED_PASSWORD_HASH,
        session_version: sql<number>`session_version + 1`,
        erased_at: now,
        updated_at: now,
      })
      .where('customer_id', '=', customerId)
      .where('erased_at', 'is', null)
      .executeTakeFirst();
    // PostgreSQL: another erasure committed between the read and this update.
    return Number(result.numUpdatedRows) === 1 ? before.customer_email : null;
  }

  /**
   * The customer's orders that are still open: on their way (Placed, Processing, Shipped),
   * or not cancelled and still waiting for their money.
   */
  openOrders(customerId: number) {
    return this.db
      .selectFrom('orders')
      .select(['order_id', 'invoice_number', 'order_status_label'])
      .where('customer_id', '=', customerId)
      .where((eb) =>
        eb.or([
          eb('order_status', 'in', [ORDER_STATUS.placed, ORDER_STATUS.processing, ORDER_STATUS.shipped]),
          eb.and([eb('order_status', '<>', ORDER_STATUS.cancelled), eb('payment_status', '=', 'awaiting_payment')]),
        ]),
      )
      .orderBy('order_id')
      .execute();
  }

  /**
   * The orders' personal fields replaced: the name, phone, street lines, landmark, e-mail and
   * the payer's UPI id. What a tax record needs stays: lines, totals, invoice number, payment
   * method and status, town, state, pincode and country (the place of supply), and any
   * column not named here (a business buyer's GSTIN is the business's, not the person's).
   */
  async anonymiseOrders(customerId: number): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({
        full_name: ERASED_CUSTOMER_NAME,
        mobile_number: '',
        flat_house_building: '',
        area_street_sector: '',
        landmark: '',
        customer_email: '',
        upi_id: null,
      })
      .where('customer_id', '=', customerId)
      .execute();
  }

  /** The reviews keep their text and rating; their author becomes 'Former customer'. Answers the products they are of. */
  async anonymiseReviews(customerId: number): Promise<number[]> {
    const rows = await this.db
      .updateTable('reviews')
      .set({ customer_name: ERASED_CUSTOMER_NAME, customer_email: '' })
      .where('customer_id', '=', customerId)
      .returning('product_id')
      .execute();
    return rows.map((r) => r.product_id);
  }

  /** The address book, the reset links, and the e-mails addressed to the person (sent or not). */
  async deletePersonalRows(customerId: number, email: string): Promise<void> {
    await this.db.deleteFrom('customer_addresses').where('customer_id', '=', customerId).execute();
    await this.db.deleteFrom('password_resets').where('customer_id', '=', customerId).execute();
    await this.db.deleteFrom('outbox').where('recipient', '=', email).execute();
  }

  // ------------------------------------------------------------ the data download

  account(customerId: number) {
    return this.db
      .selectFrom('customers')
      .select(['customer_id', 'customer_name', 'customer_display_name', 'customer_email', 'created_at', 'updated_at'])
      .where('customer_id', '=', customerId)
      .where('erased_at', 'is', null)
      .executeTakeFirst();
  }

  addresses(customerId: number) {
    return this.db
      .selectFrom('customer_addresses')
      .select(['customer_address_id', ...ADDRESS_COLUMN_NAMES, 'default_address', 'created_at'])
      .where('customer_id', '=', customerId)
      .orderBy('default_address', 'desc')
      .orderBy('customer_address_id')
      .execute();
  }

  orders(customerId: number) {
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
        'order_sub_total_paise',
        'order_grand_total_paise',
        'refunded_paise',
        'customer_email',
        ...ADDRESS_COLUMN_NAMES,
        'upi_id',
        'card_brand',
        'card_last4',
        'carrier',
        'tracking_number',
      ])
      .where('customer_id', '=', customerId)
      .orderBy('order_id')
      .execute();
  }

  /** The lines of the customer's orders (joined, never by ids from outside). */
  lines(customerId: number) {
    return this.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.order_id', 'l.order_id')
      .select([
        'l.order_id',
        'l.product_id',
        'l.product_variant_id',
        'l.item_product_title',
        'l.item_variant_title',
        'l.item_product_variant_sale_price_paise',
        'l.item_product_variant_mrp_price_paise',
        'l.item_quantity',
        'l.item_line_total_paise',
      ])
      .where('o.customer_id', '=', customerId)
      .orderBy('l.order_line_id')
      .execute();
  }

  reviews(customerId: number) {
    return this.db
      .selectFrom('reviews as r')
      .innerJoin('products as p', 'p.product_id', 'r.product_id')
      .select([
        'r.review_id',
        'r.product_id',
        'p.product_title',
        'r.customer_name',
        'r.customer_email',
        'r.review_text',
        'r.review_rating_x2',
        'r.created_at',
        'r.hidden',
      ])
      .where('r.customer_id', '=', customerId)
      .orderBy('r.review_id')
      .execute();
  }
}
