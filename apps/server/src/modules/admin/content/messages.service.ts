import { CONTENT_MESSAGES, type AdminMessage, type MessageStatus } from '@shop/core/admin';
import type { ShopDb } from '../../../db/index.js';
import { writeTransaction } from '../../../db/write-transaction.js';
import { notFound } from '../../../http/errors.js';
import { recordAudit, type Actor } from '../../staff/audit.js';
import type { Paged } from '../../../db/sql-helpers.js';
import { AdminMessagesRepository } from './messages.repository.js';
import { offsetOf } from '../../../db/sql-helpers.js';

/** The contact messages: read, marked handled (when and by whom) or reopened. */
export class AdminMessagesService {
  private readonly repo: AdminMessagesRepository;

  constructor(private readonly shop: ShopDb) {
    this.repo = new AdminMessagesRepository(shop.db);
  }

  async list(q: { status: MessageStatus; q?: string; page: number; page_size: number }): Promise<Paged<AdminMessage>> {
    const filter = { status: q.status, q: q.q || undefined };
    const [data, total] = await Promise.all([this.repo.list(filter, q.page_size, offsetOf(q.page, q.page_size)), this.repo.count(filter)]);
    return { data, total, page: q.page, page_size: q.page_size };
  }

  async message(id: number): Promise<AdminMessage> {
    const message = await this.repo.find(id);
    if (!message) throw notFound(CONTENT_MESSAGES.messageNotFound);
    return message;
  }

  /**
   * Marks a message handled (true) or open again (false). Marking it so a second time keeps
   * the first handler and time and writes no audit row. Messages are not storefront content:
   * no cache to clear.
   */
  setHandled(actor: Actor, id: number, handled: boolean): Promise<AdminMessage> {
    return writeTransaction(this.shop, async (trx) => {
      const repo = new AdminMessagesRepository(trx);
      const before = await repo.find(id);
      if (!before) throw notFound(CONTENT_MESSAGES.messageNotFound);
      if (!(await repo.setHandled(id, handled, actor.staffId))) return before;
      const after = (await repo.find(id))!;
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
