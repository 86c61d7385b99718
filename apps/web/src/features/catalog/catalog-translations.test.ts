import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { foundItemsText, MESSAGES, SORT_OPTIONS } from '@shop/core';
import { changeLanguage, i18n } from '../../shared/i18n/i18n';

const locales = resolve(dirname(import.meta.filename), '../../../public/locales');
const load = (lng: string, ns: string) => JSON.parse(readFileSync(`${locales}/${lng}/${ns}.json`, 'utf8'));

/** Every key of a nested dictionary, plural suffixes folded ('found_few' -> 'found'). */
function keysOf(dictionary: object, prefix = ''): string[] {
  const keys = Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
  return [...new Set(keys)].sort();
}

describe.each(['catalog', 'home'])('the %s namespace', (ns) => {
  it('has the same keys in English and Arabic', () => {
    expect(keysOf(load('ar', ns))).toEqual(keysOf(load('en', ns)));
  });
});

describe('catalog texts quote the spec exactly in English', () => {
  beforeAll(() => i18n.loadNamespaces('catalog'));

  it("'All Products' and the sort labels", () => {
    const en = load('en', 'catalog');
    expect(en.allProducts).toBe(MESSAGES.allProducts);
    expect(SORT_OPTIONS.map((option) => en.sort[option.value])).toEqual(SORT_OPTIONS.map((option) => option.label));
  });

  it.each([0, 1, 10, 23])("'We found %i items for you!' (core foundItemsText)", (count) => {
    expect(i18n.t('found', { ns: 'catalog', count })).toBe(foundItemsText(count));
  });

  it('uses the Arabic plural forms in Arabic', async () => {
    await changeLanguage('ar');
    expect(i18n.t('found', { ns: 'catalog', count: 1 })).toBe('وجدنا منتجًا واحدًا لك!');
    expect(i18n.t('found', { ns: 'catalog', count: 2 })).toBe('وجدنا منتجين لك!');
    expect(i18n.t('found', { ns: 'catalog', count: 10 })).toBe('وجدنا 10 منتجات لك!');
    expect(i18n.t('found', { ns: 'catalog', count: 20 })).toBe('وجدنا 20 منتجًا لك!');
  });
});
