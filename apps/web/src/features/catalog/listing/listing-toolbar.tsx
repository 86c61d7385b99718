import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FIND_SORT_OPTIONS, LISTING_PAGE_SIZES, type FindSort, type ListingPageSize } from '@shop/core';

export interface ListingToolbarProps {
  /** How many products the current page holds (spec 2.4: the number of items loaded). */
  count: number | null;
  limit: ListingPageSize;
  sortBy: FindSort;
  /** The 'Sort by' choices: a listing's (FIND_SORT_OPTIONS, the default) or a search's (SEARCH_SORT_OPTIONS). */
  sortOptions?: ReadonlyArray<{ value: FindSort; label: string }>;
  onLimitChange(limit: ListingPageSize): void;
  onSortChange(sortBy: FindSort): void;
  /** What opens the filters on a phone (issue 22), before the dropdowns. */
  filters?: ReactNode;
}

/**
 * The line above the grid: 'We found N items for you!', the 'Show' page-size dropdown
 * (10, 20, 30) and the 'Sort by' dropdown (Featured, High to Low, Low to High, then issue
 * 22's Newest and Best rated; a search starts with Best match).
 */
export function ListingToolbar({ count, limit, sortBy, sortOptions = FIND_SORT_OPTIONS, onLimitChange, onSortChange, filters }: ListingToolbarProps) {
  const { t } = useTranslation('catalog');
  const limitId = useId();
  const sortId = useId();
  return (
    <div className="listing-toolbar">
      <p className="listing-toolbar__count" role="status">
        {count === null ? '' : t('found', { count })}
      </p>
      <div className="listing-toolbar__controls" role="group" aria-label={t('toolbar')}>
        {filters}
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
          <select id={sortId} value={sortBy} onChange={(event) => onSortChange(event.target.value as FindSort)}>
            {sortOptions.map((option) => (
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
