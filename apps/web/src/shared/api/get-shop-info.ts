import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopInfo } from '@shop/core';
import { apiGet, type RequestOptions } from './client';
import { queryKeys } from './query-keys';

/** GET Home/GetShopInfo: the shop's phone and e-mail, as the owner keeps them in the back office. */
export async function getShopInfo(options?: RequestOptions): Promise<ShopInfo> {
  const body = await apiGet<{ success: true; data: ShopInfo }>('Home/GetShopInfo', undefined, options);
  return body.data;
}

/**
 * Read with the frame's first reads (app/routes/site.route.ts), so a page the server
 * rendered carries it and the browser shows the same number from the first paint.
 */
export const getShopInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.content.shopInfo(),
    queryFn: ({ signal }) => getShopInfo({ signal }),
    staleTime: 10 * 60_000,
  });

/**
 * The shop's phone and e-mail for the header hotline, the phone menu, the footer and the
 * Contact page; null until they are in (nothing is shown in their place meanwhile, rather
 * than a number that might not be the shop's).
 */
export function useShopInfo(): ShopInfo | null {
  const { data } = useQuery(getShopInfoQueryOptions());
  return data && typeof data.phone === 'string' && typeof data.email === 'string' ? data : null;
}
