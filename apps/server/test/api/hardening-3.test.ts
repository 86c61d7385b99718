import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test-app.js';
import { freshIp, newAccount, post, signUpAndLogin } from '../accounts.js';
import { STAFF_PASSWORD, admin, staffUser } from '../admin.js';
import { HASH_BUSY_MESSAGE } from '../../src/modules/auth/scrypt-pool.js';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(async () => {
  await t?.close();
});

/**
 * Fills the password-hash queue with sign-ups from many addresses and, once one of them has
 * been refused as busy, sends `during()` while the queue is still full; answers what it got.
 */
async function duringSignUpFlood<T>(during: () => Promise<T>): Promise<T> {
  let busySeen!: () => void;
  const busy = new Promise<void>((resolve) => (busySeen = resolve));
  const flood = Array.from({ length: 60 }, async () => {
    const res = await post(t, 'Users/UserSignUp', newAccount('flood'));
    if (res.status === 429) busySeen();
    return res.status;
  });
  await busy;
  const result = await during();
  await Promise.all(flood);
  return result;
}

describe('a sign-up flood does not lock anyone out (finding 1)', () => {
  it('does not count a customer login refused as busy: the right password logs in once the flood is over', async () => {
    const me = await signUpAndLogin(t, 'flooded');
    const ip = freshIp();
    const login = () => post(t, 'Users/UserLogin', { customer_email: me.email, customer_password: me.password }, {}, ip);
    const during = await duringSignUpFlood(() => Promise.all(Array.from({ length: 10 }, login)));
    const busy = during.filter((r) => r.status === 429 && r.body.message === HASH_BUSY_MESSAGE);
    expect(busy.length).toBeGreaterThanOrEqual(5);
    const after = await login();
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });

  it('does not count a staff sign-in refused as busy either', async () => {
    const member = await staffUser(t, 'staff');
    const ip = freshIp();
    const signIn = () => t.request({ method: 'POST', url: '/api/admin/session', payload: { email: member.email, password: STAFF_PASSWORD }, remoteAddress: ip });
    const during = await duringSignUpFlood(() => Promise.all(Array.from({ length: 10 }, signIn)));
    expect(during.filter((r) => r.status === 429 && r.body.message === HASH_BUSY_MESSAGE).length).toBeGreaterThanOrEqual(5);
    const after = await signIn();
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });

  it('lets the signed-in owner change the password while strangers keep the account slowed', async () => {
    const me = await signUpAndLogin(t, 'slowed');
    // 20 wrong guesses from 20 addresses slow the account for untrusted clients.
    for (let i = 0; i < 20; i++) {
      const res = await post(t, 'Users/UserLogin', { customer_email: me.email, customer_password: 'Wrong#1234' });
      expect(res.status).toBe(401);
    }
    const stranger = await post(t, 'Users/UserLogin', { customer_email: me.email, customer_password: 'Wrong#1234' });
    expect(stranger.status).toBe(429);
    const res = await post(
      t,
      'Customers/UpdateCustomer',
      { customer_name: 'Asha Rao', customer_display_name: 'Asha', customer_email: me.email, current_password: me.password, customer_password: 'Granite#2027' },
      me.headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('one active owner always (finding 3)', () => {
  it('keeps an active owner when two owners demote or switch off each other at the same moment, 6 rounds', async () => {
    // A shop of its own: only the owners made here.
    const shop = await createTestShop();
    try {
      let survivor = await staffUser(shop, 'owner');
      for (let round = 0; round < 6; round++) {
        const other = await staffUser(shop, 'owner');
        const change = round % 2 === 0 ? { role: 'staff' } : { active: false };
        const [a, b] = await Promise.all([admin(shop, 'PATCH', `staff/${other.id}`, survivor, change), admin(shop, 'PATCH', `staff/${survivor.id}`, other, change)]);
        const statuses = [a.status, b.status].sort();
        // One wins; the other is refused as the last owner (or, if it came second, its session ended).
        expect(statuses[0], JSON.stringify([a.body, b.body])).toBe(200);
        expect([401, 409]).toContain(statuses[1]);
        const owners = await shop.shop.db.selectFrom('staff').select('staff_id').where('role', '=', 'owner').where('active', '=', 1).execute();
        expect(owners).toHaveLength(1);
        survivor = owners[0]!.staff_id === other.id ? other : survivor;
      }
    } finally {
      await shop.close();
    }
  });
});
