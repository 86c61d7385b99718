import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { paths } from '../../shared/config/paths';
import { SHOP_INFO, telHref } from '../../shared/config/shop-info';
import { useShopInfo } from '../../shared/api/get-shop-info';
import { useSession } from '../../shared/stores/session-store';
import { CloseIcon, MapPinIcon, PhoneIcon } from '../../shared/ui/icons';
import { BrandLink } from './brand-link';
import { CurrencySwitcher } from './currency-switcher';
import { LanguageSwitcher } from './language-switcher';
import { SearchBox } from './search-box';
import { SocialLinks } from './social-links';
import { MOBILE_MENU_ID } from './site-header';
import { dismissedBy, useModalDialog } from '../../shared/hooks/use-modal-dialog';
import { useLogout } from './use-logout';

/**
 * The mobile menu (spec 2.2), a side sheet on the native <dialog> (focus stays inside,
 * Escape closes): search, Home, Videos, Blogs, Contact, Account (logged in only), the
 * currency switch, the shop's hotline (the owner's phone), Our location, Log In / Sign Up
 * (guests) or Log Out (customers, asked first as in the account menu) and the social links.
 */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const { pathname } = useLocation();
  const ref = useModalDialog(open);
  const [logOut, logoutDialog] = useLogout();
  const shop = useShopInfo();

  // A followed link closes the menu (a page change after it was mounted).
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    onClose();
  }, [pathname, onClose]);

  const links = [
    { to: paths.home.getHref(), label: t('nav.home'), end: true },
    { to: paths.productList.getHref(), label: t('nav.shop'), end: false },
    { to: paths.videos.getHref(), label: t('nav.videos'), end: false },
    { to: paths.blogs.getHref(), label: t('nav.blogs'), end: false },
    { to: paths.contact.getHref(), label: t('nav.contact'), end: false },
    ...(loggedIn ? [{ to: paths.myAccount.getHref(), label: t('nav.account'), end: false }] : []),
  ];

  return (
    <dialog id={MOBILE_MENU_ID} ref={ref} className="mobile-menu" aria-label={t('mobileMenu.label')} {...dismissedBy(onClose)}>
      {open && (
        <div className="mobile-menu__sheet">
          <div className="mobile-menu__head">
            <BrandLink />
            <button type="button" className="icon-button" aria-label={t('mobileMenu.close')} onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          <SearchBox className="mobile-menu__search" />
          <nav aria-label={t('mobileMenu.navLabel')}>
            <ul className="mobile-menu__links">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mobile-menu__section">
            <p className="mobile-menu__heading">{t('currency.label')}</p>
            <CurrencySwitcher variant="inline" />
          </div>
          <div className="mobile-menu__section">
            <p className="mobile-menu__heading">{t('language.label')}</p>
            <LanguageSwitcher />
          </div>
          {shop && (
            <a className="mobile-menu__location mobile-menu__hotline" href={telHref(shop.phone)}>
              <PhoneIcon />
              <span>
                {t('nav.hotline')}: <bdi dir="ltr">{shop.phone}</bdi>
              </span>
            </a>
          )}
          <a className="mobile-menu__location" href={SHOP_INFO.mapUrl} target="_blank" rel="noopener noreferrer">
            <MapPinIcon />
            {t('mobileMenu.location')}
          </a>
          {loggedIn && (
            <p className="mobile-menu__auth">
              <button
                type="button"
                className="button button--ghost"
                onClick={async () => {
                  // On '/' already, the page does not change: close the menu here.
                  if (await logOut()) onClose();
                }}
              >
                {t('account.logOut')}
              </button>
            </p>
          )}
          {logoutDialog}
          {!loggedIn && (
            <p className="mobile-menu__auth">
              <Link to={paths.login.getHref()} className="button">
                {t('account.logIn')}
              </Link>
              <Link to={paths.createAccount.getHref()} className="button button--ghost">
                {t('account.signUp')}
              </Link>
            </p>
          )}
          <SocialLinks className="mobile-menu__social" />
        </div>
      )}
    </dialog>
  );
}
