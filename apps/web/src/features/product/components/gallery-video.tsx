import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toEmbedUrl, videoIdFromUrl, videoThumbnailUrl } from '@shop/core';
import { PlayIcon } from './play-icon';

/** How the video service's thumbnail is doing; the tinted placeholder shows until 'loaded'. */
type ThumbnailState = 'loading' | 'loaded' | 'failed';

/**
 * The video service's thumbnail for a video link, by id, or null when the link has no id.
 * Until it has loaded (and for good when it fails: the service may be unreachable) the
 * tidy placeholder under it shows, never a broken image.
 */
export function VideoThumbnail({ url, className }: { url: string; className?: string }) {
  const id = videoIdFromUrl(url);
  const [state, setState] = useState<ThumbnailState>(id ? 'loading' : 'failed');
  if (!id || state === 'failed') return null;
  return (
    <img
      className={`video-thumbnail${state === 'loaded' ? ' is-loaded' : ''}${className ? ` ${className}` : ''}`}
      src={videoThumbnailUrl(id)}
      alt=""
      width={480}
      height={360}
      loading="lazy"
      decoding="async"
      // An image served from cache may have finished before React saw it.
      ref={(img) => {
        if (img?.complete && img.naturalWidth > 0 && state === 'loading') setState('loaded');
      }}
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
    />
  );
}

export interface GalleryVideoProps {
  /** product_video_url as the API sends it (shorts/, watch?v= or embed/ forms). */
  url: string;
  /** The product title: the placeholder's caption and the player's title. */
  title: string;
  /** The player is loaded only once the shopper has pressed play (click-to-load). */
  playing: boolean;
  onPlay: () => void;
}

/**
 * A video slide: a poster (the service's thumbnail over a tinted panel with a play icon and
 * the product title) that turns into the service's embedded player when pressed. No
 * third-party frame loads until then.
 */
export function GalleryVideo({ url, title, playing, onPlay }: GalleryVideoProps) {
  const { t } = useTranslation('product');
  if (playing) {
    return (
      <iframe
        className="gallery-video__player"
        src={toEmbedUrl(url)}
        title={t('gallery.videoTitle', { title })}
        allow="encrypted-media; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        width={800}
        height={800}
      />
    );
  }
  return (
    <button type="button" className="gallery-video__poster" onClick={onPlay} aria-label={t('gallery.play', { title })}>
      <span className="video-placeholder" data-testid="video-placeholder">
        <PlayIcon className="video-placeholder__icon" />
        <bdi className="video-placeholder__title">{title}</bdi>
      </span>
      <VideoThumbnail url={url} className="gallery-video__thumbnail" />
      <span className="gallery-video__play" aria-hidden="true">
        <PlayIcon />
      </span>
    </button>
  );
}
