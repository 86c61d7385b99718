import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParam, adminOkSchema, adminReviewPageSchema, adminReviewResponseSchema, adminReviewsQuery, CONTENT_MESSAGES } from '@shop/core/admin';
import { actorOf, type StaffAuth } from '../staff/staff-auth.js';
import type { ReviewsService } from './reviews.service.js';

const tags = ['admin: reviews'];

/** Back office (staff and owner): review moderation. A hidden review leaves the storefront and the product's average. */
export const reviewsAdminRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService; staffAuth: StaffAuth }> = async (app, { reviews, staffAuth }) => {
  const onRequest = staffAuth.staff;
  const params = z.object({ id: adminIdParam('Review id') });

  app.get(
    '/reviews',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reviews, newest first, hidden ones too: by product, rating range, hidden or shown, and text (review, name, e-mail or product title)',
        querystring: adminReviewsQuery,
        response: { 200: adminReviewPageSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await reviews.list(req.query)) }),
  );

  app.get(
    '/reviews/:id',
    {
      onRequest,
      schema: { tags, summary: 'One review', params, response: { 200: adminReviewResponseSchema } },
    },
    async (req) => ({ success: true as const, data: await reviews.review(req.params.id) }),
  );

  app.post(
    '/reviews/:id/hide',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Hide a review: gone from the storefront and from the product’s average and count (hiding a hidden review changes nothing)',
        params,
        response: { 200: adminReviewResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: await reviews.setHidden(actorOf(req), req.params.id, true) }),
  );

  app.post(
    '/reviews/:id/show',
    {
      onRequest,
      schema: { tags, summary: 'Show a hidden review again: its rating counts again', params, response: { 200: adminReviewResponseSchema } },
    },
    async (req) => ({ success: true as const, data: await reviews.setHidden(actorOf(req), req.params.id, false) }),
  );

  app.delete(
    '/reviews/:id',
    {
      onRequest,
      schema: { tags, summary: 'Delete a review for good; a shown one’s rating leaves the product’s average', params, response: { 200: adminOkSchema } },
    },
    async (req) => {
      await reviews.remove(actorOf(req), req.params.id);
      return { success: true as const, message: CONTENT_MESSAGES.reviewDeleted };
    },
  );
};
