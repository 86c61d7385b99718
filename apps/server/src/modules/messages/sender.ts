import type { OutboxRow } from '../../db/schema.js';
import type { MailTransport, OutgoingMail } from './mail-transport.js';
import type { MessagesRepository } from './messages.repository.js';

/** Attempts before a message is failed for good: with the default 30 s base, about a day. */
export const MAX_ATTEMPTS = 14;
/** No wait between two attempts is longer than this. */
const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000;
/** Rows claimed at a time, and sent at once. */
const BATCH = 25;
const PARALLEL = 5;
/** How often an idle sender looks for rows (other servers write too). */
const IDLE_POLL_MS = 1_000;

/**
 * The wait before attempt `attempt + 1`: base, 2 × base, 4 × base … capped at six hours.
 * Attempts 1 to 14 with a 30 s base span about 26 hours.
 */
export function retryDelayMs(attempt: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 1000 * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}

export interface SenderLog {
  warn(msg: string): void;
  error(msg: string): void;
}

/**
 * Each server process runs one: it claims due outbox rows, renders and sends them, and marks
 * them sent, or due again later with the error. Off the request path: placing an order
 * only writes rows. Delivery is at least once: a process killed between the mail server's
 * "accepted" and the mark sends the row again after its lease, with the same Message-ID.
 */
export class MailSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private again = false;

  constructor(
    private readonly repo: MessagesRepository,
    private readonly transport: MailTransport,
    /** The row as a message ready to go (rendered, with attachments). */
    private readonly compose: (row: OutboxRow) => Promise<OutgoingMail>,
    private readonly options: { retryBaseSeconds: number; log: SenderLog; now?: () => Date },
  ) {}

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
  }

  /** Looks for due rows now (after this process wrote some), instead of at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.loop().finally(() => {
      this.running = null;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else {
        this.timer = setTimeout(() => this.wake(), IDLE_POLL_MS);
        this.timer.unref();
      }
    });
  }

  private async loop(): Promise<void> {
    try {
      // Full batches follow each other at once; a short one means the queue is drained.
      while (!this.stopped && (await this.sendBatch()) === BATCH);
    } catch (err) {
      // The database was unreachable: try again at the next poll.
      this.options.log.warn(`mail sender: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** Claims and sends one batch; answers how many rows it claimed. */
  async sendBatch(): Promise<number> {
    const rows = await this.repo.claim(BATCH, this.now());
    let next = 0;
    const worker = async () => {
      while (next < rows.length) await this.sendOne(rows[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, rows.length) }, worker));
    return rows.length;
  }

  private async sendOne(row: OutboxRow): Promise<void> {
    let subject: string | null = null;
    try {
      const mail = await this.compose(row);
      subject = mail.subject;
      await this.transport.send(mail);
      await this.repo.markSent(row.outbox_id, row.attempts, subject, this.now());
    } catch (err) {
      const error = describeError(err);
      const retry = row.attempts < MAX_ATTEMPTS ? new Date(this.now().getTime() + retryDelayMs(row.attempts, this.options.retryBaseSeconds)) : null;
      if (!retry) this.options.log.error(`mail ${row.outbox_id} (${row.kind}) failed for good after ${row.attempts} attempts: ${error}`);
      await this.repo.markFailed(row.outbox_id, row.attempts, error, subject, retry).catch((e: unknown) => {
        // Its lease runs out and it is tried again: nothing is lost.
        this.options.log.warn(`mail ${row.outbox_id}: could not record the failure: ${describeError(e)}`);
      });
    }
  }

  /** Stops polling and waits for the batch in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.transport.close();
  }
}

/** An error in one line for the outbox's last_error: the SMTP reply when there is one, never credentials. */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const e = err as Error & { code?: string; response?: string; responseCode?: number };
  const parts = [e.code, e.response ?? e.message].filter(Boolean);
  return parts
    .join(': ')
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 500);
}
