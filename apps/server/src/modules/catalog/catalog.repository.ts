import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { SortBy } from '@shop/core';
import { LOW_STOCK_THRESHOLD } from '@shop/core/admin';
import { chunks, inTurns } from '../../db/batches.js';
import type { Engine } from '../../db/index.js';
import type { CategoryRow, Database, StockAdjustmentTable } from '../../db/schema.js';
import { anyContains, titleContains } from '../../db/sql-helpers.js';

type Db = Kysely<Database>;

/**
 * All catalog SQL: the storefront's reads, the back office's products, categories, stock
 * history and CSV import/export, and the inventory's stock moves. Rows come back raw;
 * catalog.mappers.ts shapes them for the wire. Archived products (the back office's) are left
 * out of every storefront read: listings, search, detail, gallery and related products; each
 * listing index holds `archived` after its order. A write's repository is constructed over
 * its transaction (`new CatalogRepository(trx, engine)`).
 */
/**
 * A new product's running totals before anything is known of it: its default variant, price
 * and stock are set once its variants are in, its rating by its reviews, its popularity by
 * orders. The back office's form and the CSV import start every product from these.
 */
export const NEW_PRODUCT_TOTALS = {
  popularity: 0,
  default_variant_id: null,
  sale_price_paise: 0,
  mrp_price_paise: 0,
  stock_quantity: 0,
  rating_sum_x2: 0,
  review_count: 0,
} as const;

/** What a product card shows, from `products as p` joined to its default variant `v` (the search index reads the same). */
export const CARD_COLUMNS = [
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
] as const;

export class CatalogRepository {
  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
  ) {}

  /** Products with their default variant joined: the columns every product card needs. */
  private cards() {
    return this.db
      .selectFrom('products as p')
      .innerJoin('product_variants as v', 'v.product_variant_id', 'p.default_variant_id')
      .where('p.archived', '=', 0)
      .select(CARD_COLUMNS);
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

  findProduct(productId: number) {
    return this.db.selectFrom('products').selectAll().where('product_id', '=', productId).where('archived', '=', 0).executeTakeFirst();
  }

  /** A product's variants in display order (archived or not: the storefront reads its product first). */
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

  // ============================================================ the back office: categories

  /** Every category with every column, in the tree's order. */
  categories() {
    return this.db.selectFrom('categories').selectAll().orderBy('sort_order').orderBy('category_id').execute();
  }

  /** Every category's id, parent and title (the CSV's category paths). */
  categoryTitles() {
    return this.db.selectFrom('categories').select(['category_id', 'parent_id', 'category_title']).execute();
  }

  category(categoryId: number) {
    return this.db.selectFrom('categories').selectAll().where('category_id', '=', categoryId).executeTakeFirst();
  }

  async categoryExists(categoryId: number): Promise<boolean> {
    return (await this.db.selectFrom('categories').select('category_id').where('category_id', '=', categoryId).executeTakeFirst()) !== undefined;
  }

  /** Products filed directly under each category (archived ones too). */
  async productCountsByCategory(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('products')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('category_id')
      .execute();
    return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
  }

  /** On PostgreSQL, one tree change at a time (two moves must not make a cycle together); SQLite's writes are serial already. */
  async lockCategories(): Promise<void> {
    if (this.engine === 'postgres') await sql`lock table categories in share row exclusive mode`.execute(this.db);
  }

  /** One past the largest sort_order under the parent (0 when it has no child). */
  async nextCategorySortOrder(parentId: number | null): Promise<number> {
    const row = await this.db
      .selectFrom('categories')
      .select((eb) => eb.fn.max('sort_order').as('m'))
      .where('parent_id', parentId === null ? 'is' : '=', parentId)
      .executeTakeFirst();
    return row?.m == null ? 0 : Number(row.m) + 1;
  }

  insertCategory(values: Insertable<Database['categories']>): Promise<CategoryRow> {
    return this.db.insertInto('categories').values(values).returningAll().executeTakeFirstOrThrow();
  }

  updateCategory(categoryId: number, fields: Updateable<Database['categories']>): Promise<CategoryRow> {
    return this.db.updateTable('categories').set(fields).where('category_id', '=', categoryId).returningAll().executeTakeFirstOrThrow();
  }

  /** Whether any row of `table` refers to the category through `column` (a child, a product, a slide or a banner). */
  async categoryInUse(
    table: 'categories' | 'products' | 'home_slides' | 'promo_banners',
    column: 'parent_id' | 'category_id',
    categoryId: number,
  ): Promise<boolean> {
    return (
      (await this.db
        .selectFrom(table)
        .select(sql<number>`1`.as('x'))
        .where(sql.ref(column), '=', categoryId)
        .limit(1)
        .executeTakeFirst()) !== undefined
    );
  }

  async deleteCategory(categoryId: number): Promise<void> {
    await this.db.deleteFrom('categories').where('category_id', '=', categoryId).execute();
  }

  // ============================================================ the back office: products

  private adminListFilter(opts: { keywordLc?: string; categoryIds?: number[]; archived: 'exclude' | 'include' | 'only'; lowStock?: boolean }) {
    let q = this.db.selectFrom('products as p');
    if (opts.archived === 'exclude') q = q.where('p.archived', '=', 0);
    if (opts.archived === 'only') q = q.where('p.archived', '=', 1);
    if (opts.categoryIds) q = q.where('p.category_id', 'in', opts.categoryIds);
    // The title or the aliases: the list of searches that found nothing opens this list with the shopper's words.
    if (opts.keywordLc) q = q.where((eb) => eb.or([titleContains(opts.keywordLc!), anyContains(['p.product_aliases'], opts.keywordLc!)]));
    if (opts.lowStock) {
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('product_variants as lv')
            .select('lv.product_variant_id')
            .whereRef('lv.product_id', '=', 'p.product_id')
            .where('lv.stock_quantity', '<=', LOW_STOCK_THRESHOLD),
        ),
      );
    }
    return q;
  }

  /** A page of products for the back office's list, newest first. */
  async adminProducts(opts: Parameters<CatalogRepository['adminListFilter']>[0] & { limit: number; offset: number }) {
    const [rows, total] = await Promise.all([
      this.adminListFilter(opts)
        .innerJoin('categories as c', 'c.category_id', 'p.category_id')
        .select([
          'p.product_id',
          'p.product_title',
          'p.product_slug',
          'p.category_id',
          'c.category_title',
          'p.product_image_url',
          'p.product_label',
          'p.sale_price_paise',
          'p.mrp_price_paise',
          'p.stock_quantity',
          'p.archived',
          (eb) =>
            eb
              .selectFrom('product_variants as v')
              .select((e) => e.fn.countAll<number>().as('n'))
              .whereRef('v.product_id', '=', 'p.product_id')
              .as('variant_count'),
          (eb) =>
            eb
              .selectFrom('product_variants as v')
              .select((e) => e.fn.countAll<number>().as('n'))
              .whereRef('v.product_id', '=', 'p.product_id')
              .where('v.stock_quantity', '<=', LOW_STOCK_THRESHOLD)
              .as('low_stock_variants'),
        ])
        .orderBy('p.product_id', 'desc')
        .limit(opts.limit)
        .offset(opts.offset)
        .execute(),
      this.adminListFilter(opts)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    ]);
    return { rows, total };
  }

  /** A product, archived or not. */
  product(productId: number) {
    return this.db.selectFrom('products').selectAll().where('product_id', '=', productId).executeTakeFirst();
  }

  /** A product's gallery with every column, archived or not. */
  adminGallery(productId: number) {
    return this.db.selectFrom('product_gallery').selectAll().where('product_id', '=', productId).orderBy('sort_order').orderBy('product_gallery_id').execute();
  }

  /** A product's attribute rows in display order. */
  attributesOf(productId: number) {
    return this.db.selectFrom('product_attributes').select(['name', 'value']).where('product_id', '=', productId).orderBy('position').execute();
  }

  /** The attribute rows of these products (one batch), by product then display order. */
  attributesOfProducts(productIds: number[]) {
    return this.db
      .selectFrom('product_attributes')
      .select(['product_id', 'name', 'value'])
      .where('product_id', 'in', productIds)
      .orderBy('product_id')
      .orderBy('position')
      .execute();
  }

  /** Replaces the attributes of these products (one batch) with these rows (`position` counted per product by the caller). */
  async replaceAttributes(productIds: number[], rows: Array<Insertable<Database['product_attributes']>>): Promise<void> {
    if (productIds.length === 0) return;
    await this.db.deleteFrom('product_attributes').where('product_id', 'in', productIds).execute();
    for (const part of chunks(rows, 200)) await this.db.insertInto('product_attributes').values(part).execute();
  }

  /** Every attribute name in use. */
  async attributeNames(): Promise<string[]> {
    return (await this.db.selectFrom('product_attributes').select('name').distinct().execute()).map((r) => r.name);
  }

  /** Each attribute name in use with how many products have it. */
  /** Each country of origin in use with how many products name it. */
  countriesOfOrigin() {
    return this.db
      .selectFrom('products')
      .select(['country_of_origin', (eb) => eb.fn.countAll<number>().as('n')])
      .where('country_of_origin', '<>', '')
      .groupBy('country_of_origin')
      .execute();
  }

  attributeNameCounts() {
    return this.db
      .selectFrom('product_attributes')
      .select(['name', (eb) => eb.fn.count<number>('product_id').distinct().as('n')])
      .groupBy('name')
      .execute();
  }

  /** Each attribute name and value in use with how many rows (products: a product holds a value once) have it. */
  attributeValueCounts() {
    return this.db
      .selectFrom('product_attributes')
      .select(['name', 'value', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['name', 'value'])
      .execute();
  }

  /** Whether another product than `exceptId` has this slug. */
  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('products').select('product_id').where('product_slug', '=', slug);
    if (exceptId !== undefined) q = q.where('product_id', '<>', exceptId);
    return (await q.limit(1).executeTakeFirst()) !== undefined;
  }

  /** The variants among `variantIds` that order lines name (such a variant is never deleted). */
  async orderedVariants(variantIds: number[]): Promise<number[]> {
    if (variantIds.length === 0) return [];
    const rows = await this.db.selectFrom('order_lines').select('product_variant_id').distinct().where('product_variant_id', 'in', variantIds).execute();
    return rows.map((r) => r.product_variant_id);
  }

  async nextFeaturedRank(): Promise<number> {
    const row = await this.db
      .selectFrom('products')
      .select((eb) => eb.fn.max('featured_rank').as('m'))
      .executeTakeFirst();
    return Number(row?.m ?? 0) + 1;
  }

  async insertProduct(values: Insertable<Database['products']>): Promise<number> {
    return (await this.db.insertInto('products').values(values).returning('product_id').executeTakeFirstOrThrow()).product_id;
  }

  async updateProduct(productId: number, fields: Updateable<Database['products']>): Promise<void> {
    await this.db.updateTable('products').set(fields).where('product_id', '=', productId).execute();
  }

  /** Adds a variant (stock 0: its opening stock goes through the inventory); answers its id. */
  async insertVariant(values: Insertable<Database['product_variants']>): Promise<number> {
    return (await this.db.insertInto('product_variants').values(values).returning('product_variant_id').executeTakeFirstOrThrow()).product_variant_id;
  }

  async updateVariant(variantId: number, fields: Updateable<Database['product_variants']>): Promise<void> {
    await this.db.updateTable('product_variants').set(fields).where('product_variant_id', '=', variantId).execute();
  }

  async deleteVariants(variantIds: number[]): Promise<void> {
    await this.db.deleteFrom('product_variants').where('product_variant_id', 'in', variantIds).execute();
  }

  /** Replaces a product's gallery with these rows. */
  async replaceGallery(productId: number, rows: Array<Insertable<Database['product_gallery']>>): Promise<void> {
    await this.db.deleteFrom('product_gallery').where('product_id', '=', productId).execute();
    if (rows.length > 0) await this.db.insertInto('product_gallery').values(rows).execute();
  }

  /**
   * Recomputes the products' denormalised default variant and prices from their variants (what
   * listings sort, page and show). Called in the same transaction as every variant change.
   * The stock total is not recomputed here: the inventory (inventory.ts) moves it by each
   * change's delta, under the product row's lock, whoever changes stock; a sum read here could
   * miss an order committing meanwhile on PostgreSQL.
   */
  async refreshProductPrices(productIds: readonly number[]): Promise<void> {
    const unique = [...new Set(productIds)].sort((a, b) => a - b);
    for await (const ids of inTurns(unique)) {
      await sql`
        update products set
          default_variant_id = (select v.product_variant_id from product_variants v where v.product_id = products.product_id and v.is_default = 1 order by v.product_variant_id limit 1),
          sale_price_paise = coalesce((select v.sale_price_paise from product_variants v where v.product_id = products.product_id and v.is_default = 1 order by v.product_variant_id limit 1), 0),
          mrp_price_paise = coalesce((select v.mrp_price_paise from product_variants v where v.product_id = products.product_id and v.is_default = 1 order by v.product_variant_id limit 1), 0)
        where product_id in (${sql.join(ids)})`.execute(this.db);
    }
  }

  // ============================================================ the back office: stock history

  async variantExists(variantId: number): Promise<boolean> {
    return (
      (await this.db.selectFrom('product_variants').select('product_variant_id').where('product_variant_id', '=', variantId).executeTakeFirst()) !== undefined
    );
  }

  /** A page of a variant's stock ledger, newest first, with the member's e-mail; and how many rows it has. */
  async stockHistory(variantId: number, limit: number, offset: number) {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('stock_adjustments as a')
        .leftJoin('staff as s', 's.staff_id', 'a.staff_id')
        .select([
          'a.stock_adjustment_id',
          'a.product_variant_id',
          'a.delta',
          'a.stock_after',
          'a.reason',
          'a.kind',
          'a.order_id',
          'a.staff_id',
          'a.created_at',
          's.email',
        ])
        .where('a.product_variant_id', '=', variantId)
        .orderBy('a.stock_adjustment_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db
        .selectFrom('stock_adjustments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('product_variant_id', '=', variantId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  // ============================================================ the CSV export and import

  /** Up to `limit` products after id `after`, in id order, every column (the export's pages). */
  productsAfter(after: number, limit: number) {
    return this.db.selectFrom('products').selectAll().where('product_id', '>', after).orderBy('product_id').limit(limit).execute();
  }

  /** The variants of these products, every column, by product then display order. */
  async variantsOfProducts(productIds: number[]) {
    const parts = await Promise.all(
      chunks(productIds).map((ids) =>
        this.db
          .selectFrom('product_variants')
          .selectAll()
          .where('product_id', 'in', ids)
          .orderBy('product_id')
          .orderBy('sort_order')
          .orderBy('product_variant_id')
          .execute(),
      ),
    );
    return parts.flat();
  }

  /** The products of these ids (one batch): id, slug and category. */
  productKeysByIds(ids: number[]) {
    return this.db
      .selectFrom('products')
      .select(['product_id', 'product_slug', 'category_id', 'country_of_origin', 'archived'])
      .where('product_id', 'in', ids)
      .execute();
  }

  /** The products of these slugs (one batch), oldest first: id, slug and category. */
  productKeysBySlugs(slugs: string[]) {
    return this.db
      .selectFrom('products')
      .select(['product_id', 'product_slug', 'category_id', 'country_of_origin', 'archived'])
      .where('product_slug', 'in', slugs)
      .orderBy('product_id')
      .execute();
  }

  /** Which product each of these variants (one batch) belongs to. */
  variantOwners(variantIds: number[]) {
    return this.db.selectFrom('product_variants').select(['product_variant_id', 'product_id']).where('product_variant_id', 'in', variantIds).execute();
  }

  /** The variants' ids and titles of these products (one batch). */
  variantTitlesOf(productIds: number[]) {
    return this.db
      .selectFrom('product_variants')
      .select(['product_variant_id', 'product_id', 'product_variant_title'])
      .where('product_id', 'in', productIds)
      .execute();
  }

  /** The slugs among these (one batch) that products have. */
  async takenSlugs(slugs: string[]): Promise<string[]> {
    return (await this.db.selectFrom('products').select('product_slug').where('product_slug', 'in', slugs).execute()).map((r) => r.product_slug);
  }

  /** What the audit keeps of these products (one batch): title, category, label, picture, aliases, archived. */
  auditedProducts(productIds: number[]) {
    return this.db
      .selectFrom('products')
      .select([
        'product_id',
        'product_title',
        'category_id',
        'product_label',
        'product_image_url',
        'product_aliases',
        'hsn_code',
        'gst_rate_bp',
        'country_of_origin',
        'archived',
      ])
      .where('product_id', 'in', productIds)
      .execute();
  }

  /** What the audit keeps of these products' variants (one batch), in id order. */
  auditedVariants(productIds: number[]) {
    return this.db
      .selectFrom('product_variants')
      .select(['product_variant_id', 'product_id', 'product_variant_title', 'sale_price_paise', 'mrp_price_paise', 'stock_quantity', 'is_default'])
      .where('product_id', 'in', productIds)
      .orderBy('product_variant_id')
      .execute();
  }

  /** These products (one batch), every column. */
  productsByIds(productIds: number[]) {
    return this.db.selectFrom('products').selectAll().where('product_id', 'in', productIds).execute();
  }

  /** Adds products (one batch); answers their ids with their slugs. */
  insertProducts(rows: Array<Insertable<Database['products']>>) {
    return this.db.insertInto('products').values(rows).returning(['product_id', 'product_slug']).execute();
  }

  /** Adds variants (one batch); answers their ids with their product and title. */
  insertVariants(rows: Array<Insertable<Database['product_variants']>>) {
    return this.db.insertInto('product_variants').values(rows).returning(['product_variant_id', 'product_id', 'product_variant_title']).execute();
  }

  /** Makes each named variant its product's only default (one batch). */
  async setDefaultVariants(defaults: ReadonlyArray<{ productId: number; variantId: number }>): Promise<void> {
    await sql`update product_variants set is_default = case when product_variant_id in (${sql.join(defaults.map((d) => d.variantId))}) then 1 else 0 end
      where product_id in (${sql.join(defaults.map((d) => d.productId))})`.execute(this.db);
  }

  /**
   * `WITH x AS (VALUES …) UPDATE table SET col = x.col, … FROM x WHERE table.key = x.key`, in batches:
   * one statement per BATCH_ROWS rows on both engines. Each value is cast to its column's type
   * (PostgreSQL reads VALUES parameters as text otherwise).
   */
  async updateMany<R extends Record<string, string | number | null>>(
    table: 'products' | 'product_variants',
    key: keyof R & string,
    columns: ReadonlyArray<{ name: keyof R & string; type: 'integer' | 'text' }>,
    rows: readonly R[],
  ): Promise<void> {
    const all = [{ name: key, type: 'integer' as const }, ...columns];
    for await (const batch of inTurns(rows)) {
      const values = sql.join(batch.map((row) => sql`(${sql.join(all.map((c) => sql`cast(${row[c.name]} as ${sql.raw(c.type)})`))})`));
      const names = sql.join(all.map((c) => sql.ref(c.name)));
      const sets = sql.join(columns.map((c) => sql`${sql.ref(c.name)} = x.${sql.ref(c.name)}`));
      // A WITH list names the VALUES columns on both engines (SQLite has no `AS x (a, b)`).
      await sql`with x (${names}) as (values ${values}) update ${sql.table(table)} set ${sets} from x where ${sql.ref(`${table}.${key}`)} = x.${sql.ref(key)}`.execute(
        this.db,
      );
    }
  }

  // ============================================================ the inventory's stock moves (inventory.ts)

  /** The stock of these variants (one batch), in id order; on PostgreSQL with `lock` their rows are locked. */
  variantStocks(variantIds: number[], lock: boolean) {
    let q = this.db
      .selectFrom('product_variants')
      .select(['product_variant_id', 'stock_quantity'])
      .where('product_variant_id', 'in', variantIds)
      .orderBy('product_variant_id');
    if (lock && this.engine === 'postgres') q = q.forUpdate();
    return q.execute();
  }

  /**
   * Adds `delta` to a variant's stock only if the result stays within 0…`max` (one conditional
   * UPDATE); answers its product and stock after, or undefined when refused or unknown.
   */
  async moveVariantStock(variantId: number, delta: number, max: number | undefined): Promise<{ productId: number; stock: number } | undefined> {
    let q = this.db
      .updateTable('product_variants')
      .set({ stock_quantity: sql<number>`stock_quantity + ${delta}` })
      .where('product_variant_id', '=', variantId)
      .where(sql<boolean>`stock_quantity + ${delta} >= 0`);
    if (max !== undefined) q = q.where(sql<boolean>`stock_quantity + ${delta} <= ${max}`);
    const row = await q.returning(['product_id', 'stock_quantity']).executeTakeFirst();
    return row && { productId: row.product_id, stock: Number(row.stock_quantity) };
  }

  /**
   * moveVariantStock's condition for a batch of variants in one statement. PostgreSQL locks the
   * batch's rows in id order first: a joined UPDATE takes them in whatever order its plan reads them.
   */
  async moveVariantStocks(moves: ReadonlyArray<{ variantId: number; delta: number }>, max: number | undefined) {
    if (this.engine === 'postgres')
      await this.db
        .selectFrom('product_variants')
        .select('product_variant_id')
        .where(
          'product_variant_id',
          'in',
          moves.map((m) => m.variantId),
        )
        .orderBy('product_variant_id')
        .forUpdate()
        .execute();
    const values = sql.join(moves.map((m) => sql`(cast(${m.variantId} as integer), cast(${m.delta} as integer))`));
    const ceiling = max === undefined ? sql`` : sql` and product_variants.stock_quantity + x.delta <= ${max}`;
    const result = await sql<{ product_variant_id: number; product_id: number; stock_quantity: number }>`
      with x (id, delta) as (values ${values})
      update product_variants set stock_quantity = product_variants.stock_quantity + x.delta
      from x where product_variants.product_variant_id = x.id and product_variants.stock_quantity + x.delta >= 0${ceiling}
      returning product_variant_id, product_id, stock_quantity`.execute(this.db);
    return result.rows;
  }

  /** Writes ledger rows (one batch); answers them as stored. */
  insertLedgerRows(rows: Array<Insertable<StockAdjustmentTable>>) {
    return this.db.insertInto('stock_adjustments').values(rows).returningAll().execute();
  }

  /** Adds `delta` to a product's stock total; answers the total after. */
  async moveProductTotal(productId: number, delta: number): Promise<number> {
    const row = await this.db
      .updateTable('products')
      .set({ stock_quantity: sql<number>`stock_quantity + ${delta}` })
      .where('product_id', '=', productId)
      .returning('stock_quantity')
      .executeTakeFirstOrThrow();
    return Number(row.stock_quantity);
  }

  /** moveProductTotal for a batch of products in one statement, their rows locked in id order first on PostgreSQL. */
  async moveProductTotals(deltas: ReadonlyArray<[productId: number, delta: number]>) {
    if (this.engine === 'postgres')
      await this.db
        .selectFrom('products')
        .select('product_id')
        .where(
          'product_id',
          'in',
          deltas.map(([id]) => id),
        )
        .orderBy('product_id')
        .forUpdate()
        .execute();
    const values = sql.join(deltas.map(([id, delta]) => sql`(cast(${id} as integer), cast(${delta} as integer))`));
    const result = await sql<{ product_id: number; stock_quantity: number }>`
      with x (id, delta) as (values ${values})
      update products set stock_quantity = products.stock_quantity + x.delta
      from x where products.product_id = x.id
      returning product_id, stock_quantity`.execute(this.db);
    return result.rows;
  }
}

export type CardRow = Awaited<ReturnType<CatalogRepository['popularProducts']>>[number];
export type CategoryRecord = Awaited<ReturnType<CatalogRepository['listCategories']>>[number];
