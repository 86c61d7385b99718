import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { matchStorefrontPath, pageQuery, parseCurrencyCode, STORAGE_KEYS, SUPPORTED_LANGUAGES, type CurrencyCode } from '@shop/core';
import { stringBytes, TtlCache } from '../lib/cache.js';
import { cookieValue } from './cookies.js';
import type { PublicReads } from './public-reads.js';
import { WindowStore } from './rate-limits.js';

/**
 * The storefront's pages rendered on the server (issue 12). apps/web builds a second bundle
 * for Node (dist-ssr/entry-server.js: the same routes, loaders and screens); this module
 * loads it once, answers its public reads in process (PublicReads.read: the routes' own
 * answers and query checks, no request made; anything else by app.inject), and keeps what it
 * renders for a few seconds per URL, language and currency.
 */

/** What one page's render gives the HTML (see apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  /** The markup of #root. */
  html: string;
  /** The state the browser hydrates from, as JSON safe inside a <script> element. */
  stateJson: string;
  /**
   * The stylesheets of the screens shown, beyond the page's own ('/assets/…css'), linked in
   * the head. (Inlining them was measured and gave nothing: decision 009.)
   */
  stylesheets: string[];
}

export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;
/** A public read's answer in process (PublicReads.read). */
export type ApiRead = (path: string, query: Record<string, string>) => Promise<unknown> | undefined;

export interface EntryServer {
  render(input: {
    url: string;
    language: string;
    currency: CurrencyCode;
    apiFetch: ApiFetch;
    apiRead?: ApiRead;
    translations(language: string, namespace: string): Record<string, unknown> | null;
  }): Promise<
    | { kind: 'page'; status: number; html: string; state: unknown; screens: string[] }
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'browser'; reason: string }
  >;
}

/** A page's answer: rendered, a redirect, or nothing (send the page as built). */
export type RenderAnswer = { kind: 'page'; page: RenderedPage } | { kind: 'redirect'; status: number; location: string } | null;

const NAMESPACE = /^[a-z][a-z-]{0,40}$/;

/**
 * `url` (path and query) as its screen reads it: the path, then only the query parameters
 * the matched screen reads, read as the screen reads them (core storefront-routes.ts), in one
 * order with defaults left out, and `lng` when it names a language. Everything else
 * (utm_source, a cache buster, `?keyword=` on home, `?page=01`, `?limit=17`) changes nothing
 * on the page, so it is left out of the render and of its cache key: a new one every time
 * costs no new render.
 */
export function pageUrl(url: string): string {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  const search = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
  const kept = new URLSearchParams(pageQuery(matchStorefrontPath(pathname)?.route ?? null, search));
  const lng = search.get('lng');
  if (lng && (SUPPORTED_LANGUAGES as readonly string[]).includes(lng)) kept.set('lng', lng);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
/** The rendered pages kept at once: a few MB whatever URLs arrive. */
const RENDER_CACHE_BYTES = 16 * 1024 * 1024;
/**
 * How long a page past its freshness (CATALOG_CACHE_MS) may still be sent while one request
 * renders it again (stale-while-revalidate). A write drops every kept page at once (clear),
 * so this bounds only how old a page can be when nothing changed.
 */
const STALE_MS = 10 * 60_000;
/** Renders under way at once; a page that would wait for one is sent for the browser to render instead. */
export const RENDERS_IN_FLIGHT_MAX = 4;

/** A kept page, and until when it is fresh (after that it is sent while it is rendered again). */
interface KeptPage {
  answer: RenderAnswer;
  freshUntil: number;
}

/** JSON that cannot end its <script> element or open a comment in it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Vite's build manifest (apps/web/dist/.vite/manifest.json): chunk → file, CSS, imports. */
type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

function readManifest(webDist: string): BuildManifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

/**
 * The stylesheets a screen's chunk brings (its own and its static imports'), as URLs, less
 * the entry's (index.html links those already).
 */
export function stylesheetsOf(manifest: BuildManifest, source: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return;
    chunk.css?.forEach((file) => found.add(`/${file}`));
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return [...found];
}

export class StorefrontRenderer {
  private readonly pages: TtlCache<KeptPage>;
  /** The render under way per key: every request for it shares it (and a stale page's refresh is one). */
  private readonly inFlight = new Map<string, Promise<RenderAnswer>>();
  /** Renders counted per client address, per minute. */
  private readonly perAddress = new WindowStore();
  /** Bumped by clear(): a render begun before a write is not kept. */
  private generation = 0;
  private readonly translations = new Map<string, Record<string, unknown> | null>();

  constructor(
    private readonly entry: EntryServer,
    private readonly apiFetch: ApiFetch,
    private readonly apiRead: ApiRead,
    private readonly webDist: string,
    private readonly log: FastifyBaseLogger,
    private readonly cacheMs: number,
    private readonly manifest: BuildManifest,
    /** Renders one client address may cause in a minute (pages not kept); beyond, its pages are the browser's to render. */
    private readonly rendersPerAddressPerMinute = 120,
  ) {
    this.pages = new TtlCache<KeptPage>({
      ttlMs: cacheMs > 0 ? Math.max(cacheMs, STALE_MS) : 0,
      maxBytes: RENDER_CACHE_BYTES,
      sizeOf: ({ answer }) => (answer?.kind === 'page' ? stringBytes(answer.page.html) + stringBytes(answer.page.stateJson) : 64),
    });
  }

  /**
   * The renderer over the server bundle beside the storefront's build (`apps/web/dist-ssr`
   * next to `apps/web/dist`), or null without one: pages are then sent as built and the
   * browser renders them, as before.
   */
  static async load(
    app: FastifyInstance,
    reads: PublicReads,
    webDist: string,
    cacheMs: number,
    rendersPerAddressPerMinute = 120,
  ): Promise<StorefrontRenderer | null> {
    const file = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
    if (!fs.existsSync(file)) {
      app.log.warn({ file }, 'storefront server bundle not built: pages are rendered in the browser only');
      return null;
    }
    const entry = (await import(pathToFileURL(file).href)) as EntryServer;
    const apiFetch: ApiFetch = async (url, init) => {
      const target = new URL(url, 'http://storefront.invalid');
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        url: `${target.pathname}${target.search}`,
        headers: init.headers as Record<string, string>,
        payload: typeof init.body === 'string' ? init.body : undefined,
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    };
    const apiRead: ApiRead = (path, query) => reads.read(path, query);
    return new StorefrontRenderer(entry, apiFetch, apiRead, webDist, app.log, cacheMs, readManifest(webDist), rendersPerAddressPerMinute);
  }

  /**
   * The page at `url` (path and query) in `language` and the request's currency, for a
   * request from `client` (its address). A kept page is sent at once, fresh or not (a stale
   * one is rendered again behind it, once). A page not kept is rendered, unless renders are
   * already at their bound (RENDERS_IN_FLIGHT_MAX) or this client has caused its share this
   * minute (RENDERS_PER_ADDRESS_PER_MINUTE): then null, the page as built, for the browser to render.
   * No request queues behind renders, and no stranger can make the server render page
   * after page.
   */
  async render(url: string, language: string, cookieHeader: string | undefined, client = ''): Promise<RenderAnswer> {
    const currency = parseCurrencyCode(cookieValue(cookieHeader, STORAGE_KEYS.currency_value));
    const page = pageUrl(url);
    const key = `${language}|${currency}|${page}`;
    const now = Date.now();
    const kept = this.pages.get(key, now);
    if (kept) {
      if (kept.freshUntil <= now && !this.inFlight.has(key) && this.inFlight.size < RENDERS_IN_FLIGHT_MAX)
        void this.renderAndKeep(key, page, language, currency);
      return kept.answer;
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    if (this.inFlight.size >= RENDERS_IN_FLIGHT_MAX || !this.mayRender(client)) return null;
    return this.renderAndKeep(key, page, language, currency);
  }

  /** Counts a render caused by `client`; false past its share this minute. */
  private mayRender(client: string): boolean {
    let current = 0;
    this.perAddress.incr(`render:${client}`, (_err, result) => (current = result?.current ?? 0), 60_000);
    return current <= this.rendersPerAddressPerMinute;
  }

  /** Renders the page once (every caller of the key shares it) and keeps the answer while no write came meanwhile. */
  private renderAndKeep(key: string, page: string, language: string, currency: CurrencyCode): Promise<RenderAnswer> {
    const generation = this.generation;
    const promise = this.renderPage(page, language, currency).then((answer) => {
      if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
      if (generation === this.generation && this.cacheMs > 0) this.pages.set(key, { answer, freshUntil: Date.now() + this.cacheMs });
      return answer;
    });
    this.inFlight.set(key, promise);
    return promise;
  }

  /** One render of the page (null: the page as built, when it cannot be rendered). */
  private async renderPage(page: string, language: string, currency: CurrencyCode): Promise<RenderAnswer> {
    try {
      const out = await this.entry.render({
        url: `http://storefront.invalid${page}`,
        language,
        currency,
        apiFetch: this.apiFetch,
        apiRead: this.apiRead,
        translations: (lng, ns) => this.translation(lng, ns),
      });
      if (out.kind === 'redirect') return out;
      if (out.kind === 'browser') return null;
      const stylesheets = [...new Set(out.screens.flatMap((source) => stylesheetsOf(this.manifest, source)))];
      return { kind: 'page', page: { status: out.status, html: out.html, stateJson: scriptSafeJson(out.state), stylesheets } };
    } catch (err) {
      // The page still works: it is sent as built and the browser renders it.
      this.log.error({ err, url: page }, 'storefront render failed');
      return null;
    }
  }

  /** Drops every kept page (a write changed what they show); renders under way are not kept. */
  clear(): void {
    this.pages.clear();
    this.inFlight.clear();
    this.generation += 1;
  }

  /** A translation file of the build, read once. */
  private translation(language: string, namespace: string): Record<string, unknown> | null {
    if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(language) || !NAMESPACE.test(namespace)) return null;
    const key = `${language}/${namespace}`;
    if (!this.translations.has(key)) {
      let file: Record<string, unknown> | null = null;
      try {
        file = JSON.parse(fs.readFileSync(path.join(this.webDist, 'locales', language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
      } catch {
        file = null;
      }
      this.translations.set(key, file);
    }
    return this.translations.get(key) ?? null;
  }
}
