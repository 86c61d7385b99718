import { describe, expect, it } from 'vitest';
import { FailureCounter, LOGIN_THROTTLE_RULES, LoginThrottle } from './login-throttle.js';

const MINUTE = 60_000;

function clock() {
  let now = 1_700_000_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('LoginThrottle', () => {
  it('states its limits', () => {
    expect(LOGIN_THROTTLE_RULES).toEqual({
      accountFromAddress: { max: 5, windowMs: 15 * MINUTE, lockMs: 5 * MINUTE },
      account: { max: 20, windowMs: 15 * MINUTE, lockMs: 5 * MINUTE },
      address: { max: 30, windowMs: 15 * MINUTE, lockMs: 10 * MINUTE },
    });
  });

  it('locks an e-mail from one address after 5 failures, for 5 minutes only', () => {
    const c = clock();
    const th = new LoginThrottle(c.now);
    for (let i = 0; i < 4; i++) th.failed('a@x.com', '1.1.1.1');
    expect(th.retryAfterSeconds('a@x.com', '1.1.1.1')).toBe(0);
    th.failed('a@x.com', '1.1.1.1');
    expect(th.retryAfterSeconds('a@x.com', '1.1.1.1')).toBe(300);
    expect(th.retryAfterSeconds('a@x.com', '2.2.2.2')).toBe(0);
    expect(th.retryAfterSeconds('b@x.com', '1.1.1.1')).toBe(0);
    c.advance(4 * MINUTE);
    expect(th.retryAfterSeconds('a@x.com', '1.1.1.1')).toBe(60);
    c.advance(MINUTE);
    expect(th.retryAfterSeconds('a@x.com', '1.1.1.1')).toBe(0);
    // After the lock the count starts again: one more failure does not lock.
    th.failed('a@x.com', '1.1.1.1');
    expect(th.retryAfterSeconds('a@x.com', '1.1.1.1')).toBe(0);
  });

  it('forgets failures older than the 15-minute window', () => {
    const c = clock();
    const th = new LoginThrottle(c.now);
    for (let i = 0; i < 4; i++) th.failed('a@x.com', '1.1.1.1');
    c.advance(15 * MINUTE + 1);
    th.failed('a@x.com', '1.1.1.1');
    expect(th.retryAfterSeconds('a@x.com', '1.1.1.1')).toBe(0);
  });

  it('clears the account’s failures on a success, but not the address’s', () => {
    const c = clock();
    const th = new LoginThrottle(c.now);
    for (let i = 0; i < 4; i++) th.failed('a@x.com', '1.1.1.1');
    th.succeeded('a@x.com', '1.1.1.1');
    for (let i = 0; i < 4; i++) th.failed('a@x.com', '1.1.1.1');
    expect(th.retryAfterSeconds('a@x.com', '1.1.1.1')).toBe(0);
    // 8 address failures so far; 22 more over other e-mails reach the address limit of 30.
    for (let i = 0; i < 22; i++) th.failed(`u${i}@x.com`, '1.1.1.1');
    expect(th.retryAfterSeconds('new@x.com', '1.1.1.1')).toBe(600);
    th.succeeded('a@x.com', '1.1.1.1');
    expect(th.retryAfterSeconds('new@x.com', '1.1.1.1')).toBe(600);
  });

  it('locks an account tried from many addresses after 20 failures, for 5 minutes', () => {
    const c = clock();
    const th = new LoginThrottle(c.now);
    for (let i = 0; i < 20; i++) th.failed('a@x.com', `10.0.0.${i}`);
    expect(th.retryAfterSeconds('a@x.com', '9.9.9.9')).toBe(300);
    c.advance(5 * MINUTE);
    expect(th.retryAfterSeconds('a@x.com', '9.9.9.9')).toBe(0);
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
