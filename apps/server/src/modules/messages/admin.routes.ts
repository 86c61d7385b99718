import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OUTBOX_MESSAGES,
  adminIdParam,
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
import type { ShopDb } from '../../db/index.js';
import type { OutboxRow } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { HttpError, notFound } from '../../http/errors.js';
import { recordAudit } from '../staff/audit.js';
import { actorOf, type StaffAuth } from '../staff/staff-auth.js';
import type { Messages } from './messages.service.js';
import { OutboxRepository } from './outbox.repository.js';

const tags = ['admin: outbox'];

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

/**
 * Back office: every e-mail the shop sent or will send (staff), each rendered for a preview,
 * a resend (audited), and a test e-mail through the configured transport (owner).
 */
export const messagesAdminRoutes: FastifyPluginAsyncZod<{ shop: ShopDb; messages: Messages; staffAuth: StaffAuth }> = async (
  app,
  { shop, messages, staffAuth },
) => {
  const params = z.object({ id: adminIdParam('Message id') });
  const found = async (id: number) => {
    const row = await messages.repo.byId(id);
    if (!row) throw notFound(OUTBOX_MESSAGES.notFound);
    return row;
  };

  app.get(
    '/outbox',
    {
      onRequest: staffAuth.staff,
      schema: { tags, summary: 'E-mails, newest first, by status and kind', querystring: adminOutboxQuery, response: { 200: adminOutboxPageSchema } },
    },
    async (req) => {
      const { rows, total } = await messages.repo.page(req.query);
      const data = await Promise.all(rows.map(async (row) => ({ ...toAdminRow(row), subject: await messages.subject(row) })));
      return { success: true as const, data, total, page: req.query.page, page_size: req.query.page_size };
    },
  );

  app.get(
    '/outbox/summary',
    {
      onRequest: staffAuth.staff,
      schema: { tags, summary: 'How many e-mails failed for good, and how many wait to be sent', response: { 200: adminOutboxSummarySchema } },
    },
    async () => ({ success: true as const, data: await messages.repo.summary() }),
  );

  app.get(
    '/outbox/:id',
    {
      onRequest: staffAuth.staff,
      schema: { tags, summary: 'One e-mail with its rendered HTML and text and its attachments', params, response: { 200: adminOutboxDetailSchema } },
    },
    async (req) => {
      const row = await found(req.params.id);
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
        tags,
        summary: 'Queue an e-mail to be sent again from its first attempt (same Message-ID); 409 while it is being sent',
        params,
        response: { 200: adminOkSchema },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await found(req.params.id);
      const queued = await writeTransaction(shop, async (trx) => {
        if (!(await new OutboxRepository(trx, shop.engine).resend(row.outbox_id, new Date()))) return false;
        await recordAudit(trx, actor, {
          action: 'outbox.resend',
          entity: 'outbox',
          entityId: row.outbox_id,
          before: { status: row.status, attempts: row.attempts, last_error: row.last_error },
          after: { status: 'pending', recipient: row.recipient, kind: row.kind },
        });
        return true;
      });
      if (!queued) throw new HttpError(409, OUTBOX_MESSAGES.notResendable);
      messages.written();
      return { success: true as const, message: OUTBOX_MESSAGES.resent };
    },
  );

  app.post(
    '/settings/test-email',
    {
      onRequest: staffAuth.owner,
      schema: {
        tags,
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
