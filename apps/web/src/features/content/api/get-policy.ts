import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Policy } from '@shop/core';
import { apiGet, type RequestOptions } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * GET Home/GetPolicy?slug=…: one policy page in English and Arabic; the bodies are HTML the
 * server has sanitised (on save and again on the way out). An unknown slug is a 404 ApiError.
 */
export async function getPolicy(slug: string, options?: RequestOptions): Promise<Policy> {
  const body = await apiGet<{ success: true; data: Policy }>('Home/GetPolicy', { slug }, options);
  return body.data;
}

/** Read by the policy route's loader (app/routes/policy.route.ts), so a page the server rendered carries it. */
export const getPolicyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.content.policy(slug),
    queryFn: ({ signal }) => getPolicy(slug, { signal }),
  });

/** The page of `slug`; nothing is asked for a path that names no policy (null). */
export function usePolicy(slug: string | null) {
  return useQuery({ ...getPolicyQueryOptions(slug ?? ''), enabled: slug !== null });
}
