import type { Kysely } from 'kysely';
import { inTurns } from '../../db/batches.js';
import type { Database } from '../../db/schema.js';
import type { ProductSource } from './search-index.js';

type Db = Kysely<Database>;

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
        'p.stock_quantity as stock_total',
        'p.popularity',
      ]);
  }

  /** Every published product as the index reads it, in id order. */
  async allSources(): Promise<ProductSource[]> {
    const [rows, texts, categories, attributes] = await Promise.all([
      this.products().orderBy('p.product_id').execute(),
      this.db
        .selectFrom('products')
        .select(['product_id', 'product_aliases', 'product_description', 'featured_rank', 'created_at'])
        .where('archived', '=', 0)
        .execute(),
      this.db.selectFrom('categories').select(['category_id', 'parent_id', 'category_title']).execute(),
      this.db.selectFrom('product_attributes').select(['product_id', 'name', 'value']).orderBy('product_id').orderBy('position').execute(),
    ]);
    const textOf = new Map(texts.map((t) => [t.product_id, t]));
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
    const attributesOf = new Map<number, Array<{ name: string; value: string }>>();
    for (const a of attributes) {
      let list = attributesOf.get(a.product_id);
      if (!list) attributesOf.set(a.product_id, (list = []));
      list.push({ name: a.name, value: a.value });
    }
    return rows.map(({ stock_total, popularity, ...card }) => {
      const text = textOf.get(card.product_id);
      return {
        card,
        stockTotal: Number(stock_total),
        popularity: Number(popularity),
        featuredRank: Number(text?.featured_rank ?? 0),
        createdAt: text?.created_at ?? '',
        aliases: text?.product_aliases ?? '',
        description: text?.product_description ?? '',
        categoryTitles: path(card.category_id),
        attributes: attributesOf.get(card.product_id) ?? [],
      };
    });
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
