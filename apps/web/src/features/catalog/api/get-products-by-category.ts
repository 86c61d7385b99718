import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SORT, LISTING_DEFAULT_PAGE_SIZE, type Category, type PageInfo, type ProductCard, type ProductsByCategoryResponse } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys, type ProductsByCategoryParams } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

export type { ProductsByCategoryParams };

/** One page of a category listing (or of all products when no category is given). */
export interface ProductsPage {
  products: ProductCard[];
  /** page, total_pages, total_records, next, prev. */
  pageInfo: PageInfo;
  /** The category (category_data), or null for all products. */
  category: Category | null;
}

/**
 * GET Home/GetProductsByCategory with limit, page, category_id (optional) and sort_by.
 * A parent category lists its descendants' products.
 */
export async function getProductsByCategory(
  { categoryId, page = 1, limit = LISTING_DEFAULT_PAGE_SIZE, sortBy = DEFAULT_SORT }: Partial<ProductsByCategoryParams>,
  options?: RequestOptions,
): Promise<ProductsPage> {
  const body = await apiGet<ProductsByCategoryResponse>(
    'Home/GetProductsByCategory',
    { limit, page, category_id: categoryId ?? undefined, sort_by: sortBy },
    options,
  );
  const { data: products, ...pageInfo } = body.data;
  return { products, pageInfo, category: body.category_data };
}

/** Keeps the previous page on screen while the next one loads. */
export const getProductsByCategoryQueryOptions = (params: ProductsByCategoryParams) =>
  queryOptions({
    queryKey: queryKeys.catalog.productsByCategory(params),
    queryFn: ({ signal }) => getProductsByCategory(params, { signal }),
    placeholderData: keepPreviousData,
  });

export function useProductsByCategory(
  params: ProductsByCategoryParams,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getProductsByCategoryQueryOptions> } = {},
) {
  return useQuery({ ...getProductsByCategoryQueryOptions(params), ...queryConfig });
}
