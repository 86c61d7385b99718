import { ACCOUNT_DETAILS_MESSAGES, type CustomerInfo, type UpdateCustomerRequest } from '@shop/core';
import { AUTH_ERRORS } from '../../http/auth.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { AUTH_MESSAGES, normaliseEmail, throttled } from '../auth/auth.service.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { TokenService } from '../auth/tokens.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { CustomersRepository } from './customers.repository.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import type { ShopDb } from '../../db/index.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Messages } from '../messages/messages.service.js';
import type { MessageLanguage } from '../messages/message-data.js';
import type { AnyNewMessage } from '../messages/messages.repository.js';

export const CUSTOMER_MESSAGES = {
  updated: 'Your account details have been saved.',
} as const;

/** A customer's own account: what they see of it and how they change it. */
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
}
