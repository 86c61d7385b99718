import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LISTING_PAGE_SIZES, SORT_OPTIONS, type SortBy } from '@shop/core';
import type { ListingPageSize } from './listing-query';

export interface ListingToolbarProps {
  /** How many products the current page holds (spec 2.4: the number of items loaded). */
  count: number | null;
  limit: ListingPageSize;
  sortBy: SortBy;
  onLimitChange(limit: ListingPageSize): void;
  onSortChange(sortBy: SortBy): void;
}

/**
 * The line above the grid: 'We found N items for you!', the 'Show' page-size dropdown
 * (10, 20, 30) and the 'Sort by' dropdown (Featured, High to Low, Low to High).
 */
export function ListingToolbar({ count, limit, sortBy, onLimitChange, onSortChange }: ListingToolbarProps) {
  const { t } = useTranslation('catalog');
  const limitId = useId();
  const sortId = useId();
  return (
    <div className="listing-toolbar">
      <p className="listing-toolbar__count" role="status">
        {count === null ? '' : t('found', { count })}
      </p>
      <div className="listing-toolbar__controls" role="group" aria-label={t('toolbar')}>
        <div className="listing-select">
          <label htmlFor={limitId}>{t('show')}</label>
          <select id={limitId} value={limit} onChange={(event) => onLimitChange(Number(event.target.value) as ListingPageSize)}>
            {LISTING_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div className="listing-select">
          <label htmlFor={sortId}>{t('sortBy')}</label>
          <select id={sortId} value={sortBy} onChange={(event) => onSortChange(event.target.value as SortBy)}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(`sort.${option.value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
