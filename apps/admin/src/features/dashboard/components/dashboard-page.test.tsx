import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { queryKeys } from '../../../shared/api/query-keys';
import { renderWith, signInAs } from '../../../test/render';
import DashboardPage from './dashboard-page';

const DASHBOARD = { today: { orders: 2, revenue: 123456 }, week: { orders: 5, revenue: 250000 }, awaiting_payment: 1, awaiting_dispatch: 3, low_stock: [], last_30_days: [{ date: '2026-11-23', orders: 2, revenue: 123456 }] };

function stub(failed: number) {
  return stubApi({
    'GET /api/admin/dashboard': () => ({ body: { success: true, data: DASHBOARD } }),
    'GET /api/admin/outbox/summary': () => ({ body: { success: true, data: { failed, pending: 2 } } }),
  });
}

describe('DashboardPage', () => {
  it('makes failed e-mails stand out, linking to the failed ones in the outbox', async () => {
    signInAs();
    stub(3);
    renderWith(<DashboardPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('3 e-mails failed to send.');
    expect(alert.className).toContain('notice-error');
    expect(screen.getByRole('link', { name: 'Show failed e-mails' }).getAttribute('href')).toBe('/outbox?status=failed');
  });

  it('says nothing about e-mails when none failed', async () => {
    signInAs();
    stub(0);
    const { queryClient } = renderWith(<DashboardPage />);
    expect(await screen.findByText('₹1,23,456')).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.outbox.summary)?.data).toEqual({ failed: 0, pending: 2 }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/failed to send/)).toBeNull();
  });
});
