import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CARRIERS } from '@shop/core';
import { ORDER_ACTION_REFUSALS, type ShopSettingsOut } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import { bodyOf, stubApi } from '../../../test/api-stub';
import { renderWith, signInAs, STAFF } from '../../../test/render';
import { OrderActions } from './order-actions';

const PATH = '/api/admin/orders/7/transitions';

/** GET /api/admin/settings with the owner's carriers (the ship dialog's list). */
const settingsWith = (carriers: ShopSettingsOut['carriers']) => () => ({ body: { success: true, data: { carriers } } });
const OWN_CARRIERS = [...DEFAULT_CARRIERS, { name: 'Jaipur Express', tracking_url: 'https://track.jaipurexpress.example/awb/{number}' }];

/** The move the dialog sent (the settings were read first). */
const posted = (fetch: { mock: { calls: Array<[unknown, RequestInit?]> } }) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('OrderActions', () => {
  it('offers exactly the allowed moves', () => {
    signInAs();
    stubApi({});
    renderWith(<OrderActions orderId={7} actions={['ship', 'cancel']} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark shipped', 'Cancel order']);
  });

  it("asks for the carrier, picked from the owner's list, and the tracking number before shipping", async () => {
    signInAs(STAFF);
    const fetch = stubApi({ 'GET /api/admin/settings': settingsWith(OWN_CARRIERS), [`POST ${PATH}`]: () => ({ body: { success: true, data: {} } }) });
    renderWith(<OrderActions orderId={7} actions={['ship']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark shipped' });
    const carrier = (await within(dialog).findByRole('combobox', { name: 'Carrier' })) as HTMLSelectElement;
    expect([...carrier.options].map((o) => o.textContent)).toEqual(['Choose a carrier…', ...OWN_CARRIERS.map((c) => c.name), 'Other…']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('Carrier is required')).toBeTruthy();
    expect(within(dialog).getByText('Tracking number is required')).toBeTruthy();
    expect(posted(fetch)).toHaveLength(0);

    await userEvent.selectOptions(carrier, 'Jaipur Express');
    expect(within(dialog).queryByText('Carrier is required')).toBeNull();
    expect(within(dialog).getByText('Shoppers get a link to https://track.jaipurexpress.example/awb/{number}')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Carrier name')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), 'JX 4410 77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect((await screen.findByRole('status')).textContent).toBe('Mark shipped: done.');
    expect(bodyOf(posted(fetch)[0]![1])).toEqual({ action: 'ship', carrier: 'Jaipur Express', tracking_number: 'JX 4410 77' });
    expect(new Headers(posted(fetch)[0]![1]!.headers).get('x-requested-with')).toBe('shop-admin');
  });

  it('takes a carrier not on the list as typed, under Other', async () => {
    signInAs(STAFF);
    const fetch = stubApi({ 'GET /api/admin/settings': settingsWith(OWN_CARRIERS), [`POST ${PATH}`]: () => ({ body: { success: true, data: {} } }) });
    renderWith(<OrderActions orderId={7} actions={['ship']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark shipped' });
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Carrier' }), 'Other…');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    // The message goes with the name to type.
    expect(within(dialog).getByLabelText('Carrier name').getAttribute('aria-invalid')).toBe('true');
    expect(await within(dialog).findByText('Carrier is required')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('Carrier name'), 'India Post');
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), 'EE123456789IN');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect((await screen.findByRole('status')).textContent).toBe('Mark shipped: done.');
    expect(bodyOf(posted(fetch)[0]![1])).toEqual({ action: 'ship', carrier: 'India Post', tracking_number: 'EE123456789IN' });
    // The session is the HttpOnly cookie; the call says it comes from the back office.
    expect(new Headers(posted(fetch)[0]![1]!.headers).get('x-requested-with')).toBe('shop-admin');
    expect(new Headers(posted(fetch)[0]![1]!.headers).get('authorization')).toBeNull();
  });

  it('asks for the name as text when the owner keeps no carriers', async () => {
    signInAs(STAFF);
    const fetch = stubApi({ 'GET /api/admin/settings': settingsWith([]), [`POST ${PATH}`]: () => ({ body: { success: true, data: {} } }) });
    renderWith(<OrderActions orderId={7} actions={['ship']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark shipped' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Carrier' }), 'Local courier');
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), 'JP-88213');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await screen.findByRole('status');
    expect(bodyOf(posted(fetch)[0]![1])).toEqual({ action: 'ship', carrier: 'Local courier', tracking_number: 'JP-88213' });
  });

  it('asks for the bank reference before confirming a payment', async () => {
    signInAs();
    const fetch = stubApi({ [`POST ${PATH}`]: () => ({ body: { success: true, data: {} } }) });
    renderWith(<OrderActions orderId={7} actions={['confirm_payment']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm payment received' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Bank reference'), 'UTR 4410 2231');
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Seen in HDFC statement');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment received' }));
    await screen.findByRole('status');
    expect(bodyOf(fetch.mock.calls[0]![1])).toEqual({ action: 'confirm_payment', bank_reference: 'UTR 4410 2231', note: 'Seen in HDFC statement' });
  });

  it("confirms a cancel first and shows the server's refusal word for word", async () => {
    signInAs();
    const fetch = stubApi({ [`POST ${PATH}`]: () => ({ status: 409, body: { success: false, message: ORDER_ACTION_REFUSALS.cancel } }) });
    renderWith(<OrderActions orderId={7} actions={['cancel']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('stock goes back');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ORDER_ACTION_REFUSALS.cancel);
    expect(bodyOf(fetch.mock.calls[0]![1])).toEqual({ action: 'cancel' });
  });
});
