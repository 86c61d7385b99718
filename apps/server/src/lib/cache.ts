export interface CacheLimits<V> {
  /** How long an entry may be reused, in milliseconds; 0 keeps nothing, Infinity keeps until evicted. */
  ttlMs: number;
  /** Most entries kept at once (least recently used go first). */
  maxEntries?: number;
  /** Most bytes kept at once, counted by `sizeOf` plus the key (least recently used go first). */
  maxBytes?: number;
  /** An entry's size in bytes; strings count two bytes a character, as V8 may hold them. */
  sizeOf?: (value: V) => number;
}

interface Entry<V> {
  value: V;
  expires: number;
  bytes: number;
}

const DEFAULT_MAX_ENTRIES = 2_000;
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

/** Two bytes a UTF-16 code unit, the most V8 needs for a string. */
export const stringBytes = (text: string) => text.length * 2;

/**
 * A small in-process cache with a time limit and a memory budget: entries expire after
 * `ttlMs` and are dropped when found expired or swept; past `maxEntries` or `maxBytes`
 * the least recently used go first. Whatever keys arrive (a new URL every time), it never
 * holds more than its budget. Concurrent loads of one key share one `load()`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private bytes = 0;
  private lastSweep = 0;
  /** Bumped by clear(), so a load that began before a write does not store its stale answer. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(private readonly limits: CacheLimits<V>) {
    this.maxEntries = limits.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
  }

  /** The live value for `key`, marked as recently used; undefined when absent or expired. */
  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` for `key` (unless caching is off or the value alone is over the budget). */
  set(key: string, value: V, now = Date.now()): void {
    if (this.limits.ttlMs <= 0) return;
    const bytes = stringBytes(key) + (this.limits.sizeOf?.(value) ?? 0);
    if (bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { value, expires: now + this.limits.ttlMs, bytes });
    this.bytes += bytes;
    this.sweepExpired(now);
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  /** The cached value for `key`, or the result of `load()`, kept for the next `ttlMs`. Failures are not kept. */
  async getOrLoad<T extends V>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.limits.ttlMs <= 0) return load();
    const hit = this.get(key);
    if (hit !== undefined) return hit as T;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        if (generation === this.generation) this.set(key, value);
        return value;
      },
      (err: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  /** Entries and bytes held now (for tests and diagnostics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** Drops every expired entry, at most once per time-to-live (so a set stays cheap on average). */
  private sweepExpired(now: number): void {
    if (!Number.isFinite(this.limits.ttlMs) || now - this.lastSweep < this.limits.ttlMs) return;
    this.lastSweep = now;
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.remove(key, entry);
  }
}
