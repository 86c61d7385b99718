import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { WishlistItem } from '@shop/core';
import { paths } from '../../shared/config/paths';
import { cartActions } from '../../shared/stores/cart-store';
import { useWishlist } from '../../shared/stores/wishlist-store';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { EmptyState } from '../../shared/ui/empty-state';
import { HeartIcon } from '../../shared/ui/icons';
import { Screen } from '../../shared/ui/screen';
import { toast } from '../../shared/ui/toast';
import { addToCartBlocker, WishlistTable } from './components/wishlist-table';
import '../cart/cart.css';

/**
 * The wishlist screen (/WishList, spec 2.6): Product, Price, Stock Status, Action and
 * Remove; adding to the cart shows '{product title} added to cart'. The item stays in the
 * wishlist (the spec does not say it moves). Empty: Continue Shopping.
 */
export default function WishlistPage() {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation();
  const wishlist = useWishlist();

  const addToCart = (item: WishlistItem) => {
    if (addToCartBlocker(item) !== null || typeof item.product_variant_id !== 'number') return;
    const title = item.product_title;
    const result = cartActions.add({ ...item, product_variant_id: item.product_variant_id }, 1);
    if (result.status === 'added') toast.success(t('wishlist.addedToCart', { title }));
    else if (result.added > 0) toast.info(t('wishlist.capped', { title, count: result.added }));
    else toast.info(t('wishlist.stockReached', { title }));
  };

  return (
    <>
      <Breadcrumb items={[{ label: tc('nav.home'), to: paths.home.getHref() }, { label: t('wishlist.title') }]} />
      <Screen title={t('wishlist.title')}>
        {wishlist.items.length === 0 ? (
          <EmptyState
            icon={<HeartIcon width={40} height={40} />}
            title={t('wishlist.emptyTitle')}
            message={t('wishlist.emptyMessage')}
            action={
              <Link to={paths.productList.getHref()} className="button">
                {tc('actions.continueShopping')}
              </Link>
            }
          />
        ) : (
          <>
            <WishlistTable items={wishlist.items} onAddToCart={addToCart} onRemove={wishlist.remove} />
            <div className="cart-actions wishlist-actions">
              <Link to={paths.productList.getHref()} className="button button--ghost">
                {tc('actions.continueShopping')}
              </Link>
              <Link to={paths.cart.getHref()} className="button">
                {tc('actions.viewCart')}
              </Link>
            </div>
          </>
        )}
      </Screen>
    </>
  );
}
