import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryItem, ListResponse } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

/** GET Home/GetProductSlider?product_id: the gallery (type 'image', anything else is a video). */
export async function getProductSlider(productId: number, options?: RequestOptions): Promise<GalleryItem[]> {
  const body = await apiGet<ListResponse<GalleryItem[]>>('Home/GetProductSlider', { product_id: productId }, options);
  return body.data;
}

export const getProductSliderQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.product.slider(productId),
    queryFn: ({ signal }) => getProductSlider(productId, { signal }),
  });

export function useProductSlider(productId: number | null, { queryConfig }: { queryConfig?: QueryConfig<typeof getProductSliderQueryOptions> } = {}) {
  return useQuery({ ...getProductSliderQueryOptions(productId ?? 0), enabled: productId !== null, ...queryConfig });
}
