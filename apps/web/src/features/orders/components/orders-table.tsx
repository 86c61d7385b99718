import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPrice, ORDER_STATUS, type OrderSummary } from '@shop/core';
import { paths } from '../../../shared/config/paths';
import { formatShortDateTime } from '../../../shared/lib/short-date';
import { formatOrderDate, orderCurrency, orderStatusLabel, paymentStatusLabel } from '../lib/order-labels';

export interface OrdersTableProps {
  orders: readonly OrderSummary[];
  onCancel(order: OrderSummary): void;
  /** The order whose cancellation is under way (its button is busy). */
  cancellingId?: number | null;
}

/**
 * The My Orders table of spec 2.9: Order (invoice number), Date, Status (with the payment
 * status, and a shipped parcel's carrier, tracking number and link to the carrier's
 * tracking page when the shop knows it), Total (in the order's currency) and Actions (view invoice, cancel). Cancel is
 * offered while an order is Placed, and on a Processing one (which answers the spec's
 * "Order is processing, can't cancel."); a Shipped, Delivered or Cancelled order has none.
 * On narrow screens each row becomes a card.
 */
export function OrdersTable({ orders, onCancel, cancellingId = null }: OrdersTableProps) {
  const { t, i18n } = useTranslation('orders');
  return (
    <table className="orders-table">
      <caption className="visually-hidden">{t('myOrders.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('myOrders.order')}</th>
          <th scope="col">{t('myOrders.date')}</th>
          <th scope="col">{t('myOrders.status')}</th>
          <th scope="col">{t('myOrders.total')}</th>
          <th scope="col">{t('myOrders.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const number = order.invoice_number || String(order.order_id);
          return (
            <tr key={order.order_id} className="orders-table__row">
              <th scope="row" className="orders-table__order">
                <bdi>{number}</bdi>
              </th>
              <td data-label={t('myOrders.date')}>{formatOrderDate(order.order_created_date, i18n.language)}</td>
              <td data-label={t('myOrders.status')}>
                <span className="orders-table__statuses">
                  <span className={`order-status order-status--${order.order_status}`}>{orderStatusLabel(t, order)}</span>
                  <span className={`pay-status pay-status--${order.payment_status}`}>{paymentStatusLabel(t, order)}</span>
                </span>
                {order.payment_due_at && (
                  <span className="orders-table__due">{t('myOrders.payBy', { time: formatShortDateTime(order.payment_due_at, i18n.language) })}</span>
                )}
                {order.carrier && order.tracking_number && (
                  <span className="orders-table__tracking">{t('myOrders.tracking', { carrier: order.carrier, number: order.tracking_number })}</span>
                )}
                {order.carrier && order.tracking_url && (
                  <a
                    className="orders-table__track-link"
                    href={order.tracking_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('myOrders.trackParcelLabel', { number, carrier: order.carrier })}
                  >
                    {t('myOrders.trackParcel')}
                  </a>
                )}
              </td>
              <td data-label={t('myOrders.total')} className="orders-table__total">
                {formatPrice(order.order_display_total, orderCurrency(order))}
              </td>
              {/* The buttons sit in a flex box inside the cell: a flex td is no table cell, so it
                  would not stretch to the row's height and its divider would sit higher. */}
              <td>
                <div className="orders-table__actions">
                  <Link
                    className="button button--ghost button--small"
                    to={paths.invoice.getHref(order.order_id, order.invoice_key)}
                    aria-label={t('myOrders.viewInvoiceLabel', { number })}
                  >
                    {t('myOrders.viewInvoice')}
                  </Link>
                  {order.pay_online && (
                    <Link
                      className="button button--small"
                      to={paths.invoice.getHref(order.order_id, order.invoice_key)}
                      aria-label={t('myOrders.payNowLabel', { number })}
                    >
                      {t('myOrders.payNow')}
                    </Link>
                  )}
                  {(order.order_status === ORDER_STATUS.placed || order.order_status === ORDER_STATUS.processing) && (
                    <button
                      type="button"
                      className="button button--danger-ghost button--small"
                      aria-label={t('myOrders.cancelLabel', { number })}
                      disabled={cancellingId !== null}
                      aria-busy={cancellingId === order.order_id || undefined}
                      onClick={() => onCancel(order)}
                    >
                      {t('myOrders.cancel')}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
