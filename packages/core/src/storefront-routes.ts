import type { LISTING_PAGE_SIZES } from './constants';

/**
 * The storefront's catalog path shapes, in one place (the storefront's router and the
 * server's page cache read them), matched as React Router matches them: case-insensitively,
 * with or without a trailing slash. Each names the query parameters its screen reads, read here the same way the screen reads them, so that two addresses showing
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

/** A 1-based page from the URL: 1 when missing, not a whole number, or below 1. */
export function readPageParam(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The Videos screen's page and keyword, as read from the URL. */
export function readVideoSearch(params: URLSearchParams): { page: number; keyword: string } {
  return { page: readPageParam(params.get(PAGE_PARAM)), keyword: (params.get(KEYWORD_PARAM) ?? '').trim().slice(0, KEYWORD_MAX) };
}

/** The storefront pages whose query the server reads (the key of a kept page). */
export type StorefrontRoute = 'home' | 'listing' | 'search' | 'product' | 'videos' | 'blogs' | 'policy';

/**
 * The router patterns of the storefront's catalog pages, declared once: the storefront's
 * route table (apps/web paths.ts) uses them, and the server reads a path's page kind from
 * them. Both match case-insensitively, with or without a trailing slash (React Router's way).
 */
export const STOREFRONT_PATHS = {
  home: '/',
  productList: '/AllProductsList',
  productListByCategory: '/AllProductsList/:slugId',
  shop: '/Shop/:slugId',
  productDetails: '/ProductDetails/:slugId',
  getProductDetails: '/GetProductDetails/:slugId',
  videos: '/Videos',
  blogs: '/Blog',
  /** The search results (issue 22): /Search?q=… with the listing's filters, size, sort and page. */
  search: '/Search',
  /** A policy page (issue 23): /Policy/ShippingDelivery, /Policy/ReturnsRefunds, … (core policies.ts). */
  policy: '/Policy/:slug',
} as const;

const ROUTE_OF_PATH: Record<keyof typeof STOREFRONT_PATHS, StorefrontRoute> = {
  home: 'home',
  productList: 'listing',
  productListByCategory: 'listing',
  shop: 'listing',
  productDetails: 'product',
  getProductDetails: 'product',
  videos: 'videos',
  blogs: 'blogs',
  search: 'search',
  policy: 'policy',
};

/** A router pattern as a regular expression: ':param' is one segment, a trailing slash optional, any case. */
function patternOf(path: string): RegExp {
  const body = path
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`, 'i');
}

const SHAPES = (Object.keys(STOREFRONT_PATHS) as Array<keyof typeof STOREFRONT_PATHS>).map((name) => ({
  route: ROUTE_OF_PATH[name],
  pattern: patternOf(STOREFRONT_PATHS[name]),
}));

/**
 * The kind of catalog page a path (without its query string) shows, or null for any other
 * page. Only the kind: the id in a path is read once, by the page's own loader (idFromPath).
 */
export function storefrontRouteOf(pathname: string): StorefrontRoute | null {
  return SHAPES.find((shape) => shape.pattern.test(pathname))?.route ?? null;
}
