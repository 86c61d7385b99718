import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { TtlCache, stringBytes } from '../lib/cache.js';
import { badRequest } from './errors.js';

/** What a public read's route declares: a summary and tags, its query (optional) and its answer. */
export interface PublicReadSchema {
  tags: string[];
  summary: string;
  querystring?: z.ZodType;
  response: { 200: z.ZodType };
}

/** The validated query a read's answer gets (nothing for a read without one). */
type ReadQuery<S extends PublicReadSchema> = S['querystring'] extends z.ZodType ? z.output<S['querystring']> : Record<string, never>;
/** The answer's type, as its response schema takes it. */
type ReadAnswer<S extends PublicReadSchema> = z.input<S['response'][200]>;

interface ReadEntry {
  query: z.ZodType | undefined;
  answer: (query: never) => Promise<unknown>;
}

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
  /** Each read by its API path ('Home/GetCategories'): how the page renderer asks in process. */
  private readonly table = new Map<string, ReadEntry>();

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

  /**
   * Declares a public read: the route GET /api/{path} (its answer kept as above), and the
   * same answer for the pages the server renders (`read`), which ask in process: no request,
   * no JSON written and parsed again.
   */
  route<S extends PublicReadSchema>(
    app: FastifyInstance<any, any, any, any, any>,
    path: string,
    schema: S,
    answer: (query: ReadQuery<S>) => Promise<ReadAnswer<S>>,
  ): void {
    this.table.set(path, { query: schema.querystring, answer });
    // The route's answer is checked by its response schema where responses are validated (the tests).
    app.get(`/${path}`, { schema }, ((request: FastifyRequest, reply: FastifyReply) =>
      this.send(request, reply, () => answer(request.query as ReadQuery<S>))) as never);
  }

  /**
   * The answer of the read at `path` for a query as a URL carries it (text values), checked
   * by the route's own query schema (a refusal is the route's 400); undefined when `path`
   * is not a public read. A failure rejects with the error the route would answer with
   * (its `statusCode` and `message`).
   */
  read(path: string, query: Record<string, string>): Promise<unknown> | undefined {
    const entry = this.table.get(path);
    if (!entry) return undefined;
    let parsed: unknown = {};
    if (entry.query) {
      const result = entry.query.safeParse(query);
      if (!result.success) return Promise.reject(badRequest(result.error.issues[0]?.message ?? 'The request is not valid.'));
      parsed = result.data;
    }
    return entry.answer(parsed as never);
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
