import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test-app.js';
import { tempDir } from '../databases.js';

let t: TestShop;
let webDist: string;
beforeAll(async () => {
  // A stand-in build of the storefront, so hosting is tested without running Vite here.
  webDist = tempDir('web-dist');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");\n'.repeat(200));
  // The build's compressed twins of a file (apps/web/vite.config.ts, precompress).
  const styles = 'body { color: #262938; }\n'.repeat(100);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-def456.css'), styles);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-def456.css.br'), zlib.brotliCompressSync(styles));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-def456.css.gz'), zlib.gzipSync(styles));
  t = await createTestShop({ webDist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('errors', () => {
  it('answers an unknown /api/ path with a JSON 404', async () => {
    const res = await t.get('Home/NoSuchCall');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/No such address/);
    const post = await t.request({ method: 'POST', url: '/api/Whatever', payload: {} });
    expect(post.status).toBe(404);
    expect(post.body.success).toBe(false);
  });

  it('refuses malformed JSON with 400 and a body over 1 MiB with 413', async () => {
    const bad = await t.request({ method: 'POST', url: '/api/Contact/SendMessage', headers: { 'content-type': 'application/json' }, payload: '{"name": "A' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    const big = await t.request({
      method: 'POST',
      url: '/api/Contact/SendMessage',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, message: 'The request body is too large (1 MiB at most).' });
  });

  it('hides internal failures (here a missing table) behind a plain 500, with no SQL or stack', async () => {
    const broken = await createTestShop();
    await sql`drop table blogs`.execute(broken.shop.db);
    const res = await broken.get('Home/GetBlogs');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
    await broken.close();
  });
});

describe('headers', () => {
  it('sends security headers with a CSP that allows the video service', async () => {
    const res = await t.get('Home/GetCategories');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('frame-src https://www.youtube.com');
    expect(csp).toContain('https://i.ytimg.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await t.request({ method: 'GET', url: '/api/Home/GetProductsByCategory?limit=100', headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('precompressed assets', () => {
  const url = '/assets/index-def456.css';
  const original = 'body { color: #262938; }\n'.repeat(100);

  it("sends the build's brotli or gzip twin to a browser that accepts it, once, with the right type", async () => {
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/css/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(original);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(original);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const plain = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
  });
});

describe('public read cache', () => {
  it('answers a repeated catalog read with the same JSON, and never caches a failure', async () => {
    const cached = await createTestShop({ catalogCacheMs: 60_000 });
    try {
      const a = await cached.get('Home/GetProductsByCategory?limit=5&sort_by=price_asc');
      const b = await cached.get('Home/GetProductsByCategory?limit=5&sort_by=price_asc');
      expect(a.status).toBe(200);
      expect(String(b.headers['content-type'])).toBe('application/json; charset=utf-8');
      expect(b.body).toEqual(a.body);
      expect(a.body.data.data).toHaveLength(5);
      expect((await cached.get('Products/GetProductDetails?product_id=987654')).status).toBe(404);
      expect((await cached.get('Products/GetProductDetails?product_id=987654')).body).toEqual({ success: false, message: 'Product not found' });
    } finally {
      await cached.close();
    }
  });
});

describe('storefront hosting', () => {
  it('serves index.html, never cached, at / and at any deep link', async () => {
    for (const url of ['/', '/ProductDetails/Amethyst-Cluster=12', '/MyAccount', '/no/such/page']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.status, url).toBe(200);
      expect(String(res.headers['content-type'])).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and answers a missing file with 404', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.request({ method: 'GET', url: '/assets/missing-000.js' })).status).toBe(404);
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.get('docs');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/Home/GetCategories', '/Home/GetProductsByCategory', '/Products/GetProductDetails', '/Home/GetBlogs']),
    );
  });
});

describe('POST Contact/SendMessage', () => {
  const good = { name: 'Asha Rao', email: 'asha@example.com', telephone: '9876543210', subject: 'Bulk order', message: 'Do you ship to Pune?' };

  it('stores a valid message and thanks the shopper', async () => {
    const res = await t.request({ method: 'POST', url: '/api/Contact/SendMessage', payload: good, remoteAddress: '10.9.0.1' });
    expect(res.status).toBe(200);
    // Issue 23: the answer carries the message's ticket number.
    expect(res.body).toEqual({
      success: true,
      message: 'Thank you for your message. We will get back to you soon.',
      ticket_number: expect.stringMatching(/^T-\d{6}$/),
    });
    const rows = await t.shop.db.selectFrom('contact_messages').selectAll().where('email', '=', 'asha@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Asha Rao', subject: 'Bulk order', telephone: '9876543210' });
  });

  it('refuses bad input with the spec’s messages and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, name: '' }, 'First Name is required'],
      [{ ...good, email: '' }, 'Email is required'],
      [{ ...good, email: 'not-an-email' }, 'Email is not valid'],
      [{ ...good, telephone: '' }, 'Phone number is required'],
      [{ ...good, telephone: '12345' }, 'Phone number must be exactly 10 digits'],
      [{ ...good, subject: '' }, 'Subject is required'],
      [{ ...good, message: '' }, 'Message is required'],
    ];
    // Each case from its own address: the throttle counts attempts, valid or not.
    for (const [i, [payload, message]] of cases.entries()) {
      const res = await t.request({ method: 'POST', url: '/api/Contact/SendMessage', payload, remoteAddress: `10.9.1.${i}` });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ success: false, message });
    }
    const stored = await t.shop.db.selectFrom('contact_messages').select('contact_message_id').where('client_ip', 'like', '10.9.1.%').execute();
    expect(stored).toEqual([]);
  });

  it('throttles one address after 5 messages in 10 minutes', async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await t.request({ method: 'POST', url: '/api/Contact/SendMessage', payload: good, remoteAddress: '10.9.0.3' });
      expect(ok.status).toBe(200);
    }
    const res = await t.request({ method: 'POST', url: '/api/Contact/SendMessage', payload: good, remoteAddress: '10.9.0.3' });
    expect(res.status).toBe(429);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/Too many messages/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const other = await t.request({ method: 'POST', url: '/api/Contact/SendMessage', payload: good, remoteAddress: '10.9.0.4' });
    expect(other.status).toBe(200);
  });
});
