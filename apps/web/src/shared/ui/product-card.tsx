import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import {
  ADD_TO_CART_TOAST_POSITION,
  cardLinkTarget,
  isCurrentPath,
  isOutOfStock,
  productPicture,
  truncate,
  type ProductCard as ProductCardData,
} from '@shop/core';
import { cartActions } from '../stores/cart-store';
import { useWishlist } from '../stores/wishlist-store';
import { CartIcon, HeartIcon } from './icons';
import { PricePair } from './price';
import { RatingBar } from './rating-bar';
import { toast } from './toast';

/** The rendered size of card images (they are square); the attributes reserve the space. */
export const CARD_IMAGE_SIZE = 400;

export interface ProductCardProps {
  product: ProductCardData;
  /** The title's heading level: 3 by default (cards sit under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /** For the first cards above the fold: load the image at once, with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * The product card of spec 2.3: image, title (linking per core cardLinkTarget, and doing
 * nothing when that is the current page), short description cut at 30 characters, the
 * Hot / New / Sale label, the rating bar, the wishlist heart, sale and old price, and add
 * to cart with the toast '{title} Added' at the bottom centre. Out of stock: 'Out Stock'.
 */
export function ProductCard({ product, headingLevel = 3, priority = false, className }: ProductCardProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const wishlist = useWishlist();
  const {
    product_id: id,
    product_title: title,
    product_image_url: image,
    product_short_description: description,
    product_label: label,
    product_label_class: labelClass,
    average_rating: rating,
  } = product;
  const target = cardLinkTarget(pathname, title, id);
  const inWishlist = wishlist.has(id);
  const outOfStock = isOutOfStock(product);
  const Heading = `h${headingLevel}` as const;

  const stayIfCurrent = (event: MouseEvent) => {
    if (isCurrentPath(pathname, target)) event.preventDefault();
  };

  const addToCart = () => {
    cartActions.add(product, 1);
    toast.success(t('productCard.added', { title }), { position: ADD_TO_CART_TOAST_POSITION });
  };

  return (
    <article className={className ? `product-card ${className}` : 'product-card'}>
      <div className="product-card__media">
        {/* The title link is the one in the tab order; the picture is a bigger target for the mouse. */}
        <Link to={target} onClick={stayIfCurrent} tabIndex={-1} aria-hidden="true" className="product-card__image-link">
          <img
            className="product-card__image"
            src={productPicture(image)}
            alt={title}
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
          />
        </Link>
        {label && (
          <span className={`product-card__label product-card__label--${labelClass || 'default'}`}>
            {t(`productCard.labels.${label.toLowerCase()}`, { defaultValue: label })}
          </span>
        )}
        <button
          type="button"
          className="product-card__wish"
          aria-pressed={inWishlist}
          aria-label={t('productCard.wishlist', { title })}
          title={inWishlist ? t('productCard.wishlistRemove') : t('productCard.wishlistAdd')}
          onClick={() => wishlist.toggle(product)}
        >
          <HeartIcon />
        </button>
      </div>
      <div className="product-card__body">
        {/* Catalogue text is isolated (bdi): an English title keeps its own order on an Arabic page. */}
        <Heading className="product-card__title">
          <Link to={target} onClick={stayIfCurrent}>
            <bdi>{title}</bdi>
          </Link>
        </Heading>
        <p className="product-card__description">
          <bdi>{truncate(description)}</bdi>
        </p>
        <RatingBar rating={rating} className="product-card__rating" />
        <div className="product-card__footer">
          <PricePair sale={product.product_variant_sale_price} mrp={product.product_variant_mrp_price} />
          {outOfStock ? (
            <span className="product-card__stock">{t('productCard.outOfStock')}</span>
          ) : (
            <button type="button" className="product-card__add" aria-label={t('productCard.addToCart', { title })} onClick={addToCart}>
              <CartIcon />
              <span className="product-card__add-text">{t('productCard.add')}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** A card-shaped shimmer, for grids and carousels while products load (5 in Trending). */
export function ProductCardPlaceholder({ className }: { className?: string }) {
  return (
    <div className={className ? `product-card product-card--placeholder ${className}` : 'product-card product-card--placeholder'} aria-hidden="true">
      <div className="product-card__media">
        <span className="shimmer product-card__image" />
      </div>
      <div className="product-card__body">
        <span className="shimmer" style={{ inlineSize: '85%', blockSize: '1.1em' }} />
        <span className="shimmer" style={{ inlineSize: '100%' }} />
        <span className="shimmer" style={{ inlineSize: '40%' }} />
        <span className="shimmer" style={{ inlineSize: '55%', blockSize: '1.4em' }} />
      </div>
    </div>
  );
}
