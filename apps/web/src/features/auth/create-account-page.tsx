import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { MESSAGES, signUpRequestFromForm, signUpSchema, type SignUpForm, type SignUpFormInput } from '@shop/core';
import { ApiError, serverMessage } from '../../shared/api/client';
import { paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { toast } from '../../shared/ui/toast';
import { useSignUp } from './api/sign-up';
import { CheckboxField } from '../../shared/ui/checkbox-field';
import { FormField, PasswordField } from '../../shared/ui/form-field';
import { translateMessage } from '../../shared/i18n/account-messages';
import './auth.css';

/**
 * /CreateAccount (spec 2.8, 5, 8): username, e-mail, password, confirm password, terms.
 * The button is disabled unless the form is valid, changed and the terms are ticked. A
 * refusal shows the server's message (or 'Account not created') as a toast and under the
 * username; success goes to /Login.
 */
export default function CreateAccountPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('signUp.title'));
  const navigate = useNavigate();

  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isValid, isDirty },
  } = useForm<SignUpFormInput, unknown, SignUpForm>({
    resolver: zodResolver(signUpSchema),
    mode: 'onChange',
    defaultValues: { username: '', email: '', password: '', confirm_password: '', terms: false },
  });
  const termsTicked = watch('terms') === true;

  const signUpMutation = useSignUp({
    mutationConfig: {
      onSuccess: (body) => {
        const message = serverMessage(body);
        if (message) toast.success(translateMessage(t, message));
        void navigate(paths.login.getHref());
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status === 0) {
          toast.error(translateMessage(t, MESSAGES.noResponse));
          return;
        }
        const message = serverMessage(error.body) ?? MESSAGES.accountNotCreated;
        toast.error(translateMessage(t, message));
        setError('username', { type: 'server', message });
      },
    },
  });

  const onSubmit = handleSubmit((form) => signUpMutation.mutate(signUpRequestFromForm(form)));
  const fieldError = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);
  const busy = signUpMutation.isPending;

  return (
    <div className="auth-page">
      <Breadcrumb
        className="auth-page__breadcrumb"
        items={[{ label: t('breadcrumb.home'), to: paths.home.getHref() }, { label: t('breadcrumb.pages') }, { label: t('signUp.heading') }]}
      />
      <section className="auth-card" aria-labelledby="sign-up-title">
        <h1 id="sign-up-title" className="auth-card__title">
          {t('signUp.heading')}
        </h1>
        <p className="auth-card__lead">
          {t('signUp.haveAccount')} <Link to={paths.login.getHref()}>{t('signUp.loginLink')}</Link>
        </p>
        <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField label={t('signUp.username')} autoComplete="username" error={fieldError(errors.username?.message)} {...register('username')} />
          <FormField label={t('signUp.email')} type="email" autoComplete="email" error={fieldError(errors.email?.message)} {...register('email')} />
          <PasswordField
            label={t('signUp.password')}
            autoComplete="new-password"
            hint={t('signUp.passwordHint')}
            error={fieldError(errors.password?.message)}
            {...register('password', { deps: ['confirm_password'] })}
          />
          <PasswordField
            label={t('signUp.confirmPassword')}
            autoComplete="new-password"
            error={fieldError(errors.confirm_password?.message)}
            {...register('confirm_password')}
          />
          <CheckboxField label={t('signUp.terms')} {...register('terms')} />
          <button type="submit" className="button auth-form__submit" disabled={busy || !isValid || !isDirty || !termsTicked}>
            {busy ? t('signUp.submitBusy') : t('signUp.submit')}
          </button>
        </form>
      </section>
    </div>
  );
}
