import { useEffect, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { CartItem, CartPriceUpdate } from '@shop/core';
import { cartActions, type CartPriceChange } from '../../../shared/stores/cart-store';
import { getProductDetailsQueryOptions } from '../../product/api/get-product-details';

/** Prices are re-read at least this often while the cart is shown. */
const PRICE_STALE_MS = 30_000;

/**
 * Fetches the current price of every product in the cart (GET Products/GetProductDetails,
 * one call per distinct product, shared with the detail screen's cache) and puts them on
 * the lines (core refreshCartPrices via cartActions.refreshPrices). Returns the lines whose
 * price changed since they were saved, and whether the check is still running.
 */
export function useCartPriceRefresh(items: readonly CartItem[]) {
  const productIds = useMemo(
    () => [...new Set(items.map((line) => line.product_id))].sort((a, b) => a - b),
    [items],
  );
  const results = useQueries({
    queries: productIds.map((id) => ({ ...getProductDetailsQueryOptions(id), staleTime: PRICE_STALE_MS })),
  });
  // `results` is a new array on every render; what matters is when the data itself changes.
  const stamp = results.map((result) => result.dataUpdatedAt).join(',');
  const fresh = useMemo<CartPriceUpdate[]>(
    () => results.flatMap((result) => result.data?.rows ?? []),
    [stamp],
  );
  const [changes, setChanges] = useState<CartPriceChange[]>([]);

  useEffect(() => {
    if (fresh.length === 0) return;
    const changed = cartActions.refreshPrices(fresh);
    if (changed.length > 0) {
      setChanges((previous) => [
        ...previous.filter((old) => !changed.some((c) => c.product_variant_id === old.product_variant_id)),
        ...changed,
      ]);
    }
  }, [fresh]);

  const checking = results.some((result) => result.isPending && result.fetchStatus !== 'idle');
  return { changes, checking, dismiss: () => setChanges([]) };
}
