import { SEARCH_MISS_MESSAGES } from '@shop/core/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWith, signInAs } from '../../../test/render';
import SearchMissesPage from './search-misses-page';

const rows = [
  { query_key: 'amethist', query: 'Amethist', count: 12, first_seen: '2026-11-01T10:00:00.000Z', last_seen: '2026-11-20T10:00:00.000Z' },
  { query_key: 'نيلم', query: 'نِيلَم', count: 3, first_seen: '2026-11-02T10:00:00.000Z', last_seen: '2026-11-21T10:00:00.000Z' },
];

describe('SearchMissesPage', () => {
  it('lists the searches with a link to the products searched for them, sorts, and dismisses one', async () => {
    signInAs();
    let listed = rows;
    const fetch = stubApi({
      'GET /api/admin/search-misses': () => ({ body: { success: true, data: listed, total: listed.length, page: 1, page_size: 20 } }),
      'DELETE /api/admin/search-misses': (url) => {
        listed = listed.filter((r) => r.query_key !== url.searchParams.get('query_key'));
        return { body: { success: true, message: SEARCH_MISS_MESSAGES.dismissed } };
      },
    });
    renderWith([{ path: '/search-misses', element: <SearchMissesPage /> }], '/search-misses');
    expect(await screen.findByText('Amethist')).toBeTruthy();
    expect(screen.getByText(new RegExp(SEARCH_MISS_MESSAGES.hint.replace(/[.?]/g, '\\$&')))).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Find in products' });
    expect(links[0]!.getAttribute('href')).toBe('/products?q=Amethist&archived=include');
    expect(links[1]!.getAttribute('href')).toBe(`/products?${new URLSearchParams({ q: 'نِيلَم', archived: 'include' })}`);
    const amethist = screen.getByText('Amethist').closest('tr')!;
    expect(within(amethist).getByText('12')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Most recent' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).includes('sort=last_seen'))).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss "Amethist"' }));
    expect(await screen.findByText(SEARCH_MISS_MESSAGES.dismissed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Amethist')).toBeNull());
    const deleted = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(String(deleted[0])).toContain('query_key=amethist');
  });
});
