import type { FastifyReply, FastifyRequest } from 'fastify';
import { TtlCache, stringBytes } from '../lib/cache.js';

/** Memory the serialised public answers may take in one process. */
export const PUBLIC_READS_MAX_BYTES = 16 * 1024 * 1024;
export const PUBLIC_READS_MAX_ENTRIES = 5_000;

/**
 * Answers public catalog and content reads from a short-lived cache of their serialised JSON.
 * The catalog changes rarely (a reseed, a review), so under load a process reuses an answer
 * for `ttlMs` instead of asking the database and serialising again. The key is the route and
 * its *validated* query (unknown parameters are gone, numbers normalised), so `?utm=N` or
 * `?page=01` cannot make new entries, and the cache holds at most PUBLIC_READS_MAX_BYTES.
 * Each process keeps its own, cleared by the catalog change signal (app.ts subscribes it to
 * every kind of change, this process's and, on PostgreSQL, the others'). With ttlMs = 0 every
 * request runs `load` and goes through the route's response schema as usual.
 */
export class PublicReads {
  private readonly cache: TtlCache<string>;

  constructor(readonly ttlMs: number) {
    this.cache = new TtlCache<string>({ ttlMs, maxEntries: PUBLIC_READS_MAX_ENTRIES, maxBytes: PUBLIC_READS_MAX_BYTES, sizeOf: stringBytes });
  }

  async send<T>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const json = await this.cache.getOrLoad(cacheKey(request), async () => JSON.stringify(await load()));
    // A string with a JSON content type is sent as it is, without serialising again.
    return reply.type('application/json; charset=utf-8').send(json) as unknown as T;
  }

  clear(): void {
    this.cache.clear();
  }
}

/** The route's path pattern and its validated query, in a stable order. */
export function cacheKey(request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const pairs = Object.keys(query)
    .sort()
    .filter((k) => query[k] !== undefined)
    .map((k) => `${k}=${JSON.stringify(query[k])}`);
  return `${request.routeOptions.url ?? request.url.split('?')[0]}?${pairs.join('&')}`;
}
