import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_PARAM, readPageParam } from '@shop/core';

// The page parameter is read the same way by the server (its render cache key): core
// storefront-routes.ts holds it.
export { PAGE_PARAM, readPageParam } from '@shop/core';

/** Writes `page` into `params` (page 1 is left out, so the plain URL means the first page). */
export function writePageParam(params: URLSearchParams, page: number): URLSearchParams {
  if (page > 1) params.set(PAGE_PARAM, String(page));
  else params.delete(PAGE_PARAM);
  return params;
}

/**
 * The list's page, kept in the URL's ?page= beside any other parameter (?lng=ar ...).
 * Each page change is a history entry, so Back returns to the previous page.
 */
export function usePageParam(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params.get(PAGE_PARAM));
  const setPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) =>
      setParams((previous) => writePageParam(new URLSearchParams(previous), next), { replace }),
    [setParams],
  );
  return [page, setPage];
}
