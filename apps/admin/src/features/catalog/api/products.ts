import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, AdminProductCreate, AdminProductUpdate, ImportResult, StockAdjustment, StockAdjustmentRequest } from '@shop/core/admin';
import { api, apiCall, apiText, type Page } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.products.detail(id),
    queryFn: ({ signal }) => api.get<{ data: AdminProduct }>(apiPaths.product(id), undefined, signal).then((r) => r.data),
  });

/** GET /api/admin/products/{id} */
export function useProduct(id: number, enabled = true) {
  return useQuery({ ...productQuery(id), enabled });
}

/** Everything a catalog write can change on screen: products, the dashboard's low stock. */
function useCatalogInvalidation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.categories.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
    ]);
}

/** POST /api/admin/products, or PATCH /api/admin/products/{id}. */
export function useSaveProduct(id: number | null) {
  const invalidate = useCatalogInvalidation();
  return useMutation({
    mutationFn: (body: AdminProductCreate | AdminProductUpdate) =>
      (id === null ? api.post<{ data: AdminProduct }>(apiPaths.products, body) : api.patch<{ data: AdminProduct }>(apiPaths.product(id), body)).then(
        (r) => r.data,
      ),
    onSuccess: invalidate,
  });
}

/** POST /api/admin/products/{id}/archive or /unarchive. */
export function useArchiveProduct(id: number) {
  const invalidate = useCatalogInvalidation();
  return useMutation({
    mutationFn: (archived: boolean) =>
      api.post<{ data: AdminProduct }>(archived ? apiPaths.productArchive(id) : apiPaths.productUnarchive(id)).then((r) => r.data),
    onSuccess: invalidate,
  });
}

/** POST /api/admin/variants/{id}/stock: add, take or set, with a reason. */
export function useAdjustStock(variantId: number) {
  const invalidate = useCatalogInvalidation();
  return useMutation({
    mutationFn: (body: StockAdjustmentRequest) =>
      api.post<{ data: StockAdjustment & { product_stock_quantity: number } }>(apiPaths.variantStock(variantId), body).then((r) => r.data),
    onSuccess: invalidate,
  });
}

/** GET /api/admin/variants/{id}/stock-history: the variant's adjustments, newest first. */
export function useStockHistory(variantId: number, page: number) {
  return useQuery({
    queryKey: queryKeys.products.stock(variantId, page),
    queryFn: ({ signal }) => api.get<Page<StockAdjustment>>(apiPaths.variantStockHistory(variantId), { page, page_size: 10 }, signal),
  });
}

/** GET /api/admin/products/export.csv: the catalog as CSV text. */
export function exportCatalog() {
  return apiText(apiPaths.productsExport);
}

/** POST /api/admin/products/import[?dry_run=1] with the CSV as it is. */
export function importCatalog(file: File, dryRun: boolean) {
  const body = file.type === 'text/csv' ? file : new Blob([file], { type: 'text/csv' });
  return apiCall<{ data: ImportResult }>('POST', apiPaths.productsImport, { body, query: dryRun ? { dry_run: 1 } : undefined }).then((r) => r.data);
}

export function useImportCatalog() {
  const invalidate = useCatalogInvalidation();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => importCatalog(file, dryRun),
    onSuccess: (result) => (result.dry_run ? undefined : invalidate()),
  });
}
