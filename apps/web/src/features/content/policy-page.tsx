import { Link, useParams } from 'react-router';
import { POLICY_SLUGS, policyIn, policySlugOf } from '@shop/core';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ApiError } from '../../shared/api/client';
import { paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { formatShortDate } from '../../shared/lib/short-date';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { EmptyState } from '../../shared/ui/empty-state';
import { usePolicy } from './api/get-policy';
import './policies/policies.css';

/**
 * A policy page (issue 23): Shipping & Delivery, Returns & Refunds, Cancellation, Privacy or
 * Terms, in the page's language, with the other four beside it. The body is HTML the server
 * sanitised. A slug that names no policy says so, with a way home.
 */
export default function PolicyPage() {
  const { t, i18n } = useTranslation('content');
  const slug = policySlugOf(useParams().slug);
  const query = usePolicy(slug);
  const missing = !slug || (query.error instanceof ApiError && query.error.status === 404);
  const policy = slug && query.data ? policyIn(query.data, i18n.language) : null;
  useDocumentTitle(missing ? t('policies.notFoundTitle') : (policy?.title ?? (slug ? t(`policies.names.${slug}`) : '')));

  if (missing) {
    return (
      <div className="policy-screen">
        <EmptyState
          title={
            <span role="heading" aria-level={1}>
              {t('policies.notFoundTitle')}
            </span>
          }
          message={t('policies.notFoundText')}
          action={
            <Link className="button" to={paths.home.getHref()}>
              {t('policies.backHome')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="policy-screen">
      <Breadcrumb items={[{ label: t('nav.home'), to: paths.home.getHref() }, { label: policy?.title ?? t(`policies.names.${slug}`) }]} />
      <div className="policy-layout">
        <article className="policy-article" aria-busy={query.isPending || undefined}>
          <h1 className="screen__title">{policy?.title ?? t(`policies.names.${slug}`)}</h1>
          {query.data?.updated_at && (
            <p className="policy-article__updated">{t('policies.updated', { date: formatShortDate(query.data.updated_at, i18n.language) })}</p>
          )}
          {policy ? (
            <div className="policy-body" dir="auto" dangerouslySetInnerHTML={{ __html: policy.body }} />
          ) : query.isError ? (
            <div role="alert" className="policy-article__failed">
              <p>{t('policies.failed')}</p>
              <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
                {t('policies.retry')}
              </button>
            </div>
          ) : (
            <p role="status">{t('policies.loading')}</p>
          )}
        </article>
        <nav className="policy-nav" aria-label={t('policies.navLabel')}>
          <h2 className="policy-nav__heading">{t('policies.navLabel')}</h2>
          <ul>
            {POLICY_SLUGS.map((other) => (
              <li key={other}>
                <Link to={paths.policy.getHref(other)} aria-current={other === slug ? 'page' : undefined}>
                  {t(`policies.names.${other}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
