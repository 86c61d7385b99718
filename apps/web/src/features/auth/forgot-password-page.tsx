import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../shared/i18n/use-translation';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_TOKEN_MINUTES, forgotPasswordSchema, type ForgotPasswordForm } from '@shop/core';
import { serverMessage } from '../../shared/api/client';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { useForgotPassword } from './api/forgot-password';
import { FormField } from '../../shared/ui/form-field';
import { RecoveryCard, RecoverySubmit } from './components/recovery-card';
import { passwordResetFailure, translateMessage } from '../../shared/i18n/account-messages';
import './auth.css';

/**
 * /ForgotPassword (issue 17): the account's e-mail, under the login's e-mail rules. The
 * server answers the same whether or not an account exists, and that answer stays on the
 * page (not only in a toast) with a way back to the login. A refusal (too many requests,
 * no connection) is said above the button.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('forgotPassword.title'));
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const mutation = useForgotPassword({
    mutationConfig: {
      onMutate: () => setFailure(null),
      onSuccess: (body) => setSent(translateMessage(t, serverMessage(body) ?? PASSWORD_RESET_MESSAGES.linkSent)),
      onError: (error) => setFailure(passwordResetFailure(t, error)),
    },
  });

  // The answer replaces the form: bring it into view and to the screen reader's attention.
  useEffect(() => {
    if (sent !== null) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit((form) => mutation.mutate({ customer_email: form.email }));
  const busy = mutation.isPending;
  const emailError = errors.email?.message;

  return (
    <RecoveryCard id="forgot-title" title={t('forgotPassword.title')} heading={t('forgotPassword.heading')} backLabel={t('forgotPassword.backToLogin')}>
      {sent !== null ? (
        <div ref={sentRef} className="auth-notice auth-notice--done" role="status" tabIndex={-1}>
          <p className="auth-notice__text">{sent}</p>
          <p className="auth-notice__hint">{t('forgotPassword.sentHint', { minutes: PASSWORD_RESET_TOKEN_MINUTES })}</p>
          <button type="button" className="auth-notice__again" onClick={() => setSent(null)}>
            {t('forgotPassword.again')}
          </button>
        </div>
      ) : (
        <>
          <p className="auth-card__lead">{t('forgotPassword.intro')}</p>
          <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <FormField
              label={t('forgotPassword.email')}
              type="email"
              autoComplete="email"
              error={emailError ? translateMessage(t, emailError) : undefined}
              {...register('email')}
            />
            <RecoverySubmit failure={failure} busy={busy} label={t('forgotPassword.submit')} busyLabel={t('forgotPassword.submitBusy')} />
          </form>
        </>
      )}
    </RecoveryCard>
  );
}
