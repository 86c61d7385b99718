import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiOk, UpdateCustomerRequest } from '@shop/core';
import { apiPost } from '../../../shared/api/client';
import type { MutationConfig } from '../../../shared/api/react-query';
import { accountKeys } from './account-keys';

/**
 * POST Customers/UpdateCustomer (auth): names, e-mail, and a new password (customer_password)
 * with current_password. The server checks the current password ('Current Password does not match').
 */
export function updateCustomer(request: UpdateCustomerRequest): Promise<ApiOk> {
  return apiPost<ApiOk>('Customers/UpdateCustomer', request);
}

/** Saving reloads the customer (the dashboard greeting uses the name). */
export function useUpdateCustomer({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateCustomer> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateCustomer,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.customerInfo() });
      await onSuccess?.(...args);
    },
  });
}
