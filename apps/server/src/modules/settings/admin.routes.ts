import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditPageSchema, adminAuditQuery, shopSettingsResponseSchema, shopSettingsSchema } from '@shop/core/admin';
import { actorOf, type StaffAuth } from '../staff/staff-auth.js';
import type { SettingsService } from './settings.service.js';

/**
 * Back office: the shop's settings (`/settings`: staff read, the owner writes), used for the
 * seller block of new invoices and the UPI id of new UPI orders; and the audit log (`/audit`, owner).
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{ settings: SettingsService; staffAuth: StaffAuth }> = async (app, { settings, staffAuth }) => {
  app.get(
    '/settings',
    {
      onRequest: staffAuth.staff,
      schema: {
        tags: ['admin: settings'],
        summary: 'The shop’s settings: name, address, phone, e-mail, GSTIN, state and UPI id (the defaults while none is saved)',
        response: { 200: shopSettingsResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await settings.settings() }),
  );

  app.put(
    '/settings',
    {
      onRequest: staffAuth.owner,
      schema: {
        tags: ['admin: settings'],
        summary: 'Save every setting (owner). New invoices and UPI orders use them; issued invoices keep theirs',
        body: shopSettingsSchema,
        response: { 200: shopSettingsResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: await settings.save(actorOf(req), req.body) }),
  );

  app.get(
    '/audit',
    {
      onRequest: staffAuth.owner,
      schema: {
        tags: ['admin: audit'],
        summary: 'The audit log, newest first (owner): who changed what and when, with before and after; by entity, entity id, action or member',
        querystring: adminAuditQuery,
        response: { 200: adminAuditPageSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await settings.audit(req.query)) }),
  );
};
