import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { KEYWORD_PARAM, readVideoSearch } from '@shop/core';
import { writePageParam } from '../../../shared/hooks/use-page-param';

// Read the same way by the server (its render cache key): core storefront-routes.ts.
export { KEYWORD_PARAM, readVideoSearch } from '@shop/core';

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
