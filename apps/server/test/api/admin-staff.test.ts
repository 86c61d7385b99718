import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffService } from '../../src/modules/staff/staff.service.js';
import { createTestShop, type TestShop } from '../test-app.js';
import { freshIp, signUpAndLogin } from '../accounts.js';
import { admin, STAFF_PASSWORD, staffUser } from '../admin.js';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(async () => {
  await t?.close();
});

describe('the first owner, from the setup link', () => {
  it('is made once: the link works while no owner exists, then every link is dead', async () => {
    const staff = new StaffService(t.shop);
    const link = await staff.setupLinkIfNoOwner();
    expect(link).toMatch(/^\/admin\/setup\?token=[A-Za-z0-9_-]{43}$/);
    const older = (await staff.setupLinkIfNoOwner())!;
    const token = new URL(link!, 'http://x').searchParams.get('token')!;
    expect((await admin(t, 'GET', `setup?token=${token}`, null)).body).toEqual({ success: true, data: { valid: true } });
    expect((await admin(t, 'GET', 'setup?token=nope', null)).body.data.valid).toBe(false);

    const weak = await admin(t, 'POST', 'setup', null, { token, name: 'Meera', email: 'meera@stoneshop.test', password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password must be at least 8 characters long');

    const made = await admin(t, 'POST', 'setup', null, { token, name: 'Meera', email: 'Meera@StoneShop.test', password: STAFF_PASSWORD });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.staff).toMatchObject({ email: 'meera@stoneshop.test', role: 'owner', active: true });
    const me = await admin(t, 'GET', 'session', { headers: { authorization: `Bearer ${made.body.data.token}` } });
    expect(me.body.data.name).toBe('Meera');

    for (const used of [token, new URL(older, 'http://x').searchParams.get('token')!]) {
      const again = await admin(t, 'POST', 'setup', null, { token: used, name: 'Mallory', email: 'mallory@example.com', password: STAFF_PASSWORD });
      expect(again.status).toBe(410);
      expect(again.body).toEqual({ success: false, message: 'This setup link is not valid or has already been used.' });
    }
    expect(await staff.setupLinkIfNoOwner()).toBeNull();
    const audit = await t.shop.db.selectFrom('audit_log').selectAll().where('action', '=', 'staff.setup').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after_json).not.toMatch(/password|scrypt/i);
  });
});

describe('sign-in and the doors', () => {
  it('no token is 401, a customer token is 403, a member gets in; staff cannot open owner routes', async () => {
    const customer = await signUpAndLogin(t, 'nosy');
    const owner = await staffUser(t, 'owner');
    const member = await staffUser(t, 'staff');
    expect((await admin(t, 'GET', 'session', null)).status).toBe(401);
    const asCustomer = await admin(t, 'GET', 'session', { headers: { authorization: `Bearer ${customer.token}` } });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.message).toBe('A customer account cannot open the back office.');
    expect((await admin(t, 'GET', 'session', { headers: { token: customer.token } })).status).toBe(403);
    expect((await admin(t, 'GET', 'session', { headers: { authorization: 'Bearer forged' } })).status).toBe(401);
    expect((await admin(t, 'GET', 'session', member)).status).toBe(200);
    const staffList = await admin(t, 'GET', 'staff', member);
    expect(staffList.status).toBe(403);
    expect(staffList.body.message).toBe('Only the shop owner can do this.');
    const list = await admin(t, 'GET', 'staff', owner);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toMatch(/password|scrypt/i);
    // A member's session token is not a customer's token either.
    expect((await t.get('Customers/GetCustomerInfo', { token: member.token })).status).toBe(401);
  });

  it('a wrong password is 401 with one message; guesses are throttled before they are checked', async () => {
    const member = await staffUser(t, 'staff');
    const ip = freshIp();
    const wrong = await t.request({ method: 'POST', url: '/api/admin/session', payload: { email: member.email, password: 'Wrong#1234' }, remoteAddress: ip });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password.');
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request({ method: 'POST', url: '/api/admin/session', payload: { email: member.email, password: 'Wrong#1234' }, remoteAddress: ip }),
      ),
    );
    expect(burst.filter((r) => r.status === 401).length).toBeLessThanOrEqual(4);
    expect(burst.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(16);
  });

  it('sign-out ends the session on the server', async () => {
    const member = await staffUser(t, 'staff');
    expect((await admin(t, 'DELETE', 'session', member)).body).toEqual({ success: true, message: 'Signed out.' });
    const after = await admin(t, 'GET', 'session', member);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your back-office session has ended. Please sign in again.');
  });
});

describe('the session cookie (every tab of the browser)', () => {
  /** Signs in as the browser does and answers the cookie the server set. */
  async function browserSignIn(role: 'owner' | 'staff' = 'staff') {
    const member = await staffUser(t, role);
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: member.email, password: STAFF_PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(res.status).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    return { member, setCookie, cookie: { cookie: setCookie.split(';')[0]! } };
  }

  it('is HttpOnly, SameSite=Strict, for /api/admin only, and lasts as long as the session', async () => {
    const { setCookie } = await browserSignIn();
    expect(setCookie).toMatch(/^shop_admin=[A-Za-z0-9_-]{20,}; Max-Age=(4319[0-9]|43200); Path=\/api\/admin; HttpOnly; SameSite=Strict$/);
  });

  it('opens the back office in any tab: reads with the cookie alone', async () => {
    const { member, cookie } = await browserSignIn();
    const me = await admin(t, 'GET', 'session', { headers: cookie });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(member.email);
    expect((await admin(t, 'GET', 'orders', { headers: cookie })).status).toBe(200);
  });

  it("a change needs the back office's header too: another site's form cannot make one", async () => {
    const { cookie } = await browserSignIn('owner');
    const forged = await admin(
      t,
      'POST',
      'staff',
      { headers: cookie },
      { email: `x.${Date.now()}@stoneshop.test`, name: 'Forged', role: 'owner', password: 'Jaipur#2026' },
    );
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('This change must be made from the back office.');
    expect(await t.shop.db.selectFrom('staff').select('staff_id').where('name', '=', 'Forged').execute()).toEqual([]);
    const real = await admin(
      t,
      'POST',
      'staff',
      { headers: { ...cookie, 'x-requested-with': 'shop-admin' } },
      { email: `y.${Date.now()}@stoneshop.test`, name: 'Real One', role: 'staff', password: 'Jaipur#2026' },
    );
    expect(real.status).toBe(201);
  });

  it('sign-out in one tab ends it for all: the cookie is cleared and the session refused', async () => {
    const { cookie } = await browserSignIn();
    const out = await admin(t, 'DELETE', 'session', { headers: { ...cookie, 'x-requested-with': 'shop-admin' } });
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^shop_admin=; Max-Age=0; Path=\/api\/admin; HttpOnly; SameSite=Strict/);
    // Another tab still sends the old cookie until it hears: the server refuses it and clears it there too.
    const other = await admin(t, 'GET', 'orders', { headers: cookie });
    expect(other.status).toBe(401);
    expect(other.body.message).toBe('Your back-office session has ended. Please sign in again.');
    expect(String(other.headers['set-cookie'])).toMatch(/^shop_admin=; Max-Age=0;/);
  });

  it('a customer cannot use it, and junk in it is simply no session', async () => {
    for (const value of ['x', 'a'.repeat(500), 'abc;def', '%00%0d%0a']) {
      const res = await admin(t, 'GET', 'orders', { headers: { cookie: `shop_admin=${value}` } });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Please sign in to the back office.');
    }
  });
});

describe('staff accounts (owner)', () => {
  it('adds a member, refuses a taken e-mail, and a password change or switch-off ends their sessions', async () => {
    const owner = await staffUser(t, 'owner');
    const email = `packer.${Date.now()}@stoneshop.test`;
    const made = await admin(t, 'POST', 'staff', owner, { name: 'Ravi', email, password: STAFF_PASSWORD, role: 'staff' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const again = await admin(t, 'POST', 'staff', owner, { name: 'Ravi', email, password: STAFF_PASSWORD, role: 'staff' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A staff account with this email already exists.');

    const signIn = await t.request({ method: 'POST', url: '/api/admin/session', payload: { email, password: STAFF_PASSWORD }, remoteAddress: freshIp() });
    const ravi = { headers: { authorization: `Bearer ${signIn.body.data.token}` } };
    expect((await admin(t, 'GET', 'session', ravi)).status).toBe(200);
    const id = made.body.data.staff_id;
    expect((await admin(t, 'PATCH', `staff/${id}`, owner, { password: 'Changed#2026' })).status).toBe(200);
    expect((await admin(t, 'GET', 'session', ravi)).status).toBe(401);

    const signIn2 = await t.request({ method: 'POST', url: '/api/admin/session', payload: { email, password: 'Changed#2026' }, remoteAddress: freshIp() });
    const ravi2 = { headers: { authorization: `Bearer ${signIn2.body.data.token}` } };
    expect((await admin(t, 'PATCH', `staff/${id}`, owner, { active: false })).body.data.active).toBe(false);
    expect((await admin(t, 'GET', 'session', ravi2)).status).toBe(401);
    const off = await t.request({ method: 'POST', url: '/api/admin/session', payload: { email, password: 'Changed#2026' }, remoteAddress: freshIp() });
    expect(off.status).toBe(401);
    expect((await admin(t, 'PATCH', 'staff/99999999', owner, { name: 'X' })).status).toBe(404);
    expect((await admin(t, 'PATCH', `staff/${id}`, owner, { role: 'king' })).status).toBe(400);
    expect((await admin(t, 'PATCH', `staff/${id}`, owner, { password_hash: 'x' })).status).toBe(400);
  });

  it('an owner cannot switch off or demote themselves', async () => {
    const owner = await staffUser(t, 'owner');
    const res = await admin(t, 'PATCH', `staff/${owner.id}`, owner, { role: 'staff' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You cannot switch off or demote your own account.');
    const audit = await t.shop.db.selectFrom('audit_log').select(['action', 'staff_email']).where('action', '=', 'staff.update').execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });
});
