import type { Kysely } from 'kysely';
import type { AdminMessage, MessageStatus } from '@shop/core/admin';
import type { Database } from '../../../db/schema.js';
import { anyContains } from '../../../db/sql-helpers.js';

export interface MessageFilter {
  status: MessageStatus;
  q?: string;
}

/** SQL for the contact messages the shop received. */
export class AdminMessagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered(f: MessageFilter) {
    let query = this.db.selectFrom('contact_messages as m').leftJoin('staff as s', 's.staff_id', 'm.handled_by');
    if (f.status === 'open') query = query.where('m.handled_at', 'is', null);
    if (f.status === 'handled') query = query.where('m.handled_at', 'is not', null);
    if (f.q) query = query.where(anyContains(['m.name', 'm.email', 'm.telephone', 'm.subject', 'm.message'], f.q));
    return query;
  }

  private static readonly COLUMNS = [
    'm.contact_message_id',
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

  /** A page of messages, newest first. */
  list(f: MessageFilter, limit: number, offset: number): Promise<AdminMessage[]> {
    return this.filtered(f)
      .select(AdminMessagesRepository.COLUMNS)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.contact_message_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async count(f: MessageFilter): Promise<number> {
    const row = await this.filtered(f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  find(id: number): Promise<AdminMessage | undefined> {
    return this.filtered({ status: 'all' }).select(AdminMessagesRepository.COLUMNS).where('m.contact_message_id', '=', id).executeTakeFirst();
  }

  /**
   * Marks a message handled by `staffId` now, or open again; only when it is not so already
   * (so the first handler and time are kept). Answers whether it changed.
   */
  async setHandled(id: number, handled: boolean, staffId: number | null): Promise<boolean> {
    let query = this.db
      .updateTable('contact_messages')
      .set(handled ? { handled_at: new Date().toISOString(), handled_by: staffId } : { handled_at: null, handled_by: null })
      .where('contact_message_id', '=', id);
    query = handled ? query.where('handled_at', 'is', null) : query.where('handled_at', 'is not', null);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
