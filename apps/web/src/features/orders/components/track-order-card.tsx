import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/config/paths';
import type { TrackedOrder } from '../api/get-customer-orders';
import { formatOrderDate, orderStatusLabel } from '../lib/order-labels';
import { TrackCopyButton } from './track-copy-button';

/**
 * One parcel on Track Orders: the invoice number and status, the order date, the carrier
 * and the tracking number (plain selectable text, and a Copy button), a link to the
 * carrier's tracking page when the shop knows it, and the invoice link.
 * Numbers and codes stay left to right inside Arabic text.
 */
export function TrackOrderCard({ order }: { order: TrackedOrder }) {
  const { t, i18n } = useTranslation('orders');
  const headingId = useId();
  const trackingRef = useRef<HTMLSpanElement>(null);
  const number = order.invoice_number || String(order.order_id);

  return (
    <article className={`track-card track-card--${order.order_status}`} aria-labelledby={headingId}>
      <header className="track-card__head">
        <h3 id={headingId} className="track-card__order">
          <bdi>{number}</bdi>
        </h3>
        <span className={`order-status order-status--${order.order_status}`}>{orderStatusLabel(t, order)}</span>
      </header>
      <dl className="track-card__facts">
        <div className="track-card__fact">
          <dt>{t('trackOrders.date')}</dt>
          <dd>{formatOrderDate(order.order_created_date, i18n.language)}</dd>
        </div>
        {order.carrier && (
          <div className="track-card__fact">
            <dt>{t('trackOrders.carrier')}</dt>
            <dd>
              <bdi>{order.carrier}</bdi>
            </dd>
          </div>
        )}
        <div className="track-card__fact track-card__fact--tracking">
          <dt>{t('trackOrders.trackingNumber')}</dt>
          <dd className="track-card__tracking">
            <span ref={trackingRef} className="track-card__number" dir="ltr" translate="no">
              {order.tracking_number}
            </span>
            <TrackCopyButton text={order.tracking_number} target={trackingRef} />
          </dd>
        </div>
      </dl>
      {order.tracking_url && (
        <a
          className="track-card__track-link"
          href={order.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={order.carrier ? t('myOrders.trackParcelLabel', { number, carrier: order.carrier }) : undefined}
        >
          {t('trackOrders.trackOnline')}
        </a>
      )}
      <Link
        className="track-card__invoice"
        to={paths.invoice.getHref(order.order_id, order.invoice_key)}
        aria-label={t('myOrders.viewInvoiceLabel', { number })}
      >
        {t('myOrders.viewInvoice')}
      </Link>
    </article>
  );
}
