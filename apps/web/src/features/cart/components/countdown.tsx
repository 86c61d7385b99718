import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCountdown, remainingMs } from '@shop/core';
import { useNow } from '../lib/ticker';

/**
 * A cart line's countdown to its expiry (4 hours after it was added): 'HH:MM:SS' from the
 * shared 1-second ticker, and 'Expired' once it reaches zero (core formatCountdown).
 */
export function Countdown({ expiresAt, title }: { expiresAt: number; title: string }) {
  const { t } = useTranslation('cart');
  const now = useNow();
  const left = remainingMs({ expiresAt }, now);
  if (left <= 0) {
    return (
      <span className="countdown countdown--expired" role="status">
        {t('cart.expired')}
      </span>
    );
  }
  const time = formatCountdown(left);
  // How long the line stays in the cart (nothing is reserved in the shop). Not a live region:
  // a screen reader would read every second; the line's title is read with it on demand.
  return (
    <span className="countdown">
      <span className="visually-hidden">{t('cart.timeLeftOf', { title })} </span>
      <span className="countdown__label">{t('cart.timeLeft')}</span>{' '}
      <time className="countdown__time" dateTime={`PT${Math.ceil(left / 1000)}S`}>
        {time}
      </time>
    </span>
  );
}
