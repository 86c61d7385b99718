import { describe, expect, it } from 'vitest';
import { blogsPageWindow, canGoNext, canGoPrev, listingPageWindow, ordersPageWindow, pageInfo, pageOffset } from './pagination';

const E = 'ellipsis';

describe('pageInfo', () => {
  it('has 0 pages and no neighbours when there are no records', () => {
    expect(pageInfo(0, 1, 10)).toEqual({ page: 1, total_pages: 0, total_records: 0, next: null, prev: null });
  });

  it('counts pages and points next / prev at real pages', () => {
    expect(pageInfo(25, 1, 10)).toEqual({ page: 1, total_pages: 3, total_records: 25, next: 2, prev: null });
    expect(pageInfo(25, 2, 10)).toEqual({ page: 2, total_pages: 3, total_records: 25, next: 3, prev: 1 });
    expect(pageInfo(25, 3, 10)).toEqual({ page: 3, total_pages: 3, total_records: 25, next: null, prev: 2 });
    expect(pageInfo(30, 3, 10).total_pages).toBe(3);
    expect(pageInfo(31, 1, 10).total_pages).toBe(4);
    expect(pageInfo(1, 1, 5).total_pages).toBe(1);
  });

  it('points prev at the last page when the page is past the end', () => {
    expect(pageInfo(25, 7, 10)).toEqual({ page: 7, total_pages: 3, total_records: 25, next: null, prev: 3 });
  });

  it('gives the rows to skip', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 5)).toBe(10);
  });
});

describe('listingPageWindow (spec 2.4)', () => {
  it('is empty with no pages and [1] with one', () => {
    expect(listingPageWindow(1, 0)).toEqual([]);
    expect(listingPageWindow(1, 1)).toEqual([1]);
  });

  it('shows every page up to 5 pages, whatever the current page', () => {
    expect(listingPageWindow(1, 2)).toEqual([1, 2]);
    for (let current = 1; current <= 5; current += 1) {
      expect(listingPageWindow(current, 5)).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('with 6 pages shows a gap only when the current page is more than 3 from an end', () => {
    expect(listingPageWindow(1, 6)).toEqual([1, 2, E, 6]);
    expect(listingPageWindow(2, 6)).toEqual([1, 2, 3, E, 6]);
    expect(listingPageWindow(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(listingPageWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(listingPageWindow(5, 6)).toEqual([1, E, 4, 5, 6]);
    expect(listingPageWindow(6, 6)).toEqual([1, E, 5, 6]);
  });

  it('with 20 pages shows the first, the last and the neighbours of the current page', () => {
    expect(listingPageWindow(1, 20)).toEqual([1, 2, E, 20]);
    expect(listingPageWindow(3, 20)).toEqual([1, 2, 3, 4, E, 20]);
    expect(listingPageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(listingPageWindow(5, 20)).toEqual([1, E, 4, 5, 6, E, 20]);
    expect(listingPageWindow(10, 20)).toEqual([1, E, 9, 10, 11, E, 20]);
    expect(listingPageWindow(16, 20)).toEqual([1, E, 15, 16, 17, E, 20]);
    expect(listingPageWindow(17, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
    expect(listingPageWindow(19, 20)).toEqual([1, E, 18, 19, 20]);
    expect(listingPageWindow(20, 20)).toEqual([1, E, 19, 20]);
  });

  it('never hides a single page behind a gap, and always includes the current page', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = listingPageWindow(current, total);
        expect(items).toContain(current);
        expect(items[0]).toBe(1);
        expect(items[items.length - 1]).toBe(total);
        items.forEach((item, i) => {
          const prev = items[i - 1];
          const next = items[i + 1];
          if (item === E) {
            expect(typeof prev === 'number' && typeof next === 'number' && next - prev > 2).toBe(true);
          } else if (typeof prev === 'number') {
            expect(item).toBe(prev + 1);
          }
        });
      }
    }
  });

  it('clamps a current page outside 1..total', () => {
    expect(listingPageWindow(0, 20)).toEqual(listingPageWindow(1, 20));
    expect(listingPageWindow(99, 20)).toEqual(listingPageWindow(20, 20));
  });
});

describe('ordersPageWindow (spec 2.9)', () => {
  it('shows the current page and its neighbours, clipped', () => {
    expect(ordersPageWindow(1, 0)).toEqual([]);
    expect(ordersPageWindow(1, 1)).toEqual([1]);
    expect(ordersPageWindow(1, 5)).toEqual([1, 2]);
    expect(ordersPageWindow(3, 5)).toEqual([2, 3, 4]);
    expect(ordersPageWindow(5, 5)).toEqual([4, 5]);
    expect(ordersPageWindow(10, 20)).toEqual([9, 10, 11]);
    expect(ordersPageWindow(1, 2)).toEqual([1, 2]);
  });
});

describe('blogsPageWindow (spec 2.12)', () => {
  it('always shows the first and last page and the neighbours of the current one', () => {
    expect(blogsPageWindow(1, 0)).toEqual([]);
    expect(blogsPageWindow(1, 1)).toEqual([1]);
    expect(blogsPageWindow(1, 2)).toEqual([1, 2]);
    expect(blogsPageWindow(1, 5)).toEqual([1, 2, E, 5]);
    expect(blogsPageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(blogsPageWindow(5, 5)).toEqual([1, E, 4, 5]);
    expect(blogsPageWindow(2, 6)).toEqual([1, 2, 3, E, 6]);
    expect(blogsPageWindow(4, 6)).toEqual([1, E, 3, 4, 5, 6]);
    expect(blogsPageWindow(10, 20)).toEqual([1, E, 9, 10, 11, E, 20]);
    expect(blogsPageWindow(3, 20)).toEqual([1, 2, 3, 4, E, 20]);
    expect(blogsPageWindow(20, 20)).toEqual([1, E, 19, 20]);
  });
});

describe('arrows', () => {
  it('disables previous on page 1 and next on the last page', () => {
    expect(canGoPrev(1)).toBe(false);
    expect(canGoPrev(2)).toBe(true);
    expect(canGoNext(5, 5)).toBe(false);
    expect(canGoNext(4, 5)).toBe(true);
    expect(canGoNext(1, 1)).toBe(false);
    expect(canGoNext(1, 0)).toBe(false);
  });
});
