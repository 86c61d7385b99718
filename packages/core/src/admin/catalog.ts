import { z } from 'zod';
import { ATTRIBUTE_FORBIDDEN, BUILT_IN_ATTRIBUTES, FIND_LIMITS } from '../catalog-find';
import { MAX_ID, PRICE_MIN_PAISE } from '../constants';
import { gstRateSchema, hsnCodeSchema } from '../gst';
import { maxLengthMessage } from '../schemas/common';
import { foldSearchText } from '../search-text';
import { videoIdFromUrl } from '../text';
import { adminData, adminIdParam, adminOptionalText, adminPage, adminPagingQuery, adminText } from './common';

/**
 * The back office's catalog contract (`/api/admin/products`, `/categories`, `/variants`,
 * `/uploads`, the CSV import and export). Money in this API is **integer paise** (₹1 =
 * 100 paise), in fields named `…_paise`; only the CSV speaks rupees with two decimals, as a
 * spreadsheet does. Stock is whole units.
 */

// ---------------------------------------------------------------- limits

export const PRODUCT_TITLE_MAX = 200;
export const PRODUCT_SHORT_DESCRIPTION_MAX = 1_000;
/** The long description is HTML; it is sanitised (a few formatting tags) when stored. */
export const PRODUCT_DESCRIPTION_MAX = 50_000;
export const IMAGE_URL_MAX = 500;
export const VARIANT_TITLE_MAX = 100;
export const VARIANT_SHORT_DESCRIPTION_MAX = 500;
export const CATEGORY_TITLE_MAX = 80;
/** ₹1,00,00,000 (one crore): far above any stone's price; the smallest other than 0 is PRICE_MIN_PAISE (₹1). */
export const PRICE_MAX_PAISE = 1_000_000_000;
/** Units of one variant. */
export const STOCK_MAX = 1_000_000;
export const VARIANTS_MAX = 50;
export const GALLERY_MAX = 30;
export const SORT_ORDER_MAX = 1_000_000;
export const STOCK_REASON_MAX = 200;
/** The category tree has at most three levels (top, sub, leaf). */
export const CATEGORY_DEPTH_MAX = 3;
/** A country's name as a product's country of origin ('United Kingdom of Great Britain and Northern Ireland' is 52). */
export const COUNTRY_OF_ORIGIN_MAX = 56;

/** The storefront's product labels and the CSS class each one gets. */
export const PRODUCT_LABELS = { Hot: 'hot', New: 'new', Sale: 'sale' } as const;
export type ProductLabel = keyof typeof PRODUCT_LABELS;
export const PRODUCT_LABEL_NAMES = Object.keys(PRODUCT_LABELS) as ProductLabel[];

/** Pictures: what POST /api/admin/uploads takes and makes. */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
/**
 * The square WebP sizes made from each upload: 800 px for the product page's gallery (and
 * its zoom), 400 px for product cards; the storefront shows both square (object-fit: cover),
 * so the picture is cut to a centred square once, here.
 */
export const UPLOAD_SIZES = { large: 800, small: 400 } as const;
/** Uploaded pictures are served under this path. */
export const UPLOAD_URL_PREFIX = '/media/uploads/';

/** The CSV import's body cap and row cap. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;

export const CATALOG_MESSAGES = {
  productNotFound: 'Product not found.',
  variantNotFound: 'Variant not found.',
  categoryNotFound: 'Category not found.',
  archived: 'The product is archived: it is hidden from the storefront.',
  unarchived: 'The product is back on the storefront.',
  oneDefault: 'Exactly one variant must be the default.',
  duplicateVariantTitle: 'Two variants of one product cannot have the same title.',
  variantElsewhere: 'A variant id belongs to another product.',
  variantOrdered: 'A variant that has been ordered cannot be removed; set its stock to 0 instead.',
  stockBelowZero: 'Stock cannot go below 0.',
  stockAboveMax: `Stock cannot be more than ${STOCK_MAX.toLocaleString('en-IN')} units.`,
  depth: `Categories go at most ${CATEGORY_DEPTH_MAX} levels deep.`,
  cycle: 'A category cannot be moved under itself or one of its own subcategories.',
  categoryHasChildren: 'This category has subcategories: move or delete them first.',
  categoryHasProducts: 'Products use this category: move them to another category first.',
  categoryHasContent: 'A home slide or promo banner links to this category: change it first.',
  categoryDeleted: 'Category deleted.',
  notAnImage: 'The file is not a JPEG, PNG, WebP or GIF picture.',
  uploadTooLarge: `The picture is too large: ${UPLOAD_MAX_BYTES / 1024 / 1024} MiB at most.`,
  uploadTooManyPixels: `The picture is too large: ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels at most.`,
  uploadContentType: `Send the picture's bytes with Content-Type ${UPLOAD_CONTENT_TYPES.join(', ')}.`,
  importTooLarge: `The CSV file is too large: ${IMPORT_MAX_BYTES / 1024 / 1024} MiB at most.`,
  importContentType: 'Send the CSV file with Content-Type text/csv.',
  /** Consumer Protection (E-Commerce) Rules 2020, rule 6(5)(d): a product on sale shows where it comes from. */
  countryRequired: 'Country of origin is required: shoppers must see where a product comes from before they buy',
} as const;

// ---------------------------------------------------------------- fields

const whole = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min.toLocaleString('en-IN')} to ${max.toLocaleString('en-IN')}`;
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
};

/** Said of a price between 0 and ₹1, which would show as ₹0 or $0.00. */
export const priceTooSmallMessage = (label: string) => `${label} must be 0 or at least ₹1: a smaller price would show as ₹0 or $0.00`;
const shownInBothCurrencies = (paise: number) => paise === 0 || paise >= PRICE_MIN_PAISE;

/** A price in paise: ₹12.50 is 1250; 0 or from ₹1 (PRICE_MIN_PAISE) to ₹1 crore. */
export const pricePaise = (label: string) =>
  whole(`${label} (paise)`, 0, PRICE_MAX_PAISE).refine(shownInBothCurrencies, { error: priceTooSmallMessage(label) });
export const stockUnits = whole('Stock', 0, STOCK_MAX);
const sortOrder = whole('Sort order', 0, SORT_ORDER_MAX);
const idOf = (label: string) => whole(label, 1, MAX_ID);

/**
 * A picture's address: an upload (`/media/uploads/…`), the demo art (`/media/art/…`), or an
 * https URL; '' for none.
 */
export const imageUrlSchema = (label: string) =>
  adminOptionalText(label, IMAGE_URL_MAX).refine((url) => url === '' || /^\/media\/[A-Za-z0-9._/-]+$/.test(url) || /^https:\/\/[^\s"'<>]+$/.test(url), {
    error: `${label} must be an uploaded picture (/media/uploads/…) or an https address`,
  });

/** A video link of the video service (watch?v=, shorts/, embed/ or youtu.be/ form). */
export const videoUrlSchema = adminText('Video link', IMAGE_URL_MAX).refine((url) => /^https:\/\//.test(url) && videoIdFromUrl(url) !== null, {
  error: 'Video link must be a YouTube address (watch?v=…, shorts/…, embed/… or youtu.be/…)',
});

export const productLabelSchema = z
  .enum(PRODUCT_LABEL_NAMES as [ProductLabel, ...ProductLabel[]], { error: 'Label must be Hot, New, Sale or none (null)' })
  .nullable();

// ---------------------------------------------------------------- tax and origin (issue 23)

/** An HSN code, or null (the category's); '' is null. Spaces and dots are dropped ('7103.10' → '710310'). */
export const optionalHsnCodeSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(40, { error: maxLengthMessage(label, 40) })
    .nullable()
    .transform((v, ctx) => {
      if (v === null || v.replace(/[\s.]+/g, '') === '') return null;
      const checked = hsnCodeSchema(label).safeParse(v);
      if (checked.success) return checked.data;
      ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? `${label} must be 4, 6 or 8 digits` });
      return z.NEVER;
    });

/** A GST rate in percent (3, 0.25), or null (the category's); stored as basis points. */
export const optionalGstRateSchema = (label: string) => gstRateSchema(label).nullable();

/** The country of origin: one line of text, trimmed, at most COUNTRY_OF_ORIGIN_MAX characters ('' only where not required). */
export const countryOfOriginSchema = z
  .string({ error: 'Country of origin must be text' })
  .refine((s) => !/\p{Cc}/u.test(s), { error: 'Country of origin must be on one line, without control characters' })
  .transform((s) => s.trim().replace(/\s+/g, ' '))
  .pipe(z.string().max(COUNTRY_OF_ORIGIN_MAX, { error: maxLengthMessage('Country of origin', COUNTRY_OF_ORIGIN_MAX) }));

// ---------------------------------------------------------------- aliases and attributes

/** Control characters: line breaks and tabs included (an alias list is one line). */
const CONTROL = /\p{Cc}/u;

/** What the back office says of aliases and attributes (issue 22). */
export const FIND_FIELD_MESSAGES = {
  aliasesControl: 'Aliases must be on one line, without control characters: separate them with commas',
  attributeForbidden: (label: string) => `${label} must not contain a comma, =, &, #, ?, % or control characters`,
  attributeNoValues: (name: string) => `Give "${name}" at least one value, or remove it`,
  attributeTwice: (name: string) => `The attribute "${name}" is given twice: put all its values in one row`,
  tooManyAttributes: `A product has at most ${FIND_LIMITS.attributesPerProduct} attributes`,
  tooManyValues: `An attribute has at most ${FIND_LIMITS.valuesPerAttribute} values`,
} as const;

/**
 * An alias list as stored: each alias trimmed, empty ones and repeats (the same once folded
 * as search folds text: 'Neelam' and 'neelam') dropped, joined with ', '.
 */
export function normaliseAliases(text: string): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const alias = raw.trim();
    const key = foldSearchText(alias);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(alias);
  }
  return out.join(', ');
}

/**
 * `product_aliases`: other names shoppers search by (Hindi and Arabic names, misspellings),
 * comma-separated, at most FIND_LIMITS.aliases characters; stored normalised.
 */
export const productAliasesSchema = z
  .string({ error: 'Aliases must be text' })
  .trim()
  .max(FIND_LIMITS.aliases, { error: maxLengthMessage('Aliases', FIND_LIMITS.aliases) })
  .refine((s) => !CONTROL.test(s), { error: FIND_FIELD_MESSAGES.aliasesControl })
  .transform(normaliseAliases);

/** An attribute name as the shop spells it: a built-in name typed in another case is the built-in ('chakra' → 'Chakra'). */
export function attributeNameOf(name: string): string {
  const trimmed = name.trim();
  return BUILT_IN_ATTRIBUTES.find((b) => b.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
}

const attributeText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: maxLengthMessage(label, max) })
    .refine((s) => !ATTRIBUTE_FORBIDDEN.test(s), { error: FIND_FIELD_MESSAGES.attributeForbidden(label) });

/** A value list as stored: trimmed, empty ones and repeats (folded) dropped, in the order given. */
export function distinctValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = foldSearchText(v) || v;
    if (v === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One attribute of a product: a name and its values, in display order ('Chakra': ['Crown', 'Third Eye']). */
export const productAttributeInputSchema = z
  .object({
    name: attributeText('Attribute name', FIND_LIMITS.attributeName)
      .refine((s) => s !== '', { error: 'Attribute name is required' })
      .transform(attributeNameOf),
    values: z
      .array(attributeText('A value', FIND_LIMITS.attributeValue), { error: 'values must be a list of texts' })
      .max(FIND_LIMITS.valuesPerAttribute, { error: FIND_FIELD_MESSAGES.tooManyValues })
      .transform(distinctValues),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.values.length === 0) ctx.addIssue({ code: 'custom', path: ['values'], message: FIND_FIELD_MESSAGES.attributeNoValues(a.name) });
  });
export type ProductAttributeInput = z.infer<typeof productAttributeInputSchema>;

/** `attributes`: the whole list, in display order; a name given twice (in any case) is refused. */
export const productAttributesSchema = z
  .array(productAttributeInputSchema, { error: 'attributes must be a list of { name, values }' })
  .max(FIND_LIMITS.attributesPerProduct, { error: FIND_FIELD_MESSAGES.tooManyAttributes })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((a, i) => {
      const key = a.name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: FIND_FIELD_MESSAGES.attributeTwice(a.name) });
      seen.add(key);
    });
  });

export { attributeNameOrder } from '../catalog-find';

/** GET /api/admin/attributes: the attribute names in use (and the built-in ones), each with its values in use, most used first. */
export const adminAttributeNamesResponseSchema = adminData(
  z.array(
    z.object({
      name: z.string(),
      /** Products that have the attribute. */
      product_count: z.number().int(),
      /** Its values in use, most used first (at most ATTRIBUTE_VALUES_LISTED). */
      values: z.array(z.string()),
    }),
  ),
);
/** GET /api/admin/countries-of-origin: the countries products name, most used first (the form's suggestions). */
export const adminCountriesResponseSchema = adminData(z.array(z.object({ country: z.string(), product_count: z.number().int() })));

/** Values listed per attribute name by GET /api/admin/attributes. */
export const ATTRIBUTE_VALUES_LISTED = 50;

// ---------------------------------------------------------------- products

/** A variant as sent: without product_variant_id it is new; with one it edits that variant. */
export const adminVariantInputSchema = z
  .object({
    product_variant_id: idOf('product_variant_id').optional(),
    product_variant_title: adminText('Variant title', VARIANT_TITLE_MAX),
    product_variant_short_description: adminOptionalText('Variant short description', VARIANT_SHORT_DESCRIPTION_MAX).default(''),
    sale_price_paise: pricePaise('Sale price'),
    mrp_price_paise: pricePaise('MRP'),
    /**
     * Units in stock: the opening stock of a new variant. An existing variant's stock changes
     * only through POST /variants/{id}/stock (with a reason); here it must be left out.
     */
    stock_quantity: stockUnits.optional(),
    is_default: z.boolean({ error: 'is_default must be true or false' }).default(false),
    sort_order: sortOrder.optional(),
  })
  .strict()
  .refine((v) => v.mrp_price_paise >= v.sale_price_paise, { error: 'MRP must be at least the sale price', path: ['mrp_price_paise'] });
export type AdminVariantInput = z.infer<typeof adminVariantInputSchema>;

/** One picture or video of the gallery, in the order the storefront shows them. */
export const adminGalleryInputSchema = z.discriminatedUnion(
  'type',
  [
    z
      .object({ type: z.literal('image'), image_url: imageUrlSchema('Gallery picture').refine((u) => u !== '', { error: 'Gallery picture is required' }) })
      .strict(),
    z.object({ type: z.literal('video'), video_url: videoUrlSchema }).strict(),
  ],
  { error: "Gallery item type must be 'image' or 'video'" },
);
export type AdminGalleryInput = z.infer<typeof adminGalleryInputSchema>;

const variantsList = z
  .array(adminVariantInputSchema, { error: 'variants must be a list' })
  .min(1, { error: 'A product needs at least one variant' })
  .max(VARIANTS_MAX, { error: `A product has at most ${VARIANTS_MAX} variants` })
  .refine((vs) => vs.filter((v) => v.is_default).length === 1, { error: 'Exactly one variant must be the default' })
  .refine((vs) => new Set(vs.map((v) => v.product_variant_title.toLowerCase())).size === vs.length, {
    error: 'Two variants of one product cannot have the same title',
  })
  .refine(
    (vs) => {
      const ids = vs.flatMap((v) => v.product_variant_id ?? []);
      return new Set(ids).size === ids.length;
    },
    { error: 'A variant is listed twice' },
  );

const galleryList = z
  .array(adminGalleryInputSchema, { error: 'gallery must be a list' })
  .max(GALLERY_MAX, { error: `A gallery holds at most ${GALLERY_MAX} items` });

const productFields = {
  product_title: adminText('Title', PRODUCT_TITLE_MAX),
  category_id: idOf('category_id'),
  product_short_description: adminOptionalText('Short description', PRODUCT_SHORT_DESCRIPTION_MAX),
  /** HTML; stored sanitised (p, br, strong, em, u, lists, h2–h4, blockquote, https links). */
  product_description: adminOptionalText('Description', PRODUCT_DESCRIPTION_MAX),
  /** The card's picture (use an upload's 800 px URL); '' for none. */
  product_image_url: imageUrlSchema('Product picture'),
  product_label: productLabelSchema,
  is_trending: z.boolean({ error: 'is_trending must be true or false' }),
  /** The 'featured' order of listings: lower comes first. */
  featured_rank: whole('Featured rank', 0, SORT_ORDER_MAX),
  /** Other names shoppers search by, comma-separated (stored normalised). */
  product_aliases: productAliasesSchema,
  /** The product's attributes in display order; replaced as a whole when sent. */
  attributes: productAttributesSchema,
  /** The HSN code printed on its tax invoices; null (or '') for the category's. */
  hsn_code: optionalHsnCodeSchema('HSN code'),
  /** The GST rate in percent (3, 0.25); null for the category's. */
  gst_rate: optionalGstRateSchema('GST rate'),
  /** Where the product comes from ('India', 'Brazil'): required to be on sale (rule 6(5)(d)). */
  country_of_origin: countryOfOriginSchema,
};

/** POST /api/admin/products. */
export const adminProductCreateSchema = z
  .object({
    ...productFields,
    product_short_description: productFields.product_short_description.default(''),
    product_description: productFields.product_description.default(''),
    product_image_url: productFields.product_image_url.default(''),
    product_label: productFields.product_label.default(null),
    is_trending: productFields.is_trending.default(false),
    featured_rank: productFields.featured_rank.optional(),
    product_aliases: productFields.product_aliases.default(''),
    attributes: productFields.attributes.default([]),
    hsn_code: productFields.hsn_code.default(null),
    gst_rate: productFields.gst_rate.default(null),
    country_of_origin: productFields.country_of_origin.default(''),
    variants: variantsList,
    gallery: galleryList.default([]),
  })
  .strict();
export type AdminProductCreate = z.infer<typeof adminProductCreateSchema>;

/**
 * PATCH /api/admin/products/{id}: only the fields sent change. `variants`, when sent, is the
 * whole list: listed ids are edited, entries without an id are added, unlisted variants are
 * removed (refused for one that has been ordered). `gallery`, when sent, replaces the gallery
 * in the given order; `attributes`, when sent, replaces the attributes.
 */
export const adminProductUpdateSchema = z
  .object({
    product_title: productFields.product_title.optional(),
    category_id: productFields.category_id.optional(),
    product_short_description: productFields.product_short_description.optional(),
    product_description: productFields.product_description.optional(),
    product_image_url: productFields.product_image_url.optional(),
    product_label: productFields.product_label.optional(),
    is_trending: productFields.is_trending.optional(),
    featured_rank: productFields.featured_rank.optional(),
    product_aliases: productFields.product_aliases.optional(),
    attributes: productFields.attributes.optional(),
    hsn_code: productFields.hsn_code.optional(),
    gst_rate: productFields.gst_rate.optional(),
    country_of_origin: productFields.country_of_origin.optional(),
    variants: variantsList.optional(),
    gallery: galleryList.optional(),
  })
  .strict()
  // An empty PATCH changes nothing: refused, as the content's are, rather than audited as a change.
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'Send at least one field to change' });
export type AdminProductUpdate = z.infer<typeof adminProductUpdateSchema>;

export const adminVariantSchema = z.object({
  product_variant_id: z.number().int(),
  product_variant_title: z.string(),
  product_variant_short_description: z.string(),
  sale_price_paise: z.number().int(),
  mrp_price_paise: z.number().int(),
  stock_quantity: z.number().int(),
  is_default: z.boolean(),
  sort_order: z.number().int(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const adminGalleryItemSchema = z.object({
  product_gallery_id: z.number().int(),
  type: z.enum(['image', 'video']),
  /** The picture, or the video's thumbnail. */
  image_url: z.string(),
  /** '' for a picture. */
  video_url: z.string(),
  sort_order: z.number().int(),
});

/** A product as the back office edits it. */
export const adminProductSchema = z.object({
  product_id: z.number().int(),
  product_title: z.string(),
  product_slug: z.string(),
  category_id: z.number().int(),
  product_short_description: z.string(),
  product_description: z.string(),
  product_image_url: z.string(),
  product_label: productLabelSchema,
  is_trending: z.boolean(),
  featured_rank: z.number().int(),
  archived: z.boolean(),
  /** The default variant's prices and the variants' total stock, as the storefront lists them. */
  default_variant_id: z.number().int().nullable(),
  sale_price_paise: z.number().int(),
  mrp_price_paise: z.number().int(),
  stock_quantity: z.number().int(),
  review_count: z.number().int(),
  created_at: z.string(),
  /** Other names shoppers search by, ', '-separated. */
  product_aliases: z.string(),
  attributes: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  /** The product's own HSN code and GST rate (percent); null where it takes its category's. */
  hsn_code: z.string().nullable(),
  gst_rate: z.number().nullable(),
  /** '' only for a product stored before the rule (it must get one before it can change). */
  country_of_origin: z.string(),
  variants: z.array(adminVariantSchema),
  gallery: z.array(adminGalleryItemSchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductResponseSchema = adminData(adminProductSchema);

const booleanQuery = (label: string) =>
  z.enum(['true', 'false', '1', '0'], { error: `${label} must be true or false` }).transform((v) => v === 'true' || v === '1');

/** GET /api/admin/products. */
export const adminProductListQuerySchema = adminPagingQuery.extend({
  /** Part of the title or of an alias, any case. */
  q: adminOptionalText('Search', PRODUCT_TITLE_MAX).optional(),
  /** A category and everything below it. */
  category_id: adminIdParam('category_id').optional(),
  /** exclude (default): only products on sale; include: all; only: the archived ones. */
  archived: z.enum(['exclude', 'include', 'only'], { error: 'archived must be exclude, include or only' }).default('exclude'),
  /** Only products with a variant at or below LOW_STOCK_THRESHOLD units. */
  low_stock: booleanQuery('low_stock').optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductListItemSchema = z.object({
  product_id: z.number().int(),
  product_title: z.string(),
  product_slug: z.string(),
  category_id: z.number().int(),
  category_title: z.string(),
  product_image_url: z.string(),
  product_label: productLabelSchema,
  sale_price_paise: z.number().int(),
  mrp_price_paise: z.number().int(),
  stock_quantity: z.number().int(),
  variant_count: z.number().int(),
  /** Variants at or below LOW_STOCK_THRESHOLD units. */
  low_stock_variants: z.number().int(),
  archived: z.boolean(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;
export const adminProductListResponseSchema = adminPage(adminProductListItemSchema);

// ---------------------------------------------------------------- categories

export interface AdminCategoryNode {
  category_id: number;
  parent_id: number | null;
  category_title: string;
  category_slug: string;
  category_image_url: string;
  sort_order: number;
  /** 1 for a top-level category, up to CATEGORY_DEPTH_MAX. */
  depth: number;
  /** Products (archived ones too) filed directly under this category. */
  product_count: number;
  /** Its own HSN code and GST rate (percent); null to take the parent's. */
  hsn_code: string | null;
  gst_rate: number | null;
  /** What its products take when they set none: its own, else the nearest parent's; null for the settings' default. */
  inherited_hsn_code: string | null;
  inherited_gst_rate: number | null;
  children: AdminCategoryNode[];
}
export const adminCategoryNodeSchema: z.ZodType<AdminCategoryNode> = z
  .lazy(() =>
    z.object({
      category_id: z.number().int(),
      parent_id: z.number().int().nullable(),
      category_title: z.string(),
      category_slug: z.string(),
      category_image_url: z.string(),
      sort_order: z.number().int(),
      depth: z.number().int(),
      product_count: z.number().int(),
      hsn_code: z.string().nullable(),
      gst_rate: z.number().nullable(),
      inherited_hsn_code: z.string().nullable(),
      inherited_gst_rate: z.number().nullable(),
      children: z.array(adminCategoryNodeSchema),
    }),
  )
  .meta({ id: 'AdminCategoryNode', description: 'A category of the back office tree with its subcategories (recursive).' });
export const adminCategoryTreeResponseSchema = adminData(z.array(adminCategoryNodeSchema));

const categoryFields = {
  category_title: adminText('Category title', CATEGORY_TITLE_MAX),
  /** null for a top-level category. */
  parent_id: idOf('parent_id').nullable(),
  category_image_url: imageUrlSchema('Category picture'),
  /** Lower comes first among its siblings. */
  sort_order: sortOrder,
  /** null (or '') to take the parent's, else the settings' default. */
  hsn_code: optionalHsnCodeSchema('HSN code'),
  gst_rate: optionalGstRateSchema('GST rate'),
};

/** POST /api/admin/categories. */
export const adminCategoryCreateSchema = z
  .object({
    category_title: categoryFields.category_title,
    parent_id: categoryFields.parent_id.default(null),
    category_image_url: categoryFields.category_image_url.default(''),
    sort_order: categoryFields.sort_order.optional(),
    hsn_code: categoryFields.hsn_code.default(null),
    gst_rate: categoryFields.gst_rate.default(null),
  })
  .strict();
export type AdminCategoryCreate = z.infer<typeof adminCategoryCreateSchema>;

/** PATCH /api/admin/categories/{id}: a fourth level or a cycle is refused (409). */
export const adminCategoryUpdateSchema = z
  .object({
    category_title: categoryFields.category_title.optional(),
    parent_id: categoryFields.parent_id.optional(),
    category_image_url: categoryFields.category_image_url.optional(),
    sort_order: categoryFields.sort_order.optional(),
    hsn_code: categoryFields.hsn_code.optional(),
    gst_rate: categoryFields.gst_rate.optional(),
  })
  .strict();
export type AdminCategoryUpdate = z.infer<typeof adminCategoryUpdateSchema>;

export const adminCategorySchema = z.object({
  category_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  category_title: z.string(),
  category_slug: z.string(),
  category_image_url: z.string(),
  sort_order: z.number().int(),
  hsn_code: z.string().nullable(),
  gst_rate: z.number().nullable(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryResponseSchema = adminData(adminCategorySchema);

// ---------------------------------------------------------------- stock

/**
 * POST /api/admin/variants/{id}/stock: either `delta` (units to add, negative to take) or
 * `set` (the new count), and a reason. Stock never goes below 0 (409).
 */
export const stockAdjustmentRequestSchema = z
  .object({
    delta: whole('delta', -STOCK_MAX, STOCK_MAX)
      .refine((d) => d !== 0, { error: 'delta must not be 0' })
      .optional(),
    set: stockUnits.optional(),
    reason: adminText('Reason', STOCK_REASON_MAX),
  })
  .strict()
  .refine((b) => (b.delta === undefined) !== (b.set === undefined), { error: 'Send either delta or set, not both' });
export type StockAdjustmentRequest = z.infer<typeof stockAdjustmentRequestSchema>;

/**
 * What moved a variant's stock, as the stock history records it: the back office's stock
 * dialog (admin), a new variant's opening stock (created), a CSV import (import), an order
 * placed (order), cancelled by the shopper or the shop (cancel), cancelled unpaid past its
 * time (expiry), or re-opened by a payment that came after that (reopen).
 */
export const STOCK_CHANGE_KINDS = ['admin', 'created', 'import', 'order', 'cancel', 'expiry', 'reopen'] as const;
export type StockChangeKind = (typeof STOCK_CHANGE_KINDS)[number];

export const stockAdjustmentSchema = z.object({
  stock_adjustment_id: z.number().int(),
  product_variant_id: z.number().int(),
  delta: z.number().int(),
  stock_after: z.number().int(),
  /** The member's reason (admin), or what the shop wrote for the other kinds. */
  reason: z.string(),
  kind: z.enum(STOCK_CHANGE_KINDS),
  /** The order whose placement, cancel, expiry or re-opening moved the stock, else null. */
  order_id: z.number().int().nullable(),
  staff_id: z.number().int().nullable(),
  /** The member's e-mail, or '' when the account is gone. */
  staff_email: z.string(),
  created_at: z.string(),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

export const stockAdjustmentResponseSchema = adminData(
  stockAdjustmentSchema.extend({
    product_id: z.number().int(),
    /** The product's total over its variants, after the change. */
    product_stock_quantity: z.number().int(),
  }),
);
export const stockHistoryResponseSchema = adminPage(stockAdjustmentSchema);

// ---------------------------------------------------------------- uploads

export const uploadResultSchema = z.object({
  /** The 800 px square WebP: use it for product_image_url and gallery pictures. */
  image_url: z.string(),
  /** The 400 px square WebP (cards, thumbnails). */
  thumbnail_url: z.string(),
  /** The source picture's size, before conversion. */
  original_width: z.number().int(),
  original_height: z.number().int(),
  sizes: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), bytes: z.number().int() })),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
export const uploadResponseSchema = adminData(uploadResultSchema);

// ---------------------------------------------------------------- CSV

/**
 * The CSV's columns, in export order. One row per variant; a product's own columns repeat on
 * each of its rows (on import they may be left empty after the product's first row). Prices
 * are rupees with at most two decimals ('1250.50'); booleans are 1 or 0 (true/false, yes/no
 * also read). On import:
 * - product_id names an existing product; without it, product_slug finds one, else the row
 *   starts a new product (rows of one new product share a product_slug, or a title);
 * - variant_id names an existing variant of that product; without it the variant is new;
 * - category_id or category_path ('Crystals > Quartz > Rose Quartz') picks the category;
 * - variants not in the file are left as they are; nothing is deleted.
 * Besides these, `aliases` (the product's other names, comma-separated) and one column per
 * attribute, `attribute:{Name}` ('attribute:Chakra'), whose cell holds its values
 * comma-separated ('Crown, Third Eye'): an empty cell removes the attribute from the
 * product; a column left out of the file leaves that field as it is.
 * Issue 23: `hsn_code` and `gst_rate` (percent, '3' or '0.25'; empty: the category's) and
 * `country_of_origin` (required for a new product; empty on an existing one's row keeps its own).
 */
export const CATALOG_CSV_COLUMNS = [
  'product_id',
  'product_title',
  'product_slug',
  'category_id',
  'category_path',
  'product_label',
  'product_short_description',
  'product_description',
  'product_image_url',
  'aliases',
  'hsn_code',
  'gst_rate',
  'country_of_origin',
  'archived',
  'variant_id',
  'variant_title',
  'variant_short_description',
  'sale_price',
  'mrp_price',
  'stock',
  'is_default',
  'sort_order',
] as const;
export type CatalogCsvColumn = (typeof CATALOG_CSV_COLUMNS)[number];
/** Columns an import file must have (the others may be left out). */
export const CATALOG_CSV_REQUIRED_COLUMNS: readonly CatalogCsvColumn[] = ['product_title', 'variant_title', 'sale_price', 'mrp_price', 'stock'];
/** The columns that describe the product (the same on each of its rows). */
export const CATALOG_CSV_PRODUCT_COLUMNS: readonly CatalogCsvColumn[] = [
  'product_title',
  'category_id',
  'category_path',
  'product_label',
  'product_short_description',
  'product_description',
  'product_image_url',
  'aliases',
  'hsn_code',
  'gst_rate',
  'country_of_origin',
  'archived',
];
/** The header of an attribute's column: 'attribute:Chakra'. */
export const ATTRIBUTE_COLUMN_PREFIX = 'attribute:';
export const attributeColumn = (name: string) => `${ATTRIBUTE_COLUMN_PREFIX}${name}`;

const csvRupees = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: `${label} must be an amount in rupees with at most two decimals, like 1250.50` })
    .transform((s) => Math.round(Number(s) * 100))
    .pipe(
      z
        .number()
        .max(PRICE_MAX_PAISE, { error: `${label} must be at most ${(PRICE_MAX_PAISE / 100).toLocaleString('en-IN')} rupees` })
        .refine(shownInBothCurrencies, { error: priceTooSmallMessage(label) }),
    );

const csvBoolean = (label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((s) => ['', '1', '0', 'true', 'false', 'yes', 'no'].includes(s), { error: `${label} must be 1 or 0` })
    .transform((s) => (s === '' ? undefined : ['1', 'true', 'yes'].includes(s)));

const csvWhole = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((s) => s === '' || (/^-?\d{1,10}$/.test(s) && Number(s) >= min && Number(s) <= max), {
      error: `${label} must be a whole number from ${min.toLocaleString('en-IN')} to ${max.toLocaleString('en-IN')}`,
    })
    .transform((s) => (s === '' ? undefined : Number(s)));

const csvText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: maxLengthMessage(label, max) });

/** One CSV row, each cell checked on its own (cross-row rules are the server's). */
export const catalogCsvRowSchema = z.object({
  product_id: csvWhole('product_id', 1, MAX_ID),
  product_title: csvText('product_title', PRODUCT_TITLE_MAX),
  product_slug: csvText('product_slug', PRODUCT_TITLE_MAX),
  category_id: csvWhole('category_id', 1, MAX_ID),
  category_path: csvText('category_path', CATEGORY_TITLE_MAX * CATEGORY_DEPTH_MAX + 10),
  product_label: z
    .string()
    .trim()
    .refine((s) => s === '' || s in PRODUCT_LABELS, { error: 'product_label must be Hot, New, Sale or empty' })
    .transform((s) => (s === '' ? null : (s as ProductLabel))),
  product_short_description: csvText('product_short_description', PRODUCT_SHORT_DESCRIPTION_MAX),
  product_description: csvText('product_description', PRODUCT_DESCRIPTION_MAX),
  product_image_url: imageUrlSchema('product_image_url'),
  aliases: z
    .string()
    .trim()
    .max(FIND_LIMITS.aliases, { error: maxLengthMessage('aliases', FIND_LIMITS.aliases) })
    .refine((s) => !CONTROL.test(s), { error: FIND_FIELD_MESSAGES.aliasesControl })
    .transform(normaliseAliases),
  hsn_code: optionalHsnCodeSchema('hsn_code'),
  gst_rate: z
    .string()
    .trim()
    .refine((s) => s === '' || /^\d{1,3}(\.\d{1,2})?$/.test(s.replace(/%$/, '').trim()), {
      error: "gst_rate must be a percentage with at most two decimals, like 3 or 0.25 (empty: the category's)",
    })
    .transform((s) => (s === '' ? null : Number(s.replace(/%$/, '').trim())))
    .pipe(gstRateSchema('gst_rate').nullable()),
  country_of_origin: countryOfOriginSchema,
  archived: csvBoolean('archived'),
  variant_id: csvWhole('variant_id', 1, MAX_ID),
  variant_title: adminText('variant_title', VARIANT_TITLE_MAX),
  variant_short_description: csvText('variant_short_description', VARIANT_SHORT_DESCRIPTION_MAX),
  sale_price: csvRupees('sale_price'),
  mrp_price: csvRupees('mrp_price'),
  stock: csvWhole('stock', 0, STOCK_MAX).refine((n) => n !== undefined, { error: 'stock is required' }),
  is_default: csvBoolean('is_default'),
  sort_order: csvWhole('sort_order', 0, SORT_ORDER_MAX),
});
export type CatalogCsvRow = z.infer<typeof catalogCsvRowSchema>;

/**
 * An attribute column's cell: its values comma-separated ('Crown, Third Eye'), read as the
 * product form's values are; '' is no values (the import removes the attribute).
 */
export const csvAttributeCellSchema = z
  .string()
  .transform((cell) => cell.split(',').map((v) => v.trim()))
  .pipe(
    z
      .array(
        z
          .string()
          .max(FIND_LIMITS.attributeValue, { error: maxLengthMessage('A value', FIND_LIMITS.attributeValue) })
          .refine((s) => !ATTRIBUTE_FORBIDDEN.test(s), { error: FIND_FIELD_MESSAGES.attributeForbidden('A value') }),
      )
      .transform(distinctValues)
      .refine((vs) => vs.length <= FIND_LIMITS.valuesPerAttribute, { error: FIND_FIELD_MESSAGES.tooManyValues }),
  );

/** An attribute column's header checked: the name after ATTRIBUTE_COLUMN_PREFIX, or why it cannot be one. */
export function attributeColumnName(header: string): { name: string } | { error: string } {
  const name = attributeNameOf(header.slice(ATTRIBUTE_COLUMN_PREFIX.length));
  if (name === '') return { error: `The column "${header}" names no attribute: write attribute:Name` };
  if (name.length > FIND_LIMITS.attributeName) return { error: maxLengthMessage('An attribute name', FIND_LIMITS.attributeName) };
  if (ATTRIBUTE_FORBIDDEN.test(name)) return { error: FIND_FIELD_MESSAGES.attributeForbidden('An attribute name') };
  return { name };
}

/** POST /api/admin/products/import?dry_run=1. */
export const catalogImportQuerySchema = z.object({
  /** 1: check everything and report, write nothing. */
  dry_run: booleanQuery('dry_run').default(false),
});

/** One problem of an import: `row` counts as a spreadsheet does (the header is row 1). */
export const importErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/** 422: the file has errors, every one listed; nothing was written. */
export const importErrorResponseSchema = z.object({ success: z.literal(false), message: z.string(), errors: z.array(importErrorSchema) });

export const importResultSchema = z.object({
  dry_run: z.boolean(),
  rows: z.number().int(),
  products_created: z.number().int(),
  products_updated: z.number().int(),
  variants_created: z.number().int(),
  variants_updated: z.number().int(),
  /** What the import will do that a person may not mean: products left without a picture (IMPORT_WARNINGS_MAX at most). */
  warnings: z.array(importErrorSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
/** Warnings listed at most; one more row says how many were left out. */
export const IMPORT_WARNINGS_MAX = 100;
/** Said of a product the file leaves without a picture. */
export const noPictureWarning = (title: string) => `"${title}" has no picture: the shop shows a placeholder until one is added.`;
export const importResultResponseSchema = adminData(importResultSchema);

/** A label's CSS class, or null. */
export function labelClassOf(label: ProductLabel | null): string | null {
  return label ? PRODUCT_LABELS[label] : null;
}
