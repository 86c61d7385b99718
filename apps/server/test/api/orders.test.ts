import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INR_PER_USD, unitPriceMinor } from '@shop/core';
import { createTestShop, type TestShop } from '../test-app.js';
import { post, signUpAndLogin, type Customer } from '../accounts.js';
import { allowManyOrders, addAddress, orderBody, orderCounts, placeOrder, stockOf, variantsInStock, type Variant } from '../orders.js';

let t: TestShop;
let c: Customer;
let address: number;
let v: Variant[];
beforeAll(async () => {
  t = await createTestShop();
  // One buyer places many orders here: the order limits are tested in payments-expiry.test.ts.
  await allowManyOrders(t);
  c = await signUpAndLogin(t, 'buyer');
  address = await addAddress(t, c);
  v = await variantsInStock(t, 6, 20);
});
afterAll(async () => {
  await t?.close();
});

const detail = (orderId: number, query = '', headers: Record<string, string> = {}) => t.get(`Order/CustomerOrder?order_id=${orderId}${query}`, headers);

describe('POST Order/PlaceAndOrder', () => {
  it('places a cash order: re-priced, stock taken, snapshot kept, invoice number and key issued, history written', async () => {
    const before = await Promise.all([stockOf(t, v[0]!), stockOf(t, v[1]!)]);
    const body = orderBody(
      [
        { v: v[0]!, quantity: 2 },
        { v: v[1]!, quantity: 1 },
      ],
      address,
    );
    const res = await placeOrder(t, c, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Thank you! Your order has been placed.',
      order_id: expect.any(Number),
      invoice_key: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
      invoice_number: expect.stringMatching(/^SC\/\d{2}-\d{2}\/\d{6}$/),
      // Cash on Delivery is never paid through the gateway (issue 18).
      payment: null,
    });
    expect(res.body.invoice_number.length).toBeLessThanOrEqual(16);
    const after = await Promise.all([stockOf(t, v[0]!), stockOf(t, v[1]!)]);
    expect(after[0]!.variant).toBe(before[0]!.variant - 2);
    expect(after[0]!.product).toBe(before[0]!.product - 2);
    expect(after[1]!.variant).toBe(before[1]!.variant - 1);

    const order = await detail(res.body.order_id, '', c.headers);
    expect(order.status).toBe(200);
    const info = order.body.customer_info;
    expect(info).toMatchObject({
      order_id: res.body.order_id,
      order_status: 0,
      order_status_label: 'Placed',
      order_payment_method: 'cash',
      order_currency: 'INR',
      payment_status: 'cod_due',
      payment_status_label: 'Pay on delivery',
      invoice_number: res.body.invoice_number,
      full_name: 'Asha Rao',
      country_region: 'India',
      customer_email: c.email,
      upi_payment_link: null,
      card_last4: null,
      seller: expect.objectContaining({ name: 'Stone & Crystal Co.', gstin: expect.stringMatching(/^08/) }),
    });
    const expected = v[0]!.product_variant_sale_price * 2 + v[1]!.product_variant_sale_price;
    expect(info.order_grand_total).toBeCloseTo(expected, 2);
    expect(info.order_display_total).toBeCloseTo(expected, 2);
    expect(order.body.cart_info).toEqual([
      expect.objectContaining({ product_variant_id: v[0]!.product_variant_id, item_quantity: 2, item_product_title: v[0]!.product_title }),
      expect.objectContaining({ product_variant_id: v[1]!.product_variant_id, item_quantity: 1 }),
    ]);
    const history = await t.shop.db.selectFrom('order_history').selectAll().where('order_id', '=', res.body.order_id).orderBy('order_history_id').execute();
    expect(history.map((h) => [h.field, h.from_value, h.to_value, h.changed_by])).toEqual([
      ['order_status', null, '0', `customer:${c.id}`],
      ['payment_status', null, 'cod_due', `customer:${c.id}`],
    ]);
  });

  it('keeps the snapshot when the address or product changes later', async () => {
    const res = await placeOrder(t, c, orderBody([{ v: v[2]!, quantity: 1 }], address));
    expect(res.status).toBe(200);
    await post(
      t,
      'Customers/CreateCustomerAddress',
      {
        country_region: 'India',
        full_name: 'Renamed Person',
        mobile_number: '9876543210',
        flat_house_building: '1 New Road',
        pincode: '110001',
        town_city: 'Delhi',
        state: 'Delhi',
        customer_address_id: address,
      },
      c.headers,
    );
    await t.shop.db.updateTable('products').set({ product_title: 'Renamed product' }).where('product_id', '=', v[2]!.product_id).execute();
    const order = await detail(res.body.order_id, '', c.headers);
    expect(order.body.customer_info.full_name).toBe('Asha Rao');
    expect(order.body.cart_info[0].item_product_title).toBe(v[2]!.product_title);
    await t.shop.db.updateTable('products').set({ product_title: v[2]!.product_title }).where('product_id', '=', v[2]!.product_id).execute();
    await post(
      t,
      'Customers/CreateCustomerAddress',
      {
        country_region: 'India',
        full_name: 'Asha Rao',
        mobile_number: '9876543210',
        flat_house_building: '12 Quartz Lane',
        pincode: '560001',
        town_city: 'Bengaluru',
        state: 'Karnataka',
        customer_address_id: address,
      },
      c.headers,
    );
  });

  it('takes an order in USD, each price converted at 86.44 and rounded to the cent, the invoice in INR', async () => {
    const body = orderBody([{ v: v[3]!, quantity: 3 }], address, 'paypal', 'USD');
    const unit = unitPriceMinor(v[3]!.product_variant_sale_price, 'USD');
    expect(body.CartInfo[0]!.product_variant_sale_price).toBe(unit / 100);
    expect(body.order_grand_total).toBe((unit * 3) / 100);
    const res = await placeOrder(t, c, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const info = (await detail(res.body.order_id, '', c.headers)).body.customer_info;
    expect(info).toMatchObject({ order_currency: 'USD', order_display_total: (unit * 3) / 100, payment_status: 'awaiting_payment' });
    expect(info.order_grand_total).toBeCloseTo(v[3]!.product_variant_sale_price * 3, 2);
    expect(info.order_display_total).toBeCloseTo(info.order_grand_total / INR_PER_USD, 1);
  });

  it('gives a UPI order a upi://pay link for the exact amount to the shop, and keeps the card’s brand and last four only', async () => {
    const upi = await placeOrder(t, c, orderBody([{ v: v[4]!, quantity: 1 }], address, 'upi'));
    expect(upi.status).toBe(200);
    const info = (await detail(upi.body.order_id, '', c.headers)).body.customer_info;
    expect(info.upi_id).toBe('asha.rao@okaxis');
    const link = new URL(info.upi_payment_link);
    expect(link.protocol).toBe('upi:');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: 'stoneandcrystal.demo@upi',
      pn: 'Stone & Crystal Co.',
      tr: `ORD${String(upi.body.order_id).padStart(6, '0')}`,
      tn: `Order ${upi.body.invoice_number}`,
      am: v[4]!.product_variant_sale_price.toFixed(2),
      cu: 'INR',
    });
    const card = await placeOrder(t, c, orderBody([{ v: v[4]!, quantity: 1 }], address, 'card'));
    expect(card.status).toBe(200);
    expect((await detail(card.body.order_id, '', c.headers)).body.customer_info).toMatchObject({
      card_brand: 'visa',
      card_last4: '1111',
      upi_payment_link: null,
      payment_status: 'awaiting_payment',
    });
  });

  it('refuses a changed price, a short stock or an unknown item with 409 naming it, and stores nothing', async () => {
    const before = await orderCounts(t);
    const stock = await stockOf(t, v[5]!);
    const cheap = orderBody([{ v: { ...v[5]!, product_variant_sale_price: v[5]!.product_variant_sale_price - 1 }, quantity: 1 }], address);
    const price = await placeOrder(t, c, cheap);
    expect(price.status).toBe(409);
    expect(price.body.message).toMatch(
      new RegExp(
        `^Your cart has changed since you filled it: ${escape(v[5]!.product_title)}.* now costs ₹[\\d,]+ \\(was ₹[\\d,]+\\)\\. Please review your order and place it again\\.$`,
      ),
    );
    expect(price.body.changes).toEqual([
      expect.objectContaining({ product_variant_id: v[5]!.product_variant_id, reason: 'price', current_price: v[5]!.product_variant_sale_price }),
    ]);
    const many = await placeOrder(t, c, orderBody([{ v: v[5]!, quantity: Math.min(99, stock.variant + 1) }], address));
    if (stock.variant < 99) {
      expect(many.status).toBe(409);
      expect(many.body.changes[0]).toMatchObject({ reason: 'stock', available: stock.variant });
      expect(many.body.message).toContain(`only ${stock.variant} of ${v[5]!.product_title}`);
    }
    const ghost = await placeOrder(t, c, orderBody([{ v: { ...v[5]!, product_id: v[0]!.product_id }, quantity: 1 }], address));
    expect(ghost.status).toBe(409);
    expect(ghost.body.changes[0]).toMatchObject({ reason: 'unavailable' });
    const unknown = await placeOrder(t, c, orderBody([{ v: { ...v[5]!, product_variant_id: 2_000_000_000 }, quantity: 1 }], address));
    expect(unknown.status).toBe(409);
    const total = { ...orderBody([{ v: v[5]!, quantity: 1 }], address), order_grand_total: 1, order_sub_total: 1 };
    const wrongTotal = await placeOrder(t, c, total);
    expect(wrongTotal.status).toBe(409);
    expect(wrongTotal.body.message).toMatch(/^The order total does not match its items: it is ₹[\d,]+\. Please review your order\.$/);
    expect(await orderCounts(t)).toEqual(before);
    expect(await stockOf(t, v[5]!)).toEqual(stock);
  });

  it('takes Cash on Delivery only to an address in India, and only the caller’s own address', async () => {
    const abroad = await addAddress(t, c, { country_region: 'Nepal', default_address: 0 });
    const cash = await placeOrder(t, c, orderBody([{ v: v[0]!, quantity: 1 }], abroad, 'cash'));
    expect(cash.status).toBe(400);
    expect(cash.body).toEqual({ success: false, message: 'Cash on Delivery is available only for delivery addresses in India.' });
    expect((await placeOrder(t, c, orderBody([{ v: v[0]!, quantity: 1 }], abroad, 'upi'))).status).toBe(200);
    const other = await signUpAndLogin(t, 'other-buyer');
    const theirs = await placeOrder(t, other, orderBody([{ v: v[0]!, quantity: 1 }], address));
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ success: false, message: 'Address not found' });
  });

  it('refuses bad input with 400 and a clear message, storing nothing', async () => {
    const before = await orderCounts(t);
    const good = orderBody([{ v: v[0]!, quantity: 1 }], address);
    const line = good.CartInfo[0]!;
    const cases: [unknown, string | RegExp][] = [
      [{ ...good, CartInfo: [] }, 'Your cart is empty.'],
      [{ ...good, CartInfo: 'lots' }, 'Your cart is empty.'],
      [{ ...good, CartInfo: [{ ...line, quantity: 0 }] }, 'quantity must be a whole number from 1 to 99'],
      [{ ...good, CartInfo: [{ ...line, quantity: -1 }] }, 'quantity must be a whole number from 1 to 99'],
      [{ ...good, CartInfo: [{ ...line, quantity: 1.5 }] }, 'quantity must be a whole number from 1 to 99'],
      [{ ...good, CartInfo: [{ ...line, quantity: 100 }] }, 'quantity must be a whole number from 1 to 99'],
      [{ ...good, CartInfo: [{ ...line, quantity: '2' }] }, 'quantity must be a whole number from 1 to 99'],
      [{ ...good, CartInfo: [line, line] }, 'Each product variant may appear only once in an order.'],
      [{ ...good, CartInfo: [{ ...line, product_variant_id: 2147483648 }] }, 'product_variant_id must be a positive whole number'],
      [
        { ...good, CartInfo: [{ ...line, product_variant_sale_price: 'free' }] },
        'product_variant_sale_price must be an amount of money (at most two decimals)',
      ],
      [
        { ...good, CartInfo: [{ ...line, product_variant_sale_price: 10.001 }] },
        'product_variant_sale_price must be an amount of money (at most two decimals)',
      ],
      [{ ...good, order_grand_total: -5 }, 'order_grand_total must be an amount of money (at most two decimals)'],
      [{ ...good, order_grand_total: 1e300 }, 'An order can total at most ₹10,00,00,000. Please split it into smaller orders, or contact us for a larger one.'],
      [{ ...good, order_payment_method: 'bitcoin' }, 'order_payment_method must be one of cash, upi, paypal, card'],
      [{ ...good, order_currency: 'EUR' }, 'order_currency must be one of INR, USD'],
      [{ ...good, customer_address_id: 'home' }, 'customer_address_id must be a positive whole number'],
      [{ ...good, order_payment_method: 'upi' }, 'UPI ID is required'],
      [{ ...good, order_payment_method: 'upi', payment: { upi_id: 'not a upi' } }, 'Please enter a valid UPI ID'],
      [{ ...good, order_payment_method: 'card' }, 'For a card payment send card_brand and card_last4 (the last four digits) only.'],
      [
        { ...good, order_payment_method: 'card', payment: { card_brand: 'visa', card_last4: '11111' } },
        'For a card payment send card_brand and card_last4 (the last four digits) only.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await placeOrder(t, c, body);
      expect(res.status, JSON.stringify(message)).toBe(400);
      expect(res.body.success).toBe(false);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
    }
    const noKey = await placeOrder(t, c, good, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/^An Idempotency-Key header is required/);
    expect((await placeOrder(t, c, good, 'x'.repeat(201))).status).toBe(400);
    const malformed = await t.request({
      method: 'POST',
      url: '/api/Order/PlaceAndOrder',
      headers: { ...c.headers, 'idempotency-key': 'k1', 'content-type': 'application/json' },
      payload: '{"CartInfo": [',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    const guest = await post(t, 'Order/PlaceAndOrder', good, { 'idempotency-key': 'guest-1' });
    expect(guest.status).toBe(401);
    expect(await orderCounts(t)).toEqual(before);
  });

  it('refuses any body that carries a card number or CVV, whatever the field', async () => {
    const before = await orderCounts(t);
    const good = orderBody([{ v: v[0]!, quantity: 1 }], address, 'card');
    const message = 'Card numbers never travel to the shop: send only the card brand and its last four digits.';
    const bodies = [
      { ...good, payment: { ...good.payment, card_number: '4111 1111 1111 1111' } },
      { ...good, note: '4111-1111-1111-1111' },
      { ...good, payment: { card_brand: 'visa', card_last4: '4444', pan: 5555555555554444 } },
      { ...good, payment: { card_brand: 'visa', card_last4: '1111', cvv: '987' } },
      { ...good, cardNumber: 'hidden' },
    ];
    for (const body of bodies) {
      const res = await placeOrder(t, c, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message });
    }
    expect(await orderCounts(t)).toEqual(before);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first order and refuses the key for another order with 422', async () => {
    const body = orderBody([{ v: v[1]!, quantity: 1 }], address);
    const stock = await stockOf(t, v[1]!);
    const first = await placeOrder(t, c, body, 'retry-key-1');
    const again = await placeOrder(t, c, body, 'retry-key-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await stockOf(t, v[1]!)).variant).toBe(stock.variant - 1);
    const other = await placeOrder(t, c, orderBody([{ v: v[1]!, quantity: 2 }], address), 'retry-key-1');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ success: false, message: 'This Idempotency-Key was already used for a different order. Send a new key for a new order.' });
    // A retry after the order took the last unit still answers that order, not 'out of stock'.
    const [last] = await variantsInStock(t, 1, 1, 30);
    await t.shop.db.updateTable('product_variants').set({ stock_quantity: 1 }).where('product_variant_id', '=', last!.product_variant_id).execute();
    const lastBody = orderBody([{ v: last!, quantity: 1 }], address);
    const bought = await placeOrder(t, c, lastBody, 'retry-last-unit');
    expect(bought.status).toBe(200);
    expect((await placeOrder(t, c, lastBody, 'retry-last-unit')).body).toEqual(bought.body);
    // A retry after the price moved still answers the order that was placed.
    await t.shop.db
      .updateTable('product_variants')
      .set({ sale_price_paise: (eb) => eb('sale_price_paise', '+', 100) })
      .where('product_variant_id', '=', v[1]!.product_variant_id)
      .execute();
    expect((await placeOrder(t, c, body, 'retry-key-1')).body).toEqual(first.body);
    await t.shop.db
      .updateTable('product_variants')
      .set({ sale_price_paise: (eb) => eb('sale_price_paise', '-', 100) })
      .where('product_variant_id', '=', v[1]!.product_variant_id)
      .execute();
    // Another customer's key of the same text is theirs alone.
    const someone = await signUpAndLogin(t, 'key-owner');
    const theirAddress = await addAddress(t, someone);
    expect((await placeOrder(t, someone, orderBody([{ v: v[1]!, quantity: 1 }], theirAddress), 'retry-key-1')).body.order_id).not.toBe(first.body.order_id);
  });
});

describe('reading orders', () => {
  it('lists the customer’s own orders, newest first, five a page', async () => {
    const me = await signUpAndLogin(t, 'lister');
    const mine = await addAddress(t, me);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await placeOrder(t, me, orderBody([{ v: v[0]!, quantity: 1 }], mine))).body.order_id);
    const page1 = await t.get('Customers/GetCustomerOrders?limit=5&page=1', me.headers);
    expect(page1.status).toBe(200);
    expect(page1.headers['cache-control']).toBe('no-store');
    expect(page1.body).toMatchObject({ success: true, page: 1, total_pages: 2, total_records: 6, next: 2, prev: null });
    expect(page1.body.data.map((o: { order_id: number }) => o.order_id)).toEqual(ids.slice(1).reverse());
    expect(page1.body.data[0]).toMatchObject({
      order_status: 0,
      order_status_label: 'Placed',
      payment_status: 'cod_due',
      carrier: null,
      tracking_number: null,
    });
    const page2 = await t.get('Customers/GetCustomerOrders?limit=5&page=2', me.headers);
    expect(page2.body.data.map((o: { order_id: number }) => o.order_id)).toEqual([ids[0]]);
    const stranger = await signUpAndLogin(t, 'stranger');
    expect((await t.get('Customers/GetCustomerOrders', stranger.headers)).body).toMatchObject({ data: [], total_records: 0 });
    expect((await t.get('Customers/GetCustomerOrders')).status).toBe(401);
  });

  it('shows an order to its customer or to a holder of its key, and is the same 404 for everyone else', async () => {
    const placed = await placeOrder(t, c, orderBody([{ v: v[0]!, quantity: 1 }], address));
    const { order_id: id, invoice_key: key } = placed.body;
    expect((await detail(id, `&key=${key}`)).status).toBe(200);
    const stale = await detail(id, `&key=${key}`, { token: 'stale.token.here' });
    expect(stale.status, JSON.stringify(stale.body)).toBe(200);
    const notFound = { success: false, message: 'Order not found' };
    const stranger = await signUpAndLogin(t, 'peeker');
    for (const [query, headers] of [
      ['', {}],
      [`&key=${key.slice(0, -1)}x`, {}],
      ['&key=', {}],
      ['', stranger.headers],
      [`&key=wrong`, stranger.headers],
    ] as const) {
      const res = await detail(id, query, headers);
      expect(res.status, query).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    expect((await detail(99_999_999, `&key=${key}`)).body).toEqual(notFound);
  });
});

describe('GET Order/InvoicePdf', () => {
  it('sends the invoice as a PDF download to its customer or with its key, and the same 404 to anyone else', async () => {
    const placed = await placeOrder(t, c, orderBody([{ v: v[3]!, quantity: 1 }], address, 'upi'));
    const { order_id: id, invoice_key: key, invoice_number: number } = placed.body;
    for (const [query, headers] of [
      [`&key=${key}`, {}],
      ['', c.headers],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/Order/InvoicePdf?order_id=${id}${query}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${number.replace(/\//g, '-')}.pdf"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const stranger = await signUpAndLogin(t, 'pdf-peeker');
    for (const [query, headers] of [
      ['', {}],
      ['&key=nope', stranger.headers],
    ] as const) {
      const res = await t.get(`Order/InvoicePdf?order_id=${id}${query}`, headers);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Order not found' });
    }
  });
});

describe.skipIf(!fs.existsSync('/usr/bin/pdftotext'))('GET Order/InvoicePdf: its language', () => {
  const pdfText = (bytes: Buffer) => {
    const file = path.join(os.tmpdir(), `invoice-${process.pid}-${Date.now()}.pdf`);
    fs.writeFileSync(file, bytes);
    try {
      return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
    } finally {
      fs.rmSync(file, { force: true });
    }
  };
  const pdf = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };

  it("is the screen's language (lng, else the language cookie), English by default", async () => {
    const placed = await placeOrder(t, c, orderBody([{ v: v[3]!, quantity: 1 }], address, 'cash'));
    const base = `/api/Order/InvoicePdf?order_id=${placed.body.order_id}&key=${placed.body.invoice_key}`;
    const english = await pdf(base);
    expect(english).toMatch(/Bill to/i);
    expect(english).not.toMatch(/[\u0600-\u06FF]/);
    for (const arabic of [await pdf(`${base}&lng=ar`), await pdf(base, { cookie: 'i18next=ar' })]) {
      expect(arabic).toContain('فاتورة');
      expect(arabic).toContain('المجموع الفرعي');
      expect(arabic).not.toMatch(/Bill to/i);
    }
    expect(await pdf(`${base}&lng=en`, { cookie: 'i18next=ar' })).toMatch(/Bill to/i);
    const bad = await t.get(`Order/InvoicePdf?order_id=${placed.body.order_id}&key=${placed.body.invoice_key}&lng=fr`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('lng must be en or ar');
  });

  it("writes Bill To in the screen's order: street area, landmark, flat, city, country", async () => {
    const full = await addAddress(t, c, { area_street_sector: 'Sector 5', landmark: 'Near the old mill', flat_house_building: '12 Quartz Lane' });
    const placed = await placeOrder(t, c, orderBody([{ v: v[3]!, quantity: 1 }], full, 'cash'));
    const text = (await pdf(`/api/Order/InvoicePdf?order_id=${placed.body.order_id}&key=${placed.body.invoice_key}`)).replace(/\s+/g, ' ');
    const info = (await detail(placed.body.order_id, '', c.headers)).body.customer_info;
    const at = (value: string) => text.lastIndexOf(value);
    const order = [info.area_street_sector, `Landmark: ${info.landmark}`, info.flat_house_building, info.town_city, info.country_region].map(at);
    expect(
      order.every((i) => i >= 0),
      JSON.stringify({ order, text }),
    ).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
  });
});

describe('POST Order/CancelOrder', () => {
  it('cancels a placed order once: stock back, payment void, history; a second cancel changes nothing', async () => {
    const stock = await stockOf(t, v[2]!);
    const placed = await placeOrder(t, c, orderBody([{ v: v[2]!, quantity: 2 }], address, 'upi'));
    expect((await stockOf(t, v[2]!)).variant).toBe(stock.variant - 2);
    const res = await post(t, 'Order/CancelOrder', { order_id: placed.body.order_id }, c.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Your order has been cancelled.' });
    expect(await stockOf(t, v[2]!)).toEqual(stock);
    const info = (await detail(placed.body.order_id, '', c.headers)).body.customer_info;
    expect(info).toMatchObject({ order_status: 4, order_status_label: 'Cancelled', payment_status: 'void', upi_payment_link: null });
    const again = await post(t, 'Order/CancelOrder', { order_id: placed.body.order_id }, c.headers);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'This order is already cancelled.' });
    expect(await stockOf(t, v[2]!)).toEqual(stock);
    const history = await t.shop.db
      .selectFrom('order_history')
      .select(['field', 'from_value', 'to_value'])
      .where('order_id', '=', placed.body.order_id)
      .orderBy('order_history_id')
      .execute();
    expect(history.slice(2)).toEqual([
      { field: 'order_status', from_value: '0', to_value: '4' },
      { field: 'payment_status', from_value: 'awaiting_payment', to_value: 'void' },
    ]);
  });

  it("refuses an order past Placed ('Order is processing, can't cancel.') and another customer's (404)", async () => {
    const placed = await placeOrder(t, c, orderBody([{ v: v[2]!, quantity: 1 }], address));
    await t.shop.db.updateTable('orders').set({ order_status: 1, order_status_label: 'Processing' }).where('order_id', '=', placed.body.order_id).execute();
    const res = await post(t, 'Order/CancelOrder', { order_id: placed.body.order_id }, c.headers);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: "Order is processing, can't cancel." });
    const stranger = await signUpAndLogin(t, 'canceller');
    const theirs = await post(t, 'Order/CancelOrder', { order_id: placed.body.order_id }, stranger.headers);
    expect(theirs.status).toBe(404);
    expect((await post(t, 'Order/CancelOrder', { order_id: 'x' }, c.headers)).status).toBe(400);
  });
});

describe('invoice numbers', () => {
  it('are consecutive within the financial year, a refused order using none', async () => {
    const numbers = async () =>
      (await t.shop.db.selectFrom('orders').select('invoice_number').orderBy('order_id').execute()).map((r) => Number(r.invoice_number!.split('/')[2]));
    const a = await placeOrder(t, c, orderBody([{ v: v[0]!, quantity: 1 }], address));
    await placeOrder(t, c, orderBody([{ v: { ...v[0]!, product_variant_sale_price: 1 }, quantity: 1 }], address));
    const b = await placeOrder(t, c, orderBody([{ v: v[0]!, quantity: 1 }], address));
    expect(Number(b.body.invoice_number.split('/')[2])).toBe(Number(a.body.invoice_number.split('/')[2]) + 1);
    const all = await numbers();
    expect(all).toEqual(all.map((_, i) => i + 1));
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe("'Verified buyer' reviews", () => {
  it('marks a review by a customer with an order of the product (not cancelled), and no other', async () => {
    const [product] = await variantsInStock(t, 1, 5, 10);
    const buyer = await signUpAndLogin(t, 'verified');
    const buyerAddress = await addAddress(t, buyer);
    expect((await placeOrder(t, buyer, orderBody([{ v: product!, quantity: 1 }], buyerAddress))).status).toBe(200);
    const browser = await signUpAndLogin(t, 'browser');
    const canceller = await signUpAndLogin(t, 'cancelled-buyer');
    const cancelled = await placeOrder(t, canceller, orderBody([{ v: product!, quantity: 1 }], await addAddress(t, canceller)));
    expect((await post(t, 'Order/CancelOrder', { order_id: cancelled.body.order_id }, canceller.headers)).status).toBe(200);
    for (const [who, text] of [
      [buyer, 'Bought and loved it.'],
      [browser, 'Looks nice online.'],
      [canceller, 'Changed my mind.'],
    ] as const) {
      expect(
        (await post(t, 'Customers/SubmitCustomerReview', { product_id: product!.product_id, review_text: text, review_rating: 5 }, who.headers)).status,
      ).toBe(200);
    }
    const reviews = (await t.get(`Customers/GetCustomerReviews?product_id=${product!.product_id}`)).body.data as Array<{
      review_text: string;
      verified_buyer: boolean;
    }>;
    const flag = (text: string) => reviews.find((r) => r.review_text === text)!.verified_buyer;
    expect([flag('Bought and loved it.'), flag('Looks nice online.'), flag('Changed my mind.')]).toEqual([true, false, false]);
  });
});
