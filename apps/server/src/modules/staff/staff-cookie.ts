import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '../../http/cookies.js';

/**
 * The back office's session cookie: the session token itself, HttpOnly (no script can read
 * it), SameSite=Strict (no other site's page can send it), scoped to /api/admin, Secure when
 * the shop is served over HTTPS. Every tab of the browser shares it, so an order opened in a
 * new tab is signed in, and signing out in one tab signs out all of them. The server-side
 * rules are the session's own (12 hours, 2 idle, ended by a password change or switch-off).
 */
export const STAFF_COOKIE = 'shop_admin';
const STAFF_COOKIE_PATH = '/api/admin';
/** The header the back office sends with every call: a cross-site form cannot set it. */
export const BACK_OFFICE_HEADER = 'x-requested-with';
export const BACK_OFFICE_HEADER_VALUE = 'shop-admin';

/** The session token a request's cookie carries, if it looks like one. */
export function staffCookieOf(req: FastifyRequest): string | undefined {
  const value = cookieValue(req.headers.cookie, STAFF_COOKIE);
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

export class StaffCookies {
  constructor(private readonly alwaysSecure: boolean) {}

  private attributes(req: FastifyRequest): string {
    const secure = this.alwaysSecure || req.protocol === 'https' ? '; Secure' : '';
    return `Path=${STAFF_COOKIE_PATH}; HttpOnly; SameSite=Strict${secure}`;
  }

  /** On a sign-in's (or setup's) answer: lives as long as the session may. */
  set(reply: FastifyReply, req: FastifyRequest, token: string, expiresAt: string): void {
    const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
    reply.header('set-cookie', `${STAFF_COOKIE}=${token}; Max-Age=${seconds}; ${this.attributes(req)}`);
  }

  /** On sign-out, and on a call whose cookie names an ended session. */
  clear(reply: FastifyReply, req: FastifyRequest): void {
    reply.header('set-cookie', `${STAFF_COOKIE}=; Max-Age=0; ${this.attributes(req)}`);
  }
}
