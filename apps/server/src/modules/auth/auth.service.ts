import { MESSAGES, type LoginData, type LoginRequest, type SignUpRequest } from '@shop/core';
import { HttpError } from '../../http/errors.js';
import { inTime } from '../../http/rate-limits.js';
import { CustomersRepository } from '../customers/customers.repository.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import type { ShopDb } from '../../db/index.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { Messages } from '../messages/messages.service.js';
import type { MessageLanguage } from '../messages/message-data.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';
import type { TokenService } from './tokens.js';

export const AUTH_MESSAGES = {
  signedUp: 'Account created. Please log in.',
  emailTaken: 'An account with this email already exists.',
  loggedIn: MESSAGES.loginSuccessful,
  badCredentials: 'Invalid email or password.',
} as const;

/** 'Too many failed attempts…' with the wait in words (the header carries seconds). */
export function throttledMessage(retryAfterSeconds: number): string {
  return `Too many failed attempts. Please try again ${inTime(retryAfterSeconds)}.`;
}

/** A 429 with Retry-After in seconds. */
export function throttled(retryAfterSeconds: number): HttpError {
  return new HttpError(429, throttledMessage(retryAfterSeconds), { 'retry-after': String(retryAfterSeconds) });
}

/** E-mails are kept trimmed and lower-cased, so 'Asha@Example.com' and 'asha@example.com' are one account. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Sign-up and login: accounts with scrypt-hashed passwords, signed tokens, throttled guessing. */
export class AuthService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly shop: ShopDb,
    private readonly messages: Pick<Messages, 'write' | 'written'>,
  ) {}

  /** Creates an account (the display name starts as the name) and its welcome e-mail; a taken e-mail is 409. */
  async signUp(body: SignUpRequest, language: MessageLanguage = 'en'): Promise<void> {
    const email = normaliseEmail(body.customer_email);
    if (await this.customers.emailTaken(email)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(body.customer_password);
    try {
      await writeTransaction(this.shop, async (trx) => {
        await new CustomersRepository(trx).insert({
          customer_name: body.customer_name,
          customer_display_name: body.customer_name,
          customer_email: email,
          password_hash: passwordHash,
        });
        await this.messages.write(trx, [{ kind: 'account_welcome', recipient: email, language, data: { name: body.customer_name, shop_path: '/' } }]);
      });
      this.messages.written();
    } catch (err) {
      // Two sign-ups with one e-mail at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      throw err;
    }
  }

  /**
   * Checks the credentials and signs a token (one day, 30 days with remember-me). The attempt
   * is counted by the throttle before the password is checked (429 before any work once a
   * limit is reached); `device` is the trusted device's id from a valid device cookie for
   * this e-mail. An unknown e-mail and a wrong password get the same 401 after the same
   * scrypt work.
   */
  async login(body: LoginRequest, clientIp: string, device: string | null): Promise<LoginData> {
    const email = normaliseEmail(body.customer_email);
    let customer: Awaited<ReturnType<CustomersRepository['findCredentialsByEmail']>>;
    const ok = await this.throttle.guard(
      { email, ip: clientIp, device },
      async () => {
        customer = await this.customers.findCredentialsByEmail(email);
        return (await verifyPassword(body.customer_password, customer?.password_hash)) && !!customer;
      },
      throttled,
    );
    if (!ok || !customer) throw new HttpError(401, AUTH_MESSAGES.badCredentials);
    if (needsRehash(customer.password_hash)) {
      await this.customers.setPasswordHash(customer.customer_id, await hashPassword(body.customer_password));
    }
    return {
      token: await this.tokens.sign(customer.customer_id, customer.session_version, { rememberMe: body.rememberMe }),
      customer_id: customer.customer_id,
      customer_name: customer.customer_name,
      customer_email: customer.customer_email,
    };
  }
}
