import {
  DEFAULT_SORT,
  LISTING_DEFAULT_PAGE_SIZE,
  LISTING_PAGE_SIZES,
  SORT_BY_VALUES,
  type SortBy,
} from '@shop/core';

/** One of the 'Show' sizes: 10, 20 or 30 (core LISTING_PAGE_SIZES). */
export type ListingPageSize = (typeof LISTING_PAGE_SIZES)[number];

/** What the listing shows, as kept in the URL: ?page=2&limit=20&sort_by=price_asc. */
export interface ListingQuery {
  page: number;
  limit: ListingPageSize;
  sortBy: SortBy;
}

/** The query-string names; sort_by is the API's own name (spec 9). */
export const LISTING_PARAMS = { page: 'page', limit: 'limit', sortBy: 'sort_by' } as const;

const DEFAULTS: ListingQuery = { page: 1, limit: LISTING_DEFAULT_PAGE_SIZE, sortBy: DEFAULT_SORT };

function isPageSize(value: number): value is ListingPageSize {
  return (LISTING_PAGE_SIZES as readonly number[]).includes(value);
}

function isSortBy(value: string): value is SortBy {
  return (SORT_BY_VALUES as readonly string[]).includes(value);
}

/**
 * Reads page, limit and sort_by from the URL. Anything missing or not allowed (a page that
 * is not a whole number from 1, a size other than 10 / 20 / 30, an unknown sort) falls
 * back to its default: page 1, 10 per page, Featured.
 */
export function readListingQuery(search: URLSearchParams): ListingQuery {
  const pageText = search.get(LISTING_PARAMS.page)?.trim() ?? '';
  const page = /^\d+$/.test(pageText) ? Number(pageText) : NaN;
  const limit = Number(search.get(LISTING_PARAMS.limit));
  const sortBy = search.get(LISTING_PARAMS.sortBy) ?? '';
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : DEFAULTS.page,
    limit: isPageSize(limit) ? limit : DEFAULTS.limit,
    sortBy: isSortBy(sortBy) ? sortBy : DEFAULTS.sortBy,
  };
}

/**
 * The query string after a change. A new page size or sort starts again from page 1
 * (spec 4: they reload the list). Default values are left out, so the plain listing keeps
 * a plain URL; other parameters (such as lng) are kept.
 */
export function changeListingQuery(search: URLSearchParams, change: Partial<ListingQuery>): URLSearchParams {
  const current = readListingQuery(search);
  const resets = (change.limit !== undefined && change.limit !== current.limit) ||
    (change.sortBy !== undefined && change.sortBy !== current.sortBy);
  const next: ListingQuery = { ...current, ...change, ...(resets && change.page === undefined ? { page: 1 } : {}) };
  const params = new URLSearchParams(search);
  for (const key of ['page', 'limit', 'sortBy'] as const) {
    const name = LISTING_PARAMS[key];
    if (next[key] === DEFAULTS[key]) params.delete(name);
    else params.set(name, String(next[key]));
  }
  return params;
}
