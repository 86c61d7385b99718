import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCustomerPageSchema, adminCustomerResponseSchema, adminCustomersQuery, adminIdParam } from '@shop/core/admin';
import type { StaffAuth } from '../staff/staff-auth.js';
import type { CustomersService } from './customers.service.js';

const tags = ['admin: customers'];

/** Back office (staff and owner): customers, read only; never a password or its hash. */
export const customersAdminRoutes: FastifyPluginAsyncZod<{ customers: CustomersService; staffAuth: StaffAuth }> = async (app, { customers, staffAuth }) => {
  const onRequest = staffAuth.staff;

  app.get(
    '/customers',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Customers, newest first, with their order count and what they spent; q searches name, display name and e-mail',
        querystring: adminCustomersQuery,
        response: { 200: adminCustomerPageSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await customers.list(req.query)) }),
  );

  app.get(
    '/customers/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A customer: details, every address, order count and totals, and the latest orders',
        params: z.object({ id: adminIdParam('Customer id') }),
        response: { 200: adminCustomerResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: await customers.customer(req.params.id) }),
  );
};
