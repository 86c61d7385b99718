import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { cookieValue } from '../../http/cookies.js';

/**
 * Device cookies (after OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a
 * successful login leaves in that browser a signed cookie naming the account. A later login
 * to the same account that carries it comes from a trusted device, which the account-wide
 * throttle does not slow (login-throttle.ts): strangers guessing from many addresses cannot
 * lock the owner out of their own browser. The cookie is HttpOnly, sent only to the login
 * call, Secure whenever the shop is served over HTTPS, and signed with a key derived from
 * JWT_SECRET that signs nothing else. It names the account by an opaque keyed hash of its
 * e-mail, never the e-mail itself (a JWT's payload is only base64).
 */
export const DEVICE_COOKIE = 'shop_device';
export const DEVICE_COOKIE_PATH = '/api/Users/UserLogin';
export const DEVICE_COOKIE_DAYS = 365;

export class DeviceCookies {
  private readonly key: Uint8Array;

  /** `alwaysSecure`: the shop's public address is https (PUBLIC_URL), so the cookie is Secure whatever the hop. */
  constructor(
    jwtSecret: string,
    private readonly alwaysSecure = false,
  ) {
    this.key = crypto.createHmac('sha256', jwtSecret).update('device-cookie/v1').digest();
  }

  /** The account's opaque name in the cookie: a keyed hash of the (normalised) e-mail. */
  private accountOf(email: string): string {
    return crypto.createHmac('sha256', this.key).update(`account\n${email}`).digest('base64url').slice(0, 22);
  }

  /** A new device cookie value for the (normalised) e-mail. */
  async issue(email: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'device' })
      .setSubject(this.accountOf(email))
      .setJti(crypto.randomBytes(12).toString('base64url'))
      .setIssuedAt()
      .setExpirationTime(`${DEVICE_COOKIE_DAYS}d`)
      .sign(this.key);
  }

  /** The device id when the request carries a valid device cookie for this e-mail, else null. */
  async trustedDevice(request: FastifyRequest, email: string): Promise<string | null> {
    const value = cookieValue(request.headers.cookie, DEVICE_COOKIE);
    if (!value) return null;
    try {
      const { payload, protectedHeader } = await jwtVerify(value, this.key, { algorithms: ['HS256'], requiredClaims: ['sub', 'jti', 'exp'] });
      return protectedHeader.typ === 'device' && payload.sub === this.accountOf(email) ? payload.jti! : null;
    } catch {
      return null;
    }
  }

  /**
   * Sets the cookie on a successful login's answer: Secure when the shop's PUBLIC_URL is https
   * or the request came over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto).
   */
  set(reply: FastifyReply, request: FastifyRequest, value: string): void {
    const secure = this.alwaysSecure || request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${DEVICE_COOKIE}=${value}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`,
    );
  }
}
