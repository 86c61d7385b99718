import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isOutOfStock, type WishlistItem } from '@shop/core';
import { CartIcon } from '../../../shared/ui/icons';
import { LineProductCell, LineRemoveCell } from '../../../shared/ui/line-table';
import { PricePair } from '../../../shared/ui/price';

export interface WishlistTableProps {
  items: readonly WishlistItem[];
  onAddToCart(item: WishlistItem): void;
  onRemove(productId: number): void;
}

/** Why a wishlist row cannot go to the cart, or null when it can. */
export function addToCartBlocker(item: WishlistItem): 'outOfStock' | 'noVariant' | null {
  if (isOutOfStock(item)) return 'outOfStock';
  if (typeof item.product_variant_id !== 'number') return 'noVariant';
  return null;
}

function WishlistRow({ item, onAddToCart, onRemove }: { item: WishlistItem } & Omit<WishlistTableProps, 'items'>) {
  const { t } = useTranslation('cart');
  const reasonId = useId();
  const title = item.product_title;
  const inStock = !isOutOfStock(item);
  const blocker = addToCartBlocker(item);
  return (
    <tr className="line-table__row">
      <LineProductCell productId={item.product_id} title={title} imageUrl={item.product_image_url} />
      <td data-label={t('wishlist.price')}>
        <PricePair sale={item.product_variant_sale_price} mrp={item.product_variant_mrp_price} />
      </td>
      <td data-label={t('wishlist.stockStatus')}>
        <span className={inStock ? 'stock-status stock-status--in' : 'stock-status stock-status--out'}>
          {inStock ? t('wishlist.inStock') : t('wishlist.outOfStock')}
        </span>
      </td>
      <td data-label={t('wishlist.action')}>
        <div className="line-table__action">
          <button
            type="button"
            className="button"
            aria-label={t('wishlist.addToCartLabel', { title })}
            aria-describedby={blocker ? reasonId : undefined}
            disabled={blocker !== null}
            onClick={() => onAddToCart(item)}
          >
            <CartIcon />
            {t('wishlist.addToCart')}
          </button>
          {blocker && (
            <p id={reasonId} className="line-table__reason">
              {blocker === 'outOfStock' ? t('wishlist.outOfStockReason') : t('wishlist.noVariantReason')}
            </p>
          )}
        </div>
      </td>
      <LineRemoveCell label={t('wishlist.removeItem', { title })} tooltip={t('wishlist.remove')} onRemove={() => onRemove(item.product_id)} />
    </tr>
  );
}

/** The wishlist table of spec 2.6: Product, Price, Stock Status, Action (Add to cart), Remove. */
export function WishlistTable({ items, onAddToCart, onRemove }: WishlistTableProps) {
  const { t } = useTranslation('cart');
  return (
    <table className="line-table wishlist-table">
      <caption className="visually-hidden">{t('wishlist.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('wishlist.product')}</th>
          <th scope="col">{t('wishlist.price')}</th>
          <th scope="col">{t('wishlist.stockStatus')}</th>
          <th scope="col">{t('wishlist.action')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('wishlist.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <WishlistRow key={item.product_id} item={item} onAddToCart={onAddToCart} onRemove={onRemove} />
        ))}
      </tbody>
    </table>
  );
}
