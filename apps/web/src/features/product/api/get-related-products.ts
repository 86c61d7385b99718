import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, ProductCard } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

/** GET Home/GetRelatedProducts?product_id&product_category_id: same category, not the product itself. */
export async function getRelatedProducts(productId: number, categoryId?: number | null, options?: RequestOptions): Promise<ProductCard[]> {
  const body = await apiGet<ListResponse<ProductCard[]>>(
    'Home/GetRelatedProducts',
    { product_id: productId, product_category_id: categoryId ?? undefined },
    options,
  );
  return body.data;
}

export const getRelatedProductsQueryOptions = (productId: number, categoryId?: number | null) =>
  queryOptions({
    queryKey: queryKeys.product.related(productId, categoryId),
    queryFn: ({ signal }) => getRelatedProducts(productId, categoryId, { signal }),
  });

/** The Related products block; idle until the product (and so its category) is known. */
export function useRelatedProducts(
  productId: number | null,
  categoryId?: number | null,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getRelatedProductsQueryOptions> } = {},
) {
  return useQuery({
    ...getRelatedProductsQueryOptions(productId ?? 0, categoryId),
    enabled: productId !== null,
    ...queryConfig,
  });
}
