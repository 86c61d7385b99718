import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrderAmounts } from '@shop/core';
import { openDatabase, type ShopDb } from '../../src/db/index.js';
import { addressBody, newAccount } from '../accounts.js';
import { SmtpSink } from '../smtp-sink.js';
import { JWT_SECRET, createLiveDatabase, ensureBuilt, freePort, healthy, repoRoot, serverNodeFlags, serverScript, sleep } from './live-server.js';

// The outbox and kill -9 (issue 17): an order's e-mail is a row committed with the order, so a
// server killed before it sent the e-mail sends it after its restart; one killed while the
// mail server was taking the message sends it again with the same Message-ID (at least once).

let dbHandle: { url: string; drop: () => Promise<void> } | undefined;
let db: ShopDb;
let sink: SmtpSink;
let child: ChildProcess | null = null;
let baseUrl = '';
let flags: string[] = [];
let output = '';
process.on('exit', () => child?.kill('SIGKILL'));

async function start(env: Record<string, string>): Promise<void> {
  const port = Number(new URL(baseUrl).port);
  const c = spawn(process.execPath, [...flags, serverScript], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbHandle!.url,
      JWT_SECRET,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  c.stdout!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-32_000)));
  c.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-32_000)));
  child = c;
  const deadline = Date.now() + 30_000;
  while (!(await healthy(baseUrl, 1000))) {
    if (c.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await sleep(50);
  }
}

async function kill9(): Promise<void> {
  const c = child!;
  if (c.exitCode !== null || c.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    c.once('exit', () => resolve());
    c.kill('SIGKILL');
  });
  child = null;
}

async function api(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** A shopper with an address, and an order body for one in-stock variant. */
async function shopperWithOrder() {
  const account = newAccount('kill');
  expect((await api('Users/UserSignUp', account)).status).toBe(200);
  const login = await api('Users/UserLogin', { customer_email: account.customer_email, customer_password: account.customer_password });
  const headers = { token: login.body.data.token, customer_id: String(login.body.data.customer_id) };
  expect((await api('Customers/CreateCustomerAddress', addressBody({ default_address: 1 }), headers)).status).toBe(200);
  const address = await db.db
    .selectFrom('customer_addresses')
    .select('customer_address_id')
    .where('customer_id', '=', login.body.data.customer_id)
    .executeTakeFirstOrThrow();
  const v = await db.db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.product_id', 'v.product_id')
    .select(['v.product_id', 'v.product_variant_id', 'v.sale_price_paise', 'v.mrp_price_paise'])
    .where('v.stock_quantity', '>=', 5)
    .where('v.is_default', '=', 1)
    .orderBy('v.product_variant_id')
    .executeTakeFirstOrThrow();
  const line = {
    product_id: v.product_id,
    product_variant_id: v.product_variant_id,
    product_variant_sale_price: v.sale_price_paise / 100,
    product_variant_mrp_price: v.mrp_price_paise / 100,
    quantity: 1,
  };
  const body = { ...placeOrderAmounts([line], 'INR'), customer_address_id: address.customer_address_id, order_payment_method: 'cash', order_currency: 'INR' };
  return { email: account.customer_email, headers, body };
}

const outboxOf = (orderId: number) =>
  db.db.selectFrom('outbox').selectAll().where('order_id', '=', orderId).where('kind', '=', 'order_placed').executeTakeFirstOrThrow();

describe('e-mail across kill -9', () => {
  beforeAll(async () => {
    await ensureBuilt();
    flags = await serverNodeFlags();
    dbHandle = await createLiveDatabase();
    db = openDatabase(dbHandle.url, { poolSize: 2 });
    sink = await SmtpSink.start();
    baseUrl = `http://127.0.0.1:${await freePort()}`;
  }, 180_000);
  afterAll(async () => {
    await kill9().catch(() => undefined);
    await db?.close();
    await sink?.close();
    await dbHandle?.drop();
  });

  it('sends the e-mail of an order committed just before the kill once the server is back', async () => {
    // No sender in the first life: the kill always lands between the order's commit and its e-mail.
    await start({ SMTP_URL: sink.url, MAIL_SENDER: 'off' });
    const s = await shopperWithOrder();
    const placed = await api('Order/PlaceAndOrder', s.body, { ...s.headers, 'idempotency-key': crypto.randomUUID() });
    expect(placed.status).toBe(200);
    await kill9();
    expect((await outboxOf(placed.body.order_id)).status).toBe('pending');

    await start({ SMTP_URL: sink.url });
    await sink.waitFor((all) => all.some((m) => m.to.includes(s.email) && m.parsed.subject?.includes(placed.body.invoice_number)), 20_000);
    await sleep(500);
    const copies = sink.received.filter((m) => m.to.includes(s.email) && m.parsed.subject?.includes(placed.body.invoice_number));
    expect(copies).toHaveLength(1);
    const row = await outboxOf(placed.body.order_id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(copies[0]!.parsed.messageId).toBe(row.message_id);
    await kill9();
  }, 90_000);

  it('sends it once more with the same Message-ID when the kill lands while the mail server takes it', async () => {
    sink.holdMs = 3_000; // the mail server answers 3 s after the message arrived
    await start({ SMTP_URL: sink.url });
    const s = await shopperWithOrder();
    const placed = await api('Order/PlaceAndOrder', s.body, { ...s.headers, 'idempotency-key': crypto.randomUUID() });
    expect(placed.status).toBe(200);
    const mine = () => sink.received.filter((m) => m.to.includes(s.email) && m.parsed.subject?.includes(placed.body.invoice_number));
    await sink.waitFor(() => mine().length === 1, 20_000);
    await kill9(); // the message arrived; the "accepted" never reached the server
    sink.holdMs = 0;
    const claimed = await outboxOf(placed.body.order_id);
    expect(claimed.status).toBe('sending');
    // Its claim would run out after a few minutes; let that time pass.
    await db.db
      .updateTable('outbox')
      .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .where('outbox_id', '=', claimed.outbox_id)
      .execute();

    await start({ SMTP_URL: sink.url });
    await sink.waitFor(() => mine().length === 2, 20_000);
    expect(mine()[1]!.parsed.messageId).toBe(mine()[0]!.parsed.messageId);
    const until = Date.now() + 10_000;
    while ((await outboxOf(placed.body.order_id)).status !== 'sent' && Date.now() < until) await sleep(50);
    expect(await outboxOf(placed.body.order_id)).toMatchObject({ status: 'sent', attempts: 2, message_id: claimed.message_id });
  }, 90_000);
});
