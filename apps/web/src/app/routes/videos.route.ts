import { readVideoSearch, VIDEOS_PAGE_SIZE } from '@shop/core';
import { getProductVideosQueryOptions } from '../../features/content/api/get-product-videos';
import type { RouteModule } from './route-module';

/** Videos: one page of product videos, searched by keyword. */
export const videosRoute: RouteModule = {
  reads: (client, { request }) => [
    client.prefetchQuery(getProductVideosQueryOptions({ ...readVideoSearch(new URL(request.url).searchParams), limit: VIDEOS_PAGE_SIZE })),
  ],
};
