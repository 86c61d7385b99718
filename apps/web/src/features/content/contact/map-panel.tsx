import { useTranslation } from '../../../shared/i18n/use-translation';
import { SHOP_INFO } from '../../../shared/config/shop-info';
import { MapPinIcon } from '../../../shared/ui/icons';

/**
 * The streets round the showroom, drawn here rather than embedded: a map service's iframe
 * cannot load without the network, and this costs no request, no cookie and no layout
 * shift. 'Open in Maps' hands over to the real map.
 */
function StreetSketch() {
  return (
    <svg className="map-panel__sketch" viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="640" height="360" fill="#efe9df" />
      {/* City blocks */}
      <g fill="#e4dccf">
        <rect x="18" y="22" width="150" height="92" rx="8" />
        <rect x="196" y="22" width="118" height="92" rx="8" />
        <rect x="18" y="142" width="150" height="88" rx="8" />
        <rect x="196" y="142" width="118" height="88" rx="8" />
        <rect x="18" y="258" width="150" height="90" rx="8" />
        <rect x="196" y="258" width="118" height="90" rx="8" />
        <rect x="342" y="22" width="130" height="92" rx="8" />
        <rect x="500" y="22" width="124" height="92" rx="8" />
        <rect x="342" y="258" width="130" height="90" rx="8" />
      </g>
      {/* A garden and a tank, as the old city has */}
      <rect x="500" y="142" width="124" height="88" rx="10" fill="#d9e6d6" />
      <path d="M500 258h124v90H520c-14 0-20-10-20-22z" fill="#d6e2ec" />
      <circle cx="560" cy="186" r="14" fill="#c7dcc3" />
      <circle cx="590" cy="206" r="10" fill="#c7dcc3" />
      {/* Lanes */}
      <g stroke="#fbf9f6" strokeWidth="12" strokeLinecap="round" fill="none">
        <path d="M0 128h640" />
        <path d="M0 244h640" />
        <path d="M182 0v360" />
        <path d="M328 0v360" />
        <path d="M486 0v360" />
      </g>
      {/* The bazaar's main road, set apart */}
      <path d="M-10 312 C160 300 260 236 328 186 S520 60 650 40" stroke="#d7cec0" strokeWidth="22" fill="none" strokeLinecap="round" />
      <path d="M-10 312 C160 300 260 236 328 186 S520 60 650 40" stroke="#fbf9f6" strokeWidth="16" fill="none" strokeLinecap="round" />
      <path d="M-10 312 C160 300 260 236 328 186 S520 60 650 40" stroke="#e1c9a0" strokeWidth="2" strokeDasharray="10 10" fill="none" />
      {/* The showroom */}
      <circle cx="350" cy="168" r="34" fill="#7b5cb6" opacity="0.14" />
      <circle cx="350" cy="168" r="18" fill="#7b5cb6" opacity="0.22" />
      <path d="M350 176c-12-12-20-22-20-32a20 20 0 0 1 40 0c0 10-8 20-20 32z" fill="#654798" />
      <circle cx="350" cy="144" r="7" fill="#fbf9f6" />
    </svg>
  );
}

/** The map of spec 2.7, as a static panel: the streets, the shop's pin, its address and a link to a map. */
export function MapPanel() {
  const { t } = useTranslation('content');
  const address = t('shop.address');
  return (
    <figure className="map-panel" aria-label={t('contact.mapLabel', { address })}>
      <StreetSketch />
      <figcaption className="map-panel__card">
        <span className="map-panel__pin" aria-hidden="true">
          <MapPinIcon />
        </span>
        <span className="map-panel__text">
          <strong className="map-panel__title">{t('contact.mapPin')}</strong>
          <span className="map-panel__address">{address}</span>
        </span>
        <a className="map-panel__link" href={SHOP_INFO.mapUrl} target="_blank" rel="noopener noreferrer">
          {t('contact.openInMaps')}
          <span className="visually-hidden"> {t('contact.newTab')}</span>
        </a>
      </figcaption>
    </figure>
  );
}
