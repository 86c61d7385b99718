import crypto from 'node:crypto';
import { sql } from 'kysely';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_TOKEN_MINUTES, type ForgotPasswordRequest, type ResetPasswordRequest } from '@shop/core';
import type { ShopDb } from '../../db/index.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { WindowStore, defaultWording, inTime } from '../../http/rate-limits.js';
import type { Messages } from '../messages/messages.service.js';
import type { MessageLanguage } from '../messages/message-data.js';
import { normaliseEmail } from './auth.service.js';
import { hashPassword } from './passwords.js';
import { linkNonce, linkToken } from '../messages/link-token.js';

/** Reset links asked for one e-mail, from anywhere: a few, then 429 (the same for any e-mail). */
export const RESET_REQUESTS_PER_EMAIL = { max: 3, timeWindow: 15 * 60_000 } as const;

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Password recovery: a link e-mailed to the account's address carries a token of 256 random
 * bits, stored only as its SHA-256, valid 30 minutes and once; a newer link ends the earlier
 * ones, and using one ends every session of the account (the session version).
 */
export class PasswordResets {
  private readonly perEmail = new WindowStore();

  constructor(
    private readonly shop: ShopDb,
    private readonly messages: Pick<Messages, 'write' | 'written'>,
    private readonly log: { error(msg: string): void },
    /** The server's secret (JWT_SECRET): reset links' tokens are derived from it. */
    private readonly secret: string,
  ) {}

  /**
   * Asks for a link. The answer is the same, after the same work on the request's path,
   * whether or not an account exists: the link is written after the answer, off the request.
   * Answers a promise of that background work (tests wait for it; the route does not).
   */
  request(body: ForgotPasswordRequest, language: MessageLanguage): { done: Promise<void> } {
    const email = normaliseEmail(body.customer_email);
    let count = 0;
    let ttl = 0;
    this.perEmail.incr(email, (_err, result) => ((count = result!.current), (ttl = result!.ttl)), RESET_REQUESTS_PER_EMAIL.timeWindow);
    if (count > RESET_REQUESTS_PER_EMAIL.max) {
      const seconds = Math.ceil(ttl / 1000);
      throw new HttpError(429, defaultWording(inTime(seconds)), { 'retry-after': String(seconds) });
    }
    const done = this.issue(email, language).catch((err: unknown) => {
      this.log.error(`password reset for a customer could not be written: ${err instanceof Error ? err.message : String(err)}`);
    });
    return { done };
  }

  private async issue(email: string, language: MessageLanguage): Promise<void> {
    // The row of the e-mail keeps only a nonce; the link's token is derived from it with the
    // server's secret when the e-mail is sent (messages/link-token.ts).
    const nonce = linkNonce();
    const token = linkToken(this.secret, 'password-reset', nonce);
    const now = new Date();
    const written = await writeTransaction(this.shop, async (trx) => {
      // Locked on PostgreSQL, so of two requests at once the later one ends the earlier link.
      let query = trx.selectFrom('customers').select(['customer_id', 'customer_name', 'customer_email']).where('customer_email', '=', email);
      if (this.shop.engine === 'postgres') query = query.forUpdate();
      const customer = await query.executeTakeFirst();
      if (!customer) return false;
      await trx
        .updateTable('password_resets')
        .set({ used_at: now.toISOString() })
        .where('customer_id', '=', customer.customer_id)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('password_resets')
        .values({
          token_hash: sha256(token),
          customer_id: customer.customer_id,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + PASSWORD_RESET_TOKEN_MINUTES * 60_000).toISOString(),
          used_at: null,
        })
        .execute();
      await this.messages.write(
        trx,
        [
          {
            kind: 'password_reset',
            recipient: customer.customer_email,
            language,
            data: { name: customer.customer_name, reset_nonce: nonce, minutes: PASSWORD_RESET_TOKEN_MINUTES },
          },
        ],
        now,
      );
      return true;
    });
    if (written) this.messages.written();
  }

  /**
   * Sets a new password with a link's token: the token is used up, every other link of the
   * account ends, the session version rises (every signed-in browser is signed out), and
   * "your password was changed" is written, all in one transaction. An unknown, expired,
   * used or superseded token is 400 and changes nothing.
   */
  async reset(body: ResetPasswordRequest, language: MessageLanguage): Promise<void> {
    const tokenHash = sha256(body.token);
    const valid = await this.shop.db
      .selectFrom('password_resets')
      .select('customer_id')
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date().toISOString())
      .executeTakeFirst();
    if (!valid) throw badRequest(PASSWORD_RESET_MESSAGES.tokenInvalid);
    // The hash is worked out before the transaction (tens of milliseconds on its own thread).
    const passwordHash = await hashPassword(body.customer_password);
    const now = new Date();
    const changed = await writeTransaction(this.shop, async (trx) => {
      // The token is spent by the one request whose conditional update takes it.
      const spent = await trx
        .updateTable('password_resets')
        .set({ used_at: now.toISOString() })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .returning('customer_id')
        .executeTakeFirst();
      if (!spent) return false;
      const customer = await trx
        .updateTable('customers')
        .set({ password_hash: passwordHash, session_version: sql<number>`session_version + 1`, updated_at: now.toISOString() })
        .where('customer_id', '=', spent.customer_id)
        .returning(['customer_name', 'customer_email'])
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('password_resets')
        .set({ used_at: now.toISOString() })
        .where('customer_id', '=', spent.customer_id)
        .where('used_at', 'is', null)
        .execute();
      await this.messages.write(
        trx,
        [
          {
            kind: 'password_changed',
            recipient: customer.customer_email,
            language,
            data: { name: customer.customer_name, changed_at: now.toISOString(), forgot_path: '/ForgotPassword' },
          },
        ],
        now,
      );
      return true;
    });
    if (!changed) throw badRequest(PASSWORD_RESET_MESSAGES.tokenInvalid);
    this.messages.written();
  }
}
