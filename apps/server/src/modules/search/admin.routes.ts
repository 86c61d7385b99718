import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_MISS_MESSAGES, adminOkSchema, searchMissDismissQuerySchema, searchMissListQuerySchema, searchMissListResponseSchema } from '@shop/core/admin';
import { actorOf, type StaffAuth } from '../staff/staff-auth.js';
import type { SearchMissesService } from './misses.service.js';

/** Back office: the searches that found nothing (`/api/admin/search-misses`). */
export const searchAdminRoutes: FastifyPluginAsyncZod<{ misses: SearchMissesService; staffAuth: StaffAuth }> = async (app, { misses, staffAuth }) => {
  const onRequest = staffAuth.staff;
  const tags = ['admin: search'];

  app.get(
    '/search-misses',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Searches of the storefront's results page that found nothing, one row per query as search reads it (folded): the last typed form, how often, first and last seen; most searched (sort=count) or most recent (sort=last_seen) first",
        querystring: searchMissListQuerySchema,
        response: { 200: searchMissListResponseSchema },
      },
    },
    async (req) => {
      const { rows, total } = await misses.list(req.query);
      return { success: true as const, data: rows, total, page: req.query.page, page_size: req.query.page_size };
    },
  );

  app.delete(
    '/search-misses',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Dismiss one search from the list by its query_key (it comes back if shoppers search for it again and find nothing); 404 when it is not listed',
        querystring: searchMissDismissQuerySchema,
        response: { 200: adminOkSchema },
      },
    },
    async (req) => {
      await misses.dismiss(actorOf(req), req.query.query_key);
      return { success: true as const, message: SEARCH_MISS_MESSAGES.dismissed };
    },
  );
};
