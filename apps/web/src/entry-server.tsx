import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n, type Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DEFAULT_LANGUAGE, type ApiFetch, type ApiRead, type PageRenderInput, type PageRenderOutput } from '@shop/core';
import { AppProviders } from './app/providers';
import type { RenderedPageState } from './app/rendered-page';
import { BROWSER_ONLY_ROUTE_IDS, buildRoutes } from './app/router';
import { screenNamespaces, screenSource } from './app/lazy-screen';
import { routeLoaders } from './app/routes/loaders';
import type { PageFacts, RouteHandle } from './app/routes/route-module';
import { apiTransport } from './shared/api/client';
import { COMMON_NAMESPACE, i18nOptions } from './shared/i18n/i18n';
import { RenderedCurrencyContext } from './shared/stores/currency-store';

/**
 * The storefront rendered on the server (issues 12 and 21): the same route table, loaders
 * and screens as the browser's, in React Router's data mode. The server (apps/server,
 * pages/page-pipeline.ts) loads this bundle, points the API client at itself once, and
 * calls render() for each page it may render: the matched routes' loaders read (the
 * server's own answers, in process), the deepest route's module says the page's status,
 * head and main picture from those reads, and React renders the screens; document() then
 * writes the whole HTML around them. The browser hydrates what it sends (main.tsx) from the
 * state inlined beside it.
 */

export type { RenderedPageState };
export { renderDocument as document } from './app/document';

// The API client's calls during a render go to that render's server (a test process may
// hold several), whichever renders are in flight at the same time: its public reads straight
// to the server's answers, anything else through its in-process requests.
const currentApi = new AsyncLocalStorage<{ apiFetch: ApiFetch; apiRead?: ApiRead }>();
apiTransport.fetch = (url, init) => {
  const api = currentApi.getStore();
  if (!api) return Promise.reject(new Error('The storefront API is called outside a server render'));
  return api.apiFetch(url, init);
};
apiTransport.read = (path, query) => currentApi.getStore()?.apiRead?.(path, query);

export type RenderInput = PageRenderInput;
export type RenderOutput = PageRenderOutput<RenderedPageState>;

/** What each page's loaders get in their context: that page's QueryClient. */
interface RenderContext {
  queryClient: QueryClient;
}

// One route table and request handler for every page (built once, their lazy screens loaded
// once); each page's reads go to its own QueryClient, passed in the request's context.
const serverRoutes = buildRoutes(routeLoaders((args) => (args.context as unknown as RenderContext).queryClient, { wait: true }));
const handler = createStaticHandler(serverRoutes);

/** A screen only the browser can show (its cart, wishlist, account, login): its loaders do not run here. */
const isBrowserOnly = (route: { id?: string }) => route.id !== undefined && BROWSER_ONLY_ROUTE_IDS.includes(route.id);

/** What the frame of every page translates: the shared words, and the header's mini-cart. */
const LAYOUT_NAMESPACES = [COMMON_NAMESPACE, 'cart'];

/** Renders one page; never throws for a page's own failure (it answers `browser`). */
export function render(input: RenderInput): Promise<RenderOutput> {
  return currentApi.run({ apiFetch: input.apiFetch, apiRead: input.apiRead }, () => renderPage(input));
}

async function renderPage(input: RenderInput): Promise<RenderOutput> {
  const url = new URL(input.url);
  // Per request: a QueryClient (the loaders wait for their reads into it). The path is
  // matched once, here, by the router; each route's loader reads its own params.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const requestContext: RenderContext = { queryClient };
  const context = await handler.query(new Request(url, { method: 'GET' }), {
    requestContext: requestContext as never,
    filterMatchesToLoad: (match) => !isBrowserOnly(match.route),
  });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) return { kind: 'redirect', status: context.status, location };
    return { kind: 'browser', reason: `loader answered ${context.status}` };
  }
  const matches = context.matches;
  if (matches.length === 0 || matches.some((m) => isBrowserOnly(m.route))) return { kind: 'browser', reason: 'browser-only screen' };
  if (context.errors) return { kind: 'browser', reason: `a loader failed: ${Object.values(context.errors).map(String).join('; ')}` };

  const namespaces = [...new Set([...LAYOUT_NAMESPACES, ...matches.flatMap((m) => screenNamespaces(m.route))])];
  const resources = loadResources(input, namespaces);
  const i18n = translator(input.language, namespaces, resources);

  // The deepest route with a module says what the page is, from the reads its loader made.
  const leaf = [...matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.page);
  const facts: PageFacts | null = leaf
    ? (leaf.route.handle as Required<RouteHandle>).page({ params: leaf.params, url, client: queryClient, t: i18n.getFixedT(input.language) })
    : null;
  if (facts?.status === 404) {
    queryClient.clear();
    return { kind: 'missing', status: 404, head: facts.head };
  }
  // A read that failed is the browser's to retry and show (its error states are not sent).
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  ) {
    queryClient.clear();
    return { kind: 'browser', reason: 'a read failed' };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RenderedCurrencyContext.Provider value={input.currency}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </RenderedCurrencyContext.Provider>
      </I18nextProvider>
    </StrictMode>
  );
  const html = renderedAtOnce(app) ?? (await renderWhenReady(app, input.timeoutMs ?? 5000));
  const state: RenderedPageState = {
    language: input.language,
    currency: input.currency,
    resources: resources as RenderedPageState['resources'],
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
  queryClient.clear();
  const screens = matches.map((m) => screenSource(m.route)).filter((source): source is string => source !== null);
  return { kind: 'page', status: context.statusCode, head: facts?.head ?? null, picture: facts?.picture ?? null, html, state, screens };
}

/** Most i18next instances kept (one per language and set of namespaces: a few dozen at most). */
const TRANSLATORS_MAX = 64;
const translators = new Map<string, i18n>();

/**
 * The i18next instance for a language and the namespaces a page uses, started once with
 * their files and shared by every page that uses the same (a render only reads it). Made
 * anew per page it cost about a millisecond. The files are read once by the server.
 */
function translator(language: string, namespaces: string[], resources: Resource): i18n {
  const key = `${language}|${namespaces.join(',')}`;
  const kept = translators.get(key);
  if (kept) return kept;
  const instance = createInstance();
  void instance.init({
    ...i18nOptions(),
    lng: language,
    resources,
    partialBundledLanguages: false,
    ns: namespaces,
    initAsync: false,
    backend: undefined,
    detection: undefined,
    react: { useSuspense: false },
  });
  if (translators.size >= TRANSLATORS_MAX) translators.delete(translators.keys().next().value!);
  translators.set(key, instance);
  return instance;
}

/** The page's translation files, in its language and in English (the fallback). */
function loadResources(input: RenderInput, namespaces: string[]): Resource {
  const resources: Resource = {};
  for (const language of new Set([input.language, DEFAULT_LANGUAGE])) {
    const files: Record<string, Record<string, unknown>> = {};
    for (const namespace of namespaces) {
      const file = input.translations(language, namespace);
      if (file) files[namespace] = file;
    }
    resources[language] = files;
  }
  return resources;
}

/** What React writes where a Suspense boundary could not finish and is left to the browser. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The whole HTML of `app` in one synchronous pass, or null when a part of it is not ready
 * (a lazy screen or layout part whose code is not loaded yet, the first time in a process):
 * then renderWhenReady waits for it. Once every part is in, as for every page after the
 * first few, this costs about a quarter less CPU than the stream (bench:render): no bytes
 * encoded chunk by chunk and decoded again. Text never holds the marker (React escapes '<'),
 * so finding it means a boundary gave up.
 */
function renderedAtOnce(app: ReactNode): string | null {
  try {
    const html = renderToString(app);
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : html;
  } catch {
    // Something suspended outside any boundary: the stream waits for it.
    return null;
  }
}

/** The whole HTML of `app` once every lazy part is in (no fallbacks left in it). */
function renderWhenReady(app: ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed: unknown = null;
    const timer = setTimeout(() => stream.abort(new Error(`render took over ${timeoutMs} ms`)), timeoutMs);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        clearTimeout(timer);
        done();
        if (failed) reject(failed);
        else resolve(Buffer.concat(chunks).toString('utf8'));
      },
    });
    const stream = renderToPipeableStream(app, {
      // Every part inline, in place: nothing sent later with inline scripts (the CSP allows
      // none, and the whole page is ready before a byte is sent anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        failed = error;
      },
    });
  });
}
