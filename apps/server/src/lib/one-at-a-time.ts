/**
 * Runs at most `limit` tasks at once; the others wait their turn in order. For work whose
 * memory grows with each task running beside it (decoding a 40-megapixel picture holds
 * ~100 MB of pixels), so a burst of them is bounded by `limit`, not by the burst.
 */
export class Gate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit = 1) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `running` never drops below what runs.
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Tasks running now and waiting. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
