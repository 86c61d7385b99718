import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/config/paths';
import { Breadcrumb } from '../../../shared/ui/breadcrumb';

/**
 * The frame of the password recovery screens (/ForgotPassword, /ResetPassword): the
 * breadcrumb, the card with its heading, and the way back to the login under it.
 */
export function RecoveryCard({
  id,
  title,
  heading,
  backLabel,
  children,
}: {
  id: string;
  title: string;
  heading: string;
  backLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <div className="auth-page">
      <Breadcrumb
        className="auth-page__breadcrumb"
        items={[{ label: t('breadcrumb.home'), to: paths.home.getHref() }, { label: t('breadcrumb.pages') }, { label: title }]}
      />
      <section className="auth-card" aria-labelledby={id}>
        <h1 id={id} className="auth-card__title">
          {heading}
        </h1>
        {children}
        <p className="auth-card__footer">
          <Link to={paths.login.getHref()}>{backLabel}</Link>
        </p>
      </section>
    </div>
  );
}

/** A recovery form's end: what went wrong (said above the button), and the button. */
export function RecoverySubmit({ failure, busy, label, busyLabel }: { failure: string | null; busy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      {failure ? (
        <p className="auth-notice auth-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button auth-form__submit" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
