import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKING_SLIP_MESSAGES } from '@shop/core/admin';
import { createTestShop, type TestShop } from '../test-app.js';
import { signUpAndLogin, type Customer } from '../accounts.js';
import { allowManyOrders, addAddress, orderBody, placeOrder, variantsInStock, type Variant } from '../orders.js';
import { admin, staffUser, type StaffUser } from '../admin.js';

let t: TestShop;
let c: Customer;
let address: number;
let v: Variant[];
let staff: StaffUser;
beforeAll(async () => {
  t = await createTestShop();
  await allowManyOrders(t);
  c = await signUpAndLogin(t, 'slips');
  address = await addAddress(t, c, { full_name: 'Ananya Pillai', mobile_number: '9898989898', landmark: 'Opposite the temple tank' });
  v = await variantsInStock(t, 3, 20);
  staff = await staffUser(t, 'staff');
});
afterAll(async () => {
  await t?.close();
});

async function order(lines: Array<{ v: Variant; quantity: number }>) {
  const res = await placeOrder(t, c, orderBody(lines, address, 'cash'));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { order_id: number; invoice_number: string };
}

describe('GET /api/admin/orders/packing-slips', () => {
  it('answers one slip per order, in the order asked: lines with variant and quantity, the address, the shop; no prices', async () => {
    const first = await order([
      { v: v[0]!, quantity: 2 },
      { v: v[1]!, quantity: 1 },
    ]);
    const second = await order([{ v: v[2]!, quantity: 3 }]);
    const res = await admin(t, 'GET', `orders/packing-slips?ids=${second.order_id},${first.order_id},${second.order_id}`, staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.missing).toEqual([]);
    expect(res.body.data.map((s: any) => s.order_id)).toEqual([second.order_id, first.order_id]);
    const slip = res.body.data[1];
    const detail = (await admin(t, 'GET', `orders/${first.order_id}`, staff)).body.data;
    expect(slip).toMatchObject({
      invoice_number: first.invoice_number,
      order_created_date: detail.customer_info.order_created_date,
      ship_to: {
        full_name: 'Ananya Pillai',
        mobile_number: '9898989898',
        landmark: 'Opposite the temple tank',
        state: detail.customer_info.state,
        pincode: detail.customer_info.pincode,
      },
      seller: { name: detail.customer_info.seller.name, address: detail.customer_info.seller.address, phone: detail.customer_info.seller.phone },
    });
    expect(slip.lines).toEqual(
      detail.cart_info.map((l: any) => ({ product_title: l.item_product_title, variant_title: l.item_variant_title, quantity: l.item_quantity })),
    );
    expect(slip.lines.map((l: any) => l.quantity)).toEqual([2, 1]);
    // Nothing about money travels: no price, total or payment.
    expect(JSON.stringify(res.body)).not.toMatch(/price|total|paise|amount|payment/);
  });

  it('lists ids that name no order as missing', async () => {
    const o = await order([{ v: v[0]!, quantity: 1 }]);
    const res = await admin(t, 'GET', `orders/packing-slips?ids=99999998,${o.order_id}`, staff);
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: any) => s.order_id)).toEqual([o.order_id]);
    expect(res.body.missing).toEqual([99999998]);
  });

  it('takes at most 100 orders, and refuses anything but order ids with a clear 400', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect((await admin(t, 'GET', `orders/packing-slips?ids=${hundred}`, staff)).status).toBe(200);
    const tooMany = await admin(t, 'GET', `orders/packing-slips?ids=${hundred},101`, staff);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(PACKING_SLIP_MESSAGES.tooMany);
    expect(tooMany.body.message).toBe('Print at most 100 packing slips at once');
    // Repeats count once.
    expect((await admin(t, 'GET', `orders/packing-slips?ids=${hundred},1,2`, staff)).status).toBe(200);
    for (const bad of ['', 'abc', '1,,2', '1;2', '-1', '0', '2147483648', '1,2,']) {
      const res = await admin(t, 'GET', `orders/packing-slips?ids=${encodeURIComponent(bad)}`, staff);
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toBe(PACKING_SLIP_MESSAGES.ids);
    }
    expect((await admin(t, 'GET', 'orders/packing-slips', staff)).status).toBe(400);
  });

  it('is for the back office only', async () => {
    const o = await order([{ v: v[1]!, quantity: 1 }]);
    expect((await admin(t, 'GET', `orders/packing-slips?ids=${o.order_id}`, null)).status).toBe(401);
    expect((await admin(t, 'GET', `orders/packing-slips?ids=${o.order_id}`, { headers: c.headers })).status).toBe(403);
  });
});
