import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/**
 * Request limits per client address or per customer, per process (@fastify/rate-limit's
 * in-memory store: fixed windows, counted before the handler runs, so a burst sent at once
 * is counted one by one). Behind N processes a client gets at most N times these; for exact
 * shared limits use the balancer (README, security).
 */
export const RATE_LIMITS = {
  /** New accounts from one address (also bounds how fast anyone can ask whether an e-mail has an account). */
  signUpPerAddress: { max: 10, timeWindow: 10 * 60_000 },
  /** Login requests from one address, right or wrong (the failure throttle is stricter per account). */
  loginPerAddress: { max: 60, timeWindow: 60_000 },
  /** Reviews one customer may post. */
  reviewsPerCustomer: { max: 5, timeWindow: 10 * 60_000 },
  /** Contact messages from one address. */
  contactPerAddress: { max: 5, timeWindow: 10 * 60_000 },
  /** Invoice PDFs rendered for one address (each costs tens of milliseconds of CPU). */
  invoicePdfPerAddress: { max: 20, timeWindow: 60_000 },
  /** Address-book changes by one customer. */
  addressWritesPerCustomer: { max: 30, timeWindow: 60_000 },
  /** Pin code lookups from one address (the address form asks once per 6 digits typed). */
  pincodeLookupsPerAddress: { max: 120, timeWindow: 60_000 },
  /** Password reset requests and resets from one address (each reset is a scrypt hash). */
  passwordResetPerAddress: { max: 10, timeWindow: 15 * 60_000 },
  /** Back-office sign-ins and setup attempts from one address, right or wrong. */
  staffSignInPerAddress: { max: 30, timeWindow: 60_000 },
} as const;

/** Keys a window store remembers at most (least recently counted go first). */
const STORE_MAX_KEYS = 20_000;

/**
 * @fastify/rate-limit's store: fixed windows per key, at most STORE_MAX_KEYS keys. Unlike
 * the plugin's LocalStore, which hands every caller the same mutable counter (so a burst of
 * fifteen all read the final count and all fifteen are refused), each caller gets the count
 * as it was after its own increment: of a burst, exactly `max` pass.
 */
export class WindowStore {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  incr(key: string, callback: (err: Error | null, result?: { current: number; ttl: number }) => void, timeWindow = 60_000): void {
    // The plugin passes each route's window (its typings leave the argument out).
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) window = { count: 0, startedAt: now };
    window.count += 1;
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > STORE_MAX_KEYS) this.windows.delete(this.windows.keys().next().value!);
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  /** Each limited route counts in a store of its own. */
  child(): WindowStore {
    return new WindowStore();
  }
}

/** 'in 45 seconds' / 'in 1 minute' / 'in 10 minutes'. */
export function inTime(seconds: number): string {
  if (seconds < 60) return `in ${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

type Wording = (wait: string) => string;
export const defaultWording: Wording = (wait) => `Too many requests. Please try again ${wait}.`;

/** The 429 builder: the message with the wait in words (the plugin has set Retry-After). */
export function tooManyRequests(wording: Wording = defaultWording) {
  return (_req: FastifyRequest, context: { statusCode: number; ttl: number }) =>
    new HttpError(context.statusCode, wording(inTime(Math.ceil(context.ttl / 1000))));
}

/** Route config: at most `max` requests per `timeWindow` ms from one client address. */
export function perAddress(limit: { max: number; timeWindow: number }, wording?: Wording) {
  return { rateLimit: { ...limit, ...(wording ? { errorResponseBuilder: tooManyRequests(wording) } : {}) } };
}

/** Route config: at most `max` requests per `timeWindow` ms by one customer (after the token check). */
export function perCustomer(limit: { max: number; timeWindow: number }) {
  return {
    rateLimit: {
      ...limit,
      hook: 'preHandler' as const,
      keyGenerator: (req: FastifyRequest) => `customer:${req.customerId ?? req.ip}`,
    },
  };
}
