import { SEARCH_MISS_MESSAGES, type SearchMiss, type SearchMissListQuery } from '@shop/core/admin';
import type { ShopDb } from '../../db/index.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { HttpError } from '../../http/errors.js';
import { recordAudit, type Actor } from '../staff/audit.js';
import { MissesRepository } from './misses.repository.js';

/** The back office's side of the searches that found nothing: the list, and dismissing one (audited). */
export class SearchMissesService {
  private readonly repo: MissesRepository;

  constructor(private readonly shop: ShopDb) {
    this.repo = new MissesRepository(shop.db, shop.engine);
  }

  /** A page of the list, sorted by count or by last seen. */
  async list(q: SearchMissListQuery): Promise<{ rows: SearchMiss[]; total: number }> {
    return this.repo.list(q.sort, q.page_size, (q.page - 1) * q.page_size);
  }

  /** Takes one search off the list (it comes back if shoppers search for it again); 404 when it is not there. */
  async dismiss(actor: Actor, queryKey: string): Promise<void> {
    await writeTransaction(this.shop, async (trx) => {
      const before = await new MissesRepository(trx, this.shop.engine).delete(queryKey);
      if (!before) throw new HttpError(404, SEARCH_MISS_MESSAGES.notFound);
      await recordAudit(trx, actor, { action: 'search_miss.dismiss', entity: 'search_miss', before });
    });
  }
}
