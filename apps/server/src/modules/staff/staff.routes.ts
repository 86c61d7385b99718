import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParam,
  adminOkSchema,
  setupRequestSchema,
  setupStatusResponseSchema,
  STAFF_MESSAGES,
  staffCreateSchema,
  staffListResponseSchema,
  staffMeResponseSchema,
  staffSessionResponseSchema,
  staffSignInSchema,
  staffUpdateSchema,
} from '@shop/core/admin';
import { perAddress, RATE_LIMITS } from '../../http/rate-limits.js';
import { actorOf, type StaffAuth } from './staff-auth.js';
import type { StaffService } from './staff.service.js';
import type { StaffCookies } from './staff-cookie.js';

const tags = ['admin: staff'];

/** `/api/admin/setup`, `/api/admin/session` and `/api/admin/staff` (owner). */
export const staffRoutes: FastifyPluginAsyncZod<{ staffService: StaffService; staffAuth: StaffAuth; staffCookies: StaffCookies }> = async (
  app,
  { staffService, staffAuth, staffCookies },
) => {
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/setup',
    {
      config: perAddress(RATE_LIMITS.staffSignInPerAddress),
      schema: {
        tags,
        summary: 'Whether a setup link is still valid (no owner yet and the token unused)',
        querystring: z.object({ token: z.string().max(200).default('') }),
        response: { 200: setupStatusResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: { valid: req.query.token ? await staffService.setupTokenValid(req.query.token) : false } }),
  );

  app.post(
    '/setup',
    {
      config: perAddress(RATE_LIMITS.staffSignInPerAddress),
      schema: {
        tags,
        summary: 'Create the first owner with a setup link from the server log; signs them in. A used or unknown link is 410',
        body: setupRequestSchema,
        response: { 201: staffSessionResponseSchema },
      },
    },
    async (req, reply) => {
      const session = await staffService.completeSetup(req.body);
      staffCookies.set(reply, req, session.token, session.expires_at);
      return reply.code(201).send({ success: true as const, data: session });
    },
  );

  app.post(
    '/session',
    {
      config: perAddress(RATE_LIMITS.staffSignInPerAddress),
      schema: {
        tags,
        summary: 'Sign in: a session token for 12 hours (2 hours idle); failures throttled as for customers (429)',
        body: staffSignInSchema,
        response: { 200: staffSessionResponseSchema },
      },
    },
    async (req, reply) => {
      const session = await staffService.signIn(req.body, req.ip);
      // The browser keeps it in the HttpOnly cookie; API clients use the token in the answer.
      staffCookies.set(reply, req, session.token, session.expires_at);
      return { success: true as const, data: session };
    },
  );

  app.get(
    '/session',
    {
      onRequest: staffAuth.staff,
      schema: { tags, summary: 'The signed-in member', response: { 200: staffMeResponseSchema } },
    },
    async (req) => {
      const member = await staffService.repo.findMember(req.staff!.staffId);
      return {
        success: true as const,
        data: {
          staff_id: member!.staff_id,
          email: member!.email,
          name: member!.name,
          role: member!.role,
          active: member!.active === 1,
          created_at: member!.created_at,
        },
      };
    },
  );

  app.delete(
    '/session',
    {
      onRequest: staffAuth.staff,
      schema: { tags, summary: 'Sign out: this session ends on the server', response: { 200: adminOkSchema } },
    },
    async (req, reply) => {
      await staffService.signOut(req.staff!);
      staffCookies.clear(reply, req);
      return { success: true as const, message: STAFF_MESSAGES.signedOut };
    },
  );

  app.get(
    '/staff',
    {
      onRequest: staffAuth.owner,
      schema: { tags, summary: 'Staff accounts (owner)', response: { 200: staffListResponseSchema } },
    },
    async () => ({ success: true as const, data: await staffService.list() }),
  );

  app.post(
    '/staff',
    {
      onRequest: staffAuth.owner,
      schema: { tags, summary: 'Add a staff account (owner); a taken e-mail is 409', body: staffCreateSchema, response: { 201: staffMeResponseSchema } },
    },
    async (req, reply) => reply.code(201).send({ success: true as const, data: await staffService.create(actorOf(req), req.body) }),
  );

  app.patch(
    '/staff/:id',
    {
      onRequest: staffAuth.owner,
      schema: {
        tags,
        summary: 'Change a staff account (owner): name, role, active, password; a password change or switch-off ends its sessions',
        params: z.object({ id: adminIdParam('Staff id') }),
        body: staffUpdateSchema,
        response: { 200: staffMeResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: await staffService.update(actorOf(req), req.params.id, req.body) }),
  );
};
