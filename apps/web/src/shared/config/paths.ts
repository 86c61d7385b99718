import { titleSlug } from '@shop/core';

// TODO(lead): core now has productPath / categoryPath / safePathSegment (which escapes only
// the characters that break a path); use them here so links are built by one rule.
/** A '{title slug}={id}' path segment; the slug is URI-encoded so '?', '#' or '/' in a title cannot break the path. */
function slugId(title: string, id: number | string): string {
  return `${encodeURIComponent(titleSlug(title))}=${id}`;
}

/**
 * Every storefront URL in one place: `path` is the router pattern, `getHref` builds a link.
 * The legacy path spellings (/AddToCart, /WishList, /CheckOut ...) are the spec's and stay.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  productList: {
    path: '/AllProductsList',
    getHref: (category?: { id: number | string; title?: string }) =>
      category === undefined
        ? '/AllProductsList'
        : `/AllProductsList/${category.title ? slugId(category.title, category.id) : category.id}`,
  },
  productListByCategory: { path: '/AllProductsList/:slugId' },
  shop: { path: '/Shop/:slugId', getHref: (title: string, id: number | string) => `/Shop/${slugId(title, id)}` },
  productDetails: {
    path: '/ProductDetails/:slugId',
    getHref: (title: string, id: number | string) => `/ProductDetails/${slugId(title, id)}`,
  },
  getProductDetails: {
    path: '/GetProductDetails/:slugId',
    getHref: (title: string, id: number | string) => `/GetProductDetails/${slugId(title, id)}`,
  },
  cart: { path: '/AddToCart', getHref: () => '/AddToCart' },
  wishlist: { path: '/WishList', getHref: () => '/WishList' },
  contact: { path: '/Contact', getHref: () => '/Contact' },
  videos: { path: '/Videos', getHref: () => '/Videos' },
  blogs: { path: '/Blog', getHref: () => '/Blog' },

  login: { path: '/Login', getHref: () => '/Login' },
  createAccount: { path: '/CreateAccount', getHref: () => '/CreateAccount' },
  invoice: { path: '/Invoice/:orderId', getHref: (orderId: number | string) => `/Invoice/${orderId}` },

  addressEdit: {
    path: '/AddressDetails/:addressId',
    getHref: (addressId: number | string) => `/AddressDetails/${addressId}`,
  },
  addressCreate: { path: '/AddressDetails', getHref: () => '/AddressDetails' },
  accountTabs: { path: '/Tabs', getHref: () => '/Tabs' },
  myAccount: { path: '/MyAccount', getHref: () => '/MyAccount' },
  myOrders: { path: '/MyOrders', getHref: () => '/MyOrders' },
  myAddress: { path: '/MyAddress', getHref: () => '/MyAddress' },
  trackOrders: { path: '/MyTrackOrders', getHref: () => '/MyTrackOrders' },
  accountDetails: { path: '/MyAccountDetails', getHref: () => '/MyAccountDetails' },
  // Router paths match case-insensitively, so this one route also serves the '/Checkout' links.
  checkout: { path: '/CheckOut', getHref: () => '/CheckOut' },
} as const;
