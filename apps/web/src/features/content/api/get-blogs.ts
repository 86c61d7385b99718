import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BLOGS_PAGE_SIZE, type Blog, type PagedResponse, type PageInfo } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys, type BlogsParams } from '../../../shared/api/query-keys';
import type { QueryConfig } from '../../../shared/api/react-query';

export type { BlogsParams };

/** One page of blogs. */
export interface BlogsPage {
  blogs: Blog[];
  pageInfo: PageInfo;
}

/**
 * GET Home/GetBlogs with page and limit (auth headers), newest first. blog_description is
 * HTML that the server has sanitised (DESIGN.md section 5).
 */
export async function getBlogs({ page = 1, limit = BLOGS_PAGE_SIZE }: Partial<BlogsParams>, options?: RequestOptions): Promise<BlogsPage> {
  const { data, page: current, total_pages, total_records, next, prev } = await apiGet<PagedResponse<Blog>>('Home/GetBlogs', { page, limit }, options);
  return { blogs: data, pageInfo: { page: current, total_pages, total_records, next, prev } };
}

export const getBlogsQueryOptions = (params: BlogsParams) =>
  queryOptions({
    queryKey: queryKeys.content.blogs(params),
    queryFn: ({ signal }) => getBlogs(params, { signal }),
    placeholderData: keepPreviousData,
  });

export function useBlogs(params: BlogsParams, { queryConfig }: { queryConfig?: QueryConfig<typeof getBlogsQueryOptions> } = {}) {
  return useQuery({ ...getBlogsQueryOptions(params), ...queryConfig });
}
