import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicReads } from '../../http/public-reads.js';
import { listResponse, positiveIntParam, reviewSchemaOut } from '@shop/core';
import type { ReviewsService } from './reviews.service.js';

/** Product reviews. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reads: PublicReads; reviews: ReviewsService }> = async (app, { reads, reviews }) => {
  app.get('/Customers/GetCustomerReviews', {
    schema: {
      tags: ['reviews'],
      summary: "A product's reviews, newest first",
      querystring: z.object({ product_id: positiveIntParam('product_id') }),
      response: { 200: listResponse(z.array(reviewSchemaOut)) },
    },
  }, async (req, reply) => reads.send(req, reply, async () => ({ success: true as const, data: await reviews.forProduct(req.query.product_id) })));
};
