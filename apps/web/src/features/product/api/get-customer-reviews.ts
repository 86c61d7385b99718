import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, Review } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

/** GET Customers/GetCustomerReviews?product_id: the product's reviews, newest first. */
export async function getCustomerReviews(productId: number, options?: RequestOptions): Promise<Review[]> {
  const body = await apiGet<ListResponse<Review[]>>('Customers/GetCustomerReviews', { product_id: productId }, options);
  return body.data;
}

export const getCustomerReviewsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.product.reviews(productId),
    queryFn: ({ signal }) => getCustomerReviews(productId, { signal }),
  });

export function useCustomerReviews(productId: number | null, { queryConfig }: { queryConfig?: QueryConfig<typeof getCustomerReviewsQueryOptions> } = {}) {
  return useQuery({ ...getCustomerReviewsQueryOptions(productId ?? 0), enabled: productId !== null, ...queryConfig });
}
