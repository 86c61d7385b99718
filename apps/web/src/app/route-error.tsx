import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from '../shared/i18n/use-translation';
import { useDocumentTitle } from '../shared/hooks/use-document-title';
import { ChunkLoadError } from './lazy-screen';

/** A screen's code that did not arrive: our time-out, or the browser's failed dynamic import. */
export function isLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(message);
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' ? error.data : '';
    return [`${error.status} ${error.statusText}`.trim(), data].filter(Boolean).join(' · ');
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The error screen of the routes, shown inside the layout so the shopper can navigate on.
 * It keeps the router's 'Unexpected Application Error!' heading and message (spec 8); a
 * screen whose code failed to load (including the 120-second time-out, spec 1) says so and
 * offers to try again.
 */
export default function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const loadFailed = isLoadError(error);
  useDocumentTitle(t('error.title'));
  return (
    <section className="screen route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="screen__title">
        {t('error.title')}
      </h1>
      <p className="lead">{loadFailed ? t('error.loadFailed') : t('error.unexpected')}</p>
      <p className="route-error__detail">
        <code>{describe(error)}</code>
      </p>
      <p className="route-error__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('error.retry')}
        </button>
        <Link to="/" className="button button--ghost">
          {t('error.home')}
        </Link>
      </p>
    </section>
  );
}
