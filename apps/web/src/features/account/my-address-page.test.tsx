import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Address } from '@shop/core';
import { customerAddress } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';
import { bodyOf, stubApi } from '../../test/api-stub';
import MyAddressPage from './my-address-page';

const address = customerAddress;

const list = (data: Address[]) => () => ({ body: { success: true, data, page: 1, total_pages: 1, total_records: data.length, next: null, prev: null } });

describe('MyAddressPage', () => {
  it("shows 'No default address.' when none is default, and the cards' fields", async () => {
    signInForTest();
    const fetch = stubApi({ 'Customers/GetCustomerAddress': list([address({})]) });
    renderWithProviders(<MyAddressPage />, { path: '/MyAddress' });
    expect(await screen.findByText(MESSAGES.noDefaultAddress)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Billing Address' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Address' }).getAttribute('href')).toBe('/AddressDetails');
    const card = screen.getByRole('article', { name: 'Mira Rao' });
    for (const text of ['9876543210', 'Sector 4', 'Bengaluru', 'Karnataka', '560001', 'India']) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/AddressDetails/1');
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect([url.searchParams.get('limit'), url.searchParams.get('page')]).toEqual(['1000', '1']);
  });

  it("tags the default one and warns 'This address is already default' without a call", async () => {
    signInForTest();
    const fetch = stubApi({ 'Customers/GetCustomerAddress': list([address({ default_address: 1 })]) });
    renderWithProviders(<MyAddressPage />, { path: '/MyAddress' });
    const card = await screen.findByRole('article', { name: 'Mira Rao' });
    expect(within(card).getByText('default')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.noDefaultAddress)).toBeNull();
    // The default card offers no 'Set as default': its toggle reads 'Default address', pressed.
    expect(within(card).queryByRole('button', { name: 'Set as default' })).toBeNull();
    const toggle = within(card).getByRole('button', { name: 'Default address' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    expect(await screen.findByText(MESSAGES.addressAlreadyDefault)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sets another address as default after confirmation and shows the server message', async () => {
    signInForTest();
    const fetch = stubApi({
      'Customers/GetCustomerAddress': list([address({ default_address: 1 }), address({ customer_address_id: 2, full_name: 'Arun Rao' })]),
      'Customers/UpdateDefaultAddress': () => ({ body: { success: true, message: 'Default address updated.' } }),
    });
    renderWithProviders(<MyAddressPage />, { path: '/MyAddress' });
    const card = await screen.findByRole('article', { name: 'Arun Rao' });
    await userEvent.click(within(card).getByRole('button', { name: 'Set as default' }));
    const dialog = screen.getByRole('dialog', { name: 'Set as default?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, set as default' }));
    expect(await screen.findByText('Default address updated.')).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => String(url).includes('UpdateDefaultAddress'))!;
    expect(bodyOf(call[1])).toEqual({ customer_address_id: 2 });
  });

  it('deletes only after confirmation', async () => {
    signInForTest();
    const fetch = stubApi({
      'Customers/GetCustomerAddress': list([address({ default_address: 1 })]),
      'Customers/DeleteCustomerAddress': () => ({ body: { success: true, message: 'Address deleted.' } }),
    });
    renderWithProviders(<MyAddressPage />, { path: '/MyAddress' });
    const card = await screen.findByRole('article', { name: 'Mira Rao' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('DeleteCustomerAddress'))).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('Address deleted.')).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => String(url).includes('GetCustomerAddress?')).length).toBe(2));
  });
});
