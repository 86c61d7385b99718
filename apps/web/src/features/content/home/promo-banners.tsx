import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PromoBanner } from '@shop/core';
import { paths } from '../../../shared/config/paths';
import { NextIcon } from '../../../shared/ui/icons';
import { usePromoBanners } from '../api/get-promo-banners';

/** Spec 2.3: the home page has three promo banners. */
export const PROMO_BANNER_COUNT = 3;
/** The banner artwork's own size (600 × 400). */
const BANNER_IMAGE_WIDTH = 600;
const BANNER_IMAGE_HEIGHT = 400;

/** A banner links to its category's listing, or to all products when it names none. */
export function bannerHref(banner: Pick<PromoBanner, 'category_id' | 'category_title'>): string {
  if (banner.category_id === null) return paths.productList.getHref();
  return paths.productList.getHref({ id: banner.category_id, title: banner.category_title ?? undefined });
}

/**
 * The three promo banners of spec 2.3 (GET Home/GetPromoBanners), each a link to its
 * category. Three shimmer tiles of the same size hold the place while they load; when
 * there are none (or the call failed, logged only) the row is left out.
 */
export function PromoBanners() {
  const { t } = useTranslation('home');
  const { data: banners = [], isPending } = usePromoBanners();

  if (isPending) {
    return (
      <ul className="promo-banners" aria-hidden="true">
        {Array.from({ length: PROMO_BANNER_COUNT }, (_, index) => (
          <li key={index} className="promo-banner promo-banner--loading shimmer" />
        ))}
      </ul>
    );
  }
  if (banners.length === 0) return null;

  return (
    <section aria-label={t('banners.label')}>
      <ul className="promo-banners">
        {banners.slice(0, PROMO_BANNER_COUNT).map((banner) => (
          <li key={banner.banner_id}>
            <Link className="promo-banner" to={bannerHref(banner)}>
              <img
                className="promo-banner__image"
                src={banner.banner_image_url}
                alt=""
                width={BANNER_IMAGE_WIDTH}
                height={BANNER_IMAGE_HEIGHT}
                loading="lazy"
                decoding="async"
              />
              <span className="promo-banner__text">
                <bdi className="promo-banner__title">{banner.banner_title}</bdi>
                <bdi className="promo-banner__subtitle">{banner.banner_subtitle}</bdi>
                <span className="promo-banner__cta">
                  {t('banners.shopNow')}
                  <NextIcon width="16" height="16" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
