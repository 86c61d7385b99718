import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The art generator (most of demo/), loaded on the first picture asked for, not at start. */
let art: Promise<typeof import('./art.js')> | undefined;
const loadArt = () => (art ??= import('./art.js'));

const etags = new Map<string, string>();
const ETAG_LIMIT = 4000;

/** A strong ETag from the picture's bytes (remembered: the bytes never change for a recipe). */
function etagOf(recipe: string, svg: string): string {
  const hit = etags.get(recipe);
  if (hit) return hit;
  const tag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
  if (etags.size >= ETAG_LIMIT) {
    const oldest = etags.keys().next().value;
    if (oldest !== undefined) etags.delete(oldest);
  }
  etags.set(recipe, tag);
  return tag;
}

/**
 * Serves the generated catalog artwork: `GET /media/art/<recipe>.svg`. The picture depends
 * on the URL alone, so it is cached for a year as immutable.
 */
export default async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(
    '/media/art/:file',
    // No params schema: the app may use a zod validator compiler and this plugin must not
    // care; the recipe parser refuses anything malformed.
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      const recipe = file.endsWith('.svg') ? file.slice(0, -4) : null;
      const svg = recipe === null ? null : (await loadArt()).renderArt(recipe);
      if (recipe === null || svg === null) {
        return reply.code(404).type('application/json; charset=utf-8').send({ success: false, message: 'Image not found' });
      }
      const etag = etagOf(recipe, svg);
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag).header('x-content-type-options', 'nosniff');
      const match = request.headers['if-none-match'];
      if (match && match.split(/\s*,\s*/).some((t) => t === etag || t === `W/${etag}` || t === '*')) {
        return reply.code(304).send();
      }
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
}
