import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { paths } from '../../shared/config/paths';
import { EmptyState } from '../../shared/ui/empty-state';
import { ShimmerText } from '../../shared/ui/shimmer';
import { AccountShell } from '../../shared/ui/account-shell';
import { useTrackedOrders } from './api/get-customer-orders';
import { TrackTruckIcon } from './components/track-icons';
import { TrackOrderList } from './components/track-order-list';
import './orders.css';
import './track-orders.css';

/**
 * /MyTrackOrders: the shopper's parcels, read from the newest orders (Customers/
 * GetCustomerOrders). Orders the shop has shipped come first ('On the way'), then the most
 * recent deliveries, each with its carrier and tracking number to copy and its invoice link.
 * Without any: a note that nothing is on its way yet, and the way to My Orders. It loads
 * and fails as My Orders does (shimmer; a message with Try again).
 */
export default function TrackOrdersPage() {
  const { t } = useTranslation('orders');
  const { t: ta } = useTranslation('account');
  const tracked = useTrackedOrders();
  const data = tracked.data;

  return (
    <AccountShell title={ta('trackOrders.title')}>
      {data ? (
        data.onTheWay.length + data.delivered.length === 0 ? (
          <EmptyState
            icon={<TrackTruckIcon width={40} height={40} />}
            title={t('trackOrders.emptyTitle')}
            message={t('trackOrders.emptyText')}
            action={
              <Link to={paths.myOrders.getHref()} className="button">
                {t('trackOrders.toMyOrders')}
              </Link>
            }
          />
        ) : (
          <div className="track-orders">
            {data.onTheWay.length > 0 && <TrackOrderList title={t('trackOrders.onTheWay')} note={t('trackOrders.onTheWayNote')} orders={data.onTheWay} />}
            {data.delivered.length > 0 && <TrackOrderList title={t('trackOrders.delivered')} orders={data.delivered} />}
          </div>
        )
      ) : tracked.isError ? (
        <EmptyState
          icon={<TrackTruckIcon width={40} height={40} />}
          title={t('trackOrders.errorTitle')}
          message={t('trackOrders.errorText')}
          action={
            <button
              type="button"
              className="button button--ghost"
              disabled={tracked.isFetching}
              aria-busy={tracked.isFetching || undefined}
              onClick={() => void tracked.refetch()}
            >
              {t('myOrders.retry')}
            </button>
          }
        />
      ) : (
        <ShimmerText lines={5} />
      )}
    </AccountShell>
  );
}
