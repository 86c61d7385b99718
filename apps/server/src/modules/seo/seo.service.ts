import { BRAND_NAME, categoryPath, pageTitle, productPath, type Category } from '@shop/core';
import { TtlCache } from '../../lib/cache.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ContentService } from '../content/content.service.js';
import type { ShopLanguage } from './language.js';
import { clip, productHead, type HeadModel } from './page-head.js';
import { subjectKey, type PageSubject } from './page-subject.js';
import type { SeoRepository } from './seo.repository.js';
import type { StorefrontTexts } from './storefront-texts.js';

/** Most page heads kept at once (each well under a kilobyte). */
const MAX_HEADS = 2_000;

/** The category with this id anywhere in the tree, or null. */
function findCategory(tree: readonly Category[], id: number): Category | null {
  for (const category of tree) {
    if (category.category_id === id) return category;
    const found = findCategory(category.children, id);
    if (found) return found;
  }
  return null;
}

/** Every category of the tree, parents before their children. */
export function flattenCategories(tree: readonly Category[]): Category[] {
  return tree.flatMap((c) => [c, ...flattenCategories(c.children)]);
}

/**
 * The head of each storefront page the server can describe: home, the listings and the
 * products (see page-head.ts for the tags). Kept per subject and language (never per raw
 * path, so new paths cost nothing) for the catalog cache's time, bounded in entries, and
 * cleared with the other caches when the back office writes. A lookup that fails gives
 * null (the page is sent as built); one that finds nothing gives a 404 head.
 */
export class PageHeads {
  private readonly cache: TtlCache<HeadModel>;

  constructor(
    private readonly repo: SeoRepository,
    private readonly catalog: CatalogService,
    private readonly content: ContentService,
    private readonly texts: StorefrontTexts,
    ttlMs: number,
  ) {
    this.cache = new TtlCache({ ttlMs, maxEntries: MAX_HEADS });
  }

  async forSubject(subject: PageSubject, lang: ShopLanguage): Promise<HeadModel | null> {
    try {
      return await this.cache.getOrLoad(`${lang}:${subjectKey(subject)}`, () => this.lookUp(subject, lang));
    } catch {
      return null;
    }
  }

  clear(): void {
    this.cache.clear();
  }

  private async lookUp(subject: PageSubject, lang: ShopLanguage): Promise<HeadModel> {
    const labels = this.texts.labels[lang];
    const shop = this.texts.description;
    switch (subject.kind) {
      case 'home': {
        const slide = (await this.content.homeSlides())[0];
        return {
          status: 200,
          title: pageTitle(labels.home),
          name: BRAND_NAME,
          description: shop,
          canonicalPath: '/',
          ogType: 'website',
          image: slide?.slider_image_url ?? null,
        };
      }
      case 'listing': {
        if (subject.categoryId === null) {
          const slide = (await this.content.homeSlides())[0];
          return {
            status: 200,
            title: pageTitle(labels.allProducts),
            name: labels.allProducts,
            description: clip(`${labels.allProducts} · ${BRAND_NAME}: ${shop}`),
            canonicalPath: '/AllProductsList',
            ogType: 'website',
            image: slide?.slider_image_url ?? null,
          };
        }
        const category = findCategory(await this.catalog.categories(), subject.categoryId);
        if (!category) return { status: 404, title: pageTitle(labels.categoryNotFound) };
        const within = category.children.map((c) => c.category_title);
        const description = within.length
          ? `${category.category_title} at ${BRAND_NAME}: ${within.join(', ')}.`
          : `${category.category_title} at ${BRAND_NAME}. ${shop}`;
        return {
          status: 200,
          title: pageTitle(category.category_title),
          name: category.category_title,
          description: clip(description),
          canonicalPath: categoryPath(category.category_title, category.category_id),
          ogType: 'website',
          image: category.category_image_url || null,
        };
      }
      case 'product': {
        const row = await this.repo.productFacts(subject.productId);
        if (!row) return { status: 404, title: pageTitle(labels.productNotFound) };
        return productHead(
          {
            productId: row.product_id,
            title: row.product_title,
            shortDescription: row.product_short_description,
            description: row.product_description,
            imageUrl: row.product_image_url,
            salePricePaise: row.sale_price_paise,
            stock: row.stock_quantity,
            ratingSumX2: row.rating_sum_x2,
            reviewCount: row.review_count,
          },
          productPath(row.product_title, row.product_id),
        );
      }
      case 'missing':
        return { status: 404, title: pageTitle(subject.of === 'product' ? labels.productNotFound : labels.categoryNotFound) };
    }
  }
}

/** Most URLs in one sitemap file (the protocol allows 50,000; smaller files are cheaper to build). */
export const SITEMAP_MAX_URLS = 5_000;

/** What /sitemap.xml is: every URL at once when they fit in one file, else an index of the files. */
export type SitemapRoot = { kind: 'urlset'; paths: string[] } | { kind: 'index'; files: string[] };

/**
 * The paths the sitemap lists: home, all products and every category (one file), and the
 * products in pages of `pageSize` by id, each one query. Kept briefly per file and cleared
 * with the other caches.
 */
export class Sitemaps {
  private readonly cache: TtlCache<SitemapRoot | string[]>;
  private readonly counts: TtlCache<number>;

  constructor(
    private readonly repo: SeoRepository,
    private readonly catalog: CatalogService,
    ttlMs: number,
    private readonly pageSize = SITEMAP_MAX_URLS,
  ) {
    const sizeOf = (v: SitemapRoot | string[]) => {
      const list = Array.isArray(v) ? v : v.kind === 'urlset' ? v.paths : v.files;
      return list.reduce((n, p) => n + p.length * 2 + 16, 0);
    };
    this.cache = new TtlCache({ ttlMs, maxEntries: 64, maxBytes: 16 * 1024 * 1024, sizeOf });
    this.counts = new TtlCache({ ttlMs, maxEntries: 1 });
  }

  clear(): void {
    this.cache.clear();
    this.counts.clear();
  }

  /** Home, all products and each category's listing path (canonical form). */
  listingPaths(): Promise<string[]> {
    return this.cache.getOrLoad('categories', async () => [
      '/',
      '/AllProductsList',
      ...flattenCategories(await this.catalog.categories()).map((c) => categoryPath(c.category_title, c.category_id)),
    ]) as Promise<string[]>;
  }

  /** The product paths of page `page` (1-based), or null when there is no such page. */
  async productPaths(page: number): Promise<string[] | null> {
    if (!Number.isSafeInteger(page) || page < 1) return null;
    const pages = Math.ceil((await this.productCount()) / this.pageSize);
    if (page > pages) return null;
    return this.cache.getOrLoad(`products-${page}`, async () =>
      (await this.repo.productPage((page - 1) * this.pageSize, this.pageSize)).map((p) => productPath(p.product_title, p.product_id)),
    ) as Promise<string[]>;
  }

  /** The whole sitemap when it fits in one file; else the index of its files. */
  root(): Promise<SitemapRoot> {
    return this.cache.getOrLoad('root', async () => {
      const [listings, products] = await Promise.all([this.listingPaths(), this.productCount()]);
      if (listings.length + products <= this.pageSize) {
        const rows = products === 0 ? [] : await this.repo.productPage(0, this.pageSize);
        return { kind: 'urlset', paths: [...listings, ...rows.map((p) => productPath(p.product_title, p.product_id))] };
      }
      const pages = Math.ceil(products / this.pageSize);
      return { kind: 'index', files: ['/sitemap-categories.xml', ...Array.from({ length: pages }, (_, i) => `/sitemap-products-${i + 1}.xml`)] };
    }) as Promise<SitemapRoot>;
  }

  private productCount(): Promise<number> {
    return this.counts.getOrLoad('products', () => this.repo.countProducts());
  }
}
