import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADDRESS_MESSAGES, pincodeResponseSchema, pincodeSchema } from '@shop/core';
import { RATE_LIMITS, perAddress } from '../../http/rate-limits.js';
import { notFound } from '../../http/errors.js';
import { findPincode } from './india-pincodes.js';

/** The directory changes only with a release: browsers and proxies may keep an answer for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET Address/GetPincode (issue 23): the town and state of an Indian pin code, from India
 * Post's directory held in this process. Public (the directory is open data) and limited per
 * client address. A malformed pin code is 400 with the address form's message; one the
 * directory does not know is 404, and the shopper types the town and state.
 */
export const pincodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Address/GetPincode',
    {
      config: perAddress(RATE_LIMITS.pincodeLookupsPerAddress),
      schema: {
        tags: ['addresses'],
        summary: "The town / city and state (with its GST code) of an Indian pin code, from India Post's directory",
        querystring: z.object({ pincode: pincodeSchema }),
        response: { 200: pincodeResponseSchema },
      },
    },
    async (req, reply) => {
      const entry = findPincode(req.query.pincode);
      if (!entry) throw notFound(ADDRESS_MESSAGES.pincodeUnknown);
      void reply.header('cache-control', CACHE_CONTROL);
      return { success: true as const, data: entry };
    },
  );
};
