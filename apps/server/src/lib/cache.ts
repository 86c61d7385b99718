/**
 * A small in-process cache with a time limit: entries expire after `ttlMs`; with ttlMs = 0
 * nothing is kept. At `maxEntries` it starts afresh, so odd keys cannot grow it without bound.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
  ) {}

  /** The cached value for `key`, or the result of `load()`, kept for the next `ttlMs`. */
  async getOrLoad<T extends V>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as T;
    const value = await load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
