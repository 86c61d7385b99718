import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import { signUpRequestFromForm, signUpRequestSchema, signUpSchema } from './sign-up';

const valid = {
  username: 'asha',
  email: 'asha@example.com',
  password: 'Crystal#2024',
  confirm_password: 'Crystal#2024',
  terms: true,
};

function errors(input: unknown): Record<string, string> {
  const result = signUpSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

function passwordMessages(password: string): string[] {
  const result = signUpSchema.safeParse({ ...valid, password, confirm_password: password });
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'password').map((i) => i.message);
}

describe('signUpSchema', () => {
  it('accepts a valid form', () => {
    expect(signUpSchema.parse(valid)).toEqual(valid);
  });

  it('username: required, 3 to 20 characters', () => {
    expect(errors({ ...valid, username: '' }).username).toBe('Username is required');
    expect(errors({ ...valid, username: 'ab' }).username).toBe('Username must be at least 3 characters long');
    expect(errors({ ...valid, username: 'abc' }).username).toBeUndefined();
    expect(errors({ ...valid, username: 'x'.repeat(20) }).username).toBeUndefined();
    expect(errors({ ...valid, username: 'x'.repeat(21) }).username).toBe('Username must be less than 20 characters');
  });

  it('email: as in login', () => {
    expect(errors({ ...valid, email: '' }).email).toBe('Email is required');
    expect(errors({ ...valid, email: 'nope' }).email).toBe('Invalid email format');
    const result = signUpSchema.safeParse({ ...valid, email: 'nope' });
    const messages = result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'email').map((i) => i.message);
    expect(messages).toContain('Email must contain at least one special character');
  });

  it('password: 8 to 20 characters', () => {
    expect(passwordMessages('')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    expect(passwordMessages('Ab1#xyz')).toEqual(['Password must be at least 8 characters long']);
    expect(passwordMessages('Ab1#xyzw')).toEqual([]);
    expect(passwordMessages(`Ab1#${'x'.repeat(16)}`)).toEqual([]);
    expect(passwordMessages(`Ab1#${'x'.repeat(17)}`)).toEqual(['Password must be less than 20 characters long']);
  });

  it('password: each character class has its own message', () => {
    expect(passwordMessages('crystal#2024')).toEqual(['Password must contain at least one uppercase letter']);
    expect(passwordMessages('CRYSTAL#2024')).toEqual(['Password must contain at least one lowercase letter']);
    expect(passwordMessages('Crystal#stone')).toEqual(['Password must contain at least one number']);
    expect(passwordMessages('Crystal2024!')).toEqual(['Password must contain at least one special character']);
    expect(passwordMessages('Crystal@2024')).toEqual([]);
    expect(passwordMessages('abcdefgh')).toEqual([
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });

  it('confirm password: required and equal', () => {
    expect(errors({ ...valid, confirm_password: '' }).confirm_password).toBe('Confirm Password is required');
    expect(errors({ ...valid, confirm_password: undefined }).confirm_password).toBe('Confirm Password is required');
    expect(errors({ ...valid, confirm_password: 'Crystal#2025' }).confirm_password).toBe('Passwords must match');
  });

  it('reports a mismatch even while another field is wrong', () => {
    expect(errors({ ...valid, username: '', confirm_password: 'other' })).toEqual({
      username: 'Username is required',
      confirm_password: 'Passwords must match',
    });
  });

  it('terms: must be ticked', () => {
    expect(errors({ ...valid, terms: false }).terms).toBe('You must accept the terms and conditions');
  });
});

describe('signUpRequestSchema', () => {
  const body = {
    customer_name: 'asha',
    customer_email: 'asha@example.com',
    customer_password: 'Crystal#2024',
    terms: true,
  };

  it('accepts a valid body and maps from the form', () => {
    expect(signUpRequestSchema.parse(body)).toEqual(body);
    expect(signUpRequestFromForm(signUpSchema.parse(valid))).toEqual(body);
  });

  it('applies the same rules and messages', () => {
    const result = signUpRequestSchema.safeParse({
      customer_name: 'as',
      customer_email: 'asha',
      customer_password: 'password',
      terms: false,
    });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      customer_name: 'Username must be at least 3 characters long',
      customer_email: 'Invalid email format',
      customer_password: 'Password must contain at least one uppercase letter',
      terms: 'You must accept the terms and conditions',
    });
  });

  it('requires every field', () => {
    const result = signUpRequestSchema.safeParse({});
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      customer_name: 'Username is required',
      customer_email: 'Email is required',
      customer_password: 'Password is required',
      terms: 'You must accept the terms and conditions',
    });
  });
});
