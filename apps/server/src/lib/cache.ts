/**
 * A small in-process cache for public catalog answers. The catalog changes rarely (a reseed
 * or a review), so reusing an answer for a few seconds saves the database most repeated
 * reads. Each server process keeps its own; entries expire after `ttlMs`, and writes in this
 * process clear it at once. With ttlMs = 0 nothing is kept.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
  ) {}

  /** The cached value for `key`, or the result of `load()`, kept for the next `ttlMs`. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
