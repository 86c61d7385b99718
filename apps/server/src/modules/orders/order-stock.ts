import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { StockRefused, type Inventory, type StockReason } from '../catalog/inventory.js';

/** What the stock history says beside an order's stock changes (the order's id is on the row). */
export const ORDER_STOCK_REASONS = {
  placed: 'Order placed',
  cancelledByShopper: 'Cancelled by the shopper',
  cancelledByShop: 'Cancelled in the back office',
  gatewayRefused: 'Cancelled: the payment gateway did not take the order',
  notPaidInTime: 'Not paid in time',
  reopened: 'Re-opened: paid after it was cancelled',
} as const;

/** A line's units of a variant: a priced cart line, or a stored order line. */
export type OrderStockLine = { product_variant_id: number; quantity: number } | { product_variant_id: number; item_quantity: number };

const units = (l: OrderStockLine) => ('quantity' in l ? l.quantity : l.item_quantity);

/**
 * Takes the lines' units from stock through the inventory (ledger rows, product totals, the
 * 'stock' change). Answers the variants that had too few, with the stock they have now: then
 * nothing may be kept, and the caller throws to roll its transaction back.
 */
export async function takeOrderStock(
  inventory: Inventory,
  trx: Kysely<Database>,
  lines: readonly OrderStockLine[],
  why: StockReason,
): Promise<Array<{ product_variant_id: number; stock_quantity: number }>> {
  try {
    await inventory.adjust(
      trx,
      lines.map((l) => ({ variantId: l.product_variant_id, delta: -units(l) })),
      why,
    );
    return [];
  } catch (err) {
    if (!(err instanceof StockRefused)) throw err;
    return err.variants.map((v) => ({ product_variant_id: v.variantId, stock_quantity: v.stock ?? 0 }));
  }
}

/** Puts the lines' units back in stock through the inventory (a cancelled or expired order). */
export async function returnOrderStock(inventory: Inventory, trx: Kysely<Database>, lines: readonly OrderStockLine[], why: StockReason): Promise<void> {
  await inventory.adjust(
    trx,
    lines.map((l) => ({ variantId: l.product_variant_id, delta: units(l) })),
    why,
  );
}
