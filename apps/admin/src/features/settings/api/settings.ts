import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAuditRow, ShopSettings, ShopSettingsOut } from '@shop/core/admin';
import { api, type QueryParams } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';
import type { Page } from '../../orders/api/orders';

/** GET /api/admin/settings */
export function useSettings() {
  return useQuery({ queryKey: queryKeys.settings, queryFn: ({ signal }) => api.get<{ data: ShopSettingsOut }>(apiPaths.settings, undefined, signal).then((r) => r.data) });
}

/** PUT /api/admin/settings (owner): replaces all of them. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettings) => api.put<{ data: ShopSettingsOut }>(apiPaths.settings, body).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
  });
}

/** GET /api/admin/audit?entity=&action=&page= (owner) */
export function useAudit(q: QueryParams) {
  return useQuery({
    queryKey: queryKeys.audit.list(q),
    queryFn: ({ signal }) => api.get<Page<AdminAuditRow>>(apiPaths.audit, q, signal),
    placeholderData: (prev) => prev,
  });
}
