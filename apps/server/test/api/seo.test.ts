import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryPath, productPath, type Category } from '@shop/core';
import { createTestShop, type TestShop } from '../test-app.js';
import { admin, staffUser } from '../admin.js';

// What a crawler or a link preview reads in the storefront's HTML, the sitemap and
// robots.txt, before any script runs. The pages are the real build's (apps/web/dist and its
// server bundle), which `npm test` makes before the API tests: each route's module writes
// its head from the reads its page shows.

const BRAND = 'Stone & Crystal Co.';
const SHOP_DESCRIPTION = 'Stones, minerals and crystals: clusters, tumbled stones, carvings and jewellery.';

// React writes an apostrophe as &#x27; (index.html's head used &#39;): the same text to a browser.
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!);

/** The head of a page as a crawler reads it. */
function headOf(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const one = (re: RegExp) => {
    const all = [...head.matchAll(new RegExp(re.source, 'g'))];
    expect(all.length, `${re} appears at most once`).toBeLessThanOrEqual(1);
    return all[0]?.[1] === undefined ? undefined : decode(all[0][1]);
  };
  const meta = (attr: 'name' | 'property', key: string) => one(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`));
  const ldBlocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return {
    head,
    title: one(/<title>([^<]*)<\/title>/),
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: one(/<link rel="canonical" href="([^"]*)"/),
    og: (key: string) => meta('property', `og:${key}`),
    ldBlocks,
    jsonLd: () => {
      expect(ldBlocks).toHaveLength(1);
      return JSON.parse(ldBlocks[0]!) as Record<string, any>;
    },
    htmlTag: /<html[^>]*>/.exec(html)?.[0],
    bodyTag: /<body[^>]*>/.exec(html)?.[0],
  };
}

let t: TestShop;
const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

interface Detail {
  product_id: number;
  product_title: string;
  product_short_description: string;
  product_variant_id: number;
  product_variant_sale_price: number;
  product_stock_status: number;
  product_image_url: string;
  average_rating: string;
}

async function details(t: TestShop, id: number): Promise<Detail> {
  return (await t.get(`Products/GetProductDetails?product_id=${id}`)).body.data[0] as Detail;
}

async function firstProducts(t: TestShop, limit: number): Promise<Array<{ product_id: number; product_title: string }>> {
  return (await t.get(`Home/GetProductsByCategory?limit=${limit}&page=1`)).body.data.data;
}

beforeAll(async () => {
  t = await createTestShop();
});
afterAll(async () => {
  await t?.close();
});

/** The product's shown reviews replaced by `ratings` (in stars), its rating columns kept in step as the reviews service keeps them. */
async function setReviews(t: TestShop, productId: number, ratings: number[]): Promise<void> {
  await t.shop.db.deleteFrom('reviews').where('product_id', '=', productId).execute();
  for (const [i, rating] of ratings.entries()) {
    await t.shop.db
      .insertInto('reviews')
      .values({
        product_id: productId,
        customer_id: null,
        customer_name: `Reviewer ${i + 1}`,
        customer_email: `reviewer${i + 1}@example.com`,
        review_text: 'Lovely stone.',
        review_rating_x2: rating * 2,
        created_at: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
      })
      .execute();
  }
  const sumX2 = ratings.reduce((sum, rating) => sum + rating * 2, 0);
  await t.shop.db.updateTable('products').set({ rating_sum_x2: sumX2, review_count: ratings.length }).where('product_id', '=', productId).execute();
}

describe('product pages', () => {
  it('carry the title the storefront sets, description, canonical URL, Open Graph and Product JSON-LD', async () => {
    const [product] = await firstProducts(t, 1);
    const id = product!.product_id;
    await setReviews(t, id, [4.5, 4.5, 4.5]);
    const d = await details(t, id);
    const canonical = `http://localhost${productPath(d.product_title, id)}`;

    for (const url of [`/ProductDetails/Old-Slug=${id}`, `/GetProductDetails/${encodeURIComponent(d.product_title)}=${id}`, `/productdetails/x=${id}/`]) {
      const res = await page(url);
      expect(res.status, url).toBe(200);
      // Rendered on the server: the product's own heading is in the page.
      expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(res.body)?.[1] ?? '').replace(/<[^>]+>/g, ''), url).toBe(d.product_title);
      const h = headOf(res.body);
      expect(h.title).toBe(`${BRAND} | ${d.product_title}`);
      expect(h.description).toBe(d.product_short_description);
      expect(h.canonical, 'both detail routes and any slug name the /ProductDetails form').toBe(canonical);
      expect(h.og('type')).toBe('product');
      expect(h.og('title')).toBe(d.product_title);
      expect(h.og('description')).toBe(d.product_short_description);
      expect(h.og('url')).toBe(canonical);
      expect(h.og('image')).toBe(new URL(d.product_image_url, 'http://localhost').href);
      expect(h.og('site_name')).toBe(BRAND);
      expect(h.robots).toBeUndefined();
      // The built page's own title and description are replaced, not repeated.
      expect(h.head).not.toContain(SHOP_DESCRIPTION);

      const ld = h.jsonLd();
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: d.product_title,
        description: d.product_short_description,
        image: [new URL(d.product_image_url, 'http://localhost').href],
        sku: String(id),
        offers: {
          '@type': 'Offer',
          url: canonical,
          priceCurrency: 'INR',
          availability: d.product_stock_status > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: d.average_rating, reviewCount: 3 },
      });
      // The price the detail page shows first: the default variant's sale price, in rupees.
      expect(Number(ld.offers.price)).toBe(d.product_variant_sale_price);
      expect(ld.offers.price).toMatch(/^\d+\.\d\d$/);
    }
  });

  it('says OutOfStock when the default variant has none, and gives no rating without reviews', async () => {
    const [, product] = await firstProducts(t, 2);
    const id = product!.product_id;
    const { default_variant_id } = await t.shop.db.selectFrom('products').select('default_variant_id').where('product_id', '=', id).executeTakeFirstOrThrow();
    await t.shop.db.updateTable('product_variants').set({ stock_quantity: 0 }).where('product_variant_id', '=', default_variant_id!).execute();
    await setReviews(t, id, []);

    const ld = headOf((await page(`/ProductDetails/x=${id}`)).body).jsonLd();
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect((await details(t, id)).product_stock_status).toBe(0);
  });

  it('escapes a title and description holding markup and quotes everywhere they appear', async () => {
    const [, , product] = await firstProducts(t, 3);
    const id = product!.product_id;
    const title = `Quartz </script><script>alert(1)</script> <!-- "big" & 'bold'`;
    const short = `A "fine" stone </script><script>alert(2)</script> & more`;
    await t.shop.db
      .updateTable('products')
      .set({ product_title: title, product_title_lc: title.toLowerCase(), product_short_description: short })
      .where('product_id', '=', id)
      .execute();

    const res = await page(`/ProductDetails/x=${id}`);
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('<script>alert(');
    expect(res.body).not.toContain('"big"');
    // The title's '<!--' never opens a comment (the rendered page's own <!--$--> and <!-- -->
    // are React's hydration markers, in #root, never beside the title's text).
    expect(res.body).not.toContain('<!-- "big');
    const h = headOf(res.body);
    expect(h.head).not.toContain('<!--');
    expect(h.title).toBe(`${BRAND} | ${title}`);
    expect(h.description).toBe(short);
    expect(h.og('title')).toBe(title);
    expect(h.canonical).toBe(new URL(productPath(title, id), 'http://localhost').href);
    // The JSON-LD is still one whole script holding the exact text.
    const ld = h.jsonLd();
    expect(ld.name).toBe(title);
    expect(ld.description).toBe(short);
    expect(h.ldBlocks[0]).not.toContain('<');
  });

  it('answers 404 with the storefront (no product tags) for an unknown, archived or unreadable product', async () => {
    const [, , , archived] = await firstProducts(t, 4);
    await t.shop.db.updateTable('products').set({ archived: 1 }).where('product_id', '=', archived!.product_id).execute();

    for (const url of [
      '/ProductDetails/No-Such=999999',
      '/GetProductDetails/No-Such=2147483647',
      '/ProductDetails/No-Id',
      '/ProductDetails/Huge=99999999999999999999',
      '/ProductDetails/%25=5x',
      `/ProductDetails/Archived=${archived!.product_id}`,
    ]) {
      const res = await page(url);
      expect(res.status, url).toBe(404);
      expect(String(res.headers['content-type'])).toContain('text/html');
      expect(res.body, url).toContain('<div id="root"></div>');
      const h = headOf(res.body);
      expect(h.title, url).toBe(`${BRAND} | Product not found`);
      expect(h.robots, url).toBe('noindex');
      expect(h.canonical, url).toBeUndefined();
      expect(h.og('type'), url).toBeUndefined();
      expect(h.ldBlocks, url).toEqual([]);
    }
  });
});

describe('listing pages and home', () => {
  it('give all products and each category its title, canonical URL and Open Graph tags, in every route shape', async () => {
    const all = headOf((await page('/AllProductsList')).body);
    expect(all.title).toBe(`${BRAND} | All Products`);
    expect(all.canonical).toBe('http://localhost/AllProductsList');
    expect(all.og('type')).toBe('website');
    expect(all.description).toContain(SHOP_DESCRIPTION);
    expect(all.ldBlocks).toEqual([]);

    const tree = (await t.get('Home/GetCategories')).body.data as Category[];
    const parent = tree.find((c) => c.children.length > 0)!;
    const child = parent.children[0]!;
    for (const category of [parent, child]) {
      const canonical = `http://localhost${categoryPath(category.category_title, category.category_id)}`;
      for (const url of [
        categoryPath(category.category_title, category.category_id),
        `/AllProductsList/${category.category_id}`,
        `/Shop/Any-Name=${category.category_id}`,
        `/allproductslist/${category.category_id}/`,
      ]) {
        const res = await page(url);
        expect(res.status, url).toBe(200);
        const h = headOf(res.body);
        expect(h.title, url).toBe(`${BRAND} | ${category.category_title}`);
        expect(h.canonical, url).toBe(canonical);
        expect(h.og('url'), url).toBe(canonical);
        expect(h.og('title'), url).toBe(category.category_title);
        expect(h.og('image'), url).toBe(new URL(category.category_image_url, 'http://localhost').href);
        expect(h.description, url).toContain(category.category_title);
      }
    }
    expect(headOf((await page(`/AllProductsList/x=${parent.category_id}`)).body).description).toContain(child.category_title);
  });

  it('answers 404 for a category that does not exist', async () => {
    for (const url of ['/AllProductsList/No-Such=999999', '/Shop/abc', '/AllProductsList/No=0']) {
      const res = await page(url);
      expect(res.status, url).toBe(404);
      const h = headOf(res.body);
      expect(h.title, url).toBe(`${BRAND} | Category not found`);
      expect(h.robots).toBe('noindex');
      expect(h.canonical).toBeUndefined();
    }
  });

  it('give home its title, the shop description and the first slide as its picture', async () => {
    const slides = (await t.get('Home/GetHomeSlider')).body.data as Array<{ slider_image_url: string }>;
    const res = await page('/');
    expect(res.status).toBe(200);
    const h = headOf(res.body);
    expect(h.title).toBe(`${BRAND} | Home`);
    expect(h.description).toBe(SHOP_DESCRIPTION);
    expect(h.canonical).toBe('http://localhost/');
    expect(h.og('type')).toBe('website');
    expect(h.og('title')).toBe(BRAND);
    expect(h.og('image')).toBe(new URL(slides[0]!.slider_image_url, 'http://localhost').href);
    // The picture preload still comes along.
    expect(res.body).toContain('rel="preload" as="image"');
  });

  it('leave every other page as built, but for its language', async () => {
    const res = await page('/Contact?lng=ar');
    expect(res.status).toBe(200);
    const h = headOf(res.body);
    expect(h.title).toBe(BRAND);
    expect(h.description).toBe(SHOP_DESCRIPTION);
    expect(h.canonical).toBeUndefined();
    expect(h.htmlTag).toBe('<html lang="ar" dir="rtl">');
  });

  it('write links with the request host when PUBLIC_URL is not set, and never a malformed one', async () => {
    const h = headOf((await page('/AllProductsList', { host: 'Stones.Example:8080' })).body);
    expect(h.canonical).toBe('http://stones.example:8080/AllProductsList');
    const forged = await page('/AllProductsList', { host: 'evil.test"><script>x()</script>' });
    expect(forged.status).toBe(200);
    expect(headOf(forged.body).canonical).toBe('http://localhost/AllProductsList');
  });
});

describe('language and direction from the server', () => {
  const langOf = async (url: string, headers: Record<string, string> = {}) => {
    const res = await page(url, headers);
    expect(res.status, url).toBe(200);
    expect(String(res.headers.vary)).toMatch(/Accept-Language/i);
    const h = headOf(res.body);
    return { html: h.htmlTag, body: h.bodyTag, title: h.title };
  };

  it('is English, left to right, by default', async () => {
    expect(await langOf('/')).toEqual({ html: '<html lang="en" dir="ltr">', body: '<body dir="ltr">', title: `${BRAND} | Home` });
  });

  it('is Arabic, right to left, from ?lng=ar, the i18next cookie or Accept-Language, with the Arabic screen title', async () => {
    const arabic = { html: '<html lang="ar" dir="rtl">', body: '<body dir="rtl">', title: `${BRAND} | الرئيسية` };
    expect(await langOf('/?lng=ar')).toEqual(arabic);
    expect(await langOf('/', { cookie: 'other=1; i18next=ar' })).toEqual(arabic);
    expect(await langOf('/', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' })).toEqual(arabic);
    expect(await langOf('/', { 'accept-language': 'en;q=0.2, ar' })).toEqual(arabic);
    expect((await langOf('/AllProductsList?lng=ar')).title).toBe(`${BRAND} | كل المنتجات`);
    const missing = await page('/ProductDetails/x=999999?lng=ar');
    expect(headOf(missing.body).title).toBe(`${BRAND} | المنتج غير موجود`);
  });

  it('follows the detector order: query, then cookie, then Accept-Language; unknown languages are skipped', async () => {
    expect((await langOf('/?lng=en', { cookie: 'i18next=ar', 'accept-language': 'ar' })).html).toBe('<html lang="en" dir="ltr">');
    expect((await langOf('/', { cookie: 'i18next=en', 'accept-language': 'ar' })).html).toBe('<html lang="en" dir="ltr">');
    expect((await langOf('/?lng=fr', { cookie: 'i18next=ar' })).html).toBe('<html lang="ar" dir="rtl">');
    expect((await langOf('/', { 'accept-language': 'fr-FR, de;q=0.9' })).html).toBe('<html lang="en" dir="ltr">');
    expect((await langOf('/?lng=%22%3E%3Cscript%3E', { cookie: 'i18next="><b>' })).html).toBe('<html lang="en" dir="ltr">');
  });
});

describe('sitemap and robots.txt', () => {
  it('lists home, every listing category and every product that is not archived, as absolute canonical URLs', async () => {
    const [product, other] = await firstProducts(t, 2);
    await t.shop.db.updateTable('products').set({ archived: 1 }).where('product_id', '=', other!.product_id).execute();
    const amp = 'Rose & Quartz <Big>';
    await t.shop.db
      .updateTable('products')
      .set({ product_title: amp, product_title_lc: amp.toLowerCase() })
      .where('product_id', '=', product!.product_id)
      .execute();

    const res = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^application\/xml; charset=utf-8/);
    const xml = res.body as string;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    // Well-formed: only <url><loc>…</loc></url> entries, no bare '&' or '<' inside a loc.
    const body = xml.slice(xml.indexOf('>', xml.indexOf('<urlset')) + 1, xml.lastIndexOf('</urlset>')).trim();
    const entries = body.split('\n');
    for (const entry of entries) expect(entry).toMatch(/^<url><loc>https?:\/\/[^<>"\s]+<\/loc><\/url>$/);
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const locs = entries.map((e) => decode(/<loc>(.*)<\/loc>/.exec(e)![1]!.replace(/&apos;/g, "'")));

    const tree = (await t.get('Home/GetCategories')).body.data as Category[];
    const flat = (list: Category[]): Category[] => list.flatMap((c) => [c, ...flat(c.children)]);
    const categories = flat(tree);
    const total = (await t.get('Home/GetProductsByCategory?limit=10&page=1')).body.data.total_records as number;
    // Home, all products, the categories, the five policy pages (issue 23) and the products.
    expect(locs).toHaveLength(2 + categories.length + 5 + total);
    expect(locs).toContain('http://localhost/Policy/Terms');
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('http://localhost/');
    expect(locs).toContain('http://localhost/AllProductsList');
    expect(locs).toContain(new URL(categoryPath(categories.at(-1)!.category_title, categories.at(-1)!.category_id), 'http://localhost').href);
    expect(locs).toContain(new URL(productPath(amp, product!.product_id), 'http://localhost').href);
    expect(locs.some((l) => l.includes('/ProductDetails/') && l.endsWith(`=${other!.product_id}`))).toBe(false);
  });

  it('serves the listing file and the product files, and 404 (never 500) for a file that does not exist', async () => {
    const categories = await t.request({ method: 'GET', url: '/sitemap-categories.xml' });
    expect(categories.status).toBe(200);
    expect(categories.body).toContain('<loc>http://localhost/AllProductsList</loc>');
    const products = await t.request({ method: 'GET', url: '/sitemap-products-1.xml' });
    expect(products.status).toBe(200);
    expect(String(products.headers['content-type'])).toContain('application/xml');
    expect(products.body).toContain('/ProductDetails/');
    for (const url of [
      '/sitemap-products-2.xml',
      '/sitemap-products-0.xml',
      '/sitemap-products-abc.xml',
      '/sitemap-products-99999999999999999999.xml',
      '/sitemap-products-1.xml.gz',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.status, url).toBe(404);
    }
  });

  it('robots.txt allows the shop, keeps crawlers out of the API, back office and shopper screens, and names the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
    const lines = (res.body as string).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of ['/api/', '/admin', '/AddToCart', '/WishList', '/CheckOut', '/MyAccount', '/MyOrders', '/Login', '/Invoice/']) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});

describe('with PUBLIC_URL and caching on', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ publicUrl: 'https://shop.example.com', catalogCacheMs: 60_000 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('writes every link on the public origin, whatever the Host header says', async () => {
    const get = (url: string) => shop.request({ method: 'GET', url, headers: { host: 'evil.test', accept: 'text/html' } });
    const [product] = await firstProducts(shop, 1);
    const d = await details(shop, product!.product_id);
    const h = headOf((await get(`/GetProductDetails/x=${d.product_id}`)).body);
    expect(h.canonical).toBe(`https://shop.example.com${productPath(d.product_title, d.product_id)}`);
    expect(h.jsonLd().offers.url).toBe(h.canonical);
    expect((await get('/robots.txt')).body).toContain('Sitemap: https://shop.example.com/sitemap.xml');
    expect((await get('/sitemap.xml')).body).toContain('<loc>https://shop.example.com/</loc>');
    expect((await get('/sitemap.xml')).body).not.toContain('evil.test');
  });

  it('shows a back-office change at once: the cached head and sitemap are cleared by the write', async () => {
    const [product] = await firstProducts(shop, 1);
    const id = product!.product_id;
    const before = headOf((await shop.request({ method: 'GET', url: `/ProductDetails/x=${id}` })).body);
    expect(before.og('title')).toBe(product!.product_title);
    expect((await shop.request({ method: 'GET', url: '/sitemap.xml' })).body).toContain(`=${id}</loc>`);

    const owner = await staffUser(shop, 'owner');
    const renamed = `${product!.product_title} Renamed`;
    const res = await admin(shop, 'PATCH', `products/${id}`, owner, { product_title: renamed });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const after = headOf((await shop.request({ method: 'GET', url: `/ProductDetails/x=${id}` })).body);
    expect(after.title).toBe(`${BRAND} | ${renamed}`);
    expect((await shop.request({ method: 'GET', url: '/sitemap.xml' })).body).toContain(
      `<loc>${new URL(productPath(renamed, id), 'https://shop.example.com').href}</loc>`,
    );

    const archive = await admin(shop, 'POST', `products/${id}/archive`, owner);
    expect(archive.status, JSON.stringify(archive.body)).toBe(200);
    expect((await shop.request({ method: 'GET', url: `/ProductDetails/x=${id}` })).status).toBe(404);
    expect((await shop.request({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(`=${id}</loc>`);
  });
});
