import type { AdminDashboard } from '@shop/core/admin';
import { Link } from 'react-router';
import { routes } from '../../../shared/config/routes';
import { formatCount, formatDateTime, rupees } from '../../../shared/lib/format';
import { Badge, Card, ErrorNotice, Loading, PageHeader } from '../../../shared/ui/page';
import { useOutboxSummary } from '../../../shared/api/outbox-summary';
import { useDashboard } from '../api/get-dashboard';
import { BarChart } from './bar-chart';

/** E-mails that failed for good (every attempt): they stand out until someone resends them. */
function FailedEmails() {
  const failed = useOutboxSummary().data?.failed ?? 0;
  if (failed === 0) return null;
  return (
    <div className="notice notice-error notice-row" role="alert">
      <span>
        <strong>{failed === 1 ? '1 e-mail failed to send.' : `${formatCount(failed)} e-mails failed to send.`}</strong>{' '}
        {failed === 1 ? 'Every attempt failed: check its error, then resend it.' : 'Every attempt failed: check their errors, then resend them.'}
      </span>
      <Link to={`${routes.outbox}?status=failed`} className="btn btn-small">
        Show failed e-mails
      </Link>
    </div>
  );
}

function Stat({ label, value, sub, to }: { label: string; value: string; sub?: string; to?: string }) {
  const body = (
    <>
      <div className="stat-label">{label}</div>
      <div className="stat-value">{value}</div>
      {sub ? <div className="stat-sub muted">{sub}</div> : null}
    </>
  );
  return to ? (
    <Link to={to} className="stat card stat-link">
      {body}
    </Link>
  ) : (
    <div className="stat card">{body}</div>
  );
}

/** The newest orders: number (to the order's page), customer, total and status. */
function LatestOrders({ orders }: { orders: AdminDashboard['latest_orders'] }) {
  return (
    <Card title="Latest orders" actions={<Link to={routes.orders}>All orders</Link>}>
      {orders.length === 0 ? (
        <p className="muted">No orders yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table compact">
            <caption className="sr-only">Latest orders</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col" className="num">
                  Total
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.order_id}>
                  <td>
                    <Link to={routes.order(o.order_id)} className="strong nowrap">
                      {o.invoice_number}
                    </Link>
                    <div className="muted small nowrap">{formatDateTime(o.order_created_date)}</div>
                  </td>
                  <td>{o.full_name}</td>
                  <td className="num nowrap">{rupees(o.order_grand_total)}</td>
                  <td>
                    <Badge>{o.order_status_label}</Badge> <Badge>{o.payment_status_label}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** The newest open contact messages, each to the Messages screen searched for its sender. */
function OpenMessages({ messages }: { messages: NonNullable<AdminDashboard['open_messages']> }) {
  return (
    <Card title={`Open messages (${formatCount(messages.total)})`} actions={<Link to={routes.messages}>All messages</Link>}>
      {messages.latest.length === 0 ? (
        <p className="muted">No open messages: all answered.</p>
      ) : (
        <ul className="dash-list" aria-label="Open messages">
          {messages.latest.map((m) => (
            <li key={m.contact_message_id}>
              <Link to={`${routes.messages}?q=${encodeURIComponent(m.email)}`}>{m.subject || '(no subject)'}</Link>
              <div className="muted small">
                {m.name} · {formatDateTime(m.created_at)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Today and this week, what waits for the team, the newest orders and messages, low stock and the last 30 days. */
export default function DashboardPage() {
  const { data, error, isPending } = useDashboard();
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Figures in India time; revenue leaves out cancelled orders." />
      <FailedEmails />
      <ErrorNotice error={error ?? undefined} />
      {isPending ? <Loading /> : null}
      {data ? (
        <>
          <div className="stats">
            <Stat label="Today" value={rupees(data.today.revenue)} sub={`${formatCount(data.today.orders)} orders`} />
            <Stat label="This week" value={rupees(data.week.revenue)} sub={`${formatCount(data.week.orders)} orders`} />
            <Stat
              label="Waiting for payment"
              value={formatCount(data.awaiting_payment)}
              sub="UPI, PayPal or card not yet confirmed"
              to={`${routes.orders}?waiting=payment`}
            />
            <Stat
              label="Waiting for dispatch"
              value={formatCount(data.awaiting_dispatch)}
              sub="Paid or COD, placed or processing"
              to={`${routes.orders}?waiting=dispatch`}
            />
          </div>
          <div className={data.open_messages ? 'grid-2-1' : undefined}>
            <LatestOrders orders={data.latest_orders} />
            {data.open_messages ? <OpenMessages messages={data.open_messages} /> : null}
          </div>
          <div className="grid-2-1">
            <Card title="Last 30 days">
              <BarChart days={data.last_30_days} />
            </Card>
            <Card title="Low stock" actions={<Link to={routes.products}>Products</Link>}>
              {data.low_stock.length === 0 ? (
                <p className="muted">Every variant has more than a few in stock.</p>
              ) : (
                <ul className="low-stock">
                  {data.low_stock.map((v) => (
                    <li key={v.product_variant_id}>
                      <Link to={routes.product(v.product_id)}>
                        {v.product_title}
                        <span className="muted"> · {v.product_variant_title}</span>
                      </Link>
                      <span className={`stock-count${v.stock_quantity === 0 ? ' out' : ''}`}>
                        {v.stock_quantity === 0 ? 'Out' : `${v.stock_quantity} left`}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
        </>
      ) : null}
    </>
  );
}
