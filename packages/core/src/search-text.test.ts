import { describe, expect, it } from 'vitest';
import { editDistance, foldSearchText, isNearWord, SEARCH_QUERY_MAX, searchWords, typosAllowed } from './search-text';

describe('foldSearchText', () => {
  it('folds case and Latin accents, and makes punctuation and operators spaces', () => {
    expect(foldSearchText('Améthyste  Géode')).toBe('amethyste geode');
    expect(foldSearchText("Tiger's-Eye")).toBe('tiger s eye');
    expect(foldSearchText('"rose" OR quartz* -NEAR(x)')).toBe('rose or quartz near x');
    expect(foldSearchText('a\u0000b\r\nc\u200bd')).toBe('a b c d');
    expect(foldSearchText('  ')).toBe('');
  });

  it('reads Arabic with or without its vowel marks, alef forms, taa marbuta and tatweel as one', () => {
    expect(foldSearchText('نِيلَم')).toBe(foldSearchText('نيلم'));
    expect(foldSearchText('أماثيست')).toBe('اماثيست');
    expect(foldSearchText('إآٱ')).toBe('ااا');
    expect(foldSearchText('ياقوتة')).toBe('ياقوته');
    expect(foldSearchText('عقيـــق')).toBe('عقيق');
    expect(foldSearchText('مرجان ى')).toBe('مرجان ي');
  });

  it('keeps Hindi words whole, with their vowel signs', () => {
    expect(foldSearchText('नीलम पुखराज')).toBe('नीलम पुखराज');
  });
});

describe('searchWords', () => {
  it('gives the folded words, and nothing for a query of only symbols', () => {
    expect(searchWords(' Blue  Sapphire! ')).toEqual(['blue', 'sapphire']);
    expect(searchWords('*** "" --')).toEqual([]);
  });

  it('reads at most SEARCH_QUERY_MAX characters', () => {
    const words = searchWords('x'.repeat(SEARCH_QUERY_MAX) + ' tail');
    expect(words).toEqual(['x'.repeat(SEARCH_QUERY_MAX)]);
  });
});

describe('typos', () => {
  it('allows none up to 3 letters, one from 4 to 7, two from 8 (Shopify allows one after four)', () => {
    expect([typosAllowed('jad'), typosAllowed('jade'), typosAllowed('amethys'), typosAllowed('amethyst')]).toEqual([0, 1, 1, 2]);
    expect(typosAllowed('नीलम')).toBe(1);
  });

  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('amethist', 'amethyst')).toBe(1);
    expect(editDistance('labradorit', 'labradorite')).toBe(1);
    expect(editDistance('quatrz', 'quartz')).toBe(1);
    expect(editDistance('citrine', 'citrine')).toBe(0);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('onyx', 'malachite')).toBe(3);
  });

  it('matches a misspelling within its allowance only', () => {
    expect(isNearWord('amethist', 'amethyst')).toBe(true);
    expect(isNearWord('labradorit', 'labradorite')).toBe(true);
    expect(isNearWord('jde', 'jade')).toBe(false);
    expect(isNearWord('opel', 'opal')).toBe(true);
    expect(isNearWord('opel', 'open')).toBe(true);
    expect(isNearWord('amtehsyt', 'amethyst')).toBe(true); // two swaps, allowed at 8 letters
    expect(isNearWord('amazonite', 'amethyst')).toBe(false);
  });
});

describe('a document’s words', () => {
  it('are every word however long, folded as a query is', async () => {
    const { textWords, foldText, foldSearchText } = await import('./search-text');
    const long = `${'quartz '.repeat(300)}amethyst`;
    expect(textWords(long).at(-1)).toBe('amethyst');
    for (const text of ['Rose Quartz – “grade A” × 2', 'Améthyste Brésil', 'نِيلَم أزرق', 'नीलम रत्न', "Tiger's-Eye\u0000x"]) {
      expect(foldText(text)).toBe(foldSearchText(text));
    }
  });
});
