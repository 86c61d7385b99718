import type { Kysely, Updateable } from 'kysely';
import { titleSlug, videoIdFromUrl, videoThumbnailUrl } from '@shop/core';
import {
  CATALOG_MESSAGES,
  labelClassOf,
  type AdminGalleryInput,
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductListItem,
  type AdminProductListQuery,
  type AdminProductUpdate,
  type AdminVariantInput,
  type ProductLabel,
} from '@shop/core/admin';
import type { ShopDb } from '../../../db/index.js';
import type { Database } from '../../../db/schema.js';
import { catalogChanged, writeTransaction } from '../../../db/write-transaction.js';
import { HttpError } from '../../../http/errors.js';
import { sanitizeRichText } from '../../../lib/sanitize.js';
import { recordAudit, type Actor } from '../../staff/audit.js';
import { CatalogAdminRepository, refreshProductPrices } from './catalog-admin.repository.js';
import { descendantsOf } from './categories.service.js';
import { Inventory } from '../../catalog/inventory.js';

type Db = Kysely<Database>;

/** The reason written for a new variant's opening stock. */
export const OPENING_STOCK_REASON = 'Opening stock';

/** A title's slug that no other product has: 'Rose-Quartz', else 'Rose-Quartz-2', '-3', … */
export async function uniqueSlug(repo: CatalogAdminRepository, db: Db, title: string, exceptId?: number): Promise<string> {
  const base = titleSlug(title) || 'product';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugTaken(db, slug, exceptId))) return slug;
  }
}

/** A gallery entry as stored: a picture, or a video with the video service's thumbnail. */
export function galleryRow(productId: number, item: AdminGalleryInput, sortOrder: number) {
  return item.type === 'image'
    ? { product_id: productId, product_gallery_type: 'image', product_slider_image_url: item.image_url, product_video_url: '', sort_order: sortOrder }
    : {
        product_id: productId,
        product_gallery_type: 'video',
        product_slider_image_url: videoThumbnailUrl(videoIdFromUrl(item.video_url) ?? ''),
        product_video_url: item.video_url,
        sort_order: sortOrder,
      };
}

/**
 * Products in the back office: list, read, create, change, archive. Every write runs in one
 * transaction with its audit row, keeps the products' denormalised prices in step (stock goes
 * through the inventory, which keeps the totals) and announces a catalog change, emitted
 * once it commits.
 */
export class ProductsAdminService {
  readonly repo: CatalogAdminRepository;
  private readonly inventory: Inventory;

  constructor(private readonly shop: ShopDb) {
    this.repo = new CatalogAdminRepository(shop.db);
    this.inventory = new Inventory(shop.engine);
  }

  async list(q: AdminProductListQuery): Promise<{ rows: AdminProductListItem[]; total: number }> {
    const categoryIds = q.category_id === undefined ? undefined : descendantsOf(await this.repo.categories(), q.category_id);
    if (categoryIds && categoryIds.length === 0) throw new HttpError(404, CATALOG_MESSAGES.categoryNotFound);
    const { rows, total } = await this.repo.listProducts({
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
  async detail(productId: number, db: Db = this.shop.db): Promise<AdminProduct> {
    const p = await this.repo.product(productId, db);
    if (!p) throw new HttpError(404, CATALOG_MESSAGES.productNotFound);
    const [variants, gallery] = await Promise.all([this.repo.variants(productId, db), this.repo.gallery(productId, db)]);
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

  private async assertCategory(db: Db, categoryId: number): Promise<void> {
    const row = await db.selectFrom('categories').select('category_id').where('category_id', '=', categoryId).executeTakeFirst();
    if (!row) throw new HttpError(400, `${CATALOG_MESSAGES.categoryNotFound} (category_id ${categoryId})`);
  }

  async create(actor: Actor, body: AdminProductCreate): Promise<AdminProduct> {
    return writeTransaction(this.shop, async (trx) => {
      await this.assertCategory(trx, body.category_id);
      const now = new Date().toISOString();
      const product = await trx
        .insertInto('products')
        .values({
          category_id: body.category_id,
          product_title: body.product_title,
          product_title_lc: body.product_title.toLowerCase(),
          product_slug: await uniqueSlug(this.repo, trx, body.product_title),
          product_short_description: body.product_short_description,
          product_description: sanitizeRichText(body.product_description),
          product_image_url: body.product_image_url,
          product_label: body.product_label,
          product_label_class: labelClassOf(body.product_label),
          featured_rank: body.featured_rank ?? (await this.repo.nextFeaturedRank(trx)),
          popularity: 0,
          is_trending: body.is_trending ? 1 : 0,
          default_variant_id: null,
          sale_price_paise: 0,
          mrp_price_paise: 0,
          stock_quantity: 0,
          rating_sum_x2: 0,
          review_count: 0,
          created_at: now,
        })
        .returning('product_id')
        .executeTakeFirstOrThrow();
      const id = product.product_id;
      await this.insertVariants(trx, actor, id, body.variants);
      await this.replaceGallery(trx, id, body.gallery);
      await refreshProductPrices(trx, [id]);
      const after = await this.detail(id, trx);
      await recordAudit(trx, actor, { action: 'product.create', entity: 'product', entityId: id, after });
      await catalogChanged(trx, { kind: 'catalog' });
      return after;
    });
  }

  /** Adds the variants with no stock, then their opening stock through the inventory (ledger rows 'Opening stock'). */
  private async insertVariants(db: Db, actor: Actor, productId: number, variants: AdminVariantInput[], startOrder = 0): Promise<void> {
    const opening: Array<{ variantId: number; delta: number }> = [];
    // One INSERT each (a product has a few): a multi-row RETURNING need not answer in the rows' order.
    for (const [i, v] of variants.entries()) {
      const row = await db
        .insertInto('product_variants')
        .values({
          product_id: productId,
          product_variant_title: v.product_variant_title,
          product_variant_short_description: v.product_variant_short_description,
          sale_price_paise: v.sale_price_paise,
          mrp_price_paise: v.mrp_price_paise,
          stock_quantity: 0,
          is_default: v.is_default ? 1 : 0,
          sort_order: v.sort_order ?? startOrder + i,
        })
        .returning('product_variant_id')
        .executeTakeFirstOrThrow();
      opening.push({ variantId: row.product_variant_id, delta: v.stock_quantity ?? 0 });
    }
    await this.inventory.adjust(db, opening, { kind: 'created', reason: OPENING_STOCK_REASON, staffId: actor.staffId });
  }

  private async replaceGallery(db: Db, productId: number, gallery: AdminGalleryInput[]): Promise<void> {
    await db.deleteFrom('product_gallery').where('product_id', '=', productId).execute();
    if (gallery.length > 0)
      await db
        .insertInto('product_gallery')
        .values(gallery.map((g, i) => galleryRow(productId, g, i)))
        .execute();
  }

  async update(actor: Actor, productId: number, body: AdminProductUpdate): Promise<AdminProduct> {
    return writeTransaction(this.shop, async (trx) => {
      const before = await this.detail(productId, trx);
      if (body.category_id !== undefined) await this.assertCategory(trx, body.category_id);

      const fields: Updateable<Database['products']> = {};
      if (body.product_title !== undefined && body.product_title !== before.product_title) {
        fields.product_title = body.product_title;
        fields.product_title_lc = body.product_title.toLowerCase();
        fields.product_slug = await uniqueSlug(this.repo, trx, body.product_title, productId);
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
      if (Object.keys(fields).length > 0) await trx.updateTable('products').set(fields).where('product_id', '=', productId).execute();

      if (body.variants) await this.replaceVariants(trx, actor, before, body.variants);
      if (body.gallery) await this.replaceGallery(trx, productId, body.gallery);
      await refreshProductPrices(trx, [productId]);
      const after = await this.detail(productId, trx);
      await recordAudit(trx, actor, { action: 'product.update', entity: 'product', entityId: productId, before, after });
      await catalogChanged(trx, { kind: 'catalog' });
      return after;
    });
  }

  /** The whole variant list: listed ids edited, new entries added, the rest removed. */
  private async replaceVariants(db: Db, actor: Actor, before: AdminProduct, list: AdminVariantInput[]): Promise<void> {
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
    const ordered = await this.repo.orderedVariants(db, removed);
    if (ordered.length > 0) throw new HttpError(409, `${CATALOG_MESSAGES.variantOrdered} (product_variant_id ${ordered.join(', ')})`);
    if (removed.length > 0) {
      // Their stock leaves the product's total the one way stock moves (the ledger rows go with the variants).
      await this.inventory.setLevels(
        db,
        removed.map((variantId) => ({ variantId, level: 0 })),
        { kind: 'admin', reason: 'Variant removed', staffId: actor.staffId },
      );
      await db.deleteFrom('product_variants').where('product_variant_id', 'in', removed).execute();
    }

    for (const [i, v] of list.entries()) {
      if (v.product_variant_id === undefined) continue;
      await db
        .updateTable('product_variants')
        .set({
          product_variant_title: v.product_variant_title,
          product_variant_short_description: v.product_variant_short_description,
          sale_price_paise: v.sale_price_paise,
          mrp_price_paise: v.mrp_price_paise,
          is_default: v.is_default ? 1 : 0,
          sort_order: v.sort_order ?? i,
        })
        .where('product_variant_id', '=', v.product_variant_id)
        .execute();
    }
    const added = list.map((v, i) => ({ ...v, sort_order: v.sort_order ?? i })).filter((v) => v.product_variant_id === undefined);
    await this.insertVariants(db, actor, before.product_id, added);
  }

  /** Hides the product from the storefront (1) or puts it back (0); orders and invoices keep it. */
  async setArchived(actor: Actor, productId: number, archived: boolean): Promise<AdminProduct> {
    return writeTransaction(this.shop, async (trx) => {
      const before = await this.detail(productId, trx);
      await trx
        .updateTable('products')
        .set({ archived: archived ? 1 : 0 })
        .where('product_id', '=', productId)
        .execute();
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
}
