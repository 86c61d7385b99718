import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBannerListResponseSchema,
  adminBannerResponseSchema,
  adminBlogPageSchema,
  adminBlogResponseSchema,
  adminBlogsQuery,
  adminIdParam,
  adminOkSchema,
  adminSlideListResponseSchema,
  adminSlideResponseSchema,
  adminVideoPageSchema,
  adminVideoResponseSchema,
  adminVideosQuery,
  bannerUpdateSchema,
  blogInputSchema,
  blogUpdateSchema,
  CONTENT_MESSAGES,
  slideInputSchema,
  slideOrderSchema,
  slideUpdateSchema,
  videoInputSchema,
  videoUpdateSchema,
} from '@shop/core/admin';
import { actorOf, type StaffAuth } from '../staff/staff-auth.js';
import type { ContentService } from './content.service.js';

const tags = ['admin: content'];
const ok = <T>(data: T) => ({ success: true as const, data });

/**
 * Back office (staff and owner): the home slider (`/slides`), the three promo banners
 * (`/banners`), blogs (`/blogs`) and product videos (`/videos`). Writes are audited and
 * reach the storefront at once.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ content: ContentService; staffAuth: StaffAuth }> = async (app, { content, staffAuth }) => {
  const onRequest = staffAuth.staff;

  // ---------------------------------------------------------------- home slides
  const slideParams = z.object({ id: adminIdParam('Slide id') });

  app.get(
    '/slides',
    {
      onRequest,
      schema: { tags, summary: 'Home slides, in the storefront’s order', response: { 200: adminSlideListResponseSchema } },
    },
    async () => ok(await content.listSlides()),
  );

  app.get(
    '/slides/:id',
    {
      onRequest,
      schema: { tags, summary: 'One home slide', params: slideParams, response: { 200: adminSlideResponseSchema } },
    },
    async (req) => ok(await content.slide(req.params.id)),
  );

  app.post(
    '/slides',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a home slide (last unless sort_order is given); an unknown category is 404',
        body: slideInputSchema,
        response: { 201: adminSlideResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await content.createSlide(actorOf(req), req.body))),
  );

  app.put(
    '/slides/order',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Put the home slides in a new order: every slide id once',
        body: slideOrderSchema,
        response: { 200: adminSlideListResponseSchema },
      },
    },
    async (req) => ok(await content.reorderSlides(actorOf(req), req.body.ids)),
  );

  app.patch(
    '/slides/:id',
    {
      onRequest,
      schema: { tags, summary: 'Change a home slide', params: slideParams, body: slideUpdateSchema, response: { 200: adminSlideResponseSchema } },
    },
    async (req) => ok(await content.updateSlide(actorOf(req), req.params.id, req.body)),
  );

  app.delete(
    '/slides/:id',
    {
      onRequest,
      schema: { tags, summary: 'Remove a home slide', params: slideParams, response: { 200: adminOkSchema } },
    },
    async (req) => {
      await content.deleteSlide(actorOf(req), req.params.id);
      return { success: true as const, message: CONTENT_MESSAGES.slideDeleted };
    },
  );

  // ---------------------------------------------------------------- promo banners
  app.get(
    '/banners',
    {
      onRequest,
      schema: { tags, summary: 'The three promo banners of the home page', response: { 200: adminBannerListResponseSchema } },
    },
    async () => ok(await content.listBanners()),
  );

  app.patch(
    '/banners/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change a promo banner (the three are edited, never added or removed)',
        params: z.object({ id: adminIdParam('Banner id') }),
        body: bannerUpdateSchema,
        response: { 200: adminBannerResponseSchema },
      },
    },
    async (req) => ok(await content.updateBanner(actorOf(req), req.params.id, req.body)),
  );

  // ---------------------------------------------------------------- blogs
  const blogParams = z.object({ id: adminIdParam('Blog id') });

  app.get(
    '/blogs',
    {
      onRequest,
      schema: { tags, summary: 'Blogs, newest first; q searches the title', querystring: adminBlogsQuery, response: { 200: adminBlogPageSchema } },
    },
    async (req) => ({ success: true as const, ...(await content.listBlogs(req.query)) }),
  );

  app.get(
    '/blogs/:id',
    {
      onRequest,
      schema: { tags, summary: 'One blog', params: blogParams, response: { 200: adminBlogResponseSchema } },
    },
    async (req) => ok(await content.blog(req.params.id)),
  );

  app.post(
    '/blogs',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Write a blog: its HTML is sanitised, its slug follows the title',
        body: blogInputSchema,
        response: { 201: adminBlogResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await content.createBlog(actorOf(req), req.body))),
  );

  app.patch(
    '/blogs/:id',
    {
      onRequest,
      schema: { tags, summary: 'Change a blog', params: blogParams, body: blogUpdateSchema, response: { 200: adminBlogResponseSchema } },
    },
    async (req) => ok(await content.updateBlog(actorOf(req), req.params.id, req.body)),
  );

  app.delete(
    '/blogs/:id',
    {
      onRequest,
      schema: { tags, summary: 'Delete a blog', params: blogParams, response: { 200: adminOkSchema } },
    },
    async (req) => {
      await content.deleteBlog(actorOf(req), req.params.id);
      return { success: true as const, message: CONTENT_MESSAGES.blogDeleted };
    },
  );

  // ---------------------------------------------------------------- product videos
  const videoParams = z.object({ id: adminIdParam('Video id') });

  app.get(
    '/videos',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Product videos, newest first; by product or part of its title',
        querystring: adminVideosQuery,
        response: { 200: adminVideoPageSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await content.listVideos(req.query)) }),
  );

  app.get(
    '/videos/:id',
    {
      onRequest,
      schema: { tags, summary: 'One product video', params: videoParams, response: { 200: adminVideoResponseSchema } },
    },
    async (req) => ok(await content.video(req.params.id)),
  );

  app.post(
    '/videos',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a video link to a product’s gallery (after its pictures unless sort_order is given); the link is stored in its canonical form',
        body: videoInputSchema,
        response: { 201: adminVideoResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await content.createVideo(actorOf(req), req.body))),
  );

  app.patch(
    '/videos/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change a product video’s link or its place in the gallery',
        params: videoParams,
        body: videoUpdateSchema,
        response: { 200: adminVideoResponseSchema },
      },
    },
    async (req) => ok(await content.updateVideo(actorOf(req), req.params.id, req.body)),
  );

  app.delete(
    '/videos/:id',
    {
      onRequest,
      schema: { tags, summary: 'Remove a product video', params: videoParams, response: { 200: adminOkSchema } },
    },
    async (req) => {
      await content.deleteVideo(actorOf(req), req.params.id);
      return { success: true as const, message: CONTENT_MESSAGES.videoDeleted };
    },
  );
};
