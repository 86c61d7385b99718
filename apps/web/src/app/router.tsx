import { lazy, Suspense, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { alwaysRevalidate, requireSession } from '../features/auth/require-session';
import { paths } from '../shared/config/paths';
import { AppLoading, AppRoot } from './app-root';
import { lazyScreen, screenNamespaces, screenSource, type LazyScreenOptions } from './lazy-screen';
import type { RouteHandle } from './routes/route-module';
import { ROUTE_MODULES, routeLoaders, type RouteLoaders } from './routes/loaders';
import { ScreenLoading } from './screen-loading';
import { MinimalLayout, SiteLayout } from './site-layout';

// Errors of the screens show RouteError inside the layout; it keeps the router's own
// 'Unexpected Application Error!' heading and message (spec 8). Anything failing above the
// layouts falls to React Router's default screen.
//
// Each lazy route has a HydrateFallback: on the first load the layout paints at once and
// only the screen's place shows a placeholder until its code arrives.
//
// A screen with its own translation namespace names it here, so the file loads in
// parallel with the code: screen('../features/catalog/product-list-page.tsx', { namespaces: ['catalog'] }).

/**
 * Every screen module (each its own chunk), by its path from this folder. Vite turns each
 * into an import() of its own; a route names its screen by that path, which is also how the
 * server finds the screen's stylesheets in the build's manifest (src/… as Vite keys it).
 */
const screenModules = import.meta.glob<{ default: ComponentType }>(['../features/*/*-page.tsx', './not-found-page.tsx']);

function screen(path: string, options: LazyScreenOptions = {}) {
  const load = screenModules[path];
  if (!load) throw new Error(`No screen module at ${path}`);
  return lazyScreen(load, { ...options, source: `src/${path.replace(/^\.\.\//, '').replace(/^\.\//, 'app/')}` });
}

const productList = screen('../features/catalog/product-list-page.tsx', { namespaces: ['catalog'] });
const productDetail = screen('../features/product/product-detail-page.tsx', { namespaces: ['product'] });
const addressDetails = screen('../features/account/address-details-page.tsx', { namespaces: ['account'] });

/** A route module's handle: its page facts (status, head, main picture), read by the server's render. */
const handleOf = (name: keyof typeof ROUTE_MODULES): RouteHandle => ({ page: ROUTE_MODULES[name].page });

/**
 * Public screens, inside the shared header and footer. With `loaders` (the browser's and the
 * server's route tables) the routes with a module (routes/*.route.ts) start their first
 * reads in parallel with their code; the tests' route table goes without.
 */
function publicScreens(loaders?: RouteLoaders): RouteObject[] {
  const productListing = { loader: loaders?.productList, handle: handleOf('productList'), lazy: productList };
  const productPage = { loader: loaders?.productDetail, handle: handleOf('productDetail'), lazy: productDetail };
  return [
    { index: true, loader: loaders?.home, handle: handleOf('home'), lazy: screen('../features/content/home-page.tsx', { namespaces: ['home'] }) },
    { path: paths.productList.path, ...productListing },
    // Both '{category title slug}={category_id}' and a bare '{category_id}'.
    { path: paths.productListByCategory.path, ...productListing },
    { path: paths.shop.path, ...productListing },
    {
      path: paths.search.path,
      loader: loaders?.search,
      handle: handleOf('search'),
      lazy: screen('../features/catalog/search-page.tsx', { namespaces: ['catalog'] }),
    },
    { path: paths.productDetails.path, ...productPage },
    { path: paths.getProductDetails.path, ...productPage },
    { id: 'cart', path: paths.cart.path, lazy: screen('../features/cart/cart-page.tsx', { namespaces: ['cart'] }) },
    { id: 'wishlist', path: paths.wishlist.path, lazy: screen('../features/wishlist/wishlist-page.tsx', { namespaces: ['cart'] }) },
    { path: paths.contact.path, lazy: screen('../features/content/contact-page.tsx', { namespaces: ['content'] }) },
    { path: paths.videos.path, loader: loaders?.videos, lazy: screen('../features/content/videos-page.tsx', { namespaces: ['content'] }) },
    { path: paths.blogs.path, loader: loaders?.blogs, lazy: screen('../features/content/blogs-page.tsx', { namespaces: ['content'] }) },
    {
      path: paths.policy.path,
      loader: loaders?.policy,
      handle: handleOf('policy'),
      lazy: screen('../features/content/policy-page.tsx', { namespaces: ['content'] }),
    },
  ];
}

/** The logged-in area: guests are redirected to /Login by the parent route's loader. */
export const accountRoutes: RouteObject[] = [
  { path: paths.addressEdit.path, lazy: addressDetails },
  { path: paths.addressCreate.path, lazy: addressDetails },
  { path: paths.accountTabs.path, lazy: screen('../features/account/account-tabs-page.tsx', { namespaces: ['account'] }) },
  { path: paths.myAccount.path, lazy: screen('../features/account/my-account-page.tsx', { namespaces: ['account'] }) },
  { path: paths.myOrders.path, lazy: screen('../features/orders/my-orders-page.tsx', { namespaces: ['orders', 'account'] }) },
  { path: paths.myAddress.path, lazy: screen('../features/account/my-address-page.tsx', { namespaces: ['account'] }) },
  { path: paths.trackOrders.path, lazy: screen('../features/orders/track-orders-page.tsx', { namespaces: ['orders', 'account'] }) },
  {
    path: paths.accountDetails.path,
    lazy: screen('../features/account/account-details-page.tsx', { namespaces: ['account'] }),
  },
  { path: paths.deleteAccount.path, lazy: screen('../features/account/delete-account-page.tsx', { namespaces: ['account'] }) },
  // Matching is case-insensitive, so '/Checkout' links land here too.
  { path: paths.checkout.path, lazy: screen('../features/checkout/checkout-page.tsx', { namespaces: ['checkout', 'account'] }) },
];

/** Screens outside the layout: login, sign-up, password recovery, and the invoice (public). */
export const standaloneRoutes: RouteObject[] = [
  { path: paths.login.path, lazy: screen('../features/auth/login-page.tsx', { namespaces: ['account'] }) },
  { path: paths.createAccount.path, lazy: screen('../features/auth/create-account-page.tsx', { namespaces: ['account'] }) },
  { path: paths.forgotPassword.path, lazy: screen('../features/auth/forgot-password-page.tsx', { namespaces: ['account'] }) },
  { path: paths.resetPassword.path, lazy: screen('../features/auth/reset-password-page.tsx', { namespaces: ['account'] }) },
  { path: paths.invoice.path, lazy: screen('../features/orders/invoice-page.tsx', { namespaces: ['orders', 'checkout'] }) },
];

const RouteErrorScreen = lazy(() => import('./route-error'));

/** The screens' error boundary; its code loads only when something has gone wrong. */
function RouteError() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <RouteErrorScreen />
    </Suspense>
  );
}

/** Gives every lazy route the in-layout placeholder for the first load. */
function withPlaceholders(list: RouteObject[]): RouteObject[] {
  return list.map((route) => (route.lazy ? { ...route, HydrateFallback: ScreenLoading } : route)) as RouteObject[];
}

/**
 * Each lazy screen's namespaces and source, copied into its route's `handle`, which the
 * router keeps (it drops `lazy` once the screen is loaded): the server's render reads them
 * from the routes it matched.
 */
function withScreenHandles(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const children = route.children ? withScreenHandles(route.children) : undefined;
    const screenOf = { namespaces: screenNamespaces(route), source: screenSource(route) };
    const described = typeof route.lazy === 'function' ? { ...route, handle: { ...(route.handle as object), screen: screenOf } } : route;
    return (children ? { ...described, children } : described) as RouteObject;
  });
}

/** The whole route table of spec section 2.1, for the browser router and the tests. */
export function buildRoutes(loaders?: RouteLoaders): RouteObject[] {
  return withScreenHandles(allRoutes(loaders));
}

function allRoutes(loaders?: RouteLoaders): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppRoot,
      HydrateFallback: AppLoading,
      children: [
        {
          id: 'site',
          loader: loaders?.site,
          Component: SiteLayout,
          children: [
            {
              id: 'site-screens',
              ErrorBoundary: RouteError,
              children: [
                ...withPlaceholders(publicScreens(loaders)),
                {
                  id: 'account-area',
                  loader: requireSession,
                  shouldRevalidate: alwaysRevalidate,
                  HydrateFallback: ScreenLoading,
                  children: accountRoutes,
                },
                { path: '*', lazy: screen('./not-found-page.tsx'), HydrateFallback: ScreenLoading },
              ],
            },
          ],
        },
        {
          id: 'standalone',
          Component: MinimalLayout,
          children: [{ id: 'standalone-screens', ErrorBoundary: RouteError, children: withPlaceholders(standaloneRoutes) }],
        },
      ],
    },
  ];
}

/**
 * Routes whose screens show what only the browser knows (its cart, wishlist, login): the
 * server sends their page without rendering it, and the browser renders it all.
 */
export const BROWSER_ONLY_ROUTE_IDS: readonly string[] = ['cart', 'wishlist', 'account-area', 'standalone'];

/** The route table without prefetching loaders (tests render it with their own QueryClient). */
export const routes: RouteObject[] = buildRoutes();

/**
 * The storefront's router, on the browser's history. Over a page the server rendered, it
 * starts from the server's loader state and the screens' code is loaded first, so the
 * first render matches the server's HTML instead of showing a placeholder in its place.
 */
export async function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const table = buildRoutes(routeLoaders(queryClient));
  if (hydrationData) await loadMatchedScreens(table, window.location.pathname);
  return createBrowserRouter(table, { hydrationData });
}

/** Resolves the lazy routes that match `pathname` in place, as the router would on its own. */
export async function loadMatchedScreens(table: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
