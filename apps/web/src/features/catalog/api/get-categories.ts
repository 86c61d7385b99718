import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, ListResponse } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

/** GET Home/GetCategories: the category tree, up to three levels. */
export async function getCategories(options?: RequestOptions): Promise<Category[]> {
  const body = await apiGet<ListResponse<Category[]>>('Home/GetCategories', undefined, options);
  return body.data;
}

/** The tree changes rarely: kept fresh for 10 minutes (header, menus and listing share it). */
export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.catalog.categories(),
    queryFn: ({ signal }) => getCategories({ signal }),
    staleTime: 10 * 60_000,
  });

export function useCategories({ queryConfig }: { queryConfig?: QueryConfig<typeof getCategoriesQueryOptions> } = {}) {
  return useQuery({ ...getCategoriesQueryOptions(), ...queryConfig });
}
