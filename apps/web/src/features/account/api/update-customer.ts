import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCustomerRequest, UpdateCustomerResponse } from '@shop/core';
import { apiPost } from '../../../shared/api/client';
import type { MutationConfig } from '../../../shared/api/react-query';
import { replaceToken } from '../../../shared/stores/session-store';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * POST Customers/UpdateCustomer (auth): names, e-mail, and a new password (customer_password)
 * with current_password. The server checks the current password ('Current Password does not
 * match'), and asks for it to change the e-mail. After a new password or e-mail it ends every
 * other session and answers this one's new token in `data.token`.
 */
export function updateCustomer(request: UpdateCustomerRequest): Promise<UpdateCustomerResponse> {
  return apiPost<UpdateCustomerResponse>('Customers/UpdateCustomer', request);
}

/**
 * Saving keeps the shopper logged in (a new token replaces the old one, which the server no
 * longer takes) and then reloads the customer (the dashboard greeting uses the name); the
 * reload must go out with the new token, so the token is stored first.
 */
export function useUpdateCustomer({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateCustomer> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateCustomer,
    onSuccess: async (...args) => {
      const [body] = args;
      const token = body.data?.token;
      if (typeof token === 'string' && token !== '') replaceToken(token);
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.customerInfo() });
      await onSuccess?.(...args);
    },
  });
}
