import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  findQueryParams,
  LISTING_PARAMS,
  readFindQuery,
  type Category,
  type FindFacets,
  type FindProductsResponse,
  type FindQuery,
  type PageInfo,
  type ProductCard,
} from '@shop/core';
import { apiGet, type QueryParams, type RequestOptions } from '../../../shared/api/client';
import { queryKeys, type FindParams } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

export type { FindParams };

/** One page of a find: its cards, its pages, the category, the facets and, when nothing was found, the closest spellings. */
export interface FoundProducts {
  products: ProductCard[];
  pageInfo: PageInfo;
  category: Category | null;
  facets: FindFacets;
  didYouMean: string[];
}

/** The params of a find as its query key holds them: the category and the find's canonical query string. */
export function findParams(categoryId: number | null, query: FindQuery): FindParams {
  return { categoryId, find: findQueryParams(query).toString() };
}

/**
 * GET Home/FindProducts: the find's own parameters (q, f.{attribute}, price_min, price_max,
 * in_stock) as the URL holds them, and page, limit and sort_by always (as the listing has
 * always asked Home/GetProductsByCategory), with category_id on a category's listing.
 */
export async function findProducts({ categoryId, find }: FindParams, options?: RequestOptions): Promise<FoundProducts> {
  const query = readFindQuery(new URLSearchParams(find));
  const params: QueryParams = Object.fromEntries(findQueryParams({ ...query, page: 1, limit: undefined, sortBy: undefined }));
  params[LISTING_PARAMS.limit] = query.limit;
  params[LISTING_PARAMS.page] = query.page;
  params[LISTING_PARAMS.sortBy] = query.sortBy;
  if (categoryId !== null) params.category_id = categoryId;
  const body = await apiGet<FindProductsResponse>('Home/FindProducts', params, options);
  const { data: products, ...pageInfo } = body.data;
  return { products, pageInfo, category: body.category_data, facets: body.facets, didYouMean: body.did_you_mean ?? [] };
}

/** Keeps the previous page on screen while the next one (or the next filter's) loads. */
export const findProductsQueryOptions = (params: FindParams) =>
  queryOptions({
    queryKey: queryKeys.catalog.find(params),
    queryFn: ({ signal }) => findProducts(params, { signal }),
    placeholderData: keepPreviousData,
  });

export function useFindProducts(params: FindParams, { queryConfig }: { queryConfig?: QueryConfig<typeof findProductsQueryOptions> } = {}) {
  return useQuery({ ...findProductsQueryOptions(params), ...queryConfig });
}
