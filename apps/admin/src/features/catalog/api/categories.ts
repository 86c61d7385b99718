import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategoryCreate, AdminCategoryUpdate } from '@shop/core/admin';
import { api } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';

type CategoryWrite =
  | { kind: 'create'; body: AdminCategoryCreate }
  | { kind: 'update'; id: number; body: AdminCategoryUpdate }
  | { kind: 'delete'; id: number }
  /** New sort orders for some siblings, sent one by one; the tree refreshes once, at the end. */
  | { kind: 'order'; orders: { id: number; sort_order: number }[] };

async function writeCategory(w: CategoryWrite): Promise<unknown> {
  switch (w.kind) {
    case 'create':
      return api.post<unknown>(apiPaths.categories, w.body);
    case 'update':
      return api.patch<unknown>(apiPaths.category(w.id), w.body);
    case 'delete':
      return api.delete<unknown>(apiPaths.category(w.id));
    case 'order':
      for (const o of w.orders) await api.patch<unknown>(apiPaths.category(o.id), { sort_order: o.sort_order } satisfies AdminCategoryUpdate);
      return undefined;
  }
}

/** Create, change (title, parent, picture), reorder or delete categories; the tree and product lists refresh. */
export function useCategoryWrite() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.categories.all }), queryClient.invalidateQueries({ queryKey: queryKeys.products.all })]);
  return useMutation({
    mutationFn: writeCategory,
    onSuccess: refresh,
    // A refusal often means the tree changed under the screen (another tab, a colleague), and a
    // reorder that stopped half-way has still moved some siblings: show the tree as it is now.
    onError: refresh,
  });
}
