import { useEffect, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { CartItem, CartPriceUpdate } from '@shop/core';
import { cartActions, type CartPriceChange } from '../stores/cart-store';
import { getProductDetailsQueryOptions } from '../api/get-product-details';

/** Prices are re-read at least this often while the cart is shown. */
const PRICE_STALE_MS = 30_000;

/**
 * The price rows of every answer so far, and whether one is still on its way. useQueries
 * shares the structure of what this returns with the previous result, so `fresh` keeps its
 * identity until an answer's rows really change (a refetch with the same prices is no change).
 */
function combinePrices(results: ReadonlyArray<{ data?: { rows: CartPriceUpdate[] }; isPending: boolean; fetchStatus: string }>) {
  return {
    fresh: results.flatMap((result) => result.data?.rows ?? []),
    checking: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
  };
}

/**
 * Fetches the current price of every product in the cart (GET Products/GetProductDetails,
 * one call per distinct product, shared with the detail screen's cache) and puts them on
 * the lines (core refreshCartPrices via cartActions.refreshPrices). Returns the lines whose
 * price changed since they were saved, and whether the check is still running.
 */
export function useCartPriceRefresh(items: readonly CartItem[]) {
  const productIds = useMemo(() => [...new Set(items.map((line) => line.product_id))].sort((a, b) => a - b), [items]);
  const { fresh, checking } = useQueries({
    queries: productIds.map((id) => ({ ...getProductDetailsQueryOptions(id), staleTime: PRICE_STALE_MS })),
    combine: combinePrices,
  });
  const [changes, setChanges] = useState<CartPriceChange[]>([]);

  useEffect(() => {
    if (fresh.length === 0) return;
    const changed = cartActions.refreshPrices(fresh);
    if (changed.length > 0) {
      setChanges((previous) => [...previous.filter((old) => !changed.some((c) => c.product_variant_id === old.product_variant_id)), ...changed]);
    }
  }, [fresh]);

  return { changes, checking, dismiss: () => setChanges([]) };
}
