import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { ACCOUNT_ERASURE_MESSAGES, MESSAGES, RESULT_TOAST_MS, deleteAccountRequestSchema, type DeleteAccountRequest } from '@shop/core';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ApiError } from '../../shared/api/client';
import { paths } from '../../shared/config/paths';
import { toast } from '../../shared/ui/toast';
import { PasswordField } from '../../shared/ui/form-field';
import { useConfirm } from '../../shared/ui/confirm-dialog';
import { translateMessage } from '../../shared/i18n/account-messages';
import { AccountShell } from '../../shared/ui/account-shell';
import { useDeleteAccount, type OpenOrder } from './api/delete-account';
import { DownloadDataButton } from './components/download-data-button';

/** How long the home page shows that the account was deleted. */
const DELETED_TOAST_MS = 8000;

/**
 * /MyAccountDelete (issue 23): what deleting the account erases and what the shop keeps (and
 * why), a copy of one's data first, then the password and a last confirmation. Once deleted
 * the browser is logged out and lands on the home page with a message (decision 021).
 */
export default function DeleteAccountPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [confirm, confirmDialog] = useConfirm();
  const [openOrders, setOpenOrders] = useState<OpenOrder[] | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountRequest>({ resolver: zodResolver(deleteAccountRequestSchema), defaultValues: { current_password: '' } });

  const remove = useDeleteAccount({
    mutationConfig: {
      onSuccess: async () => {
        await navigate(paths.home.getHref());
        toast.success(
          <div className="result-toast">
            <strong className="result-toast__title">{t('erasure.deletedTitle')}</strong>
            <span>{translateMessage(t, ACCOUNT_ERASURE_MESSAGES.deleted)}</span>
          </div>,
          { autoClose: DELETED_TOAST_MS },
        );
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          const body = error.body as { open_orders?: OpenOrder[] } | undefined;
          setOpenOrders(body?.open_orders ?? []);
          return;
        }
        const message = error instanceof ApiError && error.status !== 0 ? error.message : MESSAGES.noResponse;
        toast.error(
          <div className="result-toast">
            <strong className="result-toast__title">{t('details.failed')}</strong>
            <span>{translateMessage(t, message)}</span>
          </div>,
          { autoClose: RESULT_TOAST_MS },
        );
        if (message === ACCOUNT_ERASURE_MESSAGES.passwordMismatch) setError('current_password', { type: 'server', message });
      },
    },
  });

  const onSubmit = handleSubmit(async (form) => {
    setOpenOrders(null);
    const ok = await confirm({
      title: t('erasure.confirmTitle'),
      text: t('erasure.confirmText'),
      confirmLabel: t('erasure.confirm'),
      cancelLabel: t('erasure.cancel'),
      tone: 'danger',
    });
    if (ok) remove.mutate(form);
  });

  const erased = t('erasure.erasedItems', { returnObjects: true }) as unknown;
  const kept = t('erasure.keptItems', { returnObjects: true }) as unknown;
  const list = (items: unknown) => (Array.isArray(items) ? items.map((item) => <li key={String(item)}>{String(item)}</li>) : null);

  return (
    <AccountShell title={t('erasure.title')}>
      <div className="erasure">
        <p className="account-alert account-alert--error">{t('erasure.warning')}</p>
        <section className="erasure__section" aria-labelledby="erasure-erased">
          <h2 id="erasure-erased" className="account-subtitle">
            {t('erasure.erasedTitle')}
          </h2>
          <ul className="erasure__list">{list(erased)}</ul>
        </section>
        <section className="erasure__section" aria-labelledby="erasure-kept">
          <h2 id="erasure-kept" className="account-subtitle">
            {t('erasure.keptTitle')}
          </h2>
          <ul className="erasure__list">{list(kept)}</ul>
          <p className="erasure__why">{t('erasure.keptWhy')}</p>
        </section>
        <section className="erasure__section" aria-labelledby="erasure-copy">
          <h2 id="erasure-copy" className="account-subtitle">
            {t('erasure.copyTitle')}
          </h2>
          <p>{t('erasure.copyText')}</p>
          <DownloadDataButton />
        </section>
        {openOrders ? (
          <div className="account-alert account-alert--error" role="alert">
            <p className="erasure__blocked">{t('erasure.openOrders')}</p>
            <ul className="erasure__list">
              {openOrders.map((o) => (
                <li key={o.order_id}>{o.invoice_number ?? `#${o.order_id}`}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <form className="account-form erasure__form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <PasswordField
            label={t('erasure.password')}
            autoComplete="current-password"
            hint={t('erasure.passwordHint')}
            error={errors.current_password?.message ? translateMessage(t, errors.current_password.message) : undefined}
            {...register('current_password')}
          />
          <div className="account-form__actions">
            <button type="submit" className="button button--danger" disabled={remove.isPending}>
              {remove.isPending ? t('erasure.deleting') : t('erasure.submit')}
            </button>
          </div>
        </form>
      </div>
      {confirmDialog}
    </AccountShell>
  );
}
