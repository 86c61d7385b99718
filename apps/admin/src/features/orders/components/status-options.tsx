import { ORDER_STATUS_LABELS, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from '@shop/core';

/** The order-status choices of a filter (the orders list, the CSV export): Any, then each status. */
export function OrderStatusOptions() {
  return (
    <>
      <option value="">Any</option>
      {Object.entries(ORDER_STATUS_LABELS).map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </>
  );
}

/** The payment-status choices of a filter: Any, then each payment status. */
export function PaymentStatusOptions() {
  return (
    <>
      <option value="">Any</option>
      {PAYMENT_STATUSES.map((p) => (
        <option key={p} value={p}>
          {PAYMENT_STATUS_LABELS[p]}
        </option>
      ))}
    </>
  );
}
