/**
 * How the shop's search reads text (issue 22): the same folding for the words a shopper
 * types and for the titles, descriptions and aliases they are matched against, on both
 * database engines and in the browser's suggestions. Pure.
 */

/** The longest query read (a search box's worth); the rest is dropped. */
export const SEARCH_QUERY_MAX = 200;

// Arabic: the short vowels and other marks (tashkeel, U+064B–U+065F), the superscript alef
// (U+0670) and the tatweel (U+0640) are dropped; the alef forms (with hamza above or below,
// madda, wasla) read as a bare alef, taa marbuta as haa, and alef maqsura as yaa, as Arabic
// search engines fold them.
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const ARABIC_LETTERS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ة: 'ه', ى: 'ي' };
// Latin (and other) accents: what NFD splits off a letter. Devanagari's own signs (matras,
// virama, nukta) are letters of their words and stay.
const COMBINING_LATIN = /[\u0300-\u036f]/g;
// Anything that is not a letter or a digit of any script separates words.
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * Text folded for matching: accents and Arabic marks dropped, Arabic letter forms made one,
 * lower case, every run of anything but letters and digits (punctuation, quotes, search
 * operators, control characters) one space, trimmed. 'Améthyste' → 'amethyste',
 * 'نِيلَم' → 'نيلم', 'Tiger's-Eye' → 'tiger s eye'.
 */
export function foldSearchText(text: string): string {
  return foldText(text.slice(0, SEARCH_QUERY_MAX * 4));
}

// English with typographic quotes, dashes and signs (most of a catalog's text) has no letter
// beyond ASCII: it needs no normalisation, and its words are runs of a–z and 0–9.
const LETTERS_BEYOND_ASCII = /[^\p{ASCII}\u00a0-\u00bf\u00d7\u00f7\u2000-\u206f]/u;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;

/** foldSearchText for a whole document (a product's description), however long. */
export function foldText(text: string): string {
  if (!LETTERS_BEYOND_ASCII.test(text)) return text.toLowerCase().replace(ASCII_SEPARATORS, ' ').trim();
  return text
    .normalize('NFD')
    .replace(COMBINING_LATIN, '')
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱةى]/g, (ch) => ARABIC_LETTERS[ch]!)
    .normalize('NFC')
    .toLowerCase()
    .replace(SEPARATORS, ' ')
    .trim();
}

/** A document's words, folded (every one of them: a query's are cut at SEARCH_QUERY_MAX by searchWords). */
export function textWords(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
}

/** The words of a query as search reads them (folded, at most SEARCH_QUERY_MAX characters in all). */
export function searchWords(query: string): string[] {
  const folded = foldSearchText(query.slice(0, SEARCH_QUERY_MAX));
  return folded === '' ? [] : folded.split(' ');
}

/**
 * How many typing mistakes a word may hold and still match (at least Shopify's rule): none
 * up to 3 letters, one from 4 to 7, two from 8. Counted in code points, so an Arabic or
 * Hindi word is measured by its letters.
 */
export function typosAllowed(word: string): 0 | 1 | 2 {
  const letters = Array.from(word).length;
  return letters >= 8 ? 2 : letters >= 4 ? 1 : 0;
}

/**
 * The edit distance between two words (insertions, deletions, substitutions and swaps of two
 * neighbours, each one edit: optimal string alignment), or `max + 1` as soon as it must be
 * more than `max`, so a long word costs little.
 */
export function editDistance(a: string, b: string, max = 2): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[t.length]!, max + 1);
}

/** Whether `typed` may be a misspelling of `word` (or the word itself), by typosAllowed. */
export function isNearWord(typed: string, word: string): boolean {
  const allowed = typosAllowed(typed);
  return typed === word || (allowed > 0 && editDistance(typed, word, allowed) <= allowed);
}
