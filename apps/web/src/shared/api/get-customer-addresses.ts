import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_LIST_LIMIT, type AddressListResponse } from '@shop/core';
import { apiGet, type RequestOptions } from './client';
import type { QueryConfig } from './react-query';
import { queryKeys } from './query-keys';

export interface AddressListParams {
  limit: number;
  page: number;
}

/** GET Customers/GetCustomerAddress (auth): a page of the customer's addresses, the default first. */
export function getCustomerAddresses(params: AddressListParams, options?: RequestOptions): Promise<AddressListResponse> {
  return apiGet<AddressListResponse>('Customers/GetCustomerAddress', { limit: params.limit, page: params.page }, options);
}

/** The address book: limit 1000, page 1 (spec 7, 9: ADDRESS_LIST_LIMIT). */
export const getCustomerAddressesQueryOptions = (params: AddressListParams = { limit: ADDRESS_LIST_LIMIT, page: 1 }) =>
  queryOptions({
    queryKey: queryKeys.account.addresses.list(params),
    queryFn: ({ signal }) => getCustomerAddresses(params, { signal }),
  });

export function useCustomerAddresses({
  params,
  queryConfig,
}: { params?: AddressListParams; queryConfig?: QueryConfig<typeof getCustomerAddressesQueryOptions> } = {}) {
  return useQuery({ ...getCustomerAddressesQueryOptions(params), ...queryConfig });
}
