import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { cartGrandTotal, cartSubtotal, convertPrice } from '@shop/core';
import { paths } from '../../shared/config/paths';
import { useCart } from '../../shared/stores/cart-store';
import { useCurrency } from '../../shared/stores/currency-store';
import { useSession } from '../../shared/stores/session-store';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { useConfirm } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { CartIcon } from '../../shared/ui/icons';
import { Screen } from '../../shared/ui/screen';
import { useCartPriceRefresh } from '../../shared/hooks/use-cart-price-refresh';
import { CartTable } from './components/cart-table';
import { checkoutHref } from './lib/checkout-link';
import { useExpiredLinePruning } from './lib/expiry';
import './cart.css';

/**
 * The cart screen (/AddToCart, spec 2.6): the lines with their countdowns, quantity
 * steppers and remove buttons; All Cart Clear after a confirmation; Subtotal and Total in
 * the selected currency; Continue to checkout (guests log in first and come back) and
 * Continue Shopping. Prices are refreshed from the catalog while it is shown.
 */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation();
  const cart = useCart();
  const { code, formatAmount } = useCurrency();
  const { loggedIn } = useSession();
  const [confirm, confirmDialog] = useConfirm();
  const prices = useCartPriceRefresh(cart.items);
  useExpiredLinePruning(cart.items);

  const onClear = async () => {
    const ok = await confirm({
      title: t('cart.clearTitle'),
      text: t('cart.clearText'),
      confirmLabel: t('cart.clearConfirm'),
      cancelLabel: tc('actions.cancel'),
      tone: 'danger',
    });
    if (ok) cart.clear();
  };

  const continueShopping = (
    <Link to={paths.productList.getHref()} className="button button--ghost">
      {tc('actions.continueShopping')}
    </Link>
  );

  return (
    <>
      <Breadcrumb items={[{ label: tc('nav.home'), to: paths.home.getHref() }, { label: t('cart.title') }]} />
      <Screen title={t('cart.title')}>
        {prices.changes.length > 0 && (
          <div className="notice" role="status">
            <p className="notice__text">{t('cart.pricesChanged')}</p>
            <ul className="notice__list">
              {prices.changes.map((change) => (
                <li key={change.product_variant_id}>
                  {t('cart.priceChange', {
                    title: change.product_title,
                    from: formatAmount(convertPrice(change.oldPrice, code)),
                    to: formatAmount(convertPrice(change.newPrice, code)),
                  })}
                </li>
              ))}
            </ul>
            <button type="button" className="button button--ghost notice__dismiss" onClick={prices.dismiss}>
              {t('cart.dismiss')}
            </button>
          </div>
        )}

        {cart.items.length === 0 ? (
          <EmptyState icon={<CartIcon width={40} height={40} />} title={t('cart.emptyTitle')} message={t('cart.emptyMessage')} action={continueShopping} />
        ) : (
          <div className="cart-layout">
            <div className="cart-layout__lines">
              <CartTable
                items={cart.items}
                currency={code}
                formatAmount={formatAmount}
                onIncrease={cart.increase}
                onDecrease={cart.decrease}
                onRemove={cart.remove}
              />
              <div className="cart-actions">
                {continueShopping}
                <button type="button" className="button button--ghost cart-actions__clear" onClick={() => void onClear()}>
                  {t('cart.clearAll')}
                </button>
              </div>
            </div>

            <aside className="cart-summary" aria-labelledby="cart-summary-title">
              <h2 id="cart-summary-title" className="cart-summary__title">
                {t('cart.totals')}
              </h2>
              <dl className="summary-totals">
                <div className="summary-totals__row">
                  <dt>
                    {t('cart.subtotal')} <span className="cart-summary__count">({t('cart.itemCount', { count: cart.count })})</span>
                  </dt>
                  <dd data-testid="cart-subtotal">{formatAmount(cartSubtotal(cart.items, code))}</dd>
                </div>
                <div className="summary-totals__row summary-totals__row--grand">
                  <dt>{t('cart.total')}</dt>
                  <dd data-testid="cart-total">{formatAmount(cartGrandTotal(cart.items, code))}</dd>
                </div>
              </dl>
              {prices.checking && (
                <p className="cart-summary__note" role="status">
                  {t('cart.checkingPrices')}
                </p>
              )}
              <Link to={checkoutHref(loggedIn)} className="button cart-summary__checkout">
                {t('cart.checkout')}
              </Link>
              {!loggedIn && <p className="cart-summary__note">{t('cart.guestNote')}</p>}
            </aside>
          </div>
        )}
      </Screen>
      {confirmDialog}
    </>
  );
}
