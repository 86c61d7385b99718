import { findQueryParams, readFindQuery } from './catalog-find';
import { KEYWORD_PARAM, PAGE_PARAM, readPageParam, readVideoSearch, type StorefrontRoute } from './storefront-routes';

/**
 * The query a page's screen reads, as a canonical query string (its own parameters only, in
 * a fixed order, defaults left out), e.g. 'sort_by=price_asc&page=2' for a listing and ''
 * for home. Every address that shows the same page gives the same string: the server keys
 * its kept renders by it, so `?page=01`, `?limit=17`, `?utm_source=x`, `f.Chakra=Heart,Crown`
 * against `f.Chakra=Crown,Heart`'s order of keys, or a range typed upside down make no new key.
 *
 * A listing and a search read a find (core catalog-find.ts) the same way their screens do;
 * a listing has no words (its `q` is not read, so it makes no key either).
 */
export function pageQuery(route: StorefrontRoute | null, search: URLSearchParams): string {
  if (route === 'listing' || route === 'search') return findQueryParams(readFindQuery(search, { words: route === 'search' })).toString();
  const out = new URLSearchParams();
  if (route === 'videos') {
    const { page, keyword } = readVideoSearch(search);
    if (keyword) out.set(KEYWORD_PARAM, keyword);
    if (page > 1) out.set(PAGE_PARAM, String(page));
  } else if (route === 'blogs') {
    const page = readPageParam(search.get(PAGE_PARAM));
    if (page > 1) out.set(PAGE_PARAM, String(page));
  }
  return out.toString();
}
