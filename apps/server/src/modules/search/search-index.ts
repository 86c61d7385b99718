import {
  attributeNameOrder,
  editDistance,
  foldSearchText,
  foldText,
  searchWords,
  textWords,
  typosAllowed,
  type AttributeFacet,
  type FindFacets,
  type FindSort,
} from '@shop/core';
import type { CardRow } from '../catalog/catalog.repository.js';

/**
 * The storefront's search and filters in memory (issue 22, decision 019): every published
 * product's words, attributes, price, stock, rating and card, built from the database and
 * rebuilt or patched on the "catalog changed" signal. Each process holds its own, so both
 * database engines give the same answers, and a search costs no query at all.
 *
 * Matching. Text is folded (core's foldSearchText: case, Latin accents, Arabic letter forms
 * and marks) and split into words. A query's every word must match some field of a product:
 * exactly, as the start of a word (from 2 letters), or within typosAllowed edits (one from 4
 * letters, two from 8). Fields rank title and aliases above category names above the short
 * and long descriptions. A product's score counts its query words by the best way each
 * matched, exact title/alias words first, then prefixes, then typos, then category names,
 * then descriptions; ties go to the more popular product.
 */

/** One product as the index keeps it: its card and what filters and sorts read. */
export interface IndexedProduct {
  card: CardRow;
  popularity: number;
  featuredRank: number;
  createdMs: number;
  /** The title folded (the suggestions' substring match). */
  titleFolded: string;
}

/** What the repository reads for each product. */
export interface ProductSource {
  card: CardRow;
  /** Units of every variant (in stock only: something of it can be bought). */
  stockTotal: number;
  popularity: number;
  featuredRank: number;
  createdAt: string;
  aliases: string;
  description: string;
  /** The product's category and its ancestors' titles. */
  categoryTitles: readonly string[];
  attributes: ReadonlyArray<{ name: string; value: string }>;
}

const enum Field {
  Title = 0,
  Alias = 1,
  Category = 2,
  Short = 3,
  Description = 4,
}

/** How a query word met a product: better ways score higher (decimal places keep the tiers apart for up to 99 words). */
const SCORE = { exact: 1e8, prefix: 1e6, fuzzy: 1e4, category: 1e2, description: 1 } as const;

/** The fewest letters a word needs before a shorter one typed matches its start. */
const PREFIX_MIN = 2;
/** The fewest letters a word needs before a typo in the start of a longer word is forgiven. */
const PREFIX_TYPO_MIN = 5;
/** The most values one attribute's facet lists (the chosen ones always among them). */
const FACET_VALUES_MAX = 40;
/** Query words whose matches are kept (a shopper's words repeat while typing). */
const WORD_CACHE_MAX = 2_000;

/** A word's products: slot × 8 + the best (lowest) field the word is in for that product, by slot. */
type Posting = Int32Array;

interface WordMatch {
  word: number;
  kind: 'exact' | 'prefix' | 'fuzzy';
  distance: number;
}

export interface FindInput {
  q: string;
  categoryIds?: ReadonlySet<number>;
  filters: Record<string, string[]>;
  priceMinPaise: number | null;
  priceMaxPaise: number | null;
  inStock: boolean;
  sortBy: FindSort;
  offset: number;
  limit: number;
}

export interface FindOutput {
  total: number;
  cards: CardRow[];
  facets: FindFacets;
  /** The words found nothing: closer spellings that would. */
  didYouMean: string[];
}

export class SearchIndex {
  private readonly products: IndexedProduct[] = [];
  private readonly slotOf = new Map<number, number>();
  private readonly words: string[] = [];
  private readonly wordIds = new Map<string, number>();
  private readonly postings: Posting[] = [];
  /** Words sorted, for prefix ranges: [word, id]. */
  private readonly sortedWords: Array<[string, number]> = [];
  /** How many products have each word in their title or aliases (did-you-mean and short prefixes keep to these). */
  private readonly titleFrequency: number[] = [];
  private readonly attributeNames: string[] = [];
  private readonly attributeNameIds = new Map<string, number>();
  private readonly attributeValues: string[] = [];
  private readonly attributeValueIds = new Map<string, number>();
  /** (name, value) pairs: pair id → its name and value ids; key name * 2^20 + value → pair id. */
  private readonly pairName: number[] = [];
  private readonly pairValue: number[] = [];
  private readonly pairIds = new Map<number, number>();
  private readonly matchCache = new Map<string, WordMatch[]>();
  private readonly spellingCache = new Map<string, string[]>();
  /** Each slot's place by popularity (most popular 0): relevance's tie-break, packed into one number to sort. */
  private popularityRank = new Int32Array(0);
  /** Slots by popularity, most popular first (popularityRank's inverse). */
  private byPopularity = new Int32Array(0);
  /** Slots in each sort's order that does not depend on the words (rating: rebuilt after a review moves it). */
  private readonly orders = new Map<Exclude<FindSort, 'relevance'>, Int32Array>();
  /** Slots by title, A to Z (the suggestions' order). */
  private byTitle = new Int32Array(0);
  private readonly titleLower: string[] = [];
  /** Every character of every title, lower-cased and folded. */
  private readonly titleChars = new Set<string>();
  /** 1 where a title folded is not its lower case (accents, Arabic marks, punctuation). */
  private titleFoldsApart = new Uint8Array(0);

  /** Columns the filters read for every candidate, kept beside the products (patched with them). */
  private price = new Float64Array(0);
  private stock = new Int32Array(0);
  private category = new Int32Array(0);
  /** Every product's (name, value) pairs in one array, each once: slot's from pairStart[slot] to pairStart[slot + 1]. */
  private pairStart = new Int32Array(0);
  private pairList = new Int32Array(0);
  /** Every slot in order (the candidates of a find without words). */
  private allSlots = new Int32Array(0);
  /**
   * Per-find working memory, one slot each, reused (finds run one at a time, synchronously):
   * allocating it per request made a fifth of the server's time garbage collection.
   */
  private scratchScores = new Float64Array(0);
  private scratchBest = new Float64Array(0);
  private scratchMatched = new Uint8Array(0);
  private scratchMasks = new Int32Array(0);
  /** Each attribute value's place A to Z (facet values of equal counts in that order, without comparing text per request). */
  private valueRank = new Int32Array(0);
  /** Each order's inverse: a slot's place in it. */
  private readonly places = new WeakMap<Int32Array, Int32Array>();
  /** The slots the last score() wrote to, put back to zero by the next. */
  private scored: number[] = [];

  /** While building: each word's postings as they come (slot × 8 + field), and the columns; null once finished. */
  private draft: { postings: number[][]; stock: number[]; pairs: number[]; pairStart: number[] } | null = {
    postings: [],
    stock: [],
    pairs: [],
    pairStart: [0],
  };

  /** An index of these products (or an empty one to `add` batches to, then `finish`). */
  constructor(sources?: readonly ProductSource[]) {
    if (sources) this.add(sources).finish();
  }

  /** An index built from batches of products, a batch's text let go before the next is read. */
  static async build(batches: AsyncIterable<readonly ProductSource[]>): Promise<SearchIndex> {
    const index = new SearchIndex();
    for await (const batch of batches) index.add(batch);
    return index.finish();
  }

  /** Adds products to an index being built. */
  add(sources: readonly ProductSource[]): this {
    const draft = this.draft;
    if (!draft) throw new Error('The search index is finished: build a new one');
    for (const source of sources) {
      const slot = this.products.length;
      this.slotOf.set(source.card.product_id, slot);
      this.products.push(this.product(source));
      draft.stock.push(source.stockTotal);
      draft.pairs.push(...this.pairsOf(source.attributes));
      draft.pairStart.push(draft.pairs.length);
      this.titleLower.push(source.card.product_title.toLowerCase());
      // Each word once per product, at the best field it appears in.
      const best = new Map<string, Field>();
      const texts: Array<[Field, string]> = [
        [Field.Title, source.card.product_title],
        [Field.Alias, source.aliases],
        [Field.Category, source.categoryTitles.join(' ')],
        [Field.Short, source.card.product_short_description],
        [Field.Description, plainText(source.description)],
      ];
      for (const [field, text] of texts) for (const word of textWords(text)) if (!best.has(word)) best.set(word, field);
      for (const [word, field] of best) (draft.postings[this.wordId(word)] ??= []).push(slot * 8 + field);
    }
    return this;
  }

  /** Ends the build: the postings packed, the words sorted, the catalog's orders kept. */
  finish(): this {
    const draft = this.draft;
    if (!draft) return this;
    this.draft = null;
    for (let id = 0; id < this.words.length; id++) {
      const posting = Int32Array.from(draft.postings[id]!);
      draft.postings[id] = [];
      this.postings.push(posting);
      let titled = 0;
      for (const entry of posting) if ((entry & 7) <= Field.Alias) titled++;
      this.titleFrequency.push(titled);
      this.sortedWords.push([this.words[id]!, id]);
    }
    this.sortedWords.sort((a, b) => compareText(a[0], b[0]));
    const n = this.products.length;
    const values = Array.from(this.attributeValues.keys()).sort((a, b) => this.attributeValues[a]!.localeCompare(this.attributeValues[b]!, 'en'));
    this.valueRank = new Int32Array(values.length);
    values.forEach((value, rank) => (this.valueRank[value] = rank));
    this.price = Float64Array.from(this.products, (x) => x.card.sale_price_paise);
    this.stock = Int32Array.from(draft.stock);
    this.category = Int32Array.from(this.products, (x) => x.card.category_id);
    this.pairStart = Int32Array.from(draft.pairStart);
    this.pairList = Int32Array.from(draft.pairs);
    this.allSlots = Int32Array.from(this.products.keys());
    for (let slot = 0; slot < n; slot++) for (const ch of this.titleLower[slot]! + this.products[slot]!.titleFolded) this.titleChars.add(ch);
    this.titleFoldsApart = Uint8Array.from(this.products, (x, slot) => (x.titleFolded === this.titleLower[slot] ? 0 : 1));
    this.scratchScores = new Float64Array(n);
    this.scratchBest = new Float64Array(n);
    this.scratchMatched = new Uint8Array(n);
    this.scratchMasks = new Int32Array(n);
    const all = () => this.allSlots.slice();
    const p = this.products;
    const byId = (a: number, b: number) => p[a]!.card.product_id - p[b]!.card.product_id;
    this.orders.set(
      'featured',
      all().sort((a, b) => p[a]!.featuredRank - p[b]!.featuredRank || byId(a, b)),
    );
    this.orders.set(
      'price_asc',
      all().sort((a, b) => p[a]!.card.sale_price_paise - p[b]!.card.sale_price_paise || byId(a, b)),
    );
    this.orders.set(
      'price_desc',
      all().sort((a, b) => p[b]!.card.sale_price_paise - p[a]!.card.sale_price_paise || byId(b, a)),
    );
    this.orders.set(
      'newest',
      all().sort((a, b) => p[b]!.createdMs - p[a]!.createdMs || byId(b, a)),
    );
    this.byPopularity = all().sort((a, b) => p[b]!.popularity - p[a]!.popularity || byId(a, b));
    this.popularityRank = new Int32Array(n);
    this.byPopularity.forEach((slot, rank) => (this.popularityRank[slot] = rank));
    this.byTitle = all().sort((a, b) => compareText(this.titleLower[a]!, this.titleLower[b]!) || byId(a, b));
    return this;
  }

  /** How many products the index holds. */
  get size(): number {
    return this.products.length;
  }

  /** Replaces the numbers a stock or review change moves (card, stock, popularity); answers whether the product was held. */
  patch(source: Pick<ProductSource, 'card' | 'stockTotal' | 'popularity'>): boolean {
    const slot = this.slotOf.get(source.card.product_id);
    if (slot === undefined) return false;
    const held = this.products[slot]!;
    if (held.card.rating_sum_x2 !== source.card.rating_sum_x2 || held.card.review_count !== source.card.review_count) this.orders.delete('rating');
    held.card = source.card;
    held.popularity = source.popularity;
    this.price[slot] = source.card.sale_price_paise;
    this.stock[slot] = source.stockTotal;
    return true;
  }

  /** A product's attribute values as the index's (name, value) pair ids, each once. */
  private pairsOf(attributes: ProductSource['attributes']): Set<number> {
    const pairs = new Set<number>();
    for (const { name, value } of attributes) {
      const n = this.intern(this.attributeNames, this.attributeNameIds, name);
      const v = this.intern(this.attributeValues, this.attributeValueIds, value);
      const key = n * 2 ** 20 + v;
      let pair = this.pairIds.get(key);
      if (pair === undefined) {
        pair = this.pairName.length;
        this.pairName.push(n);
        this.pairValue.push(v);
        this.pairIds.set(key, pair);
      }
      pairs.add(pair);
    }
    return pairs;
  }

  private product(source: ProductSource): IndexedProduct {
    const created = Date.parse(source.createdAt);
    return {
      card: source.card,
      popularity: source.popularity,
      featuredRank: source.featuredRank,
      createdMs: Number.isFinite(created) ? created : 0,
      titleFolded: foldText(source.card.product_title),
    };
  }

  /** The id of a name or value, folded; the first spelling seen is the one shown. */
  private intern(table: string[], ids: Map<string, number>, text: string): number {
    const key = foldText(text);
    let id = ids.get(key);
    if (id === undefined) {
      id = table.length;
      table.push(text.trim());
      ids.set(key, id);
    }
    return id;
  }

  private wordId(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.words.length;
      // Kept as a string of its own: a long word cut from a description would keep the whole text alive.
      const own = JSON.parse(JSON.stringify(word)) as string;
      this.words.push(own);
      this.wordIds.set(own, id);
    }
    return id;
  }

  private order(sortBy: Exclude<FindSort, 'relevance'>): Int32Array {
    let order = this.orders.get(sortBy);
    if (!order) {
      const p = this.products;
      order = Int32Array.from(p.keys()).sort(
        (a, b) =>
          average(p[b]!.card) - average(p[a]!.card) ||
          p[b]!.card.review_count - p[a]!.card.review_count ||
          p[b]!.popularity - p[a]!.popularity ||
          p[a]!.card.product_id - p[b]!.card.product_id,
      );
      this.orders.set(sortBy, order);
    }
    return order;
  }

  // ---------------------------------------------------------------- matching

  /** The index's words a query word may stand for: itself, words it starts, and near misspellings. */
  private matchesOf(typed: string): WordMatch[] {
    const cached = this.matchCache.get(typed);
    if (cached) return cached;
    const out: WordMatch[] = [];
    const exact = this.wordIds.get(typed);
    if (exact !== undefined) out.push({ word: exact, kind: 'exact', distance: 0 });
    const length = Array.from(typed).length;
    if (length >= PREFIX_MIN) {
      for (let i = lowerBound(this.sortedWords, typed); i < this.sortedWords.length; i++) {
        const [word, id] = this.sortedWords[i]!;
        if (!word.startsWith(typed)) break;
        // Two letters start too many words: only names (titles and aliases) then.
        if (id !== exact && (length > PREFIX_MIN || this.titleFrequency[id]! > 0)) out.push({ word: id, kind: 'prefix', distance: 0 });
      }
    }
    const allowed = typosAllowed(typed);
    if (allowed > 0) {
      for (let id = 0; id < this.words.length; id++) {
        const word = this.words[id]!;
        if (id === exact || word.startsWith(typed)) continue;
        const longer = word.length - length;
        let distance = Math.abs(longer) <= allowed ? editDistance(typed, word, allowed) : allowed + 1;
        // A typo in the start of a longer word: 'labradorit' for 'labradorite', 'amethis' for 'amethyst'.
        if (distance > allowed && length >= PREFIX_TYPO_MIN && longer > 0) distance = editDistance(typed, word.slice(0, length), allowed);
        if (distance <= allowed) out.push({ word: id, kind: 'fuzzy', distance });
      }
    }
    if (this.matchCache.size >= WORD_CACHE_MAX) this.matchCache.clear();
    this.matchCache.set(typed, out);
    return out;
  }

  /**
   * The products matching every word, with their scores (indexed by slot; matching slots
   * listed); undefined for no words (every product).
   */
  private score(q: string): { slots: Int32Array; scores: Float64Array } | undefined {
    const words = [...new Set(searchWords(q))];
    if (words.length === 0) return undefined;
    const scores = this.scratchScores;
    const matched = this.scratchMatched;
    const best = this.scratchBest;
    for (const slot of this.scored) {
      scores[slot] = 0;
      matched[slot] = 0;
    }
    let live: number[] = [];
    for (let w = 0; w < words.length; w++) {
      const touched: number[] = [];
      for (const match of this.matchesOf(words[w]!)) {
        const posting = this.postings[match.word]!;
        for (let i = 0; i < posting.length; i++) {
          const entry = posting[i]!;
          const slot = entry >> 3;
          if (matched[slot] !== w) continue;
          const value = wordScore(match, (entry & 7) as Field);
          if (best[slot] === 0) touched.push(slot);
          if (value > best[slot]!) best[slot] = value;
        }
      }
      if (w === 0) this.scored = touched;
      live = [];
      for (let i = 0; i < touched.length; i++) {
        const slot = touched[i]!;
        scores[slot] = scores[slot]! + best[slot]!;
        best[slot] = 0;
        matched[slot] = w + 1;
        live.push(slot);
      }
      if (live.length === 0) break;
    }
    return { slots: Int32Array.from(live), scores };
  }

  // ---------------------------------------------------------------- finding

  find(input: FindInput): FindOutput {
    const scored = this.score(input.q);
    const pairCount = this.pairName.length;
    // One filter per attribute, however its name was spelt (f.Chakra and f.chakra are one).
    const byFoldedName = new Map<string, { nameId: number | undefined; label: string; given: string[]; accepted: Uint8Array }>();
    for (const [name, values] of Object.entries(input.filters)) {
      const folded = foldSearchText(name);
      const nameId = this.attributeNameIds.get(folded);
      let filter = byFoldedName.get(folded);
      if (!filter) {
        // The pairs this filter accepts (its values of its attribute), one flag per pair.
        filter = { nameId, label: nameId === undefined ? name : this.attributeNames[nameId]!, given: [], accepted: new Uint8Array(pairCount) };
        byFoldedName.set(folded, filter);
      }
      for (const v of values) {
        filter.given.push(v);
        const valueId = this.attributeValueIds.get(foldSearchText(v));
        const pair = nameId === undefined || valueId === undefined ? undefined : this.pairIds.get(nameId * 2 ** 20 + valueId);
        if (pair !== undefined) filter.accepted[pair] = 1;
      }
    }
    const wanted = [...byFoldedName.values()];
    const PRICE = 1 << wanted.length;
    const STOCK = PRICE << 1;
    const NOT_CANDIDATE = STOCK << 1;
    // The candidates (the words' products, or all) and each one's failed filters, one bit each.
    const candidates = scored ? scored.slots : this.allSlots;
    const masks = this.scratchMasks;
    const { pairStart, pairList, price: prices, stock, category } = this;
    const { priceMinPaise: low, priceMaxPaise: high, categoryIds, inStock } = input;
    for (let c = 0; c < candidates.length; c++) {
      const slot = candidates[c]!;
      if (categoryIds && !categoryIds.has(category[slot]!)) {
        masks[slot] = NOT_CANDIDATE;
        continue;
      }
      let mask = 0;
      const from = pairStart[slot]!;
      const to = pairStart[slot + 1]!;
      for (let i = 0; i < wanted.length; i++) {
        const accepted = wanted[i]!.accepted;
        let ok = false;
        for (let k = from; k < to && !ok; k++) ok = accepted[pairList[k]!] === 1;
        if (!ok) mask |= 1 << i;
      }
      const price = prices[slot]!;
      if ((low !== null && price < low) || (high !== null && price > high)) mask |= PRICE;
      if (inStock && stock[slot]! <= 0) mask |= STOCK;
      masks[slot] = mask;
    }

    let found: number[] = [];
    if (scored) {
      const passed: number[] = [];
      for (let c = 0; c < candidates.length; c++) if (masks[candidates[c]!] === 0) passed.push(candidates[c]!);
      if (input.sortBy === 'relevance') found = this.byRelevance(passed, scored.scores);
      else {
        // A few of the catalog: their places in the sort's order, sorted.
        const order = this.order(input.sortBy);
        const place = this.placesIn(order);
        const places = Int32Array.from(passed, (slot) => place[slot]!).sort();
        found = Array.from(places, (at) => order[at]!);
      }
    } else {
      const order = this.order(input.sortBy === 'relevance' ? 'featured' : input.sortBy);
      for (let i = 0; i < order.length; i++) if (masks[order[i]!] === 0) found.push(order[i]!);
    }
    const cards = found.slice(input.offset, input.offset + input.limit).map((slot) => this.products[slot]!.card);
    const facets = this.facets(candidates, masks, wanted, PRICE, STOCK, NOT_CANDIDATE);
    return {
      total: found.length,
      cards,
      facets,
      didYouMean: scored && scored.slots.length === 0 ? this.didYouMean(input.q) : [],
    };
  }

  /** Each slot's place in an order (kept with it). */
  private placesIn(order: Int32Array): Int32Array {
    let place = this.places.get(order);
    if (!place) {
      place = new Int32Array(order.length);
      for (let i = 0; i < order.length; i++) place[order[i]!] = i;
      this.places.set(order, place);
    }
    return place;
  }

  /**
   * Slots by score, best first, then by popularity, then id. Scores are multiples of a half
   * below 2^31 and the popularity rank below n, so (score, rank) packs into one float and a
   * typed array sorts 20,000 of them natively.
   */
  private byRelevance(slots: readonly number[], scores: Float64Array): number[] {
    const n = this.products.length;
    const keys = new Float64Array(slots.length);
    for (let i = 0; i < slots.length; i++) keys[i] = -scores[slots[i]!]! * 2 * n + this.popularityRank[slots[i]!]!;
    keys.sort();
    return Array.from(keys, (key) => this.byPopularity[((key % n) + n) % n]!);
  }

  /**
   * Each attribute's values counted over the products every *other* filter lets through (so
   * ticking a second chakra shows what it would add), the price range over those the price
   * does not filter, and how many are in stock.
   */
  private facets(
    candidates: Int32Array,
    masks: Int32Array,
    wanted: ReadonlyArray<{ nameId: number | undefined; label: string; given: string[]; accepted: Uint8Array }>,
    PRICE: number,
    STOCK: number,
    NOT_CANDIDATE: number,
  ): FindFacets {
    const bitOfName = new Map<number, number>();
    wanted.forEach((w, i) => w.nameId !== undefined && bitOfName.set(w.nameId, 1 << i));
    const pairBit = Int32Array.from(this.pairName, (name) => bitOfName.get(name) ?? 0);
    const counts = new Int32Array(this.pairName.length);
    let min = Infinity;
    let max = -Infinity;
    let inStock = 0;
    const { pairStart, pairList, price: prices, stock } = this;
    for (let c = 0; c < candidates.length; c++) {
      const slot = candidates[c]!;
      const mask = masks[slot]!;
      if (mask & NOT_CANDIDATE) continue;
      if ((mask & ~PRICE) === 0) {
        const price = prices[slot]!;
        if (price < min) min = price;
        if (price > max) max = price;
      }
      if ((mask & ~STOCK) === 0 && stock[slot]! > 0) inStock++;
      // Failing two filters or more: counted nowhere; failing one attribute: counted for it alone.
      if (mask !== 0 && (mask & (mask - 1)) !== 0) continue;
      const to = pairStart[slot + 1]!;
      for (let k = pairStart[slot]!; k < to; k++) {
        const pair = pairList[k]!;
        if (mask === 0 || pairBit[pair] === mask) counts[pair]!++;
      }
    }
    const byName = new Map<number, Array<{ value: string; count: number; valueId: number }>>();
    counts.forEach((count, pair) => {
      if (count === 0) return;
      const name = this.pairName[pair]!;
      let list = byName.get(name);
      if (!list) byName.set(name, (list = []));
      list.push({ value: this.attributeValues[this.pairValue[pair]!]!, count, valueId: this.pairValue[pair]! });
    });
    const facets: AttributeFacet[] = [];
    for (const w of wanted) if (w.nameId !== undefined && !byName.has(w.nameId)) byName.set(w.nameId, []);
    for (const [name, list] of byName) {
      list.sort((a, b) => b.count - a.count || this.valueRank[a.valueId]! - this.valueRank[b.valueId]!);
      const shown = list.slice(0, FACET_VALUES_MAX);
      // A chosen value is always listed, found or not.
      for (const given of wanted.find((w) => w.nameId === name)?.given ?? []) {
        const valueId = this.attributeValueIds.get(foldSearchText(given));
        if (shown.some((s) => s.valueId === valueId)) continue;
        shown.push({
          value: valueId === undefined ? given : this.attributeValues[valueId]!,
          count: list.find((x) => x.valueId === valueId)?.count ?? 0,
          valueId: valueId ?? -1,
        });
      }
      facets.push({ name: this.attributeNames[name]!, values: shown.map(({ value, count }) => ({ value, count })) });
    }
    // An attribute no product has, filtered by name: listed so the storefront can offer to clear it.
    for (const w of wanted) if (w.nameId === undefined) facets.push({ name: w.label, values: w.given.map((value) => ({ value, count: 0 })) });
    facets.sort((a, b) => attributeNameOrder(a.name, b.name));
    return { attributes: facets, price: min === Infinity ? null : { min_paise: min, max_paise: max }, in_stock: inStock };
  }

  /**
   * For words that found nothing: each word replaced by the closest word of a title or alias
   * (fewest edits, then most letter pairs shared, then the commonest), as long as the whole
   * then finds something. Up to three.
   */
  private didYouMean(q: string): string[] {
    const key = searchWords(q).join(' ');
    let found = this.spellingCache.get(key);
    if (!found) {
      found = this.closestSpellings(key);
      if (this.spellingCache.size >= WORD_CACHE_MAX) this.spellingCache.clear();
      this.spellingCache.set(key, found);
    }
    return found;
  }

  private closestSpellings(q: string): string[] {
    const words = searchWords(q);
    if (words.length === 0 || words.length > 6) return [];
    const options = words.map((typed) => {
      if (this.titleFrequency[this.wordIds.get(typed) ?? -1]) return [typed];
      const limit = Math.max(1, Math.min(3, typosAllowed(typed) + 1));
      const near: Array<{ word: string; distance: number; shared: number; frequency: number }> = [];
      for (let id = 0; id < this.words.length; id++) {
        const frequency = this.titleFrequency[id]!;
        if (frequency === 0) continue;
        const word = this.words[id]!;
        const distance = editDistance(typed, word, limit);
        if (distance <= limit) near.push({ word, distance, shared: sharedPairs(typed, word), frequency });
      }
      near.sort((a, b) => a.distance - b.distance || b.shared - a.shared || b.frequency - a.frequency || compareText(a.word, b.word));
      return near.slice(0, 3).map((x) => x.word);
    });
    if (options.some((o) => o.length === 0)) return [];
    const out: string[] = [];
    const tried = new Set<string>([words.join(' ')]);
    for (let k = 0; k < 3; k++) {
      const candidate = options.map((o) => o[Math.min(k, o.length - 1)]!).join(' ');
      if (tried.has(candidate)) continue;
      tried.add(candidate);
      if ((this.score(candidate)?.slots.length ?? 0) > 0) out.push(candidate);
    }
    return out;
  }

  // ---------------------------------------------------------------- suggestions

  /**
   * The header's suggestions: titles containing the words as typed (the spec's rule; also
   * folded, so 'amethyste' finds 'Améthyste'), A to Z, then products the words find through
   * aliases and typos, best first.
   */
  suggest(keyword: string, categoryIds: ReadonlySet<number> | undefined, limit: number): Array<{ product_id: number; product_title: string }> {
    const lower = keyword.toLowerCase();
    const folded = foldSearchText(keyword);
    const inScope = (slot: number) => !categoryIds || categoryIds.has(this.category[slot]!);
    const out: number[] = [];
    // Most titles and keywords fold to their lower case: then one comparison is enough.
    const foldedDiffers = folded !== '' && folded !== lower;
    const { byTitle, titleLower, titleFoldsApart } = this;
    // A keyword with a letter no title has (an Arabic or Hindi name, mostly) is in no title: no scan.
    const inSomeTitle = (text: string) => Array.from(text).every((ch) => this.titleChars.has(ch));
    const scan = inSomeTitle(lower) || (folded !== '' && inSomeTitle(folded));
    for (let i = 0; scan && i < byTitle.length && out.length < limit; i++) {
      const slot = byTitle[i]!;
      const hit =
        titleLower[slot]!.includes(lower) ||
        ((foldedDiffers || titleFoldsApart[slot] === 1) && folded !== '' && this.products[slot]!.titleFolded.includes(folded));
      if (hit && inScope(slot)) out.push(slot);
    }
    if (out.length < limit && folded !== '') {
      const taken = new Set(out);
      const scored = this.score(keyword);
      if (scored) {
        const p = this.products;
        const s = scored.scores;
        const more = Array.from(scored.slots).filter((slot) => s[slot]! >= SCORE.category && inScope(slot) && !taken.has(slot));
        more.sort((a, b) => s[b]! - s[a]! || p[b]!.popularity - p[a]!.popularity || p[a]!.card.product_id - p[b]!.card.product_id);
        out.push(...more.slice(0, limit - out.length));
      }
    }
    return out.map((slot) => ({ product_id: this.products[slot]!.card.product_id, product_title: this.products[slot]!.card.product_title }));
  }
}

/** How many neighbouring letter pairs two words share ('sitrne' and 'citrine': it, tr, ne). */
function sharedPairs(a: string, b: string): number {
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < a.length; i++) pairs.add(a.slice(i, i + 2));
  let shared = 0;
  for (let i = 0; i + 1 < b.length; i++) if (pairs.delete(b.slice(i, i + 2))) shared++;
  return shared;
}

function wordScore(match: WordMatch, field: Field): number {
  if (field <= Field.Alias) return match.kind === 'exact' ? SCORE.exact : match.kind === 'prefix' ? SCORE.prefix : SCORE.fuzzy - match.distance;
  if (field === Field.Category) return SCORE.category;
  return match.kind === 'fuzzy' ? 0.5 : SCORE.description;
}

function average(card: CardRow): number {
  return card.review_count > 0 ? card.rating_sum_x2 / card.review_count : -1;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first index whose word is not below `word`. */
function lowerBound(sorted: ReadonlyArray<[string, number]>, word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]![0] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Rich text's words: tags and entities out. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
}
