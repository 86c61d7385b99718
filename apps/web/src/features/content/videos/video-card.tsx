import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { productPath, videoIdFromUrl, videoThumbnailUrl, type VideoItem } from '@shop/core';
import { Shimmer } from '../../../shared/ui/shimmer';

/** The size of the video service's 'hqdefault' thumbnails; the attributes reserve the space. */
const THUMBNAIL_WIDTH = 480;
const THUMBNAIL_HEIGHT = 360;
/** How many tints the stand-in panels take turns with, so a row of them is not one flat block. */
const PLACEHOLDER_TINTS = 4;

export interface VideoCardProps {
  video: VideoItem;
  /** Opens the player; `thumbnailFailed` tells it the video service did not answer. */
  onPlay(video: VideoItem, trigger: HTMLButtonElement, thumbnailFailed: boolean): void;
}

/** The play badge over a thumbnail. */
function PlayBadge() {
  return (
    <span className="video-card__play" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
      </svg>
    </span>
  );
}

/**
 * A video of the Videos grid (spec 2.12): the thumbnail from the video service by video id
 * (core videoIdFromUrl / videoThumbnailUrl) is a button that opens the player; the title
 * links to the product (core productPath). When the thumbnail cannot load (no id, or the
 * service is out of reach) a tinted panel with the title stands in, never a broken image.
 */
export function VideoCard({ video, onPlay }: VideoCardProps) {
  const { t } = useTranslation('content');
  const { product_video_url: url, product_title: title, product_id: productId } = video;
  const videoId = videoIdFromUrl(url);
  const [failed, setFailed] = useState(false);
  const showImage = videoId !== null && !failed;
  // Over a page the server rendered, the thumbnail may have failed before the script was
  // there to hear it: a finished image with no pixels failed too.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <article className="video-card">
      <button
        type="button"
        className="video-card__media"
        aria-label={t('videos.play', { title })}
        aria-haspopup="dialog"
        onClick={(event) => onPlay(video, event.currentTarget, videoId === null || failed)}
      >
        {/* Always underneath: seen while the thumbnail loads, and instead of it when it fails. */}
        <span className={`video-card__standin video-card__standin--${productId % PLACEHOLDER_TINTS}`} aria-hidden="true">
          <span className="video-card__standin-title" dir="auto">
            {title}
          </span>
        </span>
        {showImage && (
          <img
            className="video-card__image"
            src={videoThumbnailUrl(videoId)}
            alt=""
            width={THUMBNAIL_WIDTH}
            height={THUMBNAIL_HEIGHT}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
            ref={checkLoaded}
          />
        )}
        <PlayBadge />
      </button>
      {/* dir="auto": product titles are as the shop typed them, in whatever script. */}
      <h2 className="video-card__title" dir="auto">
        <Link to={productPath(title, productId)}>{title}</Link>
      </h2>
    </article>
  );
}

/** A video card's place while the list loads (spec: 8 of them, core VIDEO_PLACEHOLDER_COUNT). */
export function VideoCardPlaceholder() {
  return (
    <div className="video-card video-card--placeholder" aria-hidden="true">
      <Shimmer className="video-card__media" radius="0" />
      <Shimmer width="75%" height="1.1rem" />
    </div>
  );
}
