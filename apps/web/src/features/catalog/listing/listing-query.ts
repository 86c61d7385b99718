import type { ListingQuery } from '@shop/core';
import { changeFind } from './find-query';

// The listing's query is read the same way by the server (its render cache key) and here:
// core storefront-routes.ts holds it.
export { LISTING_PARAMS, readListingQuery, type ListingPageSize, type ListingQuery } from '@shop/core';

/**
 * The query string after a change of page, size or sort (a listing's find, find-query.ts).
 * A new page size or sort starts again from page 1 (spec 4: they reload the list). Default
 * values are left out, so the plain listing keeps a plain URL; other parameters (such as
 * lng) are kept.
 */
export function changeListingQuery(search: URLSearchParams, change: Partial<ListingQuery>): URLSearchParams {
  return changeFind(search, change, { words: false });
}
