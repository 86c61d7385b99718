import type { GalleryItem, ProductDetail, Review } from '@shop/core';
import type { ProductDetails } from '../../../shared/api/get-product-details';
import { variantOfRow } from '../lib/variants';

/** Test data for the detail screen: a product with two variants, the second out of stock. */

export function detailRow(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    product_id: 6,
    product_title: 'Chinese Fluorite Tumbled Stones',
    product_image_url: '/media/art/fluorite-0.svg',
    product_short_description: 'Smooth fluorite stones in purple, teal and green bands.',
    product_variant_id: 11,
    product_variant_title: 'Pack of 5',
    product_variant_short_description: 'Five stones of similar size.',
    product_variant_sale_price: 149,
    product_variant_mrp_price: 199,
    product_stock_status: 16,
    average_rating: '4',
    product_label: null,
    product_label_class: null,
    product_category_id: 9,
    product_description: '<p><strong>Fluorite</strong> polished for weeks.</p>',
    product_country_of_origin: 'Brazil',
    ...overrides,
  };
}

export const variantOf = variantOfRow;

/** Pack of 5 (₹149, was ₹199, 16 in stock) and Pack of 10 (₹229, was ₹229, none in stock, no own text). */
export function twoVariantRows(): ProductDetail[] {
  return [
    detailRow(),
    detailRow({
      product_variant_id: 12,
      product_variant_title: 'Pack of 10',
      product_variant_short_description: '',
      product_variant_sale_price: 229,
      product_variant_mrp_price: 229,
      product_stock_status: 0,
    }),
  ];
}

export function productDetails(rows: ProductDetail[] = twoVariantRows()): ProductDetails {
  return { rows, variants: rows.map(variantOf) };
}

/** The GetProductDetails body for `rows`. */
export function detailsBody(rows: ProductDetail[] = twoVariantRows()) {
  return { success: true, data: rows, product_variants: rows.map(variantOf) };
}

export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    customer_name: 'Lakshmi Tanaka',
    created_date: '2026-08-13T02:18:27.000Z',
    review_rating: 5,
    review_text: 'The polish is flawless.',
    product_id: 6,
    verified_buyer: false,
    ...overrides,
  };
}

export function imageItem(id: number, url = `/media/art/fluorite-${id}.svg`): GalleryItem {
  return { product_gallery_id: id, product_gallery_type: 'image', product_slider_image_url: url, product_video_url: '' };
}

export function videoItem(id: number, url: string): GalleryItem {
  return {
    product_gallery_id: id,
    product_gallery_type: 'video',
    product_slider_image_url: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
    product_video_url: url,
  };
}
