import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

/** A message as the sink received it: the envelope, the raw text and the parsed message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server, the npm package) that keeps what it is sent,
 * for the tests to read. `refuse(code)` makes it answer every message with an error (a 4xx
 * "try later" or 5xx), `accept()` turns it back; `close()` takes it down.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** Answer each message only this long after it arrived (a slow mail server). */
  holdMs = 0;
  private refusal: { code: number; text: string } | null = null;
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(port = 0): Promise<SmtpSink> {
    let sink: SmtpSink | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(_auth, _session, callback) {
        callback(null, { user: 'test' });
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const refusal = sink?.refusal;
          if (refusal) {
            const err = new Error(refusal.text) as Error & { responseCode: number };
            err.responseCode = refusal.code;
            return callback(err);
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw, { skipImageLinks: true }).then(
            (parsed) => {
              sink?.received.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
                raw,
                parsed,
              });
              const hold = sink?.holdMs ?? 0;
              if (hold > 0) setTimeout(() => callback(null, 'Ok: queued by the test sink'), hold);
              else callback(null, 'Ok: queued by the test sink');
            },
            (err: Error) => callback(err),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    sink = new SmtpSink(server, (server.server.address() as AddressInfo).port);
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  refuse(code = 451, text = 'Try again later'): void {
    this.refusal = { code, text };
  }

  accept(): void {
    this.refusal = null;
  }

  /** The messages to `address` (envelope recipient). */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** Waits until `predicate` holds for the received messages (up to `timeoutMs`). */
  async waitFor(predicate: (mails: ReceivedMail[]) => boolean, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const until = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      if (Date.now() > until)
        throw new Error(
          `SMTP sink: timed out; received ${this.received.length}: ${this.received.map((m) => `${m.to.join(',')} ${m.parsed.subject}`).join(' | ')}`,
        );
      await new Promise((r) => setTimeout(r, 25));
    }
    return this.received;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
