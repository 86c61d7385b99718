import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressRequest, ApiOk } from '@shop/core';
import { apiPost } from '../../../shared/api/client';
import type { MutationConfig } from '../../../shared/api/react-query';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * POST Customers/CreateCustomerAddress (auth): creates an address, or updates one when
 * customer_address_id is given (spec 7).
 */
export function saveCustomerAddress(request: AddressRequest): Promise<ApiOk> {
  return apiPost<ApiOk>('Customers/CreateCustomerAddress', request);
}

/** POST Customers/UpdateDefaultAddress (auth): makes the address the only default. */
export function updateDefaultAddress(addressId: number): Promise<ApiOk> {
  return apiPost<ApiOk>('Customers/UpdateDefaultAddress', { customer_address_id: addressId });
}

/** POST Customers/DeleteCustomerAddress (auth). */
export function deleteCustomerAddress(addressId: number): Promise<ApiOk> {
  return apiPost<ApiOk>('Customers/DeleteCustomerAddress', { customer_address_id: addressId });
}

/** A mutation that reloads every address query (the list, the checkout's, the edited one) after it succeeds. */
function useAddressMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<ApiOk>,
  mutationConfig: MutationConfig<(variables: TVariables) => Promise<ApiOk>> | undefined,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.addresses.all });
      await onSuccess?.(...args);
    },
  });
}

export function useSaveCustomerAddress({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveCustomerAddress> } = {}) {
  return useAddressMutation(saveCustomerAddress, mutationConfig);
}

export function useUpdateDefaultAddress({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateDefaultAddress> } = {}) {
  return useAddressMutation(updateDefaultAddress, mutationConfig);
}

export function useDeleteCustomerAddress({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteCustomerAddress> } = {}) {
  return useAddressMutation(deleteCustomerAddress, mutationConfig);
}
