import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policyResponseSchema } from '@shop/core';
import type { PublicReads } from '../../http/public-reads.js';
import type { PoliciesService } from './policies.service.js';

/**
 * One policy page for the storefront (/Policy/{slug}): both languages, bodies sanitised.
 * Read like the other public content (kept for CATALOG_CACHE_MS, cleared when the back
 * office saves a page); a slug that names no policy is 404 {success: false, message}.
 */
export const policiesStoreRoutes: FastifyPluginAsyncZod<{ reads: PublicReads; policies: PoliciesService }> = async (app, { reads, policies }) => {
  reads.route(
    app,
    'Home/GetPolicy',
    {
      tags: ['content'],
      summary: 'A policy page: ShippingDelivery, ReturnsRefunds, Cancellation, Privacy or Terms (any case)',
      querystring: z.object({ slug: z.string({ error: 'slug is required' }).max(40, { error: 'Policy not found' }) }),
      response: { 200: policyResponseSchema },
    },
    async (query) => ({ success: true as const, data: await policies.policy(query.slug) }),
  );
};
