import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { LoaderFunctionArgs, Params } from 'react-router';
import type { HeadModel } from '@shop/core';

/**
 * A storefront route's own module (issue 21; the model is Hydrogen's route module): the reads
 * its loader starts, and, for a page the server describes, its status, head and main
 * picture worked out from what those reads brought. The route table (router.tsx) attaches
 * both; the server's render (entry-server.tsx) reads `handle.page` of the deepest match.
 */

/** The reads a route's screen shows first, started into the page's QueryClient (each a query's options). */
export type RouteReads = (client: QueryClient, args: LoaderFunctionArgs) => Array<Promise<unknown>>;

/** What a route's `page` is given: its match and the reads its loader made (in the QueryClient). */
export interface PageContext {
  params: Params;
  url: URL;
  client: QueryClient;
  /** The page's language's strings ('namespace:key'), the screens' namespaces loaded. */
  t: TFunction;
}

/** A page as the server sends it: its status, head, and the picture it shows largest first (preloaded). */
export interface PageFacts {
  status: 200 | 404;
  head: HeadModel;
  picture: string | null;
}

/** The `handle` of a storefront route. */
export interface RouteHandle {
  page?: (context: PageContext) => PageFacts;
}

/** A route's module: its reads, and its page facts where it has any. */
export interface RouteModule {
  reads: RouteReads;
  page?: RouteHandle['page'];
}

/** A read's answer already in the QueryClient (undefined when it is not, or failed). */
export function readData<T>(client: QueryClient, options: FetchQueryOptions<T, any, T, any>): T | undefined {
  return client.getQueryData<T>(options.queryKey);
}
