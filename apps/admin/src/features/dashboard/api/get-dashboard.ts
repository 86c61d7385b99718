import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@shop/core/admin';
import { api } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /api/admin/dashboard */
export function getDashboard(signal?: AbortSignal) {
  return api.get<{ data: AdminDashboard }>(apiPaths.dashboard, undefined, signal).then((r) => r.data);
}

export const dashboardQuery = queryOptions({ queryKey: queryKeys.dashboard, queryFn: ({ signal }) => getDashboard(signal) });

export function useDashboard() {
  return useQuery(dashboardQuery);
}
