import { useTranslation } from '../../../shared/i18n/use-translation';
import { Shimmer, ShimmerText } from '../../../shared/ui/shimmer';

/** The detail screen while the product loads: shimmers in the shape of gallery and summary. */
export function ProductDetailPlaceholder() {
  // The shared 'Loading…': this stands in while the screen's own translations load too.
  const { t } = useTranslation('common');
  return (
    <div className="product-detail__top product-detail__top--loading" role="status" aria-busy="true">
      <span className="visually-hidden">{t('status.loading')}</span>
      <div className="gallery" aria-hidden="true">
        <Shimmer className="gallery__shimmer" radius="var(--radius-l)" />
        <div className="gallery__thumbnails gallery__thumbnails--pending" />
      </div>
      <div className="product-summary" aria-hidden="true">
        <Shimmer width="80%" height="2.2rem" />
        <Shimmer width="30%" />
        <Shimmer width="45%" height="1.8rem" />
        <ShimmerText lines={2} />
        <Shimmer width="55%" height="2.75rem" radius="var(--radius-pill)" />
        <Shimmer width="100%" height="2.75rem" radius="var(--radius-pill)" />
      </div>
    </div>
  );
}
