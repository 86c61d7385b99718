import { queryOptions, useQuery } from '@tanstack/react-query';
import { TEXT_LIMITS, type ListResponse, type SearchSuggestion } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys, type SearchParams } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

export type { SearchParams };

/** How many suggestions the header search asks for. */
export const SEARCH_SUGGESTION_LIMIT = 10;

/**
 * GET Home/GetProductSearchList with keyword, limit and category_id (all optional): products
 * whose title contains the keyword, case-insensitively, then by alias and typo. The call reads
 * 100 characters of words; the box holds a results page's 200, so longer words are cut here.
 */
export async function getProductSearchList(
  { keyword, limit = SEARCH_SUGGESTION_LIMIT, categoryId }: SearchParams,
  options?: RequestOptions,
): Promise<SearchSuggestion[]> {
  const body = await apiGet<ListResponse<SearchSuggestion[]>>(
    'Home/GetProductSearchList',
    { keyword: keyword.trim().slice(0, TEXT_LIMITS.keyword).trim(), limit, category_id: categoryId ?? undefined },
    options,
  );
  return body.data;
}

/** Runs only for a non-blank keyword; a keyword's answer is reused for a minute. */
export const getProductSearchListQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: queryKeys.catalog.search({ ...params, keyword: params.keyword.trim().toLowerCase() }),
    queryFn: ({ signal }) => getProductSearchList(params, { signal }),
    enabled: params.keyword.trim() !== '',
  });

export function useProductSearchList(params: SearchParams, { queryConfig }: { queryConfig?: QueryConfig<typeof getProductSearchListQueryOptions> } = {}) {
  return useQuery({ ...getProductSearchListQueryOptions(params), ...queryConfig });
}
