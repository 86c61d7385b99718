import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../shared/api/query-keys';
import { changeLanguage } from '../../shared/i18n/i18n';
import { shopInfo } from '../../test/fixtures';
import { renderWithProviders, testQueryClient } from '../../test/render';
import SiteFooter from './site-footer';

function renderFooter() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.content.shopInfo(), shopInfo());
  return renderWithProviders(<SiteFooter />, { queryClient });
}

describe('footer (issue 23)', () => {
  it('leads Delivery, Returns & Refunds, Cancellation, Privacy and Terms to the policy pages', async () => {
    renderFooter();
    const company = await screen.findByRole('navigation', { name: 'Company' });
    expect(
      within(company)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['About Us', '/'],
      ['Delivery Information', '/Policy/ShippingDelivery'],
      ['Returns & Refunds', '/Policy/ReturnsRefunds'],
      ['Cancellation', '/Policy/Cancellation'],
      ['Privacy Policy', '/Policy/Privacy'],
      ['Terms & Conditions', '/Policy/Terms'],
      ['Contact Us', '/Contact'],
    ]);
  });

  it('shows the grievance officer with their e-mail and phone', async () => {
    renderFooter();
    const block = await screen.findByRole('region', { name: 'Grievance Officer' });
    expect(within(block).getByText('Meera Sharma')).toBeTruthy();
    expect(within(block).getByText('Grievance Officer', { selector: 'bdi' })).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'grievance@stoneandcrystal.example' }).getAttribute('href')).toBe(
      'mailto:grievance@stoneandcrystal.example',
    );
    expect(within(block).getByRole('link', { name: '+91 141 400 7799' }).getAttribute('href')).toBe('tel:+911414007799');
  });

  it('speaks Arabic', async () => {
    await changeLanguage('ar');
    renderFooter();
    expect(await screen.findByRole('link', { name: 'الإرجاع واسترداد المبالغ' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'مسؤول التظلمات' })).toBeTruthy();
  });
});
