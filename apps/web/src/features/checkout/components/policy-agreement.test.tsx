import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { PolicyAgreement } from './policy-agreement';

describe('checkout policy agreement (issue 23)', () => {
  it('says the order agrees to the Terms and the Returns & Refunds policy, each a link', async () => {
    renderWithProviders(<PolicyAgreement />, { path: '/CheckOut' });
    const terms = await screen.findByRole('link', { name: 'Terms' });
    expect(terms.closest('p')!.textContent).toBe('By placing the order you agree to the Terms and the Returns & Refunds policy.');
    expect(terms.getAttribute('href')).toBe('/Policy/Terms');
    expect(screen.getByRole('link', { name: 'Returns & Refunds policy' }).getAttribute('href')).toBe('/Policy/ReturnsRefunds');
  });

  it('speaks Arabic', async () => {
    await changeLanguage('ar');
    renderWithProviders(<PolicyAgreement />, { path: '/CheckOut' });
    expect((await screen.findByRole('link', { name: 'الشروط والأحكام' })).getAttribute('href')).toBe('/Policy/Terms');
  });
});
