import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ORDER_MESSAGES, placeOrderAmounts, type CheckoutCartLine } from '@shop/core';
import { openDatabase } from '../../src/db/index.js';
import { addressBody, newAccount } from '../accounts.js';
import { JWT_SECRET, createLiveDatabase, ensureBuilt, freePort, healthy, repoRoot, serverNodeFlags, serverScript, sleep } from './live-server.js';

// Card data never reaches the shop's storage or log (DESIGN 4.1; research/checkout.md,
// "what the best do", 8): card orders carry the brand and last four digits only; a body with
// a full card number (in any field, with spaces or dashes, as a JSON number) or a CVV is
// refused with 400 and stores nothing. Then the database files themselves and everything the
// server wrote at LOG_LEVEL=trace are searched for the numbers and the CVV sent.

/** Luhn-valid test numbers (Visa, Mastercard), sent in the refused bodies only. */
const CARD_NUMBERS = ['4111111111111111', '5555555555554444'];
/** A 4-digit CVV (as Amex has): a 3-digit one is too common to search a database for. */
const CVV = '9876';
/** The shopper's phone must not hold the CVV's digits (the usual test address has 9876543210). */
const MOBILE = '9123405678';

let dbHandle: { url: string; drop: () => Promise<void> } | undefined;
let child: ChildProcess | null = null;
let baseUrl = '';
let stdout = '';
let stderr = '';
process.on('exit', () => child?.kill('SIGKILL'));

async function startServer(): Promise<void> {
  await ensureBuilt();
  const flags = await serverNodeFlags();
  dbHandle = await createLiveDatabase();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: dbHandle.url,
    JWT_SECRET,
    SEED: 'none',
    LOG_LEVEL: 'trace', // the most the server ever logs
  };
  const c = spawn(process.execPath, [...flags, serverScript], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  c.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  c.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  child = c;
  const deadline = Date.now() + 30_000;
  while (!(await healthy(baseUrl, 1000))) {
    if (c.exitCode !== null || c.signalCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start:\n${stderr.slice(-4000)}\n${stdout.slice(-4000)}`);
    await sleep(100);
  }
}

async function stopServer(): Promise<void> {
  const c = child;
  if (!c) return;
  child = null;
  if (c.exitCode !== null || c.signalCode !== null) return;
  const force = setTimeout(() => c.kill('SIGKILL'), 10_000);
  await new Promise<void>((resolve) => {
    c.once('exit', () => resolve());
    c.kill('SIGTERM');
  });
  clearTimeout(force);
}

beforeAll(startServer);
afterAll(async () => {
  await stopServer();
  await dbHandle?.drop();
});

async function call(method: 'GET' | 'POST', path: string, payload?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, text };
}

// ---------------------------------------------------------------- searching

/** A pattern for a card number written with or without spaces or dashes between any digits. */
const cardPattern = (digits: string) => new RegExp(digits.split('').join('[ -]?'), 'g');
/** The CVV as a number of its own (not inside a longer run of digits or after a decimal point, as in a time or a hash). */
const cvvPattern = new RegExp(`(?<![0-9.])${CVV}(?![0-9])`, 'g');

/** Every place a searched value occurs in a text, with a little context. */
function findings(where: string, raw: string): string[] {
  // The server writes two things of its own that could hold the CVV's four digits: the log's
  // process id, and an e-mail's Message-ID, a random UUID (<…-9876-…@host>, seen once in CI).
  const text = raw.replace(/"pid":\d+/g, '"pid":0').replace(/<[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@[A-Za-z0-9.-]+>/g, '<message-id>');
  const out: string[] = [];
  for (const re of [...CARD_NUMBERS.map(cardPattern), cvvPattern]) {
    for (const m of text.matchAll(re)) out.push(`${where}: ${JSON.stringify(text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40))}`);
  }
  return out;
}

/** The big-endian 64-bit integer (or float) SQLite would store a card number sent as a JSON number as. */
function int64Bytes(digits: string): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigInt64BE(BigInt(digits));
  return b;
}

function float64Bytes(digits: string): Buffer {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(Number(digits));
  return b;
}

/** Every row of every table, as text: the database as SQL reads it back. */
async function dumpRows(): Promise<string> {
  const shop = openDatabase(dbHandle!.url, { poolSize: 1 });
  try {
    const tables =
      shop.engine === 'postgres'
        ? (
            await sql<{
              name: string;
            }>`select table_schema || '.' || table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`.execute(
              shop.db,
            )
          ).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(shop.db)).rows;
    expect(tables.map((r) => r.name.replace(/^public\./, ''))).toEqual(expect.arrayContaining(['orders', 'order_lines', 'customers']));
    const parts: string[] = [];
    for (const { name } of tables) {
      // PostgreSQL: each row cast to its text form covers every column, text or not.
      const rows =
        shop.engine === 'postgres'
          ? (await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(shop.db)).rows.map((r) => r.row)
          : (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(shop.db)).rows.map((r) =>
              JSON.stringify(r, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('latin1') : v)),
            );
      parts.push(`## ${name}\n${rows.join('\n')}`);
    }
    return parts.join('\n');
  } finally {
    await shop.close();
  }
}

/** The SQLite database's files (main, WAL, shared memory) as bytes: freed pages and old versions included. */
function sqliteFiles(): { name: string; bytes: Buffer }[] {
  const file = dbHandle!.url.replace(/^file:/, '');
  return ['', '-wal', '-shm'].filter((s) => fs.existsSync(file + s)).map((s) => ({ name: `shop.db${s}`, bytes: fs.readFileSync(file + s) }));
}

function fileFindings(): string[] {
  const out: string[] = [];
  for (const f of sqliteFiles()) {
    out.push(...findings(f.name, f.bytes.toString('latin1')));
    for (const n of CARD_NUMBERS) {
      if (f.bytes.includes(int64Bytes(n))) out.push(`${f.name}: ${n} as a 64-bit integer`);
      if (f.bytes.includes(float64Bytes(n))) out.push(`${f.name}: ${n} as a 64-bit float`);
    }
  }
  return out;
}

async function counts(): Promise<Record<string, number>> {
  const shop = openDatabase(dbHandle!.url, { poolSize: 1 });
  try {
    const out: Record<string, number> = {};
    for (const table of ['orders', 'order_lines', 'order_history']) {
      out[table] = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(shop.db)).rows[0]!.n);
    }
    return out;
  } finally {
    await shop.close();
  }
}

// ---------------------------------------------------------------- the test

describe('card data on the live server (LOG_LEVEL=trace)', () => {
  it('keeps only brand and last four of card orders, refuses full card numbers and CVVs with 400, and neither the database nor the log holds them', async () => {
    const isSqlite = dbHandle!.url.startsWith('file:');
    // The searches find what they look for, in each form.
    expect(
      findings(
        'self-check',
        'a 4111 1111 1111 1111 b 5555-5555-5555-4444 c 4111111111111111 d {"cvv":"9876"} e 19876 f 0.9876 g "pid":9876 h <5f81f6b8-9876-4843-9cd2-fcf8ac457566@localhost> i <x-9876@localhost>',
      ),
    ).toHaveLength(5);
    // Before anything is sent the searches find nothing, so a finding later is the server's doing.
    expect(await dumpRows().then((text) => findings('rows before', text))).toEqual([]);
    if (isSqlite) expect(fileFindings()).toEqual([]);

    const account = newAccount('carddata');
    expect((await call('POST', 'Users/UserSignUp', account)).status).toBe(200);
    const login = await call('POST', 'Users/UserLogin', { customer_email: account.customer_email, customer_password: account.customer_password });
    expect(login.status).toBe(200);
    const { token, customer_id } = login.body.data as { token: string; customer_id: number };
    const headers = { token, customer_id: String(customer_id), 'customer-id': String(customer_id) };
    expect((await call('POST', 'Customers/CreateCustomerAddress', addressBody({ mobile_number: MOBILE }), headers)).status).toBe(200);
    const addressId = (await call('GET', 'Customers/GetCustomerAddress?limit=10&page=1', undefined, headers)).body.data[0].customer_address_id as number;

    // Two products in stock, priced from the catalog.
    const list = await call('GET', 'Home/GetProductsByCategory?limit=20&page=1');
    const cards = (list.body.data.data as { product_id: number; product_stock_status: number }[]).filter((p) => p.product_stock_status >= 10).slice(0, 2);
    expect(cards).toHaveLength(2);
    const lines: CheckoutCartLine[] = [];
    for (const p of cards) {
      const d = await call('GET', `Products/GetProductDetails?product_id=${p.product_id}`);
      const v = (
        d.body.product_variants as {
          product_variant_id: number;
          product_variant_sale_price: number;
          product_variant_mrp_price: number;
          product_stock_status: number;
        }[]
      ).find((x) => x.product_stock_status >= 3)!;
      lines.push({
        product_id: p.product_id,
        product_variant_id: v.product_variant_id,
        quantity: 1,
        product_variant_sale_price: v.product_variant_sale_price,
        product_variant_mrp_price: v.product_variant_mrp_price,
      });
    }
    const base = { ...placeOrderAmounts(lines, 'INR'), customer_address_id: addressId, order_currency: 'INR' };
    let key = 0;
    const place = (body: object) => call('POST', 'Order/PlaceAndOrder', body, { ...headers, 'idempotency-key': `card-data-${(key += 1)}` });

    // Card orders as the storefront sends them: brand and last four.
    const placed: number[] = [];
    for (const payment of [
      { card_brand: 'visa', card_last4: '1111' },
      { card_brand: 'visa', card_last4: '1111' },
      { card_brand: 'mastercard', card_last4: '4444' },
    ]) {
      const res = await place({ ...base, order_payment_method: 'card', payment });
      expect(res.status, res.text).toBe(200);
      placed.push(res.body.order_id as number);
      const order = await call('GET', `Order/CustomerOrder?order_id=${res.body.order_id}`, undefined, headers);
      expect(order.status, order.text).toBe(200);
      expect(order.body.customer_info).toMatchObject({
        order_payment_method: 'card',
        card_brand: payment.card_brand,
        card_last4: payment.card_last4,
        payment_status: 'awaiting_payment',
      });
    }

    // Bodies that carry a full card number or a CVV, anywhere and in any form.
    const card = { order_payment_method: 'card', payment: { card_brand: 'visa', card_last4: '1111' } };
    const refused: [string, object][] = [
      ['a number with spaces in an extra field', { ...base, ...card, note: '4111 1111 1111 1111' }],
      ['a number with dashes in an extra field', { ...base, ...card, instructions: 'pay with 5555-5555-5555-4444 please' }],
      ['a JSON number', { ...base, ...card, card: 4111111111111111 }],
      ['payment.card_number', { ...base, ...card, payment: { ...card.payment, card_number: '4111111111111111' } }],
      [
        'payment.card_number (Mastercard, spaces)',
        { ...base, ...card, payment: { card_brand: 'mastercard', card_last4: '4444', card_number: '5555 5555 5555 4444' } },
      ],
      ['the number as card_last4', { ...base, ...card, payment: { card_brand: 'visa', card_last4: '4111111111111111' } }],
      ['a number inside a cart line', { ...base, ...card, CartInfo: base.CartInfo.map((l, i) => (i === 0 ? { ...l, gift_message: '5555555555554444' } : l)) }],
      ['payment.cvv', { ...base, ...card, payment: { ...card.payment, cvv: CVV } }],
      ['a top-level cvv', { ...base, ...card, cvv: CVV }],
      ['a CVV as a number', { ...base, ...card, payment: { ...card.payment, cvc: Number(CVV) } }],
      ['a number on a cash order', { ...base, order_payment_method: 'cash', note: '4111111111111111' }],
    ];
    const before = await counts();
    for (const [what, body] of refused) {
      const res = await place(body);
      expect(res.status, `${what}: ${res.text}`).toBe(400);
      expect(res.body, what).toEqual({ success: false, message: ORDER_MESSAGES.cardNumberRefused });
      expect(findings('the answer', res.text), `${what}: the answer echoes nothing`).toEqual([]);
    }
    expect(await counts(), 'nothing stored for the refused bodies').toEqual(before);

    // The database, as rows and (SQLite) as the bytes of its files while the server runs,
    // and again once it has stopped; and everything the server wrote.
    const rows = await dumpRows();
    expect(rows).toContain(`${placed[0]}`); // the dump holds the orders
    expect(findings('rows', rows)).toEqual([]);
    if (isSqlite) expect(fileFindings()).toEqual([]);
    await stopServer();
    if (isSqlite) expect(fileFindings()).toEqual([]);
    expect(findings('rows after stop', await dumpRows())).toEqual([]);
    expect(stdout.length, 'the server logged at trace level').toBeGreaterThan(1000);
    // every request is in the log (the card orders, their reads, the refused bodies)
    expect(stdout.split('/api/Order/PlaceAndOrder').length - 1).toBeGreaterThanOrEqual(placed.length + refused.length);
    expect(findings('stdout', stdout)).toEqual([]);
    expect(findings('stderr', stderr)).toEqual([]);
    console.log(
      `card-data: ${placed.length} card orders, ${refused.length} bodies refused; searched ${rows.length} characters of rows, ${stdout.length + stderr.length} of log`,
    );
  }, 60_000);
});
