import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@shop/core/admin';
import { api } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';
import { ORDERS_REFRESH_MS } from '../../../shared/api/query-client';

/** GET /api/admin/dashboard; looked at again as the orders list is, so new orders count without a reload. */
export function getDashboard(signal?: AbortSignal) {
  return api.get<{ data: AdminDashboard }>(apiPaths.dashboard, undefined, signal).then((r) => r.data);
}

export const dashboardQuery = queryOptions({
  queryKey: queryKeys.dashboard,
  queryFn: ({ signal }) => getDashboard(signal),
  refetchInterval: ORDERS_REFRESH_MS,
  refetchOnWindowFocus: true,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
