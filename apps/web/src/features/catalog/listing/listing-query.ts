import { LISTING_DEFAULTS as DEFAULTS, LISTING_PARAMS, readListingQuery, type ListingQuery } from '@shop/core';

// The listing's query is read the same way by the server (its render cache key) and here:
// core storefront-routes.ts holds it.
export { LISTING_PARAMS, readListingQuery, type ListingPageSize, type ListingQuery } from '@shop/core';

/**
 * The query string after a change. A new page size or sort starts again from page 1
 * (spec 4: they reload the list). Default values are left out, so the plain listing keeps
 * a plain URL; other parameters (such as lng) are kept.
 */
export function changeListingQuery(search: URLSearchParams, change: Partial<ListingQuery>): URLSearchParams {
  const current = readListingQuery(search);
  const resets = (change.limit !== undefined && change.limit !== current.limit) || (change.sortBy !== undefined && change.sortBy !== current.sortBy);
  const next: ListingQuery = { ...current, ...change, ...(resets && change.page === undefined ? { page: 1 } : {}) };
  const params = new URLSearchParams(search);
  for (const key of ['page', 'limit', 'sortBy'] as const) {
    const name = LISTING_PARAMS[key];
    if (next[key] === DEFAULTS[key]) params.delete(name);
    else params.set(name, String(next[key]));
  }
  return params;
}
