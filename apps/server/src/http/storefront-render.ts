import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { parseCurrencyCode, STORAGE_KEYS, SUPPORTED_LANGUAGES, type CurrencyCode } from '@shop/core';
import { stringBytes, TtlCache } from '../lib/cache.js';
import { cookieValue } from './cookies.js';

/**
 * The storefront's pages rendered on the server (issue 12). apps/web builds a second bundle
 * for Node (dist-ssr/entry-server.js: the same routes, loaders and screens); this module
 * loads it once, lets its API client call this server in-process (app.inject: no socket, the
 * same validation, public-read cache and limits as any other caller), and keeps what it
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

type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

interface EntryServer {
  render(input: {
    url: string;
    language: string;
    currency: CurrencyCode;
    apiFetch: ApiFetch;
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
 * The query parameters a server-rendered screen reads (listing page, size and sort, the
 * videos' search, the language). Others (utm_source, a cache buster) change nothing on the
 * page, so they are left out of the render and of its cache key: a new one every time
 * costs no new render.
 */
const PAGE_PARAMS = new Set(['page', 'limit', 'sort_by', 'keyword', 'lng']);
/** Longer values are not a real page's (a keyword is at most a search box's worth). */
const MAX_PARAM_LENGTH = 200;

/** `url` (path and query) with only the parameters a page reads, in their order. */
export function pageUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.slice(q + 1))) {
    if (PAGE_PARAMS.has(name) && value.length <= MAX_PARAM_LENGTH) kept.append(name, value);
  }
  const search = kept.toString();
  return search ? `${url.slice(0, q)}?${search}` : url.slice(0, q);
}
/** The rendered pages kept at once: a few MB whatever URLs arrive. */
const RENDER_CACHE_BYTES = 16 * 1024 * 1024;

/** JSON that cannot end its <script> element or open a comment in it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
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
  private readonly pages: TtlCache<RenderAnswer>;
  private readonly translations = new Map<string, Record<string, unknown> | null>();

  private constructor(
    private readonly entry: EntryServer,
    private readonly apiFetch: ApiFetch,
    private readonly webDist: string,
    private readonly log: FastifyBaseLogger,
    cacheMs: number,
    private readonly manifest: BuildManifest,
  ) {
    this.pages = new TtlCache<RenderAnswer>({
      ttlMs: cacheMs,
      maxBytes: RENDER_CACHE_BYTES,
      sizeOf: (answer) => (answer?.kind === 'page' ? stringBytes(answer.page.html) + stringBytes(answer.page.stateJson) : 64),
    });
  }

  /**
   * The renderer over the server bundle beside the storefront's build (`apps/web/dist-ssr`
   * next to `apps/web/dist`), or null without one: pages are then sent as built and the
   * browser renders them, as before.
   */
  static async load(app: FastifyInstance, webDist: string, cacheMs: number): Promise<StorefrontRenderer | null> {
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
    return new StorefrontRenderer(entry, apiFetch, webDist, app.log, cacheMs, readManifest(webDist));
  }

  /** Renders the page at `url` (path and query) in `language` and the request's currency. */
  async render(url: string, language: string, cookieHeader: string | undefined): Promise<RenderAnswer> {
    const currency = parseCurrencyCode(cookieValue(cookieHeader, STORAGE_KEYS.currency_value));
    const page = pageUrl(url);
    return this.pages.getOrLoad(`${language}|${currency}|${page}`, async () => {
      try {
        const out = await this.entry.render({
          url: `http://storefront.invalid${page}`,
          language,
          currency,
          apiFetch: this.apiFetch,
          translations: (lng, ns) => this.translation(lng, ns),
        });
        if (out.kind === 'redirect') return out;
        if (out.kind === 'browser') return null;
        const stylesheets = [...new Set(out.screens.flatMap((source) => stylesheetsOf(this.manifest, source)))];
        return { kind: 'page', page: { status: out.status, html: out.html, stateJson: scriptSafeJson(out.state), stylesheets } };
      } catch (err) {
        // The page still works: it is sent as built and the browser renders it.
        this.log.error({ err, url }, 'storefront render failed');
        return null;
      }
    });
  }

  /** Drops every kept page (a write changed what they show). */
  clear(): void {
    this.pages.clear();
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
