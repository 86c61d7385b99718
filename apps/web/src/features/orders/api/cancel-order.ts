import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiOk } from '@shop/core';
import { apiPost } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { MutationConfig } from '../../../shared/api/react-query';

/**
 * POST Order/CancelOrder {order_id} (auth): cancels the caller's order while its
 * order_status is 0; otherwise 409 "Order is processing, can't cancel.".
 */
export function cancelOrder(orderId: number): Promise<ApiOk> {
  return apiPost<ApiOk>('Order/CancelOrder', { order_id: orderId });
}

/** Whatever the answer, the orders are read again: a refusal may mean the status moved on. */
export function useCancelOrder({ mutationConfig }: { mutationConfig?: MutationConfig<typeof cancelOrder> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: cancelOrder,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      await mutationConfig?.onSettled?.(...args);
    },
  });
}
