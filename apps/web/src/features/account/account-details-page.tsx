import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../shared/i18n/use-translation';
import {
  ACCOUNT_DETAILS_MESSAGES,
  accountDetailsSchemaFor,
  MESSAGES,
  RESULT_TOAST_MS,
  updateCustomerRequestFromForm,
  type AccountDetailsForm,
  type AccountDetailsFormInput,
} from '@shop/core';
import { ApiError, serverMessage } from '../../shared/api/client';
import { ShimmerText } from '../../shared/ui/shimmer';
import { toast } from '../../shared/ui/toast';
import { FormField, PasswordField } from '../../shared/ui/form-field';
import { translateMessage } from '../../shared/i18n/account-messages';
import { useCustomerInfo } from '../../shared/api/get-customer-info';
import { useUpdateCustomer } from './api/update-customer';
import { AccountShell } from '../../shared/ui/account-shell';

const EMPTY: AccountDetailsFormInput = {
  customer_name: '',
  customer_display_name: '',
  customer_email: '',
  current_password: '',
  new_password: '',
  confirm_password: '',
};

/** Server refusals that concern the current password: shown at that field too. */
const CURRENT_PASSWORD_MESSAGES: readonly string[] = [ACCOUNT_DETAILS_MESSAGES.currentPasswordMismatch, ACCOUNT_DETAILS_MESSAGES.currentPasswordForEmail];

/**
 * /MyAccountDetails (spec 2.9, 5, 8): name, display name, e-mail and an optional password
 * change. A new e-mail needs the current password (a new password is not needed for it).
 * The server checks the current password; the result is a 2-second toast titled Success or
 * Failed with the server's message. After a new password or e-mail the server's new token
 * is kept (update-customer), so the shopper stays logged in.
 */
export default function AccountDetailsPage() {
  const { t } = useTranslation('account');
  const customer = useCustomerInfo();
  // Core's rules knowing the account's e-mail: a new e-mail needs the current password.
  const storedEmail = customer.data?.customer_email;
  const resolver = useMemo(() => zodResolver(accountDetailsSchemaFor(storedEmail)), [storedEmail]);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors },
  } = useForm<AccountDetailsFormInput, unknown, AccountDetailsForm>({
    resolver,
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (customer.data) {
      reset({
        ...EMPTY,
        customer_name: customer.data.customer_name,
        customer_display_name: customer.data.customer_display_name,
        customer_email: customer.data.customer_email,
      });
    }
  }, [customer.data, reset]);

  const result = (ok: boolean, message: string) =>
    toast[ok ? 'success' : 'error'](
      <div className="result-toast">
        <strong className="result-toast__title">{ok ? t('details.success') : t('details.failed')}</strong>
        <span>{translateMessage(t, message)}</span>
      </div>,
      { autoClose: RESULT_TOAST_MS },
    );

  const update = useUpdateCustomer({
    mutationConfig: {
      onSuccess: (body) => {
        result(true, serverMessage(body) ?? t('details.saved'));
        reset({ ...getValues(), current_password: '', new_password: '', confirm_password: '' });
      },
      onError: (error) => {
        const message = error instanceof ApiError && error.status !== 0 ? error.message : MESSAGES.noResponse;
        result(false, message);
        if (CURRENT_PASSWORD_MESSAGES.includes(message)) {
          setError('current_password', { type: 'server', message });
        }
      },
    },
  });

  const onSubmit = handleSubmit((form) => update.mutate(updateCustomerRequestFromForm(form)));
  const fieldError = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);

  return (
    <AccountShell title={t('details.title')}>
      {customer.isPending ? (
        <ShimmerText lines={6} />
      ) : (
        <form className="account-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField label={t('details.name')} autoComplete="given-name" error={fieldError(errors.customer_name?.message)} {...register('customer_name')} />
          <FormField
            label={t('details.displayName')}
            autoComplete="nickname"
            hint={t('details.displayNameHint')}
            error={fieldError(errors.customer_display_name?.message)}
            {...register('customer_display_name')}
          />
          <FormField
            label={t('details.email')}
            type="email"
            autoComplete="email"
            className="form-field--wide"
            error={fieldError(errors.customer_email?.message)}
            {...register('customer_email')}
          />
          <fieldset className="account-form__fieldset form-field--wide">
            <legend>{t('details.passwordChange')}</legend>
            <PasswordField
              label={t('details.currentPassword')}
              autoComplete="current-password"
              hint={t('details.currentPasswordHint')}
              error={fieldError(errors.current_password?.message)}
              {...register('current_password')}
            />
            <PasswordField
              label={t('details.newPassword')}
              autoComplete="new-password"
              error={fieldError(errors.new_password?.message)}
              {...register('new_password', { deps: ['confirm_password'] })}
            />
            <PasswordField
              label={t('details.confirmPassword')}
              autoComplete="new-password"
              error={fieldError(errors.confirm_password?.message)}
              {...register('confirm_password')}
            />
          </fieldset>
          <div className="account-form__actions">
            <button type="submit" className="button" disabled={update.isPending}>
              {update.isPending ? t('details.saving') : t('details.save')}
            </button>
          </div>
        </form>
      )}
    </AccountShell>
  );
}
