import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { categoryPath, type HomeSlide } from '@shop/core';
import { paths } from '../../../shared/config/paths';
import { NextIcon, PreviousIcon } from '../../../shared/ui/icons';
import { useHomeSlider } from '../api/get-home-slider';
import { useCarousel, type CarouselOptions } from './use-carousel';

/** The slide artwork's own size (1600 × 600): the attributes reserve its space. */
export const SLIDE_IMAGE_WIDTH = 1600;
export const SLIDE_IMAGE_HEIGHT = 600;

/**
 * The hero slider of spec 2.3, from GET Home/GetHomeSlider: each slide shows its title,
 * description and image and links to its category (/AllProductsList/{slug}={id}). Swipe,
 * arrows and dots; no autoplay (nothing moves unless the shopper moves it). The first
 * slide's image is the page's largest paint, so it loads at once with high priority; the
 * others load lazily. The box keeps one size while loading, loaded or failed (no shift).
 */
export function HeroSlider() {
  const { data: slides = [], isPending } = useHomeSlider();
  if (isPending) return <div className="hero-slider hero-slider--loading shimmer" aria-hidden="true" />;
  if (slides.length === 0) return <HeroFallback />;
  return <HeroCarousel slides={slides} />;
}

/** The hero loops round: the next arrow on the last slide shows the first. */
const HERO_OPTIONS: CarouselOptions = { loop: true };
const SINGLE_SLIDE_OPTIONS: CarouselOptions = { watchDrag: false };

function HeroCarousel({ slides }: { slides: HomeSlide[] }) {
  const { t } = useTranslation('home');
  const several = slides.length > 1;
  const carousel = useCarousel(several ? HERO_OPTIONS : SINGLE_SLIDE_OPTIONS);

  return (
    <section className="hero-slider" aria-roledescription="carousel" aria-label={t('slider.label')} {...(several ? carousel.rootProps : {})}>
      <div className="hero-slider__viewport" ref={carousel.viewportRef}>
        <div className="hero-slider__track">
          {slides.map((slide, index) => {
            const first = index === 0;
            return (
              <div
                key={slide.slider_id}
                className="hero-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('slider.slide', { index: index + 1, count: slides.length })}
                // Slides out of view leave the tab order; the arrows and dots reach them.
                inert={index !== carousel.selected}
              >
                <img
                  className="hero-slide__image"
                  src={slide.slider_image_url}
                  alt=""
                  width={SLIDE_IMAGE_WIDTH}
                  height={SLIDE_IMAGE_HEIGHT}
                  loading={first ? 'eager' : 'lazy'}
                  fetchPriority={first ? 'high' : undefined}
                  decoding={first ? undefined : 'async'}
                  draggable={false}
                />
                <div className="hero-slide__content">
                  {/* <bdi>: the shop's texts are English; in Arabic their full stops stay at their end. */}
                  <p className="hero-slide__eyebrow">
                    <bdi>{slide.category_title}</bdi>
                  </p>
                  <h2 className="hero-slide__title">
                    <bdi>{slide.slider_title}</bdi>
                  </h2>
                  <p className="hero-slide__text">
                    <bdi>{slide.slider_description}</bdi>
                  </p>
                  <Link className="button hero-slide__link" to={categoryPath(slide.category_title, slide.category_id)}>
                    {t('slider.shop', { category: slide.category_title })}
                  </Link>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {several && (
        <>
          <button type="button" className="hero-slider__arrow hero-slider__arrow--prev" aria-label={t('slider.previous')} onClick={carousel.prev}>
            <PreviousIcon />
          </button>
          <button type="button" className="hero-slider__arrow hero-slider__arrow--next" aria-label={t('slider.next')} onClick={carousel.next}>
            <NextIcon />
          </button>
          <div className="hero-slider__dots" role="group" aria-label={t('slider.dots')}>
            {slides.map((slide, index) => (
              <button
                key={slide.slider_id}
                type="button"
                className="hero-slider__dot"
                aria-label={t('slider.goTo', { index: index + 1, title: slide.slider_title })}
                aria-current={index === carousel.selected ? 'true' : undefined}
                onClick={() => carousel.goTo(index)}
              />
            ))}
          </div>
          {carousel.engine}
        </>
      )}
    </section>
  );
}

/** Without slides (none, or the call failed: logged only, spec 8) a still banner stands in. */
function HeroFallback() {
  const { t } = useTranslation('home');
  return (
    <section className="hero-slider hero-slider--fallback" aria-labelledby="hero-fallback-title">
      <div className="hero-slide__content">
        <p className="hero-slide__eyebrow">{t('slider.fallbackEyebrow')}</p>
        <h2 id="hero-fallback-title" className="hero-slide__title">
          {t('slider.fallbackTitle')}
        </h2>
        <p className="hero-slide__text">{t('slider.fallbackText')}</p>
        <Link className="button hero-slide__link" to={paths.productList.getHref()}>
          {t('slider.fallbackAction')}
        </Link>
      </div>
    </section>
  );
}
