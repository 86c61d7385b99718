import { PACKING_SLIPS_MAX } from '@shop/core/admin';
import { Link, useSearchParams } from 'react-router';
import { routes } from '../../../shared/config/routes';
import { ErrorNotice, Loading, Notice, PageHeader } from '../../../shared/ui/page';
import { usePackingSlips } from '../api/orders';
import { PackingSlip } from './packing-slip';

/** `?ids=12,15` → [12, 15]: whole numbers only, each once, in the order given. */
export function slipIdsOf(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((id) => id >= 1);
  return [...new Set(ids)];
}

/**
 * The packing slips of the orders in `?ids=` (the order's page opens one, the orders list
 * several), one slip per printed A4 page. Printing leaves out the back office's frame and
 * this screen's own header (styles.css, @media print).
 */
export default function PackingSlipsPage() {
  const [params] = useSearchParams();
  const ids = slipIdsOf(params.get('ids'));
  const { data, error, isPending } = usePackingSlips(ids);
  const back = <Link to={ids.length === 1 ? routes.order(ids[0]!) : routes.orders}>{ids.length === 1 ? '‹ Order' : '‹ Orders'}</Link>;
  const count = data?.data.length ?? 0;
  return (
    <div className="packing-slips">
      <div className="no-print">
        <PageHeader
          back={back}
          title={count === 1 ? 'Packing slip' : 'Packing slips'}
          subtitle={data ? `${count === 1 ? '1 order' : `${count} orders`}, one slip per A4 page; no prices.` : undefined}
          actions={
            <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={count === 0}>
              Print
            </button>
          }
        />
        {ids.length === 0 ? <Notice tone="info">Choose orders in the orders list (at most {PACKING_SLIPS_MAX}), then print their packing slips.</Notice> : null}
        <ErrorNotice error={error ?? undefined} />
        {data && data.missing.length > 0 ? (
          <ErrorNotice>
            {data.missing.length === 1 ? `No order has the id ${data.missing[0]}.` : `No orders have the ids ${data.missing.join(', ')}.`}
          </ErrorNotice>
        ) : null}
      </div>
      {ids.length > 0 && isPending ? <Loading /> : null}
      {data?.data.map((slip) => (
        <PackingSlip key={slip.order_id} slip={slip} />
      ))}
    </div>
  );
}
