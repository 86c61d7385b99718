import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TRENDING_PLACEHOLDER_COUNT } from '@shop/core';
import { paths } from '../../../shared/config/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { NextIcon, PreviousIcon } from '../../../shared/ui/icons';
import { ProductCard, ProductCardPlaceholder } from '../../../shared/ui/product-card';
import { useTrendingProducts } from '../api/get-trending-products';
import { useCarousel, type CarouselOptions } from './use-carousel';

/** A view of cards at a time, from the start, with no empty space after the last card. */
const TRENDING_OPTIONS: CarouselOptions = { align: 'start', containScroll: 'trimSnaps', slidesToScroll: 'auto' };

/**
 * Trending Products (spec 2.3): a carousel of product cards from GET
 * Home/GetTrendingProducts, showing 5 placeholder cards while loading (core
 * TRENDING_PLACEHOLDER_COUNT). Swipe or the arrows move it a view at a time; tabbing to a
 * card out of view brings it in. An empty state when there are none or the call failed.
 */
export function TrendingProducts() {
  const { t } = useTranslation('home');
  const titleId = useId();
  const { data: products = [], isPending } = useTrendingProducts();
  const carousel = useCarousel(TRENDING_OPTIONS);
  const empty = !isPending && products.length === 0;

  return (
    <section className="home-section trending" aria-labelledby={titleId} aria-roledescription="carousel" {...(isPending || empty ? {} : carousel.rootProps)}>
      <div className="home-section__header">
        <h2 id={titleId} className="section-title home-section__title">
          {t('trending.title')}
        </h2>
        {!empty && (
          <div className="trending__arrows">
            <button
              type="button"
              className="carousel-arrow"
              aria-label={t('trending.previous')}
              disabled={isPending || !carousel.canPrev}
              onClick={carousel.prev}
            >
              <PreviousIcon />
            </button>
            <button type="button" className="carousel-arrow" aria-label={t('trending.next')} disabled={isPending || !carousel.canNext} onClick={carousel.next}>
              <NextIcon />
            </button>
          </div>
        )}
      </div>
      {empty ? (
        <EmptyState
          title={t('trending.empty')}
          message={t('trending.emptyHint')}
          action={
            <Link className="button button--ghost" to={paths.productList.getHref()}>
              {t('browseAll')}
            </Link>
          }
        />
      ) : (
        <div className="trending__viewport" ref={carousel.viewportRef} aria-busy={isPending}>
          <ul className="trending__track">
            {isPending
              ? Array.from({ length: TRENDING_PLACEHOLDER_COUNT }, (_, index) => (
                  <li key={index} className="trending__slide">
                    <ProductCardPlaceholder />
                  </li>
                ))
              : products.map((product) => (
                  <li key={product.product_id} className="trending__slide">
                    <ProductCard product={product} />
                  </li>
                ))}
          </ul>
        </div>
      )}
      {carousel.engine}
    </section>
  );
}
