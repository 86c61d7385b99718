import { Link, useParams } from 'react-router';
import type { TaxNote } from '@shop/core';
import { invoiceUrl, taxNotePdfUrl } from '../../../shared/api/paths';
import { routes } from '../../../shared/config/routes';
import { formatDateTime, paymentMethodLabel, rupees } from '../../../shared/lib/format';
import { Badge, Card, ErrorNotice, Loading, PageHeader } from '../../../shared/ui/page';
import { useOrder } from '../api/orders';
import { historyValue } from './history-labels';
import { OrderActions } from './order-actions';
import { OrderRefunds } from './order-refunds';

/** Why a credit or debit note was issued, as the back office says it. */
const TAX_NOTE_REASONS: Record<TaxNote['reason'], string> = {
  cancel: 'Order cancelled',
  refund: 'Refund',
  reopen: 'Cancelled order re-opened (paid late)',
};

/** One order: its moves, lines, address, payment and history, and the invoice. */
export default function OrderPage() {
  const id = Number(useParams().id);
  const { data, error, isPending } = useOrder(id);
  const back = <Link to={routes.orders}>‹ Orders</Link>;
  if (isPending) return <Loading />;
  if (!data)
    return (
      <>
        <PageHeader title="Order" back={back} />
        <ErrorNotice error={error} />
      </>
    );
  const o = data.customer_info;
  return (
    <>
      <PageHeader
        back={back}
        title={
          <>
            Order {o.invoice_number} <Badge>{o.order_status_label}</Badge> <Badge>{o.payment_status_label}</Badge>
          </>
        }
        subtitle={`Placed ${formatDateTime(o.order_created_date)} · ${paymentMethodLabel(o.order_payment_method)} · ${rupees(o.order_grand_total)}`}
        actions={
          <>
            <Link className="btn" to={routes.packingSlips([o.order_id])}>
              Packing slip
            </Link>
            <a className="btn" href={invoiceUrl(o.order_id, o.invoice_key)} target="_blank" rel="noopener noreferrer">
              Invoice ↗
            </a>
          </>
        }
      />
      <Card title="Next step">
        <OrderActions orderId={id} actions={data.allowed_actions} />
      </Card>
      <div className="grid-2-1">
        <div>
          <Card title="Lines">
            <div className="table-wrap">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col" className="num">
                      Price
                    </th>
                    <th scope="col" className="num">
                      Qty
                    </th>
                    <th scope="col" className="num">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.cart_info.map((l) => (
                    <tr key={l.product_variant_id}>
                      <td>
                        <Link to={routes.product(l.product_id)}>{l.item_product_title}</Link>
                        <div className="muted small">{l.item_variant_title}</div>
                      </td>
                      <td className="num">
                        {rupees(l.item_product_variant_sale_price)}
                        {l.item_product_variant_mrp_price > l.item_product_variant_sale_price ? (
                          <div className="muted small strike">{rupees(l.item_product_variant_mrp_price)}</div>
                        ) : null}
                      </td>
                      <td className="num">{l.item_quantity}</td>
                      <td className="num">{rupees(l.item_line_total)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3} className="num">
                      Subtotal
                    </th>
                    <td className="num">{rupees(o.order_sub_total)}</td>
                  </tr>
                  {o.order_grand_total !== o.order_sub_total ? (
                    <tr>
                      <th scope="row" colSpan={3} className="num">
                        Shipping and charges
                      </th>
                      <td className="num">{rupees(o.order_grand_total - o.order_sub_total)}</td>
                    </tr>
                  ) : null}
                  <tr className="total-row">
                    <th scope="row" colSpan={3} className="num">
                      Grand total
                    </th>
                    <td className="num">{rupees(o.order_grand_total)}</td>
                  </tr>
                  {o.order_currency !== 'INR' ? (
                    <tr>
                      <td colSpan={4} className="num muted small">
                        The shopper saw {o.order_currency} {o.order_display_total.toFixed(2)}.
                      </td>
                    </tr>
                  ) : null}
                </tfoot>
              </table>
            </div>
          </Card>
          <Card title="History">
            <ol className="timeline">
              {data.history.map((h, i) => (
                <li key={i}>
                  <div className="timeline-when muted small">{formatDateTime(h.changed_at)}</div>
                  <div>
                    <strong>{h.field === 'order_status' ? 'Status' : 'Payment'}:</strong>{' '}
                    {h.from_value !== null ? `${historyValue(h.field, h.from_value)} → ` : ''}
                    {historyValue(h.field, h.to_value)}
                  </div>
                  <div className="muted small">
                    by {h.changed_by}
                    {h.note ? ` · ${h.note}` : ''}
                  </div>
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <div>
          <Card title="Customer">
            <p>
              <strong>{o.full_name}</strong>
              <br />
              <a href={`mailto:${o.customer_email}`}>{o.customer_email}</a>
              <br />
              {o.mobile_number}
            </p>
            <p className="muted small">
              <Link to={routes.customer(data.customer_id)}>The customer's page</Link>
            </p>
          </Card>
          <Card title="Ship to">
            <address>
              {o.full_name}
              <br />
              {o.flat_house_building}
              <br />
              {o.area_street_sector}
              {o.landmark ? (
                <>
                  <br />
                  {o.landmark}
                </>
              ) : null}
              <br />
              {o.town_city}, {o.state} {o.pincode}
              <br />
              {o.country_region}
            </address>
          </Card>
          <Card title="Payment">
            <dl className="facts">
              <dt>Method</dt>
              <dd>{paymentMethodLabel(o.order_payment_method)}</dd>
              <dt>Status</dt>
              <dd>
                <Badge>{o.payment_status_label}</Badge>
              </dd>
              {o.upi_id ? (
                <>
                  <dt>UPI id</dt>
                  <dd>{o.upi_id}</dd>
                </>
              ) : null}
              {o.card_brand ? (
                <>
                  <dt>Card</dt>
                  <dd>
                    {o.card_brand} ···· {o.card_last4}
                  </dd>
                </>
              ) : null}
              {o.payment_due_at ? (
                <>
                  <dt>Pay by</dt>
                  <dd>{formatDateTime(o.payment_due_at)}</dd>
                </>
              ) : null}
              {o.carrier ? (
                <>
                  <dt>Carrier</dt>
                  <dd>{o.carrier}</dd>
                  <dt>Tracking</dt>
                  <dd>
                    {o.tracking_number}
                    {o.tracking_url ? (
                      <>
                        {' · '}
                        <a href={o.tracking_url} target="_blank" rel="noopener noreferrer">
                          Carrier&apos;s page ↗
                        </a>
                      </>
                    ) : null}
                  </dd>
                </>
              ) : null}
            </dl>
            <OrderRefunds orderId={id} payment={data.payment} />
          </Card>
          {o.tax_notes.length ? (
            <Card title="Credit and debit notes">
              <div className="table-wrap">
                <table className="data-table">
                  <thead>
                    <tr>
                      <th scope="col">Note</th>
                      <th scope="col" className="num">
                        Amount
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {o.tax_notes.map((note) => (
                      <tr key={note.number}>
                        <td>
                          <a href={taxNotePdfUrl(o.order_id, note.number, o.invoice_key)} download>
                            {note.type === 'credit' ? 'Credit note' : 'Debit note'} <span className="nowrap">{note.number}</span>
                          </a>
                          <div className="muted small">
                            {TAX_NOTE_REASONS[note.reason]} · {formatDateTime(note.issued_at)}
                          </div>
                        </td>
                        <td className="num">{note.type === 'credit' ? `−${rupees(note.amount)}` : rupees(note.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Card>
          ) : null}
        </div>
      </div>
    </>
  );
}
