import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Policy } from '@shop/core';
import { queryKeys } from '../../../shared/api/query-keys';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { renderRoutes, testQueryClient } from '../../../test/render';
import PolicyPage from '../policy-page';

const TERMS: Policy = {
  policy_slug: 'Terms',
  title_en: 'Terms & Conditions',
  title_ar: 'الشروط والأحكام',
  body_en: '<h2>Our products</h2><p>Our stones are <strong>natural</strong>.</p>',
  body_ar: '<h2>منتجاتنا</h2><p>أحجارنا <strong>طبيعية</strong>.</p>',
  updated_at: '2026-11-20T06:30:00.000Z',
};

function renderPolicy(path: string, loaded?: Policy) {
  const queryClient = testQueryClient();
  if (loaded) queryClient.setQueryData(queryKeys.content.policy(loaded.policy_slug), loaded);
  return renderRoutes([{ path: '/Policy/:slug', element: <PolicyPage /> }], path, queryClient);
}

describe('policy page', () => {
  it('shows the page’s title and sanitised body, the date it changed, and the other policies beside it', async () => {
    renderPolicy('/Policy/Terms', TERMS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Our products' })).toBeTruthy();
    expect(screen.getByText('natural').tagName).toBe('STRONG');
    expect(screen.getByText(/^Last updated /)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Our policies' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Shipping & Delivery', '/Policy/ShippingDelivery'],
      ['Returns & Refunds', '/Policy/ReturnsRefunds'],
      ['Cancellation', '/Policy/Cancellation'],
      ['Privacy Policy', '/Policy/Privacy'],
      ['Terms & Conditions', '/Policy/Terms'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Terms & Conditions' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toContain('Terms & Conditions');
  });

  it('reads the page by its slug in any case (Home/GetPolicy)', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response(JSON.stringify({ success: true, data: TERMS }), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    renderPolicy('/policy/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeTruthy();
    expect(String(spy.mock.calls[0]![0])).toBe('/api/Home/GetPolicy?slug=Terms');
  });

  it('says a page that is not a policy is not found, with a way home, without asking the server', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    renderPolicy('/Policy/Refunds');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(spy).not.toHaveBeenCalled();
  });

  it('says not found when the server answers 404', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'Policy not found' }), { status: 404, headers: { 'content-type': 'application/json' } }),
    );
    renderPolicy('/Policy/Privacy');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('shows the Arabic title and body in Arabic', async () => {
    await changeLanguage('ar');
    renderPolicy('/Policy/Terms', TERMS);
    expect(await screen.findByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'منتجاتنا' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'سياساتنا' })).toBeTruthy();
  });
});
