import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminNavCounts } from '@shop/core/admin';
import { api } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';

/** The side navigation's counts look again this often, and when the window regains focus. */
export const NAV_COUNTS_REFRESH_MS = 60_000;

/** GET /api/admin/counts: orders needing action, and open contact messages (null for a role that may not read them). */
export function getNavCounts(signal?: AbortSignal) {
  return api.get<{ data: AdminNavCounts }>(apiPaths.navCounts, undefined, signal).then((r) => r.data);
}

/**
 * Kept under the dashboard's query key, so every move that refreshes the dashboard (an order's
 * transition or refund, a message marked handled or reopened) refreshes these too.
 */
export const navCountsQuery = queryOptions({
  queryKey: queryKeys.navCounts,
  queryFn: ({ signal }) => getNavCounts(signal),
  refetchInterval: NAV_COUNTS_REFRESH_MS,
  refetchOnWindowFocus: true,
});

export function useNavCounts() {
  return useQuery(navCountsQuery);
}
