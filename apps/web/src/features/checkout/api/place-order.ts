import { useMutation, useQueryClient } from '@tanstack/react-query';
import { placeOrderConflictSchema, type PlaceOrderConflict, type PlaceOrderRequestInput, type PlaceOrderResponse } from '@shop/core';
import { ApiError, apiPost } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { MutationConfig } from '../../../shared/api/react-query';

export interface PlaceOrderVariables {
  body: PlaceOrderRequestInput;
  /** One per checkout attempt (see AttemptKeys). */
  idempotencyKey: string;
}

/**
 * POST Order/PlaceAndOrder (auth) with `Idempotency-Key`: 200 gives the order id, its
 * invoice key and number; 409 names what changed (placeOrderConflict); 400/422/429 carry a
 * message. An answer without an order id is treated as a failure, never as an order.
 */
export async function placeOrder({ body, idempotencyKey }: PlaceOrderVariables): Promise<PlaceOrderResponse> {
  const answer = await apiPost<Partial<PlaceOrderResponse> | undefined>('Order/PlaceAndOrder', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (typeof answer?.order_id !== 'number' || typeof answer.invoice_key !== 'string') {
    throw new ApiError(200, 'The order answer had no order id.', answer);
  }
  return answer as PlaceOrderResponse;
}

/** The changes of a 409 refusal (prices moved, stock short, product gone), or null for any other failure. */
export function placeOrderConflict(error: unknown): PlaceOrderConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = placeOrderConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** Placing an order makes My Orders stale. */
export function usePlaceOrder({ mutationConfig }: { mutationConfig?: MutationConfig<typeof placeOrder> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: placeOrder,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      await onSuccess?.(...args);
    },
  });
}
