import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { ShopDb } from '../../db/index.js';
import { createFileStorage, UPLOAD_KEY_PATTERN } from './file-storage.js';

/**
 * `GET /media/uploads/<key>`: the pictures uploaded in the back office, from the configured
 * store. A key names bytes that never change, so answers are cached for a year as immutable.
 */
export const uploadsMediaRoutes: FastifyPluginAsync<{ config: Config; shop: ShopDb }> = async (app, { config, shop }) => {
  const storage = createFileStorage(config, shop);
  const notFound = { success: false, message: 'Image not found' };

  app.get<{ Params: { file: string } }>(
    '/media/uploads/:file',
    // No params schema: the key pattern below refuses anything the server did not make.
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      const stored = UPLOAD_KEY_PATTERN.test(file) ? await storage.get(file) : null;
      if (!stored) return reply.code(404).type('application/json; charset=utf-8').send(notFound);
      const etag = `"${file}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag).header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match']?.split(/\s*,\s*/).some((t) => t === etag || t === `W/${etag}` || t === '*')) {
        return reply.code(304).send();
      }
      return reply.type(stored.contentType).send(stored.bytes);
    },
  );
};
