import { categoryPath, FIND_PARAMS, policyPath, productPath, safePathSegment, STOREFRONT_PATHS, titleSlug, type PolicySlug } from '@shop/core';

/** The query parameter of a password reset link that carries its token. */
export const RESET_TOKEN_PARAM = 'token';

/** The query parameter that tells the login screen where to go after a successful login. */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/**
 * Every storefront URL in one place: `path` is the router pattern, `getHref` builds a link.
 * The catalog pages' patterns are core's (STOREFRONT_PATHS), which the server reads too.
 * The legacy path spellings (/AddToCart, /WishList, /CheckOut ...) are the spec's and stay.
 */
export const paths = {
  home: { path: STOREFRONT_PATHS.home, getHref: () => '/' },
  productList: {
    path: STOREFRONT_PATHS.productList,
    /** '/AllProductsList', '/AllProductsList/{slug}={id}' (core categoryPath), or '/AllProductsList/{id}' without a title. */
    getHref: (category?: { id: number; title?: string }) =>
      category === undefined ? '/AllProductsList' : category.title ? categoryPath(category.title, category.id) : `/AllProductsList/${category.id}`,
  },
  productListByCategory: { path: STOREFRONT_PATHS.productListByCategory },
  shop: { path: STOREFRONT_PATHS.shop, getHref: (title: string, id: number) => `/Shop/${safePathSegment(titleSlug(title))}=${id}` },
  productDetails: {
    path: STOREFRONT_PATHS.productDetails,
    getHref: (title: string, id: number) => productPath(title, id, 'ProductDetails'),
  },
  getProductDetails: {
    path: STOREFRONT_PATHS.getProductDetails,
    getHref: (title: string, id: number) => productPath(title, id, 'GetProductDetails'),
  },
  search: {
    path: STOREFRONT_PATHS.search,
    /** '/Search?q=amethist' (issue 22): the search results for the words. */
    getHref: (q: string) => `${STOREFRONT_PATHS.search}?${new URLSearchParams({ [FIND_PARAMS.q]: q.trim() })}`,
  },
  cart: { path: '/AddToCart', getHref: () => '/AddToCart' },
  wishlist: { path: '/WishList', getHref: () => '/WishList' },
  contact: { path: '/Contact', getHref: () => '/Contact' },
  videos: { path: STOREFRONT_PATHS.videos, getHref: () => '/Videos' },
  blogs: { path: STOREFRONT_PATHS.blogs, getHref: () => '/Blog' },
  /** '/Policy/ShippingDelivery' … '/Policy/Terms' (issue 23): the shop's policy pages. */
  policy: { path: STOREFRONT_PATHS.policy, getHref: (slug: PolicySlug) => policyPath(slug) },

  login: { path: '/Login', getHref: () => '/Login' },
  createAccount: { path: '/CreateAccount', getHref: () => '/CreateAccount' },
  forgotPassword: { path: '/ForgotPassword', getHref: () => '/ForgotPassword' },
  resetPassword: {
    path: '/ResetPassword',
    /** The e-mailed link's shape: '/ResetPassword?token=…' (the server writes it; this is for tests and links). */
    getHref: (token?: string) => (token ? `/ResetPassword?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}` : '/ResetPassword'),
  },
  invoice: {
    path: '/Invoice/:orderId',
    /** With the order's invoice key (`?key=`), the link opens the invoice for anyone who has it. */
    getHref: (orderId: number | string, key?: string | null) => (key ? `/Invoice/${orderId}?key=${encodeURIComponent(key)}` : `/Invoice/${orderId}`),
  },

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
  deleteAccount: { path: '/MyAccountDelete', getHref: () => '/MyAccountDelete' },
  // Router paths match case-insensitively, so this one route also serves the '/Checkout' links.
  checkout: { path: '/CheckOut', getHref: () => '/CheckOut' },
} as const;
