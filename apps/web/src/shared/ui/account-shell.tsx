import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../hooks/use-document-title';
import { logout } from '../stores/session-store';
import { Breadcrumb } from './breadcrumb';
import { useConfirm } from './confirm-dialog';
import { queryKeys } from '../api/query-keys';
import './account.css';

interface AccountShellProps {
  /** The screen's heading and document title. */
  title: string;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of the account screens (spec 2.9): the side menu (Dashboard, My Orders, My
 * Address, Account details, Log out) beside the screen. Its Log out asks 'Are you sure?' /
 * 'You will be logged out of your account!', clears the stored token and customer id only
 * (the cart and wishlist stay) and goes to '/'.
 */
export function AccountShell({ title, actions, children }: AccountShellProps) {
  const { t } = useTranslation('account');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();

  const onLogout = async () => {
    const ok = await confirm({
      title: t('logout.title'),
      text: t('logout.text'),
      confirmLabel: t('logout.confirm'),
      cancelLabel: t('logout.cancel'),
      tone: 'danger',
    });
    if (!ok) return;
    logout();
    queryClient.removeQueries({ queryKey: queryKeys.account.all });
    void navigate(paths.home.getHref());
  };

  const links = [
    { to: paths.myAccount.getHref(), label: t('menu.dashboard') },
    { to: paths.myOrders.getHref(), label: t('menu.orders') },
    { to: paths.myAddress.getHref(), label: t('menu.address') },
    { to: paths.accountDetails.getHref(), label: t('menu.details') },
  ];

  return (
    <div className="account-page">
      <Breadcrumb
        items={[
          { label: t('breadcrumb.home'), to: paths.home.getHref() },
          { label: t('breadcrumb.myAccount'), to: paths.myAccount.getHref() },
          { label: title },
        ]}
      />
      <div className="account-layout">
        <nav className="account-menu-side" aria-label={t('menu.label')}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="account-menu-side__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" className="account-menu-side__link account-menu-side__logout" onClick={() => void onLogout()}>
                {t('menu.logout')}
              </button>
            </li>
          </ul>
        </nav>
        <section className="account-content" aria-labelledby="account-title">
          <div className="account-content__head">
            <h1 id="account-title" className="account-content__title">
              {title}
            </h1>
            {actions}
          </div>
          {children}
        </section>
      </div>
      {confirmDialog}
    </div>
  );
}
