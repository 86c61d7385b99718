import {
  isPaymentMethod,
  MAX_ID,
  ORDER_STATUS_LABELS,
  parseCurrencyCode,
  PAYMENT_STATUSES,
  positiveIntFrom,
  type CurrencyCode,
  type OrderSummary,
} from '@shop/core';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The order's status in the current language; a status the shop added later shows the server's label. */
export function orderStatusLabel(t: Translate, order: Pick<OrderSummary, 'order_status' | 'order_status_label'>): string {
  return order.order_status in ORDER_STATUS_LABELS ? t(`status.${order.order_status}`) : order.order_status_label;
}

/** The payment status in the current language, else the server's label. */
export function paymentStatusLabel(t: Translate, order: Pick<OrderSummary, 'payment_status' | 'payment_status_label'>): string {
  return (PAYMENT_STATUSES as readonly string[]).includes(order.payment_status) ? t(`paymentStatus.${order.payment_status}`) : order.payment_status_label;
}

/** The payment method's label (common namespace: paymentMethods.*), else the method as sent. */
export function paymentMethodLabel(tc: Translate, method: string): string {
  return isPaymentMethod(method) ? tc(`paymentMethods.${method}`) : method;
}

/** The currency the shopper ordered in; anything unknown reads as INR (spec 9). */
export function orderCurrency(order: Pick<OrderSummary, 'order_currency'>): CurrencyCode {
  return parseCurrencyCode(order.order_currency);
}

/** An order date in the current language with the month named, in Latin digits like the prices ('May 12, 2026'). */
export function formatOrderDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', numberingSystem: 'latn' }).format(date);
}

/** The order id of a path segment: a positive whole number the id columns can hold, else null. */
export function orderIdFromPath(segment: string | undefined): number | null {
  const id = positiveIntFrom(segment);
  return id !== null && id <= MAX_ID ? id : null;
}
