import { Fragment, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { categoryPath, readFindQuery, SEARCH_SORT_OPTIONS, type FindQuery } from '@shop/core';
import { paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { isolateIn } from '../../shared/i18n/direction';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { EmptyState } from '../../shared/ui/empty-state';
import { SearchIcon } from '../../shared/ui/icons';
import { Shimmer } from '../../shared/ui/shimmer';
import { findParams, useFindProducts } from './api/find-products';
import { useCategories } from './api/get-categories';
import { changeFind } from './listing/find-query';
import { useShownSearchParams } from './listing/use-shown-search-params';
import { FindView, PlaceholderGrid } from './listing/find-view';
import './listing/listing.css';

/** The search page's find reads its words. */
const SEARCH = { words: true };

/**
 * The search results (issue 22), /Search?q=…: what Home/FindProducts finds for the words
 * (typos forgiven, aliases matched, on the server), with the listing's cards, page size,
 * sort (Best match first), pagination and filters, all in the URL. Nothing found says so,
 * offers the closest spellings the API knows ('Did you mean amethyst?') and the categories.
 */
export default function SearchPage() {
  const { t, ready, i18n } = useTranslation('catalog', { useSuspense: false });
  const [searchParams, setSearchParams] = useSearchParams();
  const [shownParams] = useShownSearchParams();
  const query = readFindQuery(shownParams, SEARCH);
  const found = useFindProducts(findParams(null, query), {
    queryConfig: {
      enabled: query.q !== '',
      // Keep the cards of the same words while a page or filter loads; new words start afresh.
      placeholderData: (previous, previousQuery) =>
        previousQuery && new URLSearchParams(previousQuery.queryKey[2].find).get('q') === query.q ? previous : undefined,
    },
  });
  // The words keep their own order inside an Arabic sentence (and its quotation marks theirs).
  const heading = query.q ? t('search.heading', { q: isolateIn(i18n.language, query.q) }) : t('search.crumb');
  useDocumentTitle(heading);

  // As on the listing: two changes in a row build on each other (product-list-page.tsx).
  const requested = useRef(searchParams);
  useEffect(() => {
    requested.current = searchParams;
  }, [searchParams]);
  const update = (change: Partial<FindQuery>) => {
    const next = changeFind(requested.current, change, SEARCH);
    requested.current = next;
    setSearchParams(next);
  };

  if (!ready) {
    return (
      <div className="listing" role="status" aria-busy="true">
        <Shimmer width="10rem" height="0.9rem" className="listing__skeleton-crumbs" />
        <Shimmer width="16rem" height="2.2rem" className="listing__skeleton-title" />
        <PlaceholderGrid size={query.limit} />
      </div>
    );
  }

  return (
    <section className="listing search-results" aria-labelledby="search-title">
      <Breadcrumb items={[{ label: t('nav.home'), to: paths.home.getHref() }, { label: t('search.crumb') }]} />
      <h1 id="search-title" className="screen__title listing__title">
        {heading}
      </h1>
      {query.q ? (
        <FindView
          query={query}
          found={found}
          sortOptions={SEARCH_SORT_OPTIONS}
          onChange={update}
          empty={<NothingFound q={query.q} didYouMean={found.data?.didYouMean ?? []} />}
        />
      ) : (
        <EmptyState icon={<SearchIcon />} title={t('search.prompt.title')} message={t('search.prompt.message')} action={<Categories />} />
      )}
    </section>
  );
}

/** No product for the words: the closest spellings that would find some, then the categories. */
function NothingFound({ q, didYouMean }: { q: string; didYouMean: string[] }) {
  const { t, i18n } = useTranslation('catalog');
  return (
    <EmptyState
      icon={<SearchIcon />}
      title={t('search.empty.title', { q: isolateIn(i18n.language, q) })}
      message={
        didYouMean.length > 0 ? (
          <span className="search-results__suggest">
            {t('search.didYouMean')}{' '}
            {didYouMean.map((words, index) => (
              <Fragment key={words}>
                {index > 0 && ` ${t('search.or')} `}
                <Link to={paths.search.getHref(words)} lang="" dir="auto">
                  {words}
                </Link>
              </Fragment>
            ))}
            {t('search.questionMark')}
          </span>
        ) : (
          t('search.empty.message')
        )
      }
      action={<Categories />}
    />
  );
}

/** The shop's top categories as links (the header's tree, already loaded). */
function Categories() {
  const { t } = useTranslation('catalog');
  const { data: tree } = useCategories();
  if (!tree || tree.length === 0) return null;
  return (
    <nav className="search-results__categories" aria-label={t('search.categories')}>
      <p className="search-results__categories-title">{t('search.categories')}</p>
      <ul className="category-chips__list">
        {tree.map((category) => (
          <li key={category.category_id}>
            <Link className="category-chip" to={categoryPath(category.category_title, category.category_id)}>
              {category.category_title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
