import { useId, useRef, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { hasFilters, type FindQuery, type FindSort } from '@shop/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FilterIcon } from '../../../shared/ui/icons';
import { ListingPagination } from '../../../shared/ui/pagination';
import { ProductCard, ProductCardPlaceholder } from '../../../shared/ui/product-card';
import type { FoundProducts } from '../api/find-products';
import { activeFilterCount, FilterPanel } from '../filters/filter-panel';
import { FilterSheet } from '../filters/filter-sheet';
import { ListingToolbar } from './listing-toolbar';
import '../filters/filters.css';

/** The first cards are above the fold on every width: their images load at once. */
const PRIORITY_CARDS = 2;

export interface FindViewProps {
  query: FindQuery;
  found: UseQueryResult<FoundProducts>;
  sortOptions: ReadonlyArray<{ value: FindSort; label: string }>;
  /** A change of what is found (the page writes it into the URL). */
  onChange(change: Partial<FindQuery>): void;
  /** What shows when nothing is found and no filter is on (a category's or a search's own words). */
  empty: ReactNode;
}

/**
 * A find's page body, the same on a listing and on the search page (issue 22): the toolbar
 * (count, page size, sort), the filters (a sidebar beside the grid on a wide screen, a sheet
 * on a phone), the grid and the pagination. While the next page or filter loads the current
 * cards stay, dimmed.
 */
export function FindView({ query, found, sortOptions, onChange, empty }: FindViewProps) {
  const { t } = useTranslation('catalog');
  const resultsRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const filtersTitleId = useId();
  const data = found.data;
  const total = data?.pageInfo?.total_records ?? null;
  const filtered = hasFilters(query);
  // Nothing to narrow: no product found and no filter to take off.
  const withFilters = !(data && total === 0 && !filtered);
  const active = activeFilterCount(query);

  const changePage = (page: number) => {
    onChange({ page });
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  };
  const panel = <FilterPanel facets={data?.facets} query={query} onChange={onChange} />;

  return (
    <div className={withFilters ? 'find find--filters' : 'find'}>
      {withFilters && (
        <aside className="find__filters" aria-labelledby={filtersTitleId}>
          <h2 id={filtersTitleId} className="find__filters-title">
            {t('filters.title')}
          </h2>
          {panel}
        </aside>
      )}
      <div className="find__main">
        <ListingToolbar
          count={data ? (data.products?.length ?? 0) : null}
          limit={query.limit}
          sortBy={query.sortBy}
          sortOptions={sortOptions}
          onLimitChange={(limit) => onChange({ limit })}
          onSortChange={(sortBy) => onChange({ sortBy })}
          filters={
            withFilters && (
              <button ref={openerRef} type="button" className="find__open-filters" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
                <FilterIcon />
                {t('filters.open')}
                {active > 0 && (
                  <span className="find__filter-count">
                    <span aria-hidden="true">{active}</span>
                    <span className="visually-hidden">{t('filters.active', { count: active })}</span>
                  </span>
                )}
              </button>
            )
          }
        />
        <div
          ref={resultsRef}
          className={found.isPlaceholderData ? 'listing__results listing__results--stale' : 'listing__results'}
          aria-busy={found.isFetching}
        >
          <h2 className="visually-hidden">{t('products')}</h2>
          <FindResults data={data} pending={found.isPending} query={query} onChange={onChange} empty={empty} onFirstPage={() => changePage(1)} />
          <ListingPagination page={query.page} totalPages={data?.pageInfo?.total_pages ?? 0} onPageChange={changePage} />
        </div>
      </div>
      {withFilters && (
        <FilterSheet open={sheetOpen} onClose={() => setSheetOpen(false)} total={total} busy={found.isFetching} returnFocus={openerRef}>
          {panel}
        </FilterSheet>
      )}
    </div>
  );
}

interface FindResultsProps {
  data: FoundProducts | undefined;
  pending: boolean;
  query: FindQuery;
  onChange: FindViewProps['onChange'];
  empty: ReactNode;
  onFirstPage(): void;
}

/** The grid, its placeholders while loading, or why it is empty. */
function FindResults({ data, pending, query, onChange, empty, onFirstPage }: FindResultsProps) {
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

  if (hasFilters(query)) {
    return (
      <EmptyState
        title={t('filters.noMatch.title')}
        message={t('filters.noMatch.message')}
        action={
          <button type="button" className="button" onClick={() => onChange({ filters: {}, priceMin: null, priceMax: null, inStock: false })}>
            {t('filters.clear')}
          </button>
        }
      />
    );
  }

  // Nothing found, or the call failed (logged only, spec 8): the page's empty state.
  return <>{empty}</>;
}

export function PlaceholderGrid({ size }: { size: number }) {
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
