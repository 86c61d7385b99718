import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_QUERY_MAX } from '@shop/core';
import { SEARCH_MISSES_LIMITS, SEARCH_MISS_MESSAGES } from '@shop/core/admin';
import { openDatabase, type ShopDb } from '../../src/db/index.js';
import { SearchMisses } from '../../src/modules/search/search-misses.js';
import { MISS_COUNT_MAX, MissesRepository } from '../../src/modules/search/misses.repository.js';
import { createTestShop, type TestShop } from '../test-app.js';
import { signUpAndLogin, type Customer } from '../accounts.js';
import { admin, staffUser, type StaffUser } from '../admin.js';

/** Issue 22: the searches that found nothing, recorded by the storefront's search and listed in the back office. */

let t: TestShop;
let owner: StaffUser;
let member: StaffUser;
let customer: Customer;
const opened: ShopDb[] = [];

beforeAll(async () => {
  t = await createTestShop();
  owner = await staffUser(t, 'owner');
  member = await staffUser(t, 'staff');
  customer = await signUpAndLogin(t, 'misses-nosy');
});
afterAll(async () => {
  for (const db of opened) await db.close();
  await t?.close();
});
beforeEach(async () => {
  await t.shop.db.deleteFrom('search_misses').execute();
});

const rows = () => t.shop.db.selectFrom('search_misses').selectAll().orderBy('query_key').execute();

describe('SearchMisses', () => {
  it('counts each query by its folded words, keeps the last form typed, and skips empty and over-long ones', async () => {
    const misses = new SearchMisses(t.shop, { flushMs: 60_000 });
    for (const q of ['Amethist', '  amethist ', 'AMÉTHIST!', 'نِيلَم', 'نيلم', '', '   ', '?!*', 'x'.repeat(SEARCH_QUERY_MAX + 1), 'tab\there\r\nnul\u0000'])
      misses.record(q);
    await misses.flush();
    const stored = await rows();
    expect(stored.map((r) => [r.query_key, r.query, Number(r.count)])).toEqual([
      ['amethist', 'AMÉTHIST!', 3],
      ['tab here nul', 'tab here  nul', 1],
      ['نيلم', 'نيلم', 2],
    ]);
    const amethist = stored[0]!;
    expect(amethist.first_seen <= amethist.last_seen).toBe(true);
    expect(new Date(amethist.last_seen).toISOString()).toBe(amethist.last_seen);
    // A second flush counts on from the stored row.
    misses.record('amethist');
    await misses.flush();
    expect(Number((await rows())[0]!.count)).toBe(4);
    await misses.close();
  });

  it('50 recorders in several connections flushing at once: every count arrives, nothing fails', async () => {
    const warn = vi.spyOn(console, 'warn');
    const connections = Array.from({ length: 5 }, () => {
      const db = openDatabase(t.config.databaseUrl, { poolSize: 4 });
      opened.push(db);
      return db;
    });
    const recorders = Array.from({ length: 50 }, (_, i) => new SearchMisses(connections[i % connections.length]!, { flushMs: 60_000 }));
    recorders.forEach((m, i) => {
      m.record('amethist');
      m.record('Amethist');
      m.record('Neelam');
      m.record(`only ${i}`);
    });
    await Promise.all(recorders.map((m) => m.flush()));
    await Promise.all(recorders.map((m) => m.close()));
    expect(warn).not.toHaveBeenCalled();
    const stored = await rows();
    expect(stored).toHaveLength(52);
    const byKey = new Map(stored.map((r) => [r.query_key, Number(r.count)]));
    expect(byKey.get('amethist')).toBe(100);
    expect(byKey.get('neelam')).toBe(50);
    expect(byKey.get('only 17')).toBe(1);

    // The same at once with trimming: no flush fails, and the table ends at maxRows.
    const trimming = Array.from({ length: 50 }, (_, i) => new SearchMisses(connections[i % connections.length]!, { flushMs: 60_000, maxRows: 10 }));
    trimming.forEach((m, i) => {
      m.record('amethist');
      m.record(`again ${i}`);
    });
    await Promise.all(trimming.map((m) => m.close()));
    expect(warn).not.toHaveBeenCalled();
    const last = new SearchMisses(t.shop, { flushMs: 60_000, maxRows: 10 });
    last.record('amethist');
    await last.close();
    expect(await rows()).toHaveLength(10);
    expect((await rows()).find((r) => r.query_key === 'amethist')?.count).toBe(151);
  });

  it('holds at most maxBuffered distinct queries between writes; the rest are dropped', async () => {
    const misses = new SearchMisses(t.shop, { flushMs: 60_000 });
    for (let i = 0; i < SEARCH_MISSES_LIMITS.bufferedQueries + 100; i++) misses.record(`query ${i}`);
    // A query already held still counts.
    misses.record('query 0');
    expect(misses.dropped).toBe(100);
    await misses.flush();
    const stored = await rows();
    expect(stored).toHaveLength(SEARCH_MISSES_LIMITS.bufferedQueries);
    expect(Number(stored.find((r) => r.query_key === 'query 0')!.count)).toBe(2);
    // The next window takes new queries again.
    misses.record('query 999');
    await misses.close();
    expect((await rows()).some((r) => r.query_key === 'query 999')).toBe(true);
  });

  it('keeps the table to maxRows, the least recently seen going first', async () => {
    const repo = new MissesRepository(t.shop.db, t.shop.engine);
    await repo.upsert(
      Array.from({ length: 30 }, (_, i) => {
        const at = new Date(Date.UTC(2020, 0, 1 + i)).toISOString();
        return { query_key: `old ${String(i).padStart(2, '0')}`, query: `old ${i}`, count: 1, first_seen: at, last_seen: at };
      }),
    );
    const misses = new SearchMisses(t.shop, { flushMs: 60_000, maxRows: 25 });
    for (let i = 0; i < 5; i++) misses.record(`new ${i}`);
    await misses.close();
    const keys = (await rows()).map((r) => r.query_key);
    expect(keys).toHaveLength(25);
    expect(keys.filter((k) => k.startsWith('new'))).toHaveLength(5);
    // The ten oldest went.
    expect(keys.filter((k) => k.startsWith('old'))).toEqual(Array.from({ length: 20 }, (_, i) => `old ${String(i + 10).padStart(2, '0')}`));
  });

  it('writes on its own after flushMs, and after close() records nothing more', async () => {
    const misses = new SearchMisses(t.shop, { flushMs: 20 });
    misses.record('labradorit');
    await vi.waitFor(async () => expect((await rows()).map((r) => r.query_key)).toEqual(['labradorit']), { timeout: 2_000, interval: 20 });
    await misses.close();
    misses.record('after close');
    await misses.flush();
    expect((await rows()).map((r) => r.query_key)).toEqual(['labradorit']);
  });

  it('a count stops at the column’s largest value instead of failing', async () => {
    const repo = new MissesRepository(t.shop.db, t.shop.engine);
    const at = new Date().toISOString();
    await repo.upsert([{ query_key: 'many', query: 'many', count: MISS_COUNT_MAX - 1, first_seen: at, last_seen: at }]);
    await repo.upsert([{ query_key: 'many', query: 'Many', count: 5, first_seen: at, last_seen: at }]);
    expect((await rows()).map((r) => [r.query, Number(r.count)])).toEqual([['Many', MISS_COUNT_MAX]]);
  });
});

describe('GET and DELETE /api/admin/search-misses', () => {
  async function seed() {
    const repo = new MissesRepository(t.shop.db, t.shop.engine);
    const at = (day: number) => new Date(Date.UTC(2026, 10, day)).toISOString();
    await repo.upsert([
      { query_key: 'amethist', query: 'Amethist', count: 9, first_seen: at(1), last_seen: at(2) },
      { query_key: 'neelam', query: 'Neelam', count: 4, first_seen: at(1), last_seen: at(20) },
      { query_key: 'pukhraj', query: 'pukhraj', count: 7, first_seen: at(3), last_seen: at(10) },
    ]);
  }

  it('no token is 401, a customer token is 403, on both routes (nothing changes)', async () => {
    await seed();
    for (const [method, path] of [
      ['GET', 'search-misses'],
      ['DELETE', 'search-misses?query_key=neelam'],
    ] as const) {
      expect((await admin(t, method, path, null)).status, `${method} ${path}`).toBe(401);
      expect((await admin(t, method, path, { headers: { authorization: `Bearer ${customer.token}` } })).status, `${method} ${path}`).toBe(403);
    }
    expect(await rows()).toHaveLength(3);
  });

  it('lists by count or by last seen, a page at a time', async () => {
    await seed();
    const byCount = await admin(t, 'GET', 'search-misses', member);
    expect(byCount.status).toBe(200);
    expect(byCount.body).toMatchObject({ success: true, total: 3, page: 1, page_size: 20 });
    expect(byCount.body.data.map((r: any) => r.query)).toEqual(['Amethist', 'pukhraj', 'Neelam']);
    expect(byCount.body.data[0]).toEqual({
      query_key: 'amethist',
      query: 'Amethist',
      count: 9,
      first_seen: '2026-11-01T00:00:00.000Z',
      last_seen: '2026-11-02T00:00:00.000Z',
    });
    const recent = await admin(t, 'GET', 'search-misses?sort=last_seen&page=2&page_size=2', member);
    expect(recent.body).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(recent.body.data.map((r: any) => r.query)).toEqual(['Amethist']);
    for (const bad of ['sort=popular', 'page=0', 'page_size=1000', 'page=abc']) {
      const res = await admin(t, 'GET', `search-misses?${bad}`, member);
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toBeTruthy();
    }
    expect((await admin(t, 'GET', 'search-misses?sort=popular', member)).body.message).toBe('sort must be count or last_seen');
  });

  it('dismisses one, with an audit row; a second time is 404', async () => {
    await seed();
    const res = await admin(t, 'DELETE', `search-misses?query_key=${encodeURIComponent('neelam')}`, member);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, message: SEARCH_MISS_MESSAGES.dismissed });
    expect((await rows()).map((r) => r.query_key)).toEqual(['amethist', 'pukhraj']);
    const audit = await t.shop.db.selectFrom('audit_log').selectAll().where('action', '=', 'search_miss.dismiss').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: member.id, entity: 'search_miss' });
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ query: 'Neelam', count: 4 });
    const again = await admin(t, 'DELETE', 'search-misses?query_key=neelam', member);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(SEARCH_MISS_MESSAGES.notFound);
    expect((await admin(t, 'DELETE', 'search-misses', member)).status).toBe(400);
    expect((await admin(t, 'DELETE', `search-misses?query_key=${'x'.repeat(2_000)}`, member)).status).toBe(400);
    expect((await admin(t, 'DELETE', 'search-misses?query_key=a%00b', member)).status).toBe(400);
    // The owner may dismiss too.
    expect((await admin(t, 'DELETE', 'search-misses?query_key=pukhraj', owner)).status).toBe(200);
  });

  it('the routes are in the OpenAPI document', async () => {
    const doc = (await t.get('docs')).body;
    expect(doc.paths['/admin/search-misses']).toBeDefined();
    expect(doc.paths['/admin/search-misses'].get).toBeDefined();
    expect(doc.paths['/admin/search-misses'].delete).toBeDefined();
    expect(doc.paths['/admin/attributes']).toBeDefined();
  });
});
