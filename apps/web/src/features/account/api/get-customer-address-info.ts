import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, ListResponse } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import type { QueryConfig } from '../../../shared/api/react-query';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET Customers/GetCustomerAddressInfo (auth): one of the customer's addresses (data[0]); another's is 404. */
export async function getCustomerAddressInfo(addressId: number, options?: RequestOptions): Promise<Address | null> {
  const body = await apiGet<ListResponse<Address[]>>('Customers/GetCustomerAddressInfo', { customer_address_id: addressId }, options);
  return body.data[0] ?? null;
}

export const getCustomerAddressInfoQueryOptions = (addressId: number) =>
  queryOptions({
    queryKey: queryKeys.account.addresses.detail(addressId),
    queryFn: ({ signal }) => getCustomerAddressInfo(addressId, { signal }),
  });

export function useCustomerAddressInfo({
  addressId,
  queryConfig,
}: {
  addressId: number;
  queryConfig?: QueryConfig<typeof getCustomerAddressInfoQueryOptions>;
}) {
  return useQuery({ ...getCustomerAddressInfoQueryOptions(addressId), ...queryConfig });
}
