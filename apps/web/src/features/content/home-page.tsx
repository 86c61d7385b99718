import { Suspense } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { HOME_NAMESPACE } from './home/home-translations';
import { HeroSlider } from './home/hero-slider';
import { PopularProducts } from './home/popular-products';
import { PromoBanners } from './home/promo-banners';
import { TrendingProducts } from './home/trending-products';
import './home/home.css';

/**
 * Home (spec 2.3): the hero slider, three promo banners, the Popular Products grid (5) and
 * the Trending Products carousel. Each block fetches its own data, so each paints as soon
 * as its answer arrives, and a failed call empties only its own block.
 */
export default function HomePage() {
  const { t } = useTranslation(HOME_NAMESPACE);
  useDocumentTitle(t('title'));
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('heading')}</h1>
      {/* Over a page the server rendered, each block hydrates as its own task, so taking the
          page over never blocks the main thread for long (none of them suspends in the browser). */}
      <Suspense>
        <HeroSlider />
      </Suspense>
      <Suspense>
        <PromoBanners />
      </Suspense>
      <Suspense>
        <PopularProducts />
      </Suspense>
      <Suspense>
        <TrendingProducts />
      </Suspense>
    </div>
  );
}
