import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { MESSAGES, type Address } from '@shop/core';
import { paths } from '../../shared/config/paths';
import { useConfirm } from '../../shared/ui/confirm-dialog';
import { ShimmerText } from '../../shared/ui/shimmer';
import { toast } from '../../shared/ui/toast';
import { translateMessage } from '../../shared/i18n/account-messages';
import { useDeleteCustomerAddress, useUpdateDefaultAddress } from './api/address-mutations';
import { useCustomerAddresses } from '../../shared/api/get-customer-addresses';
import { AccountShell } from '../../shared/ui/account-shell';
import { reportAddressFailure } from './lib/report-failure';

/**
 * /MyAddress (spec 2.9, 4, 8): the 'Billing Address' list with Create Address, the alert
 * 'No default address.' when none is default, and a card per address with its 'default'
 * tag, Set as default (confirmed; on the default one: 'This address is already default'),
 * Edit and Delete (confirmed). A success shows the server's message.
 */
export default function MyAddressPage() {
  const { t } = useTranslation('account');
  const addresses = useCustomerAddresses();
  const [confirm, confirmDialog] = useConfirm();
  const onDone = (body: { message?: string }) => {
    if (body.message) toast.success(translateMessage(t, body.message));
  };
  const setDefault = useUpdateDefaultAddress({ mutationConfig: { onSuccess: onDone, onError: (e) => reportAddressFailure(t, e) } });
  const remove = useDeleteCustomerAddress({ mutationConfig: { onSuccess: onDone, onError: (e) => reportAddressFailure(t, e) } });

  const list = addresses.data?.data ?? [];
  const hasDefault = list.some((address) => address.default_address === 1);
  const busy = setDefault.isPending || remove.isPending;

  const onSetDefault = async (address: Address) => {
    if (address.default_address === 1) {
      toast.warning(translateMessage(t, MESSAGES.addressAlreadyDefault), { toastId: 'already-default' });
      return;
    }
    const ok = await confirm({
      title: t('address.setDefaultTitle'),
      text: t('address.setDefaultText', { name: address.full_name }),
      confirmLabel: t('address.setDefaultConfirm'),
      cancelLabel: t('logout.cancel'),
    });
    if (ok) setDefault.mutate(address.customer_address_id);
  };

  const onDelete = async (address: Address) => {
    const ok = await confirm({
      title: t('address.deleteTitle'),
      text: t('address.deleteText', { name: address.full_name }),
      confirmLabel: t('address.deleteConfirm'),
      cancelLabel: t('logout.cancel'),
      tone: 'danger',
    });
    if (ok) remove.mutate(address.customer_address_id);
  };

  return (
    <AccountShell
      title={t('address.title')}
      actions={
        <Link className="button" to={paths.addressCreate.getHref()}>
          {t('address.create')}
        </Link>
      }
    >
      <h2 className="account-subtitle">{t('address.billing')}</h2>
      {addresses.isPending ? (
        <ShimmerText lines={4} />
      ) : addresses.isError ? (
        <p className="account-alert account-alert--error" role="alert">
          {t('address.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void addresses.refetch()}>
            {t('address.retry')}
          </button>
        </p>
      ) : (
        <>
          {!hasDefault && (
            <p className="account-alert" role="status">
              {translateMessage(t, MESSAGES.noDefaultAddress)}
            </p>
          )}
          {list.length === 0 ? (
            <p className="account-empty">{t('address.empty')}</p>
          ) : (
            <ul className="address-grid" aria-busy={busy || undefined}>
              {list.map((address) => (
                <li key={address.customer_address_id}>
                  <AddressCard address={address} disabled={busy} onSetDefault={() => void onSetDefault(address)} onDelete={() => void onDelete(address)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {confirmDialog}
    </AccountShell>
  );
}

interface AddressCardProps {
  address: Address;
  disabled: boolean;
  onSetDefault(): void;
  onDelete(): void;
}

/** One address: name, mobile, area, city, state, pin code, country, the default tag and its actions. */
function AddressCard({ address, disabled, onSetDefault, onDelete }: AddressCardProps) {
  const { t } = useTranslation('account');
  const isDefault = address.default_address === 1;
  const lines: Array<[string, string]> = [
    [t('address.card.mobile'), address.mobile_number],
    [t('address.card.address'), address.flat_house_building],
    [t('address.card.area'), address.area_street_sector],
    [t('address.card.city'), address.town_city],
    [t('address.card.state'), address.state],
    [t('address.card.pincode'), address.pincode],
    [t('address.card.country'), address.country_region],
  ];
  return (
    <article className={isDefault ? 'address-card address-card--default' : 'address-card'} aria-label={address.full_name}>
      <header className="address-card__head">
        <h3 className="address-card__name">{address.full_name}</h3>
        {isDefault && <span className="address-card__tag">{t('address.defaultTag')}</span>}
      </header>
      <dl className="address-card__lines">
        {lines
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className="address-card__line">
              <dt>{label}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
      </dl>
      <div className="address-card__actions">
        {/* A toggle: the default card's reads 'Default address', pressed (it offers nothing new; a
            click only says so, spec 4's warning); the others offer 'Set as default'. */}
        <button
          type="button"
          className={isDefault ? 'button button--small address-card__is-default' : 'button button--ghost button--small'}
          aria-pressed={isDefault}
          onClick={onSetDefault}
          disabled={disabled}
        >
          {isDefault ? t('address.isDefault') : t('address.setDefault')}
        </button>
        <Link className="button button--ghost button--small" to={paths.addressEdit.getHref(address.customer_address_id)}>
          {t('address.edit')}
        </Link>
        <button type="button" className="button button--danger-ghost button--small" onClick={onDelete} disabled={disabled}>
          {t('address.delete')}
        </button>
      </div>
    </article>
  );
}
