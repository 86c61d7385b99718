import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { idFromPath } from '@shop/core';
import { getHomeProductsQueryOptions } from '../features/catalog/api/get-home-products';
import { getProductsByCategoryQueryOptions } from '../features/catalog/api/get-products-by-category';
import { getTrendingProductsQueryOptions } from '../features/catalog/api/get-trending-products';
import { readListingQuery } from '../features/catalog/listing/listing-query';
import { getHomeSliderQueryOptions } from '../features/content/api/get-home-slider';
import { getPromoBannersQueryOptions } from '../features/content/api/get-promo-banners';
import { getCustomerReviewsQueryOptions } from '../features/product/api/get-customer-reviews';
import { getProductDetailsQueryOptions } from '../features/product/api/get-product-details';
import { getProductSliderQueryOptions } from '../features/product/api/get-product-slider';

/** A route loader that only starts reads: it never waits for them, so nothing is held up. */
export type PrefetchLoader = (args: LoaderFunctionArgs) => null;

export interface ScreenPrefetchers {
  home: PrefetchLoader;
  productList: PrefetchLoader;
  productDetail: PrefetchLoader;
}

/**
 * Route loaders that start a screen's first reads while its code is still on its way, into
 * the storefront's QueryClient: the screen's hooks then find their data in flight (or
 * there) instead of asking only once the chunk has run. Reads still fresh are not repeated
 * (the queries' staleTime), and a failure is the screen's to show, as without the loader.
 */
export function screenPrefetchers(queryClient: QueryClient): ScreenPrefetchers {
  // The option factories differ in their data types; prefetching needs only key and fetcher.
  const start = (...reads: Array<FetchQueryOptions<any, any, any, any>>) => {
    for (const read of reads) void queryClient.prefetchQuery(read);
    return null;
  };
  return {
    home: () =>
      start(getHomeSliderQueryOptions(), getPromoBannersQueryOptions(), getHomeProductsQueryOptions(), getTrendingProductsQueryOptions()),
    productList: ({ params, request }) => {
      const categoryId = params.slugId === undefined ? null : idFromPath(params.slugId);
      if (params.slugId !== undefined && categoryId === null) return null;
      const { page, limit, sortBy } = readListingQuery(new URL(request.url).searchParams);
      return start(getProductsByCategoryQueryOptions({ categoryId, page, limit, sortBy }));
    },
    productDetail: ({ params }) => {
      const productId = idFromPath(params.slugId ?? '');
      if (productId === null) return null;
      return start(
        getProductDetailsQueryOptions(productId),
        getProductSliderQueryOptions(productId),
        getCustomerReviewsQueryOptions(productId),
      );
    },
  };
}
