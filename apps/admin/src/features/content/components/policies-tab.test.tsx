import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPolicy } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import { bodyOf, stubApi } from '../../../test/api-stub';
import { renderWith, signInAs } from '../../../test/render';
import { PoliciesTab } from './policies-tab';

const page = (slug: AdminPolicy['policy_slug'], title_en: string, title_ar: string): AdminPolicy => ({
  policy_slug: slug,
  title_en,
  title_ar,
  body_en: `<p>${title_en}</p>`,
  body_ar: `<p>${title_ar}</p>`,
  updated_at: null,
  updated_by_name: null,
});

const PAGES = [
  page('ShippingDelivery', 'Shipping & Delivery', 'الشحن والتوصيل'),
  page('ReturnsRefunds', 'Returns & Refunds', 'الإرجاع واسترداد المبالغ'),
  page('Cancellation', 'Cancellation', 'إلغاء الطلب'),
  page('Privacy', 'Privacy Policy', 'سياسة الخصوصية'),
  page('Terms', 'Terms & Conditions', 'الشروط والأحكام'),
];

describe('policy pages in the back office (issue 23)', () => {
  it('lists the five pages with their addresses and saves one in both languages', async () => {
    signInAs();
    const fetch = stubApi({
      'GET /api/admin/policies': () => ({ body: { success: true, data: PAGES } }),
      'PUT /api/admin/policies/Terms': (_url, init) => ({
        body: { success: true, data: { ...PAGES[4], ...(bodyOf(init) as object), updated_at: '2026-11-29T11:00:00.000Z' } },
      }),
    });
    renderWith(<PoliciesTab />, '/content?tab=policies');
    const table = await screen.findByRole('table', { name: 'Policy pages' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByRole('link', { name: '/Policy/Terms' }).getAttribute('href')).toBe('/Policy/Terms');
    expect(within(table).getAllByText('Starting text')).toHaveLength(5);

    await userEvent.click(within(table).getByRole('button', { name: 'Edit Terms & Conditions' }));
    const dialog = await screen.findByRole('dialog');
    const arabicText = within(dialog).getByLabelText('Arabic text (HTML)');
    expect(arabicText.getAttribute('dir')).toBe('rtl');
    await userEvent.clear(arabicText);
    await userEvent.type(arabicText, 'شروط جديدة');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(screen.getByText('Terms & Conditions saved.')).toBeTruthy());
    const put = fetch.mock.calls.find(([input, init]) => String(input).endsWith('/api/admin/policies/Terms') && init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toEqual({
      title_en: 'Terms & Conditions',
      title_ar: 'الشروط والأحكام',
      body_en: '<p>Terms & Conditions</p>',
      body_ar: 'شروط جديدة',
    });
  });

  it('says what is missing before sending, and shows the server’s refusal', async () => {
    signInAs();
    const fetch = stubApi({
      'GET /api/admin/policies': () => ({ body: { success: true, data: PAGES } }),
      'PUT /api/admin/policies/Privacy': () => ({
        status: 400,
        body: { success: false, message: 'English text has no text left once unsafe markup is removed' },
      }),
    });
    renderWith(<PoliciesTab />, '/content?tab=policies');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Privacy Policy' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Arabic title'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save page' }));
    expect(await within(dialog).findByText('Arabic title is required')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Arabic title'), 'الخصوصية');
    await userEvent.clear(within(dialog).getByLabelText('English text (HTML)'));
    await userEvent.type(within(dialog).getByLabelText('English text (HTML)'), '<script>x</script>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save page' }));
    expect(await within(dialog).findByText('English text has no text left once unsafe markup is removed')).toBeTruthy();
  });
});
