import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_MAX_LIMIT,
  LISTING_DEFAULT_PAGE_SIZE,
  findProductsQuerySchema,
  findProductsResponseSchema,
  listResponse,
  positiveIntParam,
  searchSuggestionSchema,
} from '@shop/core';
import type { PublicReads } from '../../http/public-reads.js';
import type { SearchService } from './search.service.js';

const tags = ['catalog'];

/** Search: the header's suggestions (the spec's call) and the results page's and filtered listings' find. */
export const searchStoreRoutes: FastifyPluginAsyncZod<{ reads: PublicReads; search: SearchService }> = async (app, { reads, search }) => {
  reads.route(
    app,
    'Home/GetProductSearchList',
    {
      tags,
      summary: 'Search suggestions: titles containing the keyword (case-insensitive), then matches by alias and with typos',
      querystring: z.object({
        keyword: z.string().max(100, 'keyword must be at most 100 characters').optional(),
        limit: positiveIntParam('limit', { max: API_MAX_LIMIT }).optional(),
        category_id: positiveIntParam('category_id').optional(),
      }),
      response: { 200: listResponse(z.array(searchSuggestionSchema)) },
    },
    async (query) => ({
      success: true as const,
      data: await search.suggest({ keyword: query.keyword, categoryId: query.category_id, limit: query.limit ?? LISTING_DEFAULT_PAGE_SIZE }),
    }),
  );

  reads.route(
    app,
    'Home/FindProducts',
    {
      tags,
      summary: 'A page of products found by words, category, attribute filters (f.{name}=a,b), price range and stock, with facet counts',
      querystring: findProductsQuerySchema,
      response: { 200: findProductsResponseSchema },
    },
    (query) => search.find(query),
  );
};
