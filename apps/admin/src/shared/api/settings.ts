import { useQuery } from '@tanstack/react-query';
import type { ShopSettingsOut } from '@shop/core/admin';
import { api } from './client';
import { apiPaths } from './paths';
import { queryKeys } from './query-keys';

/** GET /api/admin/settings */
export function useSettings() {
  return useQuery({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => api.get<{ data: ShopSettingsOut }>(apiPaths.settings, undefined, signal).then((r) => r.data),
  });
}
