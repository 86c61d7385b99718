import { sql, type Kysely } from 'kysely';
import { LOW_STOCK_THRESHOLD } from '@shop/core/admin';
import type { Database } from '../../../db/schema.js';
import { titleContains } from '../../../db/sql-helpers.js';
import { inTurns } from '../../../db/batches.js';

type Db = Kysely<Database>;

export { BATCH_ROWS, chunks, inTurns } from '../../../db/batches.js';

/**
 * Recomputes the products' denormalised default variant and prices from their variants (what
 * listings sort, page and show). Called in the same transaction as every variant change.
 * The stock total is not recomputed here: the inventory (modules/catalog/inventory.ts) moves
 * it by each change's delta, under the product row's lock, whoever changes stock; a sum read
 * here could miss an order committing meanwhile on PostgreSQL.
 */
export async function refreshProductPrices(db: Db, productIds: readonly number[]): Promise<void> {
  const unique = [...new Set(productIds)].sort((a, b) => a - b);
  for await (const ids of inTurns(unique)) {
    await sql`
      update products set
        default_variant_id = (select v.product_variant_id from product_variants v where v.product_id = products.product_id and v.is_default = 1 order by v.product_variant_id limit 1),
        sale_price_paise = coalesce((select v.sale_price_paise from product_variants v where v.product_id = products.product_id and v.is_default = 1 order by v.product_variant_id limit 1), 0),
        mrp_price_paise = coalesce((select v.mrp_price_paise from product_variants v where v.product_id = products.product_id and v.is_default = 1 order by v.product_variant_id limit 1), 0)
      where product_id in (${sql.join(ids)})`.execute(db);
  }
}

/**
 * `WITH x AS (VALUES …) UPDATE table SET col = x.col, … FROM x WHERE table.key = x.key`, in batches:
 * one statement per BATCH_ROWS rows on both engines. Each value is cast to its column's type
 * (PostgreSQL reads VALUES parameters as text otherwise).
 */
export async function updateMany<R extends Record<string, string | number | null>>(
  db: Db,
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
      db,
    );
  }
}

/** The SQL of the back office's catalog screens (the storefront's reads stay in modules/catalog). */
export class CatalogAdminRepository {
  constructor(readonly db: Db) {}

  categories(db: Db = this.db) {
    return db.selectFrom('categories').selectAll().orderBy('sort_order').orderBy('category_id').execute();
  }

  /** Products filed directly under each category (archived ones too). */
  async productCountsByCategory(db: Db = this.db): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('products')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('category_id')
      .execute();
    return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
  }

  private listFilter(opts: { keywordLc?: string; categoryIds?: number[]; archived: 'exclude' | 'include' | 'only'; lowStock?: boolean }) {
    let q = this.db.selectFrom('products as p');
    if (opts.archived === 'exclude') q = q.where('p.archived', '=', 0);
    if (opts.archived === 'only') q = q.where('p.archived', '=', 1);
    if (opts.categoryIds) q = q.where('p.category_id', 'in', opts.categoryIds);
    if (opts.keywordLc) q = q.where(titleContains(opts.keywordLc));
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
  async listProducts(opts: Parameters<CatalogAdminRepository['listFilter']>[0] & { limit: number; offset: number }) {
    const [rows, total] = await Promise.all([
      this.listFilter(opts)
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
      this.listFilter(opts)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    ]);
    return { rows, total };
  }

  product(productId: number, db: Db = this.db) {
    return db.selectFrom('products').selectAll().where('product_id', '=', productId).executeTakeFirst();
  }

  variants(productId: number, db: Db = this.db) {
    return db.selectFrom('product_variants').selectAll().where('product_id', '=', productId).orderBy('sort_order').orderBy('product_variant_id').execute();
  }

  gallery(productId: number, db: Db = this.db) {
    return db.selectFrom('product_gallery').selectAll().where('product_id', '=', productId).orderBy('sort_order').orderBy('product_gallery_id').execute();
  }

  /** Whether another product than `exceptId` has this slug. */
  async slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
    let q = db.selectFrom('products').select('product_id').where('product_slug', '=', slug);
    if (exceptId !== undefined) q = q.where('product_id', '<>', exceptId);
    return (await q.limit(1).executeTakeFirst()) !== undefined;
  }

  /** The variants among `variantIds` that order lines name (such a variant is never deleted). */
  async orderedVariants(db: Db, variantIds: number[]): Promise<number[]> {
    if (variantIds.length === 0) return [];
    const rows = await db.selectFrom('order_lines').select('product_variant_id').distinct().where('product_variant_id', 'in', variantIds).execute();
    return rows.map((r) => r.product_variant_id);
  }

  async nextFeaturedRank(db: Db): Promise<number> {
    const row = await db
      .selectFrom('products')
      .select((eb) => eb.fn.max('featured_rank').as('m'))
      .executeTakeFirst();
    return Number(row?.m ?? 0) + 1;
  }
}
