import { zodResolver } from '@hookform/resolvers/zod';
import { SIGN_UP_MESSAGES } from '@shop/core';
import { STAFF_MESSAGES, staffNewAccountSchema } from '@shop/core/admin';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '../../../shared/api/client';
import { useSession } from '../../../shared/api/session-store';
import { routes } from '../../../shared/config/routes';
import { Field } from '../../../shared/ui/field';
import { ErrorNotice, Loading } from '../../../shared/ui/page';
import { completeSetup, useSetupStatus } from '../api/session';
import { AuthFrame } from './auth-frame';
import { PasswordRules } from '../../../shared/ui/password-rules';

/** The first owner's form: core's account schema plus the confirmation. */
export const setupFormSchema = staffNewAccountSchema
  .extend({ confirm_password: z.string().min(1, { error: SIGN_UP_MESSAGES.confirmRequired }) })
  .refine((f) => f.password === f.confirm_password, { error: SIGN_UP_MESSAGES.confirmMatch, path: ['confirm_password'] });
type SetupForm = z.input<typeof setupFormSchema>;

/** /admin/setup?token=…: the one-time link from the server's log creates the first owner. */
export function SetupPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const status = useSetupStatus(token);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SetupForm, unknown, z.output<typeof setupFormSchema>>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: { name: '', email: '', password: '', confirm_password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const { errors, isSubmitting } = form.formState;

  if (session) return <Navigate to={routes.dashboard} replace />;
  if (!token || status.data === false) {
    return (
      <AuthFrame title="Set up the back office">
        <ErrorNotice>{STAFF_MESSAGES.setupInvalid}</ErrorNotice>
        <p>
          Ask for a new link with <code>npm run admin:create</code>, or <Link to={routes.signIn}>sign in</Link> if the owner account exists.
        </p>
      </AuthFrame>
    );
  }
  if (status.isPending) return <Loading />;

  const onSubmit = form.handleSubmit(async ({ name, email, password: pw }) => {
    setFailure(null);
    try {
      await completeSetup({ token, name, email, password: pw });
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

  return (
    <AuthFrame title="Create the owner account" lead="This link works once. The owner can add the rest of the team afterwards.">
      <ErrorNotice error={status.error ?? undefined}>{failure}</ErrorNotice>
      <form onSubmit={onSubmit} noValidate className="form-stack">
        <Field label="Your name" error={errors.name?.message}>
          <input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="username" {...form.register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message} hint={<PasswordRules password={password} />}>
          <input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field label="Confirm password" error={errors.confirm_password?.message}>
          <input type="password" autoComplete="new-password" {...form.register('confirm_password')} />
        </Field>
        <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
          {isSubmitting ? 'Creating…' : 'Create account and sign in'}
        </button>
      </form>
    </AuthFrame>
  );
}
