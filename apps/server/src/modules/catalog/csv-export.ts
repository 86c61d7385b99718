import { setImmediate as nextTurn } from 'node:timers/promises';
import { CATALOG_CSV_COLUMNS, attributeColumn, attributeNameOrder, type CatalogCsvColumn } from '@shop/core/admin';
import { basisPointsToRate } from '@shop/core';
import { csvCell, rupeesText } from '../../lib/csv.js';
import type { CatalogRepository } from './catalog.repository.js';

/** ' > ' joins the titles of a category path: 'Crystals > Quartz > Rose Quartz'. */
export const CATEGORY_PATH_SEPARATOR = ' > ';

/** Each category's path of titles from the top, by id. */
export function categoryPaths(rows: ReadonlyArray<{ category_id: number; parent_id: number | null; category_title: string }>): Map<number, string> {
  const byId = new Map(rows.map((r) => [r.category_id, r]));
  const out = new Map<number, string>();
  for (const r of rows) {
    const titles: string[] = [];
    for (let at: typeof r | undefined = r; at && titles.length < 10; at = at.parent_id === null ? undefined : byId.get(at.parent_id))
      titles.unshift(at.category_title);
    out.set(r.category_id, titles.join(CATEGORY_PATH_SEPARATOR));
  }
  return out;
}

/**
 * The whole catalog as CSV, one row per variant (CATALOG_CSV_COLUMNS, then an
 * `attribute:{Name}` column for every attribute any product has: the built-in ones in their
 * order, then the others alphabetically), products in id order and variants in their display
 * order; archived products too (archived = 1). Read in pages of products, so memory holds
 * one page of rows at a time besides the text.
 */
export async function* exportCatalogCsv(repo: CatalogRepository): AsyncGenerator<string> {
  const paths = categoryPaths(await repo.categoryTitles());
  const attributeNames = (await repo.attributeNames()).sort(attributeNameOrder);
  yield [...CATALOG_CSV_COLUMNS, ...attributeNames.map(attributeColumn)].map(csvCell).join(',') + '\r\n';
  let after = 0;
  for (;;) {
    // A turn of the event loop per page: SQLite answers synchronously.
    await nextTurn();
    const products = await repo.productsAfter(after, 500);
    if (products.length === 0) return;
    after = products[products.length - 1]!.product_id;
    const variants = await repo.variantsOfProducts(products.map((p) => p.product_id));
    // Each product's attributes as its cells: values comma-separated, by name.
    const attributes = new Map<number, Map<string, string[]>>();
    for (const a of await repo.attributesOfProducts(products.map((p) => p.product_id))) {
      const own = attributes.get(a.product_id) ?? new Map<string, string[]>();
      own.set(a.name, [...(own.get(a.name) ?? []), a.value]);
      attributes.set(a.product_id, own);
    }
    const byProduct = new Map<number, typeof variants>();
    for (const v of variants) {
      const list = byProduct.get(v.product_id);
      if (list) list.push(v);
      else byProduct.set(v.product_id, [v]);
    }
    let text = '';
    for (const p of products) {
      const own = attributes.get(p.product_id);
      const attributeCells = attributeNames.map((name) => csvCell(own?.get(name)?.join(', ') ?? ''));
      for (const v of byProduct.get(p.product_id) ?? []) {
        const row: Record<CatalogCsvColumn, string | number> = {
          product_id: p.product_id,
          product_title: p.product_title,
          product_slug: p.product_slug,
          category_id: p.category_id,
          category_path: paths.get(p.category_id) ?? '',
          product_label: p.product_label ?? '',
          product_short_description: p.product_short_description,
          product_description: p.product_description,
          product_image_url: p.product_image_url,
          aliases: p.product_aliases,
          hsn_code: p.hsn_code ?? '',
          gst_rate: p.gst_rate_bp === null ? '' : basisPointsToRate(Number(p.gst_rate_bp)),
          country_of_origin: p.country_of_origin,
          archived: p.archived,
          variant_id: v.product_variant_id,
          variant_title: v.product_variant_title,
          variant_short_description: v.product_variant_short_description,
          sale_price: rupeesText(v.sale_price_paise),
          mrp_price: rupeesText(v.mrp_price_paise),
          stock: v.stock_quantity,
          is_default: v.is_default,
          sort_order: v.sort_order,
        };
        text += [...CATALOG_CSV_COLUMNS.map((c) => csvCell(row[c])), ...attributeCells].join(',') + '\r\n';
      }
    }
    yield text;
  }
}
