import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OUTBOX_MESSAGES, SETTINGS_MESSAGES, type ShopSettingsOut } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import { bodyOf, stubApi } from '../../../test/api-stub';
import { OWNER, renderWith, signInAs, STAFF } from '../../../test/render';
import SettingsPage from './settings-page';

const SETTINGS: ShopSettingsOut = {
  shop_name: 'Stone & Crystal Co.',
  address_lines: ['12 Johari Bazaar', 'Jaipur 302003'],
  phone: '+91 141 400 1234',
  email: 'hello@stoneshop.example',
  gstin: '08AAKCS4821M1ZW',
  state: 'Rajasthan',
  gst_registered: false,
  default_hsn: '7116',
  default_gst_rate: 3,
  grievance_name: 'Meera Sharma',
  grievance_designation: 'Grievance Officer',
  grievance_email: 'grievance@stoneshop.example',
  grievance_phone: '+91 141 400 1234',
  upi_id: 'stoneshop@okaxis',
  order_emails: [],
  carriers: [
    { name: 'Delhivery', tracking_url: 'https://www.delhivery.com/track/package/{number}' },
    { name: 'Blue Dart', tracking_url: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={number}' },
  ],
  unpaid_orders_per_customer: 3,
  units_per_item: 10,
  orders_per_customer_per_hour: 10,
  orders_per_address_per_hour: 30,
  saved: true,
};

const getSettings = () => ({ body: { success: true, data: SETTINGS } });
const testEmailCard = () => screen.getByRole('heading', { name: 'Send a test e-mail' }).closest('section')!;

describe('SettingsPage', () => {
  it('saves the order e-mails as a list, and shows the schema’s message for a bad one', async () => {
    signInAs();
    const fetch = stubApi({
      'GET /api/admin/settings': getSettings,
      'PUT /api/admin/settings': (_url, init) => ({ body: { success: true, data: { ...SETTINGS, ...(bodyOf(init) as object), saved: true } } }),
    });
    renderWith(<SettingsPage />);
    const field = await screen.findByLabelText('Order e-mails');
    expect(screen.getByText(/Empty: the shop's e-mail above \(hello@stoneshop.example\)/)).toBeTruthy();

    await userEvent.type(field, 'orders@stoneshop.example{Enter}not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Order e-mails: email is not valid (not-an-address)')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, 'a@x.in, b@x.in, c@x.in, d@x.in, e@x.in, f@x.in');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.orderEmails)).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, 'Orders@StoneShop.example{Enter}owner@stoneshop.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect((bodyOf(put[1]) as ShopSettingsOut).order_emails).toEqual(['orders@stoneshop.example', 'owner@stoneshop.example']);
  });

  it('adds, renames, re-points and removes carriers, checks each tracking page first, and saves the list', async () => {
    signInAs();
    const fetch = stubApi({
      'GET /api/admin/settings': getSettings,
      'PUT /api/admin/settings': (_url, init) => ({ body: { success: true, data: { ...SETTINGS, ...(bodyOf(init) as object), saved: true } } }),
    });
    renderWith(<SettingsPage />);
    const carrier = (n: number) => screen.getByRole('group', { name: `Carrier ${n}` });
    await screen.findByRole('heading', { name: 'Carriers' });
    expect((within(carrier(1)).getByLabelText('Name') as HTMLInputElement).value).toBe('Delhivery');
    expect((within(carrier(2)).getByLabelText('Tracking page') as HTMLInputElement).value).toBe(SETTINGS.carriers[1]!.tracking_url);

    // A new one, with a page that has no place for the number.
    await userEvent.click(screen.getByRole('button', { name: 'Add a carrier' }));
    await userEvent.type(within(carrier(3)).getByLabelText('Name'), 'Jaipur Express');
    await userEvent.type(within(carrier(3)).getByLabelText('Tracking page'), 'https://track.jaipurexpress.example/awb');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(carrier(3)).findByText(SETTINGS_MESSAGES.trackingUrlPlaceholder('Jaipur Express'))).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    // Not https; then right.
    const page = within(carrier(3)).getByLabelText('Tracking page');
    await userEvent.clear(page);
    await userEvent.type(page, 'http://track.jaipurexpress.example/awb/{{number}');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(carrier(3)).findByText(SETTINGS_MESSAGES.trackingUrlHttps('Jaipur Express'))).toBeTruthy();
    await userEvent.clear(page);
    await userEvent.type(page, 'https://track.jaipurexpress.example/awb/{{number}');

    // A second Delhivery is refused by name, whatever its case.
    await userEvent.clear(within(carrier(2)).getByLabelText('Name'));
    await userEvent.type(within(carrier(2)).getByLabelText('Name'), 'DELHIVERY');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(carrier(2)).findByText(SETTINGS_MESSAGES.carrierTwice('DELHIVERY'))).toBeTruthy();

    // Renamed instead; the first one removed.
    await userEvent.clear(within(carrier(2)).getByLabelText('Name'));
    await userEvent.type(within(carrier(2)).getByLabelText('Name'), 'Blue Dart Express');
    await userEvent.click(screen.getByRole('button', { name: 'Remove carrier 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect((bodyOf(put[1]) as ShopSettingsOut).carriers).toEqual([
      { name: 'Blue Dart Express', tracking_url: SETTINGS.carriers[1]!.tracking_url },
      { name: 'Jaipur Express', tracking_url: 'https://track.jaipurexpress.example/awb/{number}' },
    ]);
  });

  it("sends a test e-mail to the owner's own address and shows what the mail server answered", async () => {
    signInAs();
    const fetch = stubApi({
      'GET /api/admin/settings': getSettings,
      'POST /api/admin/settings/test-email': () => ({
        body: { success: true, message: OUTBOX_MESSAGES.testQueued, transport: 'smtp', response: '250 2.0.0 Ok: queued as 4XkQ9m1Z' },
      }),
    });
    renderWith(<SettingsPage />);
    await screen.findByLabelText('Order e-mails');
    const card = testEmailCard();
    expect((within(card).getByLabelText('Send to') as HTMLInputElement).value).toBe(OWNER.email);
    await userEvent.click(within(card).getByRole('button', { name: 'Send a test e-mail' }));
    const answer = await within(card).findByRole('status');
    expect(answer.textContent).toContain(OUTBOX_MESSAGES.testQueued);
    expect(answer.textContent).toContain('The SMTP server');
    expect(answer.textContent).toContain('250 2.0.0 Ok: queued as 4XkQ9m1Z');
    expect(bodyOf(fetch.mock.calls.find(([url]) => String(url).endsWith('/test-email'))![1])).toEqual({ to: OWNER.email });
  });

  it('shows a refusal of the mail server with its answer, and checks the address first', async () => {
    signInAs();
    const fetch = stubApi({
      'GET /api/admin/settings': getSettings,
      'POST /api/admin/settings/test-email': () => ({
        body: {
          success: false,
          message: 'The test e-mail could not be sent: 535 5.7.8 Authentication failed',
          transport: 'smtp',
          response: '535 5.7.8 Authentication failed',
        },
      }),
    });
    renderWith(<SettingsPage />);
    await screen.findByLabelText('Order e-mails');
    const card = testEmailCard();
    const to = within(card).getByLabelText('Send to');
    await userEvent.clear(to);
    await userEvent.type(to, 'meera@');
    await userEvent.click(within(card).getByRole('button', { name: 'Send a test e-mail' }));
    expect(await within(card).findByText('Email is not valid')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/test-email'))).toBe(false);

    await userEvent.type(to, 'gmail.com');
    await userEvent.click(within(card).getByRole('button', { name: 'Send a test e-mail' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('The test e-mail could not be sent: 535 5.7.8 Authentication failed');
    expect(alert.textContent).toContain("Server's answer");
  });

  it('says so when the e-mail went to the dev mailbox (no SMTP_URL)', async () => {
    signInAs();
    stubApi({
      'GET /api/admin/settings': getSettings,
      'POST /api/admin/settings/test-email': () => ({
        body: { success: true, message: OUTBOX_MESSAGES.testQueued, transport: 'mailbox', response: 'data/mailbox/12-test_email.eml' },
      }),
    });
    renderWith(<SettingsPage />);
    await screen.findByLabelText('Order e-mails');
    await userEvent.click(within(testEmailCard()).getByRole('button', { name: 'Send a test e-mail' }));
    const answer = await within(testEmailCard()).findByRole('status');
    expect(answer.textContent).toContain('no SMTP_URL is set');
    expect(answer.textContent).toContain('data/mailbox/12-test_email.eml');
  });

  it('offers staff neither saving nor the test e-mail', async () => {
    signInAs(STAFF);
    stubApi({ 'GET /api/admin/settings': getSettings });
    renderWith(<SettingsPage />);
    // Read-only through the disabled fieldset around the form.
    expect((await screen.findByLabelText('Order e-mails')).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a carrier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove carrier 1' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Send a test e-mail' })).toBeNull();
  });
});
