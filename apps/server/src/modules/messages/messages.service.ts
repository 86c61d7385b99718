import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { renderSVG } from 'uqr';
import {
  CONTENT_MESSAGES,
  MESSAGE_KINDS,
  OUTBOX_MESSAGES,
  type AdminMessage,
  type AdminOutboxQuery,
  type MessageKind,
  type MessageStatus,
  type TicketStatus,
} from '@shop/core/admin';
import { ticketNumberOf, TICKET_ACKNOWLEDGE_HOURS } from '@shop/core';
import type { Config } from '../../config.js';
import type { ShopDb } from '../../db/index.js';
import { offsetOf, type Paged } from '../../db/sql-helpers.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { HttpError, notFound } from '../../http/errors.js';
import { recordAudit, type Actor } from '../staff/audit.js';
import type { Database, OutboxRow } from '../../db/schema.js';
import type { ShopProfile } from '../orders/shop-profile.js';
import { mailTransportFor, type MailTransport, type OutgoingMail } from './mail-transport.js';
import type { MessageData, MessageLanguage, MessageShop, RenderedMessage, StoredMessageData } from './message-data.js';
import { linkToken } from './link-token.js';
import { MessagesRepository, type AnyNewMessage, type NewContactMessage } from './messages.repository.js';
import { MailSender, describeError, type SenderLog } from './sender.js';
import { renderMessageOffThread } from './render-pool.js';
import { subjectOf } from './templates/index.js';
import { headerSafe, isSendableAddress } from '../../lib/mail-text.js';

/** What the back office shows in place of a reset link's token: staff never see a working link. */
export const HIDDEN_TOKEN = 'hidden-from-staff';

/** The invoice of an order as a PDF attachment (rendered by the orders module). */
export type InvoicePdf = (orderId: number) => Promise<{ pdf: Buffer; fileName: string }>;

/** The logo every message shows (inline, cid:logo): the storefront's crystal. */
const logoPng = lazyFile('assets/mail/logo.png');

/** A file of the server's assets folder, read once when first needed (found from src/ or dist/). */
function lazyFile(relative: string): () => Buffer | null {
  let cached: Buffer | null | undefined;
  return () => {
    if (cached !== undefined) return cached;
    for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, relative);
      if (fs.existsSync(candidate)) return (cached = fs.readFileSync(candidate));
      if (path.dirname(dir) === dir) return (cached = null);
    }
  };
}

/** A UPI link's QR code as a PNG for the e-mail (mail programs show no SVG). */
async function qrPng(link: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const svg = renderSVG(link, { border: 2, pixelSize: 8, ecc: 'M' });
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The shop's messages. Its e-mail (DESIGN 4.4): other modules write messages with `write`
 * inside the transaction of the change that causes them and call `written` after it commits;
 * this process's sender delivers them (and any other process's, from the shared database).
 * And the messages it receives through the contact form, which the back office reads and
 * marks handled.
 */
export class Messages {
  readonly repo: MessagesRepository;
  readonly transport: MailTransport;
  private readonly sender: MailSender;
  private readonly messageDomain: string;

  constructor(
    private readonly shop: ShopDb,
    private readonly config: Config,
    private readonly profile: () => Promise<ShopProfile>,
    private readonly invoicePdf: InvoicePdf,
    private readonly log: SenderLog,
  ) {
    this.repo = new MessagesRepository(shop.db, shop.engine);
    this.transport = mailTransportFor(config.mail);
    this.messageDomain = config.mail.from?.address.split('@')[1] ?? (config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost');
    this.sender = new MailSender(this.repo, this.transport, (row) => this.compose(row), {
      retryBaseSeconds: config.mail.retryBaseSeconds,
      log,
    });
  }

  /**
   * Writes messages in the caller's transaction (`trx`): they are sent only if it commits.
   * A recipient that is not one plain address is left out (and logged), never written.
   */
  async write(trx: Kysely<Database>, messages: ReadonlyArray<AnyNewMessage>, now = new Date()): Promise<void> {
    const sendable = messages.filter((m) => {
      if (isSendableAddress(m.recipient) && (!m.replyTo || isSendableAddress(m.replyTo))) return true;
      this.log.warn(`mail: not written, the address of a ${m.kind} message is not valid`);
      return false;
    });
    await new MessagesRepository(trx, this.shop.engine).insert(
      sendable.map((m) => ({ ...m, messageDomain: this.messageDomain })),
      now,
    );
  }

  /** After a transaction that wrote messages committed: send them now rather than at the next poll. */
  written(): void {
    this.sender.wake();
  }

  /** Starts this process's sender (unless MAIL_SENDER=off). */
  start(): void {
    if (this.config.mail.senderOn) this.sender.start();
  }

  async stop(): Promise<void> {
    await this.sender.stop();
  }

  /** Claims and sends one batch now (tests and benchmarks drive the sender by hand). */
  sendBatch(): Promise<number> {
    return this.sender.sendBatch();
  }

  /**
   * Sends a test e-mail now, in the request, and answers what the mail server said; the
   * message is kept in the outbox like any other (sent, or failed with the error).
   */
  async sendTest(to: string, requestedBy: string): Promise<{ success: boolean; response: string }> {
    const row = await this.repo.insertClaimed(
      { kind: 'test_email', recipient: to, language: 'en', data: { requested_by: requestedBy }, messageDomain: this.messageDomain },
      new Date(),
    );
    let subject: string | null = null;
    try {
      const mail = await this.compose(row);
      subject = mail.subject;
      const response = await this.transport.send(mail);
      await this.repo.markSent(row.outbox_id, row.attempts, subject, new Date());
      return { success: true, response };
    } catch (err) {
      const response = describeError(err);
      await this.repo.markFailed(row.outbox_id, row.attempts, response, subject, null);
      return { success: false, response };
    }
  }

  /** The shop as messages sign it, from the settings now. */
  private async messageShop(): Promise<MessageShop> {
    const { seller } = await this.profile();
    return {
      name: seller.name,
      email: seller.email,
      phone: seller.phone,
      address: seller.address,
      origin: this.config.publicUrl ?? `http://localhost:${this.config.port}`,
    };
  }

  /**
   * A row's message: subject, HTML and text in its language. For its recipient a reset
   * link carries its token, derived from the row's nonce; for staff (the back office's
   * preview) the link is shown without it.
   */
  async render(row: OutboxRow, audience: 'recipient' | 'staff'): Promise<RenderedMessage> {
    const kind = row.kind as MessageKind;
    if (!MESSAGE_KINDS.includes(kind)) throw new Error(`unknown message kind ${row.kind}`);
    const stored = JSON.parse(row.data_json) as StoredMessageData;
    const language: MessageLanguage = row.language === 'ar' ? 'ar' : 'en';
    // Drawn on the render worker, off the thread that answers shoppers; the subject comes
    // back header-safe (templates/index.ts).
    return renderMessageOffThread(kind, this.templateData(kind, stored, audience), language, await this.messageShop());
  }

  /**
   * A row's subject: as sent, or, for a row not drawn yet (waiting, or its sender busy), the
   * subject it will have, so the back office never lists an e-mail as '(no subject)'.
   */
  async subject(row: OutboxRow): Promise<string> {
    const kind = row.kind as MessageKind;
    if (row.subject || !MESSAGE_KINDS.includes(kind)) return row.subject;
    const stored = JSON.parse(row.data_json) as StoredMessageData;
    return subjectOf(kind, this.templateData(kind, stored, 'staff') as never, row.language === 'ar' ? 'ar' : 'en', await this.messageShop());
  }

  /** The template's data from a row's: the one difference is a reset link's token (StoredMessageData). */
  private templateData(kind: MessageKind, stored: StoredMessageData, audience: 'recipient' | 'staff'): MessageData {
    if (kind !== 'password_reset') return stored as MessageData;
    const { reset_nonce, ...rest } = stored as StoredMessageData<'password_reset'>;
    const token = audience === 'recipient' ? linkToken(this.config.jwtSecret, 'password-reset', reset_nonce) : HIDDEN_TOKEN;
    return { ...rest, reset_path: `/ResetPassword?token=${token}` };
  }

  /** The attachments of a row: the logo, and for a placed order its invoice PDF and, for UPI, the QR code. */
  private async attachments(row: OutboxRow): Promise<Mail.Attachment[]> {
    const out: Mail.Attachment[] = [];
    const logo = logoPng();
    if (logo) out.push({ filename: 'logo.png', content: logo, cid: 'logo', contentType: 'image/png' });
    if (row.kind === 'order_placed' && row.order_id !== null) {
      const data = JSON.parse(row.data_json) as MessageData<'order_placed'>;
      if (data.upi) out.push({ filename: 'upi-qr.png', content: await qrPng(data.upi.link), cid: 'upi-qr', contentType: 'image/png' });
      const invoice = await this.invoicePdf(row.order_id);
      out.push({ filename: invoice.fileName, content: invoice.pdf, contentType: 'application/pdf' });
    }
    return out;
  }

  /** A claimed row as the message that goes out. */
  async compose(row: OutboxRow): Promise<OutgoingMail> {
    const [rendered, attachments, shop] = await Promise.all([this.render(row, 'recipient'), this.attachments(row), this.messageShop()]);
    const from = this.config.mail.from;
    return {
      outboxId: row.outbox_id,
      kind: row.kind,
      from: { name: headerSafe(from?.name ?? shop.name), address: from?.address ?? `no-reply@${this.messageDomain}` },
      to: row.recipient,
      // Replies reach the shop (or, for a contact message, the person who wrote it).
      replyTo: row.reply_to ?? (isSendableAddress(shop.email) ? shop.email : null),
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageId: row.message_id,
      attachments,
    };
  }

  /** What the back office shows of a row: the rendered message and its attachments' names. */
  async preview(row: OutboxRow): Promise<RenderedMessage & { attachments: string[] }> {
    const rendered = await this.render(row, 'staff');
    // The inline pictures as data: URIs, so the preview shows what the shopper sees.
    const inline = new Map<string, Buffer>();
    const logo = logoPng();
    if (logo) inline.set('logo', logo);
    const names = ['logo.png'];
    if (row.kind === 'order_placed') {
      const data = JSON.parse(row.data_json) as MessageData<'order_placed'>;
      if (data.upi) {
        names.push('upi-qr.png');
        inline.set('upi-qr', await qrPng(data.upi.link));
      }
      names.push('invoice.pdf');
    }
    const html = rendered.html.replace(/\bcid:([\w.-]+)/g, (whole, cid: string) => {
      const png = inline.get(cid);
      return png ? `data:image/png;base64,${png.toString('base64')}` : whole;
    });
    return { ...rendered, html, attachments: logo ? names : names.slice(1) };
  }

  // ------------------------------------------------------------ the back office's outbox

  /** A page of the outbox, newest first, each row with its subject (as sent, or as it will be). */
  async outboxPage(q: AdminOutboxQuery): Promise<{ rows: Array<OutboxRow & { subject: string }>; total: number }> {
    const { rows, total } = await this.repo.page(q);
    return { rows: await Promise.all(rows.map(async (row) => ({ ...row, subject: await this.subject(row) }))), total };
  }

  outboxSummary(): Promise<{ failed: number; pending: number }> {
    return this.repo.summary();
  }

  /** An outbox row; 404 when unknown. */
  async outboxRow(id: number): Promise<OutboxRow> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound(OUTBOX_MESSAGES.notFound);
    return row;
  }

  /** Queues a row to be sent again from its first attempt (audited); 409 while it is being sent. */
  async resend(actor: Actor, row: OutboxRow): Promise<void> {
    const queued = await writeTransaction(this.shop, async (trx) => {
      if (!(await new MessagesRepository(trx, this.shop.engine).resend(row.outbox_id, new Date()))) return false;
      await recordAudit(trx, actor, {
        action: 'outbox.resend',
        entity: 'outbox',
        entityId: row.outbox_id,
        before: { status: row.status, attempts: row.attempts, last_error: row.last_error },
        after: { status: 'pending', recipient: row.recipient, kind: row.kind },
      });
      return true;
    });
    if (!queued) throw new HttpError(409, OUTBOX_MESSAGES.notResendable);
    this.written();
  }

  // ------------------------------------------------------------ contact messages

  /**
   * Stores a message sent through the contact form as an open ticket, e-mails it to the
   * shop's order e-mails (replies go to the sender) and acknowledges it to the sender with
   * its ticket number, in the storefront's language. Answers the ticket number.
   */
  async receiveContact(message: NewContactMessage, language: MessageLanguage = 'en'): Promise<string> {
    const { alertEmails } = await this.profile();
    const ticket = await writeTransaction(this.shop, async (trx) => {
      const id = await new MessagesRepository(trx, this.shop.engine).insertContactMessage(message, new Date());
      const ticket_number = ticketNumberOf(id);
      const { name, email, telephone, subject } = message;
      const data = { name, email, telephone, subject, message: message.message, admin_path: '/admin/messages', ticket_number };
      await this.write(trx, [
        ...alertEmails.map((recipient) => ({ kind: 'staff_contact_message' as const, recipient, language: 'en' as const, replyTo: email, data })),
        {
          kind: 'contact_received' as const,
          recipient: email,
          language,
          data: { name, subject, message: message.message, ticket_number, hours: TICKET_ACKNOWLEDGE_HOURS },
        },
      ]);
      return ticket_number;
    });
    this.written();
    return ticket;
  }

  async contactMessages(q: { status: MessageStatus; q?: string; page: number; page_size: number }): Promise<Paged<AdminMessage>> {
    const filter = { status: q.status, q: q.q || undefined };
    const [data, total] = await Promise.all([this.repo.contactPage(filter, q.page_size, offsetOf(q.page, q.page_size)), this.repo.countContact(filter)]);
    return { data, total, page: q.page, page_size: q.page_size };
  }

  /** The open contact messages: how many, and the newest `limit` (the dashboard). */
  async openContactMessages(limit: number): Promise<{ total: number; latest: AdminMessage[] }> {
    const [total, latest] = await Promise.all([this.repo.countContact({ status: 'open' }), this.repo.contactPage({ status: 'open' }, limit, 0)]);
    return { total, latest };
  }

  /** How many contact messages are open (the side navigation's figure). */
  openContactCount(): Promise<number> {
    return this.repo.countContact({ status: 'open' });
  }

  async contactMessage(id: number): Promise<AdminMessage> {
    const message = await this.repo.contactMessage(id);
    if (!message) throw notFound(CONTENT_MESSAGES.messageNotFound);
    return message;
  }

  /**
   * Sets a ticket's status (open, answered or closed), audited; setting the status it has
   * already changes nothing and writes no audit row.
   */
  setTicketStatus(actor: Actor, id: number, status: TicketStatus): Promise<AdminMessage> {
    return writeTransaction(this.shop, async (trx) => {
      const repo = new MessagesRepository(trx, this.shop.engine);
      const before = await repo.contactMessage(id);
      if (!before) throw notFound(CONTENT_MESSAGES.messageNotFound);
      if (!(await repo.setTicketStatus(id, status, actor.staffId, new Date()))) return before;
      const after = (await repo.contactMessage(id))!;
      const state = (m: AdminMessage) => ({ status: m.status, handled_at: m.handled_at, handled_by: m.handled_by });
      await recordAudit(trx, actor, {
        action: 'contact_message.status',
        entity: 'contact_message',
        entityId: id,
        before: state(before),
        after: state(after),
      });
      return after;
    });
  }

  /**
   * Marks a contact message handled (true) or open again (false). Marking it so a second time
   * keeps the first handler and time and writes no audit row. Messages are not storefront
   * content: no cache to clear.
   */
  setContactHandled(actor: Actor, id: number, handled: boolean): Promise<AdminMessage> {
    return writeTransaction(this.shop, async (trx) => {
      const repo = new MessagesRepository(trx, this.shop.engine);
      const before = await repo.contactMessage(id);
      if (!before) throw notFound(CONTENT_MESSAGES.messageNotFound);
      if (!(await repo.setContactHandled(id, handled, actor.staffId))) return before;
      const after = (await repo.contactMessage(id))!;
      const state = (m: AdminMessage) => ({ handled_at: m.handled_at, handled_by: m.handled_by });
      await recordAudit(trx, actor, {
        action: handled ? 'contact_message.handle' : 'contact_message.reopen',
        entity: 'contact_message',
        entityId: id,
        before: state(before),
        after: state(after),
      });
      return after;
    });
  }
}
