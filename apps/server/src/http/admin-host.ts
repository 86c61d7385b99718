import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the back office's own single-page app (apps/admin/dist) under /admin: hashed files
 * under /admin/assets/ are cached for a year, and every other /admin path gets its
 * index.html, so deep links and the setup link work. The storefront never loads any of it.
 * The pages are never cached by shared caches (`no-store`), and search engines are told to
 * stay out.
 */
export async function hostAdmin(app: FastifyInstance, adminDist: string): Promise<void> {
  const indexFile = path.join(adminDist, 'index.html');
  const built = fs.existsSync(indexFile);
  const html = built ? fs.readFileSync(indexFile, 'utf8') : '';
  if (built) {
    await app.register(fastifyStatic, {
      root: adminDist,
      prefix: '/admin/',
      index: false,
      wildcard: false,
      decorateReply: false,
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendIndex = async (reply: FastifyReply) => {
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The back office is not built yet: run `npm run build` (or `npm start`, which builds it).');
    }
    return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').type('text/html; charset=utf-8').send(html);
  };
  app.get('/admin', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  app.get('/admin/*', { schema: { hide: true } }, (req, reply) => {
    if (req.url.startsWith('/admin/assets/')) return reply.status(404).send({ success: false, message: `No such address: GET ${req.url.split('?')[0]}` });
    return sendIndex(reply);
  });
}
