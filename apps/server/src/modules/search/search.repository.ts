import type { Kysely } from 'kysely';
import { inTurns } from '../../db/batches.js';
import type { Database } from '../../db/schema.js';
import { CARD_COLUMNS } from '../catalog/catalog.repository.js';
import type { ProductSource } from './search-index.js';

type Db = Kysely<Database>;

/** Products read per batch while the index is built. */
export const SOURCE_BATCH = 1_000;

/**
 * The search index's reads (storefront: the reading connection): every published product
 * with its default variant's card fields, aliases, description, category path and
 * attributes, and, after a stock or review change, the numbers of a few products.
 */
export class SearchRepository {
  constructor(private readonly db: Db) {}

  private products() {
    return this.db
      .selectFrom('products as p')
      .innerJoin('product_variants as v', 'v.product_variant_id', 'p.default_variant_id')
      .where('p.archived', '=', 0)
      .select([...CARD_COLUMNS, 'p.stock_quantity as stock_total', 'p.popularity']);
  }

  /** Every published product as the index reads it, in id order. */
  async allSources(): Promise<ProductSource[]> {
    const all: ProductSource[] = [];
    for await (const batch of this.sourceBatches()) all.push(...batch);
    return all;
  }

  /**
   * The published products in batches of `size`, in id order (keyset: each batch after the
   * last id read), each with its texts, category path and attributes: a 20,000-product
   * catalog's descriptions never sit in memory at once, and other requests run between batches.
   */
  async *sourceBatches(size = SOURCE_BATCH): AsyncGenerator<ProductSource[]> {
    const categories = await this.db.selectFrom('categories').select(['category_id', 'parent_id', 'category_title']).execute();
    const byId = new Map(categories.map((c) => [c.category_id, c]));
    const pathOf = new Map<number, string[]>();
    const path = (id: number): string[] => {
      let titles = pathOf.get(id);
      if (!titles) {
        titles = [];
        // At most three levels; the bound keeps a (refused) cycle from looping.
        for (let c = byId.get(id), depth = 0; c && depth < 8; c = c.parent_id === null ? undefined : byId.get(c.parent_id), depth++)
          titles.push(c.category_title);
        pathOf.set(id, titles);
      }
      return titles;
    };
    for (let after = 0; ;) {
      const rows = await this.products()
        .select(['p.product_aliases', 'p.product_description', 'p.featured_rank', 'p.created_at'])
        .where('p.product_id', '>', after)
        .orderBy('p.product_id')
        .limit(size)
        .execute();
      if (rows.length === 0) return;
      after = rows.at(-1)!.product_id;
      const attributes = await this.db
        .selectFrom('product_attributes')
        .select(['product_id', 'name', 'value'])
        .where('product_id', '>=', rows[0]!.product_id)
        .where('product_id', '<=', after)
        .orderBy('product_id')
        .orderBy('position')
        .execute();
      const attributesOf = new Map<number, Array<{ name: string; value: string }>>();
      for (const a of attributes) {
        let list = attributesOf.get(a.product_id);
        if (!list) attributesOf.set(a.product_id, (list = []));
        list.push({ name: a.name, value: a.value });
      }
      yield rows.map(({ stock_total, popularity, product_aliases, product_description, featured_rank, created_at, ...card }) => ({
        card,
        stockTotal: Number(stock_total),
        popularity: Number(popularity),
        featuredRank: Number(featured_rank),
        createdAt: created_at,
        aliases: product_aliases,
        description: product_description,
        categoryTitles: path(card.category_id),
        attributes: attributesOf.get(card.product_id) ?? [],
      }));
      if (rows.length < size) return;
    }
  }

  /** The card, stock total and popularity of these products (a stock or review change moved them). */
  async numbersOf(productIds: readonly number[]): Promise<Array<Pick<ProductSource, 'card' | 'stockTotal' | 'popularity'>>> {
    const out: Array<Pick<ProductSource, 'card' | 'stockTotal' | 'popularity'>> = [];
    for await (const ids of inTurns([...new Set(productIds)])) {
      const rows = await this.products().where('p.product_id', 'in', ids).execute();
      for (const { stock_total, popularity, ...card } of rows) out.push({ card, stockTotal: Number(stock_total), popularity: Number(popularity) });
    }
    return out;
  }
}
