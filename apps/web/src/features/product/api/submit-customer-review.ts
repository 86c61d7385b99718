import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiOk, ReviewRequest } from '@shop/core';
import { apiPost } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { MutationConfig } from '../../../shared/api/react-query';

/**
 * POST Customers/SubmitCustomerReview (auth): customer_name, customer_email, product_id,
 * review_text, review_rating. Resolves to `{ success, message }`; a refusal is an ApiError
 * (401 without a valid token: the screen sends the shopper to /Login).
 */
export function submitCustomerReview(review: ReviewRequest): Promise<ApiOk> {
  return apiPost<ApiOk>('Customers/SubmitCustomerReview', review);
}

/**
 * The 'Add a review' form's mutation. On success the product's reviews and details (its
 * average rating) are reloaded (spec 4: "the reviews are reloaded").
 */
export function useSubmitCustomerReview({ mutationConfig }: { mutationConfig?: MutationConfig<typeof submitCustomerReview> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: submitCustomerReview,
    onSuccess: async (...args) => {
      const [, review] = args;
      await queryClient.invalidateQueries({ queryKey: queryKeys.product.byId(review.product_id) });
      await onSuccess?.(...args);
    },
  });
}
