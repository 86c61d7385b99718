import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, PromoBanner } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

/** GET Home/GetPromoBanners: the three promo banners of the home page. */
export async function getPromoBanners(options?: RequestOptions): Promise<PromoBanner[]> {
  const body = await apiGet<ListResponse<PromoBanner[]>>('Home/GetPromoBanners', undefined, options);
  return body.data;
}

export const getPromoBannersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.content.promoBanners(),
    queryFn: ({ signal }) => getPromoBanners({ signal }),
    staleTime: 10 * 60_000,
  });

export function usePromoBanners({ queryConfig }: { queryConfig?: QueryConfig<typeof getPromoBannersQueryOptions> } = {}) {
  return useQuery({ ...getPromoBannersQueryOptions(), ...queryConfig });
}
