import { useTranslation } from '../shared/i18n/use-translation';
import { Shimmer, ShimmerText } from '../shared/ui/shimmer';

/**
 * What the main area shows while a screen's code or translations load: a quiet shimmer,
 * announced once as 'Loading…'. It never waits for translations itself (it may stand in
 * while they load), so the words appear only once they are there.
 */
export function ScreenLoading() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div className="screen-loading" role="status" aria-busy="true">
      {ready && <span className="visually-hidden">{t('status.loading')}</span>}
      <Shimmer width="40%" height="2.25rem" />
      <ShimmerText lines={3} />
    </div>
  );
}
