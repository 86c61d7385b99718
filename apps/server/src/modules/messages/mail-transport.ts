import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter, type TransportOptions } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { smtpUrlForLog, type MailConfig } from '../../config.js';

/** A message as the sender hands it over: one recipient, a stable Message-ID. */
export interface OutgoingMail {
  /** The outbox row's id: names the dev mailbox's file. */
  outboxId: number;
  kind: string;
  from: Mail.Address;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  attachments: Mail.Attachment[];
}

/** Where mail goes: an SMTP relay (SMTP_URL) or the dev mailbox (.eml files in the data folder). */
export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  /** Where, for logs and the back office, without credentials. */
  readonly where: string;
  /** Sends one message; answers the server's reply ('250 2.0.0 Ok: queued …') or where the file went. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

/** The message in nodemailer's terms: headers from our own fields only (no user text becomes a header name). */
function toNodemailer(mail: OutgoingMail): Mail.Options {
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    attachments: mail.attachments,
    // Auto-Submitted keeps out-of-office replies from answering transactional mail (RFC 3834).
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Shop-Message-Kind': mail.kind },
    // Attachments are buffers made here: nodemailer must never read a path or URL for one.
    disableUrlAccess: true,
    disableFileAccess: true,
  };
}

/** SMTP over nodemailer's pool: a few connections reused, each message with its own envelope. */
class SmtpTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  readonly where: string;
  private readonly transporter: Transporter;

  constructor(url: string) {
    this.where = smtpUrlForLog(url);
    this.transporter = nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: 5,
      maxMessages: 500,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
      logger: false,
    } as TransportOptions);
  }

  async send(mail: OutgoingMail): Promise<string> {
    const info = (await this.transporter.sendMail(toNodemailer(mail))) as { response?: string };
    return String(info.response ?? 'accepted');
  }

  close(): void {
    this.transporter.close();
  }
}

/**
 * The dev mailbox: each message written whole (as it would travel) to
 * `<data>/mail/<outbox id, 8 digits>-<kind>.eml`, readable in any mail program and in the
 * back office. Written to a temporary name and renamed, so a reader never sees half a file;
 * a resend of the same row replaces its file.
 */
class MailboxTransport implements MailTransport {
  readonly kind = 'mailbox' as const;
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(readonly where: string) {}

  async send(mail: OutgoingMail): Promise<string> {
    const info = (await this.composer.sendMail(toNodemailer(mail))) as { message: Buffer };
    await fs.promises.mkdir(this.where, { recursive: true });
    const name = `${String(mail.outboxId).padStart(8, '0')}-${mail.kind}.eml`;
    const file = path.join(this.where, name);
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(temporary, info.message);
    await fs.promises.rename(temporary, file);
    return `written to the dev mailbox: ${name}`;
  }

  close(): void {}
}

/** The transport the configuration names. */
export function mailTransportFor(config: MailConfig): MailTransport {
  return config.smtpUrl ? new SmtpTransport(config.smtpUrl) : new MailboxTransport(config.mailboxDir);
}
