import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADDRESS_LIST_LIMIT, addressInfoResponseSchema, addressListResponseSchema, addressRequestSchema, apiOkSchema, positiveIntParam } from '@shop/core';
import { RATE_LIMITS, perCustomer } from '../../http/rate-limits.js';
import { customerOf, type Authenticator } from '../../http/auth.js';
import { ADDRESS_RESULT_MESSAGES, MAX_ADDRESSES_PER_CUSTOMER, type AddressesService } from './addresses.service.js';

const tags = ['addresses'];
const addressId = positiveIntParam('customer_address_id');
const addressIdBody = z.object({ customer_address_id: addressId });

/** The address calls of DESIGN.md section 4: always the token's customer's own addresses. */
export const addressesRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; addresses: AddressesService }> = async (app, { auth, addresses }) => {
  app.get(
    '/Customers/GetCustomerAddress',
    {
      onRequest: auth.required,
      schema: {
        tags,
        summary: "A page of the customer's addresses, the default first, then the newest",
        querystring: z.object({
          limit: positiveIntParam('limit', { max: ADDRESS_LIST_LIMIT }).default(MAX_ADDRESSES_PER_CUSTOMER),
          page: positiveIntParam('page').default(1),
        }),
        response: { 200: addressListResponseSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await addresses.list(customerOf(req), req.query.page, req.query.limit)) }),
  );

  app.get(
    '/Customers/GetCustomerAddressInfo',
    {
      onRequest: auth.required,
      schema: {
        tags,
        summary: "One of the customer's addresses (another customer's is 404)",
        querystring: z.object({ customer_address_id: addressId }),
        response: { 200: addressInfoResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: [await addresses.get(customerOf(req), req.query.customer_address_id)] }),
  );

  app.post(
    '/Customers/CreateCustomerAddress',
    {
      onRequest: auth.required,
      config: perCustomer(RATE_LIMITS.addressWritesPerCustomer),
      schema: {
        tags,
        summary: 'Create an address, or update one when customer_address_id is given',
        body: addressRequestSchema,
        response: { 200: apiOkSchema },
      },
    },
    async (req) => {
      const result = await addresses.save(customerOf(req), req.body);
      return { success: true as const, message: ADDRESS_RESULT_MESSAGES[result] };
    },
  );

  app.post(
    '/Customers/UpdateDefaultAddress',
    {
      onRequest: auth.required,
      config: perCustomer(RATE_LIMITS.addressWritesPerCustomer),
      schema: { tags, summary: 'Make an address the only default', body: addressIdBody, response: { 200: apiOkSchema } },
    },
    async (req) => {
      const result = await addresses.setDefault(customerOf(req), req.body.customer_address_id);
      return { success: true as const, message: result === 'set' ? ADDRESS_RESULT_MESSAGES.defaultSet : ADDRESS_RESULT_MESSAGES.alreadyDefault };
    },
  );

  app.post(
    '/Customers/DeleteCustomerAddress',
    {
      onRequest: auth.required,
      config: perCustomer(RATE_LIMITS.addressWritesPerCustomer),
      schema: { tags, summary: 'Delete an address; a deleted default passes to the newest other one', body: addressIdBody, response: { 200: apiOkSchema } },
    },
    async (req) => {
      await addresses.delete(customerOf(req), req.body.customer_address_id);
      return { success: true as const, message: ADDRESS_RESULT_MESSAGES.deleted };
    },
  );
};
