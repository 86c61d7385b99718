import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { isOrderCancellable, type OrderSummary } from '@shop/core';
import { ApiError } from '../../shared/api/client';
import { paths } from '../../shared/config/paths';
import { usePageParam } from '../../shared/hooks/use-page-param';
import { ConfirmDialog, useConfirm } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { ReceiptIcon } from '../../shared/ui/icons';
import { OrdersPagination } from '../../shared/ui/pagination';
import { ShimmerText } from '../../shared/ui/shimmer';
import { AccountShell } from '../../shared/ui/account-shell';
import { useCancelOrder } from './api/cancel-order';
import { useCustomerOrders } from './api/get-customer-orders';
import { OrdersTable } from './components/orders-table';
import './orders.css';

interface Notice {
  title: string;
  text: string;
}

/**
 * /MyOrders (spec 2.9, 4, 8): the customer's orders, 5 a page, newest first, with the
 * orders pagination bar; 'Sorry! No Result Found' when there are none. Cancel asks first;
 * an order past 'Placed' is refused at once ('Error' / "Order is processing, can't
 * cancel."), otherwise Order/CancelOrder is called and the answer shown: 'Canceled!', the
 * server's 409 as the same refusal, or 'There was a problem canceling the order.'. The list
 * is read again after every cancel.
 */
export default function MyOrdersPage() {
  const { t } = useTranslation('orders');
  const [page, setPage] = usePageParam();
  const orders = useCustomerOrders({ page });
  const cancel = useCancelOrder();
  const [confirm, confirmDialog] = useConfirm();
  const [notice, setNotice] = useState<Notice | null>(null);

  const totalPages = orders.data?.total_pages ?? 0;
  // A page past the end (after a cancel, or an old link) shows the last one.
  useEffect(() => {
    if (orders.isSuccess && !orders.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages, { replace: true });
  }, [orders.isSuccess, orders.isPlaceholderData, page, totalPages, setPage]);

  const processing = () => setNotice({ title: t('messages.orders.orderProcessingTitle'), text: t('messages.orders.orderProcessing') });

  const onCancel = async (order: OrderSummary) => {
    if (!isOrderCancellable(order.order_status)) {
      processing();
      return;
    }
    const number = order.invoice_number || String(order.order_id);
    const ok = await confirm({
      title: t('myOrders.cancelTitle'),
      text: t('myOrders.cancelText', { number }),
      confirmLabel: t('myOrders.cancelConfirm'),
      cancelLabel: t('myOrders.keep'),
      tone: 'danger',
    });
    if (!ok) return;
    cancel.mutate(order.order_id, {
      onSuccess: () => setNotice({ title: t('messages.orders.orderCanceled'), text: t('myOrders.canceledText', { number }) }),
      onError: (error) => {
        console.warn('Cancel order failed:', error);
        if (error instanceof ApiError && error.status === 409) processing();
        else setNotice({ title: t('messages.orders.orderProcessingTitle'), text: t('messages.orders.orderCancelFailed') });
      },
    });
  };

  const list = orders.data?.data ?? [];

  return (
    <AccountShell title={t('myOrders.title')}>
      {orders.isPending ? (
        <ShimmerText lines={5} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon width={40} height={40} />}
          title={t('messages.orders.noOrders')}
          message={orders.isError ? t('myOrders.loadFailed') : t('myOrders.emptyText')}
          action={
            orders.isError ? (
              <button type="button" className="button button--ghost" onClick={() => void orders.refetch()}>
                {t('myOrders.retry')}
              </button>
            ) : (
              <Link to={paths.productList.getHref()} className="button">
                {t('myOrders.startShopping')}
              </Link>
            )
          }
        />
      ) : (
        <div className="orders" aria-busy={orders.isPlaceholderData || undefined}>
          <OrdersTable orders={list} onCancel={(order) => void onCancel(order)} cancellingId={cancel.isPending ? (cancel.variables ?? null) : null} />
          <OrdersPagination page={page} totalPages={totalPages} onPageChange={setPage} />
        </div>
      )}
      {confirmDialog}
      <ConfirmDialog
        open={notice !== null}
        title={notice?.title ?? ''}
        text={notice?.text}
        confirmLabel={t('myOrders.ok')}
        onConfirm={() => setNotice(null)}
        onCancel={() => setNotice(null)}
      />
    </AccountShell>
  );
}
