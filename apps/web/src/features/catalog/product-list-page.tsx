import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { FIND_SORT_OPTIONS, idFromPath, MESSAGES, readFindQuery, type Category, type FindQuery } from '@shop/core';
import { ApiError } from '../../shared/api/client';
import { paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { Breadcrumb, type BreadcrumbItem } from '../../shared/ui/breadcrumb';
import { EmptyState } from '../../shared/ui/empty-state';
import { Shimmer } from '../../shared/ui/shimmer';
import { findParams, useFindProducts } from './api/find-products';
import { useCategories } from './api/get-categories';
import { CategoryChips } from './listing/category-chips';
import { findCategory } from './listing/find-category';
import { changeFind } from './listing/find-query';
import { useShownSearchParams } from './listing/use-shown-search-params';
import { FindView, PlaceholderGrid } from './listing/find-view';
import './listing/listing.css';

/** A listing's find has no words of its own. */
const LISTING = { words: false };

/**
 * Product list (spec 2.4), for all products or one category. Serves /AllProductsList,
 * /AllProductsList/{slug}={id}, /AllProductsList/{id} and /Shop/{name}={id}; the id is the
 * text after the last '=' (core idFromPath).
 *
 * The page, page size, sort and filters (issue 22: attribute values, a price range, in stock
 * only) live in the URL (?f.Chakra=Heart&sort_by=price_asc&page=2, core findQueryParams), so
 * back, forward, reload and a shared link keep them; anything but the page itself starts
 * again from page 1, and a new category (another path) starts from a plain URL. The products
 * come from Home/FindProducts with the category. While the next page loads the current one
 * stays, dimmed; a different category shows placeholders instead.
 */
export default function ProductListPage() {
  const { t, ready } = useTranslation('catalog', { useSuspense: false });
  const { slugId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const [shownParams] = useShownSearchParams();

  const query = readFindQuery(shownParams, LISTING);
  const categoryId = slugId === undefined ? null : idFromPath(slugId);
  const badPath = slugId !== undefined && categoryId === null;

  // The header's menus have the tree already: the category's name can show before its page,
  // and an id that is not in it needs no request (which would only answer 404).
  const { data: tree } = useCategories();
  const knownMissing = categoryId !== null && (tree?.length ?? 0) > 0 && findCategory(tree, categoryId) === null;

  // The request starts at once, while the translations may still be on their way.
  const listing = useFindProducts(findParams(categoryId, query), {
    queryConfig: {
      enabled: !badPath && !knownMissing,
      // Keep the shown page while the next one of the same category loads.
      placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].categoryId === categoryId ? previous : undefined),
    },
  });
  const notFound = badPath || knownMissing || (listing.error instanceof ApiError && listing.error.status === 404);
  const category: Category | null = categoryId === null ? null : (listing.data?.category ?? findCategory(tree, categoryId));
  const heading = !ready ? null : notFound ? t('notFound.heading') : categoryId === null ? t('allProducts') : (category?.category_title ?? null);

  // Until the name is known the tab reads 'All Products' (core's text, as the words may still be loading).
  useDocumentTitle(heading ?? MESSAGES.allProducts);

  // Two changes in a row (a size, then a sort at once) must build on each other: the URL of
  // the first is not committed until the router's navigation ends, and `searchParams` is
  // the committed one. The last URL asked for is kept, and follows every committed change
  // (back, forward, a link).
  const requested = useRef(searchParams);
  useEffect(() => {
    requested.current = searchParams;
  }, [searchParams]);
  const update = (change: Partial<FindQuery>) => {
    const next = changeFind(requested.current, change, LISTING);
    requested.current = next;
    setSearchParams(next);
  };

  const crumbs: BreadcrumbItem[] = [
    { label: t('nav.home'), to: paths.home.getHref() },
    { label: t('shop'), to: paths.productList.getHref() },
  ];
  if (categoryId !== null && !notFound && category) crumbs.push({ label: category.category_title });

  if (!ready) return <ListingSkeleton size={query.limit} />;

  return (
    <section className="listing" aria-labelledby="listing-title">
      <Breadcrumb items={crumbs} />
      <h1 id="listing-title" className="screen__title listing__title">
        {heading ?? <Shimmer width="14rem" height="1em" />}
      </h1>

      {notFound ? (
        <EmptyState
          title={t('notFound.title')}
          message={t('notFound.message')}
          action={
            <Link className="button" to={paths.productList.getHref()}>
              {t('notFound.action')}
            </Link>
          }
        />
      ) : (
        <>
          {category && <CategoryChips category={category} />}
          <FindView
            query={query}
            found={listing}
            sortOptions={FIND_SORT_OPTIONS}
            onChange={update}
            empty={
              // No products, or the call failed (logged only, spec 8): the list's empty state.
              <EmptyState
                title={t('empty.title')}
                message={t('empty.message')}
                action={
                  <Link className="button button--ghost" to={paths.productList.getHref()}>
                    {t('empty.action')}
                  </Link>
                }
              />
            }
          />
        </>
      )}
    </section>
  );
}

/** The screen's frame while its translations load (the products are already on their way). */
function ListingSkeleton({ size }: { size: number }) {
  return (
    <div className="listing" role="status" aria-busy="true">
      <Shimmer width="10rem" height="0.9rem" className="listing__skeleton-crumbs" />
      <Shimmer width="16rem" height="2.2rem" className="listing__skeleton-title" />
      <Shimmer width="100%" height="2.75rem" className="listing__skeleton-toolbar" />
      <PlaceholderGrid size={size} />
    </div>
  );
}
