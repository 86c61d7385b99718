import { useEffect } from 'react';
import type { CartItem } from '@shop/core';
import { cartActions } from '../../../shared/stores/cart-store';

/** How long a line that has reached zero shows 'Expired' before it is removed. */
export const EXPIRED_NOTICE_MS = 2000;

/** setTimeout's longest delay; a later expiry is checked again after it. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Removes cart lines once their countdown has reached zero (spec 4) and the 'Expired'
 * notice has shown for EXPIRED_NOTICE_MS. One timer for the earliest expiry, wherever the
 * shopper is (the header mounts this), so the cart count never counts an expired line
 * for long; the cart screen mounts it too.
 */
export function useExpiredLinePruning(items: readonly CartItem[]): void {
  useEffect(() => {
    if (items.length === 0) return;
    const earliest = Math.min(...items.map((line) => line.expiresAt));
    const delay = Math.min(MAX_DELAY_MS, Math.max(0, earliest + EXPIRED_NOTICE_MS - Date.now()));
    const timer = setTimeout(() => cartActions.pruneExpired(Date.now() - EXPIRED_NOTICE_MS), delay);
    return () => clearTimeout(timer);
  }, [items]);
}
