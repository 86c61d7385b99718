import { Link, useParams } from 'react-router';
import { routes } from '../../../shared/config/routes';
import { formatDate, formatDateTime, paise } from '../../../shared/lib/format';
import { Badge, Card, ErrorNotice, Loading, PageHeader } from '../../../shared/ui/page';
import { useCustomer } from '../api/customers';

/** One customer: figures, saved addresses and the latest orders. */
export default function CustomerPage() {
  const id = Number(useParams().id);
  const { data: c, error, isPending } = useCustomer(id);
  const back = <Link to={routes.customers}>‹ Customers</Link>;
  if (isPending) return <Loading />;
  if (!c)
    return (
      <>
        <PageHeader title="Customer" back={back} />
        <ErrorNotice error={error} />
      </>
    );
  return (
    <>
      <PageHeader back={back} title={c.customer_name || c.customer_display_name} subtitle={<a href={`mailto:${c.customer_email}`}>{c.customer_email}</a>} />
      <div className="stats stats-3">
        <div className="stat card">
          <div className="stat-label">Orders</div>
          <div className="stat-value">{c.order_count}</div>
          <div className="stat-sub muted">{c.cancelled_count} cancelled</div>
        </div>
        <div className="stat card">
          <div className="stat-label">Spent</div>
          <div className="stat-value">{paise(c.orders_total_paise)}</div>
          <div className="stat-sub muted">{c.last_order_at ? `Last order ${formatDate(c.last_order_at)}` : 'No orders yet'}</div>
        </div>
        <div className="stat card">
          <div className="stat-label">Customer since</div>
          <div className="stat-value">{formatDate(c.created_at)}</div>
          <div className="stat-sub muted">Shown as {c.customer_display_name}</div>
        </div>
      </div>
      <div className="grid-2-1">
        <Card title="Latest orders" actions={<Link to={`${routes.orders}?q=${encodeURIComponent(c.customer_email)}`}>All their orders</Link>}>
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Invoice</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Status</th>
                  <th scope="col">Payment</th>
                  <th scope="col" className="num">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {c.recent_orders.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="table-empty">
                      No orders yet.
                    </td>
                  </tr>
                ) : (
                  c.recent_orders.map((o) => (
                    <tr key={o.order_id}>
                      <td>
                        <Link to={routes.order(o.order_id)}>{o.invoice_number ?? `#${o.order_id}`}</Link>
                      </td>
                      <td className="nowrap">{formatDateTime(o.order_created_date)}</td>
                      <td>
                        <Badge>{o.order_status_label}</Badge>
                      </td>
                      <td>
                        <Badge>{o.payment_status_label}</Badge>
                      </td>
                      <td className="num">{paise(o.order_grand_total_paise)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </Card>
        <Card title="Addresses">
          {c.addresses.length === 0 ? <p className="muted">No saved addresses.</p> : null}
          {c.addresses.map((a) => (
            <address key={a.customer_address_id} className="address-block">
              {a.default_address === 1 ? <Badge tone="accent">Default</Badge> : null}
              <div className="strong">{a.full_name}</div>
              {a.flat_house_building}, {a.area_street_sector}
              {a.landmark ? `, ${a.landmark}` : ''}
              <br />
              {a.town_city}, {a.state} {a.pincode}, {a.country_region}
              <br />
              <span className="muted">{a.mobile_number}</span>
            </address>
          ))}
        </Card>
      </div>
    </>
  );
}
