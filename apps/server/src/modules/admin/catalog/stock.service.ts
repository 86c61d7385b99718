import { sql } from 'kysely';
import { CATALOG_MESSAGES, STOCK_MAX, type StockAdjustment, type StockAdjustmentRequest } from '@shop/core/admin';
import type { ShopDb } from '../../../db/index.js';
import { writeTransaction } from '../../../db/write-transaction.js';
import { HttpError } from '../../../http/errors.js';
import { recordAudit, type Actor } from '../../staff/audit.js';

/**
 * Stock changed by hand, with a reason. One conditional UPDATE does the change only if the
 * result stays within 0…STOCK_MAX, so any number of adjustments (and orders, which take stock
 * the same way) arriving at once never leave a variant below 0. Locks are taken variant
 * first, product second, as orders take them.
 */
export class StockAdminService {
  constructor(private readonly shop: ShopDb) {}

  async adjust(actor: Actor, variantId: number, body: StockAdjustmentRequest): Promise<StockAdjustment & { product_id: number; product_stock_quantity: number }> {
    return writeTransaction(this.shop, async (trx) => {
      let changed: { product_id: number; stock_quantity: number; delta: number } | undefined;
      if (body.delta !== undefined) {
        const delta = body.delta;
        const row = await trx
          .updateTable('product_variants')
          .set({ stock_quantity: sql<number>`stock_quantity + ${delta}` })
          .where('product_variant_id', '=', variantId)
          .where(sql<boolean>`stock_quantity + ${delta} between 0 and ${STOCK_MAX}`)
          .returning(['product_id', 'stock_quantity'])
          .executeTakeFirst();
        if (row) changed = { ...row, delta };
      } else {
        // The old count is read under the row's lock (SQLite: the whole write transaction is serial).
        let old = trx.selectFrom('product_variants').select(['product_id', 'stock_quantity']).where('product_variant_id', '=', variantId);
        if (this.shop.engine === 'postgres') old = old.forUpdate();
        const before = await old.executeTakeFirst();
        if (before) {
          await trx.updateTable('product_variants').set({ stock_quantity: body.set! }).where('product_variant_id', '=', variantId).execute();
          changed = { product_id: before.product_id, stock_quantity: body.set!, delta: body.set! - before.stock_quantity };
        }
      }
      if (!changed) {
        const now = await trx.selectFrom('product_variants').select('stock_quantity').where('product_variant_id', '=', variantId).executeTakeFirst();
        if (!now) throw new HttpError(404, CATALOG_MESSAGES.variantNotFound);
        const message = (body.delta ?? 0) < 0 ? CATALOG_MESSAGES.stockBelowZero : CATALOG_MESSAGES.stockAboveMax;
        throw new HttpError(409, `${message} The variant has ${now.stock_quantity} in stock.`, {}, { stock_quantity: now.stock_quantity });
      }
      const product = await trx
        .updateTable('products')
        .set({ stock_quantity: sql<number>`stock_quantity + ${changed.delta}` })
        .where('product_id', '=', changed.product_id)
        .returning('stock_quantity')
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('stock_adjustments')
        .values({
          product_variant_id: variantId,
          delta: changed.delta,
          stock_after: changed.stock_quantity,
          reason: body.reason,
          staff_id: actor.staffId,
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        action: 'stock.adjust',
        entity: 'product_variant',
        entityId: variantId,
        before: { stock_quantity: changed.stock_quantity - changed.delta },
        after: { stock_quantity: changed.stock_quantity, reason: body.reason },
      });
      return { ...row, staff_email: actor.email, product_id: changed.product_id, product_stock_quantity: product.stock_quantity };
    });
  }

  /** A variant's adjustments, newest first; 404 for an unknown variant. */
  async history(variantId: number, page: number, pageSize: number): Promise<{ rows: StockAdjustment[]; total: number }> {
    const db = this.shop.db;
    const variant = await db.selectFrom('product_variants').select('product_variant_id').where('product_variant_id', '=', variantId).executeTakeFirst();
    if (!variant) throw new HttpError(404, CATALOG_MESSAGES.variantNotFound);
    const [rows, count] = await Promise.all([
      db
        .selectFrom('stock_adjustments as a')
        .leftJoin('staff as s', 's.staff_id', 'a.staff_id')
        .select(['a.stock_adjustment_id', 'a.product_variant_id', 'a.delta', 'a.stock_after', 'a.reason', 'a.staff_id', 'a.created_at', 's.email'])
        .where('a.product_variant_id', '=', variantId)
        .orderBy('a.stock_adjustment_id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      db.selectFrom('stock_adjustments').select((eb) => eb.fn.countAll<number>().as('n')).where('product_variant_id', '=', variantId).executeTakeFirstOrThrow(),
    ]);
    return { total: Number(count.n), rows: rows.map(({ email, ...r }) => ({ ...r, staff_email: email ?? '' })) };
  }
}
