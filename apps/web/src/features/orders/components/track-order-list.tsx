import { useId } from 'react';
import type { TrackedOrder } from '../api/get-customer-orders';
import { TrackOrderCard } from './track-order-card';

export interface TrackOrderListProps {
  /** The group's heading: 'On the way', 'Recently delivered'. */
  title: string;
  /** A line under the heading. */
  note?: string;
  orders: readonly TrackedOrder[];
}

/** One group of parcels on Track Orders, under its heading (with a count: the list says it to screen readers), each order a card. */
export function TrackOrderList({ title, note, orders }: TrackOrderListProps) {
  const headingId = useId();
  return (
    <section className="track-group" aria-labelledby={headingId}>
      <div className="track-group__head">
        <h2 id={headingId} className="track-group__title">
          {title}{' '}
          <span className="track-group__count" aria-hidden="true">
            {orders.length}
          </span>
        </h2>
        {note && <p className="track-group__note">{note}</p>}
      </div>
      <ul className="track-group__list">
        {orders.map((order) => (
          <li key={order.order_id}>
            <TrackOrderCard order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}
