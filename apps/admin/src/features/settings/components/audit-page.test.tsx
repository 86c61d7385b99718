import { describe, expect, it } from 'vitest';
import { changeSummary, changedFields } from './audit-page';

describe('the audit log’s change summary', () => {
  it('names changed fields, and spells out a changed variant of an import: price ₹679 → ₹1', () => {
    const before = {
      product_title: 'Amazonite Sphere',
      published: true,
      'variant 3': { title: '40 mm', sale_price_paise: 67_900, mrp_price_paise: 104_900, stock: 4 },
    };
    const after = {
      product_title: 'Amazonite Sphere',
      published: false,
      'variant 3': { title: '40 mm', sale_price_paise: 100, mrp_price_paise: 104_900, stock: 9 },
    };
    expect(changedFields(before, after)).toEqual(['published', 'variant 3']);
    expect(changeSummary(before, after)).toEqual(['published', 'variant 3 price ₹679 → ₹1', 'variant 3 stock 4 → 9']);
  });

  it('treats a record that appears (a new product) as changed fields', () => {
    expect(changeSummary(null, { product_title: 'New', 'variant 9': { sale_price_paise: 100 } })).toEqual(['product_title', 'variant 9']);
  });
});
