import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactResponseSchema, contactSchema } from '@shop/core';
import { RATE_LIMITS, perAddress } from '../../http/rate-limits.js';
import type { Messages } from './messages.service.js';
import { messageLanguageOf } from './request-language.js';

export const CONTACT_THANKS = 'Thank you for your message. We will get back to you soon.';
/** A 429 for an address that sent too many messages. */
export const CONTACT_RATE_MESSAGE = (wait: string) => `Too many messages from your address. Please try again ${wait}.`;

/**
 * The contact form's call. The spec's form sends nothing; the shop stores the message as a
 * ticket (T-000123) so someone can answer it, e-mails it to the shop's order e-mails
 * (replies go to the sender), acknowledges it to the sender with its ticket number (issue
 * 23), answers that number, and throttles each client address.
 */
export const messagesStoreRoutes: FastifyPluginAsyncZod<{ messages: Pick<Messages, 'receiveContact'> }> = async (app, { messages }) => {
  app.post(
    '/Contact/SendMessage',
    {
      config: perAddress(RATE_LIMITS.contactPerAddress, CONTACT_RATE_MESSAGE),
      schema: {
        tags: ['content'],
        summary: 'Send a message to the shop',
        body: contactSchema,
        response: { 200: contactResponseSchema },
      },
    },
    async (req) => {
      const { name, email, telephone, subject, message } = req.body;
      const ticket_number = await messages.receiveContact({ name, email, telephone, subject, message, client_ip: req.ip }, messageLanguageOf(req));
      return { success: true as const, message: CONTACT_THANKS, ticket_number };
    },
  );
};
