import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindProductsResponse, ProductCard } from '@shop/core';
import { admin, staffUser, type StaffUser } from '../admin.js';
import { createTestShop, type TestShop } from '../test-app.js';

/**
 * Issue 22: finding stones on the demo catalog (240 products): the matching rules, facet
 * counts, sorts, bad input, and the index following the back office's changes. Runs on
 * SQLite and on PostgreSQL.
 */
let t: TestShop;
let owner: StaffUser;
beforeAll(async () => {
  t = await createTestShop();
  owner = await staffUser(t, 'owner');
});
afterAll(async () => {
  await t?.close();
});

async function find(query: string): Promise<FindProductsResponse> {
  const res = await t.get(`Home/FindProducts?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const titles = (r: FindProductsResponse) => r.data.data.map((c) => c.product_title);
const q = (words: string, more = '') => find(`q=${encodeURIComponent(words)}&limit=30${more}`);

describe('what a search matches', () => {
  it('finds a stone by its Hindi name: Neelam is blue sapphire, in Latin letters or Devanagari', async () => {
    for (const words of ['Neelam', 'neelam', 'नीलम', 'nilam']) {
      const r = await q(words);
      expect(r.data.total_records, words).toBeGreaterThan(0);
      for (const title of titles(r)) expect(title, words).toMatch(/Blue Sapphire/);
    }
  });

  it('forgives a typo: amethist is Amethyst, labradorit Labradorite', async () => {
    const amethyst = await q('amethist');
    expect(titles(amethyst)[0]).toMatch(/Amethyst/);
    const labradorite = await q('labradorit');
    expect(labradorite.data.total_records).toBeGreaterThan(0);
    expect(titles(labradorite)[0]).toMatch(/Labradorite/);
  });

  it('reads an Arabic name with or without its marks and hamza', async () => {
    const plain = await q('فيروز');
    expect(plain.data.total_records).toBeGreaterThan(0);
    for (const title of titles(plain)) expect(title).toMatch(/Turquoise/);
    expect(titles(await q('فَيْرُوز'))).toEqual(titles(plain));
    const withHamza = await q('ياقوت أزرق');
    expect(withHamza.data.total_records).toBeGreaterThan(0);
    expect(titles(await q('ياقوت ازرق'))).toEqual(titles(withHamza));
    for (const title of titles(withHamza)) expect(title).toMatch(/Blue Sapphire/);
  });

  it('folds case and Latin accents', async () => {
    expect(titles(await q('AMÉTHYST'))).toEqual(titles(await q('amethyst')));
  });

  it('ranks exact title words before prefixes and typos, and those before descriptions', async () => {
    const r = await q('quartz');
    const ranks = r.data.data.map((c) => (/\bquartz\b/i.test(c.product_title) ? 0 : 1));
    expect(ranks).toEqual([...ranks].sort());
    expect(ranks[0]).toBe(0);
  });

  it('finds a category by its name', async () => {
    const r = await q('bracelet');
    expect(r.data.total_records).toBeGreaterThan(0);
  });

  it('needs every word: two words find no more than one', async () => {
    const one = await q('amethyst');
    const two = await q('amethyst cluster');
    expect(two.data.total_records).toBeGreaterThan(0);
    expect(two.data.total_records).toBeLessThan(one.data.total_records);
  });

  it('says when nothing matches and offers the closest spelling', async () => {
    // Two edits from 'citrine': more than a 6-letter word may hold.
    const r = await q('sitrne');
    expect(r.data.total_records).toBe(0);
    expect(r.data.data).toEqual([]);
    expect(r.did_you_mean[0]).toBe('citrine');
    expect((await q(r.did_you_mean[0]!)).data.total_records).toBeGreaterThan(0);
    expect((await q('qqqzzzxxx')).did_you_mean).toEqual([]);
  });
});

describe('filters and their counts', () => {
  it('counts each chakra given the other filters, and a value finds its count', async () => {
    const all = await find('limit=1');
    const chakra = all.facets.attributes.find((a) => a.name === 'Chakra')!;
    expect(chakra.values.length).toBeGreaterThan(3);
    for (const { value, count } of chakra.values.slice(0, 4)) {
      const r = await find(`f.Chakra=${encodeURIComponent(value)}&limit=1`);
      expect(r.data.total_records, value).toBe(count);
    }
    // Values of one attribute are alternatives; the attribute's own counts stay as they were.
    const [a, b] = chakra.values;
    const both = await find(`f.Chakra=${encodeURIComponent(`${a!.value},${b!.value}`)}`);
    expect(both.data.total_records).toBe(a!.count + b!.count);
    expect(both.facets.attributes.find((x) => x.name === 'Chakra')).toEqual(chakra);
    // Another attribute's counts follow the chakra chosen.
    const colours = both.facets.attributes.find((x) => x.name === 'Colour')!;
    expect(colours.values.reduce((s, v) => s + v.count, 0)).toBe(both.data.total_records);
  });

  it('lists the built-in attributes first, in their order', async () => {
    const names = (await find('limit=1')).facets.attributes.map((a) => a.name);
    expect(names.slice(0, 5)).toEqual(['Stone', 'Colour', 'Chakra', 'Form', 'Origin']);
  });

  it('keeps prices within the range, and gives the range of the rest', async () => {
    const all = await find('limit=1');
    expect(all.facets.price!.min_paise).toBeLessThan(all.facets.price!.max_paise);
    const r = await find('price_min=500&price_max=2000&limit=100&sort_by=price_asc');
    expect(r.data.total_records).toBeGreaterThan(0);
    for (const c of r.data.data) {
      expect(c.product_variant_sale_price).toBeGreaterThanOrEqual(500);
      expect(c.product_variant_sale_price).toBeLessThanOrEqual(2000);
    }
    expect(r.facets.price).toEqual(all.facets.price);
  });

  it('in stock only leaves out what cannot be bought', async () => {
    const all = await find('limit=1');
    const r = await find('in_stock=1&limit=100');
    expect(r.data.total_records).toBe(all.facets.in_stock);
    expect(r.data.total_records).toBeLessThan(all.data.total_records);
  });

  it('combines words, a category, filters and a page', async () => {
    const roots = (await t.get('Home/GetCategories')).body.data as Array<{ category_id: number }>;
    const r = await find(`category_id=${roots[0]!.category_id}&in_stock=1&limit=10&page=2`);
    expect(r.category_data?.category_id).toBe(roots[0]!.category_id);
    expect(r.data.page).toBe(2);
  });

  it('finds nothing for an attribute or value no product has', async () => {
    const r = await find('f.Zodiac=Leo');
    expect(r.data.total_records).toBe(0);
    expect(r.facets.attributes.find((a) => a.name === 'Zodiac')).toEqual({ name: 'Zodiac', values: [{ value: 'Leo', count: 0 }] });
    expect((await find('f.Chakra=Elbow')).data.total_records).toBe(0);
  });
});

describe('sorts', () => {
  const prices = (cards: ProductCard[]) => cards.map((c) => c.product_variant_sale_price);
  it('by price, both ways', async () => {
    const up = prices((await find('sort_by=price_asc&limit=50')).data.data);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = prices((await find('sort_by=price_desc&limit=50')).data.data);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('the words’ products by price, newest or rating as well as by match', async () => {
    const best = await find('q=quartz&limit=100');
    const up = await find('q=quartz&sort_by=price_asc&limit=100');
    expect(up.data.total_records).toBe(best.data.total_records);
    expect(prices(up.data.data)).toEqual([...prices(up.data.data)].sort((a, b) => a - b));
    expect(new Set(up.data.data.map((c) => c.product_id))).toEqual(new Set(best.data.data.map((c) => c.product_id)));
    const rated = (await find('q=quartz&sort_by=rating&limit=100')).data.data.map((c) => Number(c.average_rating));
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
  });

  it('featured as the listing has it', async () => {
    const listing = (await t.get('Home/GetProductsByCategory?limit=30')).body.data.data as ProductCard[];
    expect((await find('limit=30')).data.data.map((c) => c.product_id)).toEqual(listing.map((c) => c.product_id));
  });

  it('best rated first, unrated last', async () => {
    const ratings = (await find('sort_by=rating&limit=100')).data.data.map((c) => Number(c.average_rating));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('newest first', async () => {
    const r = await find('sort_by=newest&limit=5');
    expect(r.data.data).toHaveLength(5);
  });
});

describe('bad input: a clear 400 or nothing found, never a 500', () => {
  it.each([
    [`q=${'a'.repeat(500)}`, 'The search may be at most 200 characters'],
    ['price_min=900&price_max=100', 'price_min must not be more than price_max'],
    ['price_min=-5', 'price_min must be a whole number of rupees'],
    ['price_max=99999999999', 'price_max must be at most 100000000'],
    ['sort_by=name', 'sort_by must be one of'],
    ['in_stock=true', 'in_stock must be 0 or 1'],
    ['f.Chakra=Heart&f.Chakra=Crown', 'Give each attribute once'],
    ['page=0', 'page must be a positive whole number'],
    ['limit=1000', 'limit must be at most'],
    ['q=rose%00quartz', ''],
  ])('%s', async (query, message) => {
    const res = await t.get(`Home/FindProducts?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
  });

  it.each([
    '"amethyst',
    'amethyst*',
    'amethyst NEAR quartz',
    'amethyst OR quartz',
    '-amethyst',
    "'; drop table products; --",
    '%',
    '_',
    '\\',
    '(',
    'NEAR(',
    '^',
  ])('reads %s as words', async (words) => {
    const res = await t.get(`Home/FindProducts?q=${encodeURIComponent(words)}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('reads a line break in the words as a space', async () => {
    expect(titles(await q('rose\r\nquartz'))).toEqual(titles(await q('rose quartz')));
  });

  it('a page past the end is empty', async () => {
    const r = await find('page=999999');
    expect(r.data.data).toEqual([]);
    expect(r.data.total_records).toBeGreaterThan(0);
  });

  it('an unknown category is a 404', async () => {
    const res = await t.get('Home/FindProducts?category_id=999999');
    expect(res.status).toBe(404);
  });

  it('answers fifty searches at once', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => t.get(`Home/FindProducts?q=${['amethist', 'neelam', 'quartz'][i % 3]}`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });
});

describe('suggestions in the header', () => {
  it('keep title substrings first, then aliases and typos', async () => {
    const byAlias = (await t.get('Home/GetProductSearchList?keyword=pukhraj')).body.data as Array<{ product_title: string }>;
    expect(byAlias.length).toBeGreaterThan(0);
    for (const s of byAlias) expect(s.product_title).toMatch(/Yellow Sapphire/);
    const typo = (await t.get('Home/GetProductSearchList?keyword=amethist')).body.data as Array<{ product_title: string }>;
    expect(typo[0]?.product_title).toMatch(/Amethyst/);
  });
});

describe('the index follows the back office', () => {
  it('finds a product by a new alias and title at once, and forgets an archived one', async () => {
    const [card] = (await find('q=amethyst&limit=1')).data.data;
    const id = card!.product_id;
    const word = 'Zirconiumblau';
    expect((await q(word)).data.total_records).toBe(0);
    const saved = await admin(t, 'PATCH', `products/${id}`, owner, { product_title: `${card!.product_title} ${word}` });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await q(word)).data.data.map((c) => c.product_id)).toEqual([id]);
    const archived = await admin(t, 'POST', `products/${id}/archive`, owner);
    expect([200, 204]).toContain(archived.status);
    expect((await q(word)).data.total_records).toBe(0);
  });
});

describe('searches that found nothing', () => {
  it('reach the back office list, counted, once written', async () => {
    const words = `Zzyzx moonrock ${Date.now()}`;
    for (let i = 0; i < 3; i++) expect((await q(words)).data.total_records).toBe(0);
    // A filtered or category search that finds nothing is not a missing word.
    expect((await q(words, '&in_stock=1')).data.total_records).toBe(0);
    await t.app.searchMisses.flush();
    const list = await admin(t, 'GET', 'search-misses?sort=count', await staffUser(t, 'owner'));
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const row = (list.body.data as Array<{ query: string; count: number }>).find((r) => r.query === words);
    expect(row?.count).toBe(3);
  });
});
