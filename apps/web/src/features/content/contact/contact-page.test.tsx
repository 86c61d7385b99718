import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '@shop/core';
import { queryKeys } from '../../../shared/api/query-keys';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { shopInfo } from '../../../test/fixtures';
import { mockApi, renderWithProviders, testQueryClient } from '../../../test/render';
import ContactPage from '../contact-page';

const THANKS = 'Thank you for your message. We will get back to you soon.';
const THROTTLED = 'Too many messages from your address. Please try again in 10 minute(s).';

/** Stubs POST Contact/SendMessage with one answer (status and body); returns the spy. */
function contactApi(status: number, body: object) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

async function setup({ shopInfoLoaded = true } = {}) {
  // No pause between keys: five fields of typing stay quick when the whole suite runs at once.
  const user = userEvent.setup({ delay: null });
  // The shop's phone and e-mail arrive with the page, as the server renders it.
  const queryClient = testQueryClient();
  if (shopInfoLoaded) queryClient.setQueryData(queryKeys.content.shopInfo(), shopInfo());
  const view = renderWithProviders(<ContactPage />, { path: '/Contact', queryClient });
  await screen.findByRole('heading', { level: 1, name: 'Contact' });
  const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
  const fields = {
    name: field('Your name'),
    email: field('E-mail address'),
    telephone: field('Phone number'),
    subject: field('Subject'),
    message: field('Message'),
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Send message' }));
  const fillIn = async () => {
    await user.type(fields.name, 'Asha Rao');
    await user.type(fields.email, 'asha@example.com');
    await user.type(fields.telephone, '9876543210');
    await user.type(fields.subject, 'Bulk order');
    await user.type(fields.message, 'Do you ship raw amethyst by the kilo?');
  };
  return { user, ...view, fields, submit, fillIn };
}

// Typing a whole form is the slowest thing here; give it room on a busy machine.
describe('Contact screen', { timeout: 15_000 }, () => {
  it("shows the shop's address, phone, e-mail, hours and a link to the map", async () => {
    await setup();
    expect(screen.getAllByText('14 Johari Bazaar, Jaipur, Rajasthan 302003, India').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '+91 141 400 7788' }).getAttribute('href')).toBe('tel:+911414007788');
    expect(screen.getByRole('link', { name: 'care@stoneandcrystal.example' }).getAttribute('href')).toBe('mailto:care@stoneandcrystal.example');
    expect(screen.getByText('Monday to Saturday, 10:00 to 19:00 (IST)')).toBeTruthy();
    const maps = screen.getByRole('link', { name: /Open in Maps/ });
    expect(maps.getAttribute('href')).toBe('https://maps.google.com/?q=Johari+Bazaar+Jaipur');
    expect(maps.getAttribute('target')).toBe('_blank');
  });

  it('shows the phone and e-mail the owner saved (Home/GetShopInfo), the phone dialled as its digits', async () => {
    const api = mockApi({ 'Home/GetShopInfo': { success: true, data: shopInfo({ phone: '+91 (141) 555-0199', email: 'hello@pinkcity.example' }) } });
    await setup({ shopInfoLoaded: false });
    const phone = await screen.findByRole('link', { name: '+91 (141) 555-0199' });
    expect(phone.getAttribute('href')).toBe('tel:+911415550199');
    expect(screen.getByRole('link', { name: 'hello@pinkcity.example' }).getAttribute('href')).toBe('mailto:hello@pinkcity.example');
    expect(screen.queryByText('+91 141 400 7788')).toBeNull();
    expect(api.mock.calls.map(([url]) => String(url))).toEqual(['/api/Home/GetShopInfo']);
  });

  it('says what each empty field needs, in the exact words, on submit only', async () => {
    const spy = contactApi(200, { success: true, message: THANKS });
    const { submit, fields } = await setup();
    expect(screen.queryByText(CONTACT_MESSAGES.nameRequired)).toBeNull();

    await submit();
    // zodResolver checks the form asynchronously: the messages appear once it has answered.
    await screen.findByText(CONTACT_MESSAGES.nameRequired);

    for (const message of [
      CONTACT_MESSAGES.nameRequired,
      CONTACT_MESSAGES.emailRequired,
      CONTACT_MESSAGES.telephoneRequired,
      CONTACT_MESSAGES.subjectRequired,
      CONTACT_MESSAGES.messageRequired,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(fields.name.getAttribute('aria-invalid')).toBe('true');
    expect(fields.name.getAttribute('aria-describedby')).toBe(screen.getByText(CONTACT_MESSAGES.nameRequired).id);
    expect(document.activeElement).toBe(fields.name);
    expect(spy).not.toHaveBeenCalled();
  });

  it("says 'Email is not valid' and 'Phone number must be exactly 10 digits'", async () => {
    const spy = contactApi(200, { success: true, message: THANKS });
    const { user, fields, submit } = await setup();
    await user.type(fields.email, 'asha@example');
    await user.type(fields.telephone, '98765');

    await submit();

    expect(await screen.findByText(CONTACT_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.telephoneInvalid)).toBeTruthy();
    expect(screen.queryByText(CONTACT_MESSAGES.emailRequired)).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });

  it('clears an error as soon as its field is edited, and only that one', async () => {
    const { user, fields, submit } = await setup();
    await submit();
    await screen.findByText(CONTACT_MESSAGES.emailRequired);

    await user.type(fields.email, 'a');
    expect(screen.queryByText(CONTACT_MESSAGES.emailRequired)).toBeNull();
    // Not re-checked while typing: no 'Email is not valid' for a half-typed address.
    expect(screen.queryByText(CONTACT_MESSAGES.emailInvalid)).toBeNull();
    expect(fields.email.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText(CONTACT_MESSAGES.nameRequired)).toBeTruthy();

    await user.type(fields.telephone, '1');
    await user.type(fields.subject, 'S');
    await user.type(fields.message, 'M');
    await user.type(fields.name, 'A');
    for (const message of Object.values(CONTACT_MESSAGES)) expect(screen.queryByText(message)).toBeNull();
  });

  it('keeps only letters and spaces in the name as it is typed', async () => {
    const { user, fields } = await setup();
    await user.type(fields.name, 'Asha 3 R@o!_ José-María');
    expect(fields.name.value).toBe('Asha  Ro JoséMaría');
  });

  it("sends the message, thanks the shopper with the server's words and empties the form", async () => {
    const spy = contactApi(200, { success: true, message: THANKS });
    const { user, fillIn, submit } = await setup();
    await fillIn();

    await submit();

    const heading = await screen.findByRole('heading', { name: 'Thank you!' });
    expect(screen.getByText(THANKS)).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    const [url, init] = spy.mock.calls[0]!;
    expect(String(url)).toBe('/api/Contact/SendMessage');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      telephone: '9876543210',
      subject: 'Bulk order',
      message: 'Do you ship raw amethyst by the kilo?',
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    for (const label of ['Your name', 'E-mail address', 'Phone number', 'Subject', 'Message']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
  });

  it('shows the ticket number with the thanks (issue 23), keeping the spec’s words', async () => {
    contactApi(200, { success: true, message: THANKS, ticket_number: 'T-000123' });
    const { fillIn, submit } = await setup();
    await fillIn();
    await submit();
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(screen.getByText(THANKS)).toBeTruthy();
    expect(screen.getByText('Your ticket number is T-000123. We will acknowledge and answer your message within 48 hours.')).toBeTruthy();
  });

  it('shows the grievance officer from the settings: name, designation, e-mail and phone (issue 23)', async () => {
    await setup();
    const block = screen.getByRole('region', { name: 'Grievance Officer' });
    expect(within(block).getByText('Meera Sharma')).toBeTruthy();
    expect(within(block).getByText('Grievance Officer', { selector: 'bdi' })).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'grievance@stoneandcrystal.example' }).getAttribute('href')).toBe(
      'mailto:grievance@stoneandcrystal.example',
    );
    expect(within(block).getByRole('link', { name: '+91 141 400 7799' }).getAttribute('href')).toBe('tel:+911414007799');
  });

  it('shows a busy button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { fillIn, submit } = await setup();
    await fillIn();

    await submit();

    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toHaveProperty('disabled', true);
    answer(new Response(JSON.stringify({ success: true, message: THANKS }), { status: 200 }));
    expect(await screen.findByText(THANKS)).toBeTruthy();
  });

  it("shows the server's message in an alert when throttled (429), keeping what was typed", async () => {
    contactApi(429, { success: false, message: THROTTLED });
    const { fillIn, submit, fields } = await setup();
    await fillIn();

    await submit();

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(THROTTLED));
    expect(fields.name.value).toBe('Asha Rao');
    expect(fields.message.value).toBe('Do you ship raw amethyst by the kilo?');
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).toBeNull();
  });

  it('says the shop could not be reached when no answer comes', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { fillIn, submit } = await setup();
    await fillIn();

    await submit();

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('We could not reach the shop. Please check your connection and try again.'));
  });

  it('speaks Arabic, validation messages included', async () => {
    await changeLanguage('ar');
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { path: '/Contact' });
    await screen.findByRole('heading', { level: 1, name: 'اتصل بنا' });

    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));

    expect(screen.getByText('الاسم الأول مطلوب')).toBeTruthy();
    expect(screen.getByText('الرسالة مطلوبة')).toBeTruthy();
  });

  it('shows the grievance officer in Arabic', async () => {
    await changeLanguage('ar');
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.content.shopInfo(), shopInfo());
    renderWithProviders(<ContactPage />, { path: '/Contact', queryClient });
    const block = await screen.findByRole('region', { name: 'مسؤول التظلمات' });
    expect(within(block).getByText('المسمى الوظيفي')).toBeTruthy();
    expect(within(block).getByText('Meera Sharma')).toBeTruthy();
  });
});
