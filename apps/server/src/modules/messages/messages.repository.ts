import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { ticketIdOf, ticketNumberOf } from '@shop/core';
import type { AdminMessage, AdminOutboxQuery, MessageKind, MessageStatus, TicketStatus } from '@shop/core/admin';
import type { Engine } from '../../db/index.js';
import type { Database, OutboxRow } from '../../db/schema.js';
import { anyContains } from '../../db/sql-helpers.js';
import type { MessageLanguage, StoredMessageData } from './message-data.js';

/** One message to write: who gets it, in which language, and what the template needs. */
export interface NewMessage<K extends MessageKind = MessageKind> {
  kind: K;
  recipient: string;
  language: MessageLanguage;
  data: StoredMessageData<K>;
  replyTo?: string | null;
  orderId?: number | null;
}

/** Any of the messages above, with its kind and data matched. */
export type AnyNewMessage = { [K in MessageKind]: NewMessage<K> }[MessageKind];

/** A claimed row is the sender's for this long; after that (its process died) it is due again. */
export const CLAIM_LEASE_MS = 3 * 60_000;

/** What narrows the back office's list of contact messages. */
export interface ContactMessageFilter {
  status: MessageStatus;
  q?: string;
}

/** A message sent through the storefront's contact form, as stored. */
export interface NewContactMessage {
  name: string;
  email: string;
  telephone: string;
  subject: string;
  message: string;
  client_ip: string;
}

/**
 * SQL for the shop's messages: the outbox of e-mails it sends (every write of one happens
 * inside the caller's transaction) and the contact messages it receives.
 */
export class MessagesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: Engine,
  ) {}

  /** Writes messages (one statement) as due now; `db` is the caller's transaction. */
  async insert(messages: ReadonlyArray<AnyNewMessage & { messageDomain: string }>, now: Date): Promise<void> {
    if (!messages.length) return;
    const at = now.toISOString();
    await this.db
      .insertInto('outbox')
      .values(
        messages.map((m) => ({
          kind: m.kind,
          recipient: m.recipient,
          reply_to: m.replyTo ?? null,
          language: m.language,
          data_json: JSON.stringify(m.data),
          next_attempt_at: at,
          message_id: `<${crypto.randomUUID()}@${m.messageDomain}>`,
          order_id: m.orderId ?? null,
          created_at: at,
        })),
      )
      .execute();
  }

  /** Writes one message already claimed by the caller (attempt 1), to be sent right away in the request. */
  async insertClaimed(message: AnyNewMessage & { messageDomain: string }, now: Date): Promise<OutboxRow> {
    const at = now.toISOString();
    return this.db
      .insertInto('outbox')
      .values({
        kind: message.kind,
        recipient: message.recipient,
        reply_to: message.replyTo ?? null,
        language: message.language,
        data_json: JSON.stringify(message.data),
        status: 'sending',
        attempts: 1,
        lease_until: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
        next_attempt_at: at,
        message_id: `<${crypto.randomUUID()}@${message.messageDomain}>`,
        order_id: message.orderId ?? null,
        created_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Claims up to `limit` due rows for this sender: pending ones whose time has come, and
   * claimed ones whose lease ran out (their sender died between claim and mark). One
   * statement: on PostgreSQL the inner select skips rows another server has locked, so of
   * several servers each row goes to one; SQLite runs one writer at a time.
   */
  async claim(limit: number, now: Date): Promise<OutboxRow[]> {
    const at = now.toISOString();
    const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
    const lock = this.engine === 'postgres' ? sql`for update skip locked` : sql``;
    const result = await sql<OutboxRow>`
      update outbox set status = 'sending', lease_until = ${leaseUntil}, attempts = attempts + 1
      where outbox_id in (
        select outbox_id from outbox
        where (status = 'pending' and next_attempt_at <= ${at}) or (status = 'sending' and lease_until < ${at})
        order by next_attempt_at, outbox_id
        limit ${limit}
        ${lock}
      )
      returning *`.execute(this.db);
    return result.rows.sort((a, b) => a.outbox_id - b.outbox_id);
  }

  /** The earliest time a row is due (pending or with a lease running out), or null when none waits. */
  async nextDue(): Promise<string | null> {
    const row = await this.db
      .selectFrom('outbox')
      .select((eb) => [eb.fn.min('next_attempt_at').as('pending'), eb.fn.min('lease_until').as('leased')])
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirst();
    const times = [row?.pending, row?.leased].filter((t): t is string => typeof t === 'string');
    return times.sort()[0] ?? null;
  }

  /** Marks a claimed row sent (only while this claim holds it: a resend meanwhile is not undone). */
  async markSent(id: number, attempt: number, subject: string, now: Date): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: now.toISOString(), lease_until: null, last_error: null, subject })
      .where('outbox_id', '=', id)
      .where('status', '=', 'sending')
      .where('attempts', '=', attempt)
      .execute();
  }

  /** A failed attempt: due again at `retryAt`, or failed for good when `retryAt` is null. */
  async markFailed(id: number, attempt: number, error: string, subject: string | null, retryAt: Date | null): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({
        status: retryAt ? 'pending' : 'failed',
        next_attempt_at: retryAt ? retryAt.toISOString() : sql<string>`next_attempt_at`,
        lease_until: null,
        last_error: error.slice(0, 1000),
        ...(subject !== null ? { subject } : {}),
      })
      .where('outbox_id', '=', id)
      .where('status', '=', 'sending')
      .where('attempts', '=', attempt)
      .execute();
  }

  /** Queues a message again from its first attempt; false while a sender holds it. */
  async resend(id: number, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('outbox')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), lease_until: null })
      .where('outbox_id', '=', id)
      .where('status', '!=', 'sending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  byId(id: number): Promise<OutboxRow | undefined> {
    return this.db.selectFrom('outbox').selectAll().where('outbox_id', '=', id).executeTakeFirst();
  }

  async page(q: AdminOutboxQuery): Promise<{ rows: OutboxRow[]; total: number }> {
    let query = this.db.selectFrom('outbox');
    if (q.status) query = query.where('status', '=', q.status);
    if (q.kind) query = query.where('kind', '=', q.kind);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('outbox_id', 'desc')
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async summary(): Promise<{ failed: number; pending: number }> {
    const rows = await this.db
      .selectFrom('outbox')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['failed', 'pending', 'sending'])
      .groupBy('status')
      .execute();
    const n = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    return { failed: n('failed'), pending: n('pending') + n('sending') };
  }

  // ------------------------------------------------------------ contact messages

  /** Stores a message (its ticket open); answers its id, whose ticket number is T-000123. */
  async insertContactMessage(m: NewContactMessage, now: Date): Promise<number> {
    const row = await this.db
      .insertInto('contact_messages')
      .values({ ...m, created_at: now.toISOString() })
      .returning('contact_message_id')
      .executeTakeFirstOrThrow();
    return row.contact_message_id;
  }

  private contactMessages(f: ContactMessageFilter) {
    let query = this.db.selectFrom('contact_messages as m').leftJoin('staff as s', 's.staff_id', 'm.handled_by');
    if (f.status === 'handled') query = query.where('m.ticket_status', '<>', 'open');
    else if (f.status !== 'all') query = query.where('m.ticket_status', '=', f.status);
    if (f.q) {
      const text = anyContains(['m.name', 'm.email', 'm.telephone', 'm.subject', 'm.message'], f.q);
      // A ticket number ('T-000123') finds its message too.
      const ticketId = ticketIdOf(f.q);
      query = ticketId === null ? query.where(text) : query.where((eb) => eb.or([text, eb('m.contact_message_id', '=', ticketId)]));
    }
    return query;
  }

  private static readonly CONTACT_COLUMNS = [
    'm.contact_message_id',
    'm.ticket_status',
    'm.name',
    'm.email',
    'm.telephone',
    'm.subject',
    'm.message',
    'm.created_at',
    'm.handled_at',
    'm.handled_by',
    's.name as handled_by_name',
  ] as const;

  /** A page of contact messages, newest first. */
  async contactPage(f: ContactMessageFilter, limit: number, offset: number): Promise<AdminMessage[]> {
    const rows = await this.contactMessages(f)
      .select(MessagesRepository.CONTACT_COLUMNS)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.contact_message_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(adminMessageOf);
  }

  async countContact(f: ContactMessageFilter): Promise<number> {
    const row = await this.contactMessages(f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async contactMessage(id: number): Promise<AdminMessage | undefined> {
    const row = await this.contactMessages({ status: 'all' })
      .select(MessagesRepository.CONTACT_COLUMNS)
      .where('m.contact_message_id', '=', id)
      .executeTakeFirst();
    return row && adminMessageOf(row);
  }

  /**
   * Marks a contact message handled by `staffId` now (an open ticket becomes answered), or
   * open again; only when it is not so already (so the first handler and time are kept).
   * Answers whether it changed.
   */
  async setContactHandled(id: number, handled: boolean, staffId: number | null): Promise<boolean> {
    let query = this.db
      .updateTable('contact_messages')
      .set(
        handled
          ? { handled_at: new Date().toISOString(), handled_by: staffId, ticket_status: 'answered' }
          : { handled_at: null, handled_by: null, ticket_status: 'open' },
      )
      .where('contact_message_id', '=', id);
    query = handled ? query.where('handled_at', 'is', null) : query.where('handled_at', 'is not', null);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Sets a ticket's status, only when it is another (answers whether it changed). Leaving
   * open records who handled it and when (the first time); opening it again clears that.
   */
  async setTicketStatus(id: number, status: TicketStatus, staffId: number | null, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('contact_messages')
      .set((eb) =>
        status === 'open'
          ? { ticket_status: status, handled_at: null, handled_by: null }
          : {
              ticket_status: status,
              handled_at: eb.fn.coalesce('handled_at', eb.val(now.toISOString())),
              handled_by: eb.case().when('handled_at', 'is', null).then(eb.val(staffId)).else(eb.ref('handled_by')).end(),
            },
      )
      .where('contact_message_id', '=', id)
      .where('ticket_status', '<>', status)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

/** A stored message as the back office sees it: its ticket number and status. */
function adminMessageOf({ ticket_status, ...row }: Omit<AdminMessage, 'ticket_number' | 'status'> & { ticket_status: TicketStatus }): AdminMessage {
  return { ...row, ticket_number: ticketNumberOf(row.contact_message_id), status: ticket_status };
}
