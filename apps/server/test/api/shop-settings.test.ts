import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CARRIERS } from '@shop/core';
import { SETTINGS_MESSAGES } from '@shop/core/admin';
import { signUpAndLogin, type Customer } from '../accounts.js';
import { admin, staffUser, type StaffUser } from '../admin.js';
import { addAddress, allowManyOrders, orderBody, placeOrder, variantsInStock } from '../orders.js';
import { createTestShop, type TestShop } from '../test-app.js';
import { DEFAULT_GRIEVANCE, DEFAULT_SELLER } from '../../src/modules/orders/shop-profile.js';

// The shop's one phone number and the owner's carriers (issue 20): both kept in the back
// office's settings. The phone is what every storefront page shows (Home/GetShopInfo, and
// the pages rendered on the server) and what new invoices carry; the carriers are what staff
// ship with, and their tracking pages make the shoppers' links. The caches are on here (as
// in production), so a save must clear them to be seen.

let t: TestShop;
let owner: StaffUser;
let member: StaffUser;
let shopper: Customer;
let addressId: number;

const webRoot = path.resolve(import.meta.dirname, '../../../web');
const rendered = fs.existsSync(path.join(webRoot, 'dist-ssr', 'entry-server.js'));
const hasPdfToText = fs.existsSync('/usr/bin/pdftotext');

beforeAll(async () => {
  t = await createTestShop({ catalogCacheMs: 60_000 });
  await allowManyOrders(t);
  [owner, member] = await Promise.all([staffUser(t, 'owner'), staffUser(t, 'staff')]);
  shopper = await signUpAndLogin(t, 'settings');
  addressId = await addAddress(t, shopper);
});
afterAll(async () => {
  await t?.close();
});

/** The settings as saved now, without `saved` (a PUT body). */
async function currentSettings(): Promise<Record<string, unknown>> {
  const { saved: _saved, ...settings } = (await admin(t, 'GET', 'settings', owner)).body.data;
  return settings;
}

async function saveSettings(change: Record<string, unknown>) {
  const res = await admin(t, 'PUT', 'settings', owner, { ...(await currentSettings()), ...change });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** A cash order of one item, placed now by the shopper. */
async function newOrder(skip = 0): Promise<number> {
  const [v] = await variantsInStock(t, 1, 5, skip);
  const placed = await placeOrder(t, shopper, orderBody([{ v: v!, quantity: 1 }], addressId));
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.order_id;
}

/** The visible text and markup of a page the server rendered. */
async function page(url: string): Promise<{ html: string; state: any }> {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  const state = /<script type="application\/json" id="shop-rendered-page">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
  return { html: res.body, state: state ? JSON.parse(state) : null };
}

describe("the shop's phone: one source, the settings", () => {
  it("Home/GetShopInfo answers the demo shop's phone and e-mail (the built-in seller block) to anyone", async () => {
    const res = await t.get('Home/GetShopInfo');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { phone: '+91 141 400 7788', email: 'care@stoneandcrystal.example', grievance: DEFAULT_GRIEVANCE, gst_registered: false },
    });
    expect(res.body.data.phone).toBe(DEFAULT_SELLER.phone);
  });

  it('the owner saves a number: Home/GetShopInfo and the next order, its invoice and its PDF carry it at once', async () => {
    // Read once, so that the answer is in the cache a save must clear.
    expect((await t.get('Home/GetShopInfo')).body.data.phone).toBe('+91 141 400 7788');
    const before = await newOrder();

    const saved = await saveSettings({ phone: '+91 (141) 555-0199', email: 'Hello@PinkCity.example' });
    expect(saved).toMatchObject({ phone: '+91 (141) 555-0199', email: 'hello@pinkcity.example' });
    expect((await t.get('Home/GetShopInfo')).body.data).toEqual({
      phone: '+91 (141) 555-0199',
      email: 'hello@pinkcity.example',
      grievance: DEFAULT_GRIEVANCE,
      gst_registered: false,
    });

    const id = await newOrder(1);
    const order = await t.get(`Order/CustomerOrder?order_id=${id}`, shopper.headers);
    expect(order.body.customer_info.seller).toMatchObject({ phone: '+91 (141) 555-0199', email: 'hello@pinkcity.example' });
    // An invoice already issued keeps the block it was issued with.
    expect((await t.get(`Order/CustomerOrder?order_id=${before}`, shopper.headers)).body.customer_info.seller.phone).toBe('+91 141 400 7788');

    if (hasPdfToText) {
      const pdf = await t.app.inject({ method: 'GET', url: `/api/Order/InvoicePdf?order_id=${id}`, headers: shopper.headers });
      expect(pdf.statusCode).toBe(200);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-settings-pdf-')), 'invoice.pdf');
      fs.writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
      expect(text).toContain('+91 (141) 555-0199');
      expect(text).not.toContain('+91 141 400 7788');
    }
  });

  it.skipIf(!rendered)('a page rendered on the server has the saved number in its header, footer and state, after a save too', async () => {
    await saveSettings({ phone: '+91 141 222 3344' });
    const home = await page('/');
    const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="shop-rendered-page">/.exec(home.html)?.[1] ?? '';
    // The navigation bar's hotline and the footer's phone: the same number, dialled as its digits.
    expect(root.match(/href="tel:\+911412223344"/g)).toHaveLength(2);
    expect(root.match(/\+91 141 222 3344/g)).toHaveLength(2);
    expect(root).not.toContain('98290 44110');
    // The browser hydrates from the same answer: no second number after the first paint.
    const queries = home.state.queries.queries as Array<{ queryKey: unknown[]; state: { data: unknown } }>;
    expect(queries.find((q) => JSON.stringify(q.queryKey) === '["content","shop-info"]')?.state.data).toEqual({
      phone: '+91 141 222 3344',
      email: 'hello@pinkcity.example',
      grievance: DEFAULT_GRIEVANCE,
      gst_registered: false,
    });

    const contact = await page('/Contact');
    expect(contact.html.match(/href="tel:\+911412223344"/g)?.length).toBe(3);

    // The rendered pages are kept (CATALOG_CACHE_MS): a save clears them.
    await saveSettings({ phone: '+91 141 400 7788' });
    const again = await page('/');
    expect(again.html).toContain('href="tel:+911414007788"');
    expect(again.html).not.toContain('+91 141 222 3344');
  });

  it('refuses a phone that is not one short line of digits, spaces, +, -, ( and ), with a clear 400, and saves nothing', async () => {
    const before = await currentSettings();
    const cases: Array<[string, string]> = [
      ['+91 141\n400 7788', SETTINGS_MESSAGES.phone],
      ['+91 141 400 7788\r\n', SETTINGS_MESSAGES.phone],
      ['\n+91 141 400 7788', SETTINGS_MESSAGES.phone],
      ['+91 141 400 7788\u0000', 'phone must not contain control characters'],
      ['+91 141 400 7788 ext. 2', SETTINGS_MESSAGES.phone],
      ['1'.repeat(21), SETTINGS_MESSAGES.phone],
      ['+91 1', SETTINGS_MESSAGES.phone],
      ['(((( ----- ))))', SETTINGS_MESSAGES.phone],
      ['<b>141</b>4007788', SETTINGS_MESSAGES.phone],
    ];
    for (const [phone, message] of cases) {
      const res = await admin(t, 'PUT', 'settings', owner, { ...before, phone });
      expect(res.status, JSON.stringify(phone)).toBe(400);
      expect(res.body.message, JSON.stringify(phone)).toBe(message);
    }
    expect(SETTINGS_MESSAGES.phone).toBe('Phone must be 8 to 20 characters of digits, spaces, +, -, ( and )');
    expect(await currentSettings()).toEqual(before);
    // Staff may read the settings, not change the phone.
    expect((await admin(t, 'PUT', 'settings', member, { ...before, phone: '+91 141 999 9999' })).status).toBe(403);
    expect((await t.get('Home/GetShopInfo')).body.data.phone).toBe(before.phone);
  });
});

describe("the owner's carriers and the shoppers' tracking links", () => {
  const JAIPUR = { name: 'Jaipur Express', tracking_url: 'https://track.jaipurexpress.example/awb?no={number}&lang=en' };

  /** An order moved on to Processing, ready to ship. */
  async function orderToShip(skip: number): Promise<number> {
    const id = await newOrder(skip);
    const res = await admin(t, 'POST', `orders/${id}/transitions`, owner, { action: 'process' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return id;
  }

  /** The order's tracking link in the three reads: the order (invoice), My Orders, and the back office. */
  async function linksOf(id: number) {
    const order = (await t.get(`Order/CustomerOrder?order_id=${id}`, shopper.headers)).body.customer_info;
    const list = (await t.get('Customers/GetCustomerOrders?limit=50&page=1', shopper.headers)).body.data as Array<{
      order_id: number;
      tracking_url: string | null;
      carrier: string | null;
    }>;
    const staff = (await admin(t, 'GET', `orders/${id}`, member)).body.data.customer_info;
    return { order: order.tracking_url, myOrders: list.find((o) => o.order_id === id)?.tracking_url, staff: staff.tracking_url, carrier: order.carrier };
  }

  it('a new shop lists the carriers whose tracking pages core knows; staff may read them', async () => {
    const settings = (await admin(t, 'GET', 'settings', member)).body.data;
    expect(settings.carriers).toEqual(DEFAULT_CARRIERS);
    expect(settings.carriers.map((c: { name: string }) => c.name)).toEqual(['Delhivery', 'Blue Dart', 'Shiprocket', 'DHL', 'FedEx', 'UPS']);
  });

  it('refuses a carrier list with clear messages and saves nothing', async () => {
    const before = await currentSettings();
    const cases: Array<[unknown, string]> = [
      [[{ name: 'Jaipur Express', tracking_url: 'http://track.jaipurexpress.example/{number}' }], SETTINGS_MESSAGES.trackingUrlHttps('Jaipur Express')],
      [[{ name: 'Jaipur Express', tracking_url: 'javascript:alert(1)//{number}' }], SETTINGS_MESSAGES.trackingUrlHttps('Jaipur Express')],
      [[{ name: 'Jaipur Express', tracking_url: 'https://track.jaipurexpress.example/track' }], SETTINGS_MESSAGES.trackingUrlPlaceholder('Jaipur Express')],
      [
        [{ name: 'Jaipur Express', tracking_url: 'https://track.jaipurexpress.example/{number}/{number}' }],
        SETTINGS_MESSAGES.trackingUrlPlaceholder('Jaipur Express'),
      ],
      [[{ name: 'Jaipur Express', tracking_url: 'https://{number}.jaipurexpress.example/' }], SETTINGS_MESSAGES.trackingUrlPlaceholder('Jaipur Express')],
      [
        [{ name: 'Jaipur Express', tracking_url: `https://track.jaipurexpress.example/${'a'.repeat(500)}/{number}` }],
        SETTINGS_MESSAGES.trackingUrlLength('Jaipur Express'),
      ],
      [[{ name: 'Jaipur Express', tracking_url: '  ' }], SETTINGS_MESSAGES.trackingUrlRequired('Jaipur Express')],
      [[{ name: ' ', tracking_url: JAIPUR.tracking_url }], 'Carrier name is required'],
      [[{ name: 'x'.repeat(61), tracking_url: JAIPUR.tracking_url }], 'Carrier name must be at most 60 characters'],
      [[JAIPUR, { ...JAIPUR, name: '  jaipur   EXPRESS ' }], SETTINGS_MESSAGES.carrierTwice('jaipur   EXPRESS')],
      [Array.from({ length: 31 }, (_, i) => ({ name: `Carrier ${i}`, tracking_url: JAIPUR.tracking_url })), 'Carriers: at most 30'],
      [[{ name: 'Jaipur Express' }], 'Each carrier needs its tracking page'],
      [[{ ...JAIPUR, pattern: 'x' }], 'Unknown field of a carrier: pattern'],
      ['Delhivery', 'Carriers must be a list'],
      [[{ name: 'Jaipur\u0000Express', tracking_url: JAIPUR.tracking_url }], 'carriers.0.name must not contain control characters'],
    ];
    for (const [carriers, message] of cases) {
      const res = await admin(t, 'PUT', 'settings', owner, { ...before, carriers });
      expect(res.status, JSON.stringify(carriers).slice(0, 200)).toBe(400);
      expect(res.body.message, JSON.stringify(carriers).slice(0, 200)).toBe(message);
    }
    expect(await currentSettings()).toEqual(before);
  });

  it('shipping with a listed carrier gives the shopper its tracking page (the number URL-encoded in) in every read, and in the shipped e-mail', async () => {
    await saveSettings({ carriers: [...DEFAULT_CARRIERS, JAIPUR] });
    const id = await orderToShip(2);
    const shipped = await admin(t, 'POST', `orders/${id}/transitions`, member, { action: 'ship', carrier: 'Jaipur Express', tracking_number: 'JX 4410-77' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const link = 'https://track.jaipurexpress.example/awb?no=JX441077&lang=en';
    expect(shipped.body.data.customer_info.tracking_url).toBe(link);
    expect(await linksOf(id)).toEqual({ order: link, myOrders: link, staff: link, carrier: 'Jaipur Express' });

    const mail = await t.shop.db
      .selectFrom('outbox')
      .select(['outbox_id', 'data_json'])
      .where('order_id', '=', id)
      .where('kind', '=', 'order_shipped')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(mail.data_json)).toMatchObject({ carrier: 'Jaipur Express', tracking_number: 'JX 4410-77', tracking_url: link });
    // The e-mail as it is sent: the link, and the shop's phone as the settings say.
    const preview = (await admin(t, 'GET', `outbox/${mail.outbox_id}`, member)).body.data;
    expect(preview.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(preview.text).toContain(link);
    expect(preview.text).toContain((await t.get('Home/GetShopInfo')).body.data.phone);
  });

  it("the link follows the carrier's page as the owner keeps it: changed, it moves; removed, a name core knows falls back to its built-in page", async () => {
    const jaipur = await orderToShip(3);
    await admin(t, 'POST', `orders/${jaipur}/transitions`, owner, { action: 'ship', carrier: 'Jaipur Express', tracking_number: 'JX77' });
    const delhivery = await orderToShip(4);
    await admin(t, 'POST', `orders/${delhivery}/transitions`, owner, { action: 'ship', carrier: 'delhivery', tracking_number: 'DL 5566' });
    // Typed under Other: a name core knows (another spelling of Blue Dart), and one it does not.
    const typed = await orderToShip(5);
    await admin(t, 'POST', `orders/${typed}/transitions`, owner, { action: 'ship', carrier: 'BlueDart Express', tracking_number: 'BD1' });
    const unknown = await orderToShip(6);
    await admin(t, 'POST', `orders/${unknown}/transitions`, owner, { action: 'ship', carrier: 'India Post', tracking_number: 'EE123456789IN' });

    expect((await linksOf(delhivery)).order).toBe('https://www.delhivery.com/track/package/DL5566');
    expect((await linksOf(typed)).order).toBe('https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD1');
    expect(await linksOf(unknown)).toMatchObject({ order: null, myOrders: null, staff: null });

    // The owner corrects Jaipur Express's page and points Delhivery at another one: the links follow at once (the caches cleared).
    await saveSettings({
      carriers: [
        { name: 'Delhivery', tracking_url: 'https://www.delhivery.com/track-v2/package/{number}' },
        { name: 'Jaipur Express', tracking_url: 'https://jaipurexpress.example/t/{number}' },
        { name: 'India Post', tracking_url: 'https://tracking.example.in/speedpost/{number}' },
      ],
    });
    expect((await linksOf(jaipur)).myOrders).toBe('https://jaipurexpress.example/t/JX77');
    expect((await linksOf(delhivery)).myOrders).toBe('https://www.delhivery.com/track-v2/package/DL5566');
    expect((await linksOf(unknown)).myOrders).toBe('https://tracking.example.in/speedpost/EE123456789IN');

    // Removed from the list: a name core knows keeps its built-in page; one it does not has no link.
    await saveSettings({ carriers: [] });
    expect((await linksOf(delhivery)).order).toBe('https://www.delhivery.com/track/package/DL5566');
    expect(await linksOf(jaipur)).toMatchObject({ order: null, myOrders: null, staff: null, carrier: 'Jaipur Express' });
    await saveSettings({ carriers: DEFAULT_CARRIERS });
  });
});
