import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_ERASURE_MESSAGES, apiOkSchema, customerDataExportSchema, deleteAccountRequestSchema } from '@shop/core';
import { customerOf, type Authenticator } from '../../http/auth.js';
import { RATE_LIMITS, perAddress } from '../../http/rate-limits.js';
import type { AccountErasureService } from './account-erasure.service.js';

const tags = ['accounts'];

/** Customers/DeleteCustomerAccount and Customers/DownloadCustomerData: the caller's right to erasure and to a copy (decision 021). */
export const accountErasureRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; erasure: AccountErasureService }> = async (app, { auth, erasure }) => {
  app.post(
    '/Customers/DeleteCustomerAccount',
    {
      onRequest: auth.required,
      config: perAddress(RATE_LIMITS.loginPerAddress),
      schema: {
        tags,
        summary:
          "Erase the caller's account with its current password (throttled as a login; a wrong one is 400): name, e-mail, addresses, reviews' author name and every session; orders and invoices are kept with their personal fields replaced. 409 naming the orders while any is open",
        body: deleteAccountRequestSchema,
        response: { 200: apiOkSchema },
      },
    },
    async (req) => {
      await erasure.erase(customerOf(req), req.body, { ip: req.ip });
      return { success: true as const, message: ACCOUNT_ERASURE_MESSAGES.deleted };
    },
  );

  app.get(
    '/Customers/DownloadCustomerData',
    {
      onRequest: auth.required,
      schema: {
        tags,
        summary: "The caller's data as a JSON file (Content-Disposition: attachment): account, addresses, orders with their lines, reviews",
        response: { 200: customerDataExportSchema },
      },
    },
    async (req, reply) => {
      const data = await erasure.export(customerOf(req));
      const day = data.exported_at.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="my-data-${data.account.customer_id}-${day}.json"`);
      return data;
    },
  );
};
