import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test-app.js';
import { addressBody, post, signUpAndLogin, type Customer } from '../accounts.js';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(async () => {
  await t?.close();
});

const addressKeys = [
  'area_street_sector',
  'country_region',
  'customer_address_id',
  'default_address',
  'flat_house_building',
  'full_name',
  'landmark',
  'mobile_number',
  'pincode',
  'state',
  'town_city',
];

const create = (c: Customer | null, body: Record<string, unknown>) => post(t, 'Customers/CreateCustomerAddress', body, c?.headers ?? {});
const setDefault = (c: Customer | null, id: unknown) => post(t, 'Customers/UpdateDefaultAddress', { customer_address_id: id }, c?.headers ?? {});
const remove = (c: Customer | null, id: unknown) => post(t, 'Customers/DeleteCustomerAddress', { customer_address_id: id }, c?.headers ?? {});
const infoOf = (c: Customer | null, id: unknown) => t.get(`Customers/GetCustomerAddressInfo?customer_address_id=${id}`, c?.headers ?? {});
const list = (c: Customer | null, query = 'limit=1000&page=1') => t.get(`Customers/GetCustomerAddress?${query}`, c?.headers ?? {});

/** The customer's addresses straight from the database, oldest first. */
function rowsOf(customerId: number) {
  return t.shop.db.selectFrom('customer_addresses').selectAll().where('customer_id', '=', customerId).orderBy('customer_address_id').execute();
}

async function expectOneDefault(customerId: number, expectedId?: number) {
  const rows = await rowsOf(customerId);
  const defaults = rows.filter((r) => r.default_address === 1);
  expect(defaults).toHaveLength(rows.length === 0 ? 0 : 1);
  if (expectedId !== undefined) expect(defaults[0]?.customer_address_id).toBe(expectedId);
}

/** Creates an address and answers its id (the newest of the customer's). */
async function createAddress(c: Customer, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await create(c, addressBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const rows = await rowsOf(c.id);
  return rows[rows.length - 1]!.customer_address_id;
}

describe('POST Customers/CreateCustomerAddress (create)', () => {
  it('creates an address; the first one becomes the default whatever the body says', async () => {
    const c = await signUpAndLogin(t, 'addr-first');
    const res = await create(c, addressBody({ default_address: 0 }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Address saved.' });
    const rows = await rowsOf(c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...addressBody(), default_address: 1, customer_id: c.id });
  });

  it('keeps the default on a new address without the flag, and moves it with default_address 1 (or true)', async () => {
    const c = await signUpAndLogin(t, 'addr-flag');
    const first = await createAddress(c);
    const second = await createAddress(c, { full_name: 'Second', default_address: 0 });
    await expectOneDefault(c.id, first);
    const third = await createAddress(c, { full_name: 'Third', default_address: 1 });
    await expectOneDefault(c.id, third);
    const fourth = await createAddress(c, { full_name: 'Fourth', default_address: true });
    await expectOneDefault(c.id, fourth);
    expect(second).toBeGreaterThan(first);
  });

  it('stores area and landmark as empty text when left out, and trims the text fields', async () => {
    const c = await signUpAndLogin(t, 'addr-optional');
    const { area_street_sector: _a, landmark: _l, ...required } = addressBody();
    expect((await create(c, { ...required, full_name: '  Asha Rao  ', pincode: 560001 })).status).toBe(200);
    const [row] = await rowsOf(c.id);
    expect(row).toMatchObject({ area_street_sector: '', landmark: '', full_name: 'Asha Rao', pincode: '560001' });
  });

  it('applies the address rules of spec section 5 with their messages, and stores nothing', async () => {
    const c = await signUpAndLogin(t, 'addr-rules');
    const good = addressBody();
    const without = (key: string) => Object.fromEntries(Object.entries(good).filter(([k]) => k !== key));
    const cases: [Record<string, unknown>, string][] = [
      [without('country_region'), 'Country / Region is required'],
      [{ ...good, country_region: ' ' }, 'Country / Region is required'],
      [without('full_name'), 'Full Name is required'],
      [without('mobile_number'), 'Mobile Number must be exactly 10 digits'],
      [{ ...good, mobile_number: '98765' }, 'Mobile Number must be exactly 10 digits'],
      [{ ...good, mobile_number: '98765abcde' }, 'Mobile Number must be exactly 10 digits'],
      [without('flat_house_building'), 'Address is required'],
      [without('pincode'), 'Pin Code is required'],
      [{ ...good, pincode: '' }, 'Pin Code is required'],
      [{ ...good, pincode: '56A001' }, 'Pin Code must be a number'],
      [{ ...good, pincode: '5600' }, 'Pin Code must be exactly 6 digits'],
      [without('town_city'), 'Town / City is required'],
      [without('state'), 'State is required'],
      [{ ...good, landmark: 'x'.repeat(201) }, 'Landmark must be at most 200 characters'],
      [{ ...good, customer_address_id: 'abc' }, 'customer_address_id must be a positive whole number'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(c, payload);
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ success: false, message });
    }
    expect(await rowsOf(c.id)).toEqual([]);
  });

  it('ignores body fields the server owns: owner, dates, ids of new rows', async () => {
    const c = await signUpAndLogin(t, 'addr-owned');
    const other = await signUpAndLogin(t, 'addr-owned-other');
    const before = Date.now();
    const res = await create(c, addressBody({ customer_id: other.id, created_at: '2000-01-01T00:00:00.000Z', updated_at: '2000-01-01T00:00:00.000Z' }));
    expect(res.status).toBe(200);
    expect(await rowsOf(other.id)).toEqual([]);
    const [row] = await rowsOf(c.id);
    expect(row!.customer_id).toBe(c.id);
    expect(Date.parse(row!.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.updated_at).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it(`caps a customer at 50 addresses with 409`, async () => {
    const c = await signUpAndLogin(t, 'addr-cap');
    const now = new Date().toISOString();
    // 49 straight into the database, the 50th through the API.
    await t.shop.db
      .insertInto('customer_addresses')
      .values(
        Array.from({ length: 49 }, (_, i) => ({
          ...addressBody({ full_name: `Bulk ${i}` }),
          customer_id: c.id,
          default_address: i === 0 ? 1 : 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect((await create(c, addressBody())).status).toBe(200);
    const res = await create(c, addressBody());
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'You can keep at most 50 addresses. Delete one to add another.' });
    expect(await rowsOf(c.id)).toHaveLength(50);
    // Editing one is still allowed at the cap.
    const [first] = await rowsOf(c.id);
    expect((await create(c, addressBody({ customer_address_id: first!.customer_address_id, full_name: 'Edited' }))).status).toBe(200);
  });

  it('keeps exactly one default when many addresses are created at once', async () => {
    const c = await signUpAndLogin(t, 'addr-race');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => create(c, addressBody({ full_name: `Race ${i}`, default_address: i % 2 }))));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await rowsOf(c.id)).toHaveLength(8);
    await expectOneDefault(c.id);
  });
});

describe('the one-default rule in the database', () => {
  it('refuses a second default address for one customer, whoever writes it', async () => {
    const c = await signUpAndLogin(t, 'addr-index');
    await createAddress(c);
    const now = new Date().toISOString();
    await expect(
      t.shop.db
        .insertInto('customer_addresses')
        .values({ ...addressBody(), customer_id: c.id, default_address: 1, created_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow(/unique/i);
    await expectOneDefault(c.id);
  });
});

describe('POST Customers/CreateCustomerAddress (update)', () => {
  it('updates the customer’s own address in place when customer_address_id is given', async () => {
    const c = await signUpAndLogin(t, 'addr-edit');
    const id = await createAddress(c);
    const [before] = await rowsOf(c.id);
    const res = await create(c, addressBody({ customer_address_id: id, full_name: 'Asha Iyer', town_city: 'Mysuru', landmark: '' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Address updated.' });
    const rows = await rowsOf(c.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ customer_address_id: id, full_name: 'Asha Iyer', town_city: 'Mysuru', landmark: '', default_address: 1 });
    expect(rows[0]!.created_at).toBe(before!.created_at);
  });

  it('moves the default with default_address 1, and never drops the only default with 0', async () => {
    const c = await signUpAndLogin(t, 'addr-edit-default');
    const first = await createAddress(c);
    const second = await createAddress(c);
    await expectOneDefault(c.id, first);
    expect((await create(c, addressBody({ customer_address_id: second, default_address: 1 }))).status).toBe(200);
    await expectOneDefault(c.id, second);
    expect((await create(c, addressBody({ customer_address_id: second, default_address: 0 }))).status).toBe(200);
    await expectOneDefault(c.id, second);
    expect((await create(c, addressBody({ customer_address_id: first }))).status).toBe(200);
    await expectOneDefault(c.id, second);
  });

  it('answers 404 for an id that does not exist, and creates nothing', async () => {
    const c = await signUpAndLogin(t, 'addr-edit-404');
    await createAddress(c);
    const res = await create(c, addressBody({ customer_address_id: 987654 }));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Address not found' });
    expect(await rowsOf(c.id)).toHaveLength(1);
  });
});

describe('GET Customers/GetCustomerAddress and GetCustomerAddressInfo', () => {
  it('lists the default first, then the newest, with paging', async () => {
    const c = await signUpAndLogin(t, 'addr-list');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await createAddress(c, { full_name: `Name ${i}` }));
    expect((await setDefault(c, ids[2])).status).toBe(200);

    const res = await list(c);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((a: { customer_address_id: number }) => a.customer_address_id)).toEqual([ids[2], ids[4], ids[3], ids[1], ids[0]]);
    expect(res.body).toMatchObject({ page: 1, total_pages: 1, total_records: 5 });
    for (const a of res.body.data) expect(Object.keys(a).sort()).toEqual(addressKeys);
    expect(res.body.data[0].default_address).toBe(1);
    expect(res.body.data.slice(1).every((a: { default_address: number }) => a.default_address === 0)).toBe(true);

    // Checkout asks for 1 on page 1 and expects the default.
    const checkout = await list(c, 'limit=1&page=1');
    expect(checkout.body.data.map((a: { customer_address_id: number }) => a.customer_address_id)).toEqual([ids[2]]);
    expect(checkout.body).toMatchObject({ page: 1, total_pages: 5 });
    const page2 = await list(c, 'limit=2&page=2');
    expect(page2.body.data.map((a: { customer_address_id: number }) => a.customer_address_id)).toEqual([ids[3], ids[1]]);
    expect(page2.body).toMatchObject({ page: 2, total_pages: 3, next: 3, prev: 1 });
    expect((await list(c, '')).body.data).toHaveLength(5);
    expect((await list(c, 'limit=1001')).status).toBe(400);
    expect((await list(c, 'page=0')).body).toEqual({ success: false, message: 'page must be a positive whole number' });
  });

  it('lists nothing for a customer without addresses', async () => {
    const c = await signUpAndLogin(t, 'addr-empty');
    expect((await list(c)).body).toEqual({ success: true, data: [], page: 1, total_pages: 0, total_records: 0, next: null, prev: null });
  });

  it('answers one of the customer’s addresses by id, and 404 or 400 for others', async () => {
    const c = await signUpAndLogin(t, 'addr-info');
    const id = await createAddress(c);
    const res = await infoOf(c, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [{ customer_address_id: id, ...addressBody(), default_address: 1 }] });
    expect((await infoOf(c, 987654)).body).toEqual({ success: false, message: 'Address not found' });
    expect((await infoOf(c, 'abc')).status).toBe(400);
  });
});

describe('POST Customers/UpdateDefaultAddress', () => {
  it('makes exactly one address the default, and says when it already was', async () => {
    const c = await signUpAndLogin(t, 'addr-default');
    const a = await createAddress(c);
    const b = await createAddress(c);
    const res = await setDefault(c, b);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Default address updated.' });
    await expectOneDefault(c.id, b);
    const again = await setDefault(c, String(b));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, message: 'This address is already default' });
    await expectOneDefault(c.id, b);
    expect((await setDefault(c, a)).status).toBe(200);
    await expectOneDefault(c.id, a);
    expect((await setDefault(c, 987654)).status).toBe(404);
    expect((await setDefault(c, -1)).body).toEqual({ success: false, message: 'customer_address_id must be a positive whole number' });
    await expectOneDefault(c.id, a);
  });
});

describe('POST Customers/DeleteCustomerAddress', () => {
  it('deletes an address; deleting the default promotes the newest other one', async () => {
    const c = await signUpAndLogin(t, 'addr-delete');
    const a = await createAddress(c);
    const b = await createAddress(c);
    const d = await createAddress(c);
    const res = await remove(c, b);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Address deleted.' });
    await expectOneDefault(c.id, a);
    expect((await remove(c, a)).status).toBe(200);
    await expectOneDefault(c.id, d);
    expect((await remove(c, d)).status).toBe(200);
    expect(await rowsOf(c.id)).toEqual([]);
    expect((await remove(c, d)).status).toBe(404);
    // A new first address is the default again.
    const e = await createAddress(c, { default_address: 0 });
    await expectOneDefault(c.id, e);
  });

  it('deletes an address an order points at; the order keeps its snapshot', async () => {
    const c = await signUpAndLogin(t, 'addr-order');
    const a = await createAddress(c);
    const order = await t.shop.db
      .insertInto('orders')
      .values({
        customer_id: c.id,
        order_status: 0,
        order_status_label: 'Placed',
        order_sub_total_paise: 100_00,
        order_grand_total_paise: 100_00,
        order_payment_method: 'cod',
        order_currency: 'INR',
        customer_address_id: a,
        ...addressBody(),
        customer_email: c.email,
        order_created_date: new Date().toISOString(),
      })
      .returning('order_id')
      .executeTakeFirstOrThrow();
    expect((await remove(c, a)).status).toBe(200);
    const row = await t.shop.db.selectFrom('orders').selectAll().where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
    expect(row.customer_address_id).toBeNull();
    expect(row).toMatchObject({ full_name: 'Asha Rao', town_city: 'Bengaluru', pincode: '560001' });
  });
});

describe('two customers and a guest', () => {
  let alice: Customer;
  let bob: Customer;
  let aliceAddress: number;
  let bobAddress: number;
  beforeAll(async () => {
    alice = await signUpAndLogin(t, 'alice');
    bob = await signUpAndLogin(t, 'bob');
    aliceAddress = await createAddress(alice, { full_name: 'Alice' });
    await createAddress(alice, { full_name: 'Alice Work' });
    bobAddress = await createAddress(bob, { full_name: 'Bob' });
    await createAddress(bob, { full_name: 'Bob Work' });
  });

  const snapshot = async () => [await rowsOf(alice.id), await rowsOf(bob.id)];

  it('answers 404 to a customer reading, editing, defaulting or deleting the other’s address, and changes nothing', async () => {
    const before = await snapshot();
    for (const [actor, target] of [
      [alice, bobAddress],
      [bob, aliceAddress],
    ] as const) {
      const attempts = [
        await infoOf(actor, target),
        await create(actor, addressBody({ customer_address_id: target, full_name: 'Hijacked', default_address: 1 })),
        await setDefault(actor, target),
        await remove(actor, target),
      ];
      for (const res of attempts) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ success: false, message: 'Address not found' });
      }
      // The list shows only the actor's own addresses.
      const own = (await list(actor)).body.data.map((a: { customer_address_id: number }) => a.customer_address_id);
      expect(own).not.toContain(target);
      expect(own).toHaveLength(2);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 when the customer_id header names the other customer, and changes nothing', async () => {
    const before = await snapshot();
    const spoofed = { token: alice.token, customer_id: String(bob.id), 'customer-id': String(bob.id) };
    const attempts = [
      await t.get('Customers/GetCustomerAddress?limit=1000&page=1', spoofed),
      await t.get(`Customers/GetCustomerAddressInfo?customer_address_id=${bobAddress}`, spoofed),
      await post(t, 'Customers/CreateCustomerAddress', addressBody({ customer_address_id: bobAddress }), spoofed),
      await post(t, 'Customers/UpdateDefaultAddress', { customer_address_id: bobAddress }, spoofed),
      await post(t, 'Customers/DeleteCustomerAddress', { customer_address_id: bobAddress }, spoofed),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: 'This token belongs to another customer.' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 to a guest on every address call, whatever ids are sent, and changes nothing', async () => {
    const before = await snapshot();
    for (const target of [aliceAddress, bobAddress]) {
      const attempts = [
        await list(null),
        await infoOf(null, target),
        await create(null, addressBody()),
        await create(null, addressBody({ customer_address_id: target })),
        await setDefault(null, target),
        await remove(null, target),
        await post(t, 'Customers/DeleteCustomerAddress', { customer_address_id: target }, { customer_id: String(alice.id) }),
      ];
      for (const res of attempts) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, message: 'Please log in: this call needs a token.' });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('still lets each customer work on their own addresses', async () => {
    expect((await infoOf(alice, aliceAddress)).body.data[0].full_name).toBe('Alice');
    expect((await infoOf(bob, bobAddress)).body.data[0].full_name).toBe('Bob');
    expect((await setDefault(bob, bobAddress)).status).toBe(200);
  });
});
