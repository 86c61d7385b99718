import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type ShopDb } from '../../src/db/index.js';
import { seedDemo } from '../../src/demo/catalog/demo-catalog.js';
import { SearchIndex, type FindInput } from '../../src/modules/search/search-index.js';
import { SearchRepository } from '../../src/modules/search/search.repository.js';
import { postgresUrlFor, tempDir, testEngine, uniqueName, withPostgresAdmin } from '../databases.js';

/**
 * Issue 22: the same catalog on SQLite and on PostgreSQL finds the same products in the same
 * order, with the same counts, for the same queries. The index reads both through one
 * repository; this checks what each database hands it (numbers, dates, text, attribute order)
 * comes out the same. Runs in the PostgreSQL pass, which has both engines at hand.
 */
const QUERIES: Array<Partial<FindInput>> = [
  { q: 'amethyst' },
  { q: 'amethist' },
  { q: 'labradorit' },
  { q: 'Neelam' },
  { q: 'नीलम' },
  { q: 'فيروز' },
  { q: 'ياقوت ازرق' },
  { q: 'rose quartz', sortBy: 'price_asc' },
  { q: 'bracelet', inStock: true },
  { q: 'sitrne' },
  { q: 'tumbled', filters: { Chakra: ['Heart', 'Root'] } },
  { q: '', filters: { Colour: ['Purple'], Origin: ['Brazil'] }, priceMinPaise: 50_000, priceMaxPaise: 500_000 },
  { q: '', sortBy: 'rating' },
  { q: '', sortBy: 'newest', offset: 10 },
  { q: '', sortBy: 'featured', inStock: true },
];

const base: FindInput = { q: '', filters: {}, priceMinPaise: null, priceMaxPaise: null, inStock: false, sortBy: 'relevance', offset: 0, limit: 10 };

describe.runIf(testEngine === 'postgres')('the two engines', () => {
  let sqlite: ShopDb;
  let postgres: ShopDb;
  let dir: string;
  const database = uniqueName('search_engines');

  beforeAll(async () => {
    dir = tempDir('search-engines');
    sqlite = openDatabase(`file:${path.join(dir, 'shop.db')}`);
    await withPostgresAdmin((c) => c.query(`create database ${database}`));
    postgres = openDatabase(postgresUrlFor(database), { poolSize: 2 });
    for (const shop of [sqlite, postgres]) {
      await migrate(shop);
      await seedDemo(shop);
    }
  }, 120_000);

  afterAll(async () => {
    await sqlite?.close();
    await postgres?.close();
    await withPostgresAdmin((c) => c.query(`drop database if exists ${database} with (force)`));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('find the same products, in the same order, with the same counts', async () => {
    const [a, b] = await Promise.all([sqlite, postgres].map(async (shop) => new SearchIndex(await new SearchRepository(shop.reads).allSources())));
    expect(a!.size).toBe(240);
    expect(b!.size).toBe(a!.size);
    for (const query of QUERIES) {
      const input = { ...base, ...query, sortBy: query.sortBy ?? (query.q ? 'relevance' : 'featured') };
      const left = a!.find(input);
      const right = b!.find(input);
      expect(right, JSON.stringify(query)).toEqual(left);
      if (query.q !== 'sitrne') expect(left.total, JSON.stringify(query)).toBeGreaterThan(0);
      expect(b!.suggest(query.q ?? '', undefined, 10)).toEqual(a!.suggest(query.q ?? '', undefined, 10));
    }
  });
});
