import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { STAFF_MESSAGES } from '@shop/core/admin';
import { HttpError } from '../../http/errors.js';
import type { TokenService } from '../auth/tokens.js';
import { BACK_OFFICE_HEADER, BACK_OFFICE_HEADER_VALUE, staffCookieOf, type StaffCookies } from './staff-cookie.js';
import type { Actor } from './audit.js';
import type { SignedInStaff, StaffService } from './staff.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member of a back-office call; set by `StaffAuth.staff` / `.owner`. */
    staff?: SignedInStaff;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerOf(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (typeof auth !== 'string') return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
  return m ? m[1]! : null;
}

/**
 * The back office's doors, checked on the server for every call: no token is 401; a
 * customer's login token is 403 (a customer can never open the back office); a staff
 * session that has ended is 401; `owner` routes refuse staff with 403. Answers are private.
 * The token comes as `Authorization: Bearer` (API clients), or in the back office's HttpOnly
 * cookie (the browser); a change made with the cookie must also carry the back office's
 * X-Requested-With header, which no other site's form or script can send (403 otherwise).
 */
export class StaffAuth {
  constructor(
    private readonly staffService: StaffService,
    private readonly customerTokens: TokenService,
    private readonly cookies: StaffCookies,
  ) {}

  private async identify(req: FastifyRequest, reply: FastifyReply): Promise<SignedInStaff> {
    const header = bearerOf(req) ?? (typeof req.headers.token === 'string' ? req.headers.token.trim() : null);
    const cookie = header ? undefined : staffCookieOf(req);
    const token = header ?? cookie;
    if (!token) throw new HttpError(401, STAFF_MESSAGES.signInRequired);
    if (cookie && !SAFE_METHODS.has(req.method) && req.headers[BACK_OFFICE_HEADER] !== BACK_OFFICE_HEADER_VALUE) {
      throw new HttpError(403, STAFF_MESSAGES.notFromBackOffice);
    }
    const staff = await this.staffService.session(token);
    if (staff) return staff;
    if (cookie) {
      this.cookies.clear(reply, req);
      throw new HttpError(401, STAFF_MESSAGES.sessionEnded);
    }
    if ((await this.customerTokens.verify(token)).ok) throw new HttpError(403, STAFF_MESSAGES.customerToken);
    throw new HttpError(401, STAFF_MESSAGES.sessionEnded);
  }

  /** Any active member (owner or staff). */
  readonly staff: onRequestAsyncHookHandler = async (req, reply) => {
    reply.header('cache-control', 'no-store');
    req.staff = await this.identify(req, reply);
  };

  /** The owner only. */
  readonly owner: onRequestAsyncHookHandler = async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const staff = await this.identify(req, reply);
    if (staff.role !== 'owner') throw new HttpError(403, STAFF_MESSAGES.ownerOnly);
    req.staff = staff;
  };
}

/** The signed-in member of a back-office call, as the audit log names them. */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.staff) throw new HttpError(401, STAFF_MESSAGES.signInRequired);
  return { staffId: req.staff.staffId, email: req.staff.email };
}
