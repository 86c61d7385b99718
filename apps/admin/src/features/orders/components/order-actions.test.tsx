import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_ACTION_REFUSALS } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import { bodyOf, stubApi } from '../../../test/api-stub';
import { renderWith, signInAs } from '../../../test/render';
import { OrderActions } from './order-actions';

const PATH = '/api/admin/orders/7/transitions';

describe('OrderActions', () => {
  it('offers exactly the allowed moves', () => {
    signInAs();
    stubApi({});
    renderWith(<OrderActions orderId={7} actions={['ship', 'cancel']} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark shipped', 'Cancel order']);
  });

  it('asks for the carrier and tracking number before shipping', async () => {
    signInAs();
    const fetch = stubApi({ [`POST ${PATH}`]: () => ({ body: { success: true, data: {} } }) });
    renderWith(<OrderActions orderId={7} actions={['ship']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark shipped' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('Carrier is required')).toBeTruthy();
    expect(within(dialog).getByText('Tracking number is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Carrier'), 'India Post');
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), 'EE123456789IN');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect((await screen.findByRole('status')).textContent).toBe('Mark shipped: done.');
    expect(bodyOf(fetch.mock.calls[0]![1])).toEqual({ action: 'ship', carrier: 'India Post', tracking_number: 'EE123456789IN' });
    // The session is the HttpOnly cookie; the call says it comes from the back office.
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('x-requested-with')).toBe('shop-admin');
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('authorization')).toBeNull();
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
