import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestShop, type TestShop } from '../test-app.js';
import { freshIp, newAccount, post, signUpAndLogin, type Customer } from '../accounts.js';
import { staffUser, type StaffUser } from '../admin.js';

/**
 * Issue 9's findings as API tests, on whichever engine TEST_ENGINE names (npm test runs both):
 * bad input on every route, sessions after a password change, private answers, the sign-up
 * limit, parser errors in the shop's shape, secrets kept out of the log.
 */
let t: TestShop;
let c: Customer;
let owner: StaffUser;
beforeAll(async () => {
  t = await createTestShop();
  c = await signUpAndLogin(t, 'hardening');
  owner = await staffUser(t, 'owner');
});
afterAll(async () => {
  await t?.close();
});

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  parameters?: { name: string; in: string; schema?: { type?: string } }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string | string[] }> } }> };
}

/** Every operation the OpenAPI document lists, with its path (without /api). */
async function operations(): Promise<Operation[]> {
  const doc = (await t.get('docs')).body as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) out.push({ method: method as Operation['method'], path, ...op });
    }
  }
  return out;
}

const bodyFields = (op: Operation) => Object.entries(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});

/** Rows in every table: bad input must change none. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = ['customers', 'customer_addresses', 'reviews', 'contact_messages', 'products', 'product_variants', 'orders'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.shop.db);
    counts[table] = Number(row.rows[0]!.n);
  }
  return counts;
}

/** Sends as the customer, or as the owner on back-office routes; path parameters are 1. */
function send(op: Operation, query: string, payload?: unknown) {
  return t.request({
    method: op.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: `/api${op.path.replace(/\{[^}]+\}/g, '1')}${query}`,
    headers: op.path.startsWith('/admin/') ? owner.headers : c.headers,
    remoteAddress: freshIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('bad input on every route (finding 5)', () => {
  it('refuses a NUL or other control character in any query parameter or body field with 400, and stores nothing', async () => {
    const before = await rowCounts();
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(20);
    let tried = 0;
    for (const op of ops) {
      for (const p of (op.parameters ?? []).filter((q) => q.in === 'query')) {
        for (const bad of ['%00', 'a%00b', '%01', '%1F', '%7F']) {
          const res = await send(op, `?${p.name}=${bad}`);
          tried += 1;
          expect(res.status, `${op.path} ${p.name}=${bad}`).toBe(400);
          expect(res.body, `${op.path} ${p.name}=${bad}`).toEqual({ success: false, message: `${p.name} must not contain control characters` });
        }
      }
      for (const [field] of bodyFields(op)) {
        const res = await send(op, '', { [field]: 'Rose\u0000Quartz' });
        tried += 1;
        expect(res.status, `${op.path} ${field}`).toBe(400);
        expect(res.body).toEqual({ success: false, message: `${field} must not contain control characters` });
      }
    }
    expect(tried).toBeGreaterThan(50);
    // A lone surrogate (JSON "\ud800") would be stored altered: refused too. A real pair (an emoji) is fine.
    const broken = await t.request({
      method: 'POST',
      url: '/api/Contact/SendMessage',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Fuzz\\ud800text","email":"a@b.co","telephone":"9876543210","subject":"s","message":"m"}',
    });
    expect(broken.body).toEqual({ success: false, message: 'name must be valid text (it holds a broken character)' });
    // Nested, in a key, and tab / line breaks (which multi-line text keeps) are fine.
    const review = { product_id: 1, review_text: 'Deep\tcolour.\r\nLovely 💎.', review_rating: 5 };
    expect((await post(t, 'Customers/SubmitCustomerReview', { ...review, extra: { deep: ['x\u0008'] } }, c.headers)).body.message).toBe(
      'extra.deep.0 must not contain control characters',
    );
    expect(await rowCounts()).toEqual(before);
    expect((await post(t, 'Customers/SubmitCustomerReview', review, c.headers)).status).toBe(200);
  });

  it('refuses ids and numbers beyond the id columns, in queries and bodies, with 400 and a clear message', async () => {
    const before = await rowCounts();
    const ops = await operations();
    let tried = 0;
    for (const op of ops) {
      const numeric = (op.parameters ?? []).filter((q) => q.in === 'query' && /_id$|^page$|^limit$/.test(q.name));
      for (const p of numeric) {
        // The other numbers valid, so the answer is about this one.
        const others = numeric
          .filter((q) => q !== p)
          .map((q) => `&${q.name}=1`)
          .join('');
        for (const big of ['2147483648', '9223372036854775808', '99999999999999999999', '1e308']) {
          const res = await send(op, `?${p.name}=${big}${others}`);
          tried += 1;
          expect(res.status, `${op.path} ${p.name}=${big}`).toBe(400);
          // The storefront's query form ('at most N', 'a positive whole number') or the id form
          // the back office shares with JSON bodies ('a whole number from 1 to N').
          expect(res.body.message, `${op.path} ${p.name}=${big}`).toMatch(
            new RegExp(`^${p.name} must be (at most \\d+|a positive whole number|a whole number from 1 to \\d+)$`),
          );
        }
      }
      for (const [field] of bodyFields(op).filter(([name]) => /_id$/.test(name))) {
        for (const big of [2147483648, 1e20, Number.MAX_SAFE_INTEGER]) {
          const res = await send(op, '', { [field]: big });
          tried += 1;
          expect(res.status, `${op.path} ${field}=${big}`).toBe(400);
          expect(res.body.success).toBe(false);
        }
      }
    }
    expect(tried).toBeGreaterThan(30);
    // The largest id is a valid id that names nothing.
    expect((await t.get('Products/GetProductDetails?product_id=2147483647')).status).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers a malformed URL with the shop’s 400 JSON and the security headers', async () => {
    const health = await t.request({ method: 'GET', url: '/api/health' });
    for (const url of ['/api/Home/%E0%A4%A', '/api/%', '/media/art/%zz.svg']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
      for (const header of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'strict-transport-security']) {
        expect(res.headers[header], `${url} ${header}`).toBe(health.headers[header]);
      }
    }
  });
});

describe('sessions (finding 8)', () => {
  const info = (token: string) => t.get('Customers/GetCustomerInfo', { token });
  const login = (email: string, password: string) => post(t, 'Users/UserLogin', { customer_email: email, customer_password: password });

  it('ends every other session when the password changes; this one carries on with the new token', async () => {
    const me = await signUpAndLogin(t, 'sessions');
    const phone = (await login(me.email, me.password)).body.data.token as string;
    expect((await info(phone)).status).toBe(200);

    const next = 'Opal#9988x';
    const res = await post(
      t,
      'Customers/UpdateCustomer',
      { customer_name: 'Asha Rao', customer_display_name: 'Asha Rao', customer_email: me.email, current_password: me.password, customer_password: next },
      me.headers,
    );
    expect(res.status).toBe(200);
    const renewed = res.body.data.token as string;
    expect(renewed).not.toBe(me.token);

    for (const old of [me.token, phone]) {
      const refused = await info(old);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ success: false, message: 'Your session is not valid. Please log in again.' });
    }
    expect((await info(renewed)).status).toBe(200);
    expect((await login(me.email, me.password)).status).toBe(401);
    const fresh = await login(me.email, next);
    expect(fresh.status).toBe(200);
    expect((await info(fresh.body.data.token)).status).toBe(200);
  });

  it('marks private answers no-store, public catalog reads not', async () => {
    const privateAnswers = [
      await t.get('Customers/GetCustomerInfo', c.headers),
      await t.get('Customers/GetCustomerAddress?page=1&limit=10', c.headers),
      await t.get('Customers/GetCustomerInfo'),
      await post(t, 'Users/UserLogin', { customer_email: c.email, customer_password: c.password }),
      await post(t, 'Users/UserSignUp', newAccount('no-store')),
    ];
    for (const res of privateAnswers) expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.get('Home/GetCategories')).headers['cache-control']).not.toBe('no-store');
  });
});

describe('sign-up limits (findings 4 and 6)', () => {
  it('takes 10 sign-ups from one address in 10 minutes, then 429 with Retry-After, and the e-mail check with them', async () => {
    const ip = freshIp();
    const taken = newAccount('taken');
    expect((await post(t, 'Users/UserSignUp', taken)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => post(t, 'Users/UserSignUp', i === 0 ? taken : newAccount('flood'), {}, ip)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // The real user still gets the clear message for a taken e-mail.
    expect(results[0]!.status).toBe(409);
    expect(results[0]!.body).toEqual({ success: false, message: 'An account with this email already exists.' });
    const limited = results.find((r) => r.status === 429)!;
    expect(limited.body).toEqual({ success: false, message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes?\.$/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post(t, 'Users/UserSignUp', newAccount('other'))).status).toBe(200);
  });
});

describe('the log (finding 9)', () => {
  it('never writes a token, access token or invoice key from a URL', async () => {
    const logged = await createTestShop({ logLevel: 'info' }, { logger: true });
    try {
      const lines: string[] = [];
      const streamSym = Object.getOwnPropertySymbols(logged.app.log).find((s) => s.description === 'pino.stream');
      (logged.app.log as any)[streamSym!] = { write: (line: string) => void lines.push(line) };
      const secret = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.c2lnbmF0dXJl';
      await logged.request({ method: 'GET', url: `/api/Customers/GetCustomerInfo?access_token=${secret}` });
      await logged.request({ method: 'GET', url: `/api/Home/GetCategories?token=${secret}&key=${secret}` });
      await logged.request({
        method: 'GET',
        url: '/api/Customers/GetCustomerInfo',
        headers: { authorization: `Bearer ${secret}`, cookie: `shop_device=${secret}` },
      });
      const all = lines.join('');
      expect(all).toContain('access_token=[redacted]');
      expect(all).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
