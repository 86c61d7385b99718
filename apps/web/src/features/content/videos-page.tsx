import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { VIDEO_PLACEHOLDER_COUNT, VIDEOS_PAGE_SIZE, type VideoItem } from '@shop/core';
import { paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { EmptyState } from '../../shared/ui/empty-state';
import { SearchIcon } from '../../shared/ui/icons';
import { Pagination } from '../../shared/ui/pagination';
import { useProductVideos } from './api/get-product-videos';
import { VideoCard, VideoCardPlaceholder } from './videos/video-card';
import { VideoPlayerDialog } from './videos/video-player-dialog';
import { VideoSearch } from './videos/video-search';
import { useVideoSearchParams } from './videos/video-search-params';
import './videos/videos.css';

interface Playing {
  video: VideoItem;
  trigger: HTMLElement;
  serviceUnavailable: boolean;
}

/**
 * Videos (spec 2.12, 4): a search box (debounced 500 ms; a new keyword goes back to page 1),
 * a grid of product videos (10 a page, 8 placeholders while loading), a modal player, and
 * pagination. Page and keyword live in the URL. A failed call is logged by the query
 * cache and the list shows its empty state (spec 8).
 */
export default function VideosPage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('videos.title'));
  const { page, keyword, setPage, setKeyword } = useVideoSearchParams();
  const query = useProductVideos({ page, limit: VIDEOS_PAGE_SIZE, keyword });
  const [playing, setPlaying] = useState<Playing | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const listTop = useRef<HTMLDivElement>(null);

  // The previous page stays in the cache for the pagination bar, but its cards are not
  // shown as if they were the new page's: the placeholders stand in until it arrives.
  const loading = query.isPending || query.isPlaceholderData;
  const pageInfo = query.data?.pageInfo;
  const videos = query.isError ? [] : (query.data?.videos ?? []);
  const totalPages = query.isError ? 0 : (pageInfo?.total_pages ?? 0);

  // A page past the end (an old link, or fewer videos now): go to the last page there is.
  useEffect(() => {
    if (!loading && totalPages > 0 && page > totalPages) setPage(totalPages, { replace: true });
  }, [loading, page, totalPages, setPage]);

  const changePage = (next: number) => {
    setPage(next);
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const clearSearch = () => {
    setKeyword('');
    searchInput.current?.focus();
  };

  const play = useCallback((video: VideoItem, trigger: HTMLElement, serviceUnavailable: boolean) => {
    setPlaying({ video, trigger, serviceUnavailable });
  }, []);

  const count = pageInfo?.total_records ?? 0;

  return (
    <div className="videos-screen">
      <Breadcrumb items={[{ label: t('nav.home'), to: paths.home.getHref() }, { label: t('videos.title') }]} />
      <div className="videos-screen__head">
        <div>
          <h1 className="screen__title">{t('videos.title')}</h1>
          <p className="lead videos-screen__intro">{t('videos.intro')}</p>
        </div>
        <VideoSearch keyword={keyword} onSearch={setKeyword} inputRef={searchInput} />
      </div>

      <div ref={listTop} className="videos-screen__list">
        <p className="videos-screen__count" role="status">
          {loading
            ? t('videos.loading')
            : videos.length > 0
              ? keyword
                ? t('videos.resultCountFor', { count, keyword })
                : t('videos.resultCount', { count })
              : ''}
        </p>

        {loading ? (
          <ul className="video-grid" aria-busy="true" aria-label={t('videos.listLabel')}>
            {Array.from({ length: VIDEO_PLACEHOLDER_COUNT }, (_, index) => (
              <li key={index}>
                <VideoCardPlaceholder />
              </li>
            ))}
          </ul>
        ) : videos.length > 0 ? (
          <ul className="video-grid" aria-label={t('videos.listLabel')}>
            {videos.map((video) => (
              <li key={`${video.product_id}-${video.product_video_url}`}>
                <VideoCard video={video} onPlay={play} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<SearchIcon width={32} height={32} />}
            title={t('videos.empty')}
            message={keyword ? t('videos.emptyHint') : undefined}
            action={
              keyword ? (
                <button type="button" className="button button--ghost" onClick={clearSearch}>
                  {t('videos.clearSearch')}
                </button>
              ) : undefined
            }
          />
        )}

        {totalPages > 1 && <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={changePage} />}
      </div>

      <VideoPlayerDialog
        video={playing?.video ?? null}
        serviceUnavailable={playing?.serviceUnavailable}
        returnFocusTo={playing?.trigger}
        onClose={() => setPlaying(null)}
      />
    </div>
  );
}
