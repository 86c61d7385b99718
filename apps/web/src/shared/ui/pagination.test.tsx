import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, type PaginationKind } from './pagination';

function bar(kind: PaginationKind, page: number, totalPages: number, onPageChange = vi.fn()) {
  render(<Pagination kind={kind} page={page} totalPages={totalPages} onPageChange={onPageChange} />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  // The '...' items are hidden from screen readers, so they are read from the DOM.
  const items = [...nav.querySelectorAll('li')].slice(1, -1).map((li) => li.textContent);
  return { nav, items, onPageChange };
}

describe('Pagination (listing, spec 2.4)', () => {
  it('lists every page up to 5, without gaps', () => {
    expect(bar('listing', 1, 5).items).toEqual(['1', '2', '3', '4', '5']);
  });

  it("shows '...' only past 5 pages and more than 3 from an end", () => {
    expect(bar('listing', 6, 12).items).toEqual(['1', '...', '5', '6', '7', '...', '12']);
  });

  it('has no leading gap near the start, no trailing gap near the end', () => {
    expect(bar('listing', 4, 12).items).toEqual(['1', '2', '3', '4', '5', '...', '12']);
  });

  it('has no trailing gap three from the end', () => {
    expect(bar('listing', 9, 12).items).toEqual(['1', '...', '8', '9', '10', '11', '12']);
  });

  it('disables previous on page 1 and next on the last page', () => {
    const first = bar('listing', 1, 3).nav;
    expect(within(first).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(within(first).getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
  });

  it('disables next on the last page', () => {
    const { nav } = bar('listing', 3, 3);
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', false);
    expect(within(nav).getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('marks the current page with aria-current and moves by arrows and numbers', async () => {
    const { nav, onPageChange } = bar('listing', 2, 4);
    expect(within(nav).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBeNull();

    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 4' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));

    expect(onPageChange.mock.calls).toEqual([[3], [1], [4]]);
  });

  it('shows nothing without pages', () => {
    render(<Pagination page={1} totalPages={0} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('uses mirrored arrow icons', () => {
    const { nav } = bar('listing', 2, 3);
    expect(nav.querySelectorAll('.icon--directional')).toHaveLength(2);
  });
});

describe('Pagination (blogs, spec 2.12)', () => {
  it('always shows the first and last page and the neighbours of the current one', () => {
    expect(bar('blogs', 5, 10).items).toEqual(['1', '...', '4', '5', '6', '...', '10']);
  });

  it('joins the first page to its neighbour without a gap', () => {
    expect(bar('blogs', 2, 10).items).toEqual(['1', '2', '3', '...', '10']);
  });
});

describe('Pagination (orders, spec 2.9)', () => {
  it('shows the current page and its neighbours between the arrows', () => {
    expect(bar('orders', 5, 10).items).toEqual(['4', '5', '6']);
  });

  it('clips the neighbours at the ends', () => {
    expect(bar('orders', 1, 10).items).toEqual(['1', '2']);
  });
});
