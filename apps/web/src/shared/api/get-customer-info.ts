import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerInfo, ListResponse } from '@shop/core';
import { apiGet, type RequestOptions } from './client';
import type { QueryConfig } from './react-query';
import { queryKeys } from './query-keys';

/** GET Customers/GetCustomerInfo (auth): the logged-in customer (data[0]); never a password. */
export async function getCustomerInfo(options?: RequestOptions): Promise<CustomerInfo | null> {
  const body = await apiGet<ListResponse<CustomerInfo[]>>('Customers/GetCustomerInfo', undefined, options);
  return body.data[0] ?? null;
}

export const getCustomerInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account.customerInfo(),
    queryFn: ({ signal }) => getCustomerInfo({ signal }),
  });

export function useCustomerInfo({ queryConfig }: { queryConfig?: QueryConfig<typeof getCustomerInfoQueryOptions> } = {}) {
  return useQuery({ ...getCustomerInfoQueryOptions(), ...queryConfig });
}
