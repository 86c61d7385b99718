import { describe, expect, it } from 'vitest';
import { FailureCounter, LOGIN_THROTTLE_RULES, LoginThrottle, type AttemptResult } from './login-throttle.js';
import { HashBusyError } from './scrypt-pool.js';

const MINUTE = 60_000;

function clock() {
  let now = 1_700_000_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

const allowed = (r: AttemptResult) => r.ok;
const waitOf = (r: AttemptResult) => (r.ok ? 0 : r.retryAfterSeconds);

describe('LoginThrottle', () => {
  it('releases attempts whose password was never checked (busy): 50 of them lock nothing', async () => {
    const th = new LoginThrottle(clock().now);
    const refuse = (s: number) => new Error(`wait ${s}`);
    const busy = () => Promise.reject(new HashBusyError());
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => th.guard({ email: 'a@x.com', ip: '1.1.1.1' }, busy, refuse)));
    // Counted before the check, the first 5 trip the lock; released, they lift it again.
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof HashBusyError)).toHaveLength(5);
    expect(await th.guard({ email: 'a@x.com', ip: '1.1.1.1' }, async () => true, refuse)).toBe(true);
  });

  it('keeps a wrong password counted and a thrown fault counted too', async () => {
    const th = new LoginThrottle(clock().now);
    const refuse = (s: number) => new Error(`wait ${s}`);
    for (let i = 0; i < 4; i++) expect(await th.guard({ email: 'a@x.com', ip: '1.1.1.1' }, async () => false, refuse)).toBe(false);
    await expect(th.guard({ email: 'a@x.com', ip: '1.1.1.1' }, () => Promise.reject(new Error('db down')), refuse)).rejects.toThrow('db down');
    await expect(th.guard({ email: 'a@x.com', ip: '1.1.1.1' }, async () => true, refuse)).rejects.toThrow('wait 300');
  });

  it('lifts a lock when a failure that tripped it is taken back', () => {
    const counter = new FailureCounter({ max: 3, windowMs: 15 * MINUTE, lockMs: 5 * MINUTE });
    counter.fail('k', 1);
    counter.fail('k', 2);
    counter.fail('k', 3);
    expect(counter.retryAfterMs('k', 4)).toBeGreaterThan(0);
    counter.undo('k', 2);
    expect(counter.retryAfterMs('k', 4)).toBe(0);
  });

  it('states its limits', () => {
    expect(LOGIN_THROTTLE_RULES).toEqual({
      accountFromAddress: { max: 5, windowMs: 15 * MINUTE, lockMs: 5 * MINUTE },
      accountFromDevice: { max: 5, windowMs: 15 * MINUTE, lockMs: 5 * MINUTE },
      untrustedAccount: { max: 20, windowMs: 15 * MINUTE, spacingMs: 30_000 },
      address: { max: 30, windowMs: 15 * MINUTE, lockMs: 10 * MINUTE },
    });
  });

  it('counts each attempt before its check: of 50 at once for one e-mail from one address, 5 go through', () => {
    const th = new LoginThrottle(clock().now);
    const results = Array.from({ length: 50 }, () => th.begin('a@x.com', '1.1.1.1'));
    expect(results.filter(allowed)).toHaveLength(5);
    expect(waitOf(results[49]!)).toBe(300);
  });

  it('locks an e-mail from one address after 5 failures, for 5 minutes only', () => {
    const c = clock();
    const th = new LoginThrottle(c.now);
    for (let i = 0; i < 5; i++) expect(allowed(th.begin('a@x.com', '1.1.1.1'))).toBe(true);
    expect(waitOf(th.begin('a@x.com', '1.1.1.1'))).toBe(300);
    expect(allowed(th.begin('a@x.com', '2.2.2.2'))).toBe(true);
    expect(allowed(th.begin('b@x.com', '1.1.1.1'))).toBe(true);
    c.advance(4 * MINUTE);
    expect(waitOf(th.begin('a@x.com', '1.1.1.1'))).toBe(60);
    c.advance(MINUTE);
    expect(allowed(th.begin('a@x.com', '1.1.1.1'))).toBe(true);
  });

  it('forgets failures older than the 15-minute window', () => {
    const c = clock();
    const th = new LoginThrottle(c.now);
    for (let i = 0; i < 4; i++) th.begin('a@x.com', '1.1.1.1');
    c.advance(15 * MINUTE + 1);
    for (let i = 0; i < 4; i++) expect(allowed(th.begin('a@x.com', '1.1.1.1'))).toBe(true);
    expect(allowed(th.begin('a@x.com', '1.1.1.1'))).toBe(true);
  });

  it('takes a successful attempt back and clears the account’s failures, but not the address’s other failures', () => {
    const c = clock();
    const th = new LoginThrottle(c.now);
    for (let i = 0; i < 4; i++) th.begin('a@x.com', '1.1.1.1');
    const good = th.begin('a@x.com', '1.1.1.1');
    if (!good.ok) throw new Error('refused');
    th.succeeded(good.attempt);
    for (let i = 0; i < 4; i++) expect(allowed(th.begin('a@x.com', '1.1.1.1'))).toBe(true);
    // 8 address failures so far (the success was taken back); 22 more over other e-mails reach 30.
    for (let i = 0; i < 22; i++) expect(allowed(th.begin(`u${i}@x.com`, '1.1.1.1'))).toBe(true);
    expect(waitOf(th.begin('new@x.com', '1.1.1.1'))).toBe(600);
  });

  it('slows, never locks, an account guessed from many addresses: untrusted tries 30 s apart, a trusted device at once', () => {
    const c = clock();
    const th = new LoginThrottle(c.now);
    for (let i = 0; i < 20; i++) expect(allowed(th.begin('a@x.com', `10.0.0.${i}`))).toBe(true);
    // A stranger from yet another address waits 30 s; so does the owner on a new device.
    expect(waitOf(th.begin('a@x.com', '9.9.9.9'))).toBe(30);
    // The owner's browser with its device cookie is not slowed.
    const owner = th.begin('a@x.com', '8.8.8.8', 'device-1');
    expect(owner.ok).toBe(true);
    c.advance(30_000);
    expect(allowed(th.begin('a@x.com', '9.9.9.9'))).toBe(true);
    // Thirty attempts at once after the pause: one goes through.
    c.advance(30_000);
    const burst = Array.from({ length: 30 }, (_, i) => th.begin('a@x.com', `172.16.0.${i}`));
    expect(burst.filter(allowed)).toHaveLength(1);
    // After 15 quiet minutes the account is back to normal.
    c.advance(15 * MINUTE);
    expect(allowed(th.begin('a@x.com', '9.9.9.9'))).toBe(true);
    expect(allowed(th.begin('a@x.com', '9.9.9.10'))).toBe(true);
  });

  it('locks a trusted device after 5 failures on its account', () => {
    const th = new LoginThrottle(clock().now);
    for (let i = 0; i < 5; i++) expect(allowed(th.begin('a@x.com', `10.0.0.${i}`, 'device-1'))).toBe(true);
    expect(waitOf(th.begin('a@x.com', '10.0.1.1', 'device-1'))).toBe(300);
    expect(allowed(th.begin('a@x.com', '10.0.1.1', 'device-2'))).toBe(true);
  });
});

describe('FailureCounter', () => {
  it('keeps at most maxKeys keys, forgetting idle and then oldest ones', () => {
    const counter = new FailureCounter({ max: 2, windowMs: MINUTE, lockMs: MINUTE }, 3);
    const t0 = 1_000_000;
    counter.fail('locked', t0);
    counter.fail('locked', t0);
    for (let i = 0; i < 10; i++) counter.fail(`k${i}`, t0 + 2 * MINUTE + i);
    // 'locked' fell out once idle; the newest keys stay.
    expect(counter.retryAfterMs('locked', t0 + 10)).toBe(0);
    counter.fail('k9', t0 + 2 * MINUTE + 20);
    expect(counter.retryAfterMs('k9', t0 + 2 * MINUTE + 20)).toBe(MINUTE);
  });
});
