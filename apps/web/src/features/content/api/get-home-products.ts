import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_POPULAR_LIMIT, type ListResponse, type ProductCard } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

/** GET Home/GetHomeProducts?limit=5: the Popular Products of the home page. */
export async function getHomeProducts(limit: number = HOME_POPULAR_LIMIT, options?: RequestOptions): Promise<ProductCard[]> {
  const body = await apiGet<ListResponse<{ data: ProductCard[] }>>('Home/GetHomeProducts', { limit }, options);
  return body.data.data;
}

export const getHomeProductsQueryOptions = (limit: number = HOME_POPULAR_LIMIT) =>
  queryOptions({
    queryKey: queryKeys.catalog.homeProducts(limit),
    queryFn: ({ signal }) => getHomeProducts(limit, { signal }),
  });

export function useHomeProducts({
  limit = HOME_POPULAR_LIMIT,
  queryConfig,
}: { limit?: number; queryConfig?: QueryConfig<typeof getHomeProductsQueryOptions> } = {}) {
  return useQuery({ ...getHomeProductsQueryOptions(limit), ...queryConfig });
}
