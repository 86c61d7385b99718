import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addedToCartToast, MESSAGES, REVIEW_MESSAGES, REVIEW_RATING_LABELS } from '@shop/core';

const localesDir = resolve(dirname(import.meta.filename), '../../../public/locales');
type Dict = { [key: string]: string | Dict };
const load = (lng: string) => JSON.parse(readFileSync(`${localesDir}/${lng}/product.json`, 'utf8')) as Dict;

/** Every key path, with i18next's plural suffixes folded into one. */
function keys(dict: Dict, prefix = ''): string[] {
  return Object.entries(dict).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    return typeof value === 'string' ? [path] : keys(value, `${path}.`);
  });
}

describe('the product namespace', () => {
  const en = load('en');
  const ar = load('ar');

  it('quotes the spec’s texts exactly in English', () => {
    const get = (path: string) => path.split('.').reduce<Dict | string>((node, key) => (node as Dict)[key]!, en);
    expect(get('variant.label')).toBe(MESSAGES.variantLabel);
    expect(get('stock.outOfStock')).toBe(MESSAGES.outOfStock);
    expect(get('reviews.none')).toBe(MESSAGES.noReviews);
    expect(get('reviewForm.heading')).toBe(MESSAGES.addReview);
    expect(get('related.heading')).toBe(MESSAGES.relatedProducts);
    expect(get('reviewForm.success')).toBe(MESSAGES.resultSuccessTitle);
    expect(get('reviewForm.failed')).toBe(MESSAGES.resultFailedTitle);
    expect((get('cart.added') as string).replace('{{title}}', 'Amethyst')).toBe(addedToCartToast('Amethyst'));
    expect(get('reviewForm.labels')).toEqual(Object.fromEntries(Object.entries(REVIEW_RATING_LABELS).map(([star, label]) => [star, label])));
    const errors = get('reviewForm.errors') as Dict;
    for (const [key, message] of Object.entries(errors)) {
      expect(message).toBe(REVIEW_MESSAGES[key as keyof typeof REVIEW_MESSAGES]);
    }
  });

  it('has every English key in Arabic, and no other', () => {
    expect([...new Set(keys(ar))].sort()).toEqual([...new Set(keys(en))].sort());
  });
});
