import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AdminBanner, AdminBlog, AdminSlide, AdminVideo } from '@shop/core/admin';
import { api, type Page, type QueryParams } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';

export function useSlides() {
  return useQuery({
    queryKey: queryKeys.slides.all,
    queryFn: ({ signal }) => api.get<{ data: AdminSlide[] }>(apiPaths.slides, undefined, signal).then((r) => r.data),
  });
}

export function useBanners() {
  return useQuery({
    queryKey: queryKeys.banners.all,
    queryFn: ({ signal }) => api.get<{ data: AdminBanner[] }>(apiPaths.banners, undefined, signal).then((r) => r.data),
  });
}

export function useBlogs(q: QueryParams) {
  return useQuery({
    queryKey: queryKeys.blogs.list(q),
    queryFn: ({ signal }) => api.get<Page<AdminBlog>>(apiPaths.blogs, q, signal),
    placeholderData: (prev) => prev,
  });
}

export function useVideos(q: QueryParams) {
  return useQuery({
    queryKey: queryKeys.videos.list(q),
    queryFn: ({ signal }) => api.get<Page<AdminVideo>>(apiPaths.videos, q, signal),
    placeholderData: (prev) => prev,
  });
}

/** One write of a content resource; refreshes that resource's lists (videos also a product's gallery). */
export function useContentWrite(key: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (w: { method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'; path: string; body?: unknown }) =>
      w.method === 'POST'
        ? api.post<unknown>(w.path, w.body)
        : w.method === 'PATCH'
          ? api.patch<unknown>(w.path, w.body)
          : w.method === 'PUT'
            ? api.put<unknown>(w.path, w.body)
            : api.delete<unknown>(w.path),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: queryKeys.products.all })]),
  });
}
