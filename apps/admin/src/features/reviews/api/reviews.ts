import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReview } from '@shop/core/admin';
import { api, type Page, type QueryParams } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /api/admin/reviews?hidden=&q=&page= */
export function useReviews(q: QueryParams) {
  return useQuery({
    queryKey: queryKeys.reviews.list(q),
    queryFn: ({ signal }) => api.get<Page<AdminReview>>(apiPaths.reviews, q, signal),
    placeholderData: (prev) => prev,
  });
}

/** Hide, show or delete a review; every review list refreshes (and the products' averages). */
export function useReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'hide' | 'show' | 'delete' }) =>
      action === 'delete' ? api.delete<unknown>(apiPaths.review(id)) : api.post<unknown>(action === 'hide' ? apiPaths.reviewHide(id) : apiPaths.reviewShow(id)),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }), queryClient.invalidateQueries({ queryKey: queryKeys.products.all })]),
  });
}
