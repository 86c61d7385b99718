import type { Kysely, Updateable } from 'kysely';
import {
  BUILT_IN_ATTRIBUTES,
  basisPointsToRate,
  pageInfo,
  rateToBasisPoints,
  titleSlug,
  type Category,
  type PageInfo,
  type ProductCard,
  type ProductDetail,
  type ProductVariant,
  type SortBy,
} from '@shop/core';
import {
  CATALOG_MESSAGES,
  ATTRIBUTE_VALUES_LISTED,
  CATEGORY_DEPTH_MAX,
  STOCK_MAX,
  attributeNameOrder,
  labelClassOf,
  type AdminCategory,
  type AdminCategoryCreate,
  type AdminCategoryNode,
  type AdminCategoryUpdate,
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductListItem,
  type AdminProductListQuery,
  type AdminProductUpdate,
  type AdminVariantInput,
  type ImportResult,
  type ProductLabel,
  type StockAdjustment,
  type StockAdjustmentRequest,
} from '@shop/core/admin';
import type { ShopDb } from '../../db/index.js';
import type { CategoryRow, Database } from '../../db/schema.js';
import { catalogChanged, writeTransaction } from '../../db/write-transaction.js';
import { HttpError, notFound } from '../../http/errors.js';
import { TtlCache } from '../../lib/cache.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { recordAudit, type Actor } from '../staff/audit.js';
import { CatalogRepository, NEW_PRODUCT_TOTALS } from './catalog.repository.js';
import { attributeRows, buildCategoryTree, descendantIds, galleryRow, groupAttributes, toProductCard, toProductDetail, toVariant } from './catalog.mappers.js';
import { buildAdminTree, depthOf, descendantsOf, heightOf } from './category-tree.js';
import { exportCatalogCsv } from './csv-export.js';
import { ImportRefused, planImport, writeImport } from './csv-import.js';
import { Inventory, StockRefused } from './inventory.js';

type Db = Kysely<Database>;

/** The reason written for a new variant's opening stock. */
export const OPENING_STOCK_REASON = 'Opening stock';

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

/** A category as the back office reads it: the GST rate in percent. */
function adminCategoryOf(row: CategoryRow): AdminCategory {
  return {
    category_id: row.category_id,
    parent_id: row.parent_id,
    category_title: row.category_title,
    category_slug: row.category_slug,
    category_image_url: row.category_image_url,
    sort_order: row.sort_order,
    hsn_code: row.hsn_code,
    gst_rate: row.gst_rate_bp === null ? null : basisPointsToRate(row.gst_rate_bp),
  };
}

/** A title's slug that no other product has: 'Rose-Quartz', else 'Rose-Quartz-2', '-3', … */
async function uniqueSlug(repo: CatalogRepository, title: string, exceptId?: number): Promise<string> {
  const base = titleSlug(title) || 'product';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugTaken(slug, exceptId))) return slug;
  }
}

/**
 * Catalog rules. The storefront's: category trees, listings with paging and sorting, search,
 * product detail (read from the reading connection). The back office's: products, the
 * three-level category tree, stock adjustments and history, the CSV export and import. Every
 * back-office write runs in one transaction with its audit row, keeps the products'
 * denormalised prices in step (stock goes through the inventory, which keeps the totals) and
 * announces a catalog change, emitted once it commits.
 */
export class CatalogService {
  private readonly treeCache: TtlCache<CategoryTree>;
  /** The storefront's reads (PostgreSQL: the read pool). */
  private readonly reads: CatalogRepository;
  /** The back office's reads, on the writing connection (what it just saved, at once). */
  private readonly repo: CatalogRepository;
  private readonly inventory: Inventory;

  constructor(
    private readonly shop: ShopDb,
    cacheMs: number,
  ) {
    this.reads = new CatalogRepository(shop.reads, shop.engine);
    this.repo = new CatalogRepository(shop.db, shop.engine);
    this.inventory = new Inventory(shop.engine);
    // The tree is read on every listing; it only changes when the catalog is reseeded.
    this.treeCache = new TtlCache({ ttlMs: Math.max(cacheMs, 1_000), maxEntries: 1 });
  }

  /** Forgets the category tree (the back office changed a category). */
  clearCache(): void {
    this.treeCache.clear();
  }

  private tree(): Promise<CategoryTree> {
    return this.treeCache.getOrLoad('tree', async () => buildCategoryTree(await this.reads.listCategories()));
  }

  async categories(): Promise<Category[]> {
    return (await this.tree()).roots;
  }

  /** A category and its descendants' ids, or a 404 for an unknown id. */
  async categoryScope(categoryId: number): Promise<{ category: Category; ids: number[] }> {
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
      this.reads.listProducts({ categoryIds: scope?.ids, sortBy: q.sortBy, limit: q.limit, offset: (q.page - 1) * q.limit }),
      this.reads.countProducts(scope?.ids),
    ]);
    return { data: { data: rows.map(toProductCard), ...pageInfo(total, q.page, q.limit) }, category_data: scope?.category ?? null };
  }

  async allProducts(q: { limit: number; sortBy: SortBy }): Promise<ProductCard[]> {
    return (await this.reads.listProducts({ sortBy: q.sortBy, limit: q.limit, offset: 0 })).map(toProductCard);
  }

  async popular(limit: number): Promise<ProductCard[]> {
    return (await this.reads.popularProducts(limit)).map(toProductCard);
  }

  async trending(): Promise<ProductCard[]> {
    return (await this.reads.trendingProducts(TRENDING_LIMIT)).map(toProductCard);
  }

  /** One detail row per variant (the default first) and the variants in display order. */
  async productDetails(productId: number): Promise<{ data: ProductDetail[]; product_variants: ProductVariant[] }> {
    const row = await this.reads.findProduct(productId);
    if (!row) throw notFound(CATALOG_RESULT_MESSAGES.productNotFound);
    const product = { ...row, product_description: sanitizeRichText(row.product_description) };
    const variants = await this.reads.variantsOf(productId);
    const defaultFirst = [...variants].sort((a, b) => b.is_default - a.is_default);
    return { data: defaultFirst.map((v) => toProductDetail(product, v)), product_variants: variants.map(toVariant) };
  }

  async related(productId: number, categoryId?: number): Promise<ProductCard[]> {
    let category = categoryId;
    if (category === undefined) {
      const product = await this.reads.findProduct(productId);
      if (!product) throw notFound(CATALOG_RESULT_MESSAGES.productNotFound);
      category = product.category_id;
    } else if (!(await this.reads.productExists(productId))) {
      throw notFound(CATALOG_RESULT_MESSAGES.productNotFound);
    }
    return (await this.reads.relatedProducts(category, productId, RELATED_PRODUCTS_LIMIT)).map(toProductCard);
  }

  async gallery(productId: number) {
    const items = await this.reads.galleryOf(productId);
    if (items.length === 0 && !(await this.reads.productExists(productId))) throw notFound(CATALOG_RESULT_MESSAGES.productNotFound);
    return items;
  }

  async assertProductExists(productId: number): Promise<void> {
    if (!(await this.reads.productExists(productId))) throw notFound(CATALOG_RESULT_MESSAGES.productNotFound);
  }

  // ============================================================ the back office: products

  /** A page of the back office's products, newest first. */
  async adminProducts(q: AdminProductListQuery): Promise<{ rows: AdminProductListItem[]; total: number }> {
    const categoryIds = q.category_id === undefined ? undefined : descendantsOf(await this.repo.categories(), q.category_id);
    if (categoryIds && categoryIds.length === 0) throw new HttpError(404, CATALOG_MESSAGES.categoryNotFound);
    const { rows, total } = await this.repo.adminProducts({
      keywordLc: q.q?.toLowerCase() || undefined,
      categoryIds,
      archived: q.archived,
      lowStock: q.low_stock,
      limit: q.page_size,
      offset: (q.page - 1) * q.page_size,
    });
    return {
      total,
      rows: rows.map((r) => ({
        ...r,
        product_label: r.product_label as ProductLabel | null,
        variant_count: Number(r.variant_count ?? 0),
        low_stock_variants: Number(r.low_stock_variants ?? 0),
        archived: r.archived === 1,
      })),
    };
  }

  /** The product with its variants and gallery, archived or not; 404 when unknown. */
  async adminProduct(productId: number, repo: CatalogRepository = this.repo): Promise<AdminProduct> {
    const p = await repo.product(productId);
    if (!p) throw new HttpError(404, CATALOG_MESSAGES.productNotFound);
    const [variants, gallery, attributes] = await Promise.all([repo.variantsOf(productId), repo.adminGallery(productId), repo.attributesOf(productId)]);
    return {
      product_id: p.product_id,
      product_title: p.product_title,
      product_slug: p.product_slug,
      category_id: p.category_id,
      product_short_description: p.product_short_description,
      product_description: p.product_description,
      product_image_url: p.product_image_url,
      product_label: p.product_label as ProductLabel | null,
      is_trending: p.is_trending === 1,
      featured_rank: p.featured_rank,
      archived: p.archived === 1,
      default_variant_id: p.default_variant_id,
      sale_price_paise: p.sale_price_paise,
      mrp_price_paise: p.mrp_price_paise,
      stock_quantity: p.stock_quantity,
      review_count: p.review_count,
      created_at: p.created_at,
      product_aliases: p.product_aliases,
      attributes: groupAttributes(attributes),
      hsn_code: p.hsn_code,
      gst_rate: p.gst_rate_bp === null ? null : basisPointsToRate(p.gst_rate_bp),
      country_of_origin: p.country_of_origin,
      variants: variants.map((v) => ({
        product_variant_id: v.product_variant_id,
        product_variant_title: v.product_variant_title,
        product_variant_short_description: v.product_variant_short_description,
        sale_price_paise: v.sale_price_paise,
        mrp_price_paise: v.mrp_price_paise,
        stock_quantity: v.stock_quantity,
        is_default: v.is_default === 1,
        sort_order: v.sort_order,
      })),
      gallery: gallery.map((g) => ({
        product_gallery_id: g.product_gallery_id,
        type: g.product_gallery_type === 'image' ? ('image' as const) : ('video' as const),
        image_url: g.product_slider_image_url,
        video_url: g.product_video_url,
        sort_order: g.sort_order,
      })),
    };
  }

  private static async assertCategory(repo: CatalogRepository, categoryId: number): Promise<void> {
    if (!(await repo.categoryExists(categoryId))) throw new HttpError(400, `${CATALOG_MESSAGES.categoryNotFound} (category_id ${categoryId})`);
  }

  async createProduct(actor: Actor, body: AdminProductCreate): Promise<AdminProduct> {
    if (body.country_of_origin === '') throw new HttpError(400, CATALOG_MESSAGES.countryRequired);
    return writeTransaction(this.shop, async (trx) => {
      const repo = new CatalogRepository(trx, this.shop.engine);
      await CatalogService.assertCategory(repo, body.category_id);
      const now = new Date().toISOString();
      const id = await repo.insertProduct({
        category_id: body.category_id,
        product_title: body.product_title,
        product_title_lc: body.product_title.toLowerCase(),
        product_slug: await uniqueSlug(repo, body.product_title),
        product_short_description: body.product_short_description,
        product_description: sanitizeRichText(body.product_description),
        product_image_url: body.product_image_url,
        product_label: body.product_label,
        product_label_class: labelClassOf(body.product_label),
        featured_rank: body.featured_rank ?? (await repo.nextFeaturedRank()),
        ...NEW_PRODUCT_TOTALS,
        is_trending: body.is_trending ? 1 : 0,
        created_at: now,
        product_aliases: body.product_aliases,
        hsn_code: body.hsn_code,
        gst_rate_bp: body.gst_rate === null ? null : rateToBasisPoints(body.gst_rate),
        country_of_origin: body.country_of_origin,
      });
      await repo.replaceAttributes([id], attributeRows(id, body.attributes));
      await this.insertVariants(trx, repo, actor, id, body.variants);
      await repo.replaceGallery(
        id,
        body.gallery.map((g, i) => galleryRow(id, g, i)),
      );
      await repo.refreshProductPrices([id]);
      const after = await this.adminProduct(id, repo);
      await recordAudit(trx, actor, { action: 'product.create', entity: 'product', entityId: id, after });
      await catalogChanged(trx, { kind: 'catalog' });
      return after;
    });
  }

  /** Adds the variants with no stock, then their opening stock through the inventory (ledger rows 'Opening stock'). */
  private async insertVariants(
    trx: Db,
    repo: CatalogRepository,
    actor: Actor,
    productId: number,
    variants: AdminVariantInput[],
    startOrder = 0,
  ): Promise<void> {
    const opening: Array<{ variantId: number; delta: number }> = [];
    // One INSERT each (a product has a few): a multi-row RETURNING need not answer in the rows' order.
    for (const [i, v] of variants.entries()) {
      const variantId = await repo.insertVariant({
        product_id: productId,
        product_variant_title: v.product_variant_title,
        product_variant_short_description: v.product_variant_short_description,
        sale_price_paise: v.sale_price_paise,
        mrp_price_paise: v.mrp_price_paise,
        stock_quantity: 0,
        is_default: v.is_default ? 1 : 0,
        sort_order: v.sort_order ?? startOrder + i,
      });
      opening.push({ variantId, delta: v.stock_quantity ?? 0 });
    }
    await this.inventory.adjust(trx, opening, { kind: 'created', reason: OPENING_STOCK_REASON, staffId: actor.staffId });
  }

  async updateProduct(actor: Actor, productId: number, body: AdminProductUpdate): Promise<AdminProduct> {
    return writeTransaction(this.shop, async (trx) => {
      const repo = new CatalogRepository(trx, this.shop.engine);
      const before = await this.adminProduct(productId, repo);
      // Rule 6(5)(d): a product on sale shows its country of origin; one stored before the rule gets it with its next change.
      if (body.country_of_origin === '' || (body.country_of_origin === undefined && before.country_of_origin === '' && !before.archived))
        throw new HttpError(400, CATALOG_MESSAGES.countryRequired);
      if (body.category_id !== undefined) await CatalogService.assertCategory(repo, body.category_id);

      const fields: Updateable<Database['products']> = {};
      if (body.product_title !== undefined && body.product_title !== before.product_title) {
        fields.product_title = body.product_title;
        fields.product_title_lc = body.product_title.toLowerCase();
        fields.product_slug = await uniqueSlug(repo, body.product_title, productId);
      }
      if (body.category_id !== undefined) fields.category_id = body.category_id;
      if (body.product_short_description !== undefined) fields.product_short_description = body.product_short_description;
      if (body.product_description !== undefined) fields.product_description = sanitizeRichText(body.product_description);
      if (body.product_image_url !== undefined) fields.product_image_url = body.product_image_url;
      if (body.product_label !== undefined) {
        fields.product_label = body.product_label;
        fields.product_label_class = labelClassOf(body.product_label);
      }
      if (body.is_trending !== undefined) fields.is_trending = body.is_trending ? 1 : 0;
      if (body.featured_rank !== undefined) fields.featured_rank = body.featured_rank;
      if (body.product_aliases !== undefined) fields.product_aliases = body.product_aliases;
      if (body.hsn_code !== undefined) fields.hsn_code = body.hsn_code;
      if (body.gst_rate !== undefined) fields.gst_rate_bp = body.gst_rate === null ? null : rateToBasisPoints(body.gst_rate);
      if (body.country_of_origin !== undefined) fields.country_of_origin = body.country_of_origin;
      if (Object.keys(fields).length > 0) await repo.updateProduct(productId, fields);
      if (body.attributes) await repo.replaceAttributes([productId], attributeRows(productId, body.attributes));

      if (body.variants) await this.replaceVariants(trx, repo, actor, before, body.variants);
      const gallery = body.gallery;
      if (gallery)
        await repo.replaceGallery(
          productId,
          gallery.map((g, i) => galleryRow(productId, g, i)),
        );
      await repo.refreshProductPrices([productId]);
      const after = await this.adminProduct(productId, repo);
      await recordAudit(trx, actor, { action: 'product.update', entity: 'product', entityId: productId, before, after });
      await catalogChanged(trx, { kind: 'catalog' });
      return after;
    });
  }

  /** The whole variant list: listed ids edited, new entries added, the rest removed. */
  private async replaceVariants(trx: Db, repo: CatalogRepository, actor: Actor, before: AdminProduct, list: AdminVariantInput[]): Promise<void> {
    const current = new Map(before.variants.map((v) => [v.product_variant_id, v]));
    for (const v of list) {
      if (v.product_variant_id === undefined) continue;
      const existing = current.get(v.product_variant_id);
      if (!existing) throw new HttpError(400, `${CATALOG_MESSAGES.variantElsewhere} (product_variant_id ${v.product_variant_id})`);
      if (v.stock_quantity !== undefined && v.stock_quantity !== existing.stock_quantity) {
        throw new HttpError(
          400,
          `Change the stock of "${existing.product_variant_title}" with a stock adjustment (POST /api/admin/variants/${existing.product_variant_id}/stock), which records a reason.`,
        );
      }
    }
    const kept = new Set(list.flatMap((v) => v.product_variant_id ?? []));
    const removed = before.variants.filter((v) => !kept.has(v.product_variant_id)).map((v) => v.product_variant_id);
    const ordered = await repo.orderedVariants(removed);
    if (ordered.length > 0) throw new HttpError(409, `${CATALOG_MESSAGES.variantOrdered} (product_variant_id ${ordered.join(', ')})`);
    if (removed.length > 0) {
      // Their stock leaves the product's total the one way stock moves (the ledger rows go with the variants).
      await this.inventory.setLevels(
        trx,
        removed.map((variantId) => ({ variantId, level: 0 })),
        { kind: 'admin', reason: 'Variant removed', staffId: actor.staffId },
      );
      await repo.deleteVariants(removed);
    }

    for (const [i, v] of list.entries()) {
      if (v.product_variant_id === undefined) continue;
      await repo.updateVariant(v.product_variant_id, {
        product_variant_title: v.product_variant_title,
        product_variant_short_description: v.product_variant_short_description,
        sale_price_paise: v.sale_price_paise,
        mrp_price_paise: v.mrp_price_paise,
        is_default: v.is_default ? 1 : 0,
        sort_order: v.sort_order ?? i,
      });
    }
    const added = list.map((v, i) => ({ ...v, sort_order: v.sort_order ?? i })).filter((v) => v.product_variant_id === undefined);
    await this.insertVariants(trx, repo, actor, before.product_id, added);
  }

  /** Hides the product from the storefront (1) or puts it back (0); orders and invoices keep it. */
  async setArchived(actor: Actor, productId: number, archived: boolean): Promise<AdminProduct> {
    return writeTransaction(this.shop, async (trx) => {
      const repo = new CatalogRepository(trx, this.shop.engine);
      const before = await this.adminProduct(productId, repo);
      if (!archived && before.archived && before.country_of_origin === '') throw new HttpError(400, CATALOG_MESSAGES.countryRequired);
      await repo.updateProduct(productId, { archived: archived ? 1 : 0 });
      await recordAudit(trx, actor, {
        action: archived ? 'product.archive' : 'product.unarchive',
        entity: 'product',
        entityId: productId,
        before: { archived: before.archived },
        after: { archived },
      });
      await catalogChanged(trx, { kind: 'catalog' });
      return { ...before, archived };
    });
  }

  /**
   * The attribute names the product form suggests: the built-in ones and every name in use
   * (built-in first, then alphabetically), each with its values in use, most used first.
   */
  async attributeNames(): Promise<Array<{ name: string; product_count: number; values: string[] }>> {
    const [names, values] = await Promise.all([this.repo.attributeNameCounts(), this.repo.attributeValueCounts()]);
    const byName = new Map<string, { name: string; product_count: number; values: Array<{ value: string; n: number }> }>();
    for (const name of BUILT_IN_ATTRIBUTES) byName.set(name, { name, product_count: 0, values: [] });
    for (const r of names) byName.set(r.name, { name: r.name, product_count: Number(r.n), values: [] });
    for (const r of values) byName.get(r.name)?.values.push({ value: r.value, n: Number(r.n) });
    return [...byName.values()]
      .sort((a, b) => attributeNameOrder(a.name, b.name))
      .map((a) => ({
        name: a.name,
        product_count: a.product_count,
        values: a.values
          .sort((x, y) => y.n - x.n || x.value.localeCompare(y.value, 'en'))
          .slice(0, ATTRIBUTE_VALUES_LISTED)
          .map((v) => v.value),
      }));
  }

  /** The countries of origin in use, most used first (then alphabetically). */
  async countriesOfOrigin(): Promise<Array<{ country: string; product_count: number }>> {
    return (await this.repo.countriesOfOrigin())
      .map((r) => ({ country: r.country_of_origin, product_count: Number(r.n) }))
      .sort((a, b) => b.product_count - a.product_count || a.country.localeCompare(b.country, 'en'));
  }

  // ============================================================ the back office: categories

  /** The category tree for the back office: slugs, order, depth and product counts. */
  async categoryTree(): Promise<AdminCategoryNode[]> {
    const [rows, counts] = await Promise.all([this.repo.categories(), this.repo.productCountsByCategory()]);
    return buildAdminTree(rows, counts);
  }

  /** Adds a category (no fourth level). */
  async createCategory(actor: Actor, body: AdminCategoryCreate): Promise<AdminCategory> {
    return writeTransaction(this.shop, async (trx) => {
      const repo = new CatalogRepository(trx, this.shop.engine);
      await repo.lockCategories();
      const rows = await repo.categories();
      if (body.parent_id !== null) {
        if (!rows.some((r) => r.category_id === body.parent_id)) throw new HttpError(400, `${CATALOG_MESSAGES.categoryNotFound} (parent_id ${body.parent_id})`);
        if (depthOf(rows, body.parent_id) + 1 > CATEGORY_DEPTH_MAX) throw new HttpError(409, CATALOG_MESSAGES.depth);
      }
      const row = await repo.insertCategory({
        parent_id: body.parent_id,
        category_title: body.category_title,
        category_slug: titleSlug(body.category_title),
        category_image_url: body.category_image_url,
        sort_order: body.sort_order ?? (await repo.nextCategorySortOrder(body.parent_id)),
        hsn_code: body.hsn_code,
        gst_rate_bp: body.gst_rate === null ? null : rateToBasisPoints(body.gst_rate),
      });
      const after = adminCategoryOf(row);
      await recordAudit(trx, actor, { action: 'category.create', entity: 'category', entityId: row.category_id, after });
      await catalogChanged(trx, { kind: 'catalog' });
      return after;
    });
  }

  /** Changes a category (no fourth level, no cycle). */
  async updateCategory(actor: Actor, id: number, body: AdminCategoryUpdate): Promise<AdminCategory> {
    return writeTransaction(this.shop, async (trx) => {
      const repo = new CatalogRepository(trx, this.shop.engine);
      await repo.lockCategories();
      const rows = await repo.categories();
      const before = rows.find((r) => r.category_id === id);
      if (!before) throw new HttpError(404, CATALOG_MESSAGES.categoryNotFound);
      if (body.parent_id !== undefined && body.parent_id !== before.parent_id && body.parent_id !== null) {
        if (!rows.some((r) => r.category_id === body.parent_id)) throw new HttpError(400, `${CATALOG_MESSAGES.categoryNotFound} (parent_id ${body.parent_id})`);
        if (descendantsOf(rows, id).includes(body.parent_id)) throw new HttpError(409, CATALOG_MESSAGES.cycle);
        if (depthOf(rows, body.parent_id) + heightOf(rows, id) > CATEGORY_DEPTH_MAX) throw new HttpError(409, CATALOG_MESSAGES.depth);
      }
      const fields: Partial<CategoryRow> = {};
      if (body.category_title !== undefined) {
        fields.category_title = body.category_title;
        fields.category_slug = titleSlug(body.category_title);
      }
      if (body.parent_id !== undefined) fields.parent_id = body.parent_id;
      if (body.category_image_url !== undefined) fields.category_image_url = body.category_image_url;
      if (body.sort_order !== undefined) fields.sort_order = body.sort_order;
      if (body.hsn_code !== undefined) fields.hsn_code = body.hsn_code;
      if (body.gst_rate !== undefined) fields.gst_rate_bp = body.gst_rate === null ? null : rateToBasisPoints(body.gst_rate);
      const after = adminCategoryOf(Object.keys(fields).length === 0 ? before : await repo.updateCategory(id, fields));
      await recordAudit(trx, actor, { action: 'category.update', entity: 'category', entityId: id, before: adminCategoryOf(before), after });
      await catalogChanged(trx, { kind: 'catalog' });
      return after;
    });
  }

  /** Deletes a category, only when nothing refers to it. */
  async deleteCategory(actor: Actor, id: number): Promise<void> {
    await writeTransaction(this.shop, async (trx) => {
      const repo = new CatalogRepository(trx, this.shop.engine);
      await repo.lockCategories();
      const before = await repo.category(id);
      if (!before) throw new HttpError(404, CATALOG_MESSAGES.categoryNotFound);
      const used = (table: 'categories' | 'products' | 'home_slides' | 'promo_banners', column: 'parent_id' | 'category_id') =>
        repo.categoryInUse(table, column, id);
      if (await used('categories', 'parent_id')) throw new HttpError(409, CATALOG_MESSAGES.categoryHasChildren);
      if (await used('products', 'category_id')) throw new HttpError(409, CATALOG_MESSAGES.categoryHasProducts);
      if ((await used('home_slides', 'category_id')) || (await used('promo_banners', 'category_id')))
        throw new HttpError(409, CATALOG_MESSAGES.categoryHasContent);
      await repo.deleteCategory(id);
      await recordAudit(trx, actor, { action: 'category.delete', entity: 'category', entityId: id, before });
      await catalogChanged(trx, { kind: 'catalog' });
    });
  }

  // ============================================================ the back office: stock

  /**
   * Stock changed by hand, with a reason, through the inventory as every other stock change:
   * the change is made only if the result stays within 0…STOCK_MAX (one conditional UPDATE,
   * so any number of adjustments and orders arriving at once never leave a variant below 0),
   * with its ledger row and the product's total.
   */
  async adjustStock(
    actor: Actor,
    variantId: number,
    body: StockAdjustmentRequest,
  ): Promise<StockAdjustment & { product_id: number; product_stock_quantity: number }> {
    const why = { kind: 'admin' as const, reason: body.reason, staffId: actor.staffId };
    try {
      return await writeTransaction(this.shop, async (trx) => {
        const moved =
          body.delta !== undefined
            ? await this.inventory.adjust(trx, [{ variantId, delta: body.delta }], why, { max: STOCK_MAX })
            : await this.inventory.setLevels(trx, [{ variantId, level: body.set! }], why, { max: STOCK_MAX, keepUnchanged: true });
        const row = moved.rows[0]!;
        const productId = [...moved.productTotals.keys()][0]!;
        await recordAudit(trx, actor, {
          action: 'stock.adjust',
          entity: 'product_variant',
          entityId: variantId,
          before: { stock_quantity: row.stock_after - row.delta },
          after: { stock_quantity: row.stock_after, reason: body.reason },
        });
        return { ...row, staff_email: actor.email, product_id: productId, product_stock_quantity: moved.productTotals.get(productId)! };
      });
    } catch (err) {
      if (!(err instanceof StockRefused)) throw err;
      const now = err.variants[0]!.stock;
      if (now === null) throw new HttpError(404, CATALOG_MESSAGES.variantNotFound);
      const message = (body.delta ?? 0) < 0 ? CATALOG_MESSAGES.stockBelowZero : CATALOG_MESSAGES.stockAboveMax;
      throw new HttpError(409, `${message} The variant has ${now} in stock.`, {}, { stock_quantity: now });
    }
  }

  /** A variant's stock changes (the ledger: by hand, orders, imports…), newest first; 404 for an unknown variant. */
  async stockHistory(variantId: number, page: number, pageSize: number): Promise<{ rows: StockAdjustment[]; total: number }> {
    if (!(await this.repo.variantExists(variantId))) throw new HttpError(404, CATALOG_MESSAGES.variantNotFound);
    const { rows, total } = await this.repo.stockHistory(variantId, pageSize, (page - 1) * pageSize);
    return { total, rows: rows.map(({ email, ...r }) => ({ ...r, staff_email: email ?? '' })) };
  }

  // ------------------------------------------------------------ the CSV export and import

  /** The whole catalog as CSV, a page of products at a time (csv-export.ts). */
  exportCsv(): AsyncGenerator<string> {
    return exportCatalogCsv(this.repo);
  }

  /**
   * Imports a catalog CSV: every row and the file as a whole are checked first, and any error
   * refuses the whole file (422, every error by row and column). A dry run stops there; a real
   * run writes everything in one transaction (checked again inside it) or nothing.
   */
  async importCsv(actor: Actor, text: string, dryRun: boolean): Promise<ImportResult> {
    if (dryRun) {
      const { plan, errors } = await planImport(this.repo, text);
      if (errors.length > 0) throw new ImportRefused(errors);
      return plan.result;
    }
    // One connection on SQLite: a second one would let reads past a long import, but a write
    // of this process meanwhile (the outbox, the payment sweep) would wait for the lock in
    // SQLite's busy handler, which blocks the whole event loop (measured: 5 s, the busy
    // timeout). The import instead yields between its batches.
    return writeTransaction(this.shop, async (trx) => {
      const repo = new CatalogRepository(trx, this.shop.engine);
      const { plan, errors } = await planImport(repo, text);
      if (errors.length > 0) throw new ImportRefused(errors);
      await writeImport(trx, repo, this.inventory, actor, plan);
      return { ...plan.result, dry_run: false };
    });
  }

  /** The audit row of a picture uploaded for the catalog (its files are already stored). */
  async recordUpload(actor: Actor, key: string | undefined, result: unknown): Promise<void> {
    await writeTransaction(this.shop, (trx) => recordAudit(trx, actor, { action: 'upload.create', entity: 'upload', entityId: key, after: result }));
  }
}
