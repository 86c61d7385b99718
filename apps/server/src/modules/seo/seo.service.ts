import { categoryPath, POLICY_SLUGS, policyPath, productPath, type Category } from '@shop/core';
import { TtlCache } from '../../lib/cache.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { SeoRepository } from './seo.repository.js';

/** Every category of the tree, parents before their children. */
export function flattenCategories(tree: readonly Category[]): Category[] {
  return tree.flatMap((c) => [c, ...flattenCategories(c.children)]);
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

  /** Home, all products, each category's listing path (canonical form) and the policy pages. */
  listingPaths(): Promise<string[]> {
    return this.cache.getOrLoad('categories', async () => [
      '/',
      '/AllProductsList',
      ...flattenCategories(await this.catalog.categories()).map((c) => categoryPath(c.category_title, c.category_id)),
      ...POLICY_SLUGS.map(policyPath),
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
