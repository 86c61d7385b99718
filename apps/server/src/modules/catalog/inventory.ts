import { sql, type Kysely, type Selectable } from 'kysely';
import type { StockChangeKind } from '@shop/core/admin';
import { inTurns } from '../../db/batches.js';
import type { Engine } from '../../db/index.js';
import type { Database, StockAdjustmentTable } from '../../db/schema.js';
import { catalogChanged } from '../../db/write-transaction.js';

type Db = Kysely<Database>;

/** Why stock moved: written on the ledger row of every variant one call changes. */
export interface StockReason {
  kind: StockChangeKind;
  /** What the history shows: the member's own words (admin), else what the shop says for the kind. */
  reason: string;
  staffId?: number | null;
  orderId?: number | null;
}

/** Units to add to a variant's stock (negative to take). */
export interface StockMove {
  variantId: number;
  delta: number;
}

/** A variant's new stock count. */
export interface StockLevel {
  variantId: number;
  level: number;
}

export type LedgerRow = Selectable<StockAdjustmentTable>;

export interface StockMoved {
  /** The ledger row of each variant changed, in variant id order. */
  rows: LedgerRow[];
  /** The stock total of each product whose variants were changed, after the change. */
  productTotals: Map<number, number>;
}

/**
 * The change was refused and the caller's transaction must roll back (the error does so
 * when it is left to propagate): a variant would go below 0 (or above `max`), or does not
 * exist (`stock` null). Lists every such variant with the stock it has now.
 */
export class StockRefused extends Error {
  constructor(readonly variants: Array<{ variantId: number; stock: number | null }>) {
    super(`Stock change refused for variant ${variants.map((v) => v.variantId).join(', ')}`);
  }
}

/** Moves at most this many variants one conditional UPDATE each (an order's lines); more go in batched statements. */
const ROW_BY_ROW_MAX = 8;

/**
 * The one way stock changes (issue 21): orders, cancels, expiry, a late payment re-opening
 * an order, the back office's stock dialog, new variants' opening stock and the CSV import
 * all call it inside their own write transaction. Each call
 * - changes each variant by a conditional UPDATE (`stock + delta >= 0`, and `<= max` when
 *   given), never read-then-write, so concurrent orders for the last units sell each unit
 *   once; a refused variant throws StockRefused (nothing of the call may be kept);
 * - writes one ledger row per variant (stock_adjustments: delta, stock after, kind, reason,
 *   member, order);
 * - moves each product's stock total by the sum of its variants' deltas (never a sum read
 *   from the variants, which could miss another transaction's change on PostgreSQL);
 * - announces a 'stock' catalog change for the products, emitted once the caller commits.
 * Rows are locked variants first, products second, each in id order, as every caller does,
 * so two transactions never wait on each other in a circle.
 */
export class Inventory {
  constructor(private readonly engine: Engine) {}

  /** Adds each move's delta to its variant (see the class). */
  async adjust(trx: Db, moves: readonly StockMove[], why: StockReason, limits: { max?: number } = {}): Promise<StockMoved> {
    const byVariant = new Map<number, number>();
    for (const m of moves) byVariant.set(m.variantId, (byVariant.get(m.variantId) ?? 0) + m.delta);
    const merged = [...byVariant].filter(([, delta]) => delta !== 0).map(([variantId, delta]) => ({ variantId, delta }));
    return this.apply(trx, merged, why, limits.max);
  }

  /**
   * Sets each variant's stock to its level: the current count is read under the row's lock
   * (SQLite: the write transaction is serial) and the difference applied as in adjust().
   * Variants already at their level get no row, unless `keepUnchanged` (a count that
   * confirmed the stock is worth its line in the history). An unknown variant is refused.
   */
  async setLevels(trx: Db, levels: readonly StockLevel[], why: StockReason, options: { max?: number; keepUnchanged?: boolean } = {}): Promise<StockMoved> {
    const wanted = new Map(levels.map((l) => [l.variantId, l.level]));
    const ids = [...wanted.keys()].sort((a, b) => a - b);
    const current = new Map<number, number>();
    for await (const batch of inTurns(ids)) {
      let q = trx
        .selectFrom('product_variants')
        .select(['product_variant_id', 'stock_quantity'])
        .where('product_variant_id', 'in', batch)
        .orderBy('product_variant_id');
      if (this.engine === 'postgres') q = q.forUpdate();
      for (const row of await q.execute()) current.set(row.product_variant_id, Number(row.stock_quantity));
    }
    const unknown = ids.filter((id) => !current.has(id));
    if (unknown.length > 0) throw new StockRefused(unknown.map((variantId) => ({ variantId, stock: null })));
    const moves = ids
      .map((variantId) => ({ variantId, delta: wanted.get(variantId)! - current.get(variantId)! }))
      .filter((m) => m.delta !== 0 || options.keepUnchanged);
    return this.apply(trx, moves, why, options.max);
  }

  private async apply(trx: Db, moves: StockMove[], why: StockReason, max: number | undefined): Promise<StockMoved> {
    if (moves.length === 0) return { rows: [], productTotals: new Map() };
    moves.sort((a, b) => a.variantId - b.variantId);
    const changed = moves.length <= ROW_BY_ROW_MAX ? await this.moveEach(trx, moves, max) : await this.moveInBatches(trx, moves, max);
    if (changed.size < moves.length) {
      const missing = moves.filter((m) => !changed.has(m.variantId)).map((m) => m.variantId);
      const now = new Map<number, number>();
      for await (const batch of inTurns(missing)) {
        const rows = await trx
          .selectFrom('product_variants')
          .select(['product_variant_id', 'stock_quantity'])
          .where('product_variant_id', 'in', batch)
          .execute();
        for (const r of rows) now.set(r.product_variant_id, Number(r.stock_quantity));
      }
      throw new StockRefused(missing.map((variantId) => ({ variantId, stock: now.get(variantId) ?? null })));
    }

    const createdAt = new Date().toISOString();
    const rows: LedgerRow[] = [];
    for await (const batch of inTurns(moves)) {
      const inserted = await trx
        .insertInto('stock_adjustments')
        .values(
          batch.map((m) => ({
            product_variant_id: m.variantId,
            delta: m.delta,
            stock_after: changed.get(m.variantId)!.stock,
            reason: why.reason,
            kind: why.kind,
            order_id: why.orderId ?? null,
            staff_id: why.staffId ?? null,
            created_at: createdAt,
          })),
        )
        .returningAll()
        .execute();
      rows.push(...inserted);
    }

    const perProduct = new Map<number, number>();
    for (const m of moves) {
      const productId = changed.get(m.variantId)!.productId;
      perProduct.set(productId, (perProduct.get(productId) ?? 0) + m.delta);
    }
    const productTotals = await this.moveProductTotals(
      trx,
      [...perProduct].sort((a, b) => a[0] - b[0]),
    );
    await catalogChanged(trx, { kind: 'stock', productIds: [...perProduct.keys()] });
    return { rows: rows.sort((a, b) => a.product_variant_id - b.product_variant_id), productTotals };
  }

  /** One conditional UPDATE per variant, in id order (an order's few lines); answers the variants changed. */
  private async moveEach(trx: Db, moves: StockMove[], max: number | undefined): Promise<Map<number, { productId: number; stock: number }>> {
    const changed = new Map<number, { productId: number; stock: number }>();
    for (const m of moves) {
      let q = trx
        .updateTable('product_variants')
        .set({ stock_quantity: sql<number>`stock_quantity + ${m.delta}` })
        .where('product_variant_id', '=', m.variantId)
        .where(sql<boolean>`stock_quantity + ${m.delta} >= 0`);
      if (max !== undefined) q = q.where(sql<boolean>`stock_quantity + ${m.delta} <= ${max}`);
      const row = await q.returning(['product_id', 'stock_quantity']).executeTakeFirst();
      if (row) changed.set(m.variantId, { productId: row.product_id, stock: Number(row.stock_quantity) });
    }
    return changed;
  }

  /**
   * The same condition for many variants (an import), BATCH_ROWS a statement. PostgreSQL
   * locks each batch's rows in id order first: a joined UPDATE takes them in whatever order
   * its plan reads them.
   */
  private async moveInBatches(trx: Db, moves: StockMove[], max: number | undefined): Promise<Map<number, { productId: number; stock: number }>> {
    const changed = new Map<number, { productId: number; stock: number }>();
    for await (const batch of inTurns(moves)) {
      const ids = batch.map((m) => m.variantId);
      if (this.engine === 'postgres')
        await trx
          .selectFrom('product_variants')
          .select('product_variant_id')
          .where('product_variant_id', 'in', ids)
          .orderBy('product_variant_id')
          .forUpdate()
          .execute();
      const values = sql.join(batch.map((m) => sql`(cast(${m.variantId} as integer), cast(${m.delta} as integer))`));
      const ceiling = max === undefined ? sql`` : sql` and product_variants.stock_quantity + x.delta <= ${max}`;
      const result = await sql<{ product_variant_id: number; product_id: number; stock_quantity: number }>`
        with x (id, delta) as (values ${values})
        update product_variants set stock_quantity = product_variants.stock_quantity + x.delta
        from x where product_variants.product_variant_id = x.id and product_variants.stock_quantity + x.delta >= 0${ceiling}
        returning product_variant_id, product_id, stock_quantity`.execute(trx);
      for (const r of result.rows) changed.set(r.product_variant_id, { productId: r.product_id, stock: Number(r.stock_quantity) });
    }
    return changed;
  }

  /** Adds each product's delta to its stock total, in id order; answers the totals after. */
  private async moveProductTotals(trx: Db, deltas: Array<[productId: number, delta: number]>): Promise<Map<number, number>> {
    const totals = new Map<number, number>();
    if (deltas.length === 1) {
      const [productId, delta] = deltas[0]!;
      const row = await trx
        .updateTable('products')
        .set({ stock_quantity: sql<number>`stock_quantity + ${delta}` })
        .where('product_id', '=', productId)
        .returning('stock_quantity')
        .executeTakeFirstOrThrow();
      totals.set(productId, Number(row.stock_quantity));
      return totals;
    }
    for await (const batch of inTurns(deltas)) {
      const ids = batch.map(([id]) => id);
      if (this.engine === 'postgres')
        await trx.selectFrom('products').select('product_id').where('product_id', 'in', ids).orderBy('product_id').forUpdate().execute();
      const values = sql.join(batch.map(([id, delta]) => sql`(cast(${id} as integer), cast(${delta} as integer))`));
      const result = await sql<{ product_id: number; stock_quantity: number }>`
        with x (id, delta) as (values ${values})
        update products set stock_quantity = products.stock_quantity + x.delta
        from x where products.product_id = x.id
        returning product_id, stock_quantity`.execute(trx);
      for (const r of result.rows) totals.set(r.product_id, Number(r.stock_quantity));
    }
    return totals;
  }
}
