/** A random UUID (v4) for the Idempotency-Key header. */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID is missing outside secure contexts (plain http on a LAN address).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of each place-order attempt (DESIGN 4.1). A retry of the very same
 * order after it got no answer (network failure, server fault, throttling) keeps the key,
 * so the server answers the first order instead of making a second. Once the shop has
 * refused the attempt (changed prices or stock, bad input) the next attempt is a new order
 * and gets a new key: the server refuses an old key with a different body (422).
 */
export class AttemptKeys {
  private key: string | null = null;
  private body: string | null = null;
  private reusable = false;

  constructor(private readonly make: () => string = newIdempotencyKey) {}

  /** The key to send `body` (the request's JSON) with. */
  keyFor(body: string): string {
    if (this.key !== null && this.reusable && this.body === body) return this.key;
    this.key = this.make();
    this.body = body;
    this.reusable = true;
    return this.key;
  }

  /** The shop answered and refused this attempt: the next one is a new attempt. */
  refused(): void {
    this.reusable = false;
  }

  /** The order was placed: nothing is left to retry. */
  reset(): void {
    this.key = null;
    this.body = null;
    this.reusable = false;
  }
}
