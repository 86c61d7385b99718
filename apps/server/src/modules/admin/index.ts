import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from './deps.js';
import { catalogAdminRoutes } from '../catalog/admin.routes.js';
import { contentAdminRoutes } from '../content/admin.routes.js';
import { reviewsAdminRoutes } from '../reviews/admin.routes.js';
import { contactMessagesAdminRoutes } from '../messages/admin.routes.js';
import { customersAdminRoutes } from '../customers/admin.routes.js';
import { settingsAdminRoutes } from '../settings/admin.routes.js';
import { ordersAdminRoutes } from '../orders/admin.routes.js';

/** Every back-office resource under /api/admin (besides staff and sessions, in modules/staff). */
export const adminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(ordersAdminRoutes, deps);
  await app.register(catalogAdminRoutes, deps);
  await app.register(contentAdminRoutes, deps);
  await app.register(reviewsAdminRoutes, deps);
  await app.register(contactMessagesAdminRoutes, deps);
  await app.register(customersAdminRoutes, deps);
  await app.register(settingsAdminRoutes, deps);
};
