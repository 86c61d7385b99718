/**
 * Throttles guessing of passwords, per process and in memory (each server process counts on
 * its own, so behind a load balancer of N processes the limits are at most N times these).
 *
 * Three counters of failed attempts, each with a window and a lock:
 * - one e-mail from one client address: 5 failures in 15 minutes lock that pair for 5 minutes;
 * - one e-mail from any address: 20 failures in 15 minutes lock the account for 5 minutes
 *   (a spread-out guesser needs many addresses and still gets few tries);
 * - one client address, any e-mails: 30 failures in 15 minutes lock the address for 10 minutes.
 * A success clears the account's failures (both e-mail counters, not the address's, so a
 * guesser cannot reset their address by logging into an account of their own). Someone who
 * does not know a customer's password can therefore lock that customer out only from many
 * addresses at once, and only for minutes; from their own address they only lock themselves.
 */

export interface ThrottleRule {
  /** Failures allowed within the window; the next attempt is refused. */
  max: number;
  windowMs: number;
  /** How long a key is refused once it reached `max`. */
  lockMs: number;
}

const MINUTE = 60_000;

export const LOGIN_THROTTLE_RULES = {
  accountFromAddress: { max: 5, windowMs: 15 * MINUTE, lockMs: 5 * MINUTE },
  account: { max: 20, windowMs: 15 * MINUTE, lockMs: 5 * MINUTE },
  address: { max: 30, windowMs: 15 * MINUTE, lockMs: 10 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/** Keys remembered at most per counter; past it the idle and then the oldest are forgotten. */
const MAX_KEYS = 50_000;

interface Entry {
  failures: number[];
  lockedUntil: number;
}

/** Failed attempts per key within a sliding window; `max` of them lock the key for `lockMs`. */
export class FailureCounter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: ThrottleRule,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it may now. */
  retryAfterMs(key: string, now: number): number {
    const entry = this.entries.get(key);
    return entry && entry.lockedUntil > now ? entry.lockedUntil - now : 0;
  }

  fail(key: string, now: number): void {
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0 };
    entry.failures = entry.failures.filter((t) => t > now - this.rule.windowMs);
    entry.failures.push(now);
    if (entry.failures.length >= this.rule.max) {
      entry.lockedUntil = now + this.rule.lockMs;
      entry.failures = [];
    }
    // Re-inserted so the map's order is least recently failed first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxKeys) this.forgetIdle(now);
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private forgetIdle(now: number): void {
    for (const [key, entry] of this.entries) {
      const recent = entry.failures.some((t) => t > now - this.rule.windowMs);
      if (!recent && entry.lockedUntil <= now) this.entries.delete(key);
    }
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxKeys) break;
      this.entries.delete(key);
    }
  }
}

/** The three login counters together, keyed by the (lower-cased) e-mail and the client address. */
export class LoginThrottle {
  private readonly pair = new FailureCounter(LOGIN_THROTTLE_RULES.accountFromAddress);
  private readonly account = new FailureCounter(LOGIN_THROTTLE_RULES.account);
  private readonly address = new FailureCounter(LOGIN_THROTTLE_RULES.address);

  constructor(private readonly clock: () => number = Date.now) {}

  /** Seconds to wait before this e-mail may be tried from this address; 0 when it may now. */
  retryAfterSeconds(email: string, ip: string): number {
    const now = this.clock();
    const ms = Math.max(
      this.pair.retryAfterMs(pairKey(email, ip), now),
      this.account.retryAfterMs(email, now),
      this.address.retryAfterMs(ip, now),
    );
    return Math.ceil(ms / 1000);
  }

  failed(email: string, ip: string): void {
    const now = this.clock();
    this.pair.fail(pairKey(email, ip), now);
    this.account.fail(email, now);
    this.address.fail(ip, now);
  }

  succeeded(email: string, ip: string): void {
    this.pair.reset(pairKey(email, ip));
    this.account.reset(email);
  }
}

const pairKey = (email: string, ip: string) => `${email}\n${ip}`;
