import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicReads } from '../../http/public-reads.js';
import {
  API_MAX_LIMIT,
  BLOGS_PAGE_SIZE,
  VIDEOS_PAGE_SIZE,
  blogSchemaOut,
  homeSlideSchema,
  listResponse,
  pagedResponse,
  positiveIntParam,
  promoBannerSchema,
  videoItemSchema,
} from '@shop/core';
import type { ContentService } from './content.service.js';

const limit = positiveIntParam('limit', { max: API_MAX_LIMIT });
const page = positiveIntParam('page');
const tags = ['content'];

/** Home slides, promo banners, product videos and blogs. */
export const contentStoreRoutes: FastifyPluginAsyncZod<{ reads: PublicReads; content: ContentService }> = async (app, { reads, content }) => {
  reads.route(app, 'Home/GetHomeSlider', { tags, summary: 'The home hero slides', response: { 200: listResponse(z.array(homeSlideSchema)) } }, async () => ({
    success: true as const,
    data: await content.homeSlides(),
  }));

  reads.route(
    app,
    'Home/GetPromoBanners',
    { tags, summary: 'The three promo banners of the home page', response: { 200: listResponse(z.array(promoBannerSchema)) } },
    async () => ({ success: true as const, data: await content.promoBanners() }),
  );

  reads.route(
    app,
    'Products/GetProductVideos',
    {
      tags,
      summary: 'Product videos, optionally by product title keyword',
      querystring: z.object({
        page: page.optional(),
        limit: limit.optional(),
        keyword: z.string().max(100, 'keyword must be at most 100 characters').optional(),
      }),
      response: { 200: pagedResponse(videoItemSchema) },
    },
    async (query) => ({
      success: true as const,
      ...(await content.videos({ keyword: query.keyword, page: query.page ?? 1, limit: query.limit ?? VIDEOS_PAGE_SIZE })),
    }),
  );

  reads.route(
    app,
    'Home/GetBlogs',
    {
      tags,
      summary: 'Blogs, newest first',
      querystring: z.object({ page: page.optional(), limit: limit.optional() }),
      response: { 200: pagedResponse(blogSchemaOut) },
    },
    async (query) => ({
      success: true as const,
      ...(await content.blogs({ page: query.page ?? 1, limit: query.limit ?? BLOGS_PAGE_SIZE })),
    }),
  );
};
