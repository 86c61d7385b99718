import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiOkSchema, contactSchema } from '@shop/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { RATE_LIMITS, perAddress } from '../../http/rate-limits.js';

export const CONTACT_THANKS = 'Thank you for your message. We will get back to you soon.';

/**
 * The contact form's call. The spec's form sends nothing; the shop stores the message so
 * someone can answer it, and throttles each client address.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.post('/Contact/SendMessage', {
    config: perAddress(RATE_LIMITS.contactPerAddress, (wait) => `Too many messages from your address. Please try again ${wait}.`),
    schema: {
      tags: ['content'],
      summary: 'Send a message to the shop',
      body: contactSchema,
      response: { 200: apiOkSchema },
    },
  }, async (req) => {
    const b = req.body;
    await db
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
    return { success: true as const, message: CONTACT_THANKS };
  });
};
