import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, ProductCard } from '@shop/core';
import { createTestShop, type TestShop } from '../test-app.js';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(async () => {
  await t?.close();
});

const cardKeys = [
  'average_rating',
  'product_category_id',
  'product_id',
  'product_image_url',
  'product_label',
  'product_label_class',
  'product_short_description',
  'product_stock_status',
  'product_title',
  'product_variant_id',
  'product_variant_mrp_price',
  'product_variant_sale_price',
];

function expectCard(card: ProductCard) {
  expect(Object.keys(card).sort()).toEqual(cardKeys);
  expect(card.product_variant_sale_price).toBeGreaterThan(0);
  expect(card.product_variant_sale_price).toBeLessThanOrEqual(card.product_variant_mrp_price);
  expect(card.average_rating).toMatch(/^(0|[1-4](\.5)?|5)$/);
  expect(card.product_image_url).toMatch(/^\/media\/art\/.+\.svg$/);
}

function flatten(cats: Category[], depth = 1, out: { c: Category; depth: number }[] = []) {
  for (const c of cats) {
    out.push({ c, depth });
    flatten(c.children, depth + 1, out);
  }
  return out;
}

async function expectBadRequest(path: string, messagePart: RegExp) {
  const res = await t.get(path);
  expect(res.status, path).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toMatch(messagePart);
  expect(Object.keys(res.body).sort()).toEqual(['message', 'success']);
}

describe('GET Home/GetCategories', () => {
  it('returns a tree of at least 10 top-level categories, three levels deep at most', async () => {
    const res = await t.get('Home/GetCategories');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const roots: Category[] = res.body.data;
    expect(roots.length).toBeGreaterThanOrEqual(10);
    const all = flatten(roots);
    expect(Math.max(...all.map((x) => x.depth))).toBe(3);
    for (const { c } of all) {
      expect(Object.keys(c).sort()).toEqual(['category_id', 'category_image_url', 'category_title', 'children']);
      expect(c.category_title.length).toBeGreaterThan(0);
    }
  });
});

describe('GET Home/GetHomeSlider and Home/GetPromoBanners', () => {
  it('returns at least three slides, each linked to a named category', async () => {
    const res = await t.get('Home/GetHomeSlider');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    const cats = flatten((await t.get('Home/GetCategories')).body.data);
    for (const s of res.body.data) {
      const cat = cats.find((x) => x.c.category_id === s.category_id);
      expect(cat?.c.category_title).toBe(s.category_title);
      expect(s.slider_title).not.toBe('');
      expect(s.slider_image_url).toMatch(/\.svg$/);
    }
  });

  it('returns three promo banners', async () => {
    const res = await t.get('Home/GetPromoBanners');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
  });
});

describe('GET Home/GetHomeProducts and Home/GetTrendingProducts', () => {
  it('lists 5 popular products by default and honours limit', async () => {
    const res = await t.get('Home/GetHomeProducts');
    expect(res.status).toBe(200);
    expect(res.body.data.data).toHaveLength(5);
    res.body.data.data.forEach(expectCard);
    expect((await t.get('Home/GetHomeProducts?limit=3')).body.data.data).toHaveLength(3);
  });

  it('lists trending products as cards', async () => {
    const res = await t.get('Home/GetTrendingProducts');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(5);
    res.body.data.forEach(expectCard);
  });

  it('refuses a bad limit', async () => {
    await expectBadRequest('Home/GetHomeProducts?limit=0', /limit/);
    await expectBadRequest('Home/GetHomeProducts?limit=101', /limit must be at most 100/);
  });
});

describe('GET Home/GetProductsByCategory', () => {
  it('pages the whole catalog without a category', async () => {
    const res = await t.get('Home/GetProductsByCategory');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.data).toHaveLength(10);
    d.data.forEach(expectCard);
    expect(d.total_records).toBeGreaterThanOrEqual(200);
    expect(d.page).toBe(1);
    expect(d.total_pages).toBe(Math.ceil(d.total_records / 10));
    expect(d.next).toBe(2);
    expect(d.prev).toBeNull();
    expect(res.body.category_data).toBeNull();
  });

  it('lists a parent category with its descendants’ products', async () => {
    const roots: Category[] = (await t.get('Home/GetCategories')).body.data;
    const parent = roots.find((r) => r.children.some((c) => c.children.length > 0))!;
    const ids = new Set(flatten([parent]).map((x) => x.c.category_id));
    const res = await t.get(`Home/GetProductsByCategory?category_id=${parent.category_id}&limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.category_data.category_id).toBe(parent.category_id);
    expect(res.body.category_data.category_title).toBe(parent.category_title);
    const d = res.body.data;
    expect(d.total_records).toBeGreaterThan(0);
    for (const p of d.data) expect(ids.has(p.product_category_id)).toBe(true);
    // Products sit below the top level, so the parent's list comes from its descendants.
    expect(d.data.some((p: ProductCard) => p.product_category_id !== parent.category_id)).toBe(true);

    let sum = 0;
    for (const id of ids) {
      const own = await t.get(`Home/GetProductsByCategory?category_id=${id}&limit=1`);
      const childIds = flatten(own.body.category_data.children).map((x) => x.c.category_id);
      if (childIds.length === 0) sum += own.body.data.total_records;
      else {
        // count only the products filed directly on this category
        const all = await t.get(`Home/GetProductsByCategory?category_id=${id}&limit=100`);
        sum += all.body.data.data.filter((p: ProductCard) => p.product_category_id === id).length;
      }
    }
    expect(sum).toBe(d.total_records);
  });

  it('sorts by price both ways, featured by default', async () => {
    const asc = (await t.get('Home/GetProductsByCategory?sort_by=price_asc&limit=50')).body.data.data as ProductCard[];
    const desc = (await t.get('Home/GetProductsByCategory?sort_by=price_desc&limit=50')).body.data.data as ProductCard[];
    const prices = (l: ProductCard[]) => l.map((p) => p.product_variant_sale_price);
    expect(prices(asc)).toEqual([...prices(asc)].sort((a, b) => a - b));
    expect(prices(desc)).toEqual([...prices(desc)].sort((a, b) => b - a));
    expect(prices(desc)[0]).toBeGreaterThan(prices(asc)[0]!);
    const featured = (await t.get('Home/GetProductsByCategory?limit=50')).body.data.data;
    const explicit = (await t.get('Home/GetProductsByCategory?limit=50&sort_by=featured')).body.data.data;
    expect(featured).toEqual(explicit);
  });

  it('pages without overlap, and a page past the end is empty', async () => {
    const p1 = (await t.get('Home/GetProductsByCategory?limit=20&page=1&sort_by=price_asc')).body.data;
    const p2 = (await t.get('Home/GetProductsByCategory?limit=20&page=2&sort_by=price_asc')).body.data;
    expect(p1.data).toHaveLength(20);
    expect(p2.prev).toBe(1);
    const ids1 = new Set(p1.data.map((p: ProductCard) => p.product_id));
    expect(p2.data.some((p: ProductCard) => ids1.has(p.product_id))).toBe(false);
    const last = (await t.get(`Home/GetProductsByCategory?limit=20&page=${p1.total_pages}`)).body.data;
    expect(last.next).toBeNull();
    expect(last.data.length).toBeGreaterThan(0);
    const past = await t.get(`Home/GetProductsByCategory?limit=20&page=${p1.total_pages + 5}`);
    expect(past.status).toBe(200);
    expect(past.body.data.data).toEqual([]);
    expect(past.body.data.next).toBeNull();
    expect(past.body.data.total_records).toBe(p1.total_records);
  });

  it('refuses bad paging and sorting, and an unknown category is 404', async () => {
    await expectBadRequest('Home/GetProductsByCategory?page=0', /page/);
    await expectBadRequest('Home/GetProductsByCategory?page=-1', /page/);
    await expectBadRequest('Home/GetProductsByCategory?page=abc', /page/);
    await expectBadRequest('Home/GetProductsByCategory?page=1.5', /page/);
    await expectBadRequest('Home/GetProductsByCategory?limit=abc', /limit/);
    await expectBadRequest('Home/GetProductsByCategory?limit=-5', /limit/);
    await expectBadRequest('Home/GetProductsByCategory?limit=1000', /limit must be at most 100/);
    await expectBadRequest('Home/GetProductsByCategory?sort_by=cheapest', /sort_by/);
    await expectBadRequest('Home/GetProductsByCategory?category_id=x', /category_id/);
    const res = await t.get('Home/GetProductsByCategory?category_id=999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Category not found' });
  });
});

describe('GET Home/GetAllProducts', () => {
  it('returns the first products in the chosen order', async () => {
    const res = await t.get('Home/GetAllProducts?limit=30&sort_by=price_desc');
    expect(res.status).toBe(200);
    const list = res.body.data.data as ProductCard[];
    expect(list).toHaveLength(30);
    const prices = list.map((p) => p.product_variant_sale_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect((await t.get('Home/GetAllProducts')).body.data.data).toHaveLength(10);
  });
});

describe('GET Home/GetProductSearchList', () => {
  it('matches a case-insensitive title substring, at most limit', async () => {
    const res = await t.get('Home/GetProductSearchList?keyword=QUARTZ&limit=7');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.length).toBeLessThanOrEqual(7);
    for (const s of res.body.data) {
      expect(Object.keys(s).sort()).toEqual(['product_id', 'product_title']);
      expect(s.product_title.toLowerCase()).toContain('quartz');
    }
  });

  it('takes wildcards literally and finds nothing for nonsense', async () => {
    expect((await t.get('Home/GetProductSearchList?keyword=%25')).body.data).toEqual([]);
    expect((await t.get('Home/GetProductSearchList?keyword=_')).body.data).toEqual([]);
    expect((await t.get('Home/GetProductSearchList?keyword=zzqqxx')).body.data).toEqual([]);
  });

  it('limits to a category when given one', async () => {
    const roots: Category[] = (await t.get('Home/GetCategories')).body.data;
    const root = roots[0]!;
    const inCat = (await t.get(`Home/GetProductsByCategory?category_id=${root.category_id}&limit=100`)).body.data.data as ProductCard[];
    const ids = new Set(inCat.map((p) => p.product_id));
    const res = await t.get(`Home/GetProductSearchList?category_id=${root.category_id}&limit=100`);
    expect(res.body.data.length).toBe(Math.min(100, inCat.length === 100 ? 100 : inCat.length));
    for (const s of res.body.data) if (inCat.length < 100) expect(ids.has(s.product_id)).toBe(true);
  });

  it('refuses an over-long keyword', async () => {
    await expectBadRequest(`Home/GetProductSearchList?keyword=${'a'.repeat(101)}`, /keyword/);
  });
});

describe('GET Products/GetProductDetails', () => {
  it('returns one row per variant and the variants', async () => {
    const list = (await t.get('Home/GetProductsByCategory?limit=100')).body.data.data as ProductCard[];
    let found = false;
    for (const card of list) {
      const res = await t.get(`Products/GetProductDetails?product_id=${card.product_id}`);
      expect(res.status).toBe(200);
      const { data, product_variants } = res.body;
      expect(data.length).toBe(product_variants.length);
      expect(data[0].product_variant_id).toBe(card.product_variant_id);
      expect(data[0].product_category_id).toBe(card.product_category_id);
      expect(data[0].product_variant_sale_price).toBe(card.product_variant_sale_price);
      for (const row of data) {
        expect(row.product_id).toBe(card.product_id);
        expect(typeof row.product_variant_title).toBe('string');
        expect(typeof row.product_description).toBe('string');
        expect(row.product_description).not.toMatch(/<script/i);
      }
      if (product_variants.length >= 2) {
        found = true;
        const titles = new Set(product_variants.map((v: { product_variant_title: string }) => v.product_variant_title));
        expect(titles.size).toBe(product_variants.length);
        break;
      }
    }
    expect(found).toBe(true);
  });

  it('is 404 for an unknown product and 400 without a valid id', async () => {
    const res = await t.get('Products/GetProductDetails?product_id=987654');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Product not found' });
    await expectBadRequest('Products/GetProductDetails', /product_id/);
    await expectBadRequest('Products/GetProductDetails?product_id=abc', /product_id/);
  });
});

describe('GET Home/GetRelatedProducts and Home/GetProductSlider', () => {
  it('relates products of the same category, never the product itself', async () => {
    const card = (await t.get('Home/GetHomeProducts?limit=1')).body.data.data[0] as ProductCard;
    const res = await t.get(`Home/GetRelatedProducts?product_id=${card.product_id}&product_category_id=${card.product_category_id}`);
    expect(res.status).toBe(200);
    for (const p of res.body.data) {
      expect(p.product_id).not.toBe(card.product_id);
      expect(p.product_category_id).toBe(card.product_category_id);
    }
    const without = await t.get(`Home/GetRelatedProducts?product_id=${card.product_id}`);
    expect(without.body.data).toEqual(res.body.data);
    expect((await t.get('Home/GetRelatedProducts?product_id=987654')).status).toBe(404);
  });

  it("returns a product's gallery of images and videos", async () => {
    const card = (await t.get('Home/GetHomeProducts?limit=1')).body.data.data[0] as ProductCard;
    const res = await t.get(`Home/GetProductSlider?product_id=${card.product_id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(2);
    expect(res.body.data[0].product_gallery_type).toBe('image');
    const videos = await t.get('Products/GetProductVideos?limit=1');
    const withVideo = await t.get(`Home/GetProductSlider?product_id=${videos.body.data[0].product_id}`);
    expect(withVideo.body.data.some((g: { product_gallery_type: string }) => g.product_gallery_type !== 'image')).toBe(true);
    expect((await t.get('Home/GetProductSlider?product_id=987654')).status).toBe(404);
  });
});

describe('GET Customers/GetCustomerReviews', () => {
  it('lists a product’s reviews newest first, with half-star ratings', async () => {
    const list = (await t.get('Home/GetProductsByCategory?limit=100')).body.data.data as ProductCard[];
    const rated = list.find((p) => p.average_rating !== '0')!;
    const res = await t.get(`Customers/GetCustomerReviews?product_id=${rated.product_id}`);
    expect(res.status).toBe(200);
    const reviews = res.body.data;
    expect(reviews.length).toBeGreaterThan(0);
    const dates = reviews.map((r: { created_date: string }) => r.created_date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of reviews) {
      expect(r.review_rating * 2).toBe(Math.round(r.review_rating * 2));
      expect(r.review_rating).toBeGreaterThanOrEqual(1);
      expect(r.review_rating).toBeLessThanOrEqual(5);
      expect(r.product_id).toBe(rated.product_id);
    }
    const avg = reviews.reduce((s: number, r: { review_rating: number }) => s + r.review_rating, 0) / reviews.length;
    expect(Math.abs(Number(rated.average_rating) - avg)).toBeLessThanOrEqual(0.25);
    const unrated = list.find((p) => p.average_rating === '0');
    if (unrated) expect((await t.get(`Customers/GetCustomerReviews?product_id=${unrated.product_id}`)).body.data).toEqual([]);
    expect((await t.get('Customers/GetCustomerReviews?product_id=987654')).status).toBe(404);
  });
});

describe('GET Products/GetProductVideos', () => {
  it('pages at least 12 videos, 10 a page by default, and filters by keyword', async () => {
    const res = await t.get('Products/GetProductVideos');
    expect(res.status).toBe(200);
    expect(res.body.total_records).toBeGreaterThanOrEqual(12);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.next).toBe(2);
    for (const v of res.body.data) expect(Object.keys(v).sort()).toEqual(['product_id', 'product_title', 'product_video_url']);
    const p2 = await t.get('Products/GetProductVideos?page=2');
    expect(p2.body.prev).toBe(1);
    const word = res.body.data[0].product_title.split(' ')[0].toUpperCase();
    const found = await t.get(`Products/GetProductVideos?keyword=${encodeURIComponent(word)}`);
    expect(found.body.data.length).toBeGreaterThan(0);
    for (const v of found.body.data) expect(v.product_title.toUpperCase()).toContain(word);
    const none = await t.get('Products/GetProductVideos?keyword=zzqqxx');
    expect(none.body).toMatchObject({ data: [], total_records: 0, total_pages: 0, next: null });
    await expectBadRequest('Products/GetProductVideos?page=0', /page/);
  });
});

describe('GET Home/GetBlogs', () => {
  it('pages at least 15 blogs, newest first', async () => {
    const res = await t.get('Home/GetBlogs');
    expect(res.status).toBe(200);
    expect(res.body.total_records).toBeGreaterThanOrEqual(15);
    expect(res.body.data).toHaveLength(10);
    const dates = res.body.data.map((b: { blog_publish_date: string }) => b.blog_publish_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const p2 = await t.get('Home/GetBlogs?page=2&limit=10');
    expect(p2.body.data.length).toBe(res.body.total_records - 10 > 10 ? 10 : res.body.total_records - 10);
    expect(p2.body.next).toBe(res.body.total_pages > 2 ? 3 : null);
    await expectBadRequest('Home/GetBlogs?limit=500', /limit/);
  });
});
