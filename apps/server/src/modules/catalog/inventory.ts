import type { Kysely, Selectable } from 'kysely';
import type { StockChangeKind } from '@shop/core/admin';
import { inTurns } from '../../db/batches.js';
import type { Engine } from '../../db/index.js';
import type { Database, StockAdjustmentTable } from '../../db/schema.js';
import { catalogChanged } from '../../db/write-transaction.js';
import { CatalogRepository } from './catalog.repository.js';

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
 * so two transactions never wait on each other in a circle. Its SQL is CatalogRepository's,
 * constructed over the caller's transaction.
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
    const repo = new CatalogRepository(trx, this.engine);
    const current = new Map<number, number>();
    for await (const batch of inTurns(ids)) {
      for (const row of await repo.variantStocks(batch, true)) current.set(row.product_variant_id, Number(row.stock_quantity));
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
    const repo = new CatalogRepository(trx, this.engine);
    moves.sort((a, b) => a.variantId - b.variantId);
    const changed = moves.length <= ROW_BY_ROW_MAX ? await this.moveEach(repo, moves, max) : await this.moveInBatches(repo, moves, max);
    if (changed.size < moves.length) {
      const missing = moves.filter((m) => !changed.has(m.variantId)).map((m) => m.variantId);
      const now = new Map<number, number>();
      for await (const batch of inTurns(missing)) {
        for (const r of await repo.variantStocks(batch, false)) now.set(r.product_variant_id, Number(r.stock_quantity));
      }
      throw new StockRefused(missing.map((variantId) => ({ variantId, stock: now.get(variantId) ?? null })));
    }

    const createdAt = new Date().toISOString();
    const rows: LedgerRow[] = [];
    for await (const batch of inTurns(moves)) {
      const inserted = await repo.insertLedgerRows(
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
      );
      rows.push(...inserted);
    }

    const perProduct = new Map<number, number>();
    for (const m of moves) {
      const productId = changed.get(m.variantId)!.productId;
      perProduct.set(productId, (perProduct.get(productId) ?? 0) + m.delta);
    }
    const productTotals = await this.moveProductTotals(
      repo,
      [...perProduct].sort((a, b) => a[0] - b[0]),
    );
    await catalogChanged(trx, { kind: 'stock', productIds: [...perProduct.keys()] });
    return { rows: rows.sort((a, b) => a.product_variant_id - b.product_variant_id), productTotals };
  }

  /** One conditional UPDATE per variant, in id order (an order's few lines); answers the variants changed. */
  private async moveEach(repo: CatalogRepository, moves: StockMove[], max: number | undefined): Promise<Map<number, { productId: number; stock: number }>> {
    const changed = new Map<number, { productId: number; stock: number }>();
    for (const m of moves) {
      const row = await repo.moveVariantStock(m.variantId, m.delta, max);
      if (row) changed.set(m.variantId, row);
    }
    return changed;
  }

  /** The same condition for many variants (an import), BATCH_ROWS a statement. */
  private async moveInBatches(
    repo: CatalogRepository,
    moves: StockMove[],
    max: number | undefined,
  ): Promise<Map<number, { productId: number; stock: number }>> {
    const changed = new Map<number, { productId: number; stock: number }>();
    for await (const batch of inTurns(moves)) {
      for (const r of await repo.moveVariantStocks(batch, max)) changed.set(r.product_variant_id, { productId: r.product_id, stock: Number(r.stock_quantity) });
    }
    return changed;
  }

  /** Adds each product's delta to its stock total, in id order; answers the totals after. */
  private async moveProductTotals(repo: CatalogRepository, deltas: Array<[productId: number, delta: number]>): Promise<Map<number, number>> {
    const totals = new Map<number, number>();
    if (deltas.length === 1) {
      const [productId, delta] = deltas[0]!;
      totals.set(productId, await repo.moveProductTotal(productId, delta));
      return totals;
    }
    for await (const batch of inTurns(deltas)) {
      for (const r of await repo.moveProductTotals(batch)) totals.set(r.product_id, Number(r.stock_quantity));
    }
    return totals;
  }
}
