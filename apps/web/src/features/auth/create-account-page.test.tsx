import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, SIGN_UP_MESSAGES } from '@shop/core';
import { renderWithProviders } from '../../test/render';
import CreateAccountPage from './create-account-page';
import { bodyOf, stubApi } from '../../test/api-stub';

const submit = () => screen.getByRole('button', { name: 'Submit & Register' });

async function fillValid({ terms = true } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), 'Mira');
  await user.type(screen.getByLabelText('Email'), 'mira@example.com');
  await user.type(screen.getByLabelText('Password'), 'Crystal#2024');
  await user.type(screen.getByLabelText('Confirm password'), 'Crystal#2024');
  if (terms) await user.click(screen.getByLabelText('I agree to the terms and conditions'));
  return user;
}

describe('CreateAccountPage', () => {
  it('keeps the button disabled until the form is valid, changed and the terms are ticked', async () => {
    renderWithProviders(<CreateAccountPage />, { path: '/CreateAccount' });
    await screen.findByLabelText('Username');
    expect(submit().hasAttribute('disabled')).toBe(true);
    const user = await fillValid({ terms: false });
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(true));
    await user.click(screen.getByLabelText('I agree to the terms and conditions'));
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false), { timeout: 4000 });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/Login');
  });

  it('shows the username, e-mail and password messages', async () => {
    renderWithProviders(<CreateAccountPage />, { path: '/CreateAccount' });
    const user = userEvent.setup();
    const username = await screen.findByLabelText('Username');
    await user.type(username, 'ab');
    expect(await screen.findByText(SIGN_UP_MESSAGES.usernameMin)).toBeTruthy();
    await user.clear(username);
    expect(await screen.findByText(SIGN_UP_MESSAGES.usernameRequired)).toBeTruthy();
    await user.type(username, 'a'.repeat(21));
    expect(await screen.findByText(SIGN_UP_MESSAGES.usernameMax)).toBeTruthy();

    const email = screen.getByLabelText('Email');
    await user.type(email, 'mira');
    expect(await screen.findByText(SIGN_UP_MESSAGES.emailInvalid)).toBeTruthy();

    const password = screen.getByLabelText('Password');
    const cases: Array<[string, string]> = [
      ['Ab1@', SIGN_UP_MESSAGES.passwordMin],
      ['Abcdefgh1@' + 'x'.repeat(11), SIGN_UP_MESSAGES.passwordMax],
      ['abcdefg1@', SIGN_UP_MESSAGES.passwordUppercase],
      ['ABCDEFG1@', SIGN_UP_MESSAGES.passwordLowercase],
      ['Abcdefgh@', SIGN_UP_MESSAGES.passwordNumber],
      ['Abcdefgh1', SIGN_UP_MESSAGES.passwordSpecial],
    ];
    for (const [value, message] of cases) {
      await user.clear(password);
      await user.type(password, value);
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await user.clear(password);
    await user.type(password, 'Crystal#2024');
    const confirm = screen.getByLabelText('Confirm password');
    await user.type(confirm, 'Crystal#2025');
    expect(await screen.findByText(SIGN_UP_MESSAGES.confirmMatch)).toBeTruthy();
    await user.clear(confirm);
    expect(await screen.findByText(SIGN_UP_MESSAGES.confirmRequired)).toBeTruthy();
  });

  it('sends the account and goes to /Login', async () => {
    const fetch = stubApi({ 'Users/UserSignUp': () => ({ body: { success: true, message: 'Account created. Please log in.' } }) });
    const { router } = renderWithProviders(<CreateAccountPage />, { path: '/CreateAccount' });
    const user = await fillValid();
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false), { timeout: 4000 });
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(bodyOf(fetch.mock.calls[0]![1])).toEqual({
      customer_name: 'Mira',
      customer_email: 'mira@example.com',
      customer_password: 'Crystal#2024',
      terms: true,
    });
  });

  it('shows a refusal as a toast and under the username', async () => {
    stubApi({ 'Users/UserSignUp': () => ({ status: 409, body: { success: false, message: 'An account with this email already exists.' } }) });
    const { router } = renderWithProviders(<CreateAccountPage />, { path: '/CreateAccount' });
    const user = await fillValid();
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false), { timeout: 4000 });
    await user.click(submit());
    await waitFor(() => expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(2));
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/CreateAccount');
  });

  it("falls back to 'Account not created'", async () => {
    stubApi({ 'Users/UserSignUp': () => ({ status: 400, body: { success: false } }) });
    renderWithProviders(<CreateAccountPage />, { path: '/CreateAccount' });
    const user = await fillValid();
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false), { timeout: 4000 });
    await user.click(submit());
    await waitFor(() => expect(screen.getAllByText(MESSAGES.accountNotCreated)).toHaveLength(2));
  });

  it('says so when no response comes', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<CreateAccountPage />, { path: '/CreateAccount' });
    const user = await fillValid();
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false), { timeout: 4000 });
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.noResponse)).toBeTruthy();
  });
});
