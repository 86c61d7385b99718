import { useQuery } from '@tanstack/react-query';
import type { AdminCategoryNode, AdminProductListItem } from '@shop/core/admin';
import { api, type Page, type QueryParams } from './client';
import { apiPaths } from './paths';
import { queryKeys } from './query-keys';

/** GET /api/admin/products?q=&category_id=&archived=&low_stock=&page= */
export function useProducts(q: QueryParams) {
  return useQuery({
    queryKey: queryKeys.products.list(q),
    queryFn: ({ signal }) => api.get<Page<AdminProductListItem>>(apiPaths.products, q, signal),
    placeholderData: (prev) => prev,
  });
}

/** GET /api/admin/categories: the whole tree. */
export function useCategoryTree() {
  return useQuery({
    queryKey: queryKeys.categories.all,
    queryFn: ({ signal }) => api.get<{ data: AdminCategoryNode[] }>(apiPaths.categories, undefined, signal).then((r) => r.data),
    staleTime: 60_000,
  });
}

/** The tree as a flat list in display order, each with its path ('Crystals › Quartz'). */
export function flattenTree(nodes: AdminCategoryNode[], trail: string[] = []): { node: AdminCategoryNode; path: string }[] {
  return [...nodes]
    .sort((a, b) => a.sort_order - b.sort_order || a.category_title.localeCompare(b.category_title))
    .flatMap((n) => {
      const here = [...trail, n.category_title];
      return [{ node: n, path: here.join(' › ') }, ...flattenTree(n.children, here)];
    });
}
