import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ApiError } from '../../shared/api/client';
import { LOGIN_REDIRECT_PARAM, paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { useSession } from '../../shared/stores/session-store';
import { DownloadIcon, PrintIcon, ReceiptIcon } from '../../shared/ui/icons';
import { ShimmerText } from '../../shared/ui/shimmer';
import { invoicePdfUrl } from './api/invoice-pdf';
import { useCustomerOrder } from './api/get-customer-order';
import { InvoiceDocument } from './components/invoice-document';
import { TaxNotes } from './components/tax-notes';
import { PayNow } from '../../shared/payments/components/pay-now';
import { orderIdFromPath } from './lib/order-labels';
import './invoice.css';

/**
 * /Invoice/{order_id} (spec 2.11, public; DESIGN 4.2): the order's invoice for its own
 * customer (logged in) or anyone holding the link's `?key=`. Without either, or when the
 * shop answers 404 (unknown order, another customer's, a wrong key), it says the invoice
 * could not be found and shows nothing of the buyer. Print (A4, the invoice alone) and
 * Download (the PDF, with the invoice key) sit above it; a registered shop's credit and debit
 * notes against the invoice follow it (on screen only).
 */
export default function InvoicePage() {
  const { t, i18n } = useTranslation('orders');
  const { orderId: segment } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const { loggedIn } = useSession();
  const orderId = orderIdFromPath(segment);
  // Paid from this page: the pay box stays to say so after the order is read again.
  const [paidHere, setPaidHere] = useState(false);
  const key = params.get('key')?.trim() || null;
  const canAsk = orderId !== null && (key !== null || loggedIn);
  const order = useCustomerOrder({ orderId: orderId ?? 0, invoiceKey: key, queryConfig: { enabled: canAsk } });
  const info = order.data?.customer_info;
  useDocumentTitle(info ? t('invoice.documentTitle', { number: info.invoice_number }) : t('invoice.title'));

  const refused = order.isError && order.error instanceof ApiError && order.error.isClientError;

  if (!canAsk || refused) {
    const loginHref = `${paths.login.getHref()}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(location.pathname + location.search)}`;
    return (
      <section className="invoice-missing" aria-labelledby="invoice-title">
        <ReceiptIcon width={40} height={40} className="invoice-missing__icon" />
        <h1 id="invoice-title" className="invoice-missing__title">
          {t('invoice.title')}
        </h1>
        <p className="invoice-missing__text" role="alert">
          {t('invoice.notFound')}
        </p>
        <Link className="button" to={loggedIn ? paths.myOrders.getHref() : loginHref}>
          {loggedIn ? t('invoice.myOrders') : t('invoice.logIn')}
        </Link>
      </section>
    );
  }

  if (order.isPending) {
    return (
      <section className="invoice-missing" aria-labelledby="invoice-title" aria-busy="true">
        <h1 id="invoice-title" className="invoice-missing__title">
          {t('invoice.title')}
        </h1>
        <ShimmerText lines={6} />
      </section>
    );
  }

  if (order.isError || !order.data || orderId === null) {
    return (
      <section className="invoice-missing" aria-labelledby="invoice-title">
        <h1 id="invoice-title" className="invoice-missing__title">
          {t('invoice.title')}
        </h1>
        <p className="invoice-missing__text" role="alert">
          {t('invoice.loadFailed')}
        </p>
        <button type="button" className="button" onClick={() => void order.refetch()}>
          {t('invoice.retry')}
        </button>
      </section>
    );
  }

  const number = order.data.customer_info.invoice_number;
  const invoiceKey = key ?? order.data.customer_info.invoice_key;
  return (
    <div className="invoice-page">
      <div className="invoice-toolbar no-print" role="group" aria-label={t('invoice.actions')}>
        <button type="button" className="button" onClick={() => window.print()}>
          <PrintIcon width={18} height={18} />
          {t('invoice.print')}
        </button>
        <a
          className="button button--ghost"
          href={invoicePdfUrl(orderId, invoiceKey, i18n.language)}
          download
          aria-label={t('invoice.downloadLabel', { number })}
        >
          <DownloadIcon width={18} height={18} />
          {t('invoice.download')}
        </a>
      </div>
      {(order.data.customer_info.pay_online || paidHere) && <PayNow info={order.data.customer_info} invoiceKey={invoiceKey} onPaid={() => setPaidHere(true)} />}
      <InvoiceDocument order={order.data} />
      <TaxNotes notes={order.data.customer_info.tax_notes} orderId={orderId} invoiceNumber={number} invoiceKey={invoiceKey} />
    </div>
  );
}
