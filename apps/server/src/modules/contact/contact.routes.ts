import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiOkSchema, contactSchema } from '@shop/core';
import type { ShopDb } from '../../db/index.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { RATE_LIMITS, perAddress } from '../../http/rate-limits.js';
import type { Messages } from '../messages/messages.service.js';
import type { ShopProfile } from '../orders/shop-profile.js';

export const CONTACT_THANKS = 'Thank you for your message. We will get back to you soon.';
/** A 429 for an address that sent too many messages. */
export const CONTACT_RATE_MESSAGE = (wait: string) => `Too many messages from your address. Please try again ${wait}.`;

/**
 * The contact form's call. The spec's form sends nothing; the shop stores the message so
 * someone can answer it, e-mails it to the shop's order e-mails (replies go to the sender),
 * and throttles each client address.
 */
export const contactRoutes: FastifyPluginAsyncZod<{
  shop: ShopDb;
  messages: Pick<Messages, 'write' | 'written'>;
  profile: () => Promise<ShopProfile>;
}> = async (app, { shop, messages, profile }) => {
  app.post(
    '/Contact/SendMessage',
    {
      config: perAddress(RATE_LIMITS.contactPerAddress, CONTACT_RATE_MESSAGE),
      schema: {
        tags: ['content'],
        summary: 'Send a message to the shop',
        body: contactSchema,
        response: { 200: apiOkSchema },
      },
    },
    async (req) => {
      const b = req.body;
      const { alertEmails } = await profile();
      await writeTransaction(shop, async (trx) => {
        await trx
          .insertInto('contact_messages')
          .values({
            name: b.name,
            email: b.email,
            telephone: b.telephone,
            subject: b.subject,
            message: b.message,
            client_ip: req.ip,
            created_at: new Date().toISOString(),
          })
          .execute();
        const data = { name: b.name, email: b.email, telephone: b.telephone, subject: b.subject, message: b.message, admin_path: '/admin/messages' };
        await messages.write(
          trx,
          alertEmails.map((recipient) => ({ kind: 'staff_contact_message' as const, recipient, language: 'en' as const, replyTo: b.email, data })),
        );
      });
      messages.written();
      return { success: true as const, message: CONTACT_THANKS };
    },
  );
};
