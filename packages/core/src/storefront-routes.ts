import type { SortBy } from './api-types';
import { DEFAULT_SORT, LISTING_DEFAULT_PAGE_SIZE, LISTING_PAGE_SIZES, MAX_ID, SORT_BY_VALUES } from './constants';
import { idFromPath } from './slug';

/**
 * The storefront's path shapes that the server reads (its pages' head tags, first picture,
 * and rendering), in one place, matched as React Router matches the storefront's routes:
 * case-insensitively, with or without a trailing slash. Each names the query parameters its
 * screen reads, read here the same way the screen reads them, so that two addresses showing
 * the same page give one key (`?page=01`, `?limit=17` or `?utm_source=x` change nothing).
 */

/** The query parameter that keeps a list's page in the URL. */
export const PAGE_PARAM = 'page';
/** The Videos screen's search words. */
export const KEYWORD_PARAM = 'keyword';
/** The listing's query-string names; sort_by is the API's own name (spec 9). */
export const LISTING_PARAMS = { page: 'page', limit: 'limit', sortBy: 'sort_by' } as const;
/** The longest keyword a page reads (a search box's worth). */
export const KEYWORD_MAX = 200;

/** One of the 'Show' sizes: 10, 20 or 30 (LISTING_PAGE_SIZES). */
export type ListingPageSize = (typeof LISTING_PAGE_SIZES)[number];

/** What the listing shows, as kept in the URL: ?page=2&limit=20&sort_by=price_asc. */
export interface ListingQuery {
  page: number;
  limit: ListingPageSize;
  sortBy: SortBy;
}

export const LISTING_DEFAULTS: ListingQuery = { page: 1, limit: LISTING_DEFAULT_PAGE_SIZE as ListingPageSize, sortBy: DEFAULT_SORT };

/** A 1-based page from the URL: 1 when missing, not a whole number, or below 1. */
export function readPageParam(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

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
    page: Number.isSafeInteger(page) && page >= 1 ? page : LISTING_DEFAULTS.page,
    limit: isPageSize(limit) ? limit : LISTING_DEFAULTS.limit,
    sortBy: isSortBy(sortBy) ? sortBy : LISTING_DEFAULTS.sortBy,
  };
}

/** The Videos screen's page and keyword, as read from the URL. */
export function readVideoSearch(params: URLSearchParams): { page: number; keyword: string } {
  return { page: readPageParam(params.get(PAGE_PARAM)), keyword: (params.get(KEYWORD_PARAM) ?? '').trim().slice(0, KEYWORD_MAX) };
}

/** The storefront pages the server knows the shape of. */
export type StorefrontRoute = 'home' | 'listing' | 'product' | 'videos' | 'blogs';

export interface StorefrontMatch {
  route: StorefrontRoute;
  /** A listing's category, or null for all products; a product's id. Null where the path names no row. */
  id: number | null;
  /** Whether the path names a category or product whose id cannot be a row's (`/ProductDetails/No-Id`). */
  missing: boolean;
}

// Each shape once: the router's (apps/web paths.ts) as React Router matches them.
const SHAPES: Array<{ route: StorefrontRoute; pattern: RegExp; withId: boolean }> = [
  { route: 'home', pattern: /^\/?$/, withId: false },
  { route: 'listing', pattern: /^\/AllProductsList\/?$/i, withId: false },
  { route: 'listing', pattern: /^\/(?:AllProductsList|Shop)\/([^/]+)\/?$/i, withId: true },
  { route: 'product', pattern: /^\/(?:Get)?ProductDetails\/([^/]+)\/?$/i, withId: true },
  { route: 'videos', pattern: /^\/Videos\/?$/i, withId: false },
  { route: 'blogs', pattern: /^\/Blog\/?$/i, withId: false },
];

/** The id after the last '=' of a path segment (or the bare id), if it can be a row's id. */
function idOfSegment(segment: string): number | null {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // a malformed escape: read the text as it is
  }
  const id = idFromPath(text);
  return id !== null && id <= MAX_ID ? id : null;
}

/** What a path (without its query string) shows, or null for a page the server has no shape for. */
export function matchStorefrontPath(pathname: string): StorefrontMatch | null {
  for (const shape of SHAPES) {
    const m = shape.pattern.exec(pathname);
    if (!m) continue;
    if (!shape.withId) return { route: shape.route, id: null, missing: false };
    const id = idOfSegment(m[1]!);
    return { route: shape.route, id, missing: id === null };
  }
  return null;
}

/**
 * The query a page's screen reads, as a canonical query string (its own parameters only, in
 * a fixed order, defaults left out), e.g. 'page=2&sort_by=price_asc' for a listing and ''
 * for home. Every address that shows the same page gives the same string.
 */
export function pageQuery(route: StorefrontRoute | null, search: URLSearchParams): string {
  const out = new URLSearchParams();
  if (route === 'listing') {
    const query = readListingQuery(search);
    if (query.page !== LISTING_DEFAULTS.page) out.set(LISTING_PARAMS.page, String(query.page));
    if (query.limit !== LISTING_DEFAULTS.limit) out.set(LISTING_PARAMS.limit, String(query.limit));
    if (query.sortBy !== LISTING_DEFAULTS.sortBy) out.set(LISTING_PARAMS.sortBy, query.sortBy);
  } else if (route === 'videos') {
    const { page, keyword } = readVideoSearch(search);
    if (keyword) out.set(KEYWORD_PARAM, keyword);
    if (page > 1) out.set(PAGE_PARAM, String(page));
  } else if (route === 'blogs') {
    const page = readPageParam(search.get(PAGE_PARAM));
    if (page > 1) out.set(PAGE_PARAM, String(page));
  }
  return out.toString();
}
