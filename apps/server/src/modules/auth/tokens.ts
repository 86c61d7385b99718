import { SignJWT, errors, jwtVerify } from 'jose';

/** A login token lives one day, or 30 days with remember-me. */
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
export const REMEMBER_ME_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** The only algorithm a token may carry: a token naming any other (or 'none') is refused. */
export const TOKEN_ALGORITHM = 'HS256';

export type TokenCheck = { ok: true; customerId: number } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Signs and verifies the login tokens: an HS256 JWT whose subject is the customer id, with
 * an issue time and an expiry. The server keeps no session; the signature is the proof.
 */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(customerId: number, rememberMe: boolean): Promise<string> {
    const lifetime = rememberMe ? REMEMBER_ME_TOKEN_LIFETIME_SECONDS : TOKEN_LIFETIME_SECONDS;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
      .setSubject(String(customerId))
      .setIssuedAt(now)
      .setExpirationTime(now + lifetime)
      .sign(this.key);
  }

  /** The customer a token names, when its signature, algorithm and expiry all check out. */
  async verify(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [TOKEN_ALGORITHM], requiredClaims: ['sub', 'exp'] });
      const sub = payload.sub ?? '';
      if (!/^[1-9]\d{0,15}$/.test(sub)) return { ok: false, reason: 'invalid' };
      return { ok: true, customerId: Number(sub) };
    } catch (err) {
      return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
