import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageLanguageOf } from '../messages/request-language.js';
import { customerInfoResponseSchema, updateCustomerRequestSchema, updateCustomerResponseSchema } from '@shop/core';
import { customerOf, type Authenticator } from '../../http/auth.js';
import { CUSTOMER_MESSAGES, type CustomersService } from './customers.service.js';

const tags = ['accounts'];

/** Customers/GetCustomerInfo and Customers/UpdateCustomer: the logged-in customer's own account. */
export const customersStoreRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; customers: CustomersService }> = async (app, { auth, customers }) => {
  app.get(
    '/Customers/GetCustomerInfo',
    {
      onRequest: auth.required,
      schema: { tags, summary: "The customer's account: id, names and e-mail (never a password)", response: { 200: customerInfoResponseSchema } },
    },
    async (req) => ({ success: true as const, data: [await customers.info(customerOf(req))] }),
  );

  app.post(
    '/Customers/UpdateCustomer',
    {
      onRequest: auth.required,
      schema: {
        tags,
        summary:
          'Save names and e-mail; a new password (customer_password) or a new e-mail needs current_password, ends every other session and answers this session’s new token',
        body: updateCustomerRequestSchema,
        response: { 200: updateCustomerResponseSchema },
      },
    },
    async (req) => {
      const { token } = await customers.update(customerOf(req), req.body, {
        ip: req.ip,
        tokenExpiresAt: req.tokenExpiresAt!,
        language: messageLanguageOf(req),
      });
      return { success: true as const, message: CUSTOMER_MESSAGES.updated, ...(token ? { data: { token } } : {}) };
    },
  );
};
