import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParam, adminMessagePageSchema, adminMessageResponseSchema, adminMessagesQuery } from '@shop/core/admin';
import type { AdminDeps } from '../deps.js';
import { actorOf } from '../../staff/staff-auth.js';
import { AdminMessagesService } from './messages.service.js';

const tags = ['admin: messages'];

/** Back office (staff and owner): the contact form's messages. */
export const adminMessagesRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { shop, staffAuth }) => {
  const messages = new AdminMessagesService(shop);
  const onRequest = staffAuth.staff;
  const params = z.object({ id: adminIdParam('Message id') });

  app.get(
    '/messages',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Contact messages, newest first: open, handled or all, and text (name, e-mail, phone, subject or message)',
        querystring: adminMessagesQuery,
        response: { 200: adminMessagePageSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await messages.list(req.query)) }),
  );

  app.get(
    '/messages/:id',
    {
      onRequest,
      schema: { tags, summary: 'One contact message', params, response: { 200: adminMessageResponseSchema } },
    },
    async (req) => ({ success: true as const, data: await messages.message(req.params.id) }),
  );

  app.post(
    '/messages/:id/handled',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mark a message handled, by the signed-in member (already handled: kept as it was)',
        params,
        response: { 200: adminMessageResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: await messages.setHandled(actorOf(req), req.params.id, true) }),
  );

  app.post(
    '/messages/:id/reopen',
    {
      onRequest,
      schema: { tags, summary: 'Mark a handled message open again', params, response: { 200: adminMessageResponseSchema } },
    },
    async (req) => ({ success: true as const, data: await messages.setHandled(actorOf(req), req.params.id, false) }),
  );
};
