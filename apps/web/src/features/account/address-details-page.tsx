import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import {
  ADDRESS_MESSAGES,
  INDIAN_STATES,
  addressSchema,
  isIndianAddress,
  stateFromText,
  stripToAlnumSpace,
  type Address,
  type AddressForm,
  type AddressFormInput,
} from '@shop/core';
import { ApiError } from '../../shared/api/client';
import { paths } from '../../shared/config/paths';
import { ShimmerText } from '../../shared/ui/shimmer';
import { toast } from '../../shared/ui/toast';
import { CheckboxField } from '../../shared/ui/checkbox-field';
import { FormField, SelectField } from '../../shared/ui/form-field';
import { translateMessage } from '../../shared/i18n/account-messages';
import { useSaveCustomerAddress } from './api/address-mutations';
import { useCustomerAddressInfo } from './api/get-customer-address-info';
import { usePincode } from './api/get-pincode';
import { AccountShell } from '../../shared/ui/account-shell';
import { alnumSpaceOnly } from './lib/alnum-space-only';
import { reportAddressFailure } from './lib/report-failure';

const EMPTY: AddressFormInput = {
  country_region: '',
  full_name: '',
  mobile_number: '',
  flat_house_building: '',
  area_street_sector: '',
  pincode: '',
  landmark: '',
  town_city: '',
  state: '',
  default_address: false,
};

/**
 * The form's values for a stored address. An Indian address's state is shown as one of the
 * list ('orissa' as Odisha); one that reads as none is left unchosen for the shopper to confirm.
 */
function formValuesOf(address: Address): AddressFormInput {
  return {
    country_region: address.country_region,
    full_name: address.full_name,
    mobile_number: address.mobile_number,
    flat_house_building: address.flat_house_building,
    area_street_sector: address.area_street_sector,
    pincode: address.pincode,
    landmark: address.landmark,
    town_city: address.town_city,
    state: isIndianAddress(address.country_region) ? (stateFromText(address.state) ?? '') : address.state,
    default_address: address.default_address === 1,
  };
}

/**
 * /AddressDetails (create) and /AddressDetails/{customer_address_id} (edit, loaded with
 * GetCustomerAddressInfo): spec 2.9 and 5. Saves with CreateCustomerAddress (the id marks
 * an update), shows the server's message and goes to /MyAddress.
 */
export default function AddressDetailsPage() {
  const { t } = useTranslation('account');
  const { addressId: idParam } = useParams();
  const addressId = idParam !== undefined && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const editing = idParam !== undefined;
  const navigate = useNavigate();

  const existing = useCustomerAddressInfo({ addressId: addressId ?? 0, queryConfig: { enabled: addressId !== null } });

  const {
    register,
    handleSubmit,
    reset,
    watch,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, dirtyFields },
  } = useForm<AddressFormInput, unknown, AddressForm>({ resolver: zodResolver(addressSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (existing.data) reset(formValuesOf(existing.data));
  }, [existing.data, reset]);

  // India (issue 23): the state is one of the 36, and the pin code, once typed, fills the town and state.
  const india = isIndianAddress(watch('country_region'));
  const pincode = String(watch('pincode') ?? '').trim();
  const place = usePincode(pincode, india && dirtyFields.pincode === true);
  /** What the last lookup filled in: a field still holding it (or empty) follows the next lookup; one the shopper typed stays. */
  const filled = useRef<{ town: string; state: string } | null>(null);
  const storedState = existing.data && isIndianAddress(existing.data.country_region) && !stateFromText(existing.data.state) ? existing.data.state : null;

  useEffect(() => {
    // A free-text state (typed before India was chosen) becomes the list's name, or is left to choose.
    if (!india) return;
    const state = getValues('state');
    if (state && !INDIAN_STATES.some((s) => s.name === state)) setValue('state', stateFromText(state) ?? '');
  }, [india, getValues, setValue]);

  useEffect(() => {
    const data = place.data;
    if (data === undefined || !india) return;
    const last = filled.current;
    const { town_city: currentTown, state: currentState } = getValues();
    if (data === null) {
      // A pin code the directory does not know: what the last one filled in is no longer known to be right.
      if (last && currentTown === last.town) setValue('town_city', '', { shouldDirty: true });
      if (last && currentState === last.state) setValue('state', '', { shouldDirty: true });
      filled.current = null;
      return;
    }
    const town = stripToAlnumSpace(data.town_city);
    if (!currentTown || currentTown === last?.town) {
      setValue('town_city', town, { shouldDirty: true });
      clearErrors('town_city');
    }
    if (!currentState || currentState === last?.state) {
      setValue('state', data.state, { shouldDirty: true });
      clearErrors('state');
    }
    filled.current = { town, state: data.state };
  }, [place.data, india, getValues, setValue, clearErrors]);

  const save = useSaveCustomerAddress({
    mutationConfig: {
      onSuccess: (body) => {
        if (body.message) toast.success(translateMessage(t, body.message));
        void navigate(paths.myAddress.getHref());
      },
      onError: (error) => reportAddressFailure(t, error),
    },
  });

  const onSubmit = handleSubmit((form) => {
    // The server says the same (in English); said here, it is in the shopper's language.
    const known = india ? place.data : null;
    if (known && known.pincode === form.pincode && !known.states.includes(form.state as never)) {
      setError('state', { message: t('addressForm.pincodeOtherState', { pincode: known.pincode, state: known.state }) });
      return;
    }
    save.mutate(addressId !== null ? { ...form, customer_address_id: addressId } : form);
  });
  const pincodeHint = !india
    ? undefined
    : place.isFetching
      ? t('addressForm.pincodeLooking')
      : place.data
        ? t('addressForm.pincodeFound', { town: place.data.town_city, state: place.data.state })
        : place.data === null
          ? translateMessage(t, ADDRESS_MESSAGES.pincodeUnknown)
          : place.isError
            ? translateMessage(t, ADDRESS_MESSAGES.pincodeLookupFailed)
            : undefined;
  const fieldError = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);
  const title = editing ? t('addressForm.editTitle') : t('addressForm.createTitle');

  const notFound =
    editing && (addressId === null || (existing.isSuccess && existing.data === null) || (existing.error instanceof ApiError && existing.error.status === 404));

  if (notFound) {
    return (
      <AccountShell title={title}>
        <p className="account-alert account-alert--error" role="alert">
          {t('addressForm.notFound')}
        </p>
        <Link to={paths.myAddress.getHref()}>{t('addressForm.back')}</Link>
      </AccountShell>
    );
  }

  if (editing && existing.isPending) {
    return (
      <AccountShell title={title}>
        <ShimmerText lines={6} />
      </AccountShell>
    );
  }

  if (editing && existing.isError) {
    return (
      <AccountShell title={title}>
        <p className="account-alert account-alert--error" role="alert">
          {t('address.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void existing.refetch()}>
            {t('address.retry')}
          </button>
        </p>
      </AccountShell>
    );
  }

  return (
    <AccountShell title={title}>
      <form className="account-form address-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField
          label={t('addressForm.country')}
          autoComplete="country-name"
          error={fieldError(errors.country_region?.message)}
          {...register('country_region')}
        />
        <FormField label={t('addressForm.fullName')} autoComplete="name" error={fieldError(errors.full_name?.message)} {...register('full_name')} />
        <FormField
          label={t('addressForm.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          error={fieldError(errors.mobile_number?.message)}
          {...register('mobile_number')}
        />
        <FormField
          label={t('addressForm.address')}
          autoComplete="address-line1"
          className="form-field--wide"
          error={fieldError(errors.flat_house_building?.message)}
          {...alnumSpaceOnly(register('flat_house_building'))}
        />
        <FormField
          label={t('addressForm.area')}
          optional
          autoComplete="address-line2"
          error={fieldError(errors.area_street_sector?.message)}
          {...alnumSpaceOnly(register('area_street_sector'))}
        />
        <FormField
          label={t('addressForm.pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={fieldError(errors.pincode?.message)}
          hint={pincodeHint ? <span data-testid="pincode-status">{pincodeHint}</span> : undefined}
          {...register('pincode')}
        />
        <FormField label={t('addressForm.landmark')} optional error={fieldError(errors.landmark?.message)} {...alnumSpaceOnly(register('landmark'))} />
        <FormField
          label={t('addressForm.city')}
          autoComplete="address-level2"
          error={fieldError(errors.town_city?.message)}
          {...alnumSpaceOnly(register('town_city'))}
        />
        {india ? (
          <SelectField
            label={t('addressForm.state')}
            autoComplete="address-level1"
            error={fieldError(errors.state?.message)}
            hint={storedState && !dirtyFields.state ? t('addressForm.stateToConfirm', { state: storedState }) : undefined}
            {...register('state')}
          >
            <option value="">{t('addressForm.chooseState')}</option>
            {INDIAN_STATES.map((s) => (
              <option key={s.code} value={s.name}>
                {s.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <FormField
            label={t('addressForm.state')}
            autoComplete="address-level1"
            error={fieldError(errors.state?.message)}
            {...alnumSpaceOnly(register('state'))}
          />
        )}
        <CheckboxField label={t('addressForm.makeDefault')} {...register('default_address')} />
        <div className="account-form__actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {editing ? t('addressForm.update') : t('addressForm.save')}
          </button>
          <Link className="button button--ghost" to={paths.myAddress.getHref()}>
            {t('addressForm.cancel')}
          </Link>
        </div>
      </form>
    </AccountShell>
  );
}
