import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, ProductCard } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

/** GET Home/GetTrendingProducts: the Trending Products carousel of the home page. */
export async function getTrendingProducts(options?: RequestOptions): Promise<ProductCard[]> {
  const body = await apiGet<ListResponse<ProductCard[]>>('Home/GetTrendingProducts', undefined, options);
  return body.data;
}

export const getTrendingProductsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.trendingProducts(),
    queryFn: ({ signal }) => getTrendingProducts({ signal }),
  });

export function useTrendingProducts({ queryConfig }: { queryConfig?: QueryConfig<typeof getTrendingProductsQueryOptions> } = {}) {
  return useQuery({ ...getTrendingProductsQueryOptions(), ...queryConfig });
}
