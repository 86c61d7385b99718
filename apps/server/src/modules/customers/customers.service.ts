import { ACCOUNT_DETAILS_MESSAGES, type CustomerInfo, type UpdateCustomerRequest } from '@shop/core';
import { AUTH_ERRORS } from '../../http/auth.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { AUTH_MESSAGES, normaliseEmail, throttled } from '../auth/auth.service.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { isUniqueViolation, type CustomersRepository } from './customers.repository.js';

export const CUSTOMER_MESSAGES = {
  updated: 'Your account details have been saved.',
} as const;

/** A customer's own account: what they see of it and how they change it. */
export class CustomersService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly throttle: LoginThrottle,
  ) {}

  /** The account as shown to its owner: id, names and e-mail, never the password or its hash. */
  async info(customerId: number): Promise<CustomerInfo> {
    const row = await this.customers.findById(customerId);
    if (!row) throw new HttpError(401, AUTH_ERRORS.invalid);
    return row;
  }

  /**
   * Saves names and e-mail, and a new password when one is given. A new password needs the
   * current one, checked here ('Current Password does not match'; a wrong one counts as a
   * failed login for the throttle, so a stolen token cannot be used to guess it); a changed
   * e-mail must still be free (409).
   */
  async update(customerId: number, body: UpdateCustomerRequest, clientIp: string): Promise<void> {
    const current = await this.customers.findCredentialsById(customerId);
    if (!current) throw new HttpError(401, AUTH_ERRORS.invalid);

    let passwordHash: string | undefined;
    if (body.customer_password) {
      if (!body.current_password) throw badRequest(ACCOUNT_DETAILS_MESSAGES.currentPasswordMismatch);
      const wait = this.throttle.retryAfterSeconds(current.customer_email, clientIp);
      if (wait > 0) throw throttled(wait);
      if (!(await verifyPassword(body.current_password, current.password_hash))) {
        this.throttle.failed(current.customer_email, clientIp);
        throw badRequest(ACCOUNT_DETAILS_MESSAGES.currentPasswordMismatch);
      }
      this.throttle.succeeded(current.customer_email, clientIp);
      passwordHash = await hashPassword(body.customer_password);
    }

    const email = normaliseEmail(body.customer_email);
    if (email !== current.customer_email && (await this.customers.emailTaken(email, customerId))) {
      throw new HttpError(409, AUTH_MESSAGES.emailTaken);
    }
    try {
      await this.customers.update(customerId, {
        customer_name: body.customer_name,
        customer_display_name: body.customer_display_name,
        customer_email: email,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      throw err;
    }
  }
}
