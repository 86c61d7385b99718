import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type ShopDb } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { parseArtRecipe, renderArt } from '../art/art.js';
import { DEFAULT_DEMO_PRODUCTS, planCatalog, resetAndSeed, seedDemo, titleSlug, type SeedSummary } from './demo-catalog.js';

const dirs: string[] = [];
async function freshSqlite(): Promise<ShopDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  dirs.push(dir);
  const shop = openDatabase(`file:${path.join(dir, 'shop.db')}`);
  await migrate(shop);
  return shop;
}
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Rows that break an invariant of the denormalised catalog, by rule (all should be empty). */
async function violations(db: Kysely<Database>): Promise<Record<string, number[]>> {
  const ids = async (q: RawBuilder<unknown>) => (await q.execute(db)).rows.map((r) => Number((r as { id: unknown }).id));
  return {
    noVariants: await ids(sql`select p.product_id as id from products p where not exists (select 1 from product_variants v where v.product_id = p.product_id)`),
    defaultCount: await ids(sql`select product_id as id from product_variants group by product_id having sum(is_default) <> 1`),
    defaultMismatch: await ids(sql`select p.product_id as id from products p left join product_variants v on v.product_variant_id = p.default_variant_id
      where v.product_variant_id is null or v.product_id <> p.product_id or v.is_default <> 1
         or v.sale_price_paise <> p.sale_price_paise or v.mrp_price_paise <> p.mrp_price_paise`),
    stockSum:
      await ids(sql`select p.product_id as id from products p join (select product_id, sum(stock_quantity) as s from product_variants group by product_id) v
      on v.product_id = p.product_id where v.s <> p.stock_quantity`),
    ratingSum:
      await ids(sql`select p.product_id as id from products p left join (select product_id, sum(review_rating_x2) as s, count(*) as c from reviews group by product_id) r
      on r.product_id = p.product_id where coalesce(r.s, 0) <> p.rating_sum_x2 or coalesce(r.c, 0) <> p.review_count`),
    prices: await ids(sql`select product_variant_id as id from product_variants
      where sale_price_paise > mrp_price_paise or sale_price_paise < 14900 or mrp_price_paise > 4500000`),
    ratings: await ids(sql`select review_id as id from reviews where review_rating_x2 < 2 or review_rating_x2 > 10 or customer_id is not null`),
  };
}
const NONE = { noVariants: [], defaultCount: [], defaultMismatch: [], stockSum: [], ratingSum: [], prices: [], ratings: [] };

const ISO = /^202[56]-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/;
const ALLOWED_TAGS = /<\/?(p|ul|li|strong)>/g;

describe('the demo catalog on SQLite', () => {
  let shop: ShopDb;
  let summary: SeedSummary;
  let db: Kysely<Database>;

  beforeAll(async () => {
    shop = await freshSqlite();
    db = shop.db;
    summary = await seedDemo(shop);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('reports what it wrote', async () => {
    const count = async (t: keyof Database) => Number((await db.selectFrom(t).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const videos = await db
      .selectFrom('product_gallery')
      .where('product_gallery_type', '=', 'video')
      .select(db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(summary).toEqual({
      categories: await count('categories'),
      products: await count('products'),
      variants: await count('product_variants'),
      galleryImages: (await count('product_gallery')) - Number(videos.n),
      videos: Number(videos.n),
      reviews: await count('reviews'),
      blogs: await count('blogs'),
      slides: await count('home_slides'),
      banners: await count('promo_banners'),
    });
    expect(summary.products).toBe(DEFAULT_DEMO_PRODUCTS);
    expect(summary.products).toBeGreaterThanOrEqual(200);
  });

  it('builds a three-level category tree of at least ten top-level categories, each with a picture', async () => {
    const cats = await db.selectFrom('categories').selectAll().execute();
    const byId = new Map(cats.map((c) => [c.category_id, c]));
    const depth = (id: number): number => {
      const parent = byId.get(id)!.parent_id;
      return parent === null ? 1 : 1 + depth(parent);
    };
    expect(cats.filter((c) => c.parent_id === null).length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...cats.map((c) => depth(c.category_id)))).toBe(3);
    for (const c of cats) {
      expect(c.category_image_url).toMatch(/^\/media\/art\/category-[a-z-]+-\d+\.svg$/);
      expect(c.category_slug).toBe(titleSlug(c.category_title));
    }
    expect(new Set(cats.map((c) => c.category_image_url)).size).toBe(cats.length);
  });

  it('files every top-level category under an HSN code and GST rate, and names every product its country of origin (issue 23)', async () => {
    const cats = await db.selectFrom('categories').selectAll().execute();
    const top = cats.filter((c) => c.parent_id === null);
    for (const c of top) {
      expect(c.hsn_code, c.category_title).toMatch(/^\d{4}$/);
      expect([25, 300, 500], c.category_title).toContain(c.gst_rate_bp);
    }
    const byTitle = new Map(cats.map((c) => [c.category_title, c]));
    expect(byTitle.get('Raw & Rough Stones')).toMatchObject({ hsn_code: '7103', gst_rate_bp: 25 });
    expect(byTitle.get('Salt Lamps')).toMatchObject({ hsn_code: '2501', gst_rate_bp: 500 });
    expect(byTitle.get('Quartz Family')).toMatchObject({ hsn_code: null, gst_rate_bp: null });
    const products = await db.selectFrom('products').select(['product_id', 'country_of_origin']).execute();
    expect(products.filter((p) => p.country_of_origin === '')).toEqual([]);
    // The Origin attribute's country where there is one, else India.
    const origins = await db.selectFrom('product_attributes').select(['product_id', 'value']).where('name', '=', 'Origin').execute();
    const originOf = new Map(origins.map((o) => [o.product_id, o.value]));
    for (const p of products) expect(p.country_of_origin).toBe(originOf.get(p.product_id) ?? 'India');
    expect(new Set(products.map((p) => p.country_of_origin)).size).toBeGreaterThan(3);
  });

  it('puts products in every leaf, so every parent lists its descendants’ products', async () => {
    const cats = await db.selectFrom('categories').select(['category_id', 'parent_id']).execute();
    const used = new Set((await db.selectFrom('products').select('category_id').distinct().execute()).map((r) => r.category_id));
    const children = (id: number) => cats.filter((c) => c.parent_id === id);
    const hasProducts = (id: number): boolean => used.has(id) || children(id).some((c) => hasProducts(c.category_id));
    for (const c of cats) expect(hasProducts(c.category_id), `category ${c.category_id}`).toBe(true);
    // Products sit on leaves or middle levels, never on a top-level category.
    const top = new Set(cats.filter((c) => c.parent_id === null).map((c) => c.category_id));
    expect([...used].filter((id) => top.has(id))).toEqual([]);
    const middle = cats.filter((c) => c.parent_id !== null && children(c.category_id).length > 0).map((c) => c.category_id);
    expect(middle.some((id) => used.has(id))).toBe(true);
  });

  it('keeps every denormalised column in step with variants and reviews', async () => {
    expect(await violations(db)).toEqual(NONE);
  });

  it('gives a third or more of products 2 to 4 size variants, the rest one, with stock gaps', async () => {
    const perProduct = await db
      .selectFrom('product_variants')
      .select([
        'product_id',
        db.fn.countAll<number>().as('n'),
        db.fn.sum<number>('stock_quantity').as('stock'),
        db.fn.min<number>('stock_quantity').as('least'),
      ])
      .groupBy('product_id')
      .execute();
    const n = perProduct.length;
    const multi = perProduct.filter((r) => Number(r.n) > 1);
    expect(perProduct.every((r) => Number(r.n) >= 1 && Number(r.n) <= 4)).toBe(true);
    expect(multi.length).toBeGreaterThanOrEqual(n / 3);
    const soldOut = perProduct.filter((r) => Number(r.stock) === 0).length;
    expect(soldOut / n).toBeGreaterThan(0.03);
    expect(soldOut / n).toBeLessThan(0.14);
    expect(multi.some((r) => Number(r.least) === 0 && Number(r.stock) > 0)).toBe(true);
    const titles = await db.selectFrom('product_variants').select('product_variant_title').distinct().execute();
    expect(titles.map((t) => t.product_variant_title)).toEqual(expect.arrayContaining(['Standard', '100-200 g', '60 mm', 'Medium']));
  });

  it('prices in whole paise, some without a discount', async () => {
    const v = await db.selectFrom('product_variants').select(['sale_price_paise', 'mrp_price_paise']).execute();
    expect(v.every((r) => Number.isInteger(r.sale_price_paise) && r.sale_price_paise % 100 === 0)).toBe(true);
    const full = v.filter((r) => r.sale_price_paise === r.mrp_price_paise).length;
    expect(full).toBeGreaterThan(0);
    expect(full).toBeLessThan(v.length / 2);
    const sale = v.map((r) => r.sale_price_paise / 100);
    expect(Math.min(...sale)).toBe(149);
    expect(Math.max(...sale)).toBeGreaterThan(10_000);
  });

  it('names, labels, ranks and dates products like a shop', async () => {
    const products = await db.selectFrom('products').selectAll().orderBy('product_id').execute();
    const n = products.length;
    expect(new Set(products.map((p) => p.product_title)).size).toBeGreaterThanOrEqual(n * 0.95);
    for (const p of products) {
      expect(p.product_title_lc).toBe(p.product_title.toLowerCase());
      expect(p.product_slug).toBe(titleSlug(p.product_title));
      expect(p.product_title).not.toMatch(/[#?%/=]|\{|\s{2}/);
      expect(p.product_short_description).toMatch(/^[A-Z].*\.$/);
      expect(p.product_short_description.split('. ').length).toBe(1);
      expect(p.product_description.replace(ALLOWED_TAGS, '')).not.toMatch(/[<>]/);
      expect(p.product_description.match(/<p>/g)!.length).toBeGreaterThanOrEqual(3);
      expect(p.created_at).toMatch(ISO);
      expect(p.product_label_class).toBe(p.product_label === null ? null : p.product_label.toLowerCase());
    }
    const labelled = products.filter((p) => p.product_label !== null);
    expect(labelled.length / n).toBeGreaterThan(0.2);
    expect(labelled.length / n).toBeLessThan(0.4);
    expect(new Set(labelled.map((p) => p.product_label))).toEqual(new Set(['Hot', 'New', 'Sale']));
    expect(labelled.filter((p) => p.product_label === 'Sale').every((p) => p.sale_price_paise < p.mrp_price_paise)).toBe(true);
    expect(products.map((p) => p.featured_rank).sort((a, b) => a - b)).toEqual(products.map((_, i) => i + 1));
    const trending = products.filter((p) => p.is_trending === 1);
    expect(trending.length).toBe(12);
    expect(trending.every((p) => p.stock_quantity > 0)).toBe(true);
    expect(new Set(products.map((p) => p.popularity)).size).toBeGreaterThan(n / 2);
  });

  it('gives each product 2 to 5 pictures and about twenty a video', async () => {
    const gallery = await db.selectFrom('product_gallery').selectAll().orderBy('product_gallery_id').execute();
    const products = await db.selectFrom('products').select(['product_id', 'product_image_url']).execute();
    for (const p of products) {
      const rows = gallery.filter((g) => g.product_id === p.product_id);
      const images = rows.filter((g) => g.product_gallery_type === 'image');
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(5);
      expect(images[0]!.product_slider_image_url).toBe(p.product_image_url);
      expect(rows.map((g) => g.sort_order)).toEqual(rows.map((_, i) => i));
      expect(images.every((g) => g.product_video_url === '')).toBe(true);
    }
    const videos = gallery.filter((g) => g.product_gallery_type === 'video');
    expect(videos.length).toBeGreaterThanOrEqual(15);
    expect(videos.length).toBeLessThanOrEqual(30);
    expect(new Set(videos.map((v) => v.product_id)).size).toBe(videos.length);
    const forms = new Set<string>();
    for (const v of videos) {
      const m = /^https:\/\/www\.youtube\.com\/(shorts\/|watch\?v=|embed\/)([A-Za-z0-9_-]{11})$/.exec(v.product_video_url);
      expect(m, v.product_video_url).not.toBeNull();
      forms.add(m![1]!);
      expect(v.product_slider_image_url).toBe(`https://i.ytimg.com/vi/${m![2]}/hqdefault.jpg`);
    }
    expect(forms.size).toBe(3);
  });

  it('adds reviews to about 60% of products, mostly positive', async () => {
    const reviews = await db.selectFrom('reviews').selectAll().execute();
    const products = await db.selectFrom('products').select(['product_id', 'created_at', 'review_count']).execute();
    const reviewed = products.filter((p) => p.review_count > 0);
    expect(reviewed.length / products.length).toBeGreaterThan(0.45);
    expect(reviewed.length / products.length).toBeLessThan(0.75);
    expect(Math.max(...products.map((p) => p.review_count))).toBeLessThanOrEqual(8);
    const created = new Map(products.map((p) => [p.product_id, p.created_at]));
    for (const r of reviews) {
      expect(r.created_at).toMatch(ISO);
      expect(r.created_at > created.get(r.product_id)!).toBe(true);
      expect(r.customer_email).toMatch(/^[a-z]+\.[a-z]+\d+@[a-z.]+$/);
      expect(r.customer_name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(r.review_text).not.toMatch(/[{}]/);
    }
    const mean = reviews.reduce((s, r) => s + r.review_rating_x2, 0) / reviews.length / 2;
    expect(mean).toBeGreaterThan(3.8);
    expect(new Set(reviews.map((r) => r.review_rating_x2 % 2)).size).toBe(2); // half stars too
    expect(await db.selectFrom('customers').selectAll().execute()).toEqual([]);
  });

  it('writes blogs, slides, banners and the seed facts', async () => {
    const blogs = await db.selectFrom('blogs').selectAll().execute();
    expect(blogs.length).toBeGreaterThanOrEqual(15);
    for (const b of blogs) {
      expect(b.blog_publish_date).toMatch(/^202[56]-\d\d-\d\d$/);
      expect(b.blog_slug).toBe(titleSlug(b.blog_title));
      const paragraphs = b.blog_description.match(/<p>|<ul>/g)!.length;
      expect(paragraphs).toBeGreaterThanOrEqual(3);
      expect(paragraphs).toBeLessThanOrEqual(6);
      expect(b.blog_description.replace(ALLOWED_TAGS, '')).not.toMatch(/[<>]/);
    }
    expect(new Set(blogs.map((b) => b.blog_image_url)).size).toBe(blogs.length);
    expect(new Set(blogs.map((b) => b.blog_publish_date.slice(0, 4)))).toEqual(new Set(['2025', '2026']));
    const top = new Set((await db.selectFrom('categories').where('parent_id', 'is', null).select('category_id').execute()).map((c) => c.category_id));
    const slides = await db.selectFrom('home_slides').selectAll().execute();
    const banners = await db.selectFrom('promo_banners').selectAll().execute();
    expect(slides).toHaveLength(3);
    expect(banners).toHaveLength(3);
    for (const s of slides) expect(top.has(s.category_id)).toBe(true);
    for (const b of banners) expect(top.has(b.category_id!)).toBe(true);
    expect(await db.selectFrom('shop_meta').selectAll().orderBy('meta_key').execute()).toEqual([
      { meta_key: 'seed', meta_value: 'demo' },
      { meta_key: 'seed_products', meta_value: String(DEFAULT_DEMO_PRODUCTS) },
    ]);
  });

  it('stores only artwork URLs the media route can draw', async () => {
    const urls = [
      ...(await db.selectFrom('categories').select('category_image_url as u').execute()),
      ...(await db.selectFrom('products').select('product_image_url as u').execute()),
      ...(await db.selectFrom('product_gallery').where('product_gallery_type', '=', 'image').select('product_slider_image_url as u').execute()),
      ...(await db.selectFrom('blogs').select('blog_image_url as u').execute()),
      ...(await db.selectFrom('home_slides').select('slider_image_url as u').execute()),
      ...(await db.selectFrom('promo_banners').select('banner_image_url as u').execute()),
    ].map((r) => r.u);
    for (const u of urls) {
      const recipe = /^\/media\/art\/([a-z0-9-]+)\.svg$/.exec(u)?.[1];
      expect(recipe, u).toBeDefined();
      expect(parseArtRecipe(recipe!), u).not.toBeNull();
      expect(renderArt(recipe!)?.startsWith('<svg'), u).toBe(true);
    }
    // Sizes of pictures match where they are shown.
    const viewBox = (u: string) => /viewBox="0 0 (\d+ \d+)"/.exec(renderArt(u.slice(11, -4))!)![1];
    expect(viewBox((await db.selectFrom('products').select('product_image_url').executeTakeFirstOrThrow()).product_image_url)).toBe('800 800');
    expect(viewBox((await db.selectFrom('home_slides').select('slider_image_url').executeTakeFirstOrThrow()).slider_image_url)).toBe('1600 600');
    expect(viewBox((await db.selectFrom('blogs').select('blog_image_url').executeTakeFirstOrThrow()).blog_image_url)).toBe('1200 675');
    expect(viewBox((await db.selectFrom('promo_banners').select('banner_image_url').executeTakeFirstOrThrow()).banner_image_url)).toBe('600 400');
  });

  it('refuses to seed a catalog that already has products', async () => {
    await expect(seedDemo(shop)).rejects.toThrow(/already has rows/);
    expect(Number((await db.selectFrom('products').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(DEFAULT_DEMO_PRODUCTS);
  });

  it('is deterministic: a second fresh database gets identical rows, ids included', async () => {
    const other = await freshSqlite();
    try {
      await seedDemo(other);
      for (const table of ['categories', 'products', 'product_variants', 'product_gallery', 'reviews', 'blogs', 'home_slides', 'promo_banners'] as const) {
        const a = await sql`select * from ${sql.table(table)} order by 1`.execute(db);
        const b = await sql`select * from ${sql.table(table)} order by 1`.execute(other.db);
        expect(b.rows, table).toEqual(a.rows);
      }
    } finally {
      await other.close();
    }
  });
});

describe('planCatalog', () => {
  it('rejects a silly size', async () => {
    const shop = await freshSqlite();
    await expect(seedDemo(shop, { products: 0 })).rejects.toThrow(/whole number/);
    await expect(seedDemo(shop, { products: 2.5 })).rejects.toThrow(/whole number/);
    await shop.close();
  });

  it('keeps the first products the same whatever the size', () => {
    const small = planCatalog(60).products.map((p) => [p.product_title, p.category_id, p.sale_price_paise]);
    const large = planCatalog(600)
      .products.slice(0, 60)
      .map((p) => [p.product_title, p.category_id, p.sale_price_paise]);
    expect(large).toEqual(small);
  });
});

describe('resetAndSeed', () => {
  it('replaces the catalog, drops orders and keeps customers and addresses', async () => {
    const shop = await freshSqlite();
    try {
      await seedDemo(shop, { products: 40 });
      const now = new Date().toISOString();
      const customer = await shop.db
        .insertInto('customers')
        .values({
          customer_name: 'Asha',
          customer_display_name: 'Asha',
          customer_email: 'asha@example.com',
          password_hash: 'x',
          created_at: now,
          updated_at: now,
        })
        .returning('customer_id')
        .executeTakeFirstOrThrow();
      await shop.db
        .insertInto('customer_addresses')
        .values({
          customer_id: customer.customer_id,
          country_region: 'India',
          full_name: 'Asha',
          mobile_number: '9876543210',
          flat_house_building: '1',
          area_street_sector: 'MG Road',
          pincode: '560001',
          landmark: '',
          town_city: 'Bengaluru',
          state: 'Karnataka',
          default_address: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const order = await shop.db
        .insertInto('orders')
        .values({
          customer_id: customer.customer_id,
          order_status: 0,
          order_status_label: 'Placed',
          order_sub_total_paise: 14900,
          order_grand_total_paise: 14900,
          order_payment_method: 'COD',
          order_currency: 'INR',
          idempotency_key: null,
          customer_address_id: null,
          country_region: 'India',
          full_name: 'Asha',
          mobile_number: '9876543210',
          flat_house_building: '1',
          area_street_sector: '',
          pincode: '560001',
          landmark: '',
          town_city: 'Bengaluru',
          state: 'Karnataka',
          customer_email: 'asha@example.com',
          order_created_date: now,
        })
        .returning('order_id')
        .executeTakeFirstOrThrow();
      const product = await shop.db.selectFrom('products').select(['product_id', 'default_variant_id']).executeTakeFirstOrThrow();
      await shop.db
        .insertInto('order_lines')
        .values({
          order_id: order.order_id,
          product_id: product.product_id,
          product_variant_id: product.default_variant_id!,
          item_product_title: 'x',
          item_variant_title: 'Standard',
          item_product_variant_sale_price_paise: 14900,
          item_product_variant_mrp_price_paise: 14900,
          item_quantity: 1,
          item_line_total_paise: 14900,
        })
        .execute();

      const summary = await resetAndSeed(shop, { products: 25 });
      expect(summary.products).toBe(25);
      const count = async (t: keyof Database) => Number((await shop.db.selectFrom(t).select(shop.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(await count('products')).toBe(25);
      expect(await count('orders')).toBe(0);
      expect(await count('order_lines')).toBe(0);
      expect(await count('customers')).toBe(1);
      expect(await count('customer_addresses')).toBe(1);
      expect(await violations(shop.db)).toEqual(NONE);
      const meta = await shop.db.selectFrom('shop_meta').select('meta_value').where('meta_key', '=', 'seed_products').executeTakeFirstOrThrow();
      expect(meta.meta_value).toBe('25');
      // Same rows as a fresh seed of that size, and new rows continue after the seeded ids.
      expect((await shop.db.selectFrom('products').select('product_id').orderBy('product_id').execute()).map((r) => r.product_id)).toEqual(
        Array.from({ length: 25 }, (_, i) => i + 1),
      );
      const blog = await shop.db
        .insertInto('blogs')
        .values({ blog_title: 'x', blog_slug: 'x', blog_description: '<p>x</p>', blog_image_url: '', blog_publish_date: '2026-11-21' })
        .returning('blog_id')
        .executeTakeFirstOrThrow();
      expect(blog.blog_id).toBe(summary.blogs + 1);
    } finally {
      await shop.close();
    }
  });
});

describe('a 20,000-product catalog on SQLite', () => {
  it('seeds 20,000 consistent products', { timeout: 180_000 }, async () => {
    const shop = await freshSqlite();
    try {
      // How long it takes is bench:api's to say (it seeds 20,000 products and prints the time).
      const summary = await seedDemo(shop, { products: 20_000 });
      expect(summary.products).toBe(20_000);
      expect(summary.videos).toBeGreaterThanOrEqual(1000);
      expect(await violations(shop.db)).toEqual(NONE);
    } finally {
      await shop.close();
    }
  });
});

// PostgreSQL: when this run targets it (TEST_ENGINE=postgres), or when no engine is named and
// a server answers (running this file on its own). TEST_DATABASE_URL names the server.
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const engine = process.env.TEST_ENGINE;
const runPostgres = engine === 'postgres' || (engine === undefined && (await answers(adminUrl)));

async function answers(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
    s.setTimeout(1500);
    s.on('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.on('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });
}

describe.runIf(runPostgres)('the demo catalog on PostgreSQL', () => {
  const name = `seed_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  let shop: ShopDb;
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    shop = openDatabase(u.toString(), { poolSize: 2 });
    await migrate(shop);
  });
  afterAll(async () => {
    await shop?.close();
    // The pool's connections may take a moment to leave; forcing them out would make the
    // closing clients report an error, so wait for them first.
    for (let tries = 0; ; tries++) {
      try {
        await admin(`drop database if exists ${name}`);
        return;
      } catch (e) {
        if (tries >= 20) throw e;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  });

  it('seeds 20,000 products in batches, consistently, and moves the id sequences on', { timeout: 180_000 }, async () => {
    const summary = await seedDemo(shop, { products: 20_000 });
    expect(await violations(shop.db)).toEqual(NONE);
    const blog = await shop.db
      .insertInto('blogs')
      .values({ blog_title: 'x', blog_slug: 'x', blog_description: '<p>x</p>', blog_image_url: '', blog_publish_date: '2026-11-21' })
      .returning('blog_id')
      .executeTakeFirstOrThrow();
    expect(blog.blog_id).toBe(summary.blogs + 1);
  });

  it('gives the same rows as SQLite and can be reset', { timeout: 120_000 }, async () => {
    const summary = await resetAndSeed(shop, { products: 120 });
    const plan = planCatalog(120);
    const products = await shop.db.selectFrom('products').selectAll().orderBy('product_id').execute();
    expect(products.map((p) => [p.product_id, p.product_title, p.sale_price_paise, p.default_variant_id])).toEqual(
      plan.products.map((p) => [p.product_id, p.product_title, p.sale_price_paise, p.default_variant_id]),
    );
    expect(summary.products).toBe(120);
    expect(await violations(shop.db)).toEqual(NONE);
    const next = await shop.db
      .insertInto('products')
      .values({ ...plan.products[0]!, product_id: undefined, featured_rank: 999 })
      .returning('product_id')
      .executeTakeFirstOrThrow();
    expect(next.product_id).toBe(121);
  });
});
