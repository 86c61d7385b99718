import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { PASSWORD_RESET_MESSAGES, resetPasswordSchema, resetTokenSchema, type ResetPasswordForm, type ResetPasswordFormInput } from '@shop/core';
import { ApiError, serverMessage } from '../../shared/api/client';
import { paths, RESET_TOKEN_PARAM } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { logout } from '../../shared/stores/session-store';
import { toast } from '../../shared/ui/toast';
import { queryKeys } from '../../shared/api/query-keys';
import { useResetPassword } from './api/reset-password';
import { PasswordField } from '../../shared/ui/form-field';
import { RecoveryCard, RecoverySubmit } from './components/recovery-card';
import { passwordResetFailure, translateMessage } from '../../shared/i18n/account-messages';
import './auth.css';

/** The link's token, or the message saying why there is none to use (core's token rule). */
function readToken(raw: string | null): { token: string } | { problem: string } {
  const parsed = resetTokenSchema.safeParse(raw ?? '');
  return parsed.success ? { token: parsed.data } : { problem: parsed.error.issues[0]?.message ?? PASSWORD_RESET_MESSAGES.tokenInvalid };
}

/**
 * /ResetPassword?token=… (issue 17), opened from the e-mailed link: a new password and its
 * confirmation under the sign-up rules. Done, the shopper goes to /Login with the server's
 * 'Your password has been changed…' as a toast (every session of the account has ended,
 * this browser's included). A link that is missing, malformed, expired, used or superseded
 * shows why, with the way to ask for a new one, and offers no form to send.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('resetPassword.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const link = readToken(searchParams.get(RESET_TOKEN_PARAM));
  /** The server refused the link itself: nothing more can be done with it. */
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const deadRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormInput, unknown, ResetPasswordForm>({
    // Checked on submit, then as the shopper types (not on blur: a message appearing as focus
    // leaves a field would move the button from under the pointer).
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm_password: '' },
  });

  const mutation = useResetPassword({
    mutationConfig: {
      onMutate: () => setFailure(null),
      onSuccess: (body) => {
        // The server has ended every session of the account: this browser's is gone too.
        logout();
        queryClient.removeQueries({ queryKey: queryKeys.account.all });
        toast.success(translateMessage(t, serverMessage(body) ?? PASSWORD_RESET_MESSAGES.resetDone));
        // Replaced, so Back does not return to a link that is spent.
        void navigate(paths.login.getHref(), { replace: true });
      },
      onError: (error) => {
        const message = passwordResetFailure(t, error);
        // A 400 is the link itself (the form's rules are the server's, checked already):
        // unknown, expired, used or superseded. Anything else may work on a second try.
        if (error instanceof ApiError && error.status === 400) setDeadLink(message);
        else setFailure(message);
      },
    },
  });

  useEffect(() => {
    if (deadLink !== null) deadRef.current?.focus();
  }, [deadLink]);

  const problem = 'problem' in link ? translateMessage(t, link.problem) : deadLink;
  const onSubmit = handleSubmit((form) => {
    if ('token' in link) mutation.mutate({ token: link.token, customer_password: form.password });
  });
  const fieldError = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);
  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <RecoveryCard id="reset-title" title={t('resetPassword.title')} heading={t('resetPassword.heading')} backLabel={t('resetPassword.backToLogin')}>
      {problem !== null ? (
        <div ref={deadRef} className="auth-notice auth-notice--error" role="alert" tabIndex={-1}>
          <p className="auth-notice__text">{problem}</p>
          <Link className="button auth-notice__action" to={paths.forgotPassword.getHref()}>
            {t('resetPassword.newLink')}
          </Link>
        </div>
      ) : (
        <>
          <p className="auth-card__lead">{t('resetPassword.intro')}</p>
          <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <PasswordField
              label={t('resetPassword.password')}
              autoComplete="new-password"
              hint={t('signUp.passwordHint')}
              error={fieldError(errors.password?.message)}
              {...register('password', { deps: ['confirm_password'] })}
            />
            <PasswordField
              label={t('resetPassword.confirmPassword')}
              autoComplete="new-password"
              error={fieldError(errors.confirm_password?.message)}
              {...register('confirm_password')}
            />
            <RecoverySubmit failure={failure} busy={busy} label={t('resetPassword.submit')} busyLabel={t('resetPassword.submitBusy')} />
          </form>
        </>
      )}
    </RecoveryCard>
  );
}
