import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_RESET_MESSAGES } from '@shop/core';
import { MESSAGE_GROUPS } from './account-messages';

const localeDir = resolve(dirname(import.meta.filename), '../../../public/locales');
const load = (lng: string) => JSON.parse(readFileSync(`${localeDir}/${lng}/account.json`, 'utf8')) as Record<string, any>;

function keys(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keys(child as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('account translations', () => {
  const en = load('en');
  const ar = load('ar');

  it('has the same keys in English and Arabic', () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
  });

  it("quotes core's messages exactly in English", () => {
    expect(en.messages).toEqual(MESSAGE_GROUPS);
  });

  it("quotes the spec's screen texts exactly", () => {
    expect(en.login.submit).toBe(MESSAGES.loginButton);
    expect(en.login.submitBusy).toBe(MESSAGES.loginButtonBusy);
    expect(en.login.createAccountLink).toBe(MESSAGES.createAccountLink);
    expect(en.signUp.submit).toBe(MESSAGES.signUpButton);
    expect(en.signUp.submitBusy).toBe(MESSAGES.signUpButtonBusy);
    expect(en.logout.title).toBe(MESSAGES.logoutTitle);
    expect(en.logout.text).toBe(MESSAGES.logoutText);
    expect(en.addressForm.makeDefault).toBe(MESSAGES.makeDefaultAddress);
    expect(en.details.success).toBe(MESSAGES.resultSuccessTitle);
    expect(en.details.failed).toBe(MESSAGES.resultFailedTitle);
    expect(en.login.title).toBe('Login');
    expect(en.address.billing).toBe('Billing Address');
    expect(en.address.create).toBe('Create Address');
    expect(en.addressForm.save).toBe('Save Change');
    expect(en.addressForm.update).toBe('Update');
  });

  it("quotes core's password recovery texts exactly (issue 17)", () => {
    expect(en.login.forgotLink).toBe(PASSWORD_RESET_MESSAGES.forgotLink);
    expect(en.forgotPassword.heading).toBe(PASSWORD_RESET_MESSAGES.forgotTitle);
    expect(en.forgotPassword.intro).toBe(PASSWORD_RESET_MESSAGES.forgotIntro);
    expect(en.forgotPassword.submit).toBe(PASSWORD_RESET_MESSAGES.forgotButton);
    expect(en.forgotPassword.submitBusy).toBe(PASSWORD_RESET_MESSAGES.forgotButtonBusy);
    expect(en.forgotPassword.backToLogin).toBe(PASSWORD_RESET_MESSAGES.backToLogin);
    expect(en.resetPassword.heading).toBe(PASSWORD_RESET_MESSAGES.resetTitle);
    expect(en.resetPassword.submit).toBe(PASSWORD_RESET_MESSAGES.resetButton);
    expect(en.resetPassword.submitBusy).toBe(PASSWORD_RESET_MESSAGES.resetButtonBusy);
    expect(en.resetPassword.backToLogin).toBe(PASSWORD_RESET_MESSAGES.backToLogin);
  });

  it('translates every message of the password recovery into Arabic', () => {
    for (const [name, english] of Object.entries(en.messages.passwordReset as Record<string, string>)) {
      expect(ar.messages.passwordReset[name], name).toMatch(/[\u0600-\u06FF]/);
      expect(ar.messages.passwordReset[name], name).not.toBe(english);
    }
    expect(ar.passwordReset.throttled).toMatch(/[\u0600-\u06FF]/);
  });
});
