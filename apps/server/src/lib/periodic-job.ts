/**
 * Runs `run` every `intervalMs` (the first time after a random part of it, so servers started
 * together do not sweep in step), never two runs at once; `stop` waits for the run in hand.
 * A failed run is logged and the next one tries again.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly run: () => Promise<unknown>,
    private readonly log: { warn(msg: string): void },
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(Math.random() * this.intervalMs);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.run()
        .then(() => undefined)
        .catch((err: unknown) => this.log.warn(`${this.name}: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => {
          this.running = null;
          this.schedule(this.intervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
