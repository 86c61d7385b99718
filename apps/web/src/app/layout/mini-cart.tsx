import { Suspense, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { cartGrandTotal, cartUnitPrice, productPicture } from '@shop/core';
import { checkoutHref } from '../../features/cart/lib/checkout-link';
import { useExpiredLinePruning } from '../../features/cart/lib/expiry';
import { paths } from '../../shared/config/paths';
import { useCart } from '../../shared/stores/cart-store';
import { useCurrency } from '../../shared/stores/currency-store';
import { useSession } from '../../shared/stores/session-store';
import { CartIcon, ChevronDownIcon } from '../../shared/ui/icons';
import { CountLink } from './count-link';
import { useMenuState } from './use-menu-state';
import './mini-cart.css';

/** Lines listed in the dropdown; the rest are summed up as 'and N more'. */
export const MINI_CART_MAX_LINES = 4;
const THUMB_SIZE = 48;

type MenuState = ReturnType<typeof useMenuState>;

/** The dropdown: the lines, the total, View cart and Checkout (logged in) or Log In (guest). */
function MiniCartPanel({ id, menu }: { id: string; menu: MenuState }) {
  const { t } = useTranslation('cart');
  const { items } = useCart();
  const { code, formatAmount } = useCurrency();
  const { loggedIn } = useSession();
  const shown = items.slice(0, MINI_CART_MAX_LINES);
  const more = items.length - shown.length;
  return (
    <div
      id={id}
      className="dropdown__panel dropdown__panel--end mini-cart__panel"
      role="region"
      aria-label={t('miniCart.label')}
      hidden={!menu.open}
      onClick={menu.onPanelClick}
    >
      {items.length === 0 ? (
        <p className="mini-cart__empty">{t('miniCart.empty')}</p>
      ) : (
        <>
          <ul className="mini-cart__lines">
            {shown.map((line) => (
              <li key={`${line.product_id}-${line.product_variant_id}`} className="mini-cart__line">
                <img src={productPicture(line.product_image_url)} alt="" width={THUMB_SIZE} height={THUMB_SIZE} className="mini-cart__thumb" />
                <span className="mini-cart__text">
                  <Link to={paths.productDetails.getHref(line.product_title, line.product_id)} className="mini-cart__title">
                    {line.product_title}
                  </Link>
                  <span className="mini-cart__qty">{t('miniCart.line', { quantity: line.quantity, price: formatAmount(cartUnitPrice(line, code)) })}</span>
                </span>
              </li>
            ))}
          </ul>
          {more > 0 && <p className="mini-cart__more">{t('miniCart.more', { count: more })}</p>}
          <p className="mini-cart__total">
            <span>{t('miniCart.total')}</span>
            <strong data-testid="mini-cart-total">{formatAmount(cartGrandTotal(items, code))}</strong>
          </p>
        </>
      )}
      <div className="mini-cart__actions">
        <Link to={paths.cart.getHref()} className="button button--ghost">
          {t('miniCart.viewCart')}
        </Link>
        <Link to={checkoutHref(loggedIn)} className="button">
          {loggedIn ? t('miniCart.checkout') : t('miniCart.logIn')}
        </Link>
      </div>
    </div>
  );
}

/** The button that opens the dropdown (its words come with the cart translations). */
function MiniCartToggle({ panelId, menu }: { panelId: string; menu: MenuState }) {
  const { t } = useTranslation('cart');
  return (
    <button type="button" className="header-action mini-cart__toggle" aria-controls={panelId} aria-label={t('miniCart.toggle')} {...menu.toggleProps}>
      <ChevronDownIcon className="dropdown__chevron" />
    </button>
  );
}

/**
 * The header's cart (spec 2.2): the count, linking to the cart, and a dropdown mini-cart
 * opened by the chevron beside it (or by hovering with a mouse). It also removes lines
 * that have expired, wherever the shopper is.
 */
export function MiniCart({ text, label }: { text: string; label: string }) {
  const { items, count } = useCart();
  const menu = useMenuState();
  const panelId = useId();
  useExpiredLinePruning(items);
  return (
    <div className="dropdown mini-cart" ref={menu.rootRef} {...menu.hoverProps}>
      <CountLink to={paths.cart.getHref()} className="mini-cart__link" icon={<CartIcon />} text={text} label={label} count={count} />
      {/* The cart translations arrive with the first page; the placeholder keeps the header still. */}
      <Suspense fallback={<span className="mini-cart__toggle mini-cart__toggle--placeholder" aria-hidden="true" />}>
        <MiniCartToggle panelId={panelId} menu={menu} />
        <MiniCartPanel id={panelId} menu={menu} />
      </Suspense>
    </div>
  );
}
