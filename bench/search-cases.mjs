// The searches issue 22's benchmarks ask of the 20,000-product demo catalog, shared by
// bench/search-engines.mjs (each engine in the process) and bench/search.mjs (the real server
// over HTTP), so both measure the same words. `stone` is the Stone attribute a right answer
// has (the demo seed fills it): a query finds its stone when the stone is among its top 10.

/** Searches by kind: exact words, typos, Hindi and Arabic names, prefixes, several words, nothing. */
export const SEARCHES = [
  { kind: 'exact', q: 'amethyst', stone: 'Amethyst' },
  { kind: 'exact', q: 'rose quartz', stone: 'Rose Quartz' },
  { kind: 'exact', q: 'labradorite', stone: 'Labradorite' },
  { kind: 'exact', q: 'black tourmaline', stone: 'Black Tourmaline' },
  { kind: 'exact', q: 'turquoise', stone: 'Turquoise' },
  { kind: 'exact', q: 'moonstone', stone: 'Moonstone' },
  { kind: 'typo', q: 'amethist', stone: 'Amethyst' },
  { kind: 'typo', q: 'labradorit', stone: 'Labradorite' },
  { kind: 'typo', q: 'tourmalin', stone: 'Black Tourmaline' },
  { kind: 'typo', q: 'malakite', stone: 'Malachite' },
  { kind: 'typo', q: 'carnelain', stone: 'Carnelian' },
  { kind: 'typo', q: 'saphire', stone: 'Blue Sapphire' },
  { kind: 'typo', q: 'obsidain', stone: 'Black Obsidian' },
  { kind: 'typo', q: 'turqoise', stone: 'Turquoise' },
  { kind: 'alias', q: 'neelam', stone: 'Blue Sapphire' },
  { kind: 'alias', q: 'pukhraj', stone: 'Yellow Sapphire' },
  { kind: 'alias', q: 'manik', stone: 'Ruby' },
  { kind: 'alias', q: 'gomed', stone: 'Hessonite' },
  { kind: 'alias', q: 'नीलम', stone: 'Blue Sapphire' },
  { kind: 'arabic', q: 'فيروز', stone: 'Turquoise' },
  { kind: 'arabic', q: 'فَيْرُوز', stone: 'Turquoise' },
  { kind: 'arabic', q: 'ياقوت ازرق', stone: 'Blue Sapphire' },
  { kind: 'prefix', q: 'amet', stone: 'Amethyst' },
  { kind: 'prefix', q: 'quar', stone: null },
  { kind: 'prefix', q: 'labr', stone: 'Labradorite' },
  { kind: 'words', q: 'green jade bracelet', stone: 'Green Jade' },
  { kind: 'words', q: 'amethyst tumbled stones', stone: 'Amethyst' },
  { kind: 'words', q: 'crystal tower', stone: null },
  { kind: 'none', q: 'xylophone', stone: null },
  { kind: 'none', q: 'qwzx vbnm', stone: null },
];

/**
 * Finds with filters: a search narrowed by an attribute and a price range, and listings (no
 * words) of a category narrowed the same way. Prices in whole rupees, as the API takes them;
 * `category` is a top-level category's title (its subcategories included).
 */
export const FILTERED = [
  { kind: 'facets', q: 'quartz', filters: { Chakra: ['Heart'] }, priceMin: 500, priceMax: 5000, stone: 'Rose Quartz' },
  { kind: 'facets', q: 'bracelet', filters: { Chakra: ['Root', 'Crown'] }, priceMin: null, priceMax: 2000, stone: null },
  { kind: 'listing', q: '', category: 0, filters: { Chakra: ['Crown'] }, priceMin: 500, priceMax: 5000, stone: null },
  { kind: 'listing', q: '', category: 1, filters: { Colour: ['Green'], Chakra: ['Heart'] }, priceMin: 200, priceMax: 20000, stone: null },
  { kind: 'listing', q: '', category: null, filters: { Form: ['Sphere'] }, priceMin: 1000, priceMax: null, stone: null },
];

/** Prefixes as a shopper types them into the header (the autocomplete's keywords). */
export const PREFIXES = [
  'am',
  'ame',
  'amet',
  'qu',
  'quar',
  'lab',
  'labr',
  'tour',
  'neel',
  'pukh',
  'rose q',
  'black t',
  'sel',
  'cit',
  'moo',
  'tig',
  'فير',
  'नील',
  'gre',
  'jad',
];
