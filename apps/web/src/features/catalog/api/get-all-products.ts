import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SORT, LISTING_DEFAULT_PAGE_SIZE, type ListResponse, type ProductCard } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys, type AllProductsParams } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

export type { AllProductsParams };

/** GET Home/GetAllProducts with limit and sort_by (no page): the first products in that order. */
export async function getAllProducts(
  { limit = LISTING_DEFAULT_PAGE_SIZE, sortBy = DEFAULT_SORT }: Partial<AllProductsParams> = {},
  options?: RequestOptions,
): Promise<ProductCard[]> {
  const body = await apiGet<ListResponse<{ data: ProductCard[] }>>('Home/GetAllProducts', { limit, sort_by: sortBy }, options);
  return body.data.data;
}

export const getAllProductsQueryOptions = (params: AllProductsParams) =>
  queryOptions({
    queryKey: queryKeys.catalog.allProducts(params),
    queryFn: ({ signal }) => getAllProducts(params, { signal }),
  });

export function useAllProducts(params: AllProductsParams, { queryConfig }: { queryConfig?: QueryConfig<typeof getAllProductsQueryOptions> } = {}) {
  return useQuery({ ...getAllProductsQueryOptions(params), ...queryConfig });
}
