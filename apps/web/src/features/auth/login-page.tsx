import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import {
  generateSecurityCode,
  LOGIN_ERROR_TOAST_POSITION,
  LOGIN_REDIRECT_MS,
  loginSchemaFor,
  MESSAGES,
  type LoginForm,
  type LoginFormInput,
  type LoginResponse,
} from '@shop/core';
import { ApiError, serverMessage } from '../../shared/api/client';
import { paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { signIn } from '../../shared/stores/session-store';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { toast } from '../../shared/ui/toast';
import { queryKeys } from '../../shared/api/query-keys';
import { useLogin } from './api/login';
import { CheckboxField } from '../../shared/ui/checkbox-field';
import { FormField, PasswordField } from '../../shared/ui/form-field';
import { SecurityCode } from './components/security-code';
import { translateMessage } from '../../shared/i18n/account-messages';
import { redirectTarget } from './lib/safe-redirect';
import './auth.css';

/**
 * /Login (spec 2.8, 4, 5, 8): e-mail, password (shown or hidden) with the 'Forgot
 * password?' link under it (issue 17), the displayed security code and its input, remember me. A wrong code is a field error and makes no call. On
 * success the session is stored, 'Login successful!' shows, and after 2 seconds the shopper
 * goes home, or back to the same-origin path in `?redirect=` / the router state.
 */
export default function LoginPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // A new code each time the page opens (spec 4).
  const [code] = useState(() => generateSecurityCode());
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginForm>({
    resolver: zodResolver(loginSchemaFor(code)),
    defaultValues: { email: '', password: '', security_code: '', rememberMe: false },
  });

  const showError = (message: string) => toast.error(translateMessage(t, message), { position: LOGIN_ERROR_TOAST_POSITION });

  const onSuccess = (body: LoginResponse) => {
    if (!body.success || !body.data) {
      showError(serverMessage(body) ?? MESSAGES.loginUserNotFoundToast);
      return;
    }
    // Nothing cached for an earlier customer in this tab may show for this one.
    queryClient.removeQueries({ queryKey: queryKeys.account.all });
    signIn(body.data.token, body.data.customer_id);
    toast.success(translateMessage(t, MESSAGES.loginSuccessful));
    setRedirecting(true);
    const target = redirectTarget(location.search, location.state);
    timer.current = setTimeout(() => void navigate(target, { replace: true }), LOGIN_REDIRECT_MS);
  };

  const onError = (error: Error) => {
    if (!(error instanceof ApiError) || error.status === 0) {
      showError(MESSAGES.noResponse);
      return;
    }
    const message = serverMessage(error.body) ?? MESSAGES.loginUserNotFound;
    showError(message);
    setError('email', { type: 'server', message });
  };

  const loginMutation = useLogin({ mutationConfig: { onSuccess, onError } });
  const busy = loginMutation.isPending || redirecting;

  const onSubmit = handleSubmit((form) => {
    loginMutation.mutate({ customer_email: form.email, customer_password: form.password, rememberMe: form.rememberMe });
  });

  const fieldError = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);

  return (
    <div className="auth-page">
      <Breadcrumb
        className="auth-page__breadcrumb"
        items={[{ label: t('breadcrumb.home'), to: paths.home.getHref() }, { label: t('breadcrumb.pages') }, { label: t('breadcrumb.myAccount') }]}
      />
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title" className="auth-card__title">
          {t('login.heading')}
        </h1>
        <p className="auth-card__lead">
          <Link to={paths.createAccount.getHref()}>{t('login.createAccountLink')}</Link>
        </p>
        <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField label={t('login.email')} type="email" autoComplete="email" error={fieldError(errors.email?.message)} {...register('email')} />
          <PasswordField label={t('login.password')} autoComplete="current-password" error={fieldError(errors.password?.message)} {...register('password')} />
          <p className="auth-form__forgot">
            <Link to={paths.forgotPassword.getHref()}>{t('login.forgotLink')}</Link>
          </p>
          <div className="auth-form__code">
            <SecurityCode code={code} />
            <FormField
              label={t('login.securityCode')}
              type="number"
              inputMode="numeric"
              autoComplete="off"
              error={fieldError(errors.security_code?.message)}
              {...register('security_code')}
            />
          </div>
          <CheckboxField label={t('login.rememberMe')} {...register('rememberMe')} />
          <button type="submit" className="button auth-form__submit" disabled={busy}>
            {busy ? t('login.submitBusy') : t('login.submit')}
          </button>
        </form>
        <p className="auth-card__footer">
          <Link to={paths.home.getHref()}>{t('login.backHome')}</Link>
        </p>
      </section>
    </div>
  );
}
