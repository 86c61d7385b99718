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
 * call, and signed with a key derived from JWT_SECRET that signs nothing else.
 */
export const DEVICE_COOKIE = 'shop_device';
export const DEVICE_COOKIE_PATH = '/api/Users/UserLogin';
export const DEVICE_COOKIE_DAYS = 365;

export class DeviceCookies {
  private readonly key: Uint8Array;

  constructor(jwtSecret: string) {
    this.key = crypto.createHmac('sha256', jwtSecret).update('device-cookie/v1').digest();
  }

  /** A new device cookie value for the (normalised) e-mail. */
  async issue(email: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'device' })
      .setSubject(email)
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
      return protectedHeader.typ === 'device' && payload.sub === email ? payload.jti! : null;
    } catch {
      return null;
    }
  }

  /** Sets the cookie on a successful login's answer (Secure when the request came over HTTPS). */
  set(reply: FastifyReply, request: FastifyRequest, value: string): void {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${DEVICE_COOKIE}=${value}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`,
    );
  }
}
