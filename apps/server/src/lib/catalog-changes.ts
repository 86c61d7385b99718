import crypto from 'node:crypto';

/**
 * What a committed write changed, so that each cache forgets only what it could show wrong:
 * - stock: variants' stock moved (orders, cancels, expiry, a late payment re-opening an
 *   order, the back office's stock dialog). Availability only: listings, product pages and
 *   their heads; never the category tree, the sitemap or the home page's pictures.
 * - reviews: a review was published, hidden or deleted (a product's rating and count).
 * - catalog: products, variants, categories or pictures changed (the product forms, the
 *   category tree, the CSV import): everything the catalog feeds.
 * - content: home slides, promo banners, blogs, product videos.
 * - settings: the shop's settings (its phone, e-mail, seller block, order limits).
 * `productIds`, when given, names the products a stock or review change touched; a change
 * without them touches any product.
 */
export type CatalogChange =
  { kind: 'stock'; productIds?: number[] } | { kind: 'reviews'; productIds?: number[] } | { kind: 'catalog' } | { kind: 'content' } | { kind: 'settings' };

export type CatalogChangeKind = CatalogChange['kind'];

export const CATALOG_CHANGE_KINDS: readonly CatalogChangeKind[] = ['stock', 'reviews', 'catalog', 'content', 'settings'];

type Listener = (change: CatalogChange) => void;

/**
 * The process's one "catalog changed" signal. Writes announce their changes through
 * `catalogChanged(trx, change)` (db/write-transaction.ts), which emits here once the
 * transaction has committed (never for a rolled-back write) and, on PostgreSQL, tells the
 * other processes (db/catalog-notify.ts), whose listener emits the same change in theirs.
 * Each cache subscribes in app.ts to the kinds that can make it wrong.
 */
export class CatalogChanges {
  /** This process's id in the changes it sends to others, so it ignores its own. */
  readonly origin = crypto.randomUUID();
  private readonly listeners = new Set<{ kinds: ReadonlySet<CatalogChangeKind>; fn: Listener }>();

  constructor(private readonly onListenerError: (err: unknown) => void = (err) => console.error('A catalog change listener failed', err)) {}

  /** Calls `fn` with every change of one of `kinds`; answers the function that stops it. */
  subscribe(kinds: readonly CatalogChangeKind[], fn: Listener): () => void {
    const entry = { kinds: new Set(kinds), fn };
    this.listeners.add(entry);
    return () => void this.listeners.delete(entry);
  }

  /** Tells every subscriber of the change's kind, at once; one failing listener does not keep the change from the others. */
  emit(change: CatalogChange): void {
    for (const { kinds, fn } of this.listeners) {
      if (!kinds.has(change.kind)) continue;
      try {
        fn(change);
      } catch (err) {
        this.onListenerError(err);
      }
    }
  }
}

/**
 * The changes of one transaction, one per kind: the product ids of the stock and review
 * changes joined (any change of a kind without ids makes the whole kind unnamed).
 */
export function mergeChanges(changes: readonly CatalogChange[]): CatalogChange[] {
  const byKind = new Map<CatalogChangeKind, CatalogChange>();
  for (const change of changes) {
    const seen = byKind.get(change.kind);
    if (!seen) {
      byKind.set(change.kind, 'productIds' in change && change.productIds ? { ...change, productIds: [...change.productIds] } : { ...change });
      continue;
    }
    if ((seen.kind === 'stock' || seen.kind === 'reviews') && (change.kind === 'stock' || change.kind === 'reviews')) {
      seen.productIds = seen.productIds && change.productIds ? [...new Set([...seen.productIds, ...change.productIds])] : undefined;
    }
  }
  for (const change of byKind.values()) if ('productIds' in change && change.productIds) change.productIds.sort((a, b) => a - b);
  return [...byKind.values()];
}

/** A change as received from another process, or null for anything else. */
export function parseChange(value: unknown): CatalogChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, productIds } = value as { kind?: unknown; productIds?: unknown };
  if (kind === 'stock' || kind === 'reviews') {
    if (productIds === undefined) return { kind };
    if (Array.isArray(productIds) && productIds.every((id) => Number.isSafeInteger(id))) return { kind, productIds: productIds as number[] };
    return { kind };
  }
  if (kind === 'catalog' || kind === 'content' || kind === 'settings') return { kind };
  return null;
}
