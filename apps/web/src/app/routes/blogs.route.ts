import { BLOGS_PAGE_SIZE, PAGE_PARAM, readPageParam } from '@shop/core';
import { getBlogsQueryOptions } from '../../features/content/api/get-blogs';
import type { RouteModule } from './route-module';

/** Our Blogs: one page of posts. */
export const blogsRoute: RouteModule = {
  reads: (client, { request }) => [
    client.prefetchQuery(getBlogsQueryOptions({ page: readPageParam(new URL(request.url).searchParams.get(PAGE_PARAM)), limit: BLOGS_PAGE_SIZE })),
  ],
};
