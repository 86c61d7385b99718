import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiOkSchema, contactSchema } from '@shop/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** How many contact messages one client address may send in CONTACT_WINDOW. */
export const CONTACT_MAX_PER_WINDOW = 5;
export const CONTACT_WINDOW = '10 minutes';
export const CONTACT_THANKS = 'Thank you for your message. We will get back to you soon.';

/**
 * The contact form's call. The spec's form sends nothing; the shop stores the message so
 * someone can answer it, and throttles each client address.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.post('/Contact/SendMessage', {
    config: {
      rateLimit: {
        max: CONTACT_MAX_PER_WINDOW,
        timeWindow: CONTACT_WINDOW,
        errorResponseBuilder: (_req, ctx) => ({
          statusCode: 429,
          success: false,
          message: `Too many messages from your address. Please try again in ${Math.ceil(ctx.ttl / 60_000)} minute(s).`,
        }),
      },
    },
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
