import type { CurrencyCode } from './money';
import type { HeadModel } from './page-head';

/**
 * The contract between the server's page pipeline (apps/server/src/pages) and the
 * storefront's server bundle (apps/web/src/entry-server.tsx): what a render is given and
 * gives, and what the document is written from. Declared once, here, for both.
 */

/** How the server's own API answers a call of the storefront's API client (an in-process request). */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/** The server's answer to a public read, in process; undefined where `path` is not one. */
export type ApiRead = (path: string, query: Record<string, string>) => Promise<unknown> | undefined;

export interface PageRenderInput {
  /** The page's absolute URL (origin, path and query). */
  url: string;
  /** 'en' or 'ar', as the server read it (query, cookie, Accept-Language). */
  language: string;
  currency: CurrencyCode;
  /** Answers the page's API calls that are not public reads (the server itself, in process). */
  apiFetch: ApiFetch;
  /** Answers the page's public reads directly (the server's own answers, no request made). */
  apiRead?: ApiRead;
  /** A translation file of public/locales (namespace of a language), or null when there is none. */
  translations(language: string, namespace: string): Record<string, unknown> | null;
  /** Gives up on the render after this long (the page is then sent unrendered). */
  timeoutMs?: number;
}

export type PageRenderOutput<State = unknown> =
  /**
   * `screens`: the source paths of the screens shown (their stylesheets go in the head);
   * `head` and `picture`: the route module's, or null where the route says nothing.
   */
  | { kind: 'page'; status: number; head: HeadModel | null; picture: string | null; html: string; state: State; screens: string[] }
  /** The route's data does not exist (a product or category): its 404 head; the browser renders the screen that says so. */
  | { kind: 'missing'; status: 404; head: HeadModel }
  /** A loader redirected (no route does today; kept so a future one works). */
  | { kind: 'redirect'; status: number; location: string }
  /** Not rendered on the server: a browser-only screen, or a read failed; the browser renders it. */
  | { kind: 'browser'; reason: string };

/** The build's files a page links: the entry script, its module imports, and stylesheets. */
export interface DocumentAssets {
  /** The entry script ('/assets/index-….js'). */
  script: string;
  /** The entry's static imports, preloaded on a page the browser renders. */
  modulePreloads: string[];
  /** The entry's stylesheets and those of the screens shown. */
  stylesheets: string[];
}

/** What a page's whole HTML is written from. */
export interface DocumentInput {
  language: string;
  head: HeadModel;
  /** The shop's origin as the shopper reached it (canonical and Open Graph URLs are absolute on it). */
  origin: string;
  assets: DocumentAssets;
  /** The picture the page shows largest first: fetched at once, with high priority. */
  picture: string | null;
  /** The page rendered on the server and its state (JSON safe inside a script), or null: the browser renders it. */
  page: { html: string; stateJson: string } | null;
}

/** The storefront's server bundle, as the server loads it. */
export interface EntryServer {
  render(input: PageRenderInput): Promise<PageRenderOutput>;
  document(input: DocumentInput): string;
}
