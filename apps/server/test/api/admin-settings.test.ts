import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CARRIERS } from '@shop/core';
import { DEFAULT_ORDER_LIMITS } from '@shop/core/admin';
import { createTestShop, type TestShop } from '../test-app.js';
import { signUpAndLogin } from '../accounts.js';
import { admin, staffUser, type StaffUser } from '../admin.js';
import { addAddress, orderBody, placeOrder, variantsInStock } from '../orders.js';
import { shopProfileFrom } from '../../src/modules/settings/settings.service.js';
import { DEFAULT_GRIEVANCE, DEFAULT_SELLER } from '../../src/modules/orders/shop-profile.js';

let t: TestShop;
let owner: StaffUser;
let member: StaffUser;
beforeAll(async () => {
  t = await createTestShop();
  [owner, member] = await Promise.all([staffUser(t, 'owner'), staffUser(t, 'staff')]);
});
afterAll(async () => {
  await t?.close();
});

const SETTINGS = {
  shop_name: 'Pink City Stones',
  address_lines: ['22 MI Road', 'Jaipur', 'Rajasthan 302001', 'India'],
  phone: '+91 141 222 3344',
  email: 'Hello@PinkCityStones.example',
  gstin: '08abcde1234f1z5',
  state: 'Rajasthan',
  upi_id: 'pinkcity@okhdfc',
};

describe('shop settings', () => {
  it('start from the built-in seller block and SHOP_UPI_ID; staff may read them', async () => {
    const res = await admin(t, 'GET', 'settings', member);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      shop_name: DEFAULT_SELLER.name,
      address_lines: ['14 Johari Bazaar', 'Jaipur', 'Rajasthan 302003', 'India'],
      phone: DEFAULT_SELLER.phone,
      email: DEFAULT_SELLER.email,
      gstin: DEFAULT_SELLER.gstin,
      state: 'Rajasthan',
      // Out of the box the shop is not registered for GST: its invoice is the spec's.
      gst_registered: false,
      default_hsn: '7116',
      default_gst_rate: 3,
      grievance_name: 'Meera Sharma',
      grievance_designation: 'Grievance Officer',
      grievance_email: 'grievance@stoneandcrystal.example',
      grievance_phone: DEFAULT_SELLER.phone,
      upi_id: t.config.shopUpiId,
      order_emails: [],
      // The carriers whose tracking pages core knows, for the ship dialog.
      carriers: DEFAULT_CARRIERS,
      // The order limits of issue 18 (no hoarding of stock by unpaid orders).
      unpaid_orders_per_customer: 3,
      units_per_item: 10,
      orders_per_customer_per_hour: 10,
      orders_per_address_per_hour: 30,
      saved: false,
    });
    // The defaults give back the invoice's seller block exactly.
    expect(await shopProfileFrom(t.shop.db, t.config)).toEqual({
      seller: DEFAULT_SELLER,
      upiId: t.config.shopUpiId,
      upiPayeeName: DEFAULT_SELLER.name,
      alertEmails: [DEFAULT_SELLER.email],
      orderLimits: DEFAULT_ORDER_LIMITS,
      carriers: DEFAULT_CARRIERS,
      gst: { registered: false, defaultHsn: '7116', defaultRateBasisPoints: 300 },
      // Issue 23: the grievance officer the storefront shows.
      grievance: DEFAULT_GRIEVANCE,
    });
    // Saving the defaults unchanged is accepted (the form's first save).
    const { saved: _saved, ...defaults } = res.body.data;
    expect((await admin(t, 'PUT', 'settings', member, defaults)).status).toBe(403);
    expect((await t.shop.db.selectFrom('shop_settings').selectAll().execute()).length).toBe(0);
  });

  it('the owner saves them (audited); new orders carry them, shopProfileFrom gives them', async () => {
    const before = (await admin(t, 'GET', 'settings', owner)).body.data;
    const res = await admin(t, 'PUT', 'settings', owner, SETTINGS);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Limits and carriers not sent keep their defaults.
    const expected = {
      ...SETTINGS,
      email: 'hello@pinkcitystones.example',
      gstin: '08ABCDE1234F1Z5',
      gst_registered: false,
      default_hsn: '7116',
      default_gst_rate: 3,
      grievance_name: 'Meera Sharma',
      grievance_designation: 'Grievance Officer',
      grievance_email: 'grievance@stoneandcrystal.example',
      grievance_phone: DEFAULT_SELLER.phone,
      order_emails: [],
      carriers: DEFAULT_CARRIERS,
      ...DEFAULT_ORDER_LIMITS,
      saved: true,
    };
    expect(res.body.data).toEqual(expected);
    expect((await admin(t, 'GET', 'settings', member)).body.data).toEqual(expected);

    const profile = await shopProfileFrom(t.shop.db, t.config);
    expect(profile).toEqual({
      seller: {
        name: 'Pink City Stones',
        address: '22 MI Road, Jaipur, Rajasthan 302001, India',
        state: 'Rajasthan (08)',
        gstin: '08ABCDE1234F1Z5',
        phone: '+91 141 222 3344',
        email: 'hello@pinkcitystones.example',
      },
      upiId: 'pinkcity@okhdfc',
      upiPayeeName: 'Pink City Stones',
      // No order e-mails saved: staff alerts go to the shop's e-mail.
      alertEmails: ['hello@pinkcitystones.example'],
      orderLimits: DEFAULT_ORDER_LIMITS,
      carriers: DEFAULT_CARRIERS,
      gst: { registered: false, defaultHsn: '7116', defaultRateBasisPoints: 300 },
      // Issue 23: the grievance officer the storefront shows.
      grievance: DEFAULT_GRIEVANCE,
    });

    const audit = await t.shop.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.update').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_email).toBe(owner.email);
    const { saved: _s, ...beforeFields } = before;
    expect(JSON.parse(audit[0]!.before_json!)).toEqual(beforeFields);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ shop_name: 'Pink City Stones', gstin: '08ABCDE1234F1Z5' });

    // An order placed now carries the saved seller block on its invoice.
    const shopper = await signUpAndLogin(t, 'buyer');
    const address = await addAddress(t, shopper);
    const [v] = await variantsInStock(t, 1);
    const placed = await placeOrder(t, shopper, orderBody([{ v: v!, quantity: 1 }], address));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await t.get(`Order/CustomerOrder?order_id=${placed.body.order_id}`, shopper.headers);
    expect(order.body.customer_info.seller).toEqual(profile.seller);

    // A second save replaces every field; another state needs its own GSTIN code.
    const moved = await admin(t, 'PUT', 'settings', owner, { ...SETTINGS, state: 'Karnataka', gstin: '29ABCDE1234F1Z5', address_lines: ['1 MG Road'] });
    expect(moved.body.data).toMatchObject({ state: 'Karnataka', address_lines: ['1 MG Road'] });
    expect((await shopProfileFrom(t.shop.db, t.config)).seller).toMatchObject({ state: 'Karnataka (29)', address: '1 MG Road' });
  });

  it('refuses bad settings with clear messages and saves nothing', async () => {
    const saved = (await admin(t, 'GET', 'settings', owner)).body.data;
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { gstin: '08ABCDE1234F1Z' },
        'GSTIN must be 15 characters: the state code, the PAN, the registration number, Z and a check character (e.g. 08AAKCS4821M1ZW)',
      ],
      [
        { gstin: '08ABCDE1234F1Y5' },
        'GSTIN must be 15 characters: the state code, the PAN, the registration number, Z and a check character (e.g. 08AAKCS4821M1ZW)',
      ],
      [
        { gstin: '0812CDE1234F1Z5' },
        'GSTIN must be 15 characters: the state code, the PAN, the registration number, Z and a check character (e.g. 08AAKCS4821M1ZW)',
      ],
      [{ gstin: '27ABCDE1234F1Z5' }, 'GSTIN must begin with the code of the shop’s state (08 for Rajasthan)'],
      [{ state: 'Atlantis' }, 'State must be one of India’s states or union territories'],
      [{ state: 'rajasthan' }, 'State must be one of India’s states or union territories'],
      [{ upi_id: 'pinkcity' }, 'UPI id must look like name@handle (letters, digits, . _ or - before the @; letters after it)'],
      [{ upi_id: 'pink city@okhdfc' }, 'UPI id must look like name@handle (letters, digits, . _ or - before the @; letters after it)'],
      [{ upi_id: 'x@ok1' }, 'UPI id must look like name@handle (letters, digits, . _ or - before the @; letters after it)'],
      [{ phone: '12345' }, 'Phone must be 8 to 20 characters of digits, spaces, +, -, ( and )'],
      [{ phone: 'call me maybe' }, 'Phone must be 8 to 20 characters of digits, spaces, +, -, ( and )'],
      [{ email: 'not-an-email' }, 'Email is not valid'],
      [{ address_lines: [] }, 'Address must have 1 to 4 lines'],
      [{ address_lines: ['a', 'b', 'c', 'd', 'e'] }, 'Address must have 1 to 4 lines'],
      [{ address_lines: 'one line' }, 'Address must have 1 to 4 lines'],
      [{ address_lines: ['  '] }, 'Each address line is required'],
      [{ shop_name: 'x'.repeat(101) }, 'Shop name must be at most 100 characters'],
      [{ shop_name: 'Pink\u0000City' }, 'shop_name must not contain control characters'],
      [{ shop_name: undefined }, 'Shop name is required'],
      [{ seller_json: '{}' }, 'Unknown field: seller_json'],
      // A registered shop's GSTIN must pass the check character (08ABCDE1234F1Z5's is not 5).
      [{ gst_registered: true }, 'GSTIN’s last character does not match the others: please check it for a mistyped character'],
      [{ gst_registered: 'yes' }, 'GST registered must be true or false'],
      [{ default_hsn: '71' }, 'Default HSN code must be 4, 6 or 8 digits (e.g. 7103 or 71039990)'],
      [{ default_hsn: '7103A' }, 'Default HSN code must be 4, 6 or 8 digits (e.g. 7103 or 71039990)'],
      [{ default_gst_rate: -1 }, 'Default GST rate must be from 0 to 100 %'],
      [{ default_gst_rate: 101 }, 'Default GST rate must be from 0 to 100 %'],
      [{ default_gst_rate: 0.125 }, 'Default GST rate may have at most two decimals (e.g. 0.25)'],
      [{ default_gst_rate: '3' }, 'Default GST rate must be a number of percent (e.g. 3 or 0.25)'],
      [{ grievance_name: ' ' }, 'Grievance officer: name is required'],
      [{ grievance_email: 'grievance' }, 'Grievance officer: e-mail is not valid'],
      [{ grievance_phone: '12\r\n34567890' }, 'Grievance officer: phone must be 8 to 20 characters of digits, spaces, +, -, ( and )'],
    ];
    for (const [change, message] of cases) {
      const res = await admin(t, 'PUT', 'settings', owner, { ...SETTINGS, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message, JSON.stringify(change)).toBe(message);
    }
    expect((await admin(t, 'GET', 'settings', owner)).body.data).toEqual(saved);
  });

  it('a registered shop saves a GSTIN whose check character is right, with its HSN default and grievance officer', async () => {
    const res = await admin(t, 'PUT', 'settings', owner, {
      ...SETTINGS,
      gstin: '08aakcs4821m1zw',
      gst_registered: true,
      default_hsn: '7103.99',
      default_gst_rate: 0.25,
      grievance_name: 'Arjun Mehta',
      grievance_designation: 'Customer Care Head',
      grievance_email: 'Grievance@PinkCityStones.example',
      grievance_phone: '+91 141 222 3355',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      gstin: '08AAKCS4821M1ZW',
      gst_registered: true,
      default_hsn: '710399',
      default_gst_rate: 0.25,
      grievance_name: 'Arjun Mehta',
      grievance_email: 'grievance@pinkcitystones.example',
    });
  });

  it('a stored value that no longer passes its rule falls back to its default, never onto an invoice', async () => {
    await t.shop.db.updateTable('shop_settings').set({ setting_value: '"javascript:alert(1)"' }).where('setting_key', '=', 'shop.upi_id').execute();
    await t.shop.db.updateTable('shop_settings').set({ setting_value: 'not json' }).where('setting_key', '=', 'shop.phone').execute();
    const profile = await shopProfileFrom(t.shop.db, t.config);
    expect(profile.upiId).toBe(t.config.shopUpiId);
    expect(profile.seller.phone).toBe(DEFAULT_SELLER.phone);
    expect(profile.seller.name).toBe('Pink City Stones');
  });
});

describe('the audit log (owner)', () => {
  it('lists every back-office write newest first with before and after; filters by entity, entity id, action and member; staff may not read it', async () => {
    expect((await admin(t, 'GET', 'audit', member)).status).toBe(403);
    const slide = (await admin(t, 'GET', 'slides', member)).body.data[0];
    await admin(t, 'PATCH', `slides/${slide.slider_id}`, member, { slider_title: 'Audited title' });

    const page = await admin(t, 'GET', 'audit?page_size=2', owner);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ success: true, page: 1, page_size: 2 });
    expect(page.body.total).toBeGreaterThanOrEqual(3);
    expect(page.body.data[0]).toEqual({
      audit_id: expect.any(Number),
      staff_id: member.id,
      staff_email: member.email,
      action: 'home_slide.update',
      entity: 'home_slide',
      entity_id: String(slide.slider_id),
      before: expect.objectContaining({ slider_title: slide.slider_title }),
      after: expect.objectContaining({ slider_title: 'Audited title' }),
      created_at: expect.any(String),
      parent_id: null,
    });
    expect(page.body.data[0].audit_id).toBeGreaterThan(page.body.data[1].audit_id);

    const bySettings = await admin(t, 'GET', 'audit?entity=shop_settings', owner);
    // The three saves of the tests above (two settings, one registered for GST).
    expect(bySettings.body.total).toBe(3);
    expect(bySettings.body.data.every((r: { action: string; staff_id: number }) => r.action === 'settings.update' && r.staff_id === owner.id)).toBe(true);
    expect((await admin(t, 'GET', `audit?staff_id=${member.id}`, owner)).body.data.every((r: { staff_id: number }) => r.staff_id === member.id)).toBe(true);
    expect((await admin(t, 'GET', `audit?entity=home_slide&entity_id=${slide.slider_id}&action=home_slide.update`, owner)).body.total).toBe(1);
    expect((await admin(t, 'GET', 'audit?action=nothing.like.this', owner)).body).toMatchObject({ data: [], total: 0 });
    // The staff setup rows (the command line) have no member.
    expect((await admin(t, 'GET', 'audit?entity=staff&page_size=100', owner)).body.data.some((r: { staff_id: number | null }) => r.staff_id === null)).toBe(
      true,
    );

    expect((await admin(t, 'GET', 'audit?staff_id=0', owner)).body.message).toBe('staff_id must be a whole number from 1 to 2147483647');
    expect((await admin(t, 'GET', `audit?entity=${'e'.repeat(101)}`, owner)).body.message).toBe('entity must be at most 100 characters');
    expect((await admin(t, 'GET', 'audit?action=a%00', owner)).status).toBe(400);
  });
});
