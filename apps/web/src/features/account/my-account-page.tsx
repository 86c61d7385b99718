import { Link } from 'react-router';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../shared/i18n/use-translation';
import { paths } from '../../shared/config/paths';
import { ShimmerText } from '../../shared/ui/shimmer';
import { useCustomerInfo } from '../../shared/api/get-customer-info';
import { AccountShell } from '../../shared/ui/account-shell';
import { DownloadDataButton } from './components/download-data-button';

/**
 * /MyAccount, the dashboard (spec 2.9): a greeting with the customer's name and links to orders,
 * addresses and details; and (issue 23) "Download my data" and "Delete my account".
 */
export default function MyAccountPage() {
  const { t } = useTranslation('account');
  const customer = useCustomerInfo();
  const name = customer.data?.customer_name;

  return (
    <AccountShell title={t('dashboard.title')}>
      <div className="dashboard">
        {customer.isPending ? (
          <ShimmerText lines={1} />
        ) : (
          <p className="dashboard__greeting">
            {name ? <Trans t={t} i18nKey="dashboard.greeting" values={{ name }} components={{ strong: <strong /> }} /> : t('dashboard.greetingNoName')}
          </p>
        )}
        <p>{t('dashboard.intro')}</p>
        <ul className="dashboard__links">
          <li>
            <Link className="dashboard__link" to={paths.myOrders.getHref()}>
              <span className="dashboard__link-title">{t('menu.orders')}</span>
              <span className="dashboard__link-text">{t('dashboard.ordersText')}</span>
            </Link>
          </li>
          <li>
            <Link className="dashboard__link" to={paths.myAddress.getHref()}>
              <span className="dashboard__link-title">{t('menu.address')}</span>
              <span className="dashboard__link-text">{t('dashboard.addressText')}</span>
            </Link>
          </li>
          <li>
            <Link className="dashboard__link" to={paths.accountDetails.getHref()}>
              <span className="dashboard__link-title">{t('menu.details')}</span>
              <span className="dashboard__link-text">{t('dashboard.detailsText')}</span>
            </Link>
          </li>
        </ul>
        <div className="dashboard__data">
          <DownloadDataButton />
          <Link className="button button--danger-ghost" to={paths.deleteAccount.getHref()}>
            {t('erasure.title')}
          </Link>
        </div>
      </div>
    </AccountShell>
  );
}
