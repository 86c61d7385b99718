import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { paths } from '../../shared/config/paths';
import { AccountShell } from '../../shared/ui/account-shell';

/**
 * /Tabs: the spec does not show its content. A small tabbed overview of the account's
 * parts, each tab with a line and a link to its screen (ARIA tabs, arrow keys move).
 */
export default function AccountTabsPage() {
  const { t } = useTranslation('account');
  const baseId = useId();
  const [active, setActive] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabs = [
    { label: t('menu.dashboard'), text: t('tabs.dashboard'), to: paths.myAccount.getHref() },
    { label: t('menu.orders'), text: t('dashboard.ordersText'), to: paths.myOrders.getHref() },
    { label: t('menu.address'), text: t('dashboard.addressText'), to: paths.myAddress.getHref() },
    { label: t('menu.details'), text: t('dashboard.detailsText'), to: paths.accountDetails.getHref() },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -active, End: tabs.length - 1 - active }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (active + step + tabs.length) % tabs.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <AccountShell title={t('tabs.title')}>
      <div className="account-tabs__list" role="tablist" aria-label={t('tabs.title')} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.to}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className="account-tabs__tab"
            onClick={() => setActive(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.to}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== active}
          className="account-tabs__panel"
        >
          <p>{tab.text}</p>
          <Link to={tab.to}>{t('tabs.open', { name: tab.label })}</Link>
        </div>
      ))}
    </AccountShell>
  );
}
