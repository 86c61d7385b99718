import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mediaRoutes from './media.routes.js';

describe('GET /media/art/:file', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(mediaRoutes);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the picture as cacheable SVG', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/art/product-amethyst-cluster-1234-2.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{10,}"$/);
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body.endsWith('</svg>')).toBe(true);
  });

  it('gives the same bytes and ETag every time, and 304 to a matching If-None-Match', async () => {
    const url = '/media/art/category-malachite-egg-77.svg';
    const a = await app.inject({ method: 'GET', url });
    const b = await app.inject({ method: 'GET', url });
    expect(b.body).toBe(a.body);
    expect(b.headers['etag']).toBe(a.headers['etag']);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(a.headers['etag']) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"stale"' } });
    expect(other.statusCode).toBe(200);
  });

  it('answers HEAD too', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/media/art/blog-selenite-tower-3.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  it('answers a JSON 404 for an unknown or malformed picture', async () => {
    for (const file of [
      'product-kryptonite-cluster-1-0.svg',
      'product-amethyst-cluster-1-0.png',
      'product-amethyst-cluster-1-0',
      'nothing.svg',
      '..%2F..%2Fetc%2Fpasswd.svg',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/media/art/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ success: false, message: 'Image not found' });
    }
  });
});
