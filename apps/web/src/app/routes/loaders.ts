import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { blogsRoute } from './blogs.route';
import { homeRoute } from './home.route';
import { listingRoute } from './listing.route';
import { policyRoute } from './policy.route';
import { productRoute } from './product.route';
import { searchRoute } from './search.route';
import type { RouteModule } from './route-module';
import { siteRoute } from './site.route';
import { videosRoute } from './videos.route';

/** Every storefront route that has a module, by the name the route table uses. */
export const ROUTE_MODULES = {
  site: siteRoute,
  home: homeRoute,
  productList: listingRoute,
  productDetail: productRoute,
  search: searchRoute,
  videos: videosRoute,
  blogs: blogsRoute,
  policy: policyRoute,
} satisfies Record<string, RouteModule>;

/**
 * A route loader that starts reads. In the browser it never waits for them, so nothing is
 * held up; on the server it resolves once they are in (the page is rendered with them).
 */
export type PrefetchLoader = (args: LoaderFunctionArgs) => null | Promise<null>;

export type RouteLoaders = Record<keyof typeof ROUTE_MODULES, PrefetchLoader>;

/**
 * The loaders of the route modules: each starts its screen's first reads while the screen's
 * code is still on its way, into the storefront's QueryClient, so the screen's hooks find
 * their data in flight (or there) instead of asking only once the chunk has run. Reads still
 * fresh are not repeated (the queries' staleTime), and a failure is the screen's to show.
 * The browser has one QueryClient; the server one per page, handed to the loaders in the
 * request's context (entry-server.tsx), so its route table is built once.
 */
export function routeLoaders(client: QueryClient | ((args: LoaderFunctionArgs) => QueryClient), { wait = false }: { wait?: boolean } = {}): RouteLoaders {
  const clientOf = typeof client === 'function' ? client : () => client;
  const loader =
    ({ reads }: RouteModule): PrefetchLoader =>
    (args) => {
      const pending = reads(clientOf(args), args);
      return wait ? Promise.all(pending).then(() => null) : null;
    };
  return {
    site: loader(siteRoute),
    home: loader(homeRoute),
    productList: loader(listingRoute),
    productDetail: loader(productRoute),
    search: loader(searchRoute),
    videos: loader(videosRoute),
    blogs: loader(blogsRoute),
    policy: loader(policyRoute),
  };
}
