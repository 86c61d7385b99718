import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail, ProductDetailsResponse, ProductVariant } from '@shop/core';
import { apiGet, type RequestOptions } from './client';
import { queryKeys } from './query-keys';
import type { QueryConfig } from './react-query';

/** A product: one row per variant (data) and the variant list (product_variants). */
export interface ProductDetails {
  /** One row per variant; rows[0].product_category_id is the product's category. */
  rows: ProductDetail[];
  variants: ProductVariant[];
}

/** GET Products/GetProductDetails?product_id (auth headers). An unknown product is an ApiError 404. */
export async function getProductDetails(productId: number, options?: RequestOptions): Promise<ProductDetails> {
  const body = await apiGet<ProductDetailsResponse>('Products/GetProductDetails', { product_id: productId }, options);
  return { rows: body.data, variants: body.product_variants };
}

export const getProductDetailsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.product.details(productId),
    queryFn: ({ signal }) => getProductDetails(productId, { signal }),
  });

/** The product of a detail page; idle while `productId` is null (no usable id in the path). */
export function useProductDetails(productId: number | null, { queryConfig }: { queryConfig?: QueryConfig<typeof getProductDetailsQueryOptions> } = {}) {
  return useQuery({ ...getProductDetailsQueryOptions(productId ?? 0), enabled: productId !== null, ...queryConfig });
}
