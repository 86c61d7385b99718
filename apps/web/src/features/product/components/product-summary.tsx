import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ADD_TO_CART_TOAST_POSITION, discountPercent, hasRating, type ProductDetail, type ProductVariant } from '@shop/core';
import { cartActions } from '../../../shared/stores/cart-store';
import { useCartQuantity } from '../../../shared/stores/cart-quantity-store';
import { useWishlist } from '../../../shared/stores/wishlist-store';
import { CartIcon, HeartIcon } from '../../../shared/ui/icons';
import { Price } from '../../../shared/ui/price';
import { RatingBar } from '../../../shared/ui/rating-bar';
import { toast } from '../../../shared/ui/toast';
import { cardOf, clampQuantity, shortDescriptionOf, stockOf, variantOptions, variantRow } from '../lib/variants';
import { QuantityStepper } from './quantity-stepper';
import { VariantPicker } from './variant-picker';

export interface ProductSummaryProps {
  /** GetProductDetails data: one row per variant, data[0] the default. */
  rows: readonly ProductDetail[];
  variants: readonly ProductVariant[];
  /** The number of reviews once they have loaded. */
  reviewCount?: number;
  /** Opens the Reviews tab (the link beside the stars). */
  onShowReviews?: () => void;
}

/**
 * The buying column of the detail screen (spec 2.5): title, average rating (hidden at '0'),
 * sale price, percentage off, old list price and short description of the chosen variant;
 * the 'Size / Weight' picker; the quantity stepper (1 to the variant's stock, remembered
 * under cartQuantity); Add to cart, with the '{title} Added' toast at the bottom centre, or
 * 'Out Stock' when the variant has none; and the wishlist toggle. Beneath the description, the
 * country of origin (issue 23), when known.
 */
export function ProductSummary({ rows, variants, reviewCount, onShowReviews }: ProductSummaryProps) {
  const { t } = useTranslation('product');
  const [variantId, setVariantId] = useState<number | null>(null);
  const [storedQuantity, setQuantity] = useCartQuantity();
  const wishlist = useWishlist();

  const row = variantRow(rows, variants, variantId);
  if (!row) return null;
  const options = variantOptions(rows, variants);
  const stock = stockOf(row);
  const outOfStock = stock === 0;
  const quantity = clampQuantity(storedQuantity, stock);
  const sale = row.product_variant_sale_price;
  const mrp = row.product_variant_mrp_price;
  const percent = discountPercent(mrp, sale);
  const title = row.product_title;
  const inWishlist = wishlist.has(row.product_id);

  const addToCart = () => {
    if (outOfStock) return;
    cartActions.add(cardOf(row), quantity);
    toast.success(t('cart.added', { title }), { position: ADD_TO_CART_TOAST_POSITION });
  };

  return (
    <div className="product-summary">
      {/* Catalogue text is isolated (bdi): an English title keeps its own order on an Arabic page. */}
      <h1 className="product-summary__title">
        <bdi>{title}</bdi>
      </h1>

      {hasRating(row.average_rating) && (
        <div className="product-summary__rating">
          <RatingBar rating={row.average_rating} />
          {reviewCount !== undefined && reviewCount > 0 && onShowReviews && (
            <button type="button" className="link-button" onClick={onShowReviews}>
              {t('rating.reviews', { count: reviewCount })}
            </button>
          )}
        </div>
      )}

      <p className="product-summary__price">
        <span className="visually-hidden">{t('price.label')}: </span>
        <Price amount={sale} className="product-summary__sale" />
        {percent > 0 && <span className="product-summary__discount">{t('price.discount', { percent })}</span>}
        {mrp > sale && <Price amount={mrp} old className="product-summary__mrp" />}
      </p>

      <p className="product-summary__description">
        <bdi>{shortDescriptionOf(row)}</bdi>
      </p>

      {/* Consumer Protection (E-Commerce) Rules 2020, rule 6(5)(d): where the product comes from, before the shopper buys. */}
      {row.product_country_of_origin ? (
        <p className="product-summary__origin">
          {t('origin.label')}: <bdi>{row.product_country_of_origin}</bdi>
        </p>
      ) : null}

      {options.length > 0 && <VariantPicker variants={options} selectedId={row.product_variant_id} onSelect={setVariantId} />}

      <p className={`product-summary__stock${outOfStock ? ' is-out' : ''}`} role="status">
        {outOfStock ? t('stock.outOfStock') : t('stock.inStock', { count: stock })}
      </p>

      <div className="product-summary__buy">
        <QuantityStepper value={quantity} max={stock} onChange={setQuantity} disabled={outOfStock} />
        <button type="button" className="button product-summary__add" disabled={outOfStock} onClick={addToCart}>
          <CartIcon />
          {t('cart.add')}
        </button>
        <button type="button" className="button button--ghost product-summary__wish" aria-pressed={inWishlist} onClick={() => wishlist.toggle(cardOf(row))}>
          <HeartIcon />
          {t('wishlist.save')}
        </button>
      </div>
    </div>
  );
}
