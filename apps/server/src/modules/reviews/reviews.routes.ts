import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse, positiveIntParam, reviewSchemaOut } from '@shop/core';
import type { ReviewsService } from './reviews.service.js';

/** Product reviews. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.get('/Customers/GetCustomerReviews', {
    schema: {
      tags: ['reviews'],
      summary: "A product's reviews, newest first",
      querystring: z.object({ product_id: positiveIntParam('product_id') }),
      response: { 200: listResponse(z.array(reviewSchemaOut)) },
    },
  }, async (req) => ({ success: true as const, data: await reviews.forProduct(req.query.product_id) }));
};
