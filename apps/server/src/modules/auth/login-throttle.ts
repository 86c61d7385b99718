import { HashBusyError } from './scrypt-pool.js';

/**
 * Throttles guessing of passwords, per process and in memory (each server process counts on
 * its own, so behind a load balancer of N processes the limits are at most N times these).
 *
 * Every attempt is counted *before* its password is checked, and the check-and-count is one
 * synchronous step, so fifty guesses sent at once are counted one by one: once a limit is
 * reached the rest are refused (429) without any scrypt work. A success takes its own
 * provisional failure back.
 *
 * Four counters of failed attempts:
 * - one e-mail from one client address: 5 failures in 15 minutes lock that pair for 5 minutes;
 * - one e-mail from a trusted device (a device cookie from an earlier successful login to
 *   that account): 5 failures in 15 minutes lock that device for 5 minutes;
 * - one e-mail from untrusted clients (no device cookie), any address: after 20 failures in
 *   15 minutes the account is not locked but slowed: untrusted attempts must be 30 seconds
 *   apart (one guess per 30 s across all addresses, a 429 for the others);
 * - one client address, any e-mails: 30 failures in 15 minutes lock the address for 10 minutes.
 * So strangers spread over many addresses get few guesses and never lock the owner out: the
 * owner's own browser carries its device cookie and logs in at once, and from a new device
 * the owner waits at most 30 seconds between tries. A success clears the account's and the
 * pair's counters, not the address's (a guesser cannot reset their address by logging into
 * an account of their own).
 *
 * An attempt whose password could not be checked at all (the hash queue was full, 429
 * "server is busy") is released: it counts nowhere, so a sign-up flood cannot lock anyone out.
 */

export interface ThrottleRule {
  /** Failures allowed within the window; the next attempt is refused. */
  max: number;
  windowMs: number;
  /** How long a key is refused once it reached `max`. */
  lockMs?: number;
  /** Instead of a lock: once at `max`, attempts must be at least this far apart. */
  spacingMs?: number;
}

const MINUTE = 60_000;

export const LOGIN_THROTTLE_RULES = {
  accountFromAddress: { max: 5, windowMs: 15 * MINUTE, lockMs: 5 * MINUTE },
  accountFromDevice: { max: 5, windowMs: 15 * MINUTE, lockMs: 5 * MINUTE },
  untrustedAccount: { max: 20, windowMs: 15 * MINUTE, spacingMs: 30_000 },
  address: { max: 30, windowMs: 15 * MINUTE, lockMs: 10 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/** Keys remembered at most per counter; past it the idle and then the oldest are forgotten. */
const MAX_KEYS = 20_000;

interface Entry {
  /** Times of failures within the window, oldest first, at most `max` (kept while locked, so a failure taken back lifts its lock). */
  failures: number[];
  /** 0 when not locked. */
  lockedUntil: number;
}

/** Failed attempts per key within a sliding window; `max` of them lock (or slow) the key. */
export class FailureCounter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: ThrottleRule,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it may now. */
  retryAfterMs(key: string, now: number): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    if (entry.lockedUntil > now) return entry.lockedUntil - now;
    const { spacingMs } = this.rule;
    if (spacingMs !== undefined) {
      const recent = entry.failures.filter((t) => t > now - this.rule.windowMs);
      if (recent.length >= this.rule.max) return Math.max(0, recent[recent.length - 1]! + spacingMs - now);
    }
    return 0;
  }

  /** Counts a failure (or an attempt not yet known to succeed) at `now`. */
  fail(key: string, now: number): void {
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0 };
    // A lock served in full starts the count afresh.
    if (entry.lockedUntil !== 0 && entry.lockedUntil <= now) {
      entry.failures = [];
      entry.lockedUntil = 0;
    }
    entry.failures = entry.failures.filter((t) => t > now - this.rule.windowMs);
    entry.failures.push(now);
    if (entry.failures.length > this.rule.max) entry.failures.shift();
    if (entry.failures.length >= this.rule.max && this.rule.lockMs !== undefined) entry.lockedUntil = now + this.rule.lockMs;
    // Re-inserted so the map's order is least recently failed first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxKeys) this.forgetIdle(now);
  }

  /** Takes back the failure counted at `at` (the attempt succeeded or was never checked). */
  undo(key: string, at: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    const i = entry.failures.lastIndexOf(at);
    if (i < 0) return;
    entry.failures.splice(i, 1);
    // The lock stands only while the failures that tripped it do.
    if (entry.failures.length < this.rule.max) entry.lockedUntil = 0;
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

/** One counted attempt: finish it with `succeeded` or leave it counted as a failure. */
export interface LoginAttempt {
  email: string;
  ip: string;
  /** The trusted device's id, when the attempt carried a valid device cookie for this e-mail. */
  device: string | null;
  at: number;
}

export type AttemptResult = { ok: true; attempt: LoginAttempt } | { ok: false; retryAfterSeconds: number };

/** The login counters together, keyed by the (lower-cased) e-mail, the client address and the device. */
export class LoginThrottle {
  private readonly pair = new FailureCounter(LOGIN_THROTTLE_RULES.accountFromAddress);
  private readonly device = new FailureCounter(LOGIN_THROTTLE_RULES.accountFromDevice);
  private readonly account = new FailureCounter(LOGIN_THROTTLE_RULES.untrustedAccount);
  private readonly address = new FailureCounter(LOGIN_THROTTLE_RULES.address);

  constructor(private readonly clock: () => number = Date.now) {}

  /**
   * Refuses (with the seconds to wait) or counts an attempt for this e-mail from this address
   * and device, in one synchronous step: call it before any password work.
   */
  begin(email: string, ip: string, device: string | null = null): AttemptResult {
    const now = this.clock();
    const ms = Math.max(
      this.pair.retryAfterMs(pairKey(email, ip), now),
      this.address.retryAfterMs(ip, now),
      device ? this.device.retryAfterMs(pairKey(email, device), now) : this.account.retryAfterMs(email, now),
    );
    if (ms > 0) return { ok: false, retryAfterSeconds: Math.ceil(ms / 1000) };
    this.pair.fail(pairKey(email, ip), now);
    this.address.fail(ip, now);
    if (device) this.device.fail(pairKey(email, device), now);
    else this.account.fail(email, now);
    return { ok: true, attempt: { email, ip, device, at: now } };
  }

  /**
   * The attempt's password was right: its failure is taken back and its counters cleared. A
   * trusted device's success leaves the strangers' count alone (they stay slowed); an
   * untrusted success clears it.
   */
  succeeded(attempt: LoginAttempt): void {
    this.pair.reset(pairKey(attempt.email, attempt.ip));
    if (attempt.device) this.device.reset(pairKey(attempt.email, attempt.device));
    else this.account.reset(attempt.email);
    this.address.undo(attempt.ip, attempt.at);
  }

  /** The password was never checked (the server was busy): the attempt is taken back everywhere it was counted. */
  released(attempt: LoginAttempt): void {
    this.pair.undo(pairKey(attempt.email, attempt.ip), attempt.at);
    if (attempt.device) this.device.undo(pairKey(attempt.email, attempt.device), attempt.at);
    else this.account.undo(attempt.email, attempt.at);
    this.address.undo(attempt.ip, attempt.at);
  }

  /**
   * One guarded password check: refused with `refuse(seconds)` while a limit holds, else
   * counted, then `check` runs (the scrypt work; true when the credentials are right). A right
   * password clears the counters; a busy refusal (HashBusyError) releases the attempt and is
   * rethrown; anything else leaves it counted as a failure.
   */
  async guard(
    key: { email: string; ip: string; device?: string | null },
    check: () => Promise<boolean>,
    refuse: (retryAfterSeconds: number) => Error,
  ): Promise<boolean> {
    const begun = this.begin(key.email, key.ip, key.device ?? null);
    if (!begun.ok) throw refuse(begun.retryAfterSeconds);
    let ok: boolean;
    try {
      ok = await check();
    } catch (err) {
      if (err instanceof HashBusyError) this.released(begun.attempt);
      throw err;
    }
    if (ok) this.succeeded(begun.attempt);
    return ok;
  }
}

const pairKey = (email: string, other: string) => `${email}\n${other}`;
