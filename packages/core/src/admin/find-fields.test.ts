import { describe, expect, it } from 'vitest';
import { FIND_LIMITS } from '../catalog-find';
import { attributeColumnName, attributeNameOrder, csvAttributeCellSchema, normaliseAliases, productAliasesSchema, productAttributesSchema } from './catalog';

const messages = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('aliases', () => {
  it('are trimmed, repeats (folded) and empty ones dropped, joined with ", "', () => {
    expect(normaliseAliases('  Neelam ,neelam,, Nīlam ,نيلم, نِيلَم ,  ')).toBe('Neelam, Nīlam, نيلم');
    expect(productAliasesSchema.parse(' amethist,  Jamunia ')).toBe('amethist, Jamunia');
    expect(productAliasesSchema.parse('')).toBe('');
  });

  it('refuse control characters and more than the limit, with a message', () => {
    for (const bad of ['a\nb', 'a\r\nb', 'a\tb', 'a\u0000b']) {
      expect(messages(productAliasesSchema.safeParse(bad))).toEqual([': Aliases must be on one line, without control characters: separate them with commas']);
    }
    expect(messages(productAliasesSchema.safeParse('x'.repeat(FIND_LIMITS.aliases + 1)))).toEqual([
      `: Aliases must be at most ${FIND_LIMITS.aliases} characters`,
    ]);
    expect(productAliasesSchema.safeParse(`  ${'x'.repeat(FIND_LIMITS.aliases)}  `).success).toBe(true);
  });
});

describe('attributes', () => {
  it('are read in order, values trimmed, repeats and empty values dropped, built-in names in their spelling', () => {
    expect(
      productAttributesSchema.parse([
        { name: ' stone ', values: ['Amethyst'] },
        { name: 'Chakra', values: [' Crown', 'Third Eye', 'crown', ''] },
        { name: 'Zodiac sign', values: ['Pisces'] },
      ]),
    ).toEqual([
      { name: 'Stone', values: ['Amethyst'] },
      { name: 'Chakra', values: ['Crown', 'Third Eye'] },
      { name: 'Zodiac sign', values: ['Pisces'] },
    ]);
  });

  it('refuse forbidden characters, long texts, a name twice, no values, and too many', () => {
    const long = 'x'.repeat(10_000);
    expect(
      messages(
        productAttributesSchema.safeParse([
          { name: 'Chakra', values: ['Crown,Heart', 'a=b', 'Line\nbreak', long] },
          { name: 'chakra', values: ['Heart'] },
          { name: 'Size?', values: ['Big'] },
          { name: '', values: ['x'] },
          { name: 'Colour', values: [] },
          { name: long, values: ['x'] },
        ]),
      ),
    ).toEqual([
      '0.values.0: A value must not contain a comma, =, &, #, ?, % or control characters',
      '0.values.1: A value must not contain a comma, =, &, #, ?, % or control characters',
      '0.values.2: A value must not contain a comma, =, &, #, ?, % or control characters',
      `0.values.3: A value must be at most ${FIND_LIMITS.attributeValue} characters`,
      '2.name: Attribute name must not contain a comma, =, &, #, ?, % or control characters',
      '3.name: Attribute name is required',
      '4.values: Give "Colour" at least one value, or remove it',
      `5.name: Attribute name must be at most ${FIND_LIMITS.attributeName} characters`,
      '1.name: The attribute "Chakra" is given twice: put all its values in one row',
    ]);
    expect(
      messages(
        productAttributesSchema.safeParse([
          { name: 'Chakra', values: ['Crown'] },
          { name: 'chakra', values: ['Heart'] },
        ]),
      ),
    ).toEqual(['1.name: The attribute "Chakra" is given twice: put all its values in one row']);
    const many = Array.from({ length: FIND_LIMITS.attributesPerProduct + 1 }, (_, i) => ({ name: `A${i}`, values: ['x'] }));
    expect(messages(productAttributesSchema.safeParse(many))).toEqual([`: A product has at most ${FIND_LIMITS.attributesPerProduct} attributes`]);
    const values = Array.from({ length: FIND_LIMITS.valuesPerAttribute + 1 }, (_, i) => `v${i}`);
    expect(messages(productAttributesSchema.safeParse([{ name: 'A', values }]))).toEqual([
      `0.values: An attribute has at most ${FIND_LIMITS.valuesPerAttribute} values`,
    ]);
    expect(messages(productAttributesSchema.safeParse([{ name: 'A', values: 'x' }]))).toEqual(['0.values: values must be a list of texts']);
  });

  it('sort built-in names first in their order, then the others alphabetically', () => {
    expect(['Zodiac', 'Origin', 'Birthstone', 'Stone', 'Chakra'].sort(attributeNameOrder)).toEqual(['Stone', 'Chakra', 'Origin', 'Birthstone', 'Zodiac']);
  });

  it('read from CSV: a cell of values, a column header', () => {
    expect(csvAttributeCellSchema.parse('Crown, Third Eye,crown,')).toEqual(['Crown', 'Third Eye']);
    expect(csvAttributeCellSchema.parse('')).toEqual([]);
    expect(csvAttributeCellSchema.safeParse('a=b').success).toBe(false);
    expect(attributeColumnName('attribute:chakra')).toEqual({ name: 'Chakra' });
    expect(attributeColumnName('attribute: Zodiac sign ')).toEqual({ name: 'Zodiac sign' });
    expect(attributeColumnName('attribute:')).toHaveProperty('error');
    expect(attributeColumnName('attribute:a%b')).toHaveProperty('error');
  });
});
