import {
  pageInfo,
  type Category,
  type PageInfo,
  type ProductCard,
  type ProductDetail,
  type ProductVariant,
  type SearchSuggestion,
  type SortBy,
} from '@shop/core';
import { notFound } from '../../http/errors.js';
import { TtlCache } from '../../lib/cache.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { CatalogRepository } from './catalog.repository.js';
import { buildCategoryTree, descendantIds, toProductCard, toProductDetail, toVariant } from './catalog.mappers.js';

/** What the catalog answers for an id it does not hold. */
export const CATALOG_RESULT_MESSAGES = {
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
} as const;

/** How many related products a detail page shows. */
export const RELATED_PRODUCTS_LIMIT = 8;
/** How many products the Trending carousel holds. */
export const TRENDING_LIMIT = 12;

type CategoryTree = ReturnType<typeof buildCategoryTree>;

/** Catalog rules: category trees, listings with paging and sorting, search, product detail. */
export class CatalogService {
  private readonly treeCache: TtlCache<CategoryTree>;

  constructor(
    private readonly repo: CatalogRepository,
    cacheMs: number,
  ) {
    // The tree is read on every listing; it only changes when the catalog is reseeded.
    this.treeCache = new TtlCache({ ttlMs: Math.max(cacheMs, 1_000), maxEntries: 1 });
  }

  /** Forgets the category tree (the back office changed a category). */
  clearCache(): void {
    this.treeCache.clear();
  }

  private tree(): Promise<CategoryTree> {
    return this.treeCache.getOrLoad('tree', async () => buildCategoryTree(await this.repo.listCategories()));
  }

  async categories(): Promise<Category[]> {
    return (await this.tree()).roots;
  }

  /** A category and its descendants' ids, or a 404 for an unknown id. */
  private async categoryScope(categoryId: number): Promise<{ category: Category; ids: number[] }> {
    const category = (await this.tree()).byId.get(categoryId);
    if (!category) throw notFound(CATALOG_RESULT_MESSAGES.categoryNotFound);
    return { category, ids: descendantIds(category) };
  }

  async productsByCategory(q: { categoryId?: number; page: number; limit: number; sortBy: SortBy }): Promise<{
    data: { data: ProductCard[] } & PageInfo;
    category_data: Category | null;
  }> {
    const scope = q.categoryId === undefined ? undefined : await this.categoryScope(q.categoryId);
    const [rows, total] = await Promise.all([
      this.repo.listProducts({ categoryIds: scope?.ids, sortBy: q.sortBy, limit: q.limit, offset: (q.page - 1) * q.limit }),
      this.repo.countProducts(scope?.ids),
    ]);
    return { data: { data: rows.map(toProductCard), ...pageInfo(total, q.page, q.limit) }, category_data: scope?.category ?? null };
  }

  async allProducts(q: { limit: number; sortBy: SortBy }): Promise<ProductCard[]> {
    return (await this.repo.listProducts({ sortBy: q.sortBy, limit: q.limit, offset: 0 })).map(toProductCard);
  }

  async popular(limit: number): Promise<ProductCard[]> {
    return (await this.repo.popularProducts(limit)).map(toProductCard);
  }

  async trending(): Promise<ProductCard[]> {
    return (await this.repo.trendingProducts(TRENDING_LIMIT)).map(toProductCard);
  }

  async search(q: { keyword?: string; categoryId?: number; limit: number }): Promise<SearchSuggestion[]> {
    const scope = q.categoryId === undefined ? undefined : await this.categoryScope(q.categoryId);
    const keywordLc = q.keyword?.trim().toLowerCase() || undefined;
    return this.repo.searchTitles({ keywordLc, categoryIds: scope?.ids, limit: q.limit });
  }

  /** One detail row per variant (the default first) and the variants in display order. */
  async productDetails(productId: number): Promise<{ data: ProductDetail[]; product_variants: ProductVariant[] }> {
    const row = await this.repo.findProduct(productId);
    if (!row) throw notFound(CATALOG_RESULT_MESSAGES.productNotFound);
    const product = { ...row, product_description: sanitizeRichText(row.product_description) };
    const variants = await this.repo.variantsOf(productId);
    const defaultFirst = [...variants].sort((a, b) => b.is_default - a.is_default);
    return { data: defaultFirst.map((v) => toProductDetail(product, v)), product_variants: variants.map(toVariant) };
  }

  async related(productId: number, categoryId?: number): Promise<ProductCard[]> {
    let category = categoryId;
    if (category === undefined) {
      const product = await this.repo.findProduct(productId);
      if (!product) throw notFound(CATALOG_RESULT_MESSAGES.productNotFound);
      category = product.category_id;
    } else if (!(await this.repo.productExists(productId))) {
      throw notFound(CATALOG_RESULT_MESSAGES.productNotFound);
    }
    return (await this.repo.relatedProducts(category, productId, RELATED_PRODUCTS_LIMIT)).map(toProductCard);
  }

  async gallery(productId: number) {
    const items = await this.repo.galleryOf(productId);
    if (items.length === 0 && !(await this.repo.productExists(productId))) throw notFound(CATALOG_RESULT_MESSAGES.productNotFound);
    return items;
  }

  async assertProductExists(productId: number): Promise<void> {
    if (!(await this.repo.productExists(productId))) throw notFound(CATALOG_RESULT_MESSAGES.productNotFound);
  }
}
