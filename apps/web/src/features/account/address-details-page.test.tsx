import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, type Address } from '@shop/core';
import { customerAddress } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';
import { bodyOf, stubApi } from '../../test/api-stub';
import AddressDetailsPage from './address-details-page';

const stored: Address = customerAddress({ customer_address_id: 5, default_address: 1 });

function renderAt(path: string) {
  signInForTest();
  return renderWithProviders(
    <Routes>
      <Route path="/AddressDetails" element={<AddressDetailsPage />} />
      <Route path="/AddressDetails/:addressId" element={<AddressDetailsPage />} />
      <Route path="/MyAddress" element={<p>Address list</p>} />
    </Routes>,
    { path },
  );
}

describe('AddressDetailsPage', () => {
  it('shows every required message of the address form', async () => {
    const fetch = stubApi({});
    renderAt('/AddressDetails');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Change' }));
    for (const message of [
      ADDRESS_MESSAGES.countryRequired,
      ADDRESS_MESSAGES.fullNameRequired,
      ADDRESS_MESSAGES.mobileInvalid,
      ADDRESS_MESSAGES.addressRequired,
      ADDRESS_MESSAGES.pincodeRequired,
      ADDRESS_MESSAGES.cityRequired,
      ADDRESS_MESSAGES.stateRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the pin code is a number of 6 digits', async () => {
    stubApi({});
    renderAt('/AddressDetails');
    const user = userEvent.setup();
    const pincode = await screen.findByLabelText('Pin code');
    await user.type(pincode, '56a');
    await user.click(screen.getByRole('button', { name: 'Save Change' }));
    expect(await screen.findByText(ADDRESS_MESSAGES.pincodeNotNumber)).toBeTruthy();
    await user.clear(pincode);
    await user.type(pincode, '5600');
    await user.click(screen.getByRole('button', { name: 'Save Change' }));
    expect(await screen.findByText(ADDRESS_MESSAGES.pincodeLength)).toBeTruthy();
  });

  it('drops every typed character but letters, digits and spaces in address, area, landmark, city and state', async () => {
    stubApi({});
    renderAt('/AddressDetails');
    const user = userEvent.setup();
    for (const label of ['Flat, House no., Building', 'Area, Street, Sector, Village', 'Landmark', 'Town / City', 'State']) {
      const input = (await screen.findByLabelText(label, { exact: false })) as HTMLInputElement;
      await user.type(input, '12-B, Quartz #4!');
      expect(input.value).toBe('12B Quartz 4');
    }
    const name = screen.getByLabelText('Full name') as HTMLInputElement;
    await user.type(name, 'Mira-Rao');
    expect(name.value).toBe('Mira-Rao');
  });

  it('creates an address with the default flag and goes to /MyAddress', async () => {
    const fetch = stubApi({
      // Issue 23: an Indian pin code is looked up; this one is not in the directory, so nothing is filled in.
      'Address/GetPincode': () => ({ status: 404, body: { success: false, message: ADDRESS_MESSAGES.pincodeUnknown } }),
      'Customers/CreateCustomerAddress': () => ({ body: { success: true, message: 'Address saved.' } }),
    });
    const { router } = renderAt('/AddressDetails');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Country / Region'), 'India');
    await user.type(screen.getByLabelText('Full name'), 'Mira Rao');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.type(screen.getByLabelText('Flat, House no., Building'), '12 Quartz Lane');
    await user.type(screen.getByLabelText('Pin code'), '560001');
    await user.type(screen.getByLabelText('Town / City'), 'Bengaluru');
    // For India the state is one of the list.
    await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    await user.click(screen.getByLabelText('Make this my default address'));
    await user.click(screen.getByRole('button', { name: 'Save Change' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MyAddress'));
    expect(await screen.findByText('Address saved.')).toBeTruthy();
    const saveCall = fetch.mock.calls.find(([url]) => String(url).includes('CreateCustomerAddress'))!;
    expect(bodyOf(saveCall[1])).toEqual({
      country_region: 'India',
      full_name: 'Mira Rao',
      mobile_number: '9876543210',
      flat_house_building: '12 Quartz Lane',
      area_street_sector: '',
      pincode: '560001',
      landmark: '',
      town_city: 'Bengaluru',
      state: 'Karnataka',
      default_address: 1,
    });
  });

  it('loads an address to edit and sends its id with Update', async () => {
    const fetch = stubApi({
      'Customers/GetCustomerAddressInfo': () => ({ body: { success: true, data: [stored] } }),
      'Customers/CreateCustomerAddress': () => ({ body: { success: true, message: 'Address updated.' } }),
    });
    const { router } = renderAt('/AddressDetails/5');
    const city = (await screen.findByLabelText('Town / City')) as HTMLInputElement;
    await waitFor(() => expect(city.value).toBe('Bengaluru'));
    expect((screen.getByLabelText('Make this my default address') as HTMLInputElement).checked).toBe(true);
    await userEvent.clear(city);
    await userEvent.type(city, 'Mysuru');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyAddress'));
    const saveCall = fetch.mock.calls.find(([url]) => String(url).includes('CreateCustomerAddress'))!;
    expect(bodyOf(saveCall[1])).toMatchObject({ customer_address_id: 5, town_city: 'Mysuru', default_address: 1 });
  });
});

describe('AddressDetailsPage: the pin code knows the state (issue 23)', () => {
  const jaipur = { pincode: '302003', town_city: 'Jaipur', state: 'Rajasthan', state_code: '08', states: ['Rajasthan'] };

  async function fillIndianAddress(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Country / Region'), 'India');
    await user.type(screen.getByLabelText('Full name'), 'Mira Rao');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.type(screen.getByLabelText('Flat, House no., Building'), '12 Quartz Lane');
  }

  it('fills the town and state from an Indian pin code, and saves them', async () => {
    const fetch = stubApi({
      'Address/GetPincode': (url) => ({ body: { success: true, data: { ...jaipur, pincode: url.searchParams.get('pincode') } } }),
      'Customers/CreateCustomerAddress': () => ({ body: { success: true, message: 'Address saved.' } }),
    });
    const { router } = renderAt('/AddressDetails');
    const user = userEvent.setup();
    await fillIndianAddress(user);
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect(state.tagName).toBe('SELECT');
    expect(state.options).toHaveLength(37);
    await user.type(screen.getByLabelText('Pin code'), '302003');
    await waitFor(() => expect((screen.getByLabelText('Town / City') as HTMLInputElement).value).toBe('Jaipur'));
    expect(state.value).toBe('Rajasthan');
    expect(screen.getByTestId('pincode-status').textContent).toBe('Pin code of Jaipur, Rajasthan');
    const lookups = fetch.mock.calls.filter(([url]) => String(url).includes('Address/GetPincode'));
    expect(lookups.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('pincode'))).toEqual(['302003']);

    await user.click(screen.getByRole('button', { name: 'Save Change' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyAddress'));
    const saveCall = fetch.mock.calls.find(([url]) => String(url).includes('CreateCustomerAddress'))!;
    expect(bodyOf(saveCall[1])).toMatchObject({ pincode: '302003', town_city: 'Jaipur', state: 'Rajasthan' });
  });

  it('keeps a town the shopper typed, and refuses a state the pin code is not in', async () => {
    const fetch = stubApi({ 'Address/GetPincode': () => ({ body: { success: true, data: jaipur } }) });
    renderAt('/AddressDetails');
    const user = userEvent.setup();
    await fillIndianAddress(user);
    await user.type(screen.getByLabelText('Town / City'), 'Amer');
    await user.type(screen.getByLabelText('Pin code'), '302003');
    await waitFor(() => expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Rajasthan'));
    expect((screen.getByLabelText('Town / City') as HTMLInputElement).value).toBe('Amer');

    await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    await user.click(screen.getByRole('button', { name: 'Save Change' }));
    expect(await screen.findByText('Pin Code 302003 is in Rajasthan: please choose Rajasthan as the state, or check the pin code')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('CreateCustomerAddress'))).toBe(false);
  });

  it('says plainly when the pin code is unknown, and the shopper types the address', async () => {
    const fetch = stubApi({
      'Address/GetPincode': (url) =>
        url.searchParams.get('pincode') === '302003'
          ? { body: { success: true, data: jaipur } }
          : { status: 404, body: { success: false, message: ADDRESS_MESSAGES.pincodeUnknown } },
      'Customers/CreateCustomerAddress': () => ({ body: { success: true, message: 'Address saved.' } }),
    });
    const { router } = renderAt('/AddressDetails');
    const user = userEvent.setup();
    await fillIndianAddress(user);
    await user.type(screen.getByLabelText('Pin code'), '302003');
    await waitFor(() => expect((screen.getByLabelText('Town / City') as HTMLInputElement).value).toBe('Jaipur'));
    // Another pin code, one the directory does not know: what the first one filled in is taken back.
    await user.clear(screen.getByLabelText('Pin code'));
    await user.type(screen.getByLabelText('Pin code'), '999999');
    expect(await screen.findByText(ADDRESS_MESSAGES.pincodeUnknown)).toBeTruthy();
    expect((screen.getByLabelText('Town / City') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('');
    await user.type(screen.getByLabelText('Town / City'), 'Kochi');
    await user.selectOptions(screen.getByLabelText('State'), 'Kerala');
    await user.click(screen.getByRole('button', { name: 'Save Change' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/MyAddress'));
    const saveCall = fetch.mock.calls.find(([url]) => String(url).includes('CreateCustomerAddress'))!;
    expect(bodyOf(saveCall[1])).toMatchObject({ pincode: '999999', town_city: 'Kochi', state: 'Kerala' });
  });

  it('keeps a free-text state and makes no lookup for another country', async () => {
    const fetch = stubApi({});
    renderAt('/AddressDetails');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Country / Region'), 'Nepal');
    await user.type(screen.getByLabelText('Pin code'), '302003');
    const state = screen.getByLabelText('State') as HTMLInputElement;
    expect(state.tagName).toBe('INPUT');
    await user.type(state, 'Bagmati');
    expect(state.value).toBe('Bagmati');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks to choose the state of an old address whose state is not on the list, and shows another spelling as the list's name", async () => {
    stubApi({
      'Customers/GetCustomerAddressInfo': () => ({ body: { success: true, data: [customerAddress({ customer_address_id: 7, state: 'Karnatak' })] } }),
    });
    renderAt('/AddressDetails/7');
    await waitFor(() => expect((screen.getByLabelText('Town / City') as HTMLInputElement).value).toBe('Bengaluru'));
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect(state.tagName).toBe('SELECT');
    expect(state.value).toBe('');
    expect(screen.getByText('This address said “Karnatak”: please choose its state from the list.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(ADDRESS_MESSAGES.stateRequired)).toBeTruthy();
  });

  it('shows an old spelling as the name on the list', async () => {
    stubApi({
      'Customers/GetCustomerAddressInfo': () => ({
        body: { success: true, data: [customerAddress({ customer_address_id: 8, state: 'orissa', pincode: '751001' })] },
      }),
    });
    renderAt('/AddressDetails/8');
    await waitFor(() => expect((screen.getByLabelText('Town / City') as HTMLInputElement).value).toBe('Bengaluru'));
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Odisha');
  });
});
