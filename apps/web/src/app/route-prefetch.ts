import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { idFromPath } from '@shop/core';
import { BLOGS_PAGE_SIZE, VIDEOS_PAGE_SIZE } from '@shop/core';
import { getCategoriesQueryOptions } from '../features/catalog/api/get-categories';
import { getHomeProductsQueryOptions } from '../features/content/api/get-home-products';
import { getProductsByCategoryQueryOptions } from '../features/catalog/api/get-products-by-category';
import { getTrendingProductsQueryOptions } from '../features/content/api/get-trending-products';
import { readListingQuery } from '../features/catalog/listing/listing-query';
import { getBlogsQueryOptions } from '../features/content/api/get-blogs';
import { getHomeSliderQueryOptions } from '../features/content/api/get-home-slider';
import { getProductVideosQueryOptions } from '../features/content/api/get-product-videos';
import { readVideoSearch } from '../features/content/videos/video-search-params';
import { getPromoBannersQueryOptions } from '../features/content/api/get-promo-banners';
import { getShopInfoQueryOptions } from '../features/content/api/get-shop-info';
import { getCustomerReviewsQueryOptions } from '../features/product/api/get-customer-reviews';
import { getProductDetailsQueryOptions } from '../shared/api/get-product-details';
import { getProductSliderQueryOptions } from '../features/product/api/get-product-slider';
import { getRelatedProductsQueryOptions } from '../features/product/api/get-related-products';
import { readPageParam, PAGE_PARAM } from '../shared/hooks/use-page-param';

/**
 * A route loader that starts reads. In the browser it never waits for them, so nothing is
 * held up; on the server it resolves once they are in (the page is rendered with them).
 */
export type PrefetchLoader = (args: LoaderFunctionArgs) => null | Promise<null>;

export interface ScreenPrefetchers {
  /** The frame's own reads (the category menu, the shop's phone and e-mail), for every page inside it. */
  site: PrefetchLoader;
  home: PrefetchLoader;
  productList: PrefetchLoader;
  productDetail: PrefetchLoader;
  videos: PrefetchLoader;
  blogs: PrefetchLoader;
}

/**
 * Route loaders that start a screen's first reads while its code is still on its way, into
 * the storefront's QueryClient: the screen's hooks then find their data in flight (or
 * there) instead of asking only once the chunk has run. Reads still fresh are not repeated
 * (the queries' staleTime), and a failure is the screen's to show, as without the loader.
 */
export function screenPrefetchers(
  client: QueryClient | ((args: LoaderFunctionArgs) => QueryClient),
  { wait = false }: { wait?: boolean } = {},
): ScreenPrefetchers {
  // The browser has one QueryClient; the server one per page, handed to the loaders in the
  // request's context (entry-server.tsx), so its route table is built once.
  const clientOf = typeof client === 'function' ? client : () => client;
  // The option factories differ in their data types; prefetching needs only key and fetcher.
  const start = (args: LoaderFunctionArgs, ...reads: Array<FetchQueryOptions<any, any, any, any>>) => {
    const queryClient = clientOf(args);
    const pending = reads.map((read) => queryClient.prefetchQuery(read));
    return wait ? Promise.all(pending).then(() => null) : null;
  };
  return {
    site: (args) => start(args, getCategoriesQueryOptions(), getShopInfoQueryOptions()),
    home: (args) => start(args, getHomeSliderQueryOptions(), getPromoBannersQueryOptions(), getHomeProductsQueryOptions(), getTrendingProductsQueryOptions()),
    productList: (args) => {
      const { params, request } = args;
      const categoryId = params.slugId === undefined ? null : idFromPath(params.slugId);
      if (params.slugId !== undefined && categoryId === null) return null;
      const { page, limit, sortBy } = readListingQuery(new URL(request.url).searchParams);
      return start(args, getProductsByCategoryQueryOptions({ categoryId, page, limit, sortBy }));
    },
    productDetail: (args) => {
      const productId = idFromPath(args.params.slugId ?? '');
      if (productId === null) return null;
      const queryClient = clientOf(args);
      const first = start(args, getProductDetailsQueryOptions(productId), getProductSliderQueryOptions(productId), getCustomerReviewsQueryOptions(productId));
      // Related products need the product's category: read as soon as the details are in
      // (the same request as above, not another), so a rendered page shows the cards instead
      // of placeholders, and the browser asks before the screen has mounted.
      const related = queryClient.fetchQuery(getProductDetailsQueryOptions(productId)).then(
        (details) => {
          const product = details.rows[0];
          return product && queryClient.prefetchQuery(getRelatedProductsQueryOptions(productId, product.product_category_id));
        },
        () => undefined,
      );
      return wait ? Promise.all([first, related]).then(() => null) : null;
    },
    videos: (args) => start(args, getProductVideosQueryOptions({ ...readVideoSearch(new URL(args.request.url).searchParams), limit: VIDEOS_PAGE_SIZE })),
    blogs: (args) => start(args, getBlogsQueryOptions({ page: readPageParam(new URL(args.request.url).searchParams.get(PAGE_PARAM)), limit: BLOGS_PAGE_SIZE })),
  };
}
