import { CATALOG_MESSAGES, STOCK_MAX, type StockAdjustment, type StockAdjustmentRequest } from '@shop/core/admin';
import type { ShopDb } from '../../../db/index.js';
import { writeTransaction } from '../../../db/write-transaction.js';
import { HttpError } from '../../../http/errors.js';
import { recordAudit, type Actor } from '../../staff/audit.js';
import { Inventory, StockRefused } from '../../catalog/inventory.js';

/**
 * Stock changed by hand, with a reason, through the inventory (modules/catalog/inventory.ts)
 * as every other stock change: the change is made only if the result stays within
 * 0…STOCK_MAX (one conditional UPDATE, so any number of adjustments and orders arriving at
 * once never leave a variant below 0), with its ledger row and the product's total.
 */
export class StockAdminService {
  private readonly inventory: Inventory;

  constructor(private readonly shop: ShopDb) {
    this.inventory = new Inventory(shop.engine);
  }

  async adjust(
    actor: Actor,
    variantId: number,
    body: StockAdjustmentRequest,
  ): Promise<StockAdjustment & { product_id: number; product_stock_quantity: number }> {
    const why = { kind: 'admin' as const, reason: body.reason, staffId: actor.staffId };
    try {
      return await writeTransaction(this.shop, async (trx) => {
        const moved =
          body.delta !== undefined
            ? await this.inventory.adjust(trx, [{ variantId, delta: body.delta }], why, { max: STOCK_MAX })
            : await this.inventory.setLevels(trx, [{ variantId, level: body.set! }], why, { max: STOCK_MAX, keepUnchanged: true });
        const row = moved.rows[0]!;
        const productId = [...moved.productTotals.keys()][0]!;
        await recordAudit(trx, actor, {
          action: 'stock.adjust',
          entity: 'product_variant',
          entityId: variantId,
          before: { stock_quantity: row.stock_after - row.delta },
          after: { stock_quantity: row.stock_after, reason: body.reason },
        });
        return { ...row, staff_email: actor.email, product_id: productId, product_stock_quantity: moved.productTotals.get(productId)! };
      });
    } catch (err) {
      if (!(err instanceof StockRefused)) throw err;
      const now = err.variants[0]!.stock;
      if (now === null) throw new HttpError(404, CATALOG_MESSAGES.variantNotFound);
      const message = (body.delta ?? 0) < 0 ? CATALOG_MESSAGES.stockBelowZero : CATALOG_MESSAGES.stockAboveMax;
      throw new HttpError(409, `${message} The variant has ${now} in stock.`, {}, { stock_quantity: now });
    }
  }

  /** A variant's stock changes (the ledger: by hand, orders, imports…), newest first; 404 for an unknown variant. */
  async history(variantId: number, page: number, pageSize: number): Promise<{ rows: StockAdjustment[]; total: number }> {
    const db = this.shop.db;
    const variant = await db.selectFrom('product_variants').select('product_variant_id').where('product_variant_id', '=', variantId).executeTakeFirst();
    if (!variant) throw new HttpError(404, CATALOG_MESSAGES.variantNotFound);
    const [rows, count] = await Promise.all([
      db
        .selectFrom('stock_adjustments as a')
        .leftJoin('staff as s', 's.staff_id', 'a.staff_id')
        .select([
          'a.stock_adjustment_id',
          'a.product_variant_id',
          'a.delta',
          'a.stock_after',
          'a.reason',
          'a.kind',
          'a.order_id',
          'a.staff_id',
          'a.created_at',
          's.email',
        ])
        .where('a.product_variant_id', '=', variantId)
        .orderBy('a.stock_adjustment_id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      db
        .selectFrom('stock_adjustments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('product_variant_id', '=', variantId)
        .executeTakeFirstOrThrow(),
    ]);
    return { total: Number(count.n), rows: rows.map(({ email, ...r }) => ({ ...r, staff_email: email ?? '' })) };
  }
}
