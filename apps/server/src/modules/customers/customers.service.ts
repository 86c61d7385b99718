import { ACCOUNT_DETAILS_MESSAGES, PAYMENT_STATUS_LABELS, type CustomerInfo, type PaymentStatus, type UpdateCustomerRequest } from '@shop/core';
import { CONTENT_MESSAGES, CUSTOMER_RECENT_ORDERS, type AdminCustomerDetail, type AdminCustomerRow } from '@shop/core/admin';
import { AUTH_ERRORS } from '../../http/auth.js';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import { AUTH_MESSAGES, normaliseEmail, throttled } from '../auth/auth.service.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { TokenService } from '../auth/tokens.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { CustomersRepository } from './customers.repository.js';
import { isUniqueViolation, offsetOf, type Paged } from '../../db/sql-helpers.js';
import type { ShopDb } from '../../db/index.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Messages } from '../messages/messages.service.js';
import type { MessageLanguage } from '../messages/message-data.js';
import type { AnyNewMessage } from '../messages/messages.repository.js';

export const CUSTOMER_MESSAGES = {
  updated: 'Your account details have been saved.',
} as const;

type Totals = { order_count: number | null; orders_total_paise: number | null };

/** Counts as numbers (PostgreSQL's bigint arrives already parsed; a missing subquery row is 0). */
const totals = (r: Totals) => ({ order_count: Number(r.order_count ?? 0), orders_total_paise: Number(r.orders_total_paise ?? 0) });

/**
 * Customer accounts: a customer's own (what they see of it and how they change it), and the
 * back office's list and page of customers (read only).
 */
export class CustomersService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly throttle: LoginThrottle,
    private readonly tokens: TokenService,
    private readonly shop: ShopDb,
    private readonly messages: Pick<Messages, 'write' | 'written'>,
  ) {}

  /** The account as shown to its owner: id, names and e-mail, never the password or its hash. */
  async info(customerId: number): Promise<CustomerInfo> {
    const row = await this.customers.findById(customerId);
    if (!row) throw new HttpError(401, AUTH_ERRORS.invalid);
    return row;
  }

  /**
   * Saves names and e-mail, and a new password when one is given. A new password or a new
   * e-mail (the login name) needs the current password, checked here ('Current Password does
   * not match'; each check is counted by the login throttle before it runs, so a stolen token
   * cannot be used to guess it); a changed e-mail must still be free (409). Either change
   * ends every other session of the account, and answers a new token for this one (with the
   * same expiry as the token it replaces).
   */
  async update(
    customerId: number,
    body: UpdateCustomerRequest,
    request: { ip: string; tokenExpiresAt: number; language?: MessageLanguage },
  ): Promise<{ token?: string }> {
    const current = await this.customers.findCredentialsById(customerId);
    if (!current) throw new HttpError(401, AUTH_ERRORS.invalid);

    const email = normaliseEmail(body.customer_email);
    const emailChanged = email !== current.customer_email;
    const passwordChanged = !!body.customer_password;
    // Spec 5: a current password typed asks for a new one, unless it authorises a new e-mail.
    if (body.current_password && !passwordChanged && !emailChanged) throw badRequest(ACCOUNT_DETAILS_MESSAGES.newPasswordRequired);
    if (emailChanged || passwordChanged) {
      if (!body.current_password) {
        throw badRequest(passwordChanged ? ACCOUNT_DETAILS_MESSAGES.currentPasswordMismatch : ACCOUNT_DETAILS_MESSAGES.currentPasswordForEmail);
      }
      // The caller holds a valid session of this account: its checks are counted as a trusted
      // device of its own, so strangers slowing the account's logins do not block its owner.
      const currentPassword = body.current_password;
      const ok = await this.throttle.guard(
        { email: current.customer_email, ip: request.ip, device: `session:${customerId}` },
        () => verifyPassword(currentPassword, current.password_hash),
        throttled,
      );
      if (!ok) throw badRequest(ACCOUNT_DETAILS_MESSAGES.currentPasswordMismatch);
    }
    const passwordHash = passwordChanged ? await hashPassword(body.customer_password!) : undefined;

    if (emailChanged && (await this.customers.emailTaken(email, customerId))) {
      throw new HttpError(409, AUTH_MESSAGES.emailTaken);
    }
    let sessionVersion: number;
    const changedAt = new Date().toISOString();
    const language = request.language ?? 'en';
    // "Your password was changed" to the address the account has now; "your e-mail was
    // changed" to the OLD one, whose owner may not be the one who changed it.
    const notices: AnyNewMessage[] = [
      ...(passwordChanged
        ? [
            {
              kind: 'password_changed' as const,
              recipient: email,
              language,
              data: { name: body.customer_name, changed_at: changedAt, forgot_path: '/ForgotPassword' },
            },
          ]
        : []),
      ...(emailChanged
        ? [
            {
              kind: 'email_changed' as const,
              recipient: current.customer_email,
              language,
              data: { name: body.customer_name, old_email: current.customer_email, new_email: email, changed_at: changedAt },
            },
          ]
        : []),
    ];
    try {
      sessionVersion = await writeTransaction(this.shop, async (trx) => {
        const version = await new CustomersRepository(trx).update(
          customerId,
          {
            customer_name: body.customer_name,
            customer_display_name: body.customer_display_name,
            customer_email: email,
            ...(passwordHash ? { password_hash: passwordHash } : {}),
          },
          emailChanged || passwordChanged,
        );
        await this.messages.write(trx, notices);
        return version;
      });
      if (notices.length) this.messages.written();
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      throw err;
    }
    if (!emailChanged && !passwordChanged) return {};
    return { token: await this.tokens.sign(customerId, sessionVersion, { expiresAt: request.tokenExpiresAt }) };
  }

  /** The back office's customers, newest first, with their order figures; `q` searches names and e-mail. */
  async list(q: { q?: string; page: number; page_size: number }): Promise<Paged<AdminCustomerRow>> {
    const search = q.q || undefined;
    const [rows, total] = await Promise.all([this.customers.page(search, q.page_size, offsetOf(q.page, q.page_size)), this.customers.count(search)]);
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

  /** One customer for the back office: details, addresses, figures and the latest orders. Read only. */
  async customer(id: number): Promise<AdminCustomerDetail> {
    const row = await this.customers.withOrderFigures(id);
    if (!row) throw notFound(CONTENT_MESSAGES.customerNotFound);
    const [addresses, orders] = await Promise.all([this.customers.addresses(id), this.customers.recentOrders(id, CUSTOMER_RECENT_ORDERS)]);
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
