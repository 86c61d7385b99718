import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchMiss } from '@shop/core/admin';
import { apiCall, api, type Page, type QueryParams } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /api/admin/search-misses?sort=&page= */
export function useSearchMisses(q: QueryParams) {
  return useQuery({
    queryKey: queryKeys.searchMisses.list(q),
    queryFn: ({ signal }) => api.get<Page<SearchMiss>>(apiPaths.searchMisses, q, signal),
    placeholderData: (prev) => prev,
  });
}

/** DELETE /api/admin/search-misses?query_key=…: take one off the list. */
export function useDismissSearchMiss() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (queryKey: string) => apiCall<{ message: string }>('DELETE', apiPaths.searchMisses, { query: { query_key: queryKey } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.searchMisses.all }),
  });
}
