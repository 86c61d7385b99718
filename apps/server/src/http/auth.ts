import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './errors.js';

/**
 * What the hooks need of a token: whether it is signed by this shop and unexpired, and whose
 * it is (modules/auth/tokens.ts's TokenService). Declared here: http/ is plumbing and
 * imports no module.
 */
export interface TokenVerifier {
  verify(token: string): Promise<{ ok: true; customerId: number; sessionVersion: number; expiresAt: number } | { ok: false; reason: 'expired' | 'invalid' }>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer a verified token names; set by `Authenticator.required` on auth calls. */
    customerId?: number;
    /** The verified token's expiry (seconds since the epoch), to re-issue it with the same one. */
    tokenExpiresAt?: number;
  }
}

export const AUTH_ERRORS = {
  missing: 'Please log in: this call needs a token.',
  invalid: 'Your session is not valid. Please log in again.',
  expired: 'Your session has expired. Please log in again.',
  otherCustomer: 'This token belongs to another customer.',
} as const;

/** The token of a request: the `token` header (the spec's), or `Authorization: Bearer …`. */
function tokenOf(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (m) return m[1]!;
  }
  const token = req.headers.token;
  const value = (Array.isArray(token) ? token[0] : token)?.trim();
  return value ? value : null;
}

/** The customer_id / customer-id headers the storefront sends beside the token, when present. */
function claimedCustomerIds(req: FastifyRequest): string[] {
  const out: string[] = [];
  for (const name of ['customer_id', 'customer-id']) {
    const raw = req.headers[name];
    for (const v of Array.isArray(raw) ? raw : [raw]) {
      const text = v?.trim();
      if (text) out.push(text);
    }
  }
  return out;
}

/**
 * Identity for the auth calls, from the verified token alone: no token, a bad signature, an
 * algorithm other than HS256, an expired token, an unknown customer or a session ended by a
 * password or e-mail change (the token's session version is not the account's) is 401; a
 * customer_id header naming someone else is 403. Ids in bodies or queries never choose
 * whose data is touched. Every answer to an auth call is private: `Cache-Control: no-store`.
 */
export class Authenticator {
  constructor(
    private readonly tokens: TokenVerifier,
    /** The account's current session version, or undefined when there is no such customer. */
    private readonly sessionVersionOf: (customerId: number) => Promise<number | undefined>,
  ) {}

  /** An onRequest hook: runs before the body is read, so a guest is refused before anything else. */
  readonly required: onRequestAsyncHookHandler = async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const token = tokenOf(req);
    if (!token) throw new HttpError(401, AUTH_ERRORS.missing);
    const check = await this.tokens.verify(token);
    if (!check.ok) throw new HttpError(401, check.reason === 'expired' ? AUTH_ERRORS.expired : AUTH_ERRORS.invalid);
    if ((await this.sessionVersionOf(check.customerId)) !== check.sessionVersion) throw new HttpError(401, AUTH_ERRORS.invalid);
    if (claimedCustomerIds(req).some((claimed) => claimed !== String(check.customerId))) {
      throw new HttpError(403, AUTH_ERRORS.otherCustomer);
    }
    req.customerId = check.customerId;
    req.tokenExpiresAt = check.expiresAt;
  };

  /**
   * For calls open to guests that show more to a customer (an invoice: its customer, or
   * anyone with its key): a valid token sets the customer; no token, or one that is not
   * valid any more (a stale login in the browser), leaves a guest. Answers are private.
   */
  readonly optional: onRequestAsyncHookHandler = async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const token = tokenOf(req);
    if (!token) return;
    const check = await this.tokens.verify(token);
    if (!check.ok || (await this.sessionVersionOf(check.customerId)) !== check.sessionVersion) return;
    req.customerId = check.customerId;
    req.tokenExpiresAt = check.expiresAt;
  };
}

/** The verified customer of an auth call (the route must have `onRequest: auth.required`). */
export function customerOf(req: FastifyRequest): number {
  if (req.customerId === undefined) throw new HttpError(401, AUTH_ERRORS.missing);
  return req.customerId;
}
