import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { idFromPath, MESSAGES, type Category, type SortBy } from '@shop/core';
import { ApiError } from '../../shared/api/client';
import { paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { Breadcrumb, type BreadcrumbItem } from '../../shared/ui/breadcrumb';
import { EmptyState } from '../../shared/ui/empty-state';
import { ListingPagination } from '../../shared/ui/pagination';
import { ProductCard, ProductCardPlaceholder } from '../../shared/ui/product-card';
import { Shimmer } from '../../shared/ui/shimmer';
import { useCategories } from './api/get-categories';
import { useProductsByCategory, type ProductsPage } from './api/get-products-by-category';
import { CategoryChips } from './listing/category-chips';
import { findCategory } from './listing/find-category';
import { ListingToolbar } from './listing/listing-toolbar';
import { changeListingQuery, readListingQuery, type ListingPageSize, type ListingQuery } from './listing/listing-query';
import './listing/listing.css';

/** The first cards are above the fold on every width: their images load at once. */
const PRIORITY_CARDS = 2;

/**
 * Product list (spec 2.4), for all products or one category. Serves /AllProductsList,
 * /AllProductsList/{slug}={id}, /AllProductsList/{id} and /Shop/{name}={id}; the id is the
 * text after the last '=' (core idFromPath).
 *
 * The page, page size and sort live in the URL (?page=2&limit=20&sort_by=price_asc), so
 * back, forward and reload keep them; a new size or sort starts again from page 1, and a
 * new category (another path) starts from a plain URL. While the next page loads the
 * current one stays, dimmed; a different category shows placeholders instead.
 */
export default function ProductListPage() {
  const { t, ready } = useTranslation('catalog', { useSuspense: false });
  const { slugId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const resultsRef = useRef<HTMLDivElement>(null);

  const query = readListingQuery(searchParams);
  const categoryId = slugId === undefined ? null : idFromPath(slugId);
  const badPath = slugId !== undefined && categoryId === null;

  // The header's menus have the tree already: the category's name can show before its page,
  // and an id that is not in it needs no request (which would only answer 404).
  const { data: tree } = useCategories();
  const knownMissing = categoryId !== null && (tree?.length ?? 0) > 0 && findCategory(tree, categoryId) === null;

  // The request starts at once, while the translations may still be on their way.
  const listing = useProductsByCategory(
    { categoryId, page: query.page, limit: query.limit, sortBy: query.sortBy },
    {
      queryConfig: {
        enabled: !badPath && !knownMissing,
        // Keep the shown page while the next one of the same category loads.
        placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].categoryId === categoryId ? previous : undefined),
      },
    },
  );
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
  const update = (change: Partial<ListingQuery>) => {
    const next = changeListingQuery(requested.current, change);
    requested.current = next;
    setSearchParams(next);
  };
  const changePage = (page: number) => {
    update({ page });
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
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
          <ListingToolbar
            count={listing.data ? (listing.data.products?.length ?? 0) : null}
            limit={query.limit}
            sortBy={query.sortBy}
            onLimitChange={(limit: ListingPageSize) => update({ limit })}
            onSortChange={(sortBy: SortBy) => update({ sortBy })}
          />
          <div
            ref={resultsRef}
            className={listing.isPlaceholderData ? 'listing__results listing__results--stale' : 'listing__results'}
            aria-busy={listing.isFetching}
          >
            <h2 className="visually-hidden">{t('products')}</h2>
            <ListingResults data={listing.data} pending={listing.isPending} query={query} onFirstPage={() => changePage(1)} />
            <ListingPagination page={query.page} totalPages={listing.data?.pageInfo?.total_pages ?? 0} onPageChange={changePage} />
          </div>
        </>
      )}
    </section>
  );
}

interface ListingResultsProps {
  data: ProductsPage | undefined;
  pending: boolean;
  query: ListingQuery;
  onFirstPage(): void;
}

/** The grid, its placeholders while loading, or the empty state. */
function ListingResults({ data, pending, query, onFirstPage }: ListingResultsProps) {
  const { t } = useTranslation('catalog');
  if (pending) return <PlaceholderGrid size={query.limit} />;

  const products = data?.products ?? [];
  if (products.length > 0) {
    return (
      <ul className="product-grid">
        {products.map((product, index) => (
          <li key={product.product_id}>
            <ProductCard product={product} headingLevel={3} priority={index < PRIORITY_CARDS} />
          </li>
        ))}
      </ul>
    );
  }

  // A page past the end (an old link, a smaller category now): back to the first page.
  if ((data?.pageInfo?.total_records ?? 0) > 0 && query.page > 1) {
    return (
      <EmptyState
        title={t('pastEnd.title')}
        message={t('pastEnd.message')}
        action={
          <button type="button" className="button" onClick={onFirstPage}>
            {t('pastEnd.action')}
          </button>
        }
      />
    );
  }

  // No products, or the call failed (logged only, spec 8): the list's empty state.
  return (
    <EmptyState
      title={t('empty.title')}
      message={t('empty.message')}
      action={
        <Link className="button button--ghost" to={paths.productList.getHref()}>
          {t('empty.action')}
        </Link>
      }
    />
  );
}

function PlaceholderGrid({ size }: { size: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: size }, (_, index) => (
        <li key={index}>
          <ProductCardPlaceholder />
        </li>
      ))}
    </ul>
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
