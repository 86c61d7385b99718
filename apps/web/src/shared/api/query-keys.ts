import type { SortBy } from '@shop/core';

/**
 * Every query key of the storefront, from one factory, so a mutation can invalidate by
 * prefix (`queryKeys.product.reviews(id)` after a review, `queryKeys.product.all` ...).
 * Keys are arrays: [area, call, params?].
 */

/**
 * A find (Home/FindProducts): a category (listings) and the find's canonical query string
 * (core findQueryParams: words, filters, price, stock, sort, size, page; defaults left out),
 * so two URLs of the same find share one key.
 */
export interface FindParams {
  categoryId: number | null;
  find: string;
}

export interface AllProductsParams {
  limit: number;
  sortBy: SortBy;
}

export interface SearchParams {
  keyword: string;
  limit?: number;
  categoryId?: number | null;
}

export interface VideosParams {
  page: number;
  limit: number;
  keyword?: string;
}

export interface BlogsParams {
  page: number;
  limit: number;
}

export interface OrdersParams {
  page: number;
  limit: number;
}

export const queryKeys = {
  catalog: {
    all: ['catalog'] as const,
    categories: () => ['catalog', 'categories'] as const,
    allProducts: (params: AllProductsParams) => ['catalog', 'all-products', params] as const,
    homeProducts: (limit: number) => ['catalog', 'home-products', { limit }] as const,
    trendingProducts: () => ['catalog', 'trending-products'] as const,
    search: (params: SearchParams) => ['catalog', 'search', params] as const,
    find: (params: FindParams) => ['catalog', 'find', params] as const,
  },
  product: {
    all: ['product'] as const,
    /** Everything about one product: details, related, slider, reviews. */
    byId: (productId: number) => ['product', productId] as const,
    details: (productId: number) => ['product', productId, 'details'] as const,
    related: (productId: number, categoryId?: number | null) => ['product', productId, 'related', { categoryId: categoryId ?? null }] as const,
    slider: (productId: number) => ['product', productId, 'slider'] as const,
    reviews: (productId: number) => ['product', productId, 'reviews'] as const,
  },
  content: {
    all: ['content'] as const,
    homeSlider: () => ['content', 'home-slider'] as const,
    promoBanners: () => ['content', 'promo-banners'] as const,
    /** The shop's phone and e-mail (the back office's settings). */
    shopInfo: () => ['content', 'shop-info'] as const,
    videos: (params: VideosParams) => ['content', 'videos', params] as const,
    blogs: (params: BlogsParams) => ['content', 'blogs', params] as const,
    policy: (slug: string) => ['content', 'policy', slug] as const,
  },
  /** Where India Post's directory puts a pin code (public, the same for everyone). */
  pincode: (pincode: string) => ['pincode', pincode] as const,
  /** The logged-in customer's own data: logging in or out removes it all. */
  account: {
    all: ['account'] as const,
    customerInfo: () => ['account', 'customer-info'] as const,
    addresses: {
      all: ['account', 'addresses'] as const,
      list: (params: { limit: number; page: number }) => ['account', 'addresses', 'list', params] as const,
      detail: (addressId: number) => ['account', 'addresses', 'detail', addressId] as const,
    },
  },
  orders: {
    /** Every order query: placing or cancelling an order invalidates them all. */
    all: ['orders'] as const,
    list: (params: OrdersParams) => ['orders', 'list', params] as const,
    /** One order as the invoice reads it; `key` is the invoice key of the link, or null. */
    detail: (orderId: number, key: string | null) => ['orders', 'detail', orderId, { key }] as const,
  },
} as const;
