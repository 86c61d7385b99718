import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter that keeps a list's page in the URL, so a reload stays on it. */
export const PAGE_PARAM = 'page';

/** A 1-based page from the URL: 1 when missing, not a whole number, or below 1. */
export function readPageParam(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

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
