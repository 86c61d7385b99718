import { z } from 'zod';
import { categorySchema, pageInfoSchema, productCardSchema } from './api-types';
import { API_MAX_LIMIT, LISTING_DEFAULT_PAGE_SIZE, LISTING_PAGE_SIZES, SORT_BY_VALUES, SORT_OPTIONS } from './constants';
import { positiveIntParam } from './schemas/query';
import { foldSearchText, SEARCH_QUERY_MAX } from './search-text';
import { LISTING_PARAMS, type ListingPageSize } from './storefront-routes';

/**
 * Finding products (issue 22): the search results page and the filtered listings share one
 * query — words, a category, attribute values, a price range in rupees, in stock only, a sort
 * and a page — kept in the URL the same way the API reads it (`Home/FindProducts`).
 *
 *   /Search?q=amethist&f.Chakra=Crown,Heart&price_min=500&price_max=2000&in_stock=1&sort_by=newest&page=2
 *
 * Attribute filters are `f.{attribute}={value},{value}`: values of one attribute are
 * alternatives (Crown or Heart), different attributes all apply. The API refuses what a URL
 * reader forgives: the storefront drops an unknown sort or a bad number and swaps a price
 * range typed upside down; the API answers 400 with a message.
 */

/** The sorts of a listing: the spec's three, then Newest and Best rated. */
export const FIND_SORT_VALUES = [...SORT_BY_VALUES, 'newest', 'rating'] as const;
/** A search also sorts by how well each product matches (its default). */
export const SEARCH_SORT_VALUES = ['relevance', ...FIND_SORT_VALUES] as const;
export type FindSort = (typeof SEARCH_SORT_VALUES)[number];

/** The sort dropdown of a listing and of a search, in order (value, English label). */
export const FIND_SORT_OPTIONS = [...SORT_OPTIONS, { value: 'newest', label: 'Newest' }, { value: 'rating', label: 'Best rated' }] as const;
export const SEARCH_SORT_OPTIONS = [{ value: 'relevance', label: 'Best match' }, ...FIND_SORT_OPTIONS] as const;

/** The attributes the shop starts with (the owner may add others); the storefront translates their names. */
export const BUILT_IN_ATTRIBUTES = ['Stone', 'Colour', 'Chakra', 'Form', 'Origin'] as const;

/**
 * The built-in attributes first in their order (their names in any case or accents), then
 * the others alphabetically: the storefront's filter panel, the CSV's columns and the product
 * form's suggestions.
 */
export function attributeNameOrder(a: string, b: string): number {
  const rank = (name: string) => {
    const folded = foldSearchText(name);
    const i = BUILT_IN_ATTRIBUTES.findIndex((built) => foldSearchText(built) === folded);
    return i === -1 ? BUILT_IN_ATTRIBUTES.length : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b, 'en') || (a < b ? -1 : a > b ? 1 : 0);
}

/** The query-string names of a find (beside LISTING_PARAMS' page, limit and sort_by). */
export const FIND_PARAMS = { q: 'q', priceMin: 'price_min', priceMax: 'price_max', inStock: 'in_stock', attributePrefix: 'f.' } as const;

export const FIND_LIMITS = {
  /** An attribute's name ('Chakra', 'Zodiac sign'). */
  attributeName: 40,
  /** One value ('Solar Plexus'). */
  attributeValue: 60,
  /** Attributes one product may have, and values per attribute. */
  attributesPerProduct: 12,
  valuesPerAttribute: 8,
  /** Attributes one request may filter by, and values per attribute. */
  filterAttributes: 8,
  filterValues: 20,
  /** The highest price a range may name, in rupees (₹10 crore: far above any product). */
  priceRupees: 100_000_000,
  /** An alias list, all of it. */
  aliases: 500,
} as const;

/** Characters an attribute's name or value may not hold: the URL's separators and control characters. */
export const ATTRIBUTE_FORBIDDEN = /[,=&#?%\p{Cc}]/u;

/** Control characters (NUL, CR, LF, …), which read as spaces in search words. */
const CONTROL = /\p{Cc}/gu;

export interface FindQuery {
  /** The words typed, trimmed, at most SEARCH_QUERY_MAX characters ('' on a listing). */
  q: string;
  page: number;
  limit: ListingPageSize;
  sortBy: FindSort;
  /** Whole rupees, both ends included; null when open. */
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  /** Attribute name → chosen values, names and values as given (matched folded). */
  filters: Record<string, string[]>;
}

/** An attribute's values as a URL carries them: 'Crown,Heart' → ['Crown', 'Heart'] (trimmed, empty ones dropped, no repeats). */
export function splitFilterValues(text: string): string[] {
  const seen = new Set<string>();
  const values: string[] = [];
  for (const raw of text.split(',')) {
    const value = raw.trim();
    const key = foldSearchText(value);
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    values.push(value);
  }
  return values;
}

function wholeRupees(text: string | null): number | null {
  const t = text?.trim() ?? '';
  if (!/^\d{1,12}$/.test(t)) return null;
  const n = Number(t);
  return n <= FIND_LIMITS.priceRupees ? n : null;
}

/**
 * A find as a page's URL holds it, read forgivingly (a shared or hand-edited link still
 * opens): an unknown sort is the default (Best match with words, else Featured), a page size
 * other than 10/20/30 is 10, a bad price is no bound, a range upside down is swapped, names
 * or values with forbidden characters and anything past the limits are dropped. A listing
 * (`words: false`) has no words: its `q`, if any, is not its own.
 */
export function readFindQuery(search: URLSearchParams, { words = true }: { words?: boolean } = {}): FindQuery {
  const q = words ? (search.get(FIND_PARAMS.q) ?? '').replace(CONTROL, ' ').trim().slice(0, SEARCH_QUERY_MAX).trim() : '';
  const pageText = search.get(LISTING_PARAMS.page)?.trim() ?? '';
  const page = /^\d{1,9}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const limit = Number(search.get(LISTING_PARAMS.limit));
  const sortText = search.get(LISTING_PARAMS.sortBy) ?? '';
  const sorts: readonly string[] = q ? SEARCH_SORT_VALUES : FIND_SORT_VALUES;
  let priceMin = wholeRupees(search.get(FIND_PARAMS.priceMin));
  let priceMax = wholeRupees(search.get(FIND_PARAMS.priceMax));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const filters: Record<string, string[]> = {};
  search.forEach((value, key) => {
    if (!key.startsWith(FIND_PARAMS.attributePrefix)) return;
    const name = key.slice(FIND_PARAMS.attributePrefix.length).trim();
    if (name === '' || name.length > FIND_LIMITS.attributeName || ATTRIBUTE_FORBIDDEN.test(name)) return;
    if (Object.keys(filters).length >= FIND_LIMITS.filterAttributes && !(name in filters)) return;
    const values = splitFilterValues(value).filter((v) => v.length <= FIND_LIMITS.attributeValue && !ATTRIBUTE_FORBIDDEN.test(v));
    const merged = splitFilterValues([...(filters[name] ?? []), ...values].join(',')).slice(0, FIND_LIMITS.filterValues);
    if (merged.length > 0) filters[name] = merged;
  });
  return {
    q,
    page,
    limit: (LISTING_PAGE_SIZES as readonly number[]).includes(limit) ? (limit as ListingPageSize) : (LISTING_DEFAULT_PAGE_SIZE as ListingPageSize),
    sortBy: sorts.includes(sortText) ? (sortText as FindSort) : q ? 'relevance' : 'featured',
    priceMin,
    priceMax,
    inStock: search.get(FIND_PARAMS.inStock) === '1',
    filters,
  };
}

/**
 * The query string of a find, in one order, defaults left out (the page's URL, and the API's
 * query beside category_id): the same find always gives the same text.
 */
export function findQueryParams(query: Partial<FindQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set(FIND_PARAMS.q, query.q);
  for (const name of Object.keys(query.filters ?? {}).sort()) {
    const values = query.filters![name]!;
    if (values.length > 0) params.set(`${FIND_PARAMS.attributePrefix}${name}`, values.join(','));
  }
  if (query.priceMin != null) params.set(FIND_PARAMS.priceMin, String(query.priceMin));
  if (query.priceMax != null) params.set(FIND_PARAMS.priceMax, String(query.priceMax));
  if (query.inStock) params.set(FIND_PARAMS.inStock, '1');
  const defaultSort = query.q ? 'relevance' : 'featured';
  if (query.sortBy && query.sortBy !== defaultSort) params.set(LISTING_PARAMS.sortBy, query.sortBy);
  if (query.limit && query.limit !== LISTING_DEFAULT_PAGE_SIZE) params.set(LISTING_PARAMS.limit, String(query.limit));
  if (query.page && query.page > 1) params.set(LISTING_PARAMS.page, String(query.page));
  return params;
}

/** Whether a find narrows the products by anything but its words and category (for "Clear filters"). */
export function hasFilters(query: Pick<FindQuery, 'filters' | 'priceMin' | 'priceMax' | 'inStock'>): boolean {
  return Object.keys(query.filters).length > 0 || query.priceMin !== null || query.priceMax !== null || query.inStock;
}

// ---------------------------------------------------------------- the API

const priceParam = (name: string) =>
  z
    .string({ error: `${name} must be a whole number of rupees` })
    .trim()
    .regex(/^\d{1,12}$/, { error: `${name} must be a whole number of rupees` })
    .transform(Number)
    .pipe(z.number().max(FIND_LIMITS.priceRupees, { error: `${name} must be at most ${FIND_LIMITS.priceRupees}` }))
    .optional();

/**
 * `GET /api/Home/FindProducts`: q, category_id, page, limit, sort_by, price_min, price_max
 * (whole rupees), in_stock (0 or 1) and `f.{attribute}` filters. Anything it cannot read is
 * a 400 with a message; an attribute or value no product has finds nothing.
 */
export const findProductsQuerySchema = z
  .object({
    q: z
      .string({ error: 'q must be text' })
      .max(SEARCH_QUERY_MAX * 2, { error: `The search may be at most ${SEARCH_QUERY_MAX} characters` })
      .transform((s) => s.replace(CONTROL, ' ').trim())
      .pipe(z.string().max(SEARCH_QUERY_MAX, { error: `The search may be at most ${SEARCH_QUERY_MAX} characters` }))
      .optional(),
    category_id: positiveIntParam('category_id').optional(),
    page: positiveIntParam('page').optional(),
    limit: positiveIntParam('limit', { max: API_MAX_LIMIT }).optional(),
    sort_by: z.enum(SEARCH_SORT_VALUES, { error: `sort_by must be one of ${SEARCH_SORT_VALUES.join(', ')}` }).optional(),
    price_min: priceParam('price_min'),
    price_max: priceParam('price_max'),
    in_stock: z.enum(['0', '1'], { error: 'in_stock must be 0 or 1' }).optional(),
  })
  .catchall(z.unknown())
  .transform((query, ctx) => {
    const filters: Record<string, string[]> = {};
    for (const [key, raw] of Object.entries(query)) {
      if (!key.startsWith(FIND_PARAMS.attributePrefix)) continue;
      const name = key.slice(FIND_PARAMS.attributePrefix.length).trim();
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message, path: [key] });
        return z.NEVER;
      };
      if (typeof raw !== 'string') return fail(`Give each attribute once: ${FIND_PARAMS.attributePrefix}{name}=value,value`);
      if (name === '' || name.length > FIND_LIMITS.attributeName || ATTRIBUTE_FORBIDDEN.test(name)) return fail('An attribute name is not valid');
      const values = splitFilterValues(raw);
      if (values.length === 0) continue;
      if (values.length > FIND_LIMITS.filterValues) return fail(`An attribute may be filtered by at most ${FIND_LIMITS.filterValues} values`);
      if (values.some((v) => v.length > FIND_LIMITS.attributeValue || ATTRIBUTE_FORBIDDEN.test(v))) return fail('An attribute value is not valid');
      filters[name] = values;
    }
    if (Object.keys(filters).length > FIND_LIMITS.filterAttributes) {
      ctx.addIssue({ code: 'custom', message: `Filter by at most ${FIND_LIMITS.filterAttributes} attributes` });
      return z.NEVER;
    }
    if (query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max) {
      ctx.addIssue({ code: 'custom', message: 'price_min must not be more than price_max', path: ['price_min'] });
      return z.NEVER;
    }
    const q = query.q ?? '';
    return {
      q,
      category_id: query.category_id,
      page: query.page ?? 1,
      limit: query.limit ?? LISTING_DEFAULT_PAGE_SIZE,
      sort_by: (query.sort_by ?? (q ? 'relevance' : 'featured')) as FindSort,
      price_min: query.price_min ?? null,
      price_max: query.price_max ?? null,
      in_stock: query.in_stock === '1',
      filters,
    };
  });
export type FindProductsQuery = z.output<typeof findProductsQuerySchema>;

export const facetValueSchema = z.object({ value: z.string(), count: z.number().int() });
export const attributeFacetSchema = z.object({ name: z.string(), values: z.array(facetValueSchema) });
export type AttributeFacet = z.infer<typeof attributeFacetSchema>;

export const findFacetsSchema = z.object({
  /** Each attribute's values with how many products each would find given the other filters. */
  attributes: z.array(attributeFacetSchema),
  /** The cheapest and dearest product given the other filters (null when none). */
  price: z.object({ min_paise: z.number().int(), max_paise: z.number().int() }).nullable(),
  /** How many products in stock only would find. */
  in_stock: z.number().int(),
});
export type FindFacets = z.infer<typeof findFacetsSchema>;

export const findProductsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ data: z.array(productCardSchema) }).extend(pageInfoSchema.shape),
  category_data: categorySchema.nullable(),
  facets: findFacetsSchema,
  /** When words found nothing: the closest spellings that would (best first, at most three). */
  did_you_mean: z.array(z.string()),
});
export type FindProductsResponse = z.infer<typeof findProductsResponseSchema>;
