import type { Kysely } from 'kysely';
import type { SortBy } from '@shop/core';
import type { Database } from '../../db/schema.js';
import { titleContains } from '../../db/sql-helpers.js';

/**
 * All catalog SQL. Rows come back raw; catalog.mappers.ts shapes them for the wire. Archived
 * products (the back office's) are left out of every storefront read: listings, search,
 * detail, gallery and related products; each listing index holds `archived` after its order.
 */
export class CatalogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Products with their default variant joined: the columns every product card needs. */
  private cards() {
    return this.db
      .selectFrom('products as p')
      .innerJoin('product_variants as v', 'v.product_variant_id', 'p.default_variant_id')
      .where('p.archived', '=', 0)
      .select([
        'p.product_id',
        'p.product_title',
        'p.product_image_url',
        'p.product_short_description',
        'p.default_variant_id',
        'v.sale_price_paise',
        'v.mrp_price_paise',
        'v.stock_quantity',
        'p.rating_sum_x2',
        'p.review_count',
        'p.product_label',
        'p.product_label_class',
        'p.category_id',
      ]);
  }

  listCategories() {
    return this.db
      .selectFrom('categories')
      .select(['category_id', 'parent_id', 'category_title', 'category_image_url', 'sort_order'])
      .orderBy('sort_order')
      .orderBy('category_id')
      .execute();
  }

  /**
   * A page of products, optionally within a set of categories, in the chosen order. The page's
   * ids come first from the ordering index alone (a deep OFFSET then walks index entries, not
   * joined rows); the ten cards are fetched by id after.
   */
  async listProducts(opts: { categoryIds?: number[]; sortBy: SortBy; limit: number; offset: number }) {
    let ids = this.db.selectFrom('products as p').select('p.product_id').where('p.archived', '=', 0);
    if (opts.categoryIds) ids = ids.where('p.category_id', 'in', opts.categoryIds);
    switch (opts.sortBy) {
      case 'price_desc':
        ids = ids.orderBy('p.sale_price_paise', 'desc').orderBy('p.product_id', 'desc');
        break;
      case 'price_asc':
        ids = ids.orderBy('p.sale_price_paise', 'asc').orderBy('p.product_id', 'asc');
        break;
      default:
        ids = ids.orderBy('p.featured_rank').orderBy('p.product_id');
    }
    const page = (await ids.limit(opts.limit).offset(opts.offset).execute()).map((r) => r.product_id);
    return this.cardsByIds(page);
  }

  /** Cards for the given ids, in the order given. */
  async cardsByIds(ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await this.cards().where('p.product_id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.product_id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async countProducts(categoryIds?: number[]): Promise<number> {
    let q = this.db
      .selectFrom('products as p')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('p.archived', '=', 0);
    if (categoryIds) q = q.where('p.category_id', 'in', categoryIds);
    const row = await q.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  popularProducts(limit: number) {
    return this.cards().orderBy('p.popularity', 'desc').orderBy('p.product_id').limit(limit).execute();
  }

  trendingProducts(limit: number) {
    return this.cards().where('p.is_trending', '=', 1).orderBy('p.featured_rank').orderBy('p.product_id').limit(limit).execute();
  }

  relatedProducts(categoryId: number, excludeProductId: number, limit: number) {
    return this.cards()
      .where('p.category_id', '=', categoryId)
      .where('p.product_id', '<>', excludeProductId)
      .orderBy('p.featured_rank')
      .orderBy('p.product_id')
      .limit(limit)
      .execute();
  }

  /**
   * Titles containing `keywordLc` (already lower-cased), alphabetically. The lower-cased title
   * index covers the query, so the scan reads the index in order and stops at `limit` matches.
   */
  searchTitles(opts: { keywordLc?: string; categoryIds?: number[]; limit: number }) {
    let q = this.db.selectFrom('products as p').select(['p.product_id', 'p.product_title']).where('p.archived', '=', 0);
    if (opts.categoryIds) q = q.where('p.category_id', 'in', opts.categoryIds);
    if (opts.keywordLc) q = q.where(titleContains(opts.keywordLc));
    return q.orderBy('p.product_title_lc').orderBy('p.product_id').limit(opts.limit).execute();
  }

  findProduct(productId: number) {
    return this.db.selectFrom('products').selectAll().where('product_id', '=', productId).where('archived', '=', 0).executeTakeFirst();
  }

  variantsOf(productId: number) {
    return this.db.selectFrom('product_variants').selectAll().where('product_id', '=', productId).orderBy('sort_order').orderBy('product_variant_id').execute();
  }

  galleryOf(productId: number) {
    return this.db
      .selectFrom('product_gallery as g')
      .innerJoin('products as p', 'p.product_id', 'g.product_id')
      .select(['g.product_gallery_id', 'g.product_gallery_type', 'g.product_slider_image_url', 'g.product_video_url'])
      .where('g.product_id', '=', productId)
      .where('p.archived', '=', 0)
      .orderBy('g.sort_order')
      .orderBy('g.product_gallery_id')
      .execute();
  }

  async productExists(productId: number): Promise<boolean> {
    const row = await this.db.selectFrom('products').select('product_id').where('product_id', '=', productId).where('archived', '=', 0).executeTakeFirst();
    return row !== undefined;
  }
}

export type CardRow = Awaited<ReturnType<CatalogRepository['popularProducts']>>[number];
export type CategoryRecord = Awaited<ReturnType<CatalogRepository['listCategories']>>[number];
