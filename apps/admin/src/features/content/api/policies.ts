import { useQuery } from '@tanstack/react-query';
import type { AdminPolicy } from '@shop/core/admin';
import { api } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';

/** The five policy pages (GET /api/admin/policies), in the storefront footer's order. */
export function usePolicies() {
  return useQuery({
    queryKey: queryKeys.policies.all,
    queryFn: ({ signal }) => api.get<{ data: AdminPolicy[] }>(apiPaths.policies, undefined, signal).then((r) => r.data),
  });
}
