import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderAnswer, RenderedPage } from './storefront-render.js';

const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Escapes text for a double-quoted HTML attribute. */
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with a high-priority preload of `image` in its head (unchanged without one). */
export function withImagePreload(html: string, image: string | null): string {
  if (!image || !html.includes('</head>')) return html;
  return html.replace('</head>', () => `<link rel="preload" as="image" href="${attribute(image)}" fetchpriority="high"></head>`);
}

/** What the HTML of one request carries beyond the built page. */
export interface PageDecoration {
  /** 404 for a product or category that does not exist (the storefront still runs and says so). */
  status: number;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Head tags (escaped already) that replace the built <title> and meta description; null keeps them. */
  head: string | null;
}

/** Sets (or adds) attributes on the first `<tag ...>` of the page. */
function withAttributes(html: string, tag: 'html' | 'body', attributes: Record<string, string>): string {
  return html.replace(new RegExp(`<${tag}\\b([^>]*)>`, 'i'), (_whole, existing: string) => {
    let attrs = existing;
    for (const [name, value] of Object.entries(attributes)) {
      const set = `${name}="${attribute(value)}"`;
      const pattern = new RegExp(`\\s${name}\\s*=\\s*("[^"]*"|'[^']*'|[^\\s>]*)`, 'i');
      attrs = pattern.test(attrs) ? attrs.replace(pattern, ` ${set}`) : `${attrs} ${set}`;
    }
    return `<${tag}${attrs}>`;
  });
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

const EMPTY_ROOT = '<div id="root"></div>';
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * Over a page the server rendered, the storefront's script starts once the first screen's
 * main picture (the one with fetchpriority=high) has loaded or failed, or after 3 s: the
 * picture, the page's largest paint, has the connection to itself, and the page reads and
 * looks right meanwhile. The script's address is the element's data-src, so this text (and
 * its hash in the Content-Security-Policy) is the same for every build.
 */
export const SCRIPT_AFTER_PICTURE =
  "(function(){var d=document,c=d.currentScript,done=0;function go(){if(done)return;done=1;var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=c.getAttribute('data-src');d.head.appendChild(s)}" +
  "var i=d.querySelector('img[fetchpriority=high]');if(i&&!i.complete){i.addEventListener('load',go);i.addEventListener('error',go);setTimeout(go,3000)}else go()})()";

/** The 404 of an API (or file) address that does not exist. */
export const NOT_FOUND_MESSAGE = (method: string, url: string) => `No such address: ${method} ${url}`;

/** The CSP source that allows SCRIPT_AFTER_PICTURE and no other inline script. */
export const SCRIPT_AFTER_PICTURE_CSP = `'sha256-${crypto.createHash('sha256').update(SCRIPT_AFTER_PICTURE).digest('base64')}'`;
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/i;

/** The id of the element with the rendered page's state (apps/web/src/app/rendered-page.ts). */
const STATE_ELEMENT_ID = 'shop-rendered-page';

/**
 * index.html for one request: <html> (and <body>) with the page's lang and dir, the page's
 * head tags in place of the built title and description, and the picture preload. With a
 * page the server rendered, #root holds its markup, the state the browser hydrates from
 * follows it, and the 'needs JavaScript' note goes (the page reads without it).
 */
export function decorateIndex(html: string, page: PageDecoration | null, image: string | null, rendered: RenderedPage | null = null): string {
  // Every pattern runs on the small built page; the rendered markup (tens of kB) goes in last.
  let out = html;
  if (page) {
    out = withAttributes(out, 'html', { lang: page.lang, dir: page.dir });
    out = withAttributes(out, 'body', { dir: page.dir });
    if (page.head !== null) {
      const head = page.head;
      out = out.replace(DESCRIPTION, '');
      out = TITLE.test(out) ? out.replace(TITLE, () => head) : out.replace('</head>', () => `${head}</head>`);
    }
  }
  out = withImagePreload(out, image);
  if (!rendered || !out.includes(EMPTY_ROOT)) return out;
  const links = rendered.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${attribute(href)}">`).join('');
  if (links) out = out.replace('</head>', () => `${links}</head>`);
  const script = MODULE_SCRIPT.exec(out)?.[1];
  if (script) {
    out = out
      .replace(MODULE_SCRIPT, '')
      .replace(MODULE_PRELOADS, '')
      .replace('</body>', () => `<script data-src="${attribute(script)}">${SCRIPT_AFTER_PICTURE}</script></body>`);
  }
  out = out.replace(NOSCRIPT, '');
  const at = out.indexOf(EMPTY_ROOT);
  return (
    out.slice(0, at) +
    `<div id="root">${rendered.html}</div><script type="application/json" id="${STATE_ELEMENT_ID}">${rendered.stateJson}</script>` +
    out.slice(at + EMPTY_ROOT.length)
  );
}

/**
 * A rendered page as sent: its bytes, and its brotli and gzip forms once asked for. Kept
 * beside the rendered page it was made from (as long as the render cache keeps that) and
 * remade when the page's decoration changes. Encoding a page string of more than 64 K
 * characters is ~20 times slower in Node 20 than one below (Buffer.byteLength and the
 * socket's write of a two-byte string, measured 0.04 -> 0.9 ms a request), and compressing
 * ~80 kB costs about a millisecond: done once a page, not once a request.
 */
interface EncodedPage {
  /** What the bytes were decorated with: the page's language, direction and head tags, and the picture preloaded. */
  lang: string | undefined;
  dir: string | undefined;
  head: string | null | undefined;
  image: string | null;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const encodedPages = new WeakMap<RenderedPage, EncodedPage>();

/** The encoding to send in: brotli, then gzip, if Accept-Encoding allows it (q > 0), else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding ?? '')
    .toLowerCase()
    .split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function encodedPage(html: string, page: PageDecoration | null, image: string | null, rendered: RenderedPage): EncodedPage {
  const kept = encodedPages.get(rendered);
  // Compared field by field (the head tags come from their own cache, mostly the same string).
  if (kept && kept.lang === page?.lang && kept.dir === page?.dir && kept.head === page?.head && kept.image === image) return kept;
  const encoded = { lang: page?.lang, dir: page?.dir, head: page?.head, image, identity: Buffer.from(decorateIndex(html, page, image, rendered), 'utf8') };
  encodedPages.set(rendered, encoded);
  return encoded;
}

function compressed(encoded: EncodedPage, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    encoded.br ??= brotliCompressSync(encoded.identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: encoded.identity.length,
      },
    });
    return encoded.br;
  }
  encoded.gzip ??= gzipSync(encoded.identity, { level: 6 });
  return encoded.gzip;
}

export interface StorefrontOptions {
  /** The picture the page at a path shows largest first (see first-screen-image.ts), to preload. */
  firstScreenImage?: (pathname: string) => Promise<string | null>;
  /** The page's language, direction, head tags and status (see modules/seo). */
  decoration?: (request: FastifyRequest, pathname: string) => Promise<PageDecoration>;
  /** The page rendered in a language (see storefront-render.ts); null sends it as built. */
  render?: (url: string, language: string, cookieHeader: string | undefined, client: string) => Promise<RenderAnswer>;
}

/**
 * Serves the built storefront: hashed files under /assets/ are cached for a year, everything
 * else (index.html, translations) is revalidated on every use, and every other path that is
 * not a file gets index.html so deep links work. Without a build, `/` says how to make one.
 * Where the server knows the first screen's main picture, the HTML preloads it; where it
 * knows the page (home, a listing, a product), the HTML carries its title, description,
 * canonical link, Open Graph tags and JSON-LD, and <html> its language and direction.
 */
export async function hostStorefront(app: FastifyInstance, webDist: string, options: StorefrontOptions = {}): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  // Held in memory from start-up: a page load never waits for the disk or the thread pool
  // (which password hashing and file serving share). `npm start` builds before it starts.
  const html = built ? fs.readFileSync(indexFile, 'utf8') : '';
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build writes .br and .gz twins of its text files (apps/web/vite.config.ts):
      // sent as they are to a browser that accepts them, with no compressing per request.
      preCompressed: true,
      // The build's manifest (.vite/manifest.json, read by the page renderer) is not for the web.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? YEAR : REVALIDATE);
        res.setHeader('vary', 'Accept-Encoding'); // a shared cache keeps each encoding apart
      },
    });
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront is not built yet: run `npm run build` (or `npm start`, which builds it).');
    }
    const [image, page] = await Promise.all([
      options.firstScreenImage?.(pathname) ?? null,
      // A failure here only costs the tags: the page is sent as built.
      options.decoration?.(request, pathname).catch(() => null) ?? null,
    ]);
    // A page that does not exist (404) is left to the browser, which says so.
    const answer = page && page.status < 400 && options.render ? await options.render(request.url, page.lang, request.headers.cookie, request.ip) : null;
    if (answer?.kind === 'redirect') return reply.redirect(answer.location, answer.status);
    const rendered = answer?.kind === 'page' ? answer.page : null;
    reply
      .status(page && page.status >= 400 ? page.status : (rendered?.status ?? page?.status ?? 200))
      .header('cache-control', REVALIDATE)
      // The language comes from the query, the cookie or Accept-Language (and @fastify/compress
      // adds Accept-Encoding to what it compresses; a rendered page says it below).
      .header('vary', rendered ? 'Accept-Language, Cookie, Accept-Encoding' : 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8');
    if (!rendered) return reply.send(decorateIndex(html, page, image, rendered));
    // A rendered page goes out as the bytes kept with it (compressed here, not per request).
    const encoded = encodedPage(html, page, image, rendered);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(encoded.identity);
    return reply.header('content-encoding', encoding).send(compressed(encoded, encoding));
  };
  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply, '/'));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A page is any GET outside the API, media and hashed assets that has no file extension
    // or comes from a browser navigation (a product slug may hold a dot: 'Citrine-2.5-ct=5').
    const navigation = String(request.headers.accept ?? '').includes('text/html');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media|assets)(\/|$)/.test(url) && (!path.extname(url) || navigation);
    if (!wantsPage) {
      return reply.status(404).send({ success: false, message: NOT_FOUND_MESSAGE(request.method, url) });
    }
    return sendIndex(request, reply, url);
  });
}
