import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { hasKnownState, type Address } from '@shop/core';
import { paths } from '../../../shared/config/paths';
import { isolateIn } from '../../../shared/i18n/direction';
import { EditIcon, PlusIcon } from '../../../shared/ui/icons';
import { ShimmerText } from '../../../shared/ui/shimmer';

export interface DeliveryAddressProps {
  /** The default address, or null when there is none (or it has not loaded). */
  address: Address | null;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  /** The update icon: edits the address, or says there is none to update. */
  onUpdate(): void;
}

/**
 * The default address card of spec 2.10: clicking it goes to /MyAddress; its update icon
 * edits the address and its create icon adds one.
 */
export function DeliveryAddress({ address, loading, failed, onRetry, onUpdate }: DeliveryAddressProps) {
  const { t, i18n } = useTranslation('checkout');
  const lines = address
    ? [
        address.flat_house_building,
        address.area_street_sector,
        address.landmark ? t('address.landmark', { landmark: isolateIn(i18n.language, address.landmark) }) : '',
        [address.town_city, address.state, address.pincode].filter(Boolean).join(', '),
        address.country_region,
      ].filter((line) => line !== '')
    : [];

  return (
    <section className="checkout-card" aria-labelledby="checkout-address-title">
      <div className="checkout-card__head">
        <h2 id="checkout-address-title" className="checkout-card__title">
          {t('address.heading')}
        </h2>
        <div className="checkout-card__tools">
          <button type="button" className="icon-button checkout-card__tool" aria-label={t('address.update')} title={t('address.update')} onClick={onUpdate}>
            <EditIcon />
          </button>
          <Link className="icon-button checkout-card__tool" to={paths.addressCreate.getHref()} aria-label={t('address.create')} title={t('address.create')}>
            <PlusIcon />
          </Link>
        </div>
      </div>
      {loading ? (
        <ShimmerText lines={3} />
      ) : address ? (
        <Link className="address-summary" to={paths.myAddress.getHref()}>
          <bdi className="address-summary__name">{address.full_name}</bdi>
          {lines.map((line) => (
            <bdi key={line} className="address-summary__line">
              {line}
            </bdi>
          ))}
          <span className="address-summary__line">
            {t('address.phone')}: <bdi dir="ltr">{address.mobile_number}</bdi>
          </span>
          <span className="address-summary__change">{t('address.change')}</span>
        </Link>
      ) : null}
      {!loading && address && !hasKnownState(address) ? (
        // An address kept from before states were a list (issue 23): the order waits for the shopper to choose it.
        <p className="checkout-card__notice" role="alert">
          {t('address.confirmState')} <Link to={paths.addressEdit.getHref(address.customer_address_id)}>{t('address.confirmStateLink')}</Link>
        </p>
      ) : null}
      {loading || address ? null : failed ? (
        <p className="checkout-card__empty" role="alert">
          {t('address.failed')}{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {t('address.retry')}
          </button>
        </p>
      ) : (
        <p className="checkout-card__empty">
          {t('address.none')} <Link to={paths.myAddress.getHref()}>{t('address.add')}</Link>
        </p>
      )}
    </section>
  );
}
