import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { HOME_POPULAR_LIMIT } from '@shop/core';
import { paths } from '../../../shared/config/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ProductCard, ProductCardPlaceholder } from '../../../shared/ui/product-card';
import { useHomeProducts } from '../api/get-home-products';

/**
 * Popular Products (spec 2.3): a grid of at most 5 cards (core HOME_POPULAR_LIMIT) from
 * GET Home/GetHomeProducts?limit=5. Five placeholders while loading; an empty state when
 * there are none or the call failed (logged only, spec 8).
 */
export function PopularProducts() {
  const { t } = useTranslation('home');
  const titleId = useId();
  const { data: products = [], isPending } = useHomeProducts({ limit: HOME_POPULAR_LIMIT });

  return (
    <section className="home-section" aria-labelledby={titleId}>
      <div className="home-section__header">
        <h2 id={titleId} className="section-title home-section__title">
          {t('popular.title')}
        </h2>
        <Link className="home-section__more" to={paths.productList.getHref()}>
          {t('popular.viewAll')}
        </Link>
      </div>
      {isPending ? (
        <ul className="product-grid" aria-hidden="true">
          {Array.from({ length: HOME_POPULAR_LIMIT }, (_, index) => (
            <li key={index}>
              <ProductCardPlaceholder />
            </li>
          ))}
        </ul>
      ) : products.length === 0 ? (
        <EmptyState
          title={t('popular.empty')}
          message={t('popular.emptyHint')}
          action={
            <Link className="button button--ghost" to={paths.productList.getHref()}>
              {t('browseAll')}
            </Link>
          }
        />
      ) : (
        <ul className="product-grid">
          {products.slice(0, HOME_POPULAR_LIMIT).map((product) => (
            <li key={product.product_id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
