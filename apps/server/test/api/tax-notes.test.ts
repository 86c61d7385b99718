import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineTax } from '@shop/core';
import { createTestShop, type TestShop } from '../test-app.js';
import { post, signUpAndLogin, type Customer } from '../accounts.js';
import { admin, changeSettings, staffUser, type StaffUser } from '../admin.js';
import { addAddress, allowManyOrders, orderBody, placeOrder, variantsInStock, type Variant } from '../orders.js';

/**
 * Issue 23: a cancel or refund of a registered shop's order issues a credit note against its
 * tax invoice, in its own gap-free series per financial year ('CN/26-27/000001'); a cancelled
 * order that goes ahead after all is debited back ('DN/…'). The notes always add up to the
 * order's state: the whole order once cancelled, else the refunds that went through.
 */

let t: TestShop;
let owner: StaffUser;
let buyer: Customer;
let address: number;
let v: Variant[];

beforeAll(async () => {
  t = await createTestShop();
  owner = await staffUser(t, 'owner');
  buyer = await signUpAndLogin(t, 'note-buyer');
  await allowManyOrders(t);
  v = await variantsInStock(t, 3, 40);
  // Delivery to Maharashtra from a shop in Rajasthan: IGST.
  address = await addAddress(t, buyer, { state: 'Maharashtra', town_city: 'Mumbai', pincode: '400001' });
});
afterAll(async () => {
  await t?.close();
});

const settings = (change: Record<string, unknown>) => changeSettings(t, owner, change);

async function orderOf(id: number, c: Customer = buyer) {
  const res = await t.get(`Order/CustomerOrder?order_id=${id}`, c.headers);
  expect(res.status).toBe(200);
  return res.body;
}

async function place(lines: Array<{ v: Variant; quantity: number }>, c: Customer = buyer, at = address, method: 'cash' | 'upi' = 'cash'): Promise<number> {
  const placed = await placeOrder(t, c, orderBody(lines, at, method));
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.order_id as number;
}

const move = (id: number, body: Record<string, unknown>) => admin(t, 'POST', `orders/${id}/transitions`, owner, body);
const refund = (id: number, body: Record<string, unknown>) => admin(t, 'POST', `orders/${id}/refunds`, owner, body);
const paise = (rupees: number) => Math.round(rupees * 100);
const notesOf = (id: number) => t.shop.db.selectFrom('tax_notes').selectAll().where('order_id', '=', id).orderBy('tax_note_id').execute();

/** The running number of a note ('CN/26-27/000042' → 42) and its series. */
function parts(number: string): { series: string; n: number } {
  const m = /^(CN|DN)\/(\d\d-\d\d)\/(\d{6,})$/.exec(number);
  expect(m, number).not.toBeNull();
  return { series: `${m![1]}/${m![2]}`, n: Number(m![3]) };
}

describe('an unregistered shop (the demo shop out of the box)', () => {
  it('issues no notes: its invoice is not a tax invoice', async () => {
    const id = await place([{ v: v[0]!, quantity: 1 }]);
    const cancelled = await post(t, 'Order/CancelOrder', { order_id: id }, buyer.headers);
    expect(cancelled.status).toBe(200);
    expect((await orderOf(id)).customer_info.tax_notes).toEqual([]);
    expect(await notesOf(id)).toEqual([]);
  });
});

describe('a registered shop', () => {
  beforeAll(async () => {
    await settings({ gst_registered: true, gstin: '08AAKCS4821M1ZW', state: 'Rajasthan', default_hsn: '7116', default_gst_rate: 3 });
    await t.shop.db.updateTable('categories').set({ hsn_code: null, gst_rate_bp: null }).execute();
    await t.shop.db.updateTable('products').set({ hsn_code: '7103', gst_rate_bp: 25 }).where('product_id', '=', v[0]!.product_id).execute();
    await t.shop.db
      .updateTable('products')
      .set({ hsn_code: null, gst_rate_bp: null })
      .where('product_id', 'in', [v[1]!.product_id, v[2]!.product_id])
      .execute();
  });

  it("a shopper's cancel credits the whole invoice: one credit note, its lines and tax the invoice's", async () => {
    const id = await place([
      { v: v[0]!, quantity: 2 },
      { v: v[1]!, quantity: 1 },
    ]);
    const before = await orderOf(id);
    expect(before.customer_info.tax_notes).toEqual([]);
    expect((await post(t, 'Order/CancelOrder', { order_id: id }, buyer.headers)).status).toBe(200);
    // A second cancel is refused and issues nothing.
    expect((await post(t, 'Order/CancelOrder', { order_id: id }, buyer.headers)).status).toBe(409);
    const order = await orderOf(id);
    const notes = order.customer_info.tax_notes;
    expect(notes).toHaveLength(1);
    const [note] = notes;
    expect(note).toMatchObject({ type: 'credit', reason: 'cancel', amount: order.customer_info.order_grand_total });
    expect(parts(note.number).series).toMatch(/^CN\/\d\d-\d\d$/);
    expect(Date.now() - Date.parse(note.issued_at)).toBeLessThan(60_000);
    expect(note.items).toEqual(
      order.cart_info.map((l: { item_product_title: string; item_variant_title: string; item_quantity: number; item_line_total: number }) => ({
        title: l.item_product_title,
        variant: l.item_variant_title,
        quantity: l.item_quantity,
        amount: l.item_line_total,
      })),
    );
    // The whole invoice credited: the same tax, line by line, to the paisa.
    const invoice = before.customer_info.tax_invoice;
    expect(note.tax.lines).toEqual(invoice.lines);
    expect(note.tax.total).toEqual(invoice.total);
    expect(note.tax).toMatchObject({ place_of_supply: 'Maharashtra', place_of_supply_code: '27', intra_state: false });
    expect(note.tax.amount_in_words).toBe(invoice.amount_in_words);
  });

  it("a note's PDF: for the order's customer or with the invoice key; another number, another shopper or a bad number is refused", async () => {
    const id = await place([{ v: v[0]!, quantity: 1 }]);
    expect((await post(t, 'Order/CancelOrder', { order_id: id }, buyer.headers)).status).toBe(200);
    const order = await orderOf(id);
    const [note] = order.customer_info.tax_notes;
    const url = (query: Record<string, string | number>) =>
      `Order/TaxNotePdf?${new URLSearchParams(Object.entries(query).map(([k, x]): [string, string] => [k, String(x)]))}`;
    const mine = await t.get(url({ order_id: id, number: note.number }), buyer.headers);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="credit-note-${note.number.replace(/\//g, '-')}.pdf"`);
    const byKey = await t.get(url({ order_id: id, number: note.number, key: order.customer_info.invoice_key, lng: 'ar' }));
    expect(byKey.status).toBe(200);
    const unknown = await t.get(url({ order_id: id, number: 'CN/26-27/999999' }), buyer.headers);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This order has no credit or debit note of that number.');
    const stranger = await signUpAndLogin(t, 'note-stranger');
    expect((await t.get(url({ order_id: id, number: note.number }), stranger.headers)).status).toBe(404);
    expect((await t.get(url({ order_id: id, number: note.number, key: 'x'.repeat(32) }))).status).toBe(404);
    const long = await t.get(url({ order_id: id, number: 'C'.repeat(33) }), buyer.headers);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('number must be at most 32 characters');
    const missing = await t.get(url({ order_id: id }), buyer.headers);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('number is required');
  });

  it('partial refunds each issue a credit note for what went through; a cancel afterwards credits the rest; the lines never pass what they were charged', async () => {
    const id = await place(
      [
        { v: v[0]!, quantity: 3 },
        { v: v[1]!, quantity: 2 },
        { v: v[2]!, quantity: 1 },
      ],
      buyer,
      address,
      'upi',
    );
    expect((await move(id, { action: 'confirm_payment', bank_reference: 'UTR 5511' })).status).toBe(200);
    const row = await t.shop.db.selectFrom('orders').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
    const total = row.order_grand_total_paise;
    const first = await refund(id, { amount: 100.55, reason: 'A chipped bead', bank_reference: 'NEFT 1' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await refund(id, { amount: 250, reason: 'Late delivery', bank_reference: 'NEFT 2' });
    expect(second.status).toBe(200);
    let notes = (await orderOf(id)).customer_info.tax_notes;
    expect(notes.map((n: { type: string; reason: string; amount: number }) => [n.type, n.reason, n.amount])).toEqual([
      ['credit', 'refund', 100.55],
      ['credit', 'refund', 250],
    ]);
    // Consecutive numbers in the series.
    expect(parts(notes[1].number).n).toBe(parts(notes[0].number).n + 1);
    // Each note's lines add up to it; its tax is its lines' tax at their rates.
    for (const note of notes) {
      expect(note.items.reduce((s: number, i: { amount: number }) => s + paise(i.amount), 0)).toBe(paise(note.amount));
      note.items.forEach((item: { amount: number }, i: number) => {
        const rate = note.tax.lines[i].rate;
        const expected = lineTax({ amountPaise: paise(item.amount), rateBasisPoints: Math.round(rate * 100) }, false);
        expect(paise(note.tax.lines[i].igst)).toBe(expected.igstPaise);
        expect(paise(note.tax.lines[i].taxable)).toBe(expected.taxablePaise);
      });
    }
    // Cancelled by the shop: the rest is credited, and the notes now add up to the invoice.
    expect((await move(id, { action: 'cancel' })).status).toBe(200);
    notes = (await orderOf(id)).customer_info.tax_notes;
    expect(notes.map((n: { reason: string }) => n.reason)).toEqual(['refund', 'refund', 'cancel']);
    expect(notes.reduce((s: number, n: { amount: number }) => s + paise(n.amount), 0)).toBe(total);
    const perLine = [0, 0, 0];
    for (const stored of await notesOf(id)) (JSON.parse(stored.lines_json) as number[]).forEach((p, i) => (perLine[i]! += p));
    const lines = await t.shop.db.selectFrom('order_lines').select('item_line_total_paise').where('order_id', '=', id).orderBy('order_line_id').execute();
    expect(perLine).toEqual(lines.map((l) => l.item_line_total_paise));
    // Refunding the cancelled order's money (it stays credited in full) issues nothing more.
    expect((await refund(id, { amount: (total - 35055) / 100, reason: 'Cancelled', bank_reference: 'NEFT 3' })).status).toBe(200);
    expect(await notesOf(id)).toHaveLength(3);
  });

  it('a late payment recorded for an expired order debits back what its cancel credited', async () => {
    const id = (await placeOrder(t, buyer, orderBody([{ v: v[2]!, quantity: 2 }], address, 'upi'))).body.order_id as number;
    await t.shop.db
      .updateTable('orders')
      .set({ payment_due_at: new Date(Date.now() - 1000).toISOString() })
      .where('order_id', '=', id)
      .execute();
    expect(await t.app.payments.sweepOnce()).toBeGreaterThanOrEqual(1);
    expect((await move(id, { action: 'record_late_payment', bank_reference: 'UTR 9911' })).status).toBe(200);
    const order = await orderOf(id);
    const notes = order.customer_info.tax_notes;
    expect(notes.map((n: { type: string; reason: string; amount: number }) => [n.type, n.reason, n.amount])).toEqual([
      ['credit', 'cancel', order.customer_info.order_grand_total],
      ['debit', 'reopen', order.customer_info.order_grand_total],
    ]);
    expect(parts(notes[1].number).series).toMatch(/^DN\//);
    expect(notes[1].tax.total).toEqual(order.customer_info.tax_invoice.total);
  });

  it('a delivered order marked refunded is credited in full', async () => {
    const id = await place([{ v: v[1]!, quantity: 1 }], buyer, address, 'upi');
    for (const body of [
      { action: 'confirm_payment', bank_reference: 'UTR 1' },
      { action: 'process' },
      { action: 'ship', carrier: 'India Post', tracking_number: 'EE123456789IN' },
      { action: 'deliver' },
      { action: 'refund', bank_reference: 'NEFT 77' },
    ]) {
      const res = await move(id, body);
      expect(res.status, `${body.action}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    const order = await orderOf(id);
    expect(order.customer_info.tax_notes.map((n: { reason: string; amount: number }) => [n.reason, n.amount])).toEqual([
      ['refund', order.customer_info.order_grand_total],
    ]);
  });

  it('twelve shoppers cancelling at once, each twice: one note per order, numbered without a gap or a repeat', async () => {
    const shoppers = await Promise.all(Array.from({ length: 12 }, (_, i) => signUpAndLogin(t, `note-race-${i}`)));
    const ids: number[] = [];
    for (const s of shoppers)
      ids.push(await place([{ v: v[i(ids.length)]!, quantity: 1 }], s, await addAddress(t, s, { state: 'Rajasthan', town_city: 'Jaipur', pincode: '302017' })));
    const before = await t.shop.db
      .selectFrom('tax_notes')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(ids.flatMap((id, k) => [0, 1].map(() => post(t, 'Order/CancelOrder', { order_id: id }, shoppers[k]!.headers))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(12);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(12);
    const notes = await t.shop.db.selectFrom('tax_notes').selectAll().where('order_id', 'in', ids).execute();
    expect(notes).toHaveLength(12);
    expect(new Set(notes.map((n) => n.order_id)).size).toBe(12);
    // Every credit note of the series so far: 1, 2, … with none missing or repeated.
    const all = await t.shop.db.selectFrom('tax_notes').select('note_number').where('note_type', '=', 'credit').execute();
    const numbers = all.map((n) => parts(n.note_number).n).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, k) => k + 1));
    expect(
      Number(
        (
          await t.shop.db
            .selectFrom('tax_notes')
            .select(({ fn }) => fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(Number(before.n) + 12);
    // Intra-state: CGST and SGST.
    expect((await orderOf(ids[0]!, shoppers[0]!)).customer_info.tax_notes[0].tax.intra_state).toBe(true);
  });

  it('an order placed while unregistered gets no notes after the shop registers', async () => {
    await settings({ gst_registered: false });
    const id = await place([{ v: v[0]!, quantity: 1 }]);
    await settings({ gst_registered: true });
    expect((await post(t, 'Order/CancelOrder', { order_id: id }, buyer.headers)).status).toBe(200);
    expect(await notesOf(id)).toEqual([]);
  });
});

/** 0, 1, 2, 0, 1, 2, …: spreads the orders over the three variants. */
function i(k: number): number {
  return k % 3;
}
