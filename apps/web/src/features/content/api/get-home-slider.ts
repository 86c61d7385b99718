import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeSlide, ListResponse } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

/** GET Home/GetHomeSlider: the hero slides, each linking to its category. */
export async function getHomeSlider(options?: RequestOptions): Promise<HomeSlide[]> {
  const body = await apiGet<ListResponse<HomeSlide[]>>('Home/GetHomeSlider', undefined, options);
  return body.data;
}

export const getHomeSliderQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.content.homeSlider(),
    queryFn: ({ signal }) => getHomeSlider({ signal }),
    staleTime: 10 * 60_000,
  });

export function useHomeSlider({ queryConfig }: { queryConfig?: QueryConfig<typeof getHomeSliderQueryOptions> } = {}) {
  return useQuery({ ...getHomeSliderQueryOptions(), ...queryConfig });
}
