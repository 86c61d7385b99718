import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { ShopDb } from './db/index.js';
import { catalogAdminRoutes } from './modules/catalog/admin.routes.js';
import type { CatalogService } from './modules/catalog/catalog.service.js';
import { contentAdminRoutes } from './modules/content/admin.routes.js';
import type { ContentService } from './modules/content/content.service.js';
import { policiesAdminRoutes } from './modules/policies/admin.routes.js';
import type { PoliciesService } from './modules/policies/policies.service.js';
import { customersAdminRoutes } from './modules/customers/admin.routes.js';
import type { CustomersService } from './modules/customers/customers.service.js';
import { contactMessagesAdminRoutes, outboxAdminRoutes } from './modules/messages/admin.routes.js';
import type { Messages } from './modules/messages/messages.service.js';
import { ordersAdminRoutes } from './modules/orders/admin.routes.js';
import type { OrdersService } from './modules/orders/orders.service.js';
import { paymentsAdminRoutes } from './modules/payments/payments.routes.js';
import type { Payments } from './modules/payments/payments.service.js';
import { reviewsAdminRoutes } from './modules/reviews/admin.routes.js';
import { searchAdminRoutes } from './modules/search/admin.routes.js';
import { SearchMissesService } from './modules/search/misses.service.js';
import type { ReviewsService } from './modules/reviews/reviews.service.js';
import { settingsAdminRoutes } from './modules/settings/admin.routes.js';
import type { SettingsService } from './modules/settings/settings.service.js';
import type { StaffAuth } from './modules/staff/staff-auth.js';
import type { StaffCookies } from './modules/staff/staff-cookie.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import type { StaffService } from './modules/staff/staff.service.js';

/** The domain services and the staff's sign-in that the back office's routes are given. */
export interface AdminApiDeps {
  config: Config;
  shop: ShopDb;
  staffService: StaffService;
  /** `onRequest: staffAuth.staff` (owner or staff) or `staffAuth.owner` on every route but sign-in. */
  staffAuth: StaffAuth;
  staffCookies: StaffCookies;
  catalog: CatalogService;
  content: ContentService;
  policies: PoliciesService;
  customers: CustomersService;
  messages: Messages;
  orders: OrdersService;
  payments: Payments;
  reviews: ReviewsService;
  settings: SettingsService;
}

/**
 * The back office's API (DESIGN 8), under /api/admin: each domain's admin.routes.ts over the
 * same services the storefront's routes use. Every route checks the member's role on the
 * server, and no answer is kept by a cache. Registered in this order so the OpenAPI document
 * lists the back office's paths as it always has.
 */
export const adminApi: FastifyPluginAsyncZod<AdminApiDeps> = async (admin, deps) => {
  const { staffAuth } = deps;
  admin.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await admin.register(staffRoutes, { staffService: deps.staffService, staffAuth, staffCookies: deps.staffCookies });
  await admin.register(ordersAdminRoutes, { orders: deps.orders, staffAuth });
  await admin.register(catalogAdminRoutes, { catalog: deps.catalog, staffAuth, config: deps.config, shop: deps.shop });
  await admin.register(contentAdminRoutes, { content: deps.content, staffAuth });
  await admin.register(policiesAdminRoutes, { policies: deps.policies, staffAuth });
  await admin.register(reviewsAdminRoutes, { reviews: deps.reviews, staffAuth });
  await admin.register(contactMessagesAdminRoutes, { messages: deps.messages, staffAuth });
  await admin.register(customersAdminRoutes, { customers: deps.customers, staffAuth });
  await admin.register(settingsAdminRoutes, { settings: deps.settings, staffAuth });
  await admin.register(outboxAdminRoutes, { messages: deps.messages, staffAuth });
  await admin.register(paymentsAdminRoutes, { payments: deps.payments, staffAuth });
  // The searches that found nothing: read from the table the storefront's SearchMisses writes.
  await admin.register(searchAdminRoutes, { misses: new SearchMissesService(deps.shop), staffAuth });
};
