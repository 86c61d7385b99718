import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  DEFAULT_HEAD,
  pageQuery,
  parseCurrencyCode,
  STORAGE_KEYS,
  storefrontRouteOf,
  SUPPORTED_LANGUAGES,
  type ApiFetch,
  type ApiRead,
  type CurrencyCode,
  type DocumentAssets,
  type DocumentInput,
  type EntryServer,
  type HeadModel,
} from '@shop/core';
import { stringBytes, TtlCache } from '../lib/cache.js';
import { cookieValue } from '../http/cookies.js';
import type { PublicReads } from '../http/public-reads.js';
import { WindowStore } from '../http/rate-limits.js';

/**
 * The storefront's pages (issues 12 and 21), one way through: a request's page is looked up
 * by what its screen reads (pageUrl), rendered once by the storefront's server bundle
 * (apps/web/dist-ssr/entry-server.js: the same routes, loaders and screens as the browser's),
 * whose route modules read through the server's own answers in process (PublicReads.read,
 * no request made) and say the page's status, head and main picture; the bundle's React
 * then writes the whole document. What is kept per page is the render; the document's
 * bytes (and their brotli and gzip forms) are kept beside it per origin.
 */

/** A page as rendered and kept: its markup and state, status, head, main picture and the screens' stylesheets. */
export interface RenderedPage {
  kind: 'page';
  status: number;
  head: HeadModel | null;
  picture: string | null;
  html: string;
  /** The state the browser hydrates from, as JSON safe inside a <script> element. */
  stateJson: string;
  stylesheets: string[];
}

/**
 * A page's answer as kept: rendered; a product or category that does not exist (its 404
 * head, the screen left to the browser); a redirect; or the browser's to render (null).
 */
export type RenderAnswer = RenderedPage | { kind: 'missing'; status: 404; head: HeadModel } | { kind: 'redirect'; status: number; location: string } | null;

/** What one request for a page is answered with. */
export type PageReply =
  | { kind: 'redirect'; status: number; location: string }
  /** `rendered`: the page's markup is in the document (else the browser renders it). */
  | { kind: 'document'; status: number; rendered: boolean; document: EncodedDocument };

/** A request for a page, as the pipeline reads it. */
export interface PageRequest {
  /** Path and query. */
  url: string;
  /** The language the page is in (query, cookie, Accept-Language: modules/seo/language.ts). */
  language: string;
  /** The origin links are written on (PUBLIC_URL, else the request's). */
  origin: string;
  cookie: string | undefined;
  /** The client's address (renders are bounded per address). */
  client: string;
}

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
  const kept = new URLSearchParams(pageQuery(storefrontRouteOf(pathname), search));
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
/** Origins whose document bytes are kept per page (one with PUBLIC_URL set; a few host names without). */
const ORIGINS_PER_PAGE = 4;

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
 * the entry's (every page links those already).
 */
export function stylesheetsOf(manifest: BuildManifest, source: string): string[] {
  const found = new Set<string>();
  for (const chunk of chunksFrom(manifest, [source])) if (!chunk.isEntry) chunk.css?.forEach((file) => found.add(`/${file}`));
  return [...found];
}

/** The chunks reachable from `keys` through static imports, each once, in the order first met; an entry's imports are not followed. */
function chunksFrom(manifest: BuildManifest, keys: readonly string[]): BuildManifest[string][] {
  const out: BuildManifest[string][] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    out.push(chunk);
    if (!chunk.isEntry) chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return out;
}

/** The entry's script, the modules it imports (all of them, as Vite's index.html preloads them) and its stylesheets; null without an entry. */
export function entryAssets(manifest: BuildManifest): DocumentAssets | null {
  const entry = manifest['index.html'];
  if (!entry?.isEntry) return null;
  const preloads = chunksFrom(manifest, entry.imports ?? []).map((chunk) => `/${chunk.file}`);
  return { script: `/${entry.file}`, modulePreloads: preloads, stylesheets: (entry.css ?? []).map((file) => `/${file}`) };
}

/**
 * A document as sent: its bytes, and its brotli and gzip forms once asked for. Encoding a
 * page string of more than 64 K characters is ~20 times slower in Node 20 than one below
 * (Buffer.byteLength and the socket's write of a two-byte string, measured 0.04 -> 0.9 ms a
 * request), and compressing ~80 kB costs about a millisecond: done once a page, not once a request.
 */
export class EncodedDocument {
  private br?: Buffer;
  private gzip?: Buffer;

  constructor(readonly identity: Buffer) {}

  encoded(encoding: 'br' | 'gzip'): Buffer {
    if (encoding === 'br') {
      this.br ??= brotliCompressSync(this.identity, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
        },
      });
      return this.br;
    }
    this.gzip ??= gzipSync(this.identity, { level: 6 });
    return this.gzip;
  }
}

export class StorefrontPages {
  private readonly pages: TtlCache<KeptPage>;
  /** The render under way per key: every request for it shares it (and a stale page's refresh is one). */
  private readonly inFlight = new Map<string, Promise<RenderAnswer>>();
  /** Renders counted per client address, per minute. */
  private readonly perAddress = new WindowStore();
  /** Bumped by clear(): a render begun before a write is not kept. */
  private generation = 0;
  private readonly translations = new Map<string, Record<string, unknown> | null>();
  /** Each kept answer's documents, per origin. */
  private readonly documents = new WeakMap<object, Map<string, EncodedDocument>>();
  /** The document of pages the browser renders, per language (the same for every such page). */
  private readonly shells = new Map<string, EncodedDocument>();

  constructor(
    private readonly entry: EntryServer,
    private readonly apiFetch: ApiFetch,
    private readonly apiRead: ApiRead,
    private readonly webDist: string,
    private readonly log: FastifyBaseLogger,
    private readonly cacheMs: number,
    private readonly manifest: BuildManifest,
    private readonly assets: DocumentAssets,
    /** Renders one client address may cause in a minute (pages not kept); beyond, its pages are the browser's to render. */
    private readonly rendersPerAddressPerMinute = 120,
  ) {
    this.pages = new TtlCache<KeptPage>({
      ttlMs: cacheMs > 0 ? Math.max(cacheMs, STALE_MS) : 0,
      maxBytes: RENDER_CACHE_BYTES,
      sizeOf: ({ answer }) => (answer?.kind === 'page' ? stringBytes(answer.html) + stringBytes(answer.stateJson) : 64),
    });
  }

  /**
   * The pages over the server bundle beside the storefront's build (`apps/web/dist-ssr` next
   * to `apps/web/dist`), or null without one (or without the build's manifest): index.html is
   * then sent as built and the browser renders every page.
   */
  static async load(
    app: FastifyInstance,
    reads: PublicReads,
    webDist: string,
    cacheMs: number,
    rendersPerAddressPerMinute = 120,
  ): Promise<StorefrontPages | null> {
    const file = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
    const manifest = readManifest(webDist);
    const assets = entryAssets(manifest);
    if (!fs.existsSync(file) || !assets) {
      app.log.warn({ file }, 'storefront server bundle not built: pages are sent as built and rendered in the browser');
      return null;
    }
    const entry = (await import(pathToFileURL(file).href)) as EntryServer;
    // What is not a public read (none of the pages rendered here today) goes through the server in process.
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
    return new StorefrontPages(entry, apiFetch, apiRead, webDist, app.log, cacheMs, manifest, assets, rendersPerAddressPerMinute);
  }

  /** The answer to a request for a page: its document (rendered, or for the browser to render), or a redirect. */
  async reply(request: PageRequest): Promise<PageReply> {
    const answer = await this.render(request.url, request.language, request.cookie, request.client);
    if (answer?.kind === 'redirect') return answer;
    if (answer === null) return { kind: 'document', status: 200, rendered: false, document: this.shell(request.language, request.origin) };
    return { kind: 'document', status: answer.status, rendered: answer.kind === 'page', document: this.documentOf(answer, request.language, request.origin) };
  }

  /**
   * The page at `url` (path and query) in `language` and the request's currency, for a
   * request from `client` (its address). A kept page is sent at once, fresh or not (a stale
   * one is rendered again behind it, once). A page not kept is rendered, unless renders are
   * already at their bound (RENDERS_IN_FLIGHT_MAX) or this client has caused its share this
   * minute: then null, for the browser to render. No request queues behind renders, and no
   * stranger can make the server render page after page.
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

  /** Drops every kept page (a write changed what they show); renders under way are not kept. */
  clear(): void {
    this.pages.clear();
    this.inFlight.clear();
    this.generation += 1;
  }

  /** The document of a rendered or missing page on `origin`, made once per page and origin. */
  private documentOf(answer: RenderedPage | { kind: 'missing'; status: 404; head: HeadModel }, language: string, origin: string): EncodedDocument {
    let byOrigin = this.documents.get(answer);
    const kept = byOrigin?.get(origin);
    if (kept) return kept;
    const rendered = answer.kind === 'page' ? answer : null;
    const document = this.encode({
      language,
      head: answer.head ?? DEFAULT_HEAD,
      origin,
      assets: rendered ? { ...this.assets, stylesheets: [...this.assets.stylesheets, ...rendered.stylesheets] } : this.assets,
      picture: rendered?.picture ?? null,
      page: rendered ? { html: rendered.html, stateJson: rendered.stateJson } : null,
    });
    if (!byOrigin) {
      byOrigin = new Map();
      this.documents.set(answer, byOrigin);
    }
    if (byOrigin.size >= ORIGINS_PER_PAGE) byOrigin.delete(byOrigin.keys().next().value!);
    byOrigin.set(origin, document);
    return document;
  }

  /** The document of a page the browser renders: the same for every such page of a language. */
  private shell(language: string, origin: string): EncodedDocument {
    // Its head (the shop's name and description) names no URL, so one per language serves every origin.
    const kept = this.shells.get(language);
    if (kept) return kept;
    const shell = this.encode({ language, head: DEFAULT_HEAD, origin, assets: this.assets, picture: null, page: null });
    this.shells.set(language, shell);
    return shell;
  }

  private encode(input: DocumentInput): EncodedDocument {
    return new EncodedDocument(Buffer.from(this.entry.document(input), 'utf8'));
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

  /** One render of the page (null: the browser's to render, when it cannot be rendered here). */
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
      if (out.kind === 'redirect' || out.kind === 'missing') return out;
      if (out.kind === 'browser') return null;
      const stylesheets = [...new Set(out.screens.flatMap((source) => stylesheetsOf(this.manifest, source)))];
      return { kind: 'page', status: out.status, head: out.head, picture: out.picture, html: out.html, stateJson: scriptSafeJson(out.state), stylesheets };
    } catch (err) {
      // The page still works: the browser renders it.
      this.log.error({ err, url: page }, 'storefront render failed');
      return null;
    }
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
