#!/usr/bin/env node
// `npm run bench:search-engines`: which engine should find products (issue 22), by
// measurement. Seeds the 20,000-product demo catalog on SQLite (a temporary file) and on
// PostgreSQL (a fresh database, dropped afterwards; skipped when none answers), and asks the
// same finds (bench/search-cases.mjs: exact words, typos, Hindi and Arabic names, prefixes,
// several words, no match, and searches and listings with attribute filters and a price range)
// of three engines, all with one set of matching rules (the in-process index's, so the answers
// can be compared): a query word matches a product word that is the same, that it starts
// (from 2 letters), or that is within core's typosAllowed edits (also of the word's start);
// every query word must match; each word scores by its best match (exact title/alias word,
// then prefix, then typo, then category name, then description), ties by popularity.
//
//   a. SQLite FTS5, `trigram` tokenizer (remove_diacritics 1): one table of the products'
//      folded words (title and aliases / category path / short and long description, each
//      padded with spaces so " word " is a whole word), and one of every distinct word (the
//      vocabulary). A query word becomes its vocabulary words: itself, the words it starts
//      (a range of the vocabulary's primary key), and typo candidates (the vocabulary's
//      trigram index, the word's trigrams OR-ed, best 200 by bm25) kept when core's
//      editDistance allows them. The products are then one MATCH of the whole words, scored
//      with instr() over the fields; facets are grouped counts over the same MATCH.
//   b. PostgreSQL pg_trgm (and nothing else): the same two tables, GIN gin_trgm_ops indexes;
//      typo candidates are `word_similarity(typed, word) >= 0.3` (the `<%` operator, best
//      200), products `doc LIKE '% word %'` OR-ed per query word, scored with strpos().
//   c. The in-process index (apps/server/src/modules/search/search-index.ts), built from
//      the database by its repository, on each engine.
//
// Per engine: build time (reading the catalog, folding, writing and indexing), the index's
// size (a and b: its tables and indexes on disk; c: the V8 heap it holds after a full GC),
// each find's median and p95 latency over BENCH_REPS runs (one at a time, after warm-up), and
// whether typo, alias and Arabic searches put the expected stone in their top 10. Then whether
// the engines agree: the same top 10 and the same total as the in-process index.
// Everything is written to bench/results/search-engines-<time>.json (gitignored).
//
// Options (environment): BENCH_PRODUCTS (20000), BENCH_REPS (30), BENCH_SKIP_BUILD=1,
// BENCH_ENGINES (sqlite,postgres), BENCH_DATABASE_URL (the PostgreSQL server to create the
// database on; else TEST_DATABASE_URL or 127.0.0.1:5432).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import Database from 'better-sqlite3';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { freshDatabase, postgresAnswers } from './fresh-database.mjs';
import { median, quantile, seedDatabase, serverEnv } from './harness.mjs';
import { FILTERED, SEARCHES } from './search-cases.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const REPS = Number(process.env.BENCH_REPS ?? 30);
const WARM_UP = 3;
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const TOP = 10;
/** Typo candidates a trigram index hands to the edit-distance check (a and b). */
const CANDIDATES = 200;
/** pg_trgm's word_similarity below which a vocabulary word is no typo candidate. */
const PG_WORD_SIMILARITY = 0.3;

const log = (msg) => process.stdout.write(msg + '\n');
/** BENCH_EXPLAIN=<q>: PostgreSQL's plans of that search's statements, once (for tuning). */
const EXPLAIN = process.env.BENCH_EXPLAIN;
const explained = new Set();

// The heap an index holds needs a full collection before and after.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

const { foldSearchText, editDistance, typosAllowed } = await tsImport('../packages/core/src/search-text.ts', import.meta.url);
const { SearchIndex } = await tsImport('../apps/server/src/modules/search/search-index.ts', import.meta.url).catch(() => ({}));
const { SearchRepository } = await tsImport('../apps/server/src/modules/search/search.repository.ts', import.meta.url).catch(() => ({}));
const { openDatabase } = await tsImport('../apps/server/src/db/index.ts', import.meta.url);

// ---------------------------------------------------------------- the documents (a and b)

/** Folded words of any length of text (core folds a query's worth at a time). */
function wordsOf(text) {
  const out = [];
  for (const piece of text.split(/\s+/)) {
    const folded = foldSearchText(piece);
    if (folded) out.push(folded);
  }
  return out.join(' ');
}

const plainText = (html) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
const padded = (words) => ` ${words} `;

/**
 * Every published product's three fields as the SQL engines index them (folded words, padded):
 * title and aliases, category path, short and long description; and the vocabulary.
 */
function documentsOf(products, categories) {
  const byId = new Map(categories.map((c) => [Number(c.category_id), c]));
  const pathTitles = (id) => {
    const titles = [];
    for (let c = byId.get(id), depth = 0; c && depth < 8; c = c.parent_id === null ? undefined : byId.get(Number(c.parent_id)), depth++)
      titles.push(c.category_title);
    return titles;
  };
  const vocabulary = new Set();
  const docs = products.map((p) => {
    const ta = wordsOf(`${p.product_title} ${p.product_aliases}`);
    const cat = wordsOf(pathTitles(Number(p.category_id)).join(' '));
    const body = wordsOf(`${p.product_short_description} ${plainText(p.product_description)}`);
    for (const field of [ta, cat, body]) for (const w of field.split(' ')) if (w) vocabulary.add(w);
    return { id: Number(p.product_id), ta: padded(ta), cat: padded(cat), body: padded(body) };
  });
  return { docs, vocabulary: [...vocabulary].sort() };
}

const PRODUCT_COLUMNS = 'product_id, product_title, product_aliases, product_short_description, product_description, category_id';

// ---------------------------------------------------------------- a query word's vocabulary words

/**
 * What a typed word stands for, by the in-process index's rules: itself if a product has it,
 * the words it starts (2 letters and more), and candidates within typosAllowed edits (of the
 * whole word, or from 5 letters of a longer word's start).
 */
function expansions(typed, { has, prefixed, candidates }) {
  const exact = has ? [typed] : [];
  const prefix = Array.from(typed).length >= 2 ? prefixed.filter((w) => w !== typed) : [];
  const fuzzy = new Map();
  const allowed = typosAllowed(typed);
  if (allowed > 0) {
    const length = Array.from(typed).length;
    for (const word of candidates) {
      if (word === typed || word.startsWith(typed)) continue;
      const longer = word.length - length;
      let distance = Math.abs(longer) <= allowed ? editDistance(typed, word, allowed) : allowed + 1;
      if (distance > allowed && length >= 5 && longer > 0) distance = editDistance(typed, word.slice(0, length), allowed);
      if (distance <= allowed) fuzzy.set(word, distance);
    }
  }
  return { exact, prefix, fuzzy };
}

/** The query's distinct folded words (core's searchWords, repeats dropped). */
const queryWords = (q) => [...new Set(foldSearchText(q).split(' ').filter(Boolean))];

/** The SQL one query word's score: its best match over the fields (the in-process index's tiers). */
function wordScoreSql(e, contains) {
  const any = (field, words) => (words.length ? `(${words.map((w) => contains(field, ` ${w} `)).join(' or ')})` : 'false');
  const byDistance = [1, 2].map((d) => [...e.fuzzy].filter(([, v]) => v === d).map(([w]) => w));
  const all = [...e.exact, ...e.prefix, ...e.fuzzy.keys()];
  return (
    `(case when ${any('ta', e.exact)} then 100000000 when ${any('ta', e.prefix)} then 1000000 ` +
    `when ${any('ta', byDistance[0])} then 9999 when ${any('ta', byDistance[1])} then 9998 ` +
    `when ${any('cat', all)} then 100 when ${any('body', [...e.exact, ...e.prefix])} then 1 else 0.5 end)`
  );
}

/**
 * A find as one statement (one round trip; the words matched once): `m` the products the
 * words match (absent for a listing), `c` those of them in the category with a flag per other
 * filter, then, as rows of one result, the top 10 with the total (`top`), each attribute's
 * values counted given the other filters (`facet`), the price range given all but the price
 * (`price`) and the in-stock count (`stock`). `words` are the query words' expansions (null for
 * a listing); `matchSql(bind)` selects the matched ids as `id`; `searchId` is the search
 * table's product id column; `contains(field, p)` tests a field for a padded word;
 * `placeholder(n)` is the engine's n-th parameter and `float` its floating-point type.
 */
function findStatement({ find, categoryIds, words, matchSql, searchId, contains, placeholder, float }) {
  const params = [];
  const bind = (v) => (params.push(v), placeholder(params.length));
  const none = words && words.some((e) => allOf(e).length === 0);
  const names = Object.keys(find.filters ?? {});
  const flags = [];
  if (find.priceMin != null) flags.push(`p.sale_price_paise >= ${bind(find.priceMin * 100)}`);
  if (find.priceMax != null) flags.push(`p.sale_price_paise <= ${bind(find.priceMax * 100)}`);
  const priceFlag = flags.length ? `(${flags.join(' and ')})` : 'true';
  const attributeFlags = names.map(
    (name) =>
      `exists (select 1 from product_attributes fa where fa.product_id = p.product_id and fa.name = ${bind(name)} and fa.value in (${find.filters[name].map((v) => bind(v)).join(', ')}))`,
  );
  const okExcept = (except) => ['c.ok_price', ...names.map((_, i) => `c.ok_${i}`)].filter((f) => f !== except).join(' and ') || 'true';
  const withs = [];
  if (words) withs.push(`m as materialized (${none ? `select ${searchId} as id from bench_search where false` : matchSql(bind)})`);
  const where = ['p.archived = 0'];
  if (categoryIds) where.push(`p.category_id in (${categoryIds.map((id) => bind(id)).join(', ')})`);
  withs.push(
    `c as materialized (select p.product_id as id, p.sale_price_paise as price, p.stock_quantity as stock, p.popularity, p.featured_rank, ${priceFlag} as ok_price` +
      attributeFlags.map((f, i) => `, ${f} as ok_${i}`).join('') +
      ` from ${words ? 'm join products p on p.product_id = m.id' : 'products p'} where ${where.join(' and ')})`,
  );
  const score = words ? words.map((e) => wordScoreSql(e, (field, w) => contains(field, bind(w)))).join(' + ') : '0';
  const order = words ? 'score desc, popularity desc, id' : 'featured_rank, id';
  withs.push(
    `s0 as (select c.id, c.popularity, c.featured_rank, ${score} as score from c${words ? ` join bench_search s on s.${searchId} = c.id` : ''} where ${okExcept(null)})`,
    `t as (select id, score, count(*) over () as total, row_number() over (order by ${order}) as r from s0 order by r limit ${TOP})`,
  );
  const n = (x) => `cast(${x} as ${float})`;
  const parts = [
    `select 'top' as part, t.id, cast(null as text) as name, cast(null as text) as value, ${n('t.score')} as n, ${n('t.total')} as n2, ${n('t.r')} as r from t`,
    `select 'facet', null, a.name, a.value, ${n('count(*)')}, null, null from c join product_attributes a on a.product_id = c.id where ${okExcept(null)}${
      names.length ? ` and a.name not in (${names.map((x) => bind(x)).join(', ')})` : ''
    } group by a.name, a.value`,
    ...names.map(
      (name, i) =>
        `select 'facet', null, a.name, a.value, ${n('count(*)')}, null, null from c join product_attributes a on a.product_id = c.id where ${okExcept(`c.ok_${i}`)} and a.name = ${bind(name)} group by a.name, a.value`,
    ),
    `select 'price', null, null, null, ${n('min(c.price)')}, ${n('max(c.price)')}, null from c where ${okExcept('c.ok_price')}`,
    `select 'stock', null, null, null, ${n('count(*)')}, null, null from c where ${okExcept(null)} and c.stock > 0`,
  ];
  return { sql: `with ${withs.join(', ')} ${parts.join(' union all ')}`, params };
}

/** A find's rows as one answer: top ids (best first), total, facets, price range, in stock. */
function shape(rows) {
  const top = rows.filter((r) => r.part === 'top').sort((a, b) => a.r - b.r);
  const facets = new Map();
  for (const r of rows) if (r.part === 'facet') facets.set(`${r.name}=${r.value}`, Number(r.n));
  const price = rows.find((r) => r.part === 'price');
  return {
    ids: top.map((r) => Number(r.id)),
    total: top.length ? Number(top[0].n2) : 0,
    facets,
    price: price?.n == null ? null : [Number(price.n), Number(price.n2)],
    inStock: Number(rows.find((r) => r.part === 'stock').n),
  };
}

/** A padded word's trigrams, OR-ed as an FTS5 query (its typo candidates share some). */
function trigramQuery(word) {
  const chars = Array.from(padded(word));
  const out = new Set();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(`"${chars.slice(i, i + 3).join('')}"`);
  return [...out].join(' OR ');
}

/** Every word a query word stands for, as the OR of whole words. */
const allOf = (e) => [...e.exact, ...e.prefix, ...e.fuzzy.keys()];

// ---------------------------------------------------------------- a. SQLite FTS5 trigram

function sqliteFts(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const started = performance.now();
  const { docs, vocabulary } = documentsOf(
    db.prepare(`select ${PRODUCT_COLUMNS} from products where archived = 0`).all(),
    db.prepare('select category_id, parent_id, category_title from categories').all(),
  );
  db.exec(`
    drop table if exists bench_search; drop table if exists bench_vocab; drop table if exists bench_vocab_fts;
    create virtual table bench_search using fts5(product_id unindexed, ta, cat, body, tokenize = 'trigram remove_diacritics 1');
    create table bench_vocab (word text primary key) without rowid;
    create virtual table bench_vocab_fts using fts5(w, tokenize = 'trigram remove_diacritics 1');
  `);
  const insert = db.prepare('insert into bench_search (rowid, product_id, ta, cat, body) values (?, ?, ?, ?, ?)');
  const insertWord = db.prepare('insert into bench_vocab (word) values (?)');
  const insertWordFts = db.prepare('insert into bench_vocab_fts (w) values (?)');
  db.transaction(() => {
    for (const d of docs) insert.run(d.id, d.id, d.ta, d.cat, d.body);
    for (const w of vocabulary) {
      insertWord.run(w);
      insertWordFts.run(padded(w));
    }
  })();
  db.exec("insert into bench_search (bench_search) values ('optimize'); insert into bench_vocab_fts (bench_vocab_fts) values ('optimize')");
  const buildMs = performance.now() - started;
  const bytes = db.prepare("select sum(pgsize) as b from dbstat where name like 'bench_%'").get().b;

  // Prepared anew for each use, as the server's query builder does.
  const all = (sql, params) => db.prepare(sql).all(Object.fromEntries(params.map((v, i) => [`p${i + 1}`, v])));
  const find = (f, categoryIds) => {
    const words = f.q
      ? queryWords(f.q).map((typed) => {
          const prefixed = all('select word from bench_vocab where word >= @p1 and word < @p2', [typed, typed + '\uffff']).map((r) => r.word);
          const candidates =
            typosAllowed(typed) > 0
              ? all(`select w from bench_vocab_fts where bench_vocab_fts match @p1 order by rank limit ${CANDIDATES}`, [trigramQuery(typed)]).map((r) =>
                  r.w.trim(),
                )
              : [];
          return expansions(typed, { has: prefixed.includes(typed), prefixed, candidates });
        })
      : null;
    const match = words
      ?.map(
        (e) =>
          `(${allOf(e)
            .map((w) => `" ${w} "`)
            .join(' OR ')})`,
      )
      .join(' AND ');
    const { sql, params } = findStatement({
      find: f,
      categoryIds,
      words,
      matchSql: (bind) => `select rowid as id from bench_search where bench_search match ${bind(match)}`,
      searchId: 'rowid',
      contains: (field, p) => `instr(s.${field}, ${p}) > 0`,
      placeholder: (n) => `@p${n}`,
      float: 'real',
    });
    return shape(all(sql, params));
  };
  return {
    name: 'a. SQLite FTS5 trigram',
    buildMs,
    bytes,
    find,
    close: async () => {
      db.exec('drop table bench_search; drop table bench_vocab; drop table bench_vocab_fts');
      db.close();
    },
  };
}

// ---------------------------------------------------------------- b. PostgreSQL pg_trgm

async function postgresTrgm(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // The freshly seeded tables' statistics, as autovacuum gathers them within a minute of the seed.
  await client.query('analyze');
  const started = performance.now();
  const { docs, vocabulary } = documentsOf(
    (await client.query(`select ${PRODUCT_COLUMNS} from products where archived = 0`)).rows,
    (await client.query('select category_id, parent_id, category_title from categories')).rows,
  );
  await client.query(`
    create extension if not exists pg_trgm;
    drop table if exists bench_search; drop table if exists bench_vocab;
    create table bench_search (product_id integer primary key, ta text not null, cat text not null, body text not null, doc text not null);
    create table bench_vocab (word text collate "C" primary key);
  `);
  for (let i = 0; i < docs.length; i += 1000) {
    const rows = docs.slice(i, i + 1000);
    const values = rows
      .map((_, k) => `($${k * 4 + 1}, $${k * 4 + 2}, $${k * 4 + 3}, $${k * 4 + 4}, $${k * 4 + 2} || $${k * 4 + 3} || $${k * 4 + 4})`)
      .join(', ');
    await client.query(
      `insert into bench_search (product_id, ta, cat, body, doc) values ${values}`,
      rows.flatMap((d) => [d.id, d.ta, d.cat, d.body]),
    );
  }
  for (let i = 0; i < vocabulary.length; i += 5000) {
    await client.query('insert into bench_vocab (word) select unnest($1::text[])', [vocabulary.slice(i, i + 5000)]);
  }
  await client.query(`
    create index bench_search_doc_trgm on bench_search using gin (doc gin_trgm_ops);
    create index bench_vocab_word_trgm on bench_vocab using gin (word gin_trgm_ops);
    analyze bench_search; analyze bench_vocab;
  `);
  const buildMs = performance.now() - started;
  const bytes = Number((await client.query("select pg_total_relation_size('bench_search') + pg_total_relation_size('bench_vocab') as b")).rows[0].b);
  await client.query(`set pg_trgm.word_similarity_threshold = ${PG_WORD_SIMILARITY}`);

  const all = async (sql, params) => (await client.query(sql, params)).rows;
  const find = async (f, categoryIds) => {
    let words = null;
    if (f.q) {
      words = [];
      // One round trip per word: the words it starts (itself included), then its typo candidates.
      for (const typed of queryWords(f.q)) {
        const rows = await all(
          `select word, 'prefix' as kind from bench_vocab where word >= $1 and word < $2` +
            (typosAllowed(typed) > 0
              ? ` union all (select word, 'similar' from bench_vocab where $3 <% word order by word_similarity($3, word) desc limit ${CANDIDATES})`
              : ''),
          typosAllowed(typed) > 0 ? [typed, typed + '\uffff', typed] : [typed, typed + '\uffff'],
        );
        const prefixed = rows.filter((r) => r.kind === 'prefix').map((r) => r.word);
        const candidates = rows.filter((r) => r.kind === 'similar').map((r) => r.word);
        words.push(expansions(typed, { has: prefixed.includes(typed), prefixed, candidates }));
      }
    }
    const { sql, params } = findStatement({
      find: f,
      categoryIds,
      words,
      matchSql: (bind) =>
        `select product_id as id from bench_search where ${words
          .map(
            (e) =>
              `(${allOf(e)
                .map((w) => `doc like ${bind(`% ${w} %`)}`)
                .join(' or ')})`,
          )
          .join(' and ')}`,
      searchId: 'product_id',
      contains: (field, p) => `strpos(s.${field}, ${p}) > 0`,
      placeholder: (n) => `$${n}`,
      float: 'double precision',
    });
    const rows = await all(sql, params);
    if (EXPLAIN === f.q && !explained.has(f.q)) {
      explained.add(f.q);
      log((await all(`explain (analyze, buffers) ${sql}`, params)).map((r) => r['QUERY PLAN']).join('\n') + '\n');
    }
    return shape(rows);
  };
  return {
    name: 'b. PostgreSQL pg_trgm',
    buildMs,
    bytes,
    find,
    close: async () => {
      await client.query('drop table bench_search; drop table bench_vocab');
      await client.end();
    },
  };
}

// ---------------------------------------------------------------- c. the in-process index

async function inProcess(url, engine) {
  const shop = openDatabase(url);
  gc();
  const before = process.memoryUsage().heapUsed;
  const started = performance.now();
  let sources = await new SearchRepository(shop.reads).allSources();
  const readMs = performance.now() - started;
  const index = new SearchIndex(sources);
  const buildMs = performance.now() - started;
  sources = null;
  gc();
  const heapBytes = process.memoryUsage().heapUsed - before;
  const find = (f, categoryIds) => {
    const out = index.find({
      q: f.q,
      categoryIds: categoryIds ? new Set(categoryIds) : undefined,
      filters: f.filters ?? {},
      priceMinPaise: f.priceMin == null ? null : f.priceMin * 100,
      priceMaxPaise: f.priceMax == null ? null : f.priceMax * 100,
      inStock: false,
      sortBy: f.q ? 'relevance' : 'featured',
      offset: 0,
      limit: TOP,
    });
    const facets = new Map();
    for (const a of out.facets.attributes) for (const v of a.values) if (v.count > 0) facets.set(`${a.name}=${v.value}`, v.count);
    return {
      ids: out.cards.map((c) => c.product_id),
      total: out.total,
      facets,
      price: out.facets.price ? [out.facets.price.min_paise, out.facets.price.max_paise] : null,
      inStock: out.facets.in_stock,
    };
  };
  return {
    name: `c. in-process index (read from ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`,
    buildMs,
    readMs,
    bytes: heapBytes,
    find,
    close: () => shop.close(),
  };
}

// ---------------------------------------------------------------- measuring

/** The catalog's facts the cases need: each product's stones, the top-level categories' subtrees. */
async function catalogFacts(rows) {
  const stones = new Map();
  for (const a of rows.attributes) {
    if (a.name !== 'Stone') continue;
    const id = Number(a.product_id);
    if (!stones.has(id)) stones.set(id, new Set());
    stones.get(id).add(a.value);
  }
  const children = new Map();
  for (const c of rows.categories) {
    const parent = c.parent_id === null ? null : Number(c.parent_id);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(c);
  }
  const tops = (children.get(null) ?? []).sort((a, b) => a.sort_order - b.sort_order || a.category_id - b.category_id);
  const subtree = (id) => [id, ...(children.get(id) ?? []).flatMap((c) => subtree(Number(c.category_id)))];
  return { stones, subtrees: tops.map((c) => ({ title: c.category_title, ids: subtree(Number(c.category_id)) })) };
}

const CASES = [...SEARCHES, ...FILTERED];
const label = (c) =>
  c.kind === 'listing'
    ? `listing ${c.category === null ? 'all' : `#${c.category}`} ${JSON.stringify(c.filters)}`
    : c.filters
      ? `"${c.q}" ${JSON.stringify(c.filters)}`
      : `"${c.q}"`;

async function measure(engine, facts) {
  const perCase = [];
  for (const c of CASES) {
    const categoryIds = c.category == null ? undefined : facts.subtrees[c.category].ids;
    const answer = await engine.find(c, categoryIds);
    for (let i = 0; i < WARM_UP; i++) await engine.find(c, categoryIds);
    const times = [];
    for (let i = 0; i < REPS; i++) {
      const t = performance.now();
      await engine.find(c, categoryIds);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const withStone = c.stone ? answer.ids.filter((id) => facts.stones.get(id)?.has(c.stone)).length : null;
    perCase.push({
      kind: c.kind,
      query: label(c),
      median: median(times),
      p95: quantile(times, 0.95),
      total: answer.total,
      ids: answer.ids,
      facets: Object.fromEntries(answer.facets),
      price: answer.price,
      inStock: answer.inStock,
      stone: c.stone,
      stoneInTop: withStone === null ? null : withStone > 0,
      stoneShare: withStone === null ? null : withStone / Math.max(1, Math.min(TOP, answer.ids.length)),
      times,
    });
  }
  return perCase;
}

async function readFacts(url, engine) {
  if (engine === 'sqlite') {
    const db = new Database(url.replace(/^file:/, ''), { readonly: true });
    const facts = await catalogFacts({
      attributes: db.prepare("select product_id, name, value from product_attributes where name = 'Stone'").all(),
      categories: db.prepare('select category_id, parent_id, category_title, sort_order from categories').all(),
    });
    db.close();
    return facts;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const facts = await catalogFacts({
    attributes: (await client.query("select product_id, name, value from product_attributes where name = 'Stone'")).rows,
    categories: (await client.query('select category_id, parent_id, category_title, sort_order from categories')).rows,
  });
  await client.end();
  return facts;
}

// ---------------------------------------------------------------- the run

if (process.env.BENCH_SKIP_BUILD !== '1') {
  log('Building the server (its seed)');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(1);
}
const inProcessAvailable = typeof SearchIndex === 'function' && typeof SearchRepository === 'function';
if (!inProcessAvailable) log('The in-process index (apps/server/src/modules/search) is not in this tree: engine c is skipped');

const results = [];
for (const dbEngine of ENGINES) {
  if (dbEngine === 'postgres' && !(await postgresAnswers())) {
    log('PostgreSQL does not answer: skipped');
    continue;
  }
  const { url, drop } = await freshDatabase(dbEngine, 'search');
  try {
    const seedStart = Date.now();
    seedDatabase({ root, env: serverEnv({ port: 0, url, products: PRODUCTS }) });
    log(`Seeded ${PRODUCTS} products on ${dbEngine} in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
    const facts = await readFacts(url, dbEngine);
    const makers = [dbEngine === 'sqlite' ? () => sqliteFts(url.replace(/^file:/, '')) : () => postgresTrgm(url)];
    if (inProcessAvailable) makers.push(() => inProcess(url, dbEngine));
    for (const make of makers) {
      const engine = await make();
      log(`${engine.name}: built in ${engine.buildMs.toFixed(0)} ms, measuring ${CASES.length} finds x ${REPS}`);
      const cases = await measure(engine, facts);
      await engine.close();
      results.push({ engine: engine.name, database: dbEngine, buildMs: engine.buildMs, readMs: engine.readMs ?? null, bytes: engine.bytes, cases });
    }
  } finally {
    await drop();
  }
}

// ---------------------------------------------------------------- the report

const mb = (b) => (b / 1024 / 1024).toFixed(1);
const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
log('');
log(
  `Search engines: ${PRODUCTS} products, ${CASES.length} finds (top ${TOP}, total, facets, price range), ${REPS} runs each, one at a time, Node ${process.version}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
log(
  '| engine | build ms | index size | median of medians ms | p95 of all ms | slowest find p95 ms | typo/alias/Arabic stone in top 10 | all stones in top 10 |',
);
log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  const all = r.cases.flatMap((c) => c.times).sort((a, b) => a - b);
  const slowest = r.cases.reduce((a, c) => (c.p95 > a.p95 ? c : a));
  const hard = r.cases.filter((c) => ['typo', 'alias', 'arabic'].includes(c.kind) && c.stone);
  const withStone = r.cases.filter((c) => c.stone);
  log(
    `| ${r.engine} | ${r.buildMs.toFixed(0)}${r.readMs ? ` (read ${r.readMs.toFixed(0)})` : ''} | ${mb(r.bytes)} MB${r.engine.startsWith('c.') ? ' heap' : ' disk'} | ${fmt(median(r.cases.map((c) => c.median)))} | ${fmt(quantile(all, 0.95))} | ${fmt(slowest.p95)} (${slowest.query}) | ${hard.filter((c) => c.stoneInTop).length}/${hard.length} | ${withStone.filter((c) => c.stoneInTop).length}/${withStone.length} |`,
  );
}
log('');
log('Per find: median / p95 ms, total found, [stone in top 10: share of the top 10 with it]');
log(`| kind | find | ${results.map((r) => r.engine.replace(/ \(read from /, ' (').replace('PostgreSQL', 'PG')).join(' | ')} |`);
log(`| --- | --- | ${results.map(() => '---').join(' | ')} |`);
CASES.forEach((c, i) => {
  const cells = results.map((r) => {
    const k = r.cases[i];
    const stone = k.stone ? ` [${k.stoneInTop ? `${Math.round(k.stoneShare * 100)}%` : 'MISS'}]` : '';
    return `${fmt(k.median)} / ${fmt(k.p95)}, ${k.total}${stone}`;
  });
  log(`| ${c.kind} | ${label(c)} | ${cells.join(' | ')} |`);
});

// Agreement: each engine against the in-process index on the same database (else against the first engine).
log('');
log('Agreement with the reference (the in-process index on the same database, else the first engine):');
const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
const sameFacets = (a, b) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
};
for (const r of results) {
  const ref = results.find((x) => x.database === r.database && x.engine.startsWith('c.')) ?? results[0];
  if (ref === r) continue;
  const diff = r.cases.map((k, i) => ({ k, ref: ref.cases[i] }));
  const top = diff.filter(({ k, ref: x }) => sameList(k.ids, x.ids)).length;
  const total = diff.filter(({ k, ref: x }) => k.total === x.total).length;
  const facets = diff.filter(
    ({ k, ref: x }) => sameFacets(k.facets, x.facets) && JSON.stringify(k.price) === JSON.stringify(x.price) && k.inStock === x.inStock,
  ).length;
  log(`  ${r.engine} vs ${ref.engine}: same top 10 ${top}/${diff.length}, same total ${total}/${diff.length}, same facets and price ${facets}/${diff.length}`);
  for (const { k, ref: x } of diff) {
    if (!sameList(k.ids, x.ids) || k.total !== x.total)
      log(`    ${k.query}: total ${k.total} vs ${x.total}; top ${k.ids.slice(0, 5).join(',')}… vs ${x.ids.slice(0, 5).join(',')}…`);
  }
}
// The in-process index read from either database: the same answers.
const cs = results.filter((r) => r.engine.startsWith('c.'));
if (cs.length === 2) {
  const same = cs[0].cases.filter((k, i) => sameList(k.ids, cs[1].cases[i].ids) && k.total === cs[1].cases[i].total).length;
  log(`  in-process index from SQLite vs from PostgreSQL: same top 10 and total ${same}/${CASES.length}`);
}
const sql = results.filter((r) => !r.engine.startsWith('c.'));
if (sql.length === 2) {
  const same = sql[0].cases.filter((k, i) => sameList(k.ids, sql[1].cases[i].ids) && k.total === sql[1].cases[i].total).length;
  log(`  SQLite FTS5 vs PostgreSQL pg_trgm: same top 10 and total ${same}/${CASES.length}`);
}

const outDir = path.join(root, 'bench/results');
fs.mkdirSync(outDir, { recursive: true });
const outFile = path.join(outDir, `search-engines-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(
  outFile,
  JSON.stringify(
    {
      products: PRODUCTS,
      reps: REPS,
      node: process.version,
      cores: os.cpus().length,
      results: results.map((r) => ({ ...r, cases: r.cases.map(({ times: _times, ...k }) => k) })),
    },
    null,
    1,
  ),
);
log(`\nWritten ${path.relative(root, outFile)}`);
