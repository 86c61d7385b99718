import { knownStock, QUANTITY_MIN, type ProductCard, type ProductDetail, type ProductVariant } from '@shop/core';

/**
 * The detail screen's view of a product: GetProductDetails sends one row per variant (data,
 * data[0] being the default) and the variant list (product_variants). These helpers pick
 * what the screen shows for the chosen variant.
 */

/** The variant a detail row stands for (its price, stock and text). */
export function variantOfRow(row: ProductDetail): ProductVariant {
  return {
    product_variant_id: row.product_variant_id,
    product_id: row.product_id,
    product_variant_title: row.product_variant_title,
    product_variant_short_description: row.product_variant_short_description,
    product_variant_sale_price: row.product_variant_sale_price,
    product_variant_mrp_price: row.product_variant_mrp_price,
    product_stock_status: row.product_stock_status,
  };
}

/** The variants the picker offers: product_variants, or the rows' own when that list is empty. */
export function variantOptions(rows: readonly ProductDetail[], variants: readonly ProductVariant[]): ProductVariant[] {
  if (variants.length > 0) return [...variants];
  return rows.map(variantOfRow);
}

/**
 * The row of the chosen variant (data[0], the default, when none is chosen): its own row
 * when the product sends one, else the default row with the variant's price, stock and
 * description laid over it. Undefined only when there are no rows at all.
 */
export function variantRow(rows: readonly ProductDetail[], variants: readonly ProductVariant[], variantId: number | null): ProductDetail | undefined {
  const base = rows[0];
  if (!base) return undefined;
  if (variantId === null) return base;
  const own = rows.find((row) => row.product_variant_id === variantId);
  if (own) return own;
  const variant = variants.find((v) => v.product_variant_id === variantId);
  if (!variant) return base;
  return {
    ...base,
    product_variant_id: variant.product_variant_id,
    product_variant_title: variant.product_variant_title,
    product_variant_short_description: variant.product_variant_short_description,
    product_variant_sale_price: variant.product_variant_sale_price,
    product_variant_mrp_price: variant.product_variant_mrp_price,
    product_stock_status: variant.product_stock_status,
  };
}

/** The short description shown: the variant's when it has one, else the product's. */
export function shortDescriptionOf(row: Pick<ProductDetail, 'product_variant_short_description' | 'product_short_description'>): string {
  const own = row.product_variant_short_description?.trim();
  return own ? own : row.product_short_description;
}

/** The stock of a row as a whole number: 0 (or anything not positive) is out of stock. */
export function stockOf(row: Pick<ProductDetail, 'product_stock_status'>): number {
  return knownStock(row) ?? 0;
}

/** The stepper's quantity: at least 1 (core QUANTITY_MIN) and, when there is stock, not above it. */
export function clampQuantity(quantity: number, stock: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : QUANTITY_MIN;
  const max = Math.max(QUANTITY_MIN, stock);
  return Math.min(max, Math.max(QUANTITY_MIN, whole));
}

/**
 * The row as the cart and the wishlist keep it: the card fields and the variant title,
 * without the long HTML description (it would only bloat local storage).
 */
export function cardOf(row: ProductDetail): ProductCard & { product_variant_title: string } {
  const { product_description: _description, product_variant_short_description: _variantText, product_country_of_origin: _origin, ...card } = row;
  return card;
}
