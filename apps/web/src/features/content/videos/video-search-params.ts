import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_PARAM, readPageParam, writePageParam } from '../../../shared/hooks/use-page-param';

/** The query parameter that keeps the video search in the URL. */
export const KEYWORD_PARAM = 'keyword';

/** The videos screen's page and keyword, as read from the URL. */
export function readVideoSearch(params: URLSearchParams): { page: number; keyword: string } {
  return { page: readPageParam(params.get(PAGE_PARAM)), keyword: (params.get(KEYWORD_PARAM) ?? '').trim() };
}

/**
 * The Videos screen's page and keyword, kept in the URL (?keyword=…&page=…) so a reload or
 * a shared link shows the same results. A new keyword goes back to page 1 (spec 4) and
 * replaces the history entry, so typing does not fill the Back button.
 */
export function useVideoSearchParams() {
  const [params, setParams] = useSearchParams();
  const { page, keyword } = readVideoSearch(params);

  const setPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) =>
      setParams((previous) => writePageParam(new URLSearchParams(previous), next), { replace }),
    [setParams],
  );

  const setKeyword = useCallback(
    (next: string) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          const trimmed = next.trim();
          if (trimmed) updated.set(KEYWORD_PARAM, trimmed);
          else updated.delete(KEYWORD_PARAM);
          return writePageParam(updated, 1);
        },
        { replace: true },
      ),
    [setParams],
  );

  return { page, keyword, setPage, setKeyword };
}
