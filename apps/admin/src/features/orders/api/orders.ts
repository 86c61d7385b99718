import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminOrderRow, AdminOrdersExportQuery, OrderRefundRequest, OrderTransition, PackingSlip } from '@shop/core/admin';
import { api, apiText, type Page, type QueryParams } from '../../../shared/api/client';
import { ORDERS_REFRESH_MS } from '../../../shared/api/query-client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';

/** The list's filters, as they stand in the screen's address. */
export interface OrdersFilter extends QueryParams {
  status?: string;
  payment_status?: string;
  /** 'payment' or 'dispatch': the dashboard's waiting orders. */
  waiting?: string;
  from?: string;
  to?: string;
  q?: string;
  page?: number;
}

/** GET /api/admin/orders?status=&payment_status=&from=&to=&q=&page= */
export function getOrders(filter: OrdersFilter, signal?: AbortSignal) {
  return api.get<Page<AdminOrderRow>>(apiPaths.orders, filter, signal);
}

export const ordersQuery = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: queryKeys.orders.list(filter),
    queryFn: ({ signal }) => getOrders(filter, signal),
    placeholderData: (prev) => prev,
    refetchInterval: ORDERS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export function useOrders(filter: OrdersFilter) {
  return useQuery(ordersQuery(filter));
}

/** GET /api/admin/orders/{id}: lines, address, payment, history and the allowed moves. */
export function getOrder(id: number, signal?: AbortSignal) {
  return api.get<{ data: AdminOrderDetail }>(apiPaths.order(id), undefined, signal).then((r) => r.data);
}

export function useOrder(id: number) {
  return useQuery({ queryKey: queryKeys.orders.detail(id), queryFn: ({ signal }) => getOrder(id, signal) });
}

/** POST /api/admin/orders/{id}/transitions; refreshes every order view and the dashboard. */
export function useOrderTransition(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: OrderTransition) => api.post<{ data?: unknown; message?: string }>(apiPaths.orderTransitions(id), move),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }), queryClient.invalidateQueries({ queryKey: queryKeys.dashboard })]);
    },
  });
}

/** POST /api/admin/orders/{id}/refunds: a full or partial refund; refreshes the order views. */
export function useOrderRefund(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refund: OrderRefundRequest) => api.post<{ message?: string }>(apiPaths.orderRefunds(id), refund),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }), queryClient.invalidateQueries({ queryKey: queryKeys.dashboard })]);
    },
  });
}

/** GET /api/admin/orders/packing-slips?ids=: up to 100 orders' slips, in the order given; `missing` names ids that are no order. */
export function getPackingSlips(ids: readonly number[], signal?: AbortSignal) {
  return api.get<{ data: PackingSlip[]; missing: number[] }>(apiPaths.orderPackingSlips, { ids: ids.join(',') }, signal);
}

export function usePackingSlips(ids: readonly number[]) {
  return useQuery({
    queryKey: queryKeys.orders.packingSlips(ids),
    queryFn: ({ signal }) => getPackingSlips(ids, signal),
    enabled: ids.length > 0,
  });
}

/** GET /api/admin/orders/export.csv?from=&to=&status=&payment_status=: the accounts' CSV as text. */
export function exportOrders(query: AdminOrdersExportQuery) {
  return apiText(apiPaths.ordersExport, { from: query.from, to: query.to, status: query.status, payment_status: query.payment_status });
}
