import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { paths } from '../../shared/config/paths';
import { useDismiss } from '../../shared/hooks/use-dismiss';
import { useSession } from '../../shared/stores/session-store';
import { ChevronDownIcon, UserIcon } from '../../shared/ui/icons';
import { useLogout } from './use-logout';

/**
 * The header's account dropdown (spec 2.2): guests see Log In; logged-in customers see
 * My Account, My Orders, My Wishlist and Log Out. Log Out asks 'Are you sure? You will be
 * logged out!' with 'Yes!', then clears all storage and goes to '/' (spec 2.9).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close, buttonRef);
  const [logOut, confirmDialog] = useLogout();

  const onPanelClick = (event: MouseEvent<HTMLUListElement>) => {
    if ((event.target as HTMLElement).closest('a')) close();
  };

  const onLogout = async () => {
    setOpen(false);
    await logOut();
  };

  return (
    <div className="dropdown account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header-action dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
        <span className="header-action__text">{t('account.menu')}</span>
        <ChevronDownIcon className="dropdown__chevron" />
      </button>
      {/* A followed link closes the panel. */}
      <ul id={panelId} className="dropdown__panel dropdown__panel--end" hidden={!open} onClick={onPanelClick}>
        {loggedIn ? (
          <>
            <li>
              <Link to={paths.myAccount.getHref()}>{t('account.myAccount')}</Link>
            </li>
            <li>
              <Link to={paths.myOrders.getHref()}>{t('account.myOrders')}</Link>
            </li>
            <li>
              <Link to={paths.wishlist.getHref()}>{t('account.myWishlist')}</Link>
            </li>
            <li>
              <button type="button" onClick={() => void onLogout()}>
                {t('account.logOut')}
              </button>
            </li>
          </>
        ) : (
          <li>
            <Link to={paths.login.getHref()}>{t('account.logIn')}</Link>
          </li>
        )}
      </ul>
      {confirmDialog}
    </div>
  );
}
