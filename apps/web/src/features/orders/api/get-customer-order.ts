import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerOrderResponseSchema, type CustomerOrderResponse } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

/**
 * GET Order/CustomerOrder?order_id[&key] (auth optional): one order with its lines, Bill To,
 * seller and payment (DESIGN 4.2). The server answers only the order's own customer (token)
 * or a holder of its invoice key; anything else is 404, as for an unknown order.
 */
export async function getCustomerOrder(orderId: number, key: string | null, options?: RequestOptions): Promise<CustomerOrderResponse> {
  const body = await apiGet<unknown>('Order/CustomerOrder', { order_id: orderId, key }, options);
  return customerOrderResponseSchema.parse(body);
}

export const getCustomerOrderQueryOptions = (orderId: number, key: string | null) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(orderId, key),
    queryFn: ({ signal }) => getCustomerOrder(orderId, key, { signal }),
  });

export function useCustomerOrder({
  orderId,
  invoiceKey,
  queryConfig,
}: {
  orderId: number;
  invoiceKey: string | null;
  queryConfig?: QueryConfig<typeof getCustomerOrderQueryOptions>;
}) {
  return useQuery({ ...getCustomerOrderQueryOptions(orderId, invoiceKey), ...queryConfig });
}
