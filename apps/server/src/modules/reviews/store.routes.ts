import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicReads } from '../../http/public-reads.js';
import { apiOkSchema, listResponse, positiveIntParam, reviewSchemaOut, reviewSubmitSchema } from '@shop/core';
import { RATE_LIMITS, perCustomer } from '../../http/rate-limits.js';
import { customerOf, type Authenticator } from '../../http/auth.js';
import { REVIEW_RESULT_MESSAGES, type ReviewsService } from './reviews.service.js';

/** Product reviews: the public list, and submitting one (logged in). */
export const reviewsStoreRoutes: FastifyPluginAsyncZod<{ reads: PublicReads; reviews: ReviewsService; auth: Authenticator }> = async (
  app,
  { reads, reviews, auth },
) => {
  reads.route(
    app,
    'Customers/GetCustomerReviews',
    {
      tags: ['reviews'],
      summary: "A product's reviews, newest first",
      querystring: z.object({ product_id: positiveIntParam('product_id') }),
      response: { 200: listResponse(z.array(reviewSchemaOut)) },
    },
    async (query) => ({ success: true as const, data: await reviews.forProduct(query.product_id) }),
  );

  app.post(
    '/Customers/SubmitCustomerReview',
    {
      onRequest: auth.required,
      config: perCustomer(RATE_LIMITS.reviewsPerCustomer),
      schema: {
        tags: ['reviews'],
        summary:
          "Publish a review (rating 1 to 5 in halves), signed with the account's name; one per customer and product (409); the product's average rating follows",
        body: reviewSubmitSchema,
        response: { 200: apiOkSchema },
      },
    },
    async (req) => {
      await reviews.submit(customerOf(req), req.body);
      return { success: true as const, message: REVIEW_RESULT_MESSAGES.published };
    },
  );
};
