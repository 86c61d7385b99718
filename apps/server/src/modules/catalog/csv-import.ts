import type { Kysely } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import { FIND_LIMITS, rateToBasisPoints, titleSlug } from '@shop/core';
import {
  ATTRIBUTE_COLUMN_PREFIX,
  CATALOG_CSV_COLUMNS,
  CATALOG_MESSAGES,
  CATALOG_CSV_PRODUCT_COLUMNS,
  attributeColumnName,
  csvAttributeCellSchema,
  CATALOG_CSV_REQUIRED_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_WARNINGS_MAX,
  catalogCsvRowSchema,
  noPictureWarning,
  labelClassOf,
  type CatalogCsvColumn,
  type CatalogCsvRow,
  type ImportError,
  type ImportResult,
} from '@shop/core/admin';
import { inTurns } from '../../db/batches.js';
import type { Database } from '../../db/schema.js';
import { catalogChanged } from '../../db/write-transaction.js';
import { HttpError } from '../../http/errors.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { recordAudit, recordAuditParts, type Actor, type AuditEntry } from '../staff/audit.js';
import { NEW_PRODUCT_TOTALS, type CatalogRepository } from './catalog.repository.js';
import type { Inventory } from './inventory.js';
import { formulaUnguarded } from '../../lib/csv.js';
import { categoryPaths } from './csv-export.js';
import { attributeRows, groupAttributes } from './catalog.mappers.js';

/*
 * The CSV import's steps: read and check a file against the catalog (planImport), then write
 * a checked plan (writeImport). CatalogService.importCsv runs them, in one transaction for a
 * real run; every query is CatalogRepository's, constructed over that transaction.
 */

/** The reason written beside stock changed by an import. */
export const IMPORT_STOCK_REASON = 'CSV import';

interface Row {
  /** As a spreadsheet counts: the header is row 1. */
  line: number;
  /** The cells as written (trimmed), by column. */
  raw: Record<CatalogCsvColumn, string>;
  value: CatalogCsvRow;
  /** The attribute columns' cells as written (trimmed), and their values read, by attribute name. */
  rawAttributes: Map<string, string>;
  attributes: Map<string, string[]>;
}

/** An `attribute:{Name}` column of the file: where it is, its header as written, and the attribute's name. */
interface AttributeColumn {
  index: number;
  header: string;
  name: string;
}

type Attributes = Array<{ name: string; values: string[] }>;

interface ProductPlan {
  key: string;
  existingId: number | null;
  first: Row;
  rows: Row[];
  slug: string;
  categoryId: number | null;
  /** The attributes the product ends with, when the file has attribute columns (else null: left as they are). */
  attributes: Attributes | null;
}

/** What an import will do: found by `planImport`, written by `writeImport`. */
export interface Plan {
  columns: Set<CatalogCsvColumn>;
  /** The attribute names the file has a column for. */
  attributeNames: string[];
  products: ProductPlan[];
  result: ImportResult;
}

/** Thrown with every error of the file: 422, nothing written. */
export class ImportRefused extends HttpError {
  constructor(errors: ImportError[]) {
    const n = errors.length;
    super(422, `The file has ${n} error${n === 1 ? '' : 's'}; nothing was written.`, {}, { errors });
  }
}

/** Characters of the file handed to the CSV parser at a time; the event loop turns between them. */
const PARSE_SLICE = 64 * 1024;
/** Rows checked between two turns of the event loop. */
const ROWS_PER_TURN = 250;
/** A turn of the event loop after every ROWS_PER_TURN items of a loop (`i` counts from 0), so other requests run. */
const turnAfter = (i: number) => (i % ROWS_PER_TURN === ROWS_PER_TURN - 1 ? nextTurn() : undefined);

/**
 * Parses the CSV text a slice at a time (the event loop turns between slices, so a 10 MiB
 * file never holds other requests), and stops as soon as the file has more rows than an
 * import takes: a 100,000-row file is refused after 50,001 rows, not after all of them.
 */
async function parseRecords(text: string): Promise<{ records: string[][]; tooMany: boolean; error: { message: string; lines?: number } | null }> {
  const records: string[][] = [];
  const parser = parse({ bom: true, skip_empty_lines: true, relax_column_count: true, trim: false });
  let error: { message: string; lines?: number } | null = null;
  let tooMany = false;
  parser.on('readable', () => {
    for (let record: string[] | null; (record = parser.read() as string[] | null) !== null;) {
      if (records.length > IMPORT_MAX_ROWS) {
        tooMany = true;
        continue;
      }
      records.push(record);
    }
  });
  parser.on('error', (err: Error & { lines?: number }) => {
    error ??= { message: err.message, lines: err.lines };
  });
  const ended = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', () => resolve());
    parser.on('close', resolve);
  });
  for (let at = 0; at < text.length && !tooMany && !error; at += PARSE_SLICE) {
    parser.write(text.slice(at, at + PARSE_SLICE));
    await nextTurn();
  }
  if (tooMany || error) parser.destroy();
  else parser.end();
  await ended;
  return { records, tooMany, error };
}

/** Reads the CSV text into rows of cells; every unreadable row or bad header is an error. */
async function readCsv(
  text: string,
  errors: ImportError[],
): Promise<{ columns: CatalogCsvColumn[]; attributeColumns: AttributeColumn[]; records: Array<{ line: number; cells: string[] }> }> {
  const { records, tooMany, error } = await parseRecords(text);
  if (error) {
    errors.push({ row: typeof error.lines === 'number' ? error.lines : 1, column: '', message: `The file is not valid CSV: ${error.message}` });
    return { columns: [], attributeColumns: [], records: [] };
  }
  if (records.length === 0) {
    errors.push({ row: 1, column: '', message: 'The file is empty: it needs a header row and at least one row.' });
    return { columns: [], attributeColumns: [], records: [] };
  }
  const written = records[0]!.map((h) => formulaUnguarded(h.trim()));
  const header = written.map((h) => h.toLowerCase());
  const known = new Set<string>(CATALOG_CSV_COLUMNS);
  const seen = new Set<string>();
  const attributeColumns: AttributeColumn[] = [];
  header.forEach((h, index) => {
    if (h.startsWith(ATTRIBUTE_COLUMN_PREFIX)) {
      // An attribute's column keeps its name as written ('attribute:Zodiac sign').
      const column = attributeColumnName(written[index]!);
      if ('error' in column) errors.push({ row: 1, column: written[index]!, message: column.error });
      else if (seen.has(`${ATTRIBUTE_COLUMN_PREFIX}${column.name.toLowerCase()}`))
        errors.push({ row: 1, column: written[index]!, message: `The attribute "${column.name}" has two columns` });
      else attributeColumns.push({ index, header: written[index]!, name: column.name });
      if ('name' in column) seen.add(`${ATTRIBUTE_COLUMN_PREFIX}${column.name.toLowerCase()}`);
      return;
    }
    if (!known.has(h))
      errors.push({
        row: 1,
        column: h,
        message: `Unknown column "${h}"; the columns are ${CATALOG_CSV_COLUMNS.join(', ')} and attribute:{Name} for each attribute`,
      });
    else if (seen.has(h)) errors.push({ row: 1, column: h, message: `The column "${h}" appears twice` });
    seen.add(h);
  });
  if (attributeColumns.length > FIND_LIMITS.attributesPerProduct * 10)
    errors.push({
      row: 1,
      column: '',
      message: `The file has ${attributeColumns.length} attribute columns; an import takes at most ${FIND_LIMITS.attributesPerProduct * 10}`,
    });
  for (const required of CATALOG_CSV_REQUIRED_COLUMNS) {
    if (!seen.has(required)) errors.push({ row: 1, column: required, message: `The column "${required}" is missing` });
  }
  if (tooMany) {
    errors.push({
      row: IMPORT_MAX_ROWS + 2,
      column: '',
      message: `The file has more than ${IMPORT_MAX_ROWS} rows; an import takes at most ${IMPORT_MAX_ROWS}.`,
    });
    // Nothing else is checked: the file is refused whatever its rows hold.
    return { columns: header as CatalogCsvColumn[], attributeColumns, records: [] };
  }
  if (records.length === 1) errors.push({ row: 2, column: '', message: 'The file has no rows under its header.' });
  const data = records.slice(1).map((cells, i) => ({ line: i + 2, cells }));
  for (const r of data) {
    if (r.cells.length !== header.length)
      errors.push({ row: r.line, column: '', message: `The row has ${r.cells.length} cells; the header has ${header.length}` });
  }
  return { columns: header as CatalogCsvColumn[], attributeColumns, records: data };
}

/** Checks every row and the whole file against the database; collects every error. */
export async function planImport(repo: CatalogRepository, text: string): Promise<{ plan: Plan; errors: ImportError[] }> {
  const errors: ImportError[] = [];
  const { columns, attributeColumns, records } = await readCsv(text, errors);
  const present = new Set(columns);
  const add = (row: number, column: string, message: string) => errors.push({ row, column, message });

  const rows: Row[] = [];
  for (const [i, rec] of records.entries()) {
    await turnAfter(i);
    const raw = Object.fromEntries(CATALOG_CSV_COLUMNS.map((c) => [c, ''])) as Record<CatalogCsvColumn, string>;
    columns.forEach((c, i) => {
      if (c in raw) raw[c] = formulaUnguarded((rec.cells[i] ?? '').trim());
    });
    const parsed = catalogCsvRowSchema.safeParse(raw);
    const rawAttributes = new Map<string, string>();
    const attributes = new Map<string, string[]>();
    let attributesRead = true;
    for (const a of attributeColumns) {
      const cell = formulaUnguarded((rec.cells[a.index] ?? '').trim());
      rawAttributes.set(a.name, cell);
      const values = csvAttributeCellSchema.safeParse(cell);
      if (values.success) attributes.set(a.name, values.data);
      else {
        attributesRead = false;
        add(rec.line, a.header, `${a.name}: ${values.error.issues[0]!.message}`);
      }
    }
    if (!parsed.success) {
      const seenColumns = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '');
        if (seenColumns.has(column)) continue; // one message per cell
        seenColumns.add(column);
        add(rec.line, column, issue.message);
      }
      // The cross-cell rule too, when both prices could be read.
      const sale = catalogCsvRowSchema.shape.sale_price.safeParse(raw.sale_price);
      const mrp = catalogCsvRowSchema.shape.mrp_price.safeParse(raw.mrp_price);
      if (sale.success && mrp.success && mrp.data < sale.data) add(rec.line, 'mrp_price', 'MRP must be at least the sale price');
      continue;
    }
    if (parsed.data.mrp_price < parsed.data.sale_price) add(rec.line, 'mrp_price', 'MRP must be at least the sale price');
    if (attributesRead) rows.push({ line: rec.line, raw, value: parsed.data, rawAttributes, attributes });
  }

  // What the file refers to, read in a few queries.
  const categories = await repo.categoryTitles();
  const categoryIds = new Set(categories.map((c) => c.category_id));
  const idByPath = new Map([...categoryPaths(categories)].map(([id, path]) => [path.toLowerCase(), id]));
  const productIds = [...new Set(rows.flatMap((r) => r.value.product_id ?? []))];
  const slugs = [...new Set(rows.flatMap((r) => (r.value.product_id === undefined && r.value.product_slug ? [r.value.product_slug] : [])))];
  const variantIds = [...new Set(rows.flatMap((r) => r.value.variant_id ?? []))];
  const existingProducts = new Map<number, { product_id: number; product_slug: string; category_id: number; country_of_origin: string; archived: number }>();
  const idBySlug = new Map<string, number>();
  for await (const ids of inTurns(productIds)) {
    for (const p of await repo.productKeysByIds(ids)) existingProducts.set(p.product_id, p);
  }
  for await (const part of inTurns(slugs)) {
    for (const p of await repo.productKeysBySlugs(part)) {
      existingProducts.set(p.product_id, p);
      if (!idBySlug.has(p.product_slug)) idBySlug.set(p.product_slug, p.product_id);
    }
  }
  const variantOwner = new Map<number, number>();
  for await (const ids of inTurns(variantIds)) {
    for (const v of await repo.variantOwners(ids)) variantOwner.set(v.product_variant_id, v.product_id);
  }

  // Rows into products: by id, else by slug (an existing product's, or a new one's), else by title.
  const groups = new Map<string, ProductPlan>();
  for (const [i, row] of rows.entries()) {
    await turnAfter(i);
    const v = row.value;
    let key: string;
    let existingId: number | null = null;
    if (v.product_id !== undefined) {
      if (!existingProducts.has(v.product_id)) {
        add(row.line, 'product_id', `No product has id ${v.product_id}; leave product_id empty to add a new product`);
        continue;
      }
      existingId = v.product_id;
      key = `id:${v.product_id}`;
    } else if (v.product_slug && idBySlug.has(v.product_slug)) {
      existingId = idBySlug.get(v.product_slug)!;
      key = `id:${existingId}`;
    } else if (v.product_slug) {
      key = `slug:${v.product_slug.toLowerCase()}`;
    } else if (v.product_title) {
      key = `title:${v.product_title.toLowerCase()}`;
    } else {
      add(row.line, 'product_title', 'product_title is required for a new product (or give product_id or product_slug)');
      continue;
    }
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { key, existingId, first: row, rows: [row], slug: '', categoryId: null, attributes: null });
  }

  const seenVariants = new Map<number, number>();
  const existingVariantTitles = new Map<number, Map<number, string>>();
  const touchedExisting = [...groups.values()].flatMap((g) => g.existingId ?? []);
  for await (const ids of inTurns(touchedExisting)) {
    for (const v of await repo.variantTitlesOf(ids)) {
      const m = existingVariantTitles.get(v.product_id) ?? new Map<number, string>();
      m.set(v.product_variant_id, v.product_variant_title.toLowerCase());
      existingVariantTitles.set(v.product_id, m);
    }
  }

  // The attributes of the existing products, when the file changes some: the others are kept.
  const existingAttributes = new Map<number, Array<{ name: string; value: string }>>();
  if (attributeColumns.length > 0) {
    for await (const ids of inTurns(touchedExisting)) {
      for (const a of await repo.attributesOfProducts(ids)) existingAttributes.set(a.product_id, [...(existingAttributes.get(a.product_id) ?? []), a]);
    }
  }

  const newSlugs = new Set<string>();
  for (const [i, g] of [...groups.values()].entries()) {
    await turnAfter(i);
    const first = g.first;
    for (const row of g.rows.slice(1)) {
      for (const a of attributeColumns) {
        const cell = row.rawAttributes.get(a.name)!;
        if (cell !== '' && cell !== first.rawAttributes.get(a.name))
          add(row.line, a.header, `${a.header} differs from row ${first.line}, the product's first row (a product's columns must match on all its rows)`);
      }
    }
    if (attributeColumns.length > 0) {
      g.attributes = mergeAttributes(groupAttributes(existingAttributes.get(g.existingId ?? -1) ?? []), first.attributes);
      if (g.attributes.length > FIND_LIMITS.attributesPerProduct)
        add(
          first.line,
          attributeColumns[0]!.header,
          `The product would have ${g.attributes.length} attributes; a product has at most ${FIND_LIMITS.attributesPerProduct}`,
        );
    }
    // A product's own columns: given on its first row; later rows leave them empty or repeat them.
    for (const row of g.rows.slice(1)) {
      for (const c of CATALOG_CSV_PRODUCT_COLUMNS) {
        if (row.raw[c] !== '' && row.raw[c] !== first.raw[c])
          add(row.line, c, `${c} differs from row ${first.line}, the product's first row (a product's columns must match on all its rows)`);
      }
    }
    // Category: by id or by path; required for a new product.
    const v = first.value;
    let categoryId: number | null = null;
    if (v.category_id !== undefined) {
      if (!categoryIds.has(v.category_id)) add(first.line, 'category_id', `No category has id ${v.category_id}`);
      else categoryId = v.category_id;
    }
    if (v.category_path) {
      const byPath = idByPath.get(v.category_path.replace(/\s*>\s*/g, ' > ').toLowerCase());
      if (byPath === undefined) add(first.line, 'category_path', `No category has the path "${v.category_path}"`);
      else if (categoryId !== null && byPath !== categoryId)
        add(first.line, 'category_path', `category_path names category ${byPath} but category_id is ${categoryId}`);
      else categoryId = byPath;
    }
    if (g.existingId === null) {
      if (!v.product_title) add(first.line, 'product_title', 'product_title is required for a new product');
      if (categoryId === null && v.category_id === undefined && !v.category_path)
        add(first.line, 'category_id', 'A new product needs category_id or category_path');
      if (!v.country_of_origin) add(first.line, 'country_of_origin', CATALOG_MESSAGES.countryRequired);
      g.slug = v.product_slug || titleSlug(v.product_title);
      if (newSlugs.has(g.slug.toLowerCase())) add(first.line, 'product_slug', `Another new product in the file has the slug "${g.slug}"`);
      newSlugs.add(g.slug.toLowerCase());
    } else {
      // As the API: a product on sale after the import (not archived) must have a country, the file's or its own.
      const stored = existingProducts.get(g.existingId);
      const onSale = v.archived === undefined ? Number(stored?.archived ?? 0) === 0 : !v.archived;
      if (onSale && !v.country_of_origin && !stored?.country_of_origin) add(first.line, 'country_of_origin', CATALOG_MESSAGES.countryRequired);
    }
    g.categoryId = categoryId;

    // Variants: ids must be the product's own, titles distinct, at most one default.
    const titles = new Map<string, number>();
    const others = new Map(existingVariantTitles.get(g.existingId ?? -1) ?? []);
    let defaultRow: Row | null = null;
    for (const row of g.rows) {
      const title = row.value.variant_title.toLowerCase();
      // Without variant_id, an existing product's variant of the same title is the one meant.
      if (row.value.variant_id === undefined) {
        const match = [...others].find(([, t]) => t === title);
        if (match) row.value.variant_id = match[0];
      }
      const id = row.value.variant_id;
      if (id !== undefined) {
        const owner = variantOwner.get(id);
        if (owner === undefined && !existingVariantTitles.get(g.existingId ?? -1)?.has(id))
          add(row.line, 'variant_id', `No variant has id ${id}; leave variant_id empty to add a variant`);
        else if (owner !== undefined && owner !== g.existingId)
          add(row.line, 'variant_id', `Variant ${id} belongs to product ${owner}, not to this row's product`);
        else if (seenVariants.has(id)) add(row.line, 'variant_id', `Variant ${id} is also on row ${seenVariants.get(id)}`);
        else seenVariants.set(id, row.line);
        others.delete(id);
      }
      if (titles.has(title)) add(row.line, 'variant_title', `The product has another variant titled "${row.value.variant_title}" (row ${titles.get(title)})`);
      titles.set(title, row.line);
      if (row.value.is_default) {
        if (defaultRow) add(row.line, 'is_default', `The product has another default variant (row ${defaultRow.line}); exactly one may be the default`);
        else defaultRow = row;
      }
    }
    for (const [, title] of others) {
      const clash = titles.get(title);
      if (clash !== undefined) add(clash, 'variant_title', `The product already has a variant titled "${title}" that is not in this row; use its variant_id`);
    }
  }

  const products = [...groups.values()];
  const result: ImportResult = {
    dry_run: true,
    rows: records.length,
    products_created: products.filter((g) => g.existingId === null).length,
    products_updated: products.filter((g) => g.existingId !== null).length,
    variants_created: rows.filter((r) => r.value.variant_id === undefined).length,
    variants_updated: rows.filter((r) => r.value.variant_id !== undefined).length,
    warnings: noPictureWarnings(products, present),
  };
  errors.sort((a, b) => a.row - b.row);
  return { plan: { columns: present, attributeNames: attributeColumns.map((a) => a.name), products, result }, errors };
}

/**
 * A product's attributes after an import: those the file has a column for take the cell's
 * values (none: the attribute goes), in their place; the others stay; new ones come last,
 * in the file's column order.
 */
function mergeAttributes(current: Attributes, fromFile: ReadonlyMap<string, string[]>): Attributes {
  const out: Attributes = [];
  const lower = new Map([...fromFile].map(([name, values]) => [name.toLowerCase(), { name, values }]));
  for (const a of current) {
    const given = lower.get(a.name.toLowerCase());
    if (!given) out.push(a);
    else {
      if (given.values.length > 0) out.push({ name: a.name, values: given.values });
      lower.delete(a.name.toLowerCase());
    }
  }
  for (const { name, values } of lower.values()) if (values.length > 0) out.push({ name, values });
  return out;
}

/** The counts of a result (the audit row keeps those, not the warnings). */
function withoutWarnings({ warnings: _warnings, ...counts }: ImportResult): Omit<ImportResult, 'warnings'> {
  return counts;
}

/**
 * Products the file leaves without a picture: a new one without product_image_url, or an
 * existing one whose product_image_url cell the file empties (an absent column changes
 * nothing). At most IMPORT_WARNINGS_MAX, then one row with how many more.
 */
function noPictureWarnings(products: readonly ProductPlan[], present: ReadonlySet<CatalogCsvColumn>): ImportError[] {
  const bare = products.filter((g) => !g.first.value.product_image_url && (g.existingId === null || present.has('product_image_url')));
  const warnings = bare.slice(0, IMPORT_WARNINGS_MAX).map((g) => ({
    row: g.first.line,
    column: 'product_image_url',
    message: noPictureWarning(g.first.value.product_title || g.first.value.product_slug || `product ${g.existingId}`),
  }));
  if (bare.length > IMPORT_WARNINGS_MAX) {
    const more = bare.length - IMPORT_WARNINGS_MAX;
    warnings.push({
      row: bare[IMPORT_WARNINGS_MAX]!.first.line,
      column: 'product_image_url',
      message: `…and ${more} more product${more === 1 ? '' : 's'} without a picture.`,
    });
  }
  return warnings;
}

/** Slugs for the new products that no product has yet (an existing one's gets -2, -3, …). */
async function freeSlugs(repo: CatalogRepository, wanted: string[]): Promise<string[]> {
  const taken = new Set<string>();
  for await (const part of inTurns(wanted)) {
    for (const slug of await repo.takenSlugs(part)) taken.add(slug);
  }
  const out: string[] = [];
  for (const slug of wanted) {
    let candidate = slug || 'product';
    for (let n = 2; taken.has(candidate); n++) {
      candidate = `${slug}-${n}`;
      if (taken.has(candidate)) continue;
      if (await repo.slugTaken(candidate)) taken.add(candidate);
    }
    taken.add(candidate);
    out.push(candidate);
  }
  return out;
}

/** Rows by their product. */
function groupBy<R extends { product_id: number }>(rows: readonly R[]): Map<number, R[]> {
  const out = new Map<number, R[]>();
  for (const r of rows) {
    const list = out.get(r.product_id);
    if (list) list.push(r);
    else out.set(r.product_id, [r]);
  }
  return out;
}

/** What the audit keeps of a product an import touches: what a shopper pays and sees. */
type ProductSnapshot = Record<string, unknown>;

/**
 * The products' audited state, by id: title, category, label, picture, publish state, and
 * each variant's title, prices and stock (`variant <id>`), so the audit screen names the
 * variant whose price or stock changed.
 */
async function snapshots(repo: CatalogRepository, productIds: number[]): Promise<Map<number, ProductSnapshot>> {
  const out = new Map<number, ProductSnapshot>();
  for await (const ids of inTurns(productIds)) {
    const products = await repo.auditedProducts(ids);
    for (const p of products) {
      out.set(p.product_id, {
        product_title: p.product_title,
        category_id: p.category_id,
        product_label: p.product_label,
        product_image_url: p.product_image_url,
        product_aliases: p.product_aliases,
        hsn_code: p.hsn_code,
        gst_rate_bp: p.gst_rate_bp === null ? null : Number(p.gst_rate_bp),
        country_of_origin: p.country_of_origin,
        published: Number(p.archived) === 0,
      });
    }
    for (const [productId, attributes] of groupBy(await repo.attributesOfProducts(ids))) {
      const snapshot = out.get(productId);
      if (snapshot) snapshot.attributes = groupAttributes(attributes);
    }
    const variants = await repo.auditedVariants(ids);
    for (const v of variants) {
      out.get(v.product_id)![`variant ${v.product_variant_id}`] = {
        title: v.product_variant_title,
        sale_price_paise: Number(v.sale_price_paise),
        mrp_price_paise: Number(v.mrp_price_paise),
        stock: Number(v.stock_quantity),
        is_default: Number(v.is_default) === 1,
      };
    }
  }
  return out;
}

/**
 * Writes a checked plan, in the caller's transaction `trx` (over which `repo` is constructed),
 * with batched statements; stock through the inventory, then the audit rows and the change.
 */
export async function writeImport(trx: Kysely<Database>, repo: CatalogRepository, inventory: Inventory, actor: Actor, plan: Plan): Promise<void> {
  const has = (c: CatalogCsvColumn) => plan.columns.has(c);
  const now = new Date().toISOString();
  const before = await snapshots(
    repo,
    plan.products.flatMap((g) => g.existingId ?? []),
  );
  const why = { kind: 'import' as const, reason: IMPORT_STOCK_REASON, staffId: actor.staffId };

  // 0. The stock of the variants named by id, first: the inventory locks them in id order
  //    (then their products), as an order would, before anything else here takes a lock.
  const variantRows = plan.products.flatMap((g) => g.rows.map((row, i) => ({ g, row, order: row.value.sort_order ?? i })));
  const existing = variantRows.filter((r) => r.row.value.variant_id !== undefined);
  const restocked = await inventory.setLevels(
    trx,
    existing.map(({ row }) => ({ variantId: row.value.variant_id!, level: row.value.stock! })),
    why,
  );

  // 1. New products, in batches; their ids come back with their slugs.
  const created = plan.products.filter((g) => g.existingId === null);
  const isNew = new Set(created);
  const slugs = await freeSlugs(
    repo,
    created.map((g) => g.slug),
  );
  const nextRank = await repo.nextFeaturedRank();
  for await (const batch of inTurns(created.map((g, i) => ({ g, slug: slugs[i]!, rank: nextRank + i })))) {
    const ids = await repo.insertProducts(
      batch.map(({ g, slug, rank }) => {
        const v = g.first.value;
        return {
          category_id: g.categoryId!,
          product_title: v.product_title,
          product_title_lc: v.product_title.toLowerCase(),
          product_slug: slug,
          product_short_description: v.product_short_description,
          product_description: sanitizeRichText(v.product_description),
          product_image_url: v.product_image_url,
          product_label: v.product_label,
          product_label_class: labelClassOf(v.product_label),
          featured_rank: rank,
          ...NEW_PRODUCT_TOTALS,
          is_trending: 0,
          created_at: now,
          archived: v.archived ? 1 : 0,
          product_aliases: v.aliases,
          hsn_code: v.hsn_code,
          gst_rate_bp: v.gst_rate === null ? null : rateToBasisPoints(v.gst_rate),
          country_of_origin: v.country_of_origin,
        };
      }),
    );
    const bySlug = new Map(ids.map((r) => [r.product_slug, r.product_id]));
    for (const { g, slug } of batch) g.existingId = bySlug.get(slug)!;
  }

  // 2. Existing products: the product columns the file has, from each product's first row.
  const updated = plan.products.filter((g) => !isNew.has(g));
  if (updated.length > 0) {
    type P = Record<string, string | number | null>;
    const cols: Array<{ name: string; type: 'integer' | 'text' }> = [];
    if (has('product_title')) cols.push({ name: 'product_title', type: 'text' }, { name: 'product_title_lc', type: 'text' });
    if (has('category_id') || has('category_path')) cols.push({ name: 'category_id', type: 'integer' });
    if (has('product_label')) cols.push({ name: 'product_label', type: 'text' }, { name: 'product_label_class', type: 'text' });
    if (has('product_short_description')) cols.push({ name: 'product_short_description', type: 'text' });
    if (has('product_description')) cols.push({ name: 'product_description', type: 'text' });
    if (has('product_image_url')) cols.push({ name: 'product_image_url', type: 'text' });
    if (has('aliases')) cols.push({ name: 'product_aliases', type: 'text' });
    if (has('hsn_code')) cols.push({ name: 'hsn_code', type: 'text' });
    if (has('gst_rate')) cols.push({ name: 'gst_rate_bp', type: 'integer' });
    if (has('country_of_origin')) cols.push({ name: 'country_of_origin', type: 'text' });
    if (has('archived')) cols.push({ name: 'archived', type: 'integer' });
    // Cells left empty keep what the product has: read it first.
    const current = new Map<number, Record<string, unknown>>();
    for await (const ids of inTurns(updated.map((g) => g.existingId!))) {
      for (const p of await repo.productsByIds(ids)) current.set(p.product_id, p as unknown as Record<string, unknown>);
    }
    const rows: P[] = [];
    // Sanitising the descriptions is the costly part: a turn of the event loop now and then.
    for (const [i, g] of updated.entries()) {
      await turnAfter(i);
      const v = g.first.value;
      const p = current.get(g.existingId!)!;
      const title = v.product_title || String(p.product_title);
      rows.push({
        product_id: g.existingId!,
        product_title: title,
        product_title_lc: title.toLowerCase(),
        category_id: g.categoryId ?? Number(p.category_id),
        product_label: v.product_label,
        product_label_class: labelClassOf(v.product_label),
        product_short_description: v.product_short_description,
        product_description: sanitizeRichText(v.product_description),
        product_image_url: v.product_image_url,
        product_aliases: v.aliases,
        hsn_code: v.hsn_code,
        gst_rate_bp: v.gst_rate === null ? null : rateToBasisPoints(v.gst_rate),
        // Empty keeps the product's own: a country of origin is never taken away.
        country_of_origin: v.country_of_origin || String(p.country_of_origin ?? ''),
        archived: v.archived === undefined ? Number(p.archived) : v.archived ? 1 : 0,
      });
    }
    if (cols.length > 0) await repo.updateMany<P>('products', 'product_id', cols, rows);
  }

  // 2b. Attributes, when the file has their columns: each product's list replaced by its merged one.
  if (plan.attributeNames.length > 0) {
    for await (const batch of inTurns(plan.products, 100)) {
      await repo.replaceAttributes(
        batch.map((g) => g.existingId!),
        batch.flatMap((g) => attributeRows(g.existingId!, g.attributes ?? [])),
      );
    }
  }

  // 3. Variants: updates (their stock is set above) and inserts.
  type V = Record<string, string | number | null>;
  const variantCols: Array<{ name: string; type: 'integer' | 'text' }> = [
    { name: 'product_variant_title', type: 'text' },
    { name: 'sale_price_paise', type: 'integer' },
    { name: 'mrp_price_paise', type: 'integer' },
  ];
  if (has('variant_short_description')) variantCols.push({ name: 'product_variant_short_description', type: 'text' });
  if (has('sort_order')) variantCols.push({ name: 'sort_order', type: 'integer' });
  await repo.updateMany<V>(
    'product_variants',
    'product_variant_id',
    variantCols,
    existing.map(({ row, order }) => ({
      product_variant_id: row.value.variant_id!,
      product_variant_title: row.value.variant_title,
      sale_price_paise: row.value.sale_price,
      mrp_price_paise: row.value.mrp_price,
      product_variant_short_description: row.value.variant_short_description,
      sort_order: order,
    })),
  );
  const opening: Array<{ variantId: number; delta: number }> = [];

  const fresh = variantRows.filter((r) => r.row.value.variant_id === undefined);
  const newIds = new Map<Row, number>();
  for await (const batch of inTurns(fresh)) {
    const inserted = await repo.insertVariants(
      batch.map(({ g, row, order }) => ({
        product_id: g.existingId!,
        product_variant_title: row.value.variant_title,
        product_variant_short_description: row.value.variant_short_description,
        sale_price_paise: row.value.sale_price,
        mrp_price_paise: row.value.mrp_price,
        // Their stock comes through the inventory (below), with its ledger rows.
        stock_quantity: 0,
        is_default: 0,
        sort_order: order,
      })),
    );
    const byKey = new Map(inserted.map((v) => [`${v.product_id}\u0001${v.product_variant_title}`, v.product_variant_id]));
    for (const { g, row } of batch) {
      const id = byKey.get(`${g.existingId}\u0001${row.value.variant_title}`)!;
      newIds.set(row, id);
      opening.push({ variantId: id, delta: row.value.stock! });
    }
  }

  // 4. Defaults: the row marked is_default; a new product without one takes its first row.
  const defaults: Array<{ productId: number; variantId: number }> = [];
  for (const g of plan.products) {
    const marked = g.rows.find((r) => r.value.is_default) ?? (isNew.has(g) ? g.rows[0] : undefined);
    if (marked) defaults.push({ productId: g.existingId!, variantId: marked.value.variant_id ?? newIds.get(marked)! });
  }
  for await (const batch of inTurns(defaults)) {
    await repo.setDefaultVariants(batch);
  }

  // 5. The new variants' stock, the products' prices.
  const stocked = await inventory.adjust(trx, opening, why);
  await repo.refreshProductPrices(plan.products.map((g) => g.existingId!));

  // 6. The audit: the import's row, and one row per product it changed, linked to it.
  const after = await snapshots(
    repo,
    plan.products.map((g) => g.existingId!),
  );
  const parts: AuditEntry[] = [];
  for (const [i, g] of plan.products.entries()) {
    await turnAfter(i);
    const was = isNew.has(g) ? undefined : before.get(g.existingId!);
    const is = after.get(g.existingId!);
    if (was && JSON.stringify(was) === JSON.stringify(is)) continue;
    parts.push({ action: was ? 'product.import_update' : 'product.import_create', entity: 'product', entityId: g.existingId!, before: was, after: is });
  }
  const importId = await recordAudit(trx, actor, {
    action: 'catalog.import',
    entity: 'product',
    after: { ...withoutWarnings(plan.result), dry_run: false, stock_changes: restocked.rows.length + stocked.rows.length, products_changed: parts.length },
  });
  await recordAuditParts(trx, actor, importId, parts);
  await catalogChanged(trx, { kind: 'catalog' });
}
