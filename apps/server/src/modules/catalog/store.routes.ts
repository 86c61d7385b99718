import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicReads } from '../../http/public-reads.js';
import {
  HOME_POPULAR_LIMIT,
  LISTING_DEFAULT_PAGE_SIZE,
  API_MAX_LIMIT,
  categorySchema,
  galleryItemSchema,
  listResponse,
  positiveIntParam,
  productCardSchema,
  productDetailsResponseSchema,
  productsByCategoryResponseSchema,
  sortBySchema,
} from '@shop/core';
import type { CatalogService } from './catalog.service.js';

const limit = positiveIntParam('limit', { max: API_MAX_LIMIT });
const page = positiveIntParam('page');
const productId = positiveIntParam('product_id');
const categoryId = positiveIntParam('category_id');
const tags = ['catalog'];

/** The catalog calls of DESIGN.md section 4, on their legacy paths. */
export const catalogStoreRoutes: FastifyPluginAsyncZod<{ reads: PublicReads; catalog: CatalogService }> = async (app, { reads, catalog }) => {
  reads.route(
    app,
    'Home/GetCategories',
    { tags, summary: 'The category tree, up to three levels', response: { 200: listResponse(z.array(categorySchema)) } },
    async () => ({ success: true as const, data: await catalog.categories() }),
  );

  reads.route(
    app,
    'Home/GetHomeProducts',
    {
      tags,
      summary: 'Popular products',
      querystring: z.object({ limit: limit.optional() }),
      response: { 200: listResponse(z.object({ data: z.array(productCardSchema) })) },
    },
    async (query) => ({ success: true as const, data: { data: await catalog.popular(query.limit ?? HOME_POPULAR_LIMIT) } }),
  );

  reads.route(
    app,
    'Home/GetTrendingProducts',
    { tags, summary: 'Trending products', response: { 200: listResponse(z.array(productCardSchema)) } },
    async () => ({ success: true as const, data: await catalog.trending() }),
  );

  reads.route(
    app,
    'Home/GetProductsByCategory',
    {
      tags,
      summary: 'A page of products in a category and its descendants (or all products)',
      querystring: z.object({ limit: limit.optional(), page: page.optional(), category_id: categoryId.optional(), sort_by: sortBySchema }),
      response: { 200: productsByCategoryResponseSchema },
    },
    async (q) => {
      const result = await catalog.productsByCategory({
        categoryId: q.category_id,
        page: q.page ?? 1,
        limit: q.limit ?? LISTING_DEFAULT_PAGE_SIZE,
        sortBy: q.sort_by,
      });
      return { success: true as const, ...result };
    },
  );

  reads.route(
    app,
    'Home/GetAllProducts',
    {
      tags,
      summary: 'The first products of the whole catalog in the chosen order',
      querystring: z.object({ limit: limit.optional(), sort_by: sortBySchema }),
      response: { 200: listResponse(z.object({ data: z.array(productCardSchema) })) },
    },
    async (query) => ({
      success: true as const,
      data: { data: await catalog.allProducts({ limit: query.limit ?? LISTING_DEFAULT_PAGE_SIZE, sortBy: query.sort_by }) },
    }),
  );

  reads.route(
    app,
    'Products/GetProductDetails',
    {
      tags,
      summary: 'A product, one row per variant, and its variants',
      querystring: z.object({ product_id: productId }),
      response: { 200: productDetailsResponseSchema },
    },
    async (query) => ({ success: true as const, ...(await catalog.productDetails(query.product_id)) }),
  );

  reads.route(
    app,
    'Home/GetRelatedProducts',
    {
      tags,
      summary: 'Other products of the same category',
      querystring: z.object({ product_id: productId, product_category_id: positiveIntParam('product_category_id').optional() }),
      response: { 200: listResponse(z.array(productCardSchema)) },
    },
    async (query) => ({ success: true as const, data: await catalog.related(query.product_id, query.product_category_id) }),
  );

  reads.route(
    app,
    'Home/GetProductSlider',
    {
      tags,
      summary: "A product's gallery: images and videos",
      querystring: z.object({ product_id: productId }),
      response: { 200: listResponse(z.array(galleryItemSchema)) },
    },
    async (query) => ({ success: true as const, data: await catalog.gallery(query.product_id) }),
  );
};
