import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ProductCard, ProductCardPlaceholder } from '../../../shared/ui/product-card';
import { useRelatedProducts } from '../api/get-related-products';

/** Placeholder cards while the related products load. */
const PLACEHOLDER_COUNT = 4;

/**
 * 'Related products' (spec 2.5): the other products of the same category as cards; each
 * links per core cardLinkTarget, so on a /GetProductDetails page they stay on that route.
 */
export function RelatedProducts({ productId, categoryId }: { productId: number; categoryId: number }) {
  const { t } = useTranslation('product');
  const headingId = useId();
  const related = useRelatedProducts(productId, categoryId);
  const products = related.data ?? [];

  return (
    <section className="related-products" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {t('related.heading')}
      </h2>
      {related.isPending ? (
        <ul className="product-grid" aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
            <li key={i}>
              <ProductCardPlaceholder />
            </li>
          ))}
        </ul>
      ) : products.length === 0 ? (
        <p className="related-products__empty">{t('related.none')}</p>
      ) : (
        <ul className="product-grid">
          {products.map((product) => (
            <li key={product.product_id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
