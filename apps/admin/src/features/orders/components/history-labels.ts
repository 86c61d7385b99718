import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type OrderStatus, type PaymentStatus } from '@shop/core';
import type { OrderHistoryEntry } from '@shop/core/admin';

/** A history value in words: order statuses are numbers on the wire, payment statuses codes. */
export function historyValue(field: OrderHistoryEntry['field'], value: string | null): string | null {
  if (value === null) return null;
  if (field === 'order_status' && /^\d+$/.test(value)) return ORDER_STATUS_LABELS[Number(value) as OrderStatus] ?? value;
  if (field === 'payment_status') return PAYMENT_STATUS_LABELS[value as PaymentStatus] ?? value;
  return value;
}
