import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SCRIPT_AFTER_PICTURE } from '@shop/core';

const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The 404 of an API (or file) address that does not exist. */
export const NOT_FOUND_MESSAGE = (method: string, url: string) => `No such address: ${method} ${url}`;

/** The CSP source that allows SCRIPT_AFTER_PICTURE (core; the document starts the storefront's script with it) and no other inline script. */
export const SCRIPT_AFTER_PICTURE_CSP = `'sha256-${crypto.createHash('sha256').update(SCRIPT_AFTER_PICTURE).digest('base64')}'`;

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

/** A page's document as one request gets it (storefront-pages.ts's PageReply, kept structural: http/ imports no module). */
export type PageAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'document'; status: number; rendered: boolean; document: { identity: Buffer; encoded(encoding: 'br' | 'gzip'): Buffer } };

/**
 * Serves the built storefront: hashed files under /assets/ are cached for a year, everything
 * else (translations, icons) is revalidated on every use, and every other path that is not a
 * file is a page: `page` answers it (the page pipeline, pages/storefront-pages.ts: the whole
 * document, written by the storefront's React), or, without a server bundle, index.html is
 * sent as built. Without a build, `/` says how to make one.
 */
export async function hostStorefront(app: FastifyInstance, webDist: string, page: ((request: FastifyRequest) => Promise<PageAnswer>) | null): Promise<void> {
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
      // The build's manifest (.vite/manifest.json, read by the page pipeline) is not for the web.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? YEAR : REVALIDATE);
        res.setHeader('vary', 'Accept-Encoding'); // a shared cache keeps each encoding apart
      },
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront is not built yet: run `npm run build` (or `npm start`, which builds it).');
    }
    reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    if (!page) return reply.header('vary', 'Accept-Language, Cookie').send(html);
    const answer = await page(request);
    if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
    // The language comes from the query, the cookie or Accept-Language, the currency from a
    // cookie; the document goes out as the bytes kept with it (compressed once, not per request).
    reply.status(answer.status).header('vary', 'Accept-Language, Cookie, Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(answer.document.identity);
    return reply.header('content-encoding', encoding).send(answer.document.encoded(encoding));
  };
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A page is any GET outside the API, media and hashed assets that has no file extension
    // or comes from a browser navigation (a product slug may hold a dot: 'Citrine-2.5-ct=5').
    const navigation = String(request.headers.accept ?? '').includes('text/html');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media|assets)(\/|$)/.test(url) && (!path.extname(url) || navigation);
    if (!wantsPage) {
      return reply.status(404).send({ success: false, message: NOT_FOUND_MESSAGE(request.method, url) });
    }
    return sendPage(request, reply);
  });
}
