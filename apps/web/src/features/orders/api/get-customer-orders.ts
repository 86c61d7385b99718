import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_MAX_LIMIT, customerOrdersResponseSchema, ORDER_STATUS, ORDERS_PAGE_SIZE, type OrderSummary } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys, type OrdersParams } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

/** `{success, data: OrderSummary[], page, total_pages, total_records, next, prev}` (core's contract). */
export type CustomerOrdersResponse = ReturnType<typeof customerOrdersResponseSchema.parse>;

/**
 * GET Customers/GetCustomerOrders (auth): a page of the caller's orders, newest first, read
 * through core's contract schema (an answer of another shape is an error, not a blank row).
 */
export async function getCustomerOrders(params: OrdersParams, options?: RequestOptions): Promise<CustomerOrdersResponse> {
  const body = await apiGet<unknown>('Customers/GetCustomerOrders', { limit: params.limit, page: params.page }, options);
  return customerOrdersResponseSchema.parse(body);
}

/** My Orders: 5 a page (spec 9: ORDERS_PAGE_SIZE). */
export const getCustomerOrdersQueryOptions = (page: number, limit: number = ORDERS_PAGE_SIZE) =>
  queryOptions({
    queryKey: queryKeys.orders.list({ page, limit }),
    queryFn: ({ signal }) => getCustomerOrders({ page, limit }, { signal }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useCustomerOrders({ page, queryConfig }: { page: number; queryConfig?: QueryConfig<typeof getCustomerOrdersQueryOptions> }) {
  return useQuery({ ...getCustomerOrdersQueryOptions(page), ...queryConfig });
}

/** A parcel the shopper can follow: an order with its tracking number (and carrier, if recorded). */
export type TrackedOrder = OrderSummary & { tracking_number: string };

/** Track Orders: the shipped orders (still on their way) and the most recent deliveries. */
export interface TrackedOrders {
  onTheWay: TrackedOrder[];
  delivered: TrackedOrder[];
}

/**
 * Delivered parcels Track Orders keeps showing: the newest few are what a shopper checks
 * back on ("did it arrive?"); older ones live on My Orders. The summary carries no delivery
 * date, so "recent" is by order date (the list is newest first).
 */
export const RECENT_DELIVERIES_SHOWN = 10;

const hasTracking = (order: OrderSummary): order is TrackedOrder => Boolean(order.tracking_number?.trim());

/**
 * The orders of a GetCustomerOrders page that have a tracking number, Shipped ones first,
 * then up to RECENT_DELIVERIES_SHOWN Delivered ones, each group newest first as sent. An
 * order cancelled or refunded after shipping is no parcel to follow, so it is left out.
 */
export function trackedOrders(response: Pick<CustomerOrdersResponse, 'data'>): TrackedOrders {
  const tracked = response.data.filter(hasTracking);
  return {
    onTheWay: tracked.filter((order) => order.order_status === ORDER_STATUS.shipped),
    delivered: tracked.filter((order) => order.order_status === ORDER_STATUS.delivered).slice(0, RECENT_DELIVERIES_SHOWN),
  };
}

/**
 * Track Orders: one read of the newest API_MAX_LIMIT (100) orders, page 1, under the same
 * key family as My Orders, so placing or cancelling an order refreshes it too. A parcel on
 * its way is always among a shopper's newest hundred orders.
 */
export const getTrackedOrdersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.orders.list({ page: 1, limit: API_MAX_LIMIT }),
    queryFn: ({ signal }) => getCustomerOrders({ page: 1, limit: API_MAX_LIMIT }, { signal }),
    select: trackedOrders,
  });

export function useTrackedOrders({ queryConfig }: { queryConfig?: QueryConfig<typeof getTrackedOrdersQueryOptions> } = {}) {
  return useQuery({ ...getTrackedOrdersQueryOptions(), ...queryConfig });
}
