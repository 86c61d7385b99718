import type { FastifyReply, FastifyRequest } from 'fastify';
import { TtlCache } from '../lib/cache.js';

/**
 * Answers public catalog and content reads from a short-lived cache of their serialised JSON,
 * keyed by the request URL. The catalog changes rarely (a reseed, a review), so under load a
 * process reuses an answer for `ttlMs` instead of asking the database and serialising again.
 * Each process keeps its own; a write in this process calls `clear()`. With ttlMs = 0 every
 * request runs `load` and goes through the route's response schema as usual.
 */
export class PublicReads {
  private readonly cache: TtlCache<string>;

  constructor(readonly ttlMs: number) {
    this.cache = new TtlCache<string>(ttlMs);
  }

  async send<T>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const json = await this.cache.getOrLoad(request.url, async () => JSON.stringify(await load()));
    // A string with a JSON content type is sent as it is, without serialising again.
    return reply.type('application/json; charset=utf-8').send(json) as unknown as T;
  }

  clear(): void {
    this.cache.clear();
  }
}
