import { sql, type Kysely } from 'kysely';
import { titleSlug } from '@shop/core';
import { CATALOG_MESSAGES, CATEGORY_DEPTH_MAX, type AdminCategoryCreate, type AdminCategoryNode, type AdminCategoryUpdate } from '@shop/core/admin';
import type { ShopDb } from '../../../db/index.js';
import type { CategoryRow, Database } from '../../../db/schema.js';
import { catalogChanged, writeTransaction } from '../../../db/write-transaction.js';
import { HttpError } from '../../../http/errors.js';
import { recordAudit, type Actor } from '../../staff/audit.js';
import { CatalogAdminRepository } from './catalog-admin.repository.js';

type Db = Kysely<Database>;
type Flat = Pick<CategoryRow, 'category_id' | 'parent_id'>;

/** A category and every category below it, or [] when the id is unknown. */
export function descendantsOf(rows: readonly Flat[], id: number): number[] {
  if (!rows.some((r) => r.category_id === id)) return [];
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parent_id !== null) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r.category_id]);
  const out: number[] = [];
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (out.includes(next)) continue; // a cycle in stored data must not loop forever
    out.push(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

/** A category's level: 1 at the top. */
function depthOf(rows: readonly Flat[], id: number): number {
  const parent = new Map(rows.map((r) => [r.category_id, r.parent_id]));
  let depth = 0;
  for (let at: number | null | undefined = id; at != null && depth <= rows.length; at = parent.get(at)) depth++;
  return depth;
}

/** Levels from a category down to its deepest descendant: 1 for a leaf. */
function heightOf(rows: readonly Flat[], id: number): number {
  const kids = rows.filter((r) => r.parent_id === id);
  return 1 + Math.max(0, ...kids.map((k) => heightOf(rows, k.category_id)));
}

/** The category tree for the back office: the storefront's tree plus slugs, order, depth and product counts. */
export function buildAdminTree(rows: readonly CategoryRow[], counts: Map<number, number>): AdminCategoryNode[] {
  const nodes = new Map<number, AdminCategoryNode>();
  for (const r of rows) {
    nodes.set(r.category_id, {
      category_id: r.category_id,
      parent_id: r.parent_id,
      category_title: r.category_title,
      category_slug: r.category_slug,
      category_image_url: r.category_image_url,
      sort_order: r.sort_order,
      depth: 1,
      product_count: counts.get(r.category_id) ?? 0,
      children: [],
    });
  }
  const roots: AdminCategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.category_id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  const setDepth = (n: AdminCategoryNode, d: number) => {
    n.depth = d;
    n.children.forEach((c) => setDepth(c, d + 1));
  };
  roots.forEach((r) => setDepth(r, 1));
  return roots;
}

/** The three-level category tree: read, add, change (no fourth level, no cycle), delete (only when unused). */
export class CategoriesAdminService {
  readonly repo: CatalogAdminRepository;

  constructor(private readonly shop: ShopDb) {
    this.repo = new CatalogAdminRepository(shop.db);
  }

  async tree(): Promise<AdminCategoryNode[]> {
    const [rows, counts] = await Promise.all([this.repo.categories(), this.repo.productCountsByCategory()]);
    return buildAdminTree(rows, counts);
  }

  /** On PostgreSQL, one tree change at a time (two moves must not make a cycle together); SQLite's writes are serial already. */
  private async lockTree(db: Db): Promise<void> {
    if (this.shop.engine === 'postgres') await sql`lock table categories in share row exclusive mode`.execute(db);
  }

  private async nextSortOrder(db: Db, parentId: number | null): Promise<number> {
    const row = await db
      .selectFrom('categories')
      .select((eb) => eb.fn.max('sort_order').as('m'))
      .where('parent_id', parentId === null ? 'is' : '=', parentId)
      .executeTakeFirst();
    return row?.m == null ? 0 : Number(row.m) + 1;
  }

  async create(actor: Actor, body: AdminCategoryCreate): Promise<CategoryRow> {
    return writeTransaction(this.shop, async (trx) => {
      await this.lockTree(trx);
      const rows = await this.repo.categories(trx);
      if (body.parent_id !== null) {
        if (!rows.some((r) => r.category_id === body.parent_id)) throw new HttpError(400, `${CATALOG_MESSAGES.categoryNotFound} (parent_id ${body.parent_id})`);
        if (depthOf(rows, body.parent_id) + 1 > CATEGORY_DEPTH_MAX) throw new HttpError(409, CATALOG_MESSAGES.depth);
      }
      const row = await trx
        .insertInto('categories')
        .values({
          parent_id: body.parent_id,
          category_title: body.category_title,
          category_slug: titleSlug(body.category_title),
          category_image_url: body.category_image_url,
          sort_order: body.sort_order ?? (await this.nextSortOrder(trx, body.parent_id)),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, { action: 'category.create', entity: 'category', entityId: row.category_id, after: row });
      await catalogChanged(trx, { kind: 'catalog' });
      return row;
    });
  }

  async update(actor: Actor, id: number, body: AdminCategoryUpdate): Promise<CategoryRow> {
    return writeTransaction(this.shop, async (trx) => {
      await this.lockTree(trx);
      const rows = await this.repo.categories(trx);
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
      const after =
        Object.keys(fields).length === 0
          ? before
          : await trx.updateTable('categories').set(fields).where('category_id', '=', id).returningAll().executeTakeFirstOrThrow();
      await recordAudit(trx, actor, { action: 'category.update', entity: 'category', entityId: id, before, after });
      await catalogChanged(trx, { kind: 'catalog' });
      return after;
    });
  }

  async delete(actor: Actor, id: number): Promise<void> {
    await writeTransaction(this.shop, async (trx) => {
      await this.lockTree(trx);
      const before = await trx.selectFrom('categories').selectAll().where('category_id', '=', id).executeTakeFirst();
      if (!before) throw new HttpError(404, CATALOG_MESSAGES.categoryNotFound);
      const used = async (table: 'categories' | 'products' | 'home_slides' | 'promo_banners', column: 'parent_id' | 'category_id') =>
        (await trx
          .selectFrom(table)
          .select(sql<number>`1`.as('x'))
          .where(sql.ref(column), '=', id)
          .limit(1)
          .executeTakeFirst()) !== undefined;
      if (await used('categories', 'parent_id')) throw new HttpError(409, CATALOG_MESSAGES.categoryHasChildren);
      if (await used('products', 'category_id')) throw new HttpError(409, CATALOG_MESSAGES.categoryHasProducts);
      if ((await used('home_slides', 'category_id')) || (await used('promo_banners', 'category_id')))
        throw new HttpError(409, CATALOG_MESSAGES.categoryHasContent);
      await trx.deleteFrom('categories').where('category_id', '=', id).execute();
      await recordAudit(trx, actor, { action: 'category.delete', entity: 'category', entityId: id, before });
      await catalogChanged(trx, { kind: 'catalog' });
    });
  }
}
