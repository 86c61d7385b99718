import { useTranslation } from '../i18n/use-translation';
import { blogsPageWindow, canGoNext, canGoPrev, listingPageWindow, ordersPageWindow, type PageItem } from '@shop/core';
import { NextIcon, PreviousIcon } from './icons';

/** Which page window of the spec a bar shows. */
export type PaginationKind = 'listing' | 'blogs' | 'orders';

const windows: Record<PaginationKind, (current: number, total: number) => PageItem[]> = {
  /** Spec 2.4: first, last and around the current page; '...' only past 5 pages and more than 3 from an end. */
  listing: listingPageWindow,
  /** Spec 2.12: always first, last and the current page's neighbours. */
  blogs: blogsPageWindow,
  /** Spec 2.9: previous, current, neighbours, next. */
  orders: ordersPageWindow,
};

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  /** The page window: 'listing' (default), 'blogs' or 'orders'. */
  kind?: PaginationKind;
  className?: string;
}

/**
 * A pagination bar: previous arrow, the page window of `kind`, next arrow. The previous
 * arrow is disabled on page 1 and the next on the last page (core canGoPrev / canGoNext);
 * the current page has aria-current="page"; arrows turn round in Arabic. Nothing is shown
 * when there are no pages.
 */
export function Pagination({ page, totalPages, onPageChange, kind = 'listing', className }: PaginationProps) {
  const { t } = useTranslation();
  const items = windows[kind](page, totalPages);
  if (items.length === 0) return null;
  const prev = canGoPrev(page);
  const next = canGoNext(page, totalPages);
  return (
    <nav aria-label={t('pagination.label')} className={className ? `pagination ${className}` : 'pagination'}>
      <ul className="pagination__list">
        <li>
          <button type="button" className="pagination__arrow" aria-label={t('pagination.previous')} disabled={!prev} onClick={() => onPageChange(page - 1)}>
            <PreviousIcon />
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              ...
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="pagination__arrow" aria-label={t('pagination.next')} disabled={!next} onClick={() => onPageChange(page + 1)}>
            <NextIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The product listing's bar (spec 2.4). */
export const ListingPagination = (props: Omit<PaginationProps, 'kind'>) => <Pagination {...props} kind="listing" />;
/** The blogs bar (spec 2.12). */
export const BlogsPagination = (props: Omit<PaginationProps, 'kind'>) => <Pagination {...props} kind="blogs" />;
/** The My Orders bar (spec 2.9). */
export const OrdersPagination = (props: Omit<PaginationProps, 'kind'>) => <Pagination {...props} kind="orders" />;
