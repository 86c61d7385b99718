import { useTranslation } from '../../shared/i18n/use-translation';
import { paths } from '../../shared/config/paths';
import { useCart } from '../../shared/stores/cart-store';
import { useWishlist } from '../../shared/stores/wishlist-store';
import { HeartIcon, MenuIcon } from '../../shared/ui/icons';
import { AccountMenu } from './account-menu';
import { BrandLink } from './brand-link';
import { CountLink } from './count-link';
import { MiniCart } from './mini-cart';
import { SearchBox } from './search-box';

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The header (spec 2.2): logo, product search, wishlist count, cart count (linking to the
 * cart, with the mini-cart dropdown beside it), the account dropdown, and on small screens
 * the button that opens the mobile menu.
 */
export function SiteHeader({ menuOpen, onOpenMenu }: { menuOpen: boolean; onOpenMenu(): void }) {
  const { t } = useTranslation();
  const { count: wishlistCount } = useWishlist();
  const { count: cartCount } = useCart();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls={MOBILE_MENU_ID} onClick={onOpenMenu}>
          <MenuIcon />
          <span className="menu-toggle__text">{t('header.menu')}</span>
        </button>
        <BrandLink />
        <SearchBox className="site-header__search" />
        <div className="site-header__actions">
          <CountLink
            to={paths.wishlist.getHref()}
            icon={<HeartIcon />}
            text={t('header.wishlist')}
            label={t('header.wishlistCount', { count: wishlistCount })}
            count={wishlistCount}
          />
          <MiniCart text={t('header.cart')} label={t('header.cartCount', { count: cartCount })} />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
