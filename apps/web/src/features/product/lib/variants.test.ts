import { describe, expect, it } from 'vitest';
import { QUANTITY_MIN } from '@shop/core';
import { detailRow, twoVariantRows, variantOf } from '../testing/fixtures';
import { cardOf, clampQuantity, shortDescriptionOf, stockOf, variantOptions, variantRow } from './variants';
import { RATING_VALUES, ratingLabelStar } from './rating-labels';
import { reviewMessageKey } from './review-messages';

describe('variantRow', () => {
  const rows = twoVariantRows();
  const variants = rows.map(variantOf);

  it('is data[0], the default, until a variant is chosen', () => {
    expect(variantRow(rows, variants, null)).toBe(rows[0]);
  });

  it('is the chosen variant’s own row', () => {
    expect(variantRow(rows, variants, 12)).toBe(rows[1]);
  });

  it('lays a listed variant without a row of its own over the default row', () => {
    const extra = {
      ...variantOf(rows[0]!),
      product_variant_id: 13,
      product_variant_title: 'Pack of 20',
      product_variant_sale_price: 399,
      product_stock_status: 2,
    };
    const row = variantRow(rows, [...variants, extra], 13)!;
    expect(row).toMatchObject({ product_variant_id: 13, product_variant_title: 'Pack of 20', product_variant_sale_price: 399, product_stock_status: 2 });
    expect(row.product_description).toBe(rows[0]!.product_description);
  });

  it('is undefined without rows', () => {
    expect(variantRow([], [], null)).toBeUndefined();
  });
});

describe('variantOptions', () => {
  it('offers product_variants, or the rows’ variants when that list is empty', () => {
    const rows = twoVariantRows();
    expect(variantOptions(rows, [variantOf(rows[1]!)]).map((v) => v.product_variant_id)).toEqual([12]);
    expect(variantOptions(rows, []).map((v) => v.product_variant_title)).toEqual(['Pack of 5', 'Pack of 10']);
  });
});

describe('shortDescriptionOf', () => {
  it('is the variant’s text when it has one, else the product’s', () => {
    expect(shortDescriptionOf(detailRow())).toBe('Five stones of similar size.');
    expect(shortDescriptionOf(detailRow({ product_variant_short_description: '  ' }))).toBe('Smooth fluorite stones in purple, teal and green bands.');
  });
});

describe('stock and quantity', () => {
  it('counts stock 0 or below as none', () => {
    expect(stockOf(detailRow({ product_stock_status: 0 }))).toBe(0);
    expect(stockOf(detailRow({ product_stock_status: -3 }))).toBe(0);
    expect(stockOf(detailRow({ product_stock_status: 7 }))).toBe(7);
  });

  it('keeps the quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(QUANTITY_MIN);
    expect(clampQuantity(-2, 5)).toBe(1);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    // Out of stock: still 1 (nothing can be added anyway).
    expect(clampQuantity(4, 0)).toBe(1);
  });
});

describe('cardOf', () => {
  it('keeps the card fields and the variant title, not the long description', () => {
    const card = cardOf(detailRow());
    expect(card).not.toHaveProperty('product_description');
    expect(card).toMatchObject({ product_id: 6, product_variant_id: 11, product_variant_title: 'Pack of 5' });
  });
});

describe('rating labels', () => {
  it('offers 1 to 5 in half steps', () => {
    expect(RATING_VALUES).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
  });

  it('labels a half with the whole star below it', () => {
    expect([1, 1.5, 2, 3.5, 4.5, 5].map(ratingLabelStar)).toEqual([1, 1, 2, 3, 4, 5]);
  });
});

describe('reviewMessageKey', () => {
  it('finds the key of a review-form message', () => {
    expect(reviewMessageKey('Invalid email format')).toBe('emailInvalid');
    expect(reviewMessageKey('Something else')).toBeUndefined();
    expect(reviewMessageKey(undefined)).toBeUndefined();
  });
});
