import { ACCOUNT_ERASURE_MESSAGES, openOrdersMessage, paiseToRupees, type CustomerDataExport, type DeleteAccountRequest } from '@shop/core';
import { AUTH_ERRORS } from '../../http/auth.js';
import { HttpError, badRequest } from '../../http/errors.js';
import type { ShopDb } from '../../db/index.js';
import { catalogChanged, writeTransaction } from '../../db/write-transaction.js';
import { throttled } from '../auth/auth.service.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { verifyPassword } from '../auth/passwords.js';
import { customerActor, recordAudit } from '../staff/audit.js';
import { AccountErasureRepository } from './account-erasure.repository.js';
import type { CustomersRepository } from './customers.repository.js';

/** The audit log's action for an erasure: who (the customer's id) and when, never what. */
export const ERASURE_AUDIT_ACTION = 'customer.erase';

/** What the download says it does not hold. */
const EXPORT_NOTES = [
  'Your cart and wishlist are kept only in your browser, not by the shop.',
  'Card numbers are never sent to the shop: an order keeps at most the card brand and its last four digits.',
];

/**
 * A customer's right to their data (DPDP Act 2023): a copy of it (the data download) and its
 * erasure. An erasure replaces or deletes every personal field in one transaction, keeps the
 * orders and invoices the GST law makes the shop keep (with their personal fields replaced),
 * ends every session, and leaves an audit row with who and when only. Decision 021.
 */
export class AccountErasureService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly throttle: LoginThrottle,
    private readonly shop: ShopDb,
  ) {}

  /**
   * Erases the caller's account after checking the current password (counted by the login
   * throttle before it runs, as UpdateCustomer's check is). Refused (409, naming them) while
   * orders are open: their address is needed to deliver them. Answers false when another
   * request erased the account first (a double click): the outcome is the same.
   */
  async erase(customerId: number, body: DeleteAccountRequest, request: { ip: string }): Promise<boolean> {
    const current = await this.customers.findCredentialsById(customerId);
    if (!current) throw new HttpError(401, AUTH_ERRORS.invalid);
    const ok = await this.throttle.guard(
      { email: current.customer_email, ip: request.ip, device: `session:${customerId}` },
      () => verifyPassword(body.current_password, current.password_hash),
      throttled,
    );
    if (!ok) throw badRequest(ACCOUNT_ERASURE_MESSAGES.passwordMismatch);

    return writeTransaction(this.shop, async (trx) => {
      const repo = new AccountErasureRepository(trx);
      const now = new Date().toISOString();
      const email = await repo.markErased(customerId, now);
      if (email === null) return false;
      // The address book goes before the open orders are looked for: on PostgreSQL an order
      // being placed right now holds a key-share lock on its address (the foreign key), so
      // this delete waits for it to commit, and the look below then sees that order.
      await repo.deletePersonalRows(customerId, email);
      const open = await repo.openOrders(customerId);
      if (open.length > 0) {
        // Thrown inside the transaction: the account's fields marked above roll back.
        throw new HttpError(
          409,
          openOrdersMessage(open.map((o) => `${o.invoice_number ?? `#${o.order_id}`} (${o.order_status_label})`)),
          {},
          {
            open_orders: open.map((o) => ({ order_id: o.order_id, invoice_number: o.invoice_number })),
          },
        );
      }
      await repo.anonymiseOrders(customerId);
      const reviewed = await repo.anonymiseReviews(customerId);
      await recordAudit(trx, customerActor(customerId), { action: ERASURE_AUDIT_ACTION, entity: 'customer', entityId: customerId });
      // The product pages' review lists are cached: they must stop showing the name.
      if (reviewed.length > 0) await catalogChanged(trx, { kind: 'reviews', productIds: [...new Set(reviewed)] });
      return true;
    });
  }

  /** Everything the shop keeps about the caller, and nobody else: account, addresses, orders with lines, reviews. */
  async export(customerId: number): Promise<CustomerDataExport> {
    const repo = new AccountErasureRepository(this.shop.db);
    const account = await repo.account(customerId);
    if (!account) throw new HttpError(401, AUTH_ERRORS.invalid);
    const [addresses, orders, lines, reviews] = await Promise.all([
      repo.addresses(customerId),
      repo.orders(customerId),
      repo.lines(customerId),
      repo.reviews(customerId),
    ]);
    const linesOf = new Map<number, typeof lines>();
    for (const l of lines) linesOf.set(l.order_id, [...(linesOf.get(l.order_id) ?? []), l]);
    return {
      success: true,
      exported_at: new Date().toISOString(),
      account,
      addresses: addresses.map((a) => ({ ...a, default_address: a.default_address === 1 ? 1 : 0 })),
      orders: orders.map(({ order_sub_total_paise, order_grand_total_paise, refunded_paise, ...o }) => ({
        ...o,
        order_sub_total: paiseToRupees(order_sub_total_paise),
        order_grand_total: paiseToRupees(order_grand_total_paise),
        refunded: paiseToRupees(refunded_paise),
        lines: (linesOf.get(o.order_id) ?? []).map((l) => ({
          product_id: l.product_id,
          product_variant_id: l.product_variant_id,
          item_product_title: l.item_product_title,
          item_variant_title: l.item_variant_title,
          item_product_variant_sale_price: paiseToRupees(l.item_product_variant_sale_price_paise),
          item_product_variant_mrp_price: paiseToRupees(l.item_product_variant_mrp_price_paise),
          item_quantity: l.item_quantity,
          item_line_total: paiseToRupees(l.item_line_total_paise),
        })),
      })),
      reviews: reviews.map(({ review_rating_x2, hidden, ...r }) => ({ ...r, review_rating: review_rating_x2 / 2, hidden: hidden === 1 })),
      notes: EXPORT_NOTES,
    };
  }
}
