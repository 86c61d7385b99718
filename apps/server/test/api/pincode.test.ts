import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@shop/core';
import { createTestShop, type TestShop } from '../test-app.js';
import { addressBody, post, signUpAndLogin, type Customer } from '../accounts.js';
import { addAddress, orderBody, orderCounts, placeOrder, variantsInStock } from '../orders.js';
import { canonicalState, up as mapIndianStates } from '../../src/db/migrations/2026-12-02-india-states.js';
import { pincodeCount } from '../../src/modules/addresses/india-pincodes.js';

/** Issue 23, place of supply: the pin code lookup, the state rule on addresses and orders, the migration. */

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(async () => {
  await t?.close();
});

const lookup = (pincode: string) => t.get(`Address/GetPincode?pincode=${encodeURIComponent(pincode)}`);
const save = (c: Customer, body: Record<string, unknown>) => post(t, 'Customers/CreateCustomerAddress', body, c.headers);
const rowsOf = (customerId: number) =>
  t.shop.db.selectFrom('customer_addresses').selectAll().where('customer_id', '=', customerId).orderBy('customer_address_id').execute();

describe('GET Address/GetPincode', () => {
  it('answers the town and state (with its GST code) of a pin code', async () => {
    const res = await lookup('302003');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { pincode: '302003', town_city: 'Jaipur', state: 'Rajasthan', state_code: '08', states: ['Rajasthan'] } });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it("names today's states and union territories, whatever the directory's old names", async () => {
    const cases: Array<[string, string, string, string]> = [
      ['500001', 'Hyderabad', 'Telangana', '36'],
      ['515001', 'Ananthapur', 'Andhra Pradesh', '37'],
      ['194101', 'Leh', 'Ladakh', '38'],
      ['190001', 'Srinagar', 'Jammu and Kashmir', '01'],
      ['492001', 'Raipur', 'Chhattisgarh', '22'],
      ['605001', 'Pondicherry', 'Puducherry', '34'],
      ['744101', 'South Andaman', 'Andaman and Nicobar Islands', '35'],
      ['396210', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu', '26'],
      ['110001', 'Delhi', 'Delhi', '07'],
      ['751001', 'Khorda', 'Odisha', '21'],
    ];
    for (const [pincode, town_city, state, state_code] of cases) {
      const res = await lookup(pincode);
      expect(res.body, pincode).toEqual({ success: true, data: { pincode, town_city, state, state_code, states: [state] } });
    }
    // A pin code on a border names the state most of its post offices are in, then the other.
    expect((await lookup('396230')).body.data.states).toEqual(['Dadra and Nagar Haveli and Daman and Diu', 'Gujarat']);
    expect(pincodeCount()).toBeGreaterThan(19_000);
  });

  it('refuses a malformed pin code with the address form’s message', async () => {
    expect((await lookup('')).body).toEqual({ success: false, message: ADDRESS_MESSAGES.pincodeRequired });
    expect((await lookup('30200a')).body).toEqual({ success: false, message: ADDRESS_MESSAGES.pincodeNotNumber });
    expect((await lookup('30200')).body).toEqual({ success: false, message: ADDRESS_MESSAGES.pincodeLength });
    expect((await lookup('3020031')).body).toEqual({ success: false, message: ADDRESS_MESSAGES.pincodeLength });
    expect((await lookup('9'.repeat(5000))).status).toBe(400);
    for (const bad of ['', '30200a', '30200', '302\u00000003', '302003\r\nX-Evil: 1', '<script>']) expect((await lookup(bad)).status, bad).toBe(400);
    expect((await t.get('Address/GetPincode')).status).toBe(400);
  });

  it('says plainly when the directory does not know a pin code', async () => {
    const res = await lookup('999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: ADDRESS_MESSAGES.pincodeUnknown });
  });

  it('is in the OpenAPI document', async () => {
    const doc = await t.get('docs');
    expect(doc.body.paths['/Address/GetPincode'].get.responses).toHaveProperty('404');
  });
});

describe('an Indian address names one of the 36 states', () => {
  it('stores another spelling as today’s name', async () => {
    const c = await signUpAndLogin(t, 'pin-spelling');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ state: 'karnataka' }, 'Karnataka'],
      [{ state: 'KA' }, 'Karnataka'],
      [{ state: 'Orissa', pincode: '751001' }, 'Odisha'],
      [{ state: 'Chattisgarh', pincode: '492001' }, 'Chhattisgarh'],
      [{ state: 'Pondicherry', pincode: '605001' }, 'Puducherry'],
      [{ state: 'Dadra & Nagar Haveli', pincode: '396230' }, 'Dadra and Nagar Haveli and Daman and Diu'],
      [{ state: 'Jammu & Kashmir', pincode: '190001' }, 'Jammu and Kashmir'],
      [{ state: 'Telangana', pincode: '500081', country_region: ' india ' }, 'Telangana'],
    ];
    for (const [overrides, state] of cases) {
      const res = await save(c, addressBody(overrides));
      expect(res.status, JSON.stringify([overrides, res.body])).toBe(200);
      const rows = await rowsOf(c.id);
      expect(rows[rows.length - 1]!.state).toBe(state);
    }
  });

  it('refuses a state that is not one of the list, and stores nothing', async () => {
    const c = await signUpAndLogin(t, 'pin-atlantis');
    for (const state of ['Atlantis', 'Bengaluru', 'Karnatak', '99']) {
      const res = await save(c, addressBody({ state }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: ADDRESS_MESSAGES.stateNotIndian });
    }
    expect(await rowsOf(c.id)).toHaveLength(0);
  });

  it('refuses a state that is not the pin code’s, naming the pin code’s state', async () => {
    const c = await signUpAndLogin(t, 'pin-mismatch');
    const res = await save(c, addressBody({ pincode: '302003', state: 'Karnataka' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Pin Code 302003 is in Rajasthan: please choose Rajasthan as the state, or check the pin code' });
    // Telangana's pin codes are not Andhra Pradesh's (old directories list them so).
    const hyderabad = await save(c, addressBody({ pincode: '500001', state: 'Andhra Pradesh' }));
    expect(hyderabad.body.message).toBe('Pin Code 500001 is in Telangana: please choose Telangana as the state, or check the pin code');
    expect(await rowsOf(c.id)).toHaveLength(0);
  });

  it('takes either state of a pin code that straddles two, and any state with a pin code the directory does not know', async () => {
    const c = await signUpAndLogin(t, 'pin-straddle');
    expect((await save(c, addressBody({ pincode: '396230', state: 'Gujarat' }))).status).toBe(200);
    expect((await save(c, addressBody({ pincode: '396230', state: 'Dadra and Nagar Haveli and Daman and Diu' }))).status).toBe(200);
    expect((await save(c, addressBody({ pincode: '999999', state: 'Kerala' }))).status).toBe(200);
    expect((await rowsOf(c.id)).map((r) => r.state)).toEqual(['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu', 'Kerala']);
  });

  it('checks an update the same way, and leaves the address as it was when refused', async () => {
    const c = await signUpAndLogin(t, 'pin-update');
    expect((await save(c, addressBody())).status).toBe(200);
    const [row] = await rowsOf(c.id);
    const id = row!.customer_address_id;
    const refused = await save(c, addressBody({ customer_address_id: id, pincode: '302003', town_city: 'Jaipur' }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Pin Code 302003 is in Rajasthan');
    expect((await rowsOf(c.id))[0]).toMatchObject({ pincode: '560001', town_city: 'Bengaluru', state: 'Karnataka' });
    const updated = await save(c, addressBody({ customer_address_id: id, pincode: '302003', town_city: 'Jaipur', state: 'rajasthan' }));
    expect(updated.body).toEqual({ success: true, message: 'Address updated.' });
    expect((await rowsOf(c.id))[0]).toMatchObject({ pincode: '302003', town_city: 'Jaipur', state: 'Rajasthan' });
  });

  it('keeps a free-text state for other countries', async () => {
    const c = await signUpAndLogin(t, 'pin-abroad');
    expect((await save(c, addressBody({ country_region: 'Nepal', state: 'Bagmati Province', pincode: '302003' }))).status).toBe(200);
    expect((await save(c, addressBody({ country_region: 'Indiana', state: 'Marion County' }))).status).toBe(200);
    expect((await rowsOf(c.id)).map((r) => r.state)).toEqual(['Bagmati Province', 'Marion County']);
  });
});

describe('placing an order to an Indian address whose state is not known', () => {
  it('is refused with a message until the shopper confirms the state', async () => {
    const c = await signUpAndLogin(t, 'pin-order');
    const addressId = await addAddress(t, c);
    // An address kept from before the rule, with a state that reads as none of the 36.
    await t.shop.db.updateTable('customer_addresses').set({ state: 'Karnatak', pincode: '999999' }).where('customer_address_id', '=', addressId).execute();
    const [v] = await variantsInStock(t, 1);
    const before = await orderCounts(t);
    const refused = await placeOrder(t, c, orderBody([{ v: v!, quantity: 1 }], addressId));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, message: ADDRESS_MESSAGES.stateToConfirm });
    expect(await orderCounts(t)).toEqual(before);

    // Abroad, a free-text state is fine.
    const abroad = await addAddress(t, c, { country_region: 'Nepal', state: 'Bagmati', default_address: 0 });
    expect((await placeOrder(t, c, orderBody([{ v: v!, quantity: 1 }], abroad, 'upi'))).status).toBe(200);

    // Confirmed (the address edited with a state from the list): the order goes through.
    expect((await save(c, addressBody({ customer_address_id: addressId, pincode: '999999', state: 'Karnataka' }))).status).toBe(200);
    const placed = await placeOrder(t, c, orderBody([{ v: v!, quantity: 1 }], addressId));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });
});

describe('migration 2026-12-02-india-states', () => {
  it('reads a state from its text, else from a pin code in one state only', () => {
    expect(canonicalState({ state: 'orissa', pincode: '999999' })).toBe('Odisha');
    expect(canonicalState({ state: 'Andaman & Nicobar', pincode: '744101' })).toBe('Andaman and Nicobar Islands');
    expect(canonicalState({ state: 'Karnatak', pincode: '560001' })).toBe('Karnataka');
    expect(canonicalState({ state: 'Karnatak', pincode: '999999' })).toBeNull();
    // A pin code in two states does not tell.
    expect(canonicalState({ state: 'somewhere', pincode: '396230' })).toBeNull();
  });

  it("maps old Indian addresses' free-text states where it can, and leaves the rest and other countries alone", async () => {
    const c = await signUpAndLogin(t, 'pin-migrate');
    const now = new Date().toISOString();
    const base = { ...addressBody(), customer_id: c.id, default_address: 0, created_at: now, updated_at: now };
    const rows: Array<[Record<string, string>, string]> = [
      [{ state: 'orissa', pincode: '751001' }, 'Odisha'],
      [{ state: 'Tamilnadu', pincode: '600001' }, 'Tamil Nadu'],
      [{ state: 'UP', pincode: '226001' }, 'Uttar Pradesh'],
      [{ state: 'Karnatak', pincode: '560001' }, 'Karnataka'],
      [{ state: 'Karnatak', pincode: '999999' }, 'Karnatak'],
      [{ state: 'orissa', country_region: 'Nepal' }, 'orissa'],
      [{ state: 'Kerala', country_region: 'INDIA', pincode: '682028' }, 'Kerala'],
    ];
    for (const [fields] of rows)
      await t.shop.db
        .insertInto('customer_addresses')
        .values({ ...base, ...fields })
        .execute();
    await mapIndianStates(t.shop.db as never);
    expect((await rowsOf(c.id)).map((r) => r.state)).toEqual(rows.map(([, state]) => state));
    // Run again: nothing changes.
    await mapIndianStates(t.shop.db as never);
    expect((await rowsOf(c.id)).map((r) => r.state)).toEqual(rows.map(([, state]) => state));
  });
});
