import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built storefront: hashed files under /assets/ are cached for a year, everything
 * else (index.html, translations) is revalidated on every use, and every other path that is
 * not a file gets index.html so deep links work. Without a build, `/` says how to make one.
 * Where the server knows the first screen's main picture, the HTML preloads it.
 */
/** Escapes text for a double-quoted HTML attribute. */
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with a high-priority preload of `image` in its head (unchanged without one). */
export function withImagePreload(html: string, image: string | null): string {
  if (!image || !html.includes('</head>')) return html;
  return html.replace('</head>', `<link rel="preload" as="image" href="${attribute(image)}" fetchpriority="high"></head>`);
}

export interface StorefrontOptions {
  /** The picture the page at a path shows largest first (see first-screen-image.ts), to preload. */
  firstScreenImage?: (pathname: string) => Promise<string | null>;
}

export async function hostStorefront(app: FastifyInstance, webDist: string, options: StorefrontOptions = {}): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? YEAR : REVALIDATE);
      },
    });
  }

  const sendIndex = async (reply: FastifyReply, pathname: string) => {
    if (!built) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The storefront is not built yet: run `npm run build` (or `npm start`, which builds it).');
    }
    // Read per request so a rebuild is picked up; the OS caches the file.
    const [html, image] = await Promise.all([
      fs.promises.readFile(indexFile, 'utf8'),
      options.firstScreenImage?.(pathname) ?? null,
    ]);
    return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(withImagePreload(html, image));
  };
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, '/'));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A page is any GET outside the API, media and hashed assets that has no file extension
    // or comes from a browser navigation (a product slug may hold a dot: 'Citrine-2.5-ct=5').
    const navigation = String(request.headers.accept ?? '').includes('text/html');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|media|assets)(\/|$)/.test(url) &&
      (!path.extname(url) || navigation);
    if (!wantsPage) {
      return reply.status(404).send({ success: false, message: `No such address: ${request.method} ${url}` });
    }
    return sendIndex(reply, url);
  });
}
