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
export const contentRoutes: FastifyPluginAsyncZod<{ reads: PublicReads; content: ContentService }> = async (app, { reads, content }) => {
  app.get('/Home/GetHomeSlider', {
    schema: { tags, summary: 'The home hero slides', response: { 200: listResponse(z.array(homeSlideSchema)) } },
  }, async (req, reply) => reads.send(req, reply, async () => ({ success: true as const, data: await content.homeSlides() })));

  app.get('/Home/GetPromoBanners', {
    schema: { tags, summary: 'The three promo banners of the home page', response: { 200: listResponse(z.array(promoBannerSchema)) } },
  }, async (req, reply) => reads.send(req, reply, async () => ({ success: true as const, data: await content.promoBanners() })));

  app.get('/Products/GetProductVideos', {
    schema: {
      tags,
      summary: 'Product videos, optionally by product title keyword',
      querystring: z.object({
        page: page.optional(),
        limit: limit.optional(),
        keyword: z.string().max(100, 'keyword must be at most 100 characters').optional(),
      }),
      response: { 200: pagedResponse(videoItemSchema) },
    },
  }, async (req, reply) => reads.send(req, reply, async () => ({
    success: true as const,
    ...(await content.videos({ keyword: req.query.keyword, page: req.query.page ?? 1, limit: req.query.limit ?? VIDEOS_PAGE_SIZE })),
  })));

  app.get('/Home/GetBlogs', {
    schema: {
      tags,
      summary: 'Blogs, newest first',
      querystring: z.object({ page: page.optional(), limit: limit.optional() }),
      response: { 200: pagedResponse(blogSchemaOut) },
    },
  }, async (req, reply) => reads.send(req, reply, async () => ({
    success: true as const,
    ...(await content.blogs({ page: req.query.page ?? 1, limit: req.query.limit ?? BLOGS_PAGE_SIZE })),
  })));
};
