import { sql, type Insertable, type Kysely } from 'kysely';
import type { Engine, ShopDb } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { artUrl } from '../art/art.js';
import { between, hashString, intBetween, mulberry32, pick, pickWeighted, shuffled, type Rnd } from '../art/random.js';
import {
  CATEGORY_TREE,
  FORM_INFO,
  FORM_NAMES,
  KIT_SETS,
  LADDER_STEP,
  LADDERS,
  MINERALS,
  STONE_SEARCH,
  type CategoryDef,
  type FormInfo,
  type Pool,
} from './catalog-data.js';
import { BLOGS, EMAIL_DOMAINS, FIRST_NAMES, HOME_SLIDES, LAST_NAMES, PROMO_BANNERS, REVIEW_TEXTS } from './content-data.js';

/**
 * The demo catalog: a deterministic stone-and-crystal shop (same options, same rows, ids
 * included) with generated artwork, written in batches inside one transaction.
 */

export const DEFAULT_DEMO_PRODUCTS = 240;
export const MAX_DEMO_PRODUCTS = 200_000;

export interface SeedOptions {
  /** how many products (default 240) */
  products?: number;
  log?: (msg: string) => void;
}

export interface SeedSummary {
  categories: number;
  products: number;
  variants: number;
  galleryImages: number;
  videos: number;
  reviews: number;
  blogs: number;
  slides: number;
  banners: number;
}

type Row<T extends keyof Database> = Insertable<Database[T]>;

interface Plan {
  categories: Row<'categories'>[];
  products: Row<'products'>[];
  attributes: Row<'product_attributes'>[];
  variants: Row<'product_variants'>[];
  gallery: Row<'product_gallery'>[];
  reviews: Row<'reviews'>[];
  blogs: Row<'blogs'>[];
  slides: Row<'home_slides'>[];
  banners: Row<'promo_banners'>[];
  meta: Row<'shop_meta'>[];
  summary: SeedSummary;
}

const SEED = 20_261_121;
const DAY = 86_400_000;
const CATALOG_START = Date.UTC(2025, 0, 6);
const CATALOG_END = Date.UTC(2026, 10, 14);
const NEW_FROM = Date.UTC(2026, 8, 20);
const REVIEWS_END = Date.UTC(2026, 10, 20);
const MIN_PRICE = 149;
const MAX_PRICE = 45_000;
const TRENDING = 12;
/** Set before a title that is already taken. */
const EXTRA_QUALIFIERS = ['Select', 'Classic', 'Collector’s', 'Gift-boxed', 'Studio', 'Signature', 'Heritage', 'Everyday'];

/** Title slug: trimmed, each run of whitespace replaced by a hyphen (spec 2.1). */
export const titleSlug = (title: string): string => title.trim().replace(/\s+/g, '-');

/** Fills an empty, migrated database with the demo catalog. Throws when products exist. */
export async function seedDemo(shop: ShopDb, options: SeedOptions = {}): Promise<SeedSummary> {
  const count = productCount(options.products);
  const log = options.log ?? (() => {});
  const started = Date.now();
  const plan = planCatalog(count);
  log(`Demo catalog planned: ${count} products in ${Date.now() - started} ms`);
  await shop.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('products').select('product_id').limit(1).executeTakeFirst();
    if (existing) {
      throw new Error('seedDemo needs an empty catalog, but the products table already has rows (use resetAndSeed to replace it)');
    }
    await writePlan(trx, shop.engine, plan, log);
  });
  log(`Demo catalog written in ${Date.now() - started} ms`);
  return plan.summary;
}

/**
 * Deletes the catalog and its content (and orders, which point at products), keeps
 * customers, their addresses and contact messages, then seeds the demo catalog.
 */
export async function resetAndSeed(shop: ShopDb, options: SeedOptions = {}): Promise<SeedSummary> {
  const count = productCount(options.products);
  const log = options.log ?? (() => {});
  const started = Date.now();
  const plan = planCatalog(count);
  await shop.db.transaction().execute(async (trx) => {
    for (const table of CLEARED) await trx.deleteFrom(table).execute();
    if (shop.engine === 'sqlite') {
      const names = IDS.map(([t]) => t);
      await sql`delete from sqlite_sequence where name in (${sql.join(names)})`.execute(trx);
    }
    log('Old catalog removed');
    await writePlan(trx, shop.engine, plan, log);
  });
  log(`Demo catalog written in ${Date.now() - started} ms`);
  return plan.summary;
}

/** Children before parents, so foreign keys never block a delete. */
const CLEARED = [
  'order_lines',
  'orders',
  'reviews',
  'product_gallery',
  'product_variants',
  'product_attributes',
  'products',
  'home_slides',
  'promo_banners',
  'blogs',
  'categories',
  'shop_meta',
] as const;

/** Tables the seed writes explicit ids into, with their identity column. */
const IDS = [
  ['categories', 'category_id'],
  ['products', 'product_id'],
  ['product_variants', 'product_variant_id'],
  ['product_gallery', 'product_gallery_id'],
  ['reviews', 'review_id'],
  ['blogs', 'blog_id'],
  ['home_slides', 'slider_id'],
  ['promo_banners', 'banner_id'],
] as const;

function productCount(n: number | undefined): number {
  const count = n ?? DEFAULT_DEMO_PRODUCTS;
  if (!Number.isInteger(count) || count < 1 || count > MAX_DEMO_PRODUCTS) {
    throw new Error(`The demo catalog size must be a whole number from 1 to ${MAX_DEMO_PRODUCTS}, not ${String(n)}`);
  }
  return count;
}

async function writePlan(db: Kysely<Database>, engine: Engine, plan: Plan, log: (msg: string) => void): Promise<void> {
  const write = async <T extends keyof Database>(table: T, rows: readonly Row<T>[]) => {
    await insertBatches(db, engine, table, rows);
    log(`  ${table}: ${rows.length} rows`);
  };
  await write('categories', plan.categories);
  await write('products', plan.products);
  await write('product_attributes', plan.attributes);
  await write('product_variants', plan.variants);
  await write('product_gallery', plan.gallery);
  await write('reviews', plan.reviews);
  await write('blogs', plan.blogs);
  await write('home_slides', plan.slides);
  await write('promo_banners', plan.banners);
  await write('shop_meta', plan.meta);
  if (engine === 'postgres') {
    // Explicit ids leave identity sequences behind; move each past its table's largest id.
    for (const [table, column] of IDS) {
      await sql`select setval(pg_get_serial_sequence(${table}, ${column}), m.max_id)
                from (select max(${sql.ref(column)}) as max_id from ${sql.table(table)}) m
                where m.max_id is not null`.execute(db);
    }
  }
}

/** Multi-row inserts sized under each engine's bind-parameter limit. */
async function insertBatches<T extends keyof Database>(db: Kysely<Database>, engine: Engine, table: T, rows: readonly Row<T>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).length;
  // SQLite (as bundled by better-sqlite3) allows 32,766 parameters, PostgreSQL 65,535.
  const limit = engine === 'postgres' ? 60_000 : 30_000;
  const size = Math.max(1, Math.min(engine === 'postgres' ? 2000 : 1000, Math.floor(limit / columns)));
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (let i = 0; i < rows.length; i += size) {
    await anyDb
      .insertInto(table)
      .values(rows.slice(i, i + size) as Record<string, unknown>[])
      .execute();
  }
}

interface Leaf {
  id: number;
  parentId: number | null;
  depth: number;
  pool: Pool;
  weight: number;
}

/** Builds every row in memory: pure and deterministic. */
export function planCatalog(count: number): Plan {
  const rnd = mulberry32(SEED);
  const { categories, leaves, topIds } = planCategories();

  const products: Row<'products'>[] = [];
  const attributes: Row<'product_attributes'>[] = [];
  const variants: Row<'product_variants'>[] = [];
  const gallery: Row<'product_gallery'>[] = [];
  const reviews: Row<'reviews'>[] = [];
  const usedTitles = new Set<string>();
  const leafOrder = shuffled(rnd, leaves);
  const weights = leaves.map((l) => l.weight);
  const galleryCounts: number[] = [];

  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const prnd = mulberry32(hashString(`product/${id}`) ^ SEED);
    const leaf = i < leafOrder.length ? leafOrder[i]! : pickWeighted(prnd, leaves, weights);
    const built = planProduct(prnd, id, leaf, usedTitles, variants.length + 1, reviews.length + 1);
    products.push(built.product);
    attributes.push(...built.attributes);
    variants.push(...built.variants);
    reviews.push(...built.reviews);
    for (let v = 0; v < built.views; v++) {
      gallery.push({
        product_gallery_id: 0,
        product_id: id,
        product_gallery_type: 'image',
        product_slider_image_url: artUrl({ kind: 'product', mineral: built.mineral, form: built.form, seed: built.artSeed, view: v }),
        product_video_url: '',
        sort_order: v,
      });
    }
    galleryCounts.push(built.views);
  }

  // Catalog-wide orderings.
  const ranks = shuffled(
    rnd,
    products.map((_, i) => i + 1),
  );
  products.forEach((p, i) => (p.featured_rank = ranks[i]!));
  const inStock = shuffled(
    rnd,
    products.filter((p) => (p.stock_quantity ?? 0) > 0),
  );
  for (const p of inStock.slice(0, TRENDING)) p.is_trending = 1;

  // Videos: gallery rows of type 'video', after the product's pictures.
  const videoCount = Math.min(count, Math.max(20, Math.round(count / 12)));
  const videoProducts = shuffled(
    rnd,
    products.map((_, i) => i),
  ).slice(0, videoCount);
  videoProducts.sort((a, b) => a - b);
  const usedVideoIds = new Set<string>();
  videoProducts.forEach((index, k) => {
    let vid = videoId(rnd);
    while (usedVideoIds.has(vid)) vid = videoId(rnd);
    usedVideoIds.add(vid);
    const url = [`https://www.youtube.com/shorts/${vid}`, `https://www.youtube.com/watch?v=${vid}`, `https://www.youtube.com/embed/${vid}`][k % 3]!;
    gallery.push({
      product_gallery_id: 0,
      product_id: index + 1,
      product_gallery_type: 'video',
      product_slider_image_url: `https://i.ytimg.com/vi/${vid}/hqdefault.jpg`,
      product_video_url: url,
      sort_order: galleryCounts[index]!,
    });
  });
  // Ids in product order, so a product's gallery reads in sequence.
  gallery.sort((a, b) => a.product_id - b.product_id || (a.sort_order ?? 0) - (b.sort_order ?? 0));
  gallery.forEach((g, i) => (g.product_gallery_id = i + 1));

  const blogs: Row<'blogs'>[] = BLOGS.map((b, i) => ({
    blog_id: i + 1,
    blog_title: b.title,
    blog_slug: titleSlug(b.title),
    blog_description: b.paragraphs.join(''),
    blog_image_url: artUrl({ kind: 'blog', mineral: b.art[0], form: b.art[1], seed: 101 + i }),
    blog_publish_date: b.date,
  }));
  const topId = (title: string): number => {
    const id = topIds.get(title);
    if (id === undefined) throw new Error(`No top-level category '${title}'`);
    return id;
  };
  const slides: Row<'home_slides'>[] = HOME_SLIDES.map((s, i) => ({
    slider_id: i + 1,
    slider_title: s.title,
    slider_description: s.description,
    slider_image_url: artUrl({ kind: 'slide', mineral: s.art[0], form: s.art[1], seed: 201 + i }),
    category_id: topId(s.category),
    sort_order: i,
  }));
  const banners: Row<'promo_banners'>[] = PROMO_BANNERS.map((b, i) => ({
    banner_id: i + 1,
    banner_title: b.title,
    banner_subtitle: b.subtitle,
    banner_image_url: artUrl({ kind: 'banner', mineral: b.art[0], form: b.art[1], seed: 301 + i }),
    category_id: topId(b.category),
    sort_order: i,
  }));
  const meta: Row<'shop_meta'>[] = [
    { meta_key: 'seed', meta_value: 'demo' },
    { meta_key: 'seed_products', meta_value: String(count) },
  ];
  const videos = gallery.filter((g) => g.product_gallery_type === 'video').length;
  return {
    categories,
    products,
    attributes,
    variants,
    gallery,
    reviews,
    blogs,
    slides,
    banners,
    meta,
    summary: {
      categories: categories.length,
      products: products.length,
      variants: variants.length,
      galleryImages: gallery.length - videos,
      videos,
      reviews: reviews.length,
      blogs: blogs.length,
      slides: slides.length,
      banners: banners.length,
    },
  };
}

function planCategories(): { categories: Row<'categories'>[]; leaves: Leaf[]; topIds: Map<string, number> } {
  const categories: Row<'categories'>[] = [];
  const leaves: Leaf[] = [];
  const topIds = new Map<string, number>();
  const visit = (defs: readonly CategoryDef[], parentId: number | null, depth: number) => {
    defs.forEach((def, index) => {
      const id = categories.length + 1;
      if (depth === 1) topIds.set(def.title, id);
      categories.push({
        category_id: id,
        parent_id: parentId,
        category_title: def.title,
        category_slug: titleSlug(def.title),
        category_image_url: artUrl({ kind: 'category', mineral: def.art[0], form: def.art[1], seed: hashString(def.title) % 1_000_000 }),
        sort_order: index,
        // Plausible HSN codes and rates for the demo: the owner sets the real ones.
        hsn_code: def.hsn ?? null,
        gst_rate_bp: def.gstRateBp ?? null,
      });
      if (def.children?.length) visit(def.children, id, depth + 1);
      else if (def.pool) leaves.push({ id, parentId, depth, pool: def.pool, weight: def.weight ?? 1 });
      else throw new Error(`Category '${def.title}' has neither children nor products`);
    });
  };
  visit(CATEGORY_TREE, null, 1);
  return { categories, leaves, topIds };
}

interface BuiltProduct {
  product: Row<'products'>;
  variants: Row<'product_variants'>[];
  reviews: Row<'reviews'>[];
  attributes: Row<'product_attributes'>[];
  mineral: string;
  form: string;
  artSeed: number;
  views: number;
}

function planProduct(rnd: Rnd, id: number, leaf: Leaf, usedTitles: Set<string>, firstVariantId: number, firstReviewId: number): BuiltProduct {
  const [form, minerals] = pick(rnd, leaf.pool);
  const mineral = pick(rnd, minerals);
  const info = FORM_INFO[form];
  if (!info) throw new Error(`No words for the form '${form}'`);
  const kit = KIT_SETS[mineral];
  const stone = MINERALS[mineral];
  if (!kit && !stone) throw new Error(`No words for the stone '${mineral}'`);
  // A product under a third-level leaf sometimes sits on the middle level itself.
  const categoryId = leaf.depth === 3 && leaf.parentId !== null && rnd() < 0.12 ? leaf.parentId : leaf.id;

  // Variants: a ladder of sizes, or one.
  const ladderKey = pick(rnd, info.ladders);
  const ladder = LADDERS[ladderKey];
  const multi = rnd() < 0.42;
  const n = multi ? intBetween(rnd, 2, Math.min(4, ladder.length)) : 1;
  // Mostly the smallest sizes: larger ones would push everyday things out of their price range.
  const start = intBetween(rnd, 0, Math.min(1, ladder.length - n));
  const rungs = ladder.slice(start, start + n);

  // Title: mineral × form × origin / quality; a size when there is one variant.
  const displayName = stone ? (stone.alt ? `${stone.name} (${stone.alt})` : stone.name) : `${kit!.name}`;
  const sizeInTitle = n === 1 && ['mm', 'inch', 'ratti', 'bead', 'kg'].includes(ladderKey) && rnd() < 0.6;
  const size = rungs[0]![0].replace(' beads', '');
  let title = '';
  let origin: readonly [string, string] | null = null;
  for (let attempt = 0; attempt < 8; attempt++) {
    origin = stone ? pick(rnd, stone.origins) : null;
    let t = pick(rnd, info.titles)
      .replace('{m}', displayName)
      .replace('{o}', origin?.[0] ?? '')
      .replace('{q}', pick(rnd, info.qualities));
    if (attempt >= 4) t = `${pick(rnd, EXTRA_QUALIFIERS)} ${t}`;
    t = t.replace(/\s+/g, ' ').trim();
    title = sizeInTitle ? `${t} ${size}` : t;
    if (!usedTitles.has(title)) break;
  }
  if (usedTitles.has(title)) title = `${title} (Lot ${id})`;
  usedTitles.add(title);

  // Prices: a list price per rung, one discount for the product.
  const factor = stone ? stone.price : kit!.price;
  const step = between(rnd, ...LADDER_STEP[ladderKey]);
  const base = between(rnd, info.price[0], info.price[1]) * factor * Math.pow(step, start);
  const discount = rnd() < 0.2 ? 0 : pick(rnd, [10, 15, 20, 25, 30, 35, 40, 45]);
  const outOfStock = rnd() < 0.08;
  const defaultIndex = n > 1 && rnd() < 0.25 ? 1 : 0;
  const soldOutRung =
    !outOfStock && n > 1 && rnd() < 0.2
      ? pick(
          rnd,
          rungs.map((_, i) => i).filter((i) => i !== defaultIndex),
        )
      : -1;
  const variants: Row<'product_variants'>[] = rungs.map(([label, line], k) => {
    const mrp = Math.min(MAX_PRICE, Math.max(MIN_PRICE, niceRupees(base * Math.pow(step, k))));
    const sale = discount === 0 ? mrp : Math.min(mrp, Math.max(MIN_PRICE, niceRupees(mrp * (1 - discount / 100))));
    const single = n === 1 && !sizeInTitle && rnd() < 0.4;
    return {
      product_variant_id: firstVariantId + k,
      product_id: id,
      product_variant_title: single ? 'Standard' : label,
      product_variant_short_description: line,
      sale_price_paise: sale * 100,
      mrp_price_paise: mrp * 100,
      stock_quantity: outOfStock || k === soldOutRung ? 0 : intBetween(rnd, 2, 60),
      is_default: k === defaultIndex ? 1 : 0,
      sort_order: k,
    };
  });
  const def = variants[defaultIndex]!;

  // Label, date.
  let label: string | null = null;
  if (rnd() < 0.3) {
    label = pickWeighted(rnd, ['Hot', 'New', 'Sale'], [4, 3, 3]);
    if (label === 'Sale' && discount === 0) label = 'Hot';
  }
  const createdMs = label === 'New' ? between(rnd, NEW_FROM, CATALOG_END) : between(rnd, CATALOG_START, CATALOG_END);
  const created = iso(createdMs);

  // Reviews.
  const reviewCount = rnd() < 0.6 ? pickWeighted(rnd, [1, 2, 3, 4, 5, 6, 7, 8], [22, 20, 16, 12, 10, 8, 7, 5]) : 0;
  const reviewStone = stone ? stone.name.toLowerCase() : info.noun;
  const reviewRows: Row<'reviews'>[] = [];
  const dates: number[] = [];
  for (let r = 0; r < reviewCount; r++) dates.push(between(rnd, createdMs + DAY, Math.max(createdMs + 2 * DAY, REVIEWS_END)));
  dates.sort((a, b) => a - b);
  let ratingSum = 0;
  dates.forEach((ms, r) => {
    const first = pick(rnd, FIRST_NAMES);
    const last = pick(rnd, LAST_NAMES);
    const rating = pickWeighted(rnd, [10, 9, 8, 7, 6, 5, 4, 3, 2], [40, 14, 20, 8, 7, 3, 4, 2, 2]);
    const band = rating >= 8 ? REVIEW_TEXTS.great : rating >= 6 ? REVIEW_TEXTS.good : REVIEW_TEXTS.poor;
    let text = pick(rnd, band);
    if (rating >= 8 && rnd() < 0.3) {
      const more = pick(rnd, band);
      if (more !== text) text += ` ${more}`;
    }
    ratingSum += rating;
    reviewRows.push({
      review_id: firstReviewId + r,
      product_id: id,
      customer_id: null,
      customer_name: `${first} ${last}`,
      customer_email: `${first}.${last}${intBetween(rnd, 1, 99)}@${pick(rnd, EMAIL_DOMAINS)}`.toLowerCase(),
      review_text: text.replaceAll('{m}', reviewStone).replaceAll('{n}', info.noun),
      review_rating_x2: rating,
      created_at: iso(Math.min(ms, REVIEWS_END)),
    });
  });

  const product: Row<'products'> = {
    product_id: id,
    category_id: categoryId,
    product_title: title,
    product_title_lc: title.toLowerCase(),
    product_slug: titleSlug(title),
    product_short_description: shortDescription(rnd, form, mineral, origin?.[1] ?? null),
    product_description: longDescription(
      title,
      form,
      mineral,
      origin?.[1] ?? null,
      rungs.map((r) => r[0]),
    ),
    product_image_url: '',
    product_label: label,
    product_label_class: label ? label.toLowerCase() : null,
    featured_rank: 0,
    popularity: Math.round(3000 * Math.pow(rnd(), 3)) + reviewCount * 40 + (label === 'Hot' ? 500 : 0),
    is_trending: 0,
    default_variant_id: def.product_variant_id!,
    sale_price_paise: def.sale_price_paise,
    mrp_price_paise: def.mrp_price_paise,
    stock_quantity: variants.reduce((s, v) => s + (v.stock_quantity ?? 0), 0),
    rating_sum_x2: ratingSum,
    review_count: reviewCount,
    created_at: created,
    product_aliases: stone ? (STONE_SEARCH[mineral]?.aliases ?? []).join(', ') : '',
    // Rule 6(5)(d): every product on sale says where it comes from; the Origin attribute's country, else India.
    country_of_origin: origin ? (ORIGIN_COUNTRY[origin[1]] ?? origin[1]) : 'India',
  };
  const attributes = attributesOf(id, form, mineral, origin?.[1] ?? null);
  const artSeed = intBetween(rnd, 1, 999_999);
  product.product_image_url = artUrl({ kind: 'product', mineral, form, seed: artSeed, view: 0 });
  return { product, variants, reviews: reviewRows, attributes, mineral, form, artSeed, views: intBetween(rnd, 2, 5) };
}

/** The country an origin names, as the Origin filter lists it (a region reads as its country). */
const ORIGIN_COUNTRY: Readonly<Record<string, string>> = {
  'the Himalaya': 'India',
  Rajasthan: 'India',
  'Karelia, Russia': 'Russia',
  'the Congo': 'DR Congo',
};

/**
 * What the demo catalog knows of a product, as attributes: its stone (a kit's every stone),
 * colour, chakra, form and country of origin. No randomness: the rest of the plan is unchanged.
 */
function attributesOf(productId: number, form: string, mineral: string, origin: string | null): Row<'product_attributes'>[] {
  const kit = KIT_SETS[mineral];
  const stone = MINERALS[mineral];
  const values: Array<[string, string]> = [];
  if (kit) {
    for (const name of kit.stones.split(/, | and /)) values.push(['Stone', name]);
    values.push(['Colour', 'Multicolour']);
    if (mineral === 'chakra') values.push(['Chakra', 'All Seven']);
  } else if (stone) {
    values.push(['Stone', stone.name]);
    const colour = STONE_SEARCH[mineral]?.colour;
    if (colour) values.push(['Colour', colour]);
    values.push(['Chakra', stone.chakra]);
  }
  const formName = FORM_NAMES[form];
  if (formName) values.push(['Form', formName]);
  if (origin) values.push(['Origin', ORIGIN_COUNTRY[origin] ?? origin]);
  return values.map(([name, value], position) => ({ product_id: productId, name, value, position }));
}

/** Shop-style rupee amounts: 249, 1,299, 12,499. */
function niceRupees(x: number): number {
  const unit = x < 1000 ? 10 : x < 10_000 ? 50 : 500;
  return Math.max(MIN_PRICE, Math.round(x / unit) * unit - 1);
}

const iso = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toISOString();

const VIDEO_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** The last character of a real video id carries only 2 bits, so it is one of these. */
const VIDEO_LAST = 'AEIMQUYcgkosw048';

function videoId(rnd: Rnd): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += VIDEO_CHARS[Math.floor(rnd() * VIDEO_CHARS.length)];
  return s + VIDEO_LAST[Math.floor(rnd() * VIDEO_LAST.length)];
}

/** 'a sphere', 'an egg', or the form's own phrase ('a handful of tumbled stones'). */
const phrase = (info: FormInfo): string => info.phrase ?? `${/^[aeiou]/i.test(info.noun) ? 'an' : 'a'} ${info.noun}`;

function shortDescription(rnd: Rnd, form: string, mineral: string, country: string | null): string {
  const info = FORM_INFO[form]!;
  const kit = KIT_SETS[mineral];
  if (kit) return `${kit.stones}, together in one kit for ${kit.traits}.`;
  const s = MINERALS[mineral]!;
  const noun = info.noun;
  const templates = [
    () => `${cap(phrase(info))} in ${s.look}, for ${s.traits}.`,
    () => `Natural ${s.name.toLowerCase()} ${noun} from ${country ?? 'India'}, kept for ${s.traits}.`,
    () => `Hand-picked ${s.name} ${noun} in ${s.look}, for the ${s.chakra.toLowerCase()} chakra.`,
    () => `${cap(s.look)}: ${phrase(info)} chosen for ${s.traits}.`,
  ];
  return pick(rnd, templates)();
}

function longDescription(title: string, form: string, mineral: string, country: string | null, sizes: readonly string[]): string {
  const info = FORM_INFO[form]!;
  const kit = KIT_SETS[mineral];
  const sizeText = sizes.length > 1 ? `${sizes[0]} to ${sizes[sizes.length - 1]}` : sizes[0]!;
  if (kit) {
    return (
      `<p><strong>${esc(title)}</strong> is ${info.about}, put together for ${kit.traits}.</p>` +
      `<p>Inside: ${kit.stones}. Each stone is tumbled smooth and chosen to match the others in size.</p>` +
      `<ul><li><strong>Contents:</strong> ${kit.stones}</li><li><strong>Size:</strong> ${sizeText}</li><li><strong>Finish:</strong> ${info.finish}</li></ul>` +
      `<p>${info.use} Cleanse the stones under running water or in moonlight before first use.</p>` +
      `<p>Every stone is natural, so colours and shapes vary a little from the pictures.</p>`
    );
  }
  const s = MINERALS[mineral]!;
  return (
    `<p><strong>${esc(title)}</strong> is ${info.about}, in ${s.look}.</p>` +
    `<p>${s.name} is traditionally kept for ${s.traits}, and is linked with the <strong>${s.chakra}</strong> chakra.</p>` +
    `<ul><li><strong>Stone:</strong> ${s.name}${s.hardness === '-' ? '' : ` (hardness ${s.hardness} on the Mohs scale)`}</li>` +
    `<li><strong>Origin:</strong> ${country ?? 'India'}</li><li><strong>Size:</strong> ${sizeText}</li><li><strong>Finish:</strong> ${info.finish}</li></ul>` +
    `<p>${info.use} ${s.care}</p>` +
    `<p>Every piece is natural, so colour, pattern and size vary a little from the pictures. Packed in bubble wrap inside a sturdy box.</p>`
  );
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const esc = (s: string): string => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
