import {
  averageRatingString,
  paiseToRupees,
  videoIdFromUrl,
  videoThumbnailUrl,
  type Category,
  type ProductCard,
  type ProductDetail,
  type ProductVariant,
} from '@shop/core';
import type { AdminGalleryInput } from '@shop/core/admin';
import type { ProductRow, VariantRow } from '../../db/schema.js';
import type { CardRow, CategoryRecord } from './catalog.repository.js';

/** A product with its default variant, as the storefront's product card reads it. */
export function toProductCard(row: CardRow): ProductCard {
  return {
    product_id: row.product_id,
    product_title: row.product_title,
    product_image_url: row.product_image_url,
    product_short_description: row.product_short_description,
    product_variant_id: row.default_variant_id ?? 0,
    product_variant_sale_price: paiseToRupees(row.sale_price_paise),
    product_variant_mrp_price: paiseToRupees(row.mrp_price_paise),
    product_stock_status: row.stock_quantity,
    average_rating: averageRatingString(row.rating_sum_x2, row.review_count),
    product_label: row.product_label,
    product_label_class: row.product_label_class,
    product_category_id: row.category_id,
  };
}

export function toVariant(v: VariantRow): ProductVariant {
  return {
    product_variant_id: v.product_variant_id,
    product_id: v.product_id,
    product_variant_title: v.product_variant_title,
    product_variant_short_description: v.product_variant_short_description,
    product_variant_sale_price: paiseToRupees(v.sale_price_paise),
    product_variant_mrp_price: paiseToRupees(v.mrp_price_paise),
    product_stock_status: v.stock_quantity,
  };
}

/** One detail row per variant: the product's card fields with that variant's price, stock and text (description already sanitised). */
export function toProductDetail(p: ProductRow, v: VariantRow): ProductDetail {
  return {
    product_id: p.product_id,
    product_title: p.product_title,
    product_image_url: p.product_image_url,
    product_short_description: p.product_short_description,
    product_variant_id: v.product_variant_id,
    product_variant_title: v.product_variant_title,
    product_variant_short_description: v.product_variant_short_description,
    product_variant_sale_price: paiseToRupees(v.sale_price_paise),
    product_variant_mrp_price: paiseToRupees(v.mrp_price_paise),
    product_stock_status: v.stock_quantity,
    average_rating: averageRatingString(p.rating_sum_x2, p.review_count),
    product_label: p.product_label,
    product_label_class: p.product_label_class,
    product_category_id: p.category_id,
    product_description: p.product_description,
    product_country_of_origin: p.country_of_origin,
  };
}

/** Builds the category tree (children in display order) from flat rows. */
export function buildCategoryTree(rows: CategoryRecord[]): { roots: Category[]; byId: Map<number, Category>; parentOf: Map<number, number | null> } {
  const byId = new Map<number, Category>();
  const parentOf = new Map<number, number | null>();
  for (const r of rows) {
    byId.set(r.category_id, { category_id: r.category_id, category_title: r.category_title, category_image_url: r.category_image_url, children: [] });
    parentOf.set(r.category_id, r.parent_id);
  }
  const roots: Category[] = [];
  for (const r of rows) {
    const node = byId.get(r.category_id)!;
    const parent = r.parent_id === null ? undefined : byId.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return { roots, byId, parentOf };
}

/** The ids of a category and every category below it. */
export function descendantIds(category: Category): number[] {
  const out: number[] = [];
  const walk = (c: Category) => {
    out.push(c.category_id);
    c.children.forEach(walk);
  };
  walk(category);
  return out;
}

/** A gallery entry as stored: a picture, or a video with the video service's thumbnail. */
export function galleryRow(productId: number, item: AdminGalleryInput, sortOrder: number) {
  return item.type === 'image'
    ? { product_id: productId, product_gallery_type: 'image', product_slider_image_url: item.image_url, product_video_url: '', sort_order: sortOrder }
    : {
        product_id: productId,
        product_gallery_type: 'video',
        product_slider_image_url: videoThumbnailUrl(videoIdFromUrl(item.video_url) ?? ''),
        product_video_url: item.video_url,
        sort_order: sortOrder,
      };
}

/** A product's attribute rows (one per value, in display order) gathered into attributes: [{ name, values }], each name once. */
export function groupAttributes(rows: ReadonlyArray<{ name: string; value: string }>): Array<{ name: string; values: string[] }> {
  const byName = new Map<string, string[]>();
  for (const r of rows) {
    const values = byName.get(r.name);
    if (values) values.push(r.value);
    else byName.set(r.name, [r.value]);
  }
  return [...byName].map(([name, values]) => ({ name, values }));
}

/** The rows of a product's attributes: one per value, `position` counting through them all. */
export function attributeRows(productId: number, attributes: ReadonlyArray<{ name: string; values: readonly string[] }>) {
  return attributes.flatMap((a) => a.values.map((value) => ({ product_id: productId, name: a.name, value }))).map((r, position) => ({ ...r, position }));
}
