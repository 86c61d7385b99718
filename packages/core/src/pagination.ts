import type { PageInfo } from './api-types';

/** One item of a pagination bar: a page number, or a '...' gap. */
export type PageItem = number | 'ellipsis';

function range(from: number, to: number): number[] {
  const pages: number[] = [];
  for (let p = from; p <= to; p += 1) pages.push(p);
  return pages;
}

function clampPage(current: number, total: number): number {
  if (!Number.isFinite(current)) return 1;
  return Math.min(Math.max(1, Math.trunc(current)), total);
}

function wholeTotal(total: number): number {
  return Number.isFinite(total) && total > 0 ? Math.trunc(total) : 0;
}

/**
 * The paging fields of every list response: total_pages is 0 when there are no records;
 * next is page + 1 while there is one; prev is page − 1 from page 2 on, pointing at the
 * last real page when the requested page is past the end (and null when nothing exists).
 */
export function pageInfo(totalRecords: number, page: number, limit: number): PageInfo {
  const records = wholeTotal(totalRecords);
  const size = wholeTotal(limit) || 1;
  const current = Number.isFinite(page) && page >= 1 ? Math.trunc(page) : 1;
  const totalPages = records === 0 ? 0 : Math.ceil(records / size);
  return {
    page: current,
    total_pages: totalPages,
    total_records: records,
    next: current < totalPages ? current + 1 : null,
    prev: current > 1 && totalPages > 0 ? Math.min(current - 1, totalPages) : null,
  };
}

/** The number of rows to skip for a 1-based page of `limit` rows. */
export function pageOffset(page: number, limit: number): number {
  return (Math.max(1, Math.trunc(page)) - 1) * Math.max(0, Math.trunc(limit));
}

/**
 * The listing bar of spec 2.4. Up to 5 pages: every page. More than 5: page 1, the
 * current page with its neighbours, and the last page; the leading '...' appears only when
 * the current page is more than 3 past page 1 (current − 1 > 3), the trailing one only when
 * it is more than 3 before the last page (total − current > 3); otherwise the pages in
 * between are listed, so no page is ever skipped without a '...'. A '...' always stands
 * for at least two pages.
 */
export function listingPageWindow(current: number, total: number): PageItem[] {
  const last = wholeTotal(total);
  if (last === 0) return [];
  if (last <= 5) return range(1, last);
  const page = clampPage(current, last);
  const start = Math.max(2, page - 1);
  const end = Math.min(last - 1, page + 1);
  const items: PageItem[] = [1];
  if (page - 1 > 3) items.push('ellipsis', ...range(start, end));
  else items.push(...range(2, end));
  if (last - page > 3) items.push('ellipsis');
  else items.push(...range(end + 1, last - 1));
  items.push(last);
  return items;
}

/**
 * The orders bar of spec 2.9: the current page and its neighbours (current − 1 to
 * current + 1, clipped to 1..total); the previous and next arrows sit either side.
 */
export function ordersPageWindow(current: number, total: number): PageItem[] {
  const last = wholeTotal(total);
  if (last === 0) return [];
  const page = clampPage(current, last);
  return range(Math.max(1, page - 1), Math.min(last, page + 1));
}

/**
 * The blogs bar of spec 2.12: always the first and last page and the current page with
 * its neighbours, sorted without repeats, with a '...' wherever two numbers are not
 * consecutive.
 */
export function blogsPageWindow(current: number, total: number): PageItem[] {
  const last = wholeTotal(total);
  if (last === 0) return [];
  const page = clampPage(current, last);
  const pages = [...new Set([1, page - 1, page, page + 1, last])].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (previous !== 0 && p - previous > 1) items.push('ellipsis');
    items.push(p);
    previous = p;
  }
  return items;
}

/** The previous arrow is disabled on page 1. */
export function canGoPrev(current: number): boolean {
  return current > 1;
}

/** The next arrow is disabled on the last page (and when there are no pages). */
export function canGoNext(current: number, total: number): boolean {
  return current < total;
}
