import { zodResolver } from '@hookform/resolvers/zod';
import { staffSignInSchema, type StaffSignIn } from '@shop/core/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router';
import { errorMessage } from '../../../shared/api/client';
import { sessionStore, useSession } from '../../../shared/api/session-store';
import { routes } from '../../../shared/config/routes';
import { Field } from '../../../shared/ui/field';
import { ErrorNotice, Notice } from '../../../shared/ui/page';
import { signIn } from '../api/session';
import { AuthFrame } from './auth-frame';

/** Sign in with e-mail and password; a 401 elsewhere lands here with its message. */
export function SignInPage() {
  const session = useSession();
  const location = useLocation();
  const [notice] = useState(() => sessionStore.takeNotice());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StaffSignIn>({ resolver: zodResolver(staffSignInSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  if (session) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== routes.signIn ? from : routes.dashboard} replace />;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(values);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

  return (
    <AuthFrame title="Sign in" lead="For the shop's owner and staff.">
      {notice && !failure ? <Notice tone="info">{notice}</Notice> : null}
      <ErrorNotice>{failure}</ErrorNotice>
      <form onSubmit={onSubmit} noValidate className="form-stack">
        <Field label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="username" {...form.register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </AuthFrame>
  );
}
