import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { productPath, type VideoItem } from '@shop/core';
import { useModalDialog } from '../../../shared/hooks/use-modal-dialog';
import { CloseIcon } from '../../../shared/ui/icons';
import { videoEmbedUrl, videoWatchUrl } from './video-links';

export interface VideoPlayerDialogProps {
  /** The video to play; null keeps the dialog closed. */
  video: VideoItem | null;
  /** The thumbnail did not load: the video service is likely out of reach, so say so. */
  serviceUnavailable?: boolean;
  /** Where the focus goes back to once the dialog has closed (the card that opened it). */
  returnFocusTo?: HTMLElement | null;
  /** Escape, the close button or a click on the backdrop. */
  onClose(): void;
}

/**
 * The Videos modal player, on the native <dialog> as the shared ConfirmDialog is:
 * showModal() makes the page behind inert and keeps the focus inside, Escape closes, and
 * the focus returns to the card. The iframe exists only while the dialog is open, so
 * nothing plays (or loads) before a shopper asks for it and closing stops the video.
 */
export function VideoPlayerDialog({ video, serviceUnavailable = false, returnFocusTo, onClose }: VideoPlayerDialogProps) {
  const { t } = useTranslation('content');
  const titleId = useId();
  const open = video !== null;
  const returnTo = useRef<HTMLElement | null | undefined>(null);
  const ref = useModalDialog(open, () => returnTo.current?.focus());

  // Remembered while open: by the time it closes the screen may have let go of the card.
  useEffect(() => {
    if (open) returnTo.current = returnFocusTo;
  }, [open, returnFocusTo]);

  return (
    <dialog
      ref={ref}
      className="video-player"
      aria-labelledby={open ? titleId : undefined}
      onCancel={(event) => {
        // Escape: let React state close it, so `video` stays the truth.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {video && (
        <div className="video-player__body">
          <div className="video-player__head">
            <h2 id={titleId} className="video-player__title" dir="auto">
              {video.product_title}
            </h2>
            <button type="button" className="icon-button video-player__close" aria-label={t('videos.close')} onClick={onClose} autoFocus>
              <CloseIcon />
            </button>
          </div>
          <div className="video-player__frame">
            <iframe
              src={videoEmbedUrl(video.product_video_url)}
              title={t('videos.playerTitle', { title: video.product_title })}
              allow="encrypted-media; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
            />
          </div>
          <div className="video-player__foot">
            <p className="video-player__note">
              {serviceUnavailable ? t('videos.unavailable') : t('videos.trouble')}{' '}
              <a href={videoWatchUrl(video.product_video_url)} target="_blank" rel="noopener noreferrer">
                {t('videos.watchOnYouTube')}
                <span className="visually-hidden"> {t('videos.newTab')}</span>
              </a>
            </p>
            <Link className="button button--ghost video-player__product" to={productPath(video.product_title, video.product_id)}>
              {t('videos.viewProduct')}
            </Link>
          </div>
        </div>
      )}
    </dialog>
  );
}
