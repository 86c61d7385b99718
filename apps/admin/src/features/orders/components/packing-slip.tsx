import type { PackingSlip as Slip } from '@shop/core/admin';
import { formatDate } from '../../../shared/lib/format';

/**
 * One order's packing slip, for the parcel: the shop, the order number and date, whom it goes
 * to, and what is in it (item, variant, quantity, a box to tick when packed). No prices: the
 * parcel may be a gift, and the invoice is a document of its own. English, like the back office.
 */
export function PackingSlip({ slip }: { slip: Slip }) {
  const to = slip.ship_to;
  const units = slip.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <article className="packing-slip" aria-label={`Packing slip ${slip.invoice_number}`}>
      <header className="slip-head">
        <div className="slip-shop">
          <div className="slip-shop-name">{slip.seller.name}</div>
          {slip.seller.address ? <div>{slip.seller.address}</div> : null}
          {slip.seller.phone ? <div>Phone {slip.seller.phone}</div> : null}
        </div>
        <div className="slip-title">
          <h2>Packing slip</h2>
          <dl className="slip-facts">
            <dt>Order</dt>
            <dd>{slip.invoice_number}</dd>
            <dt>Order date</dt>
            <dd>{formatDate(slip.order_created_date)}</dd>
          </dl>
        </div>
      </header>
      <section className="slip-ship-to" aria-label="Deliver to">
        <h3>Deliver to</h3>
        <address>
          <strong>{to.full_name}</strong>
          {/* As a parcel is addressed (flat first); the optional area and landmark leave no blank line. */}
          {[
            to.flat_house_building,
            to.area_street_sector,
            to.landmark,
            `${to.town_city}, ${to.state} ${to.pincode}`,
            to.country_region,
            `Phone ${to.mobile_number}`,
          ]
            .filter((line) => line.trim() !== '')
            .map((line, i) => (
              <span key={i}>
                <br />
                {line}
              </span>
            ))}
        </address>
      </section>
      <table className="slip-items">
        <caption className="sr-only">Items in order {slip.invoice_number}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Variant</th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="slip-check">
              Packed
            </th>
          </tr>
        </thead>
        <tbody>
          {slip.lines.map((l, i) => (
            <tr key={i}>
              <td>{l.product_title}</td>
              <td>{l.variant_title}</td>
              <td className="num">{l.quantity}</td>
              <td className="slip-check">
                <span className="slip-box" aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Units in this parcel
            </th>
            <td className="num">{units}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <footer className="slip-foot">Thank you for your order. Please check the parcel's contents against this slip.</footer>
    </article>
  );
}
