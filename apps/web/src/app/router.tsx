import { createBrowserRouter, type RouteObject } from 'react-router';
import { alwaysRevalidate, requireSession } from '../features/auth/require-session';
import { paths } from '../shared/config/paths';
import { AppLoading, AppRoot } from './app-root';
import { lazyScreen } from './lazy-screen';
import { MinimalLayout, SiteLayout } from './site-layout';

// No errorElement anywhere on purpose: React Router's default one carries the spec's
// framework-level texts (404 'No route matches URL', 405, 'Unexpected Application Error!').

const productList = lazyScreen(() => import('../features/catalog/product-list-page'));
const productDetail = lazyScreen(() => import('../features/product/product-detail-page'));
const addressDetails = lazyScreen(() => import('../features/account/address-details-page'));

/** Public screens, inside the shared header and footer. */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: lazyScreen(() => import('../features/content/home-page')) },
  { path: paths.productList.path, lazy: productList },
  // Both '{category title slug}={category_id}' and a bare '{category_id}'.
  { path: paths.productListByCategory.path, lazy: productList },
  { path: paths.shop.path, lazy: productList },
  { path: paths.productDetails.path, lazy: productDetail },
  { path: paths.getProductDetails.path, lazy: productDetail },
  { path: paths.cart.path, lazy: lazyScreen(() => import('../features/cart/cart-page')) },
  { path: paths.wishlist.path, lazy: lazyScreen(() => import('../features/wishlist/wishlist-page')) },
  { path: paths.contact.path, lazy: lazyScreen(() => import('../features/content/contact-page')) },
  { path: paths.videos.path, lazy: lazyScreen(() => import('../features/content/videos-page')) },
  { path: paths.blogs.path, lazy: lazyScreen(() => import('../features/content/blogs-page')) },
];

/** The logged-in area: guests are redirected to /Login by the parent route's loader. */
export const accountRoutes: RouteObject[] = [
  { path: paths.addressEdit.path, lazy: addressDetails },
  { path: paths.addressCreate.path, lazy: addressDetails },
  { path: paths.accountTabs.path, lazy: lazyScreen(() => import('../features/account/account-tabs-page')) },
  { path: paths.myAccount.path, lazy: lazyScreen(() => import('../features/account/my-account-page')) },
  { path: paths.myOrders.path, lazy: lazyScreen(() => import('../features/orders/my-orders-page')) },
  { path: paths.myAddress.path, lazy: lazyScreen(() => import('../features/account/my-address-page')) },
  { path: paths.trackOrders.path, lazy: lazyScreen(() => import('../features/orders/track-orders-page')) },
  {
    path: paths.accountDetails.path,
    lazy: lazyScreen(() => import('../features/account/account-details-page')),
  },
  // Matching is case-insensitive, so '/Checkout' links land here too.
  { path: paths.checkout.path, lazy: lazyScreen(() => import('../features/checkout/checkout-page')) },
];

/** Screens outside the layout; the invoice is public. */
export const standaloneRoutes: RouteObject[] = [
  { path: paths.login.path, lazy: lazyScreen(() => import('../features/auth/login-page')) },
  { path: paths.createAccount.path, lazy: lazyScreen(() => import('../features/auth/create-account-page')) },
  { path: paths.invoice.path, lazy: lazyScreen(() => import('../features/orders/invoice-page')) },
];

/** The whole route table of spec section 2.1, shared by the browser router and the tests. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    HydrateFallback: AppLoading,
    children: [
      {
        id: 'site',
        Component: SiteLayout,
        children: [
          ...publicRoutes,
          {
            id: 'account-area',
            loader: requireSession,
            shouldRevalidate: alwaysRevalidate,
            children: accountRoutes,
          },
          { path: '*', lazy: lazyScreen(() => import('./not-found-page')) },
        ],
      },
      { id: 'standalone', Component: MinimalLayout, children: standaloneRoutes },
    ],
  },
];

/** The storefront's router, on the browser's history. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
