import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import useEmblaCarousel from 'embla-carousel-react';
import { productPicture, SWIPE_THRESHOLD_PX, textDirection, type GalleryItem } from '@shop/core';
import { NextIcon, PreviousIcon } from '../../../shared/ui/icons';
import { GalleryVideo, VideoThumbnail } from './gallery-video';
import { PlayIcon } from './play-icon';

/** The rendered size of the main pictures (the demo artwork is 800 × 800); the attributes reserve the space. */
export const GALLERY_IMAGE_SIZE = 800;
const THUMBNAIL_SIZE = 160;

/** Spec 3: a gallery item of type 'image' is a picture; anything else is a video. */
export function isImageItem(item: Pick<GalleryItem, 'product_gallery_type'>): boolean {
  return item.product_gallery_type === 'image';
}

export interface ProductGalleryProps {
  items: readonly GalleryItem[];
  /** The product title: alt text, the video placeholder's caption. */
  title: string;
  /** While the gallery loads: reserve the thumbnail row so nothing below shifts. */
  pendingThumbnails?: boolean;
}

/**
 * The image and video slider of spec 2.5: swipe (embla, 5 px drag threshold), previous and
 * next arrows, thumbnails, wrapping round, mirrored in Arabic. The first picture is the
 * page's largest paint: eager, high priority, with its size given. A video slide loads its
 * player only when the shopper presses play, and stops when the slider moves away.
 */
export function ProductGallery({ items, title, pendingThumbnails = false }: ProductGalleryProps) {
  const { t, i18n } = useTranslation('product');
  const direction = textDirection(i18n.language);
  const options = useMemo(() => ({ loop: true, dragThreshold: SWIPE_THRESHOLD_PX, direction, align: 'start' as const }), [direction]);
  const [viewportRef, embla] = useEmblaCarousel(options);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState<number | null>(null);
  const count = items.length;
  const several = count > 1;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      // Moving away from a playing video stops it: its frame is removed.
      setPlaying((current) => (current === index ? current : null));
    };
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const goTo = useCallback(
    (index: number) => {
      if (embla) embla.scrollTo(index);
      else setSelected(index);
    },
    [embla],
  );
  const previous = () => (embla ? embla.scrollPrev() : goTo((selected - 1 + count) % count));
  const next = () => (embla ? embla.scrollNext() : goTo((selected + 1) % count));
  const current = Math.min(selected, Math.max(0, count - 1));

  return (
    <section className="gallery" aria-roledescription="carousel" aria-label={t('gallery.label', { title })}>
      <div className="gallery__stage">
        <div className="gallery__viewport" ref={viewportRef}>
          <div className="gallery__track">
            {items.map((item, index) => {
              const hidden = index !== current;
              return (
                <div
                  // The index keeps the first picture's element when the gallery replaces the
                  // placeholder slide with the same picture (no second paint of the LCP image).
                  key={`${index}-${item.product_gallery_id}`}
                  className="gallery__slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('gallery.slide', { index: index + 1, count })}
                  aria-hidden={hidden || undefined}
                  inert={hidden}
                >
                  {isImageItem(item) ? (
                    <img
                      className="gallery__image"
                      src={productPicture(item.product_slider_image_url)}
                      alt={index === 0 ? title : t('gallery.image', { title, index: index + 1 })}
                      width={GALLERY_IMAGE_SIZE}
                      height={GALLERY_IMAGE_SIZE}
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : undefined}
                      decoding={index === 0 ? 'sync' : 'async'}
                      draggable={false}
                    />
                  ) : (
                    <GalleryVideo url={item.product_video_url} title={title} playing={playing === index} onPlay={() => setPlaying(index)} />
                  )}
                </div>
              );
            })}
          </div>
        </div>
        {several && (
          <>
            <button type="button" className="gallery__arrow gallery__arrow--previous" onClick={previous} aria-label={t('gallery.previous')}>
              <PreviousIcon />
            </button>
            <button type="button" className="gallery__arrow gallery__arrow--next" onClick={next} aria-label={t('gallery.next')}>
              <NextIcon />
            </button>
          </>
        )}
      </div>
      {several ? (
        <div className="gallery__thumbnails" role="group" aria-label={t('gallery.thumbnails')}>
          {items.map((item, index) => {
            const image = isImageItem(item);
            return (
              <button
                key={`${index}-${item.product_gallery_id}`}
                type="button"
                className="gallery__thumbnail"
                aria-current={index === current ? 'true' : undefined}
                aria-label={t(image ? 'gallery.thumbnail' : 'gallery.thumbnailVideo', { index: index + 1, count })}
                onClick={() => goTo(index)}
              >
                {image ? (
                  <img
                    src={productPicture(item.product_slider_image_url)}
                    alt=""
                    width={THUMBNAIL_SIZE}
                    height={THUMBNAIL_SIZE}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                  />
                ) : (
                  <span className="gallery__thumbnail-video">
                    <span className="video-placeholder video-placeholder--small">
                      <PlayIcon className="video-placeholder__icon" />
                    </span>
                    <VideoThumbnail url={item.product_video_url} />
                    <span className="gallery__thumbnail-badge">{t('gallery.video')}</span>
                  </span>
                )}
              </button>
            );
          })}
        </div>
      ) : (
        pendingThumbnails && <div className="gallery__thumbnails gallery__thumbnails--pending" aria-hidden="true" />
      )}
    </section>
  );
}
