import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OUTBOX_MESSAGES,
  adminIdParam,
  adminMessagePageSchema,
  adminMessageResponseSchema,
  adminMessagesQuery,
  ticketStatusBodySchema,
  adminOkSchema,
  adminOutboxDetailSchema,
  adminOutboxPageSchema,
  adminOutboxQuery,
  adminOutboxSummarySchema,
  adminTestEmailResultSchema,
  adminTestEmailSchema,
  type AdminOutboxRow,
  type MessageKind,
  type OutboxStatus,
} from '@shop/core/admin';
import type { OutboxRow } from '../../db/schema.js';
import { actorOf, type StaffAuth } from '../staff/staff-auth.js';
import type { Messages } from './messages.service.js';

const outboxTags = ['admin: outbox'];
const messageTags = ['admin: messages'];

type Deps = { messages: Messages; staffAuth: StaffAuth };

/** An outbox row as the back office lists it (never the data it was rendered from). */
function toAdminRow(row: OutboxRow): AdminOutboxRow {
  return {
    outbox_id: row.outbox_id,
    kind: row.kind as MessageKind,
    recipient: row.recipient,
    language: row.language,
    subject: row.subject,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    last_error: row.last_error,
    sent_at: row.sent_at,
    created_at: row.created_at,
    message_id: row.message_id,
    order_id: row.order_id,
  };
}

/** Back office (staff and owner): the contact form's messages. */
export const contactMessagesAdminRoutes: FastifyPluginAsyncZod<Deps> = async (app, { messages, staffAuth }) => {
  const onRequest = staffAuth.staff;
  const params = z.object({ id: adminIdParam('Message id') });

  app.get(
    '/messages',
    {
      onRequest,
      schema: {
        tags: messageTags,
        summary:
          'Contact messages, newest first: by ticket status (open, answered, closed, handled = answered or closed, all), and text (ticket number, name, e-mail, phone, subject or message)',
        querystring: adminMessagesQuery,
        response: { 200: adminMessagePageSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await messages.contactMessages(req.query)) }),
  );

  app.get(
    '/messages/:id',
    {
      onRequest,
      schema: { tags: messageTags, summary: 'One contact message', params, response: { 200: adminMessageResponseSchema } },
    },
    async (req) => ({ success: true as const, data: await messages.contactMessage(req.params.id) }),
  );

  app.post(
    '/messages/:id/handled',
    {
      onRequest,
      schema: {
        tags: messageTags,
        summary: 'Mark a message handled, by the signed-in member (already handled: kept as it was)',
        params,
        response: { 200: adminMessageResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: await messages.setContactHandled(actorOf(req), req.params.id, true) }),
  );

  app.post(
    '/messages/:id/reopen',
    {
      onRequest,
      schema: { tags: messageTags, summary: 'Mark a handled message open again', params, response: { 200: adminMessageResponseSchema } },
    },
    async (req) => ({ success: true as const, data: await messages.setContactHandled(actorOf(req), req.params.id, false) }),
  );

  app.put(
    '/messages/:id/status',
    {
      onRequest,
      schema: {
        tags: messageTags,
        summary: "Set a message's ticket status: open, answered or closed (audited; the same status again changes nothing)",
        params,
        body: ticketStatusBodySchema,
        response: { 200: adminMessageResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: await messages.setTicketStatus(actorOf(req), req.params.id, req.body.status) }),
  );
};

/**
 * Back office: every e-mail the shop sent or will send (staff), each rendered for a preview,
 * a resend (audited), and a test e-mail through the configured transport (owner).
 */
export const outboxAdminRoutes: FastifyPluginAsyncZod<Deps> = async (app, { messages, staffAuth }) => {
  const params = z.object({ id: adminIdParam('Message id') });

  app.get(
    '/outbox',
    {
      onRequest: staffAuth.staff,
      schema: {
        tags: outboxTags,
        summary: 'E-mails, newest first, by status and kind',
        querystring: adminOutboxQuery,
        response: { 200: adminOutboxPageSchema },
      },
    },
    async (req) => {
      const { rows, total } = await messages.outboxPage(req.query);
      const data = rows.map(toAdminRow);
      return { success: true as const, data, total, page: req.query.page, page_size: req.query.page_size };
    },
  );

  app.get(
    '/outbox/summary',
    {
      onRequest: staffAuth.staff,
      schema: { tags: outboxTags, summary: 'How many e-mails failed for good, and how many wait to be sent', response: { 200: adminOutboxSummarySchema } },
    },
    async () => ({ success: true as const, data: await messages.outboxSummary() }),
  );

  app.get(
    '/outbox/:id',
    {
      onRequest: staffAuth.staff,
      schema: {
        tags: outboxTags,
        summary: 'One e-mail with its rendered HTML and text and its attachments',
        params,
        response: { 200: adminOutboxDetailSchema },
      },
    },
    async (req) => {
      const row = await messages.outboxRow(req.params.id);
      const preview = await messages.preview(row);
      return {
        success: true as const,
        data: { ...toAdminRow(row), subject: preview.subject, html: preview.html, text: preview.text, attachments: preview.attachments },
      };
    },
  );

  app.post(
    '/outbox/:id/resend',
    {
      onRequest: staffAuth.staff,
      schema: {
        tags: outboxTags,
        summary: 'Queue an e-mail to be sent again from its first attempt (same Message-ID); 409 while it is being sent',
        params,
        response: { 200: adminOkSchema },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await messages.outboxRow(req.params.id);
      await messages.resend(actor, row);
      return { success: true as const, message: OUTBOX_MESSAGES.resent };
    },
  );

  app.post(
    '/settings/test-email',
    {
      onRequest: staffAuth.owner,
      schema: {
        tags: outboxTags,
        summary: 'Send a test e-mail now through the configured transport (owner) and answer what the mail server said',
        body: adminTestEmailSchema,
        response: { 200: adminTestEmailResultSchema },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const result = await messages.sendTest(req.body.to, actor.email);
      return {
        success: result.success,
        message: result.success ? OUTBOX_MESSAGES.testQueued : `The test e-mail could not be sent: ${result.response}`,
        transport: messages.transport.kind,
        response: result.response,
      };
    },
  );
};
