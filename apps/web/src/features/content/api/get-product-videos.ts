import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { VIDEOS_PAGE_SIZE, type PagedResponse, type PageInfo, type VideoItem } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys, type VideosParams } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

export type { VideosParams };

/** One page of product videos. */
export interface VideosPage {
  videos: VideoItem[];
  pageInfo: PageInfo;
}

/** GET Products/GetProductVideos with page, limit and keyword (auth headers). */
export async function getProductVideos({ page = 1, limit = VIDEOS_PAGE_SIZE, keyword }: Partial<VideosParams>, options?: RequestOptions): Promise<VideosPage> {
  const {
    data,
    page: current,
    total_pages,
    total_records,
    next,
    prev,
  } = await apiGet<PagedResponse<VideoItem>>('Products/GetProductVideos', { page, limit, keyword: keyword?.trim() }, options);
  return { videos: data, pageInfo: { page: current, total_pages, total_records, next, prev } };
}

export const getProductVideosQueryOptions = (params: VideosParams) =>
  queryOptions({
    queryKey: queryKeys.content.videos({ ...params, keyword: params.keyword?.trim() ?? '' }),
    queryFn: ({ signal }) => getProductVideos(params, { signal }),
    placeholderData: keepPreviousData,
  });

export function useProductVideos(params: VideosParams, { queryConfig }: { queryConfig?: QueryConfig<typeof getProductVideosQueryOptions> } = {}) {
  return useQuery({ ...getProductVideosQueryOptions(params), ...queryConfig });
}
