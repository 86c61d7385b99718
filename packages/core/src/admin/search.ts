import { z } from 'zod';
import { SEARCH_QUERY_MAX } from '../search-text';
import { adminPage, adminPagingQuery, adminText } from './common';

/**
 * The back office's list of searches that found nothing (issue 22): what shoppers looked for
 * on the search results page and the shop could not show, so the owner can add an alias to a
 * product, or the product.
 */

export const SEARCH_MISSES_LIMITS = {
  /** Rows the table keeps: past it, the least recently seen go. */
  maxRows: 5_000,
  /** Distinct queries a server process buffers between two writes; more are dropped until the next. */
  bufferedQueries: 500,
  /** How often a server process writes what it buffered, in milliseconds. */
  flushMs: 5_000,
} as const;

export const SEARCH_MISS_SORTS = ['count', 'last_seen'] as const;
export type SearchMissSort = (typeof SEARCH_MISS_SORTS)[number];

export const SEARCH_MISS_MESSAGES = {
  hint: 'Add an alias to a product or a new product so this search finds it.',
  notFound: 'That search is not on the list (it may have been dismissed already).',
  dismissed: 'Dismissed: it comes back if shoppers search for it again and find nothing.',
} as const;

/** GET /api/admin/search-misses: a page, most searched (count) or most recently searched (last_seen) first. */
export const searchMissListQuerySchema = adminPagingQuery.extend({
  sort: z.enum(SEARCH_MISS_SORTS, { error: `sort must be ${SEARCH_MISS_SORTS.join(' or ')}` }).default('count'),
});
export type SearchMissListQuery = z.infer<typeof searchMissListQuerySchema>;

export const searchMissSchema = z.object({
  /** The words as search reads them (folded): one row per such query. */
  query_key: z.string(),
  /** The words as a shopper last typed them. */
  query: z.string(),
  count: z.number().int(),
  first_seen: z.string(),
  last_seen: z.string(),
});
export type SearchMiss = z.infer<typeof searchMissSchema>;
export const searchMissListResponseSchema = adminPage(searchMissSchema);

/** DELETE /api/admin/search-misses?query_key=…: dismiss one (in the query string: a key may be longer than a path segment). */
export const searchMissDismissQuerySchema = z.object({
  query_key: adminText('query_key', SEARCH_QUERY_MAX * 4),
});
