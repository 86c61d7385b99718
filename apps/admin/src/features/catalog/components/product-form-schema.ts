import { CATALOG_MESSAGES, adminProductCreateSchema, type AdminProduct, type AdminProductCreate, type ProductLabel } from '@shop/core/admin';
import { z } from 'zod';
import { inputToPaise, paiseToInput } from '../../../shared/lib/format';

/**
 * The product editor's form: prices typed in rupees ('1250.50'), stock and rank as text, the
 * default variant as an index. It is turned into the API's body and checked by core's
 * adminProductCreateSchema, so the messages (and their field paths) are the server's. Both
 * checks run on every submit, so an empty title and a mistyped price show together.
 */
const RUPEES = /^\d{1,9}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,7}$/;

export const variantFormSchema = z.object({
  product_variant_id: z.number().optional(),
  product_variant_title: z.string(),
  product_variant_short_description: z.string(),
  sale_price_paise: z.string(),
  mrp_price_paise: z.string(),
  /** Only a new variant's opening stock; an existing one changes through a stock adjustment. */
  stock_quantity: z.string(),
  current_stock: z.number().optional(),
});
export type VariantForm = z.input<typeof variantFormSchema>;

export const galleryItemFormSchema = z.object({
  type: z.enum(['image', 'video']),
  url: z.string(),
  /** The server's thumbnail of a saved video (a new one has none until saved). */
  thumb: z.string().optional(),
});
export type GalleryItemForm = z.infer<typeof galleryItemFormSchema>;

/** An attribute's row: its name, and its values as typed, comma-separated ('Crown, Third Eye'). */
export const attributeFormSchema = z.object({ name: z.string(), values: z.string() });
export type AttributeForm = z.infer<typeof attributeFormSchema>;

/** The rows that say something (a row left blank is no attribute), each with its place in the form. */
function filledAttributes(rows: readonly AttributeForm[]): Array<{ row: AttributeForm; index: number }> {
  return rows.map((row, index) => ({ row, index })).filter(({ row }) => row.name.trim() !== '' || row.values.trim() !== '');
}

type Issue = { path: (string | number)[]; message: string };

/** The form's own checks: what must be typed right before it can be turned into a body. */
function formIssues(f: z.infer<typeof productFormObject>): Issue[] {
  const issues: Issue[] = [];
  if (!f.category_id) issues.push({ path: ['category_id'], message: 'Choose a category' });
  f.variants.forEach((v, i) => {
    if (!RUPEES.test(v.sale_price_paise.trim()))
      issues.push({ path: ['variants', i, 'sale_price_paise'], message: 'Sale price must be an amount in rupees, like 1250.50' });
    if (!RUPEES.test(v.mrp_price_paise.trim()))
      issues.push({ path: ['variants', i, 'mrp_price_paise'], message: 'MRP must be an amount in rupees, like 1250.50' });
    if (v.product_variant_id === undefined && !WHOLE.test(v.stock_quantity.trim()))
      issues.push({ path: ['variants', i, 'stock_quantity'], message: 'Opening stock must be a whole number' });
  });
  // Rule 6(5)(d): the server refuses a product without one; said on the field before it is sent.
  if (f.country_of_origin.trim() === '') issues.push({ path: ['country_of_origin'], message: CATALOG_MESSAGES.countryRequired });
  if (f.featured_rank.trim() !== '' && !WHOLE.test(f.featured_rank.trim()))
    issues.push({ path: ['featured_rank'], message: 'Featured rank must be a whole number' });
  return issues;
}

/**
 * Where a core issue shows in the form: an attribute's index in the body is its row among the
 * filled ones, and a value's issue shows under the row's one values input.
 */
function formPath(path: (string | number)[], f: z.infer<typeof productFormObject>): (string | number)[] {
  if (path[0] !== 'attributes' || typeof path[1] !== 'number') return path;
  const index = filledAttributes(f.attributes)[path[1]]?.index ?? path[1];
  return ['attributes', index, ...(path[2] === 'values' ? ['values'] : path.slice(2, 3))];
}

/** The API's body from the form; a mistyped number becomes 0 here (its own issue is reported). */
function toBody(f: z.infer<typeof productFormObject>): z.input<typeof adminProductCreateSchema> {
  const orZero = (n: number) => (Number.isNaN(n) ? 0 : n);
  const rank = f.featured_rank.trim();
  return {
    product_title: f.product_title,
    category_id: orZero(Number(f.category_id || NaN)),
    product_label: (f.product_label || null) as ProductLabel | null,
    is_trending: f.is_trending,
    ...(WHOLE.test(rank) ? { featured_rank: Number(rank) } : {}),
    product_short_description: f.product_short_description,
    product_description: f.product_description,
    product_image_url: f.product_image_url,
    product_aliases: f.product_aliases,
    hsn_code: f.hsn_code,
    // Empty: the category's rate; anything else is read as a number (core says what is wrong with it).
    gst_rate: f.gst_rate.trim() === '' ? null : Number(f.gst_rate.trim().replace(/\s*%$/, '')),
    country_of_origin: f.country_of_origin,
    attributes: filledAttributes(f.attributes).map(({ row }) => ({ name: row.name, values: row.values.split(',') })),
    variants: f.variants.map((v, i) => ({
      // An existing variant's stock is left out: it changes only through an adjustment.
      ...(v.product_variant_id !== undefined
        ? { product_variant_id: v.product_variant_id }
        : { stock_quantity: WHOLE.test(v.stock_quantity.trim()) ? Number(v.stock_quantity) : 0 }),
      product_variant_title: v.product_variant_title,
      product_variant_short_description: v.product_variant_short_description,
      sale_price_paise: orZero(inputToPaise(v.sale_price_paise)),
      mrp_price_paise: orZero(inputToPaise(v.mrp_price_paise)),
      is_default: String(i) === f.default_index,
      sort_order: i,
    })),
    gallery: f.gallery.map((g) => (g.type === 'image' ? { type: 'image' as const, image_url: g.url } : { type: 'video' as const, video_url: g.url })),
  };
}

const productFormObject = z.object({
  product_title: z.string(),
  category_id: z.string(),
  product_label: z.string(),
  is_trending: z.boolean(),
  featured_rank: z.string(),
  product_short_description: z.string(),
  product_description: z.string(),
  product_image_url: z.string(),
  product_aliases: z.string(),
  hsn_code: z.string(),
  /** Percent as typed ('3', '0.25'); '' for the category's. */
  gst_rate: z.string(),
  country_of_origin: z.string(),
  attributes: z.array(attributeFormSchema),
  default_index: z.string(),
  variants: z.array(variantFormSchema),
  gallery: z.array(galleryItemFormSchema),
});

export const productFormSchema = productFormObject.transform((f, ctx): AdminProductCreate => {
  const own = formIssues(f);
  const checked = adminProductCreateSchema.safeParse(toBody(f));
  const taken = new Set(own.map((i) => i.path.join('.')));
  // Core's issues, less those on a field the form already explained in its own words.
  const core: Issue[] = checked.success
    ? []
    : checked.error.issues.map((i) => ({ path: formPath(i.path as (string | number)[], f), message: i.message })).filter((i) => !taken.has(i.path.join('.')));
  for (const issue of [...own, ...core]) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return own.length || !checked.success ? z.NEVER : checked.data;
});

export type ProductForm = z.input<typeof productFormSchema>;

/** A new variant's empty row. */
export function emptyVariant(): VariantForm {
  return { product_variant_title: '', product_variant_short_description: '', sale_price_paise: '', mrp_price_paise: '', stock_quantity: '0' };
}

/** The form's values for a product (or a new one). */
export function toProductForm(p?: AdminProduct): ProductForm {
  if (!p) {
    return {
      product_title: '',
      category_id: '',
      product_label: '',
      is_trending: false,
      featured_rank: '',
      product_short_description: '',
      product_description: '',
      product_image_url: '',
      product_aliases: '',
      hsn_code: '',
      gst_rate: '',
      country_of_origin: '',
      attributes: [],
      default_index: '0',
      variants: [emptyVariant()],
      gallery: [],
    };
  }
  const variants = [...p.variants].sort((a, b) => a.sort_order - b.sort_order);
  return {
    product_title: p.product_title,
    category_id: String(p.category_id),
    product_label: p.product_label ?? '',
    is_trending: p.is_trending,
    featured_rank: String(p.featured_rank),
    product_short_description: p.product_short_description,
    product_description: p.product_description,
    product_image_url: p.product_image_url,
    product_aliases: p.product_aliases,
    hsn_code: p.hsn_code ?? '',
    gst_rate: p.gst_rate === null ? '' : String(p.gst_rate),
    country_of_origin: p.country_of_origin,
    attributes: p.attributes.map((a) => ({ name: a.name, values: a.values.join(', ') })),
    default_index: String(
      Math.max(
        0,
        variants.findIndex((v) => v.is_default),
      ),
    ),
    variants: variants.map((v) => ({
      product_variant_id: v.product_variant_id,
      product_variant_title: v.product_variant_title,
      product_variant_short_description: v.product_variant_short_description,
      sale_price_paise: paiseToInput(v.sale_price_paise),
      mrp_price_paise: paiseToInput(v.mrp_price_paise),
      stock_quantity: String(v.stock_quantity),
      current_stock: v.stock_quantity,
    })),
    gallery: [...p.gallery]
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((g) => (g.type === 'video' ? { type: g.type, url: g.video_url, thumb: g.image_url } : { type: g.type, url: g.image_url })),
  };
}
