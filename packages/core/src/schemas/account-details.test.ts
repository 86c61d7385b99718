import { describe, expect, it } from 'vitest';
import { accountDetailsSchema, accountDetailsSchemaFor, newPasswordError, updateCustomerRequestFromForm, updateCustomerRequestSchema } from './account-details';
import { fieldErrors } from './common';

const profile = {
  customer_name: 'Asha',
  customer_display_name: 'asha_r',
  customer_email: 'asha@example.com',
};

function errors(input: unknown): Record<string, string> {
  const result = accountDetailsSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('accountDetailsSchema', () => {
  it('accepts a profile without a password change', () => {
    expect(errors(profile)).toEqual({});
    expect(errors({ ...profile, current_password: '', new_password: '', confirm_password: '' })).toEqual({});
  });

  it('has the profile messages', () => {
    expect(errors({})).toEqual({
      customer_name: 'First Name is required',
      customer_display_name: 'Display Name is required',
      customer_email: 'Email Address is required',
    });
    expect(errors({ ...profile, customer_email: 'asha.example.com' }).customer_email).toBe('Enter a valid email address');
  });

  it('needs a new password when the current one is typed', () => {
    expect(errors({ ...profile, current_password: 'OldPass1', new_password: '', confirm_password: '' })).toEqual({
      new_password: 'New password is required',
    });
  });

  // Issue 9: the spec's 6 let an account keep a password the login form (8 to 20) refuses.
  it("needs at least 8 characters (login's minimum), with or without the current password", () => {
    expect(errors({ ...profile, current_password: 'OldPass1', new_password: 'abc1234', confirm_password: 'abc1234' })).toEqual({
      new_password: 'Password must be at least 8 characters',
    });
    expect(errors({ ...profile, new_password: 'abc1234', confirm_password: 'abc1234' })).toEqual({
      new_password: 'Password must be at least 8 characters',
    });
    expect(errors({ ...profile, current_password: 'OldPass1', new_password: 'abc12345', confirm_password: 'abc12345' })).toEqual({});
  });

  it('refuses a new password the 20-character login form could not take', () => {
    const long = 'x'.repeat(21);
    expect(errors({ ...profile, current_password: 'OldPass1', new_password: long, confirm_password: long })).toEqual({
      new_password: 'Password must be less than 20 characters long',
    });
  });

  it("reports 'Passwords do not match'", () => {
    expect(errors({ ...profile, current_password: 'OldPass1', new_password: 'abc12345', confirm_password: 'abc12346' })).toEqual({
      confirm_password: 'Passwords do not match',
    });
    expect(errors({ ...profile, confirm_password: 'abc124' })).toEqual({ confirm_password: 'Passwords do not match' });
  });

  it('checks the passwords even while a profile field is wrong', () => {
    expect(errors({ ...profile, customer_name: '', current_password: 'OldPass1', new_password: '' })).toEqual({
      customer_name: 'First Name is required',
      new_password: 'New password is required',
    });
  });
});

describe('accountDetailsSchemaFor (the form, knowing the account’s e-mail)', () => {
  const formErrors = (input: unknown) => {
    const result = accountDetailsSchemaFor('asha@example.com').safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it('needs the current password, and no new one, to change the e-mail', () => {
    expect(formErrors({ ...profile, customer_email: 'new@example.com' })).toEqual({
      current_password: 'Enter your current password to change your email address',
    });
    expect(formErrors({ ...profile, customer_email: 'new@example.com', current_password: 'OldPass1' })).toEqual({});
    // The same e-mail in another case or with spaces is no change.
    expect(formErrors({ ...profile, customer_email: ' ASHA@example.com ' })).toEqual({});
    expect(formErrors({ ...profile, current_password: 'OldPass1' })).toEqual({ new_password: 'New password is required' });
  });
});

describe('newPasswordError', () => {
  it('follows the same rule', () => {
    expect(newPasswordError(undefined, undefined)).toBeNull();
    expect(newPasswordError('x', '')).toBe('New password is required');
    expect(newPasswordError('', '1234567')).toBe('Password must be at least 8 characters');
    expect(newPasswordError('', '12345678')).toBeNull();
  });
});

describe('updateCustomerRequestSchema', () => {
  it('takes customer_password as the new password, with the same rules', () => {
    expect(updateCustomerRequestSchema.parse({ ...profile, current_password: 'OldPass1', customer_password: 'abc12345' })).toEqual({
      ...profile,
      current_password: 'OldPass1',
      customer_password: 'abc12345',
    });
    // A current password alone may authorise an e-mail change: the server, which knows the
    // stored e-mail, asks for a new password when the e-mail stays.
    expect(updateCustomerRequestSchema.safeParse({ ...profile, current_password: 'OldPass1' }).success).toBe(true);
  });

  it('is built from the form, leaving out blank passwords', () => {
    const form = accountDetailsSchema.parse({ ...profile, current_password: '', new_password: '', confirm_password: '' });
    expect(updateCustomerRequestFromForm(form)).toEqual(profile);
    const change = accountDetailsSchema.parse({ ...profile, current_password: 'OldPass1', new_password: 'abc12345', confirm_password: 'abc12345' });
    expect(updateCustomerRequestFromForm(change)).toEqual({ ...profile, current_password: 'OldPass1', customer_password: 'abc12345' });
  });
});
