import type { QueryParams } from './client';

/**
 * Every query key of the back office, from one factory: lists and details of a resource
 * share its first element, so a mutation invalidates `queryKeys.orders.all` and every list
 * and page of orders refreshes.
 */
export const queryKeys = {
  me: ['me'] as const,
  setup: (token: string) => ['setup', token] as const,
  dashboard: ['dashboard'] as const,
  /** Under the dashboard's key: whatever refreshes the dashboard (an order moved, a message handled) refreshes the counts. */
  navCounts: ['dashboard', 'counts'] as const,
  staff: { all: ['staff'] as const },
  orders: {
    all: ['orders'] as const,
    list: (q: QueryParams) => ['orders', 'list', q] as const,
    detail: (id: number) => ['orders', 'detail', id] as const,
    packingSlips: (ids: readonly number[]) => ['orders', 'packing-slips', ids.join(',')] as const,
  },
  products: {
    all: ['products'] as const,
    list: (q: QueryParams) => ['products', 'list', q] as const,
    detail: (id: number) => ['products', 'detail', id] as const,
    stock: (variantId: number, page: number) => ['products', 'stock', variantId, page] as const,
  },
  categories: { all: ['categories'] as const },
  /** Under products: a product saved may bring a new attribute name or value. */
  attributes: ['products', 'attributes'] as const,
  countriesOfOrigin: ['products', 'countries-of-origin'] as const,
  searchMisses: { all: ['search-misses'] as const, list: (q: QueryParams) => ['search-misses', 'list', q] as const },
  slides: { all: ['slides'] as const },
  banners: { all: ['banners'] as const },
  blogs: { all: ['blogs'] as const, list: (q: QueryParams) => ['blogs', 'list', q] as const },
  policies: { all: ['policies'] as const },
  videos: { all: ['videos'] as const, list: (q: QueryParams) => ['videos', 'list', q] as const },
  reviews: { all: ['reviews'] as const, list: (q: QueryParams) => ['reviews', 'list', q] as const },
  messages: { all: ['messages'] as const, list: (q: QueryParams) => ['messages', 'list', q] as const },
  outbox: {
    all: ['outbox'] as const,
    list: (q: QueryParams) => ['outbox', 'list', q] as const,
    detail: (id: number) => ['outbox', 'detail', id] as const,
    summary: ['outbox', 'summary'] as const,
  },
  customers: {
    all: ['customers'] as const,
    list: (q: QueryParams) => ['customers', 'list', q] as const,
    detail: (id: number) => ['customers', 'detail', id] as const,
  },
  settings: ['settings'] as const,
  audit: { all: ['audit'] as const, list: (q: QueryParams) => ['audit', 'list', q] as const },
};
