import { MAX_ID } from '@shop/core';
import { SignJWT, errors, jwtVerify } from 'jose';
import { TtlCache } from '../../lib/cache.js';

/** A login token lives one day, or 30 days with remember-me. */
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
export const REMEMBER_ME_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** The only algorithm a token may carry: a token naming any other (or 'none') is refused. */
export const TOKEN_ALGORITHM = 'HS256';

export interface TokenClaims {
  customerId: number;
  /** The account's session version when the token was signed (0 for tokens made before versions). */
  sessionVersion: number;
  /** Expiry, in seconds since the epoch. */
  expiresAt: number;
}

export type TokenCheck = ({ ok: true } & TokenClaims) | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Signs and verifies the login tokens: an HS256 JWT whose subject is the customer id, with
 * the account's session version (`sv`), an issue time and an expiry. The server keeps no
 * session; the signature is the proof, and the version lets one change end them all.
 */
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature was checked in the last minute, with their claims: a shopper's
   * calls carry the same token, and the HMAC check was a measurable share of each order
   * (jose goes through WebCrypto). Only good tokens are kept; expiry is checked on every use,
   * and the session version is still compared with the account on every call.
   */
  private readonly verified = new TtlCache<TokenClaims>({ ttlMs: 60_000, maxEntries: 10_000, maxBytes: 4 * 1024 * 1024 });

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A token for the customer; `expiresAt` keeps an existing session's expiry (a re-issued token). */
  async sign(customerId: number, sessionVersion: number, lifetime: { rememberMe: boolean } | { expiresAt: number }): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const exp = 'expiresAt' in lifetime ? lifetime.expiresAt : now + (lifetime.rememberMe ? REMEMBER_ME_TOKEN_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS);
    return new SignJWT({ sv: sessionVersion })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
      .setSubject(String(customerId))
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
  }

  /** The customer a token names, when its signature, algorithm and expiry all check out. */
  async verify(token: string): Promise<TokenCheck> {
    const known = this.verified.get(token);
    if (known) return known.expiresAt * 1000 > Date.now() ? { ok: true, ...known } : { ok: false, reason: 'expired' };
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [TOKEN_ALGORITHM], requiredClaims: ['sub', 'exp'] });
      const sub = payload.sub ?? '';
      if (!/^[1-9]\d{0,9}$/.test(sub) || Number(sub) > MAX_ID) return { ok: false, reason: 'invalid' };
      const sv = payload.sv ?? 0;
      if (typeof sv !== 'number' || !Number.isSafeInteger(sv) || sv < 0) return { ok: false, reason: 'invalid' };
      const claims = { customerId: Number(sub), sessionVersion: sv, expiresAt: payload.exp! };
      this.verified.set(token, claims);
      return { ok: true, ...claims };
    } catch (err) {
      return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
