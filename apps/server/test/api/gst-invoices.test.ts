import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineTax } from '@shop/core';
import { createTestShop, type TestShop } from '../test-app.js';
import { signUpAndLogin, type Customer } from '../accounts.js';
import { changeSettings, staffUser, type StaffUser } from '../admin.js';
import { addAddress, allowManyOrders, orderBody, orderCounts, placeOrder, variantsInStock, type Variant } from '../orders.js';

/**
 * Issue 23: a registered shop's tax invoice. Prices include GST; each line's tax is backed
 * out of it (taxable = amount × 10000 / (10000 + rate in basis points), half up to the paisa;
 * tax = amount − taxable, so no paisa is made or lost), split into CGST and SGST (the odd
 * paisa to CGST) within the shop's state and IGST across states; the summary per HSN and rate
 * and the totals are sums of the lines. The order keeps the HSN and rate it was charged at.
 */

let t: TestShop;
let owner: StaffUser;
let buyer: Customer;
let v: Variant[];
beforeAll(async () => {
  t = await createTestShop();
  owner = await staffUser(t, 'owner');
  buyer = await signUpAndLogin(t, 'gst-buyer');
  await allowManyOrders(t);
  v = await variantsInStock(t, 3, 5);
  // Three products of three categories: one category's rate must reach only its own product.
  const categories = await t.shop.db
    .selectFrom('products')
    .select('category_id')
    .where(
      'product_id',
      'in',
      v.map((x) => x.product_id),
    )
    .execute();
  expect(new Set(categories.map((c) => c.category_id)).size).toBe(3);
});
afterAll(async () => {
  await t?.close();
});

/** Saves the settings with these changes over what is saved now. */
const settings = (change: Record<string, unknown>) => changeSettings(t, owner, change);

/** Sets a product's (or with `category`, its category's) HSN code and rate in basis points, as stored. */
async function taxClass(productId: number, hsn: string | null, rateBp: number | null, category = false) {
  if (!category) {
    await t.shop.db.updateTable('products').set({ hsn_code: hsn, gst_rate_bp: rateBp }).where('product_id', '=', productId).execute();
    return;
  }
  const { category_id } = await t.shop.db.selectFrom('products').select('category_id').where('product_id', '=', productId).executeTakeFirstOrThrow();
  await t.shop.db.updateTable('categories').set({ hsn_code: hsn, gst_rate_bp: rateBp }).where('category_id', '=', category_id).execute();
}

async function orderOf(id: number) {
  const res = await t.get(`Order/CustomerOrder?order_id=${id}`, buyer.headers);
  expect(res.status).toBe(200);
  return res.body;
}

const paise = (rupees: number) => Math.round(rupees * 100);

describe('an unregistered shop (the demo shop out of the box)', () => {
  it("keeps the spec's invoice: no tax_invoice, the buyer's GSTIN only validated", async () => {
    const address = await addAddress(t, buyer);
    const placed = await placeOrder(t, buyer, { ...orderBody([{ v: v[0]!, quantity: 1 }], address), buyer_gstin: '' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await orderOf(placed.body.order_id);
    expect(order.customer_info.tax_invoice).toBeNull();
    const row = await t.shop.db.selectFrom('orders').selectAll().where('order_id', '=', placed.body.order_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tax_invoice: 0, place_of_supply: null, buyer_gstin: null });
  });
});

describe('a registered shop in Rajasthan', () => {
  beforeAll(async () => {
    await settings({ gst_registered: true, gstin: '08AAKCS4821M1ZW', state: 'Rajasthan', default_hsn: '7116', default_gst_rate: 3 });
    // One line's rate is the product's own, one its category's, one the settings' default
    // (no category sets one here, the demo's included).
    await t.shop.db.updateTable('categories').set({ hsn_code: null, gst_rate_bp: null }).execute();
    await taxClass(v[0]!.product_id, '7103', 25);
    await taxClass(v[1]!.product_id, null, null);
    await taxClass(v[1]!.product_id, '6815', 500, true);
    await taxClass(v[2]!.product_id, null, null);
  });

  it('within the state: CGST + SGST per line, backed out of the GST-inclusive price, the lines adding up to the totals to the paisa', async () => {
    const address = await addAddress(t, buyer, { state: 'Rajasthan', town_city: 'Jaipur', pincode: '302017' });
    const lines = [
      { v: v[0]!, quantity: 3 },
      { v: v[1]!, quantity: 2 },
      { v: v[2]!, quantity: 1 },
    ];
    const placed = await placeOrder(t, buyer, orderBody(lines, address));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await orderOf(placed.body.order_id);
    const tax = order.customer_info.tax_invoice;
    expect(tax).toMatchObject({ place_of_supply: 'Rajasthan', place_of_supply_code: '08', intra_state: true, buyer_gstin: null, reverse_charge: false });
    // The grand total does not change (spec 4 and 9): prices include the tax.
    expect(order.customer_info.order_grand_total).toBe(order.customer_info.order_sub_total);
    const expected = [
      ['7103', 0.25, 25],
      ['6815', 5, 500],
      ['7116', 3, 300],
    ] as const;
    order.cart_info.forEach((line: { item_line_total: number }, i: number) => {
      const [hsn, rate, bp] = expected[i]!;
      const amount = paise(line.item_line_total);
      // Worked by hand from the rule, not by the code under test: half up of amount × 10000 / (10000 + bp).
      const taxable = Math.floor((amount * 20000 + (10000 + bp)) / (2 * (10000 + bp)));
      const lineTaxPaise = amount - taxable;
      expect(tax.lines[i]).toEqual({
        hsn,
        rate,
        taxable: taxable / 100,
        cgst: Math.ceil(lineTaxPaise / 2) / 100,
        sgst: Math.floor(lineTaxPaise / 2) / 100,
        igst: 0,
        tax: lineTaxPaise / 100,
      });
      expect(paise(tax.lines[i].taxable) + paise(tax.lines[i].tax)).toBe(amount);
    });
    const sum = (key: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'tax') => tax.lines.reduce((s: number, l: Record<string, number>) => s + paise(l[key]!), 0);
    for (const key of ['taxable', 'cgst', 'sgst', 'igst', 'tax'] as const) expect(paise(tax.total[key])).toBe(sum(key));
    expect(paise(tax.total.taxable) + paise(tax.total.tax)).toBe(paise(order.customer_info.order_grand_total));
    expect(tax.summary.map((r: { hsn: string; rate: number }) => [r.hsn, r.rate])).toEqual([
      ['6815', 5],
      ['7103', 0.25],
      ['7116', 3],
    ]);
    expect(tax.amount_in_words).toMatch(/^Rupees [A-Za-z -]+ Only$/);
  });

  it("to another state: IGST only; the buyer's GSTIN printed; a later change of rate or registration never alters the invoice", async () => {
    const address = await addAddress(t, buyer, { state: 'Maharashtra', town_city: 'Mumbai', pincode: '400053' });
    const placed = await placeOrder(t, buyer, { ...orderBody([{ v: v[0]!, quantity: 2 }], address), buyer_gstin: ' 27aapfu0939f1zv ' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const before = await orderOf(placed.body.order_id);
    const tax = before.customer_info.tax_invoice;
    expect(tax).toMatchObject({ place_of_supply: 'Maharashtra', place_of_supply_code: '27', intra_state: false, buyer_gstin: '27AAPFU0939F1ZV' });
    const amount = paise(before.cart_info[0].item_line_total);
    const { taxablePaise, taxPaise } = lineTax({ amountPaise: amount, rateBasisPoints: 25 }, false);
    expect(tax.lines[0]).toEqual({ hsn: '7103', rate: 0.25, taxable: taxablePaise / 100, cgst: 0, sgst: 0, igst: taxPaise / 100, tax: taxPaise / 100 });

    await taxClass(v[0]!.product_id, '7113', 1800);
    await settings({ gst_registered: false });
    expect(await orderOf(placed.body.order_id)).toEqual(before);
    await settings({ gst_registered: true });
  });

  it('abroad: place of supply Other Country (96), IGST', async () => {
    const address = await addAddress(t, buyer, { country_region: 'United Arab Emirates', state: 'Dubai', town_city: 'Dubai', pincode: '000000' });
    const placed = await placeOrder(t, buyer, orderBody([{ v: v[2]!, quantity: 1 }], address, 'card'));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const tax = (await orderOf(placed.body.order_id)).customer_info.tax_invoice;
    expect(tax).toMatchObject({ place_of_supply: 'Other Country', place_of_supply_code: '96', intra_state: false });
    expect(tax.total.cgst).toBe(0);
  });

  it('reads an old spelling of a state as today’s (Orissa → Odisha)', async () => {
    const address = await addAddress(t, buyer, { state: 'Orissa', town_city: 'Bhubaneswar', pincode: '751001' });
    const placed = await placeOrder(t, buyer, orderBody([{ v: v[2]!, quantity: 1 }], address));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await orderOf(placed.body.order_id)).customer_info.tax_invoice).toMatchObject({ place_of_supply: 'Odisha', place_of_supply_code: '21' });
  });

  it("refuses a buyer's GSTIN that is not right, and an Indian address whose state cannot be told, storing nothing", async () => {
    const address = await addAddress(t, buyer, { state: 'Karnataka' });
    const before = await orderCounts(t);
    const cases: Array<[unknown, string]> = [
      ['29ABCDE1234F1Z', 'GSTIN must be 15 characters: the state code, the PAN, the registration number, Z and a check character (e.g. 08AAKCS4821M1ZW)'],
      ['99AAPFU0939F1ZV', 'GSTIN must begin with the code of an Indian state or union territory'],
      ['27AAPFU0939F1ZW', 'GSTIN’s last character does not match the others: please check it for a mistyped character'],
      [
        '27AAPFU0939F1ZV\r\nBcc: x@example.com',
        'GSTIN must be 15 characters: the state code, the PAN, the registration number, Z and a check character (e.g. 08AAKCS4821M1ZW)',
      ],
      // The shop's guard on every body: a NUL never reaches a rule.
      ['27AAPFU\u00000939F1ZV', 'buyer_gstin must not contain control characters'],
      [27, 'GSTIN must be 15 characters: the state code, the PAN, the registration number, Z and a check character (e.g. 08AAKCS4821M1ZW)'],
      ['x'.repeat(10_000), 'GSTIN must be 15 characters: the state code, the PAN, the registration number, Z and a check character (e.g. 08AAKCS4821M1ZW)'],
    ];
    for (const [gstin, message] of cases) {
      const res = await placeOrder(t, buyer, { ...orderBody([{ v: v[2]!, quantity: 1 }], address), buyer_gstin: gstin });
      expect(res.status, JSON.stringify(gstin)).toBe(400);
      expect(res.body.message, JSON.stringify(gstin)).toBe(message);
    }
    // An address saved before states were checked, whose state cannot be told (the form refuses it now).
    const nowhere = await addAddress(t, buyer, { state: 'Karnataka' });
    await t.shop.db.updateTable('customer_addresses').set({ state: 'Gondwana', pincode: '999999' }).where('customer_address_id', '=', nowhere).execute();
    const res = await placeOrder(t, buyer, orderBody([{ v: v[2]!, quantity: 1 }], nowhere));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please confirm the state of this address: edit it and choose its state from the list, then place the order.');
    expect(await orderCounts(t)).toEqual(before);
  });

  it('the PDF is a Tax Invoice with the HSN summary, read back with pdftotext', async () => {
    if (!fs.existsSync('/usr/bin/pdftotext')) throw new Error('pdftotext is missing: apt-get install poppler-utils');
    const address = await addAddress(t, buyer, { state: 'Rajasthan', town_city: 'Jaipur', pincode: '302017' });
    const placed = await placeOrder(t, buyer, orderBody([{ v: v[1]!, quantity: 1 }], address));
    const order = await orderOf(placed.body.order_id);
    const res = await t.app.inject({ method: 'GET', url: `/api/Order/InvoicePdf?order_id=${placed.body.order_id}`, headers: buyer.headers });
    expect(res.statusCode).toBe(200);
    const file = path.join(os.tmpdir(), `tax-invoice-${process.pid}-${Date.now()}.pdf`);
    fs.writeFileSync(file, res.rawPayload);
    try {
      const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain('Tax Invoice');
      expect(text).toContain('Place of supply Rajasthan (08)');
      expect(text).toContain('HSN 6815 · GST 5%');
      expect(text).toContain('CGST');
      expect(text).toContain(order.customer_info.tax_invoice.amount_in_words);
      expect(text).toContain('Whether tax is payable under reverse charge: No');
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});
