import { useQuery } from '@tanstack/react-query';
import type { AdminCustomerDetail, AdminCustomerRow } from '@shop/core/admin';
import { api, type Page, type QueryParams } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /api/admin/customers?q=&page= */
export function useCustomers(q: QueryParams) {
  return useQuery({
    queryKey: queryKeys.customers.list(q),
    queryFn: ({ signal }) => api.get<Page<AdminCustomerRow>>(apiPaths.customers, q, signal),
    placeholderData: (prev) => prev,
  });
}

/** GET /api/admin/customers/{id}: addresses and latest orders (never a password). */
export function useCustomer(id: number) {
  return useQuery({
    queryKey: queryKeys.customers.detail(id),
    queryFn: ({ signal }) => api.get<{ data: AdminCustomerDetail }>(apiPaths.customer(id), undefined, signal).then((r) => r.data),
  });
}
