import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayPrice, productPath, SCRIPT_AFTER_PICTURE } from '@shop/core';
import { pageUrl, scriptSafeJson } from '../../src/pages/storefront-pages.js';
import { createTestShop, type TestShop } from '../test-app.js';
import { admin, staffUser } from '../admin.js';

// The storefront's pages as the server sends them (issue 12): the first screen rendered in
// the HTML, in the shopper's language and currency, with the state the browser hydrates
// from. This reads the real build (apps/web/dist and its server bundle, dist-ssr), which
// `npm test` makes before the API tests.

const webRoot = path.resolve(import.meta.dirname, '../../../web');
const serverBundle = path.join(webRoot, 'dist-ssr', 'entry-server.js');

let t: TestShop;

beforeAll(async () => {
  expect(fs.existsSync(serverBundle), `the storefront's server bundle is missing (${serverBundle}): run npm run build`).toBe(true);
  t = await createTestShop();
});

afterAll(async () => {
  await t?.close();
});

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[e]!);

interface Page {
  status: number;
  html: string;
  /** #root's markup, '' when the page was not rendered. */
  root: string;
  /** The visible text of #root, entities decoded. */
  text: string;
  state: any;
  lang: string | undefined;
  dir: string | undefined;
}

async function page(url: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const html = res.body;
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="shop-rendered-page">/.exec(html)?.[1] ?? '';
  const stateText = /<script type="application\/json" id="shop-rendered-page">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const htmlTag = /<html([^>]*)>/.exec(html)?.[1] ?? '';
  return {
    status: res.statusCode,
    html,
    root,
    text: decode(root.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' '),
    state: stateText ? JSON.parse(stateText) : null,
    lang: /lang="([^"]*)"/.exec(htmlTag)?.[1],
    dir: /dir="([^"]*)"/.exec(htmlTag)?.[1],
  };
}

const headingOf = (p: Page) => decode((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(p.root)?.[1] ?? '').replace(/<[^>]+>/g, ''));

async function listing(query: string) {
  const res = await t.get(`Home/GetProductsByCategory?${query}`);
  return res.body.data as { data: Array<{ product_id: number; product_title: string; product_variant_sale_price: number }> };
}

describe('pages rendered on the server', () => {
  it('home: the hero heading and the home products, in English, with the state to hydrate from', async () => {
    const p = await page('/');
    expect(p.status).toBe(200);
    expect([p.lang, p.dir]).toEqual(['en', 'ltr']);
    expect(headingOf(p)).toBe('Natural stones, minerals and crystals');
    const home = (await t.get('Home/GetHomeProducts')).body.data.data as Array<{ product_title: string }>;
    expect(home.length).toBeGreaterThan(0);
    for (const product of home.slice(0, 4)) expect(p.text).toContain(product.product_title);
    expect(p.state).toMatchObject({ language: 'en', currency: 'INR' });
    expect(Object.keys(p.state.resources.en)).toEqual(expect.arrayContaining(['common', 'home']));
    // The category menu's data is there too: opening it asks for nothing.
    const categories = (await t.get('Home/GetCategories')).body.data as Array<{ category_title: string }>;
    const inlined = p.state.queries.queries.map((q: any) => q.state.data);
    expect(inlined).toContainEqual(categories);
    // The page reads without JavaScript: no 'needs JavaScript' note.
    expect(p.html).not.toContain('<noscript>');
    // Whole, though it is this process's first page (its footer's code loaded only now): no
    // part is left for the browser to fill in.
    expect(p.root).toContain('<footer class="site-footer"');
    expect(p.root).not.toContain('<!--$!-->');
  });

  it('a listing: its heading and every product of the page, with rupee prices', async () => {
    const p = await page('/AllProductsList?page=2');
    expect(p.root).toContain('<footer class="site-footer"');
    expect(p.status).toBe(200);
    expect(headingOf(p)).toBe('All Products');
    const { data } = await listing('page=2&limit=10');
    expect(data).toHaveLength(10);
    for (const product of data) expect(p.text).toContain(product.product_title);
    expect(p.text).toContain(displayPrice(data[0]!.product_variant_sale_price, 'INR'));
  });

  it('a search and a filtered listing (issue 22): rendered with what they find, the search not indexed', async () => {
    const find = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/Home/FindProducts?${query}` })).json() as {
        data: { data: { product_title: string }[]; total_records: number };
      };
    const found = await find('q=amethist&f.Chakra=Crown&sort_by=price_asc&limit=10&page=1');
    expect(found.data.total_records).toBeGreaterThan(0);
    const p = await page('/Search?q=amethist&f.Chakra=Crown&sort_by=price_asc');
    expect(p.status).toBe(200);
    expect(headingOf(p)).toBe('Search results for “amethist”');
    for (const product of found.data.data) expect(p.text).toContain(product.product_title);
    expect(p.html).toContain('<meta name="robots" content="noindex"');
    expect(p.html).not.toContain('rel="canonical"');

    const listed = await find('f.Chakra=Crown&in_stock=1&limit=10&page=1');
    const l = await page('/AllProductsList?in_stock=1&f.Chakra=Crown');
    expect(headingOf(l)).toBe('All Products');
    for (const product of listed.data.data) expect(l.text).toContain(product.product_title);
    expect(l.html).not.toContain('content="noindex"');
  });

  it('a product page: its title, price and description', async () => {
    const { data } = await listing('page=1&limit=1');
    const id = data[0]!.product_id;
    const detail = (await t.get(`Products/GetProductDetails?product_id=${id}`)).body.data[0];
    const p = await page(productPath(detail.product_title, id));
    expect(p.status).toBe(200);
    expect(headingOf(p)).toBe(detail.product_title);
    expect(p.text).toContain(displayPrice(detail.product_variant_sale_price, 'INR'));
    // The description tab, open first: its text, as the server sanitised it.
    const description = decode(String(detail.product_description).replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim();
    expect(p.text).toContain(description.slice(0, 80));
    // Styled before any script runs: the entry's and the detail screen's stylesheets are linked in the head.
    const head = /<head>([\s\S]*)<\/head>/.exec(p.html)![1]!;
    const manifest = JSON.parse(fs.readFileSync(path.join(webRoot, 'dist', '.vite', 'manifest.json'), 'utf8'));
    const wanted = [manifest['index.html'].css[0], manifest['src/features/product/product-detail-page.tsx'].css[0]] as string[];
    // As React writes them (crossorigin="", a closing slash), which HTML reads as index.html's.
    const links = [...head.matchAll(/<link rel="stylesheet" crossorigin(?:="")? href="([^"]+)"\/?>/g)].map((m) => m[1]!);
    for (const file of wanted) expect(links).toContain(`/${file}`);
    for (const href of links) expect((await t.app.inject({ method: 'GET', url: href })).statusCode, href).toBe(200);
  });

  it('a rendered page is the same page in brotli, gzip or plain bytes, and says which', async () => {
    const url = '/AllProductsList';
    const plain = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers['content-type'])).toBe('text/html; charset=utf-8');
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      // The same page: only the state's fetch times differ when the test shop keeps no cache.
      const times = (html: string) => html.replace(/"(\w+At)":\d+/g, '"$1":0');
      expect(times(decode(res.rawPayload).toString('utf8'))).toBe(times(plain.body));
      expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    }
  });

  it('a product page: its related products are in the HTML as cards, not placeholders', async () => {
    const { data } = await listing('page=1&limit=1');
    const id = data[0]!.product_id;
    const detail = (await t.get(`Products/GetProductDetails?product_id=${id}`)).body.data[0];
    const related = (await t.get(`Home/GetRelatedProducts?product_id=${id}&product_category_id=${detail.product_category_id}`)).body.data;
    expect(related.length).toBeGreaterThan(0);
    const p = await page(productPath(detail.product_title, id));
    const section = /<section class="related-products"[\s\S]*?<\/section>/.exec(p.html)?.[0] ?? '';
    expect(section).not.toContain('product-card--placeholder');
    expect(decode(section)).toContain(related[0].product_title);
  });

  it('the script starts after the main picture: no script or module preload before it, one inline starter the CSP allows by hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const html = res.body;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    const starter = /<script data-src="([^"]+)">([\s\S]*?)<\/script><\/body>/.exec(html);
    expect(starter, 'the starter script at the end of the body').not.toBeNull();
    expect(starter![2]).toBe(SCRIPT_AFTER_PICTURE);
    expect((await t.app.inject({ method: 'GET', url: starter![1]! })).statusCode).toBe(200);
    const hash = crypto.createHash('sha256').update(starter![2]!).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}'`);
    // The picture it waits for is in the HTML, with its size and high priority.
    expect(html).toMatch(/<img class="hero-slide__image" src="[^"]+" alt="[^"]*" width="\d+" height="\d+" loading="eager" fetchPriority="high"/);
  });

  it("preloads the first screen's main picture: the first hero slide on /, the first gallery picture on a product page", async () => {
    const slides = (await t.get('Home/GetHomeSlider')).body.data as Array<{ slider_image_url: string }>;
    const home = await t.request({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    // In the head, as React writes it (fetchPriority, a closing slash: the same attribute to a browser).
    const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    expect(headOf(home.body)).toContain(`<link rel="preload" as="image" href="${slides[0]!.slider_image_url}" fetchPriority="high"/>`);

    const products = (await t.get('Home/GetProductsByCategory?limit=20&page=1')).body.data.data as Array<{ product_id: number; product_title: string }>;
    let checked = 0;
    for (const product of products) {
      const gallery = (await t.get(`Home/GetProductSlider?product_id=${product.product_id}`)).body.data as Array<{
        product_gallery_type: string;
        product_slider_image_url: string;
      }>;
      if (gallery[0]?.product_gallery_type !== 'image') continue;
      for (const route of ['ProductDetails', 'GetProductDetails']) {
        const page = await t.request({ method: 'GET', url: `/${route}/Any-Slug=${product.product_id}`, headers: { accept: 'text/html' } });
        expect(headOf(page.body)).toContain(`<link rel="preload" as="image" href="${gallery[0].product_slider_image_url}"`);
      }
      checked += 1;
      break;
    }
    expect(checked).toBe(1);

    for (const url of ['/Contact', '/ProductDetails/No-Such=999999', '/ProductDetails/No-Id']) {
      const page = await t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      // A product that does not exist is the storefront with a 404 status (see seo.test.ts).
      expect(page.status, url).toBe(url === '/Contact' ? 200 : 404);
      expect(page.body, url).toContain('<div id="root">');
      expect(page.body, url).not.toContain('rel="preload"');
    }
  });

  it("the build's manifest (which the server reads for the stylesheets) is not served", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('isDynamicEntry');
  });

  it('videos, blogs and contact render with their content', async () => {
    const videos = await page('/Videos');
    expect(headingOf(videos)).toBe('Videos');
    const blogs = await page('/Blog');
    expect(headingOf(blogs)).toBe('Our Blogs');
    const firstBlog = (await t.get('Home/GetBlogs?page=1&limit=10')).body.data[0];
    expect(blogs.text).toContain(firstBlog.blog_title);
    const contact = await page('/Contact');
    expect(headingOf(contact)).toBe('Contact');
  });

  it('Arabic from the language cookie, ?lng=ar or Accept-Language: lang and dir from the first byte, Arabic text', async () => {
    const requests: Array<Record<string, string>> = [{ cookie: 'i18next=ar' }, { 'accept-language': 'ar-SA,ar;q=0.9' }];
    for (const headers of requests) {
      const p = await page('/AllProductsList', headers);
      expect([p.lang, p.dir]).toEqual(['ar', 'rtl']);
      expect(headingOf(p)).toBe('كل المنتجات');
      expect(p.state.language).toBe('ar');
      expect(Object.keys(p.state.resources.ar)).toEqual(expect.arrayContaining(['common', 'catalog']));
    }
    const byQuery = await page('/?lng=ar', { cookie: 'i18next=en' });
    expect([byQuery.lang, byQuery.dir]).toEqual(['ar', 'rtl']);
    expect(headingOf(byQuery)).toBe('أحجار ومعادن وبلورات طبيعية');
  });

  it('US dollars from the currency cookie: the prices in the HTML are in dollars', async () => {
    const { data } = await listing('page=1&limit=10');
    const p = await page('/AllProductsList', { cookie: 'currency_value=USD' });
    expect(p.state.currency).toBe('USD');
    expect(p.text).toContain(displayPrice(data[0]!.product_variant_sale_price, 'USD'));
    expect(p.text).not.toContain(displayPrice(data[0]!.product_variant_sale_price, 'INR'));
    // Anything else in the cookie is the default currency.
    expect((await page('/AllProductsList', { cookie: 'currency_value=<script>' })).state.currency).toBe('INR');
  });

  it('an unknown path renders Page Not Found (with 200, as before: the storefront answers every path)', async () => {
    const p = await page('/No/Such/Page');
    expect(p.status).toBe(200);
    expect(headingOf(p)).toBe('Page Not Found');
  });

  it("the cart, wishlist, account, login and invoice are the browser's to render: the page is sent as built", async () => {
    for (const url of ['/AddToCart', '/Wishlist', '/MyAccount', '/Login', '/CheckOut', '/Invoice/1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('shop-rendered-page');
    }
  });

  it('a product that does not exist is a 404 the browser renders', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ProductDetails/Gone=999999', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('query parameters no screen reads change nothing (and are not rendered into the page)', async () => {
    const plain = await page('/AllProductsList?page=2');
    const tracked = await page(`/AllProductsList?utm_source=x&page=2&fbclid=${'z'.repeat(300)}`);
    expect(tracked.root).toBe(plain.root);
    // In findQueryParams' order (issue 22): filters, price, stock, sort, size, page.
    expect(pageUrl('/AllProductsList?utm=1&page=2&sort_by=price_asc&lng=ar&x=%00')).toBe('/AllProductsList?sort_by=price_asc&page=2&lng=ar');
    expect(pageUrl('/Videos?keyword=rose%20quartz')).toBe('/Videos?keyword=rose+quartz');
    expect(pageUrl('/')).toBe('/');
  });

  it('a page is kept once whatever else its address says: only what its screen reads makes a new render', () => {
    // Home reads no query: a stranger's ?keyword=N or ?page=N is the same page.
    for (const url of ['/?keyword=1', '/?page=7&limit=30', '/?sort_by=price_asc&lng=xx']) expect(pageUrl(url)).toBe('/');
    // A listing reads page, limit and sort_by as the screen does: an unknown size or sort, a
    // page of 01 or of letters, and the defaults are the plain page.
    for (const url of [
      '/AllProductsList?page=01',
      '/AllProductsList?limit=17',
      '/AllProductsList?sort_by=cheapest',
      '/AllProductsList?page=x&limit=10&sort_by=featured',
    ]) {
      expect(pageUrl(url), url).toBe('/AllProductsList');
    }
    expect(pageUrl('/Shop/Quartz=3/?sort_by=price_desc&page=0002')).toBe('/Shop/Quartz=3/?sort_by=price_desc&page=2');
    // A find's filters, read as the screen reads them: one key for one find (issue 22).
    const filtered = '/AllProductsList?f.Chakra=Crown%2CHeart&price_min=500&price_max=2000&in_stock=1&page=2';
    expect(pageUrl('/AllProductsList?page=2&price_max=500&price_min=2000&f.Chakra=Crown,Heart&in_stock=1&utm=x')).toBe(filtered);
    expect(pageUrl('/AllProductsList?f.Chakra=Crown&f.Chakra=Heart,crown&price_min=500&price_max=2000&in_stock=1&page=02')).toBe(filtered);
    expect(pageUrl('/AllProductsList?q=amethyst&in_stock=0&price_min=x&f.%00=1&f.Chakra=')).toBe('/AllProductsList');
    // A search keeps its words (trimmed, cut to the longest a search reads) and its find.
    expect(pageUrl('/Search?utm=1&q=%20amethist%20&sort_by=relevance&limit=10')).toBe('/Search?q=amethist');
    expect(pageUrl('/Search?q=amethist&f.Chakra=Crown&sort_by=price_asc&lng=ar')).toBe('/Search?q=amethist&f.Chakra=Crown&sort_by=price_asc&lng=ar');
    expect(pageUrl(`/Search?q=${'a'.repeat(5000)}`).length).toBeLessThan(300);
    // A product page reads none; Videos its keyword and page; Blog its page.
    expect(pageUrl('/ProductDetails/Rose-Quartz=12?page=3&keyword=x')).toBe('/ProductDetails/Rose-Quartz=12');
    expect(pageUrl('/Videos?page=1&keyword=%20%20')).toBe('/Videos');
    expect(pageUrl('/Blog?page=2&keyword=x')).toBe('/Blog?page=2');
    expect(pageUrl('/Contact?page=2')).toBe('/Contact');
  });

  it('the inlined state cannot end its script element, whatever the catalog holds', () => {
    const json = scriptSafeJson({ title: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>', line: '\u2028' });
  });
});

describe('rendered pages are kept for a few seconds, and a write clears them', () => {
  it('a price change reaches the next page at once', async () => {
    const cached = await createTestShop({ catalogCacheMs: 60_000 });
    try {
      const owner = await staffUser(cached, 'owner');
      const first = (await cached.get('Home/GetProductsByCategory?page=1&limit=10')).body.data.data[0];
      const url = productPath(first.product_title, first.product_id);
      const get = async () => (await cached.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
      const before = await get();
      expect(before).toContain(first.product_title);
      expect(await get()).toBe(before);
      const product = await admin(cached, 'GET', `products/${first.product_id}`, owner);
      const variant = product.body.data.variants.find((v: any) => v.is_default) ?? product.body.data.variants[0];
      const patch = await admin(cached, 'PATCH', `products/${first.product_id}`, owner, {
        variants: product.body.data.variants.map((v: any) => ({
          product_variant_id: v.product_variant_id,
          product_variant_title: v.product_variant_title,
          sale_price_paise: v.product_variant_id === variant.product_variant_id ? 777_700 : v.sale_price_paise,
          mrp_price_paise: v.product_variant_id === variant.product_variant_id ? 888_800 : v.mrp_price_paise,
          is_default: v.is_default,
        })),
      });
      expect(patch.status, JSON.stringify(patch.body)).toBe(200);
      const after = await get();
      expect(decode(after)).toContain(displayPrice(7777, 'INR'));
    } finally {
      await cached.close();
    }
  });
});

describe('no request waits for a render, and no stranger can force renders', () => {
  const rendered = (html: string) => html.includes('id="shop-rendered-page"');

  it('a page past its freshness is sent at once while one request renders it again (stale-while-revalidate)', async () => {
    const cached = await createTestShop({ catalogCacheMs: 300 });
    try {
      const first = (await cached.get('Home/GetProductsByCategory?page=1&limit=10')).body.data.data[0];
      const url = productPath(first.product_title, first.product_id);
      // #root's markup (the head tags have a cache of their own).
      const get = async () =>
        /<div id="root">([\s\S]*?)<\/div><script/.exec((await cached.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body)?.[1] ?? '';
      const before = await get();
      expect(before).toContain(first.product_title);
      // Changed behind the server's back (no write through it, so nothing is cleared), then the page goes stale.
      const renamed = `${first.product_title} Renamed`;
      await cached.shop.db.updateTable('products').set({ product_title: renamed }).where('product_id', '=', first.product_id).execute();
      await new Promise((resolve) => setTimeout(resolve, 400));
      // The stale page is sent as it was, at once; it is rendered again behind it, and the next request has the new one.
      expect(await get()).toBe(before);
      await expect.poll(async () => decode(await get()), { timeout: 5_000 }).toContain(renamed);
    } finally {
      await cached.close();
    }
  });

  it('one address causes at most 120 renders a minute; past that its pages are the browser-rendered shell, and others still get rendered pages', async () => {
    const uncached = await createTestShop({ catalogCacheMs: 0 });
    try {
      const from = (ip: string, n: number) =>
        uncached.app.inject({ method: 'GET', url: `/AllProductsList?page=${n}`, headers: { accept: 'text/html' }, remoteAddress: ip });
      const answers = [];
      for (let n = 1; n <= 123; n++) answers.push(await from('10.9.9.9', n));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect(answers.slice(0, 120).every((a) => rendered(a.body))).toBe(true);
      expect(answers.slice(120).map((a) => rendered(a.body))).toEqual([false, false, false]);
      expect(answers[122]!.body).toContain('<div id="root"></div>');
      expect(rendered((await from('10.9.9.10', 1)).body)).toBe(true);
    } finally {
      await uncached.close();
    }
  }, 60_000);
});
