/**
 * Every back-office API address, in one place (contract: packages/core/src/admin/*.ts).
 * Screens never spell a URL themselves.
 */
export const apiPaths = {
  setup: '/api/admin/setup',
  session: '/api/admin/session',
  staff: '/api/admin/staff',
  staffMember: (id: number) => `/api/admin/staff/${id}`,
  dashboard: '/api/admin/dashboard',
  navCounts: '/api/admin/counts',
  orders: '/api/admin/orders',
  order: (id: number) => `/api/admin/orders/${id}`,
  orderTransitions: (id: number) => `/api/admin/orders/${id}/transitions`,
  orderRefunds: (id: number) => `/api/admin/orders/${id}/refunds`,
  orderPackingSlips: '/api/admin/orders/packing-slips',
  ordersExport: '/api/admin/orders/export.csv',
  products: '/api/admin/products',
  product: (id: number) => `/api/admin/products/${id}`,
  productArchive: (id: number) => `/api/admin/products/${id}/archive`,
  productUnarchive: (id: number) => `/api/admin/products/${id}/unarchive`,
  productsExport: '/api/admin/products/export.csv',
  productsImport: '/api/admin/products/import',
  variantStock: (id: number) => `/api/admin/variants/${id}/stock`,
  variantStockHistory: (id: number) => `/api/admin/variants/${id}/stock-history`,
  attributes: '/api/admin/attributes',
  countriesOfOrigin: '/api/admin/countries-of-origin',
  searchMisses: '/api/admin/search-misses',
  categories: '/api/admin/categories',
  category: (id: number) => `/api/admin/categories/${id}`,
  uploads: '/api/admin/uploads',
  slides: '/api/admin/slides',
  slide: (id: number) => `/api/admin/slides/${id}`,
  slidesOrder: '/api/admin/slides/order',
  banners: '/api/admin/banners',
  banner: (id: number) => `/api/admin/banners/${id}`,
  blogs: '/api/admin/blogs',
  blog: (id: number) => `/api/admin/blogs/${id}`,
  policies: '/api/admin/policies',
  policy: (slug: string) => `/api/admin/policies/${slug}`,
  videos: '/api/admin/videos',
  video: (id: number) => `/api/admin/videos/${id}`,
  reviews: '/api/admin/reviews',
  review: (id: number) => `/api/admin/reviews/${id}`,
  reviewHide: (id: number) => `/api/admin/reviews/${id}/hide`,
  reviewShow: (id: number) => `/api/admin/reviews/${id}/show`,
  messages: '/api/admin/messages',
  messageHandled: (id: number) => `/api/admin/messages/${id}/handled`,
  messageReopen: (id: number) => `/api/admin/messages/${id}/reopen`,
  messageStatus: (id: number) => `/api/admin/messages/${id}/status`,
  outbox: '/api/admin/outbox',
  outboxSummary: '/api/admin/outbox/summary',
  outboxMessage: (id: number) => `/api/admin/outbox/${id}`,
  outboxResend: (id: number) => `/api/admin/outbox/${id}/resend`,
  customers: '/api/admin/customers',
  customer: (id: number) => `/api/admin/customers/${id}`,
  settings: '/api/admin/settings',
  testEmail: '/api/admin/settings/test-email',
  audit: '/api/admin/audit',
} as const;

/** The storefront's invoice page for an order (opened in a new tab). */
export function invoiceUrl(orderId: number, invoiceKey: string): string {
  return `/Invoice/${orderId}?key=${encodeURIComponent(invoiceKey)}`;
}

/** A credit or debit note of the order as a PDF (the storefront's API, with the invoice key; English). */
export function taxNotePdfUrl(orderId: number, number: string, invoiceKey: string): string {
  const query = new URLSearchParams({ order_id: String(orderId), number, key: invoiceKey, lng: 'en' });
  return `/api/Order/TaxNotePdf?${query}`;
}
