import { describe, expect, it } from 'vitest';
import { fieldErrors, firstIssueMessage } from './common';
import { checkSecurityCode, loginRequestSchema, loginSchema, loginSchemaFor } from './login';

const valid = { email: 'asha@example.com', password: 'Secret123', security_code: 4821, rememberMe: false };

function errors(input: unknown): Record<string, string> {
  const result = loginSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('loginSchema', () => {
  it('accepts a valid form and defaults rememberMe to false', () => {
    const withoutRemember = { email: valid.email, password: valid.password, security_code: valid.security_code };
    expect(loginSchema.parse(withoutRemember)).toEqual({ ...valid, rememberMe: false });
    expect(loginSchema.parse({ ...valid, rememberMe: true }).rememberMe).toBe(true);
  });

  it('email: required, valid, with a special character', () => {
    expect(errors({ ...valid, email: '' }).email).toBe('Email is required');
    expect(errors({ ...valid, email: '   ' }).email).toBe('Email is required');
    expect(errors({ ...valid, email: undefined }).email).toBe('Email is required');
    expect(errors({ ...valid, email: 'asha' }).email).toBe('Invalid email format');
    expect(errors({ ...valid, email: 'asha@example' }).email).toBe('Invalid email format');
    expect(errors({ ...valid, email: ' asha@example.com ' }).email).toBeUndefined();
  });

  it("email: 'Email must contain at least one special character' when it has none", () => {
    const result = loginSchema.safeParse({ ...valid, email: 'ashaexamplecom' });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'email').map((i) => i.message);
    expect(messages).toEqual(['Invalid email format', 'Email must contain at least one special character']);
  });

  it('password: required, 8 to 20 characters', () => {
    expect(errors({ ...valid, password: '' }).password).toBe('Password is required');
    expect(errors({ ...valid, password: undefined }).password).toBe('Password is required');
    expect(errors({ ...valid, password: '1234567' }).password).toBe('Password must be at least 8 characters long');
    expect(errors({ ...valid, password: '12345678' }).password).toBeUndefined();
    expect(errors({ ...valid, password: 'x'.repeat(20) }).password).toBeUndefined();
    expect(errors({ ...valid, password: 'x'.repeat(21) }).password).toBe('Password must be less than 20 character');
  });

  it('security_code: a number, required', () => {
    expect(errors({ ...valid, security_code: undefined }).security_code).toBe('Security code is required');
    expect(errors({ ...valid, security_code: '' }).security_code).toBe('Security code is required');
    expect(errors({ ...valid, security_code: Number.NaN }).security_code).toBe('Security code is required');
    expect(loginSchema.parse({ ...valid, security_code: '4821' }).security_code).toBe(4821);
  });

  it('puts the required message first for each field', () => {
    const result = loginSchema.safeParse({ email: '', password: '', security_code: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        email: 'Email is required',
        password: 'Password is required',
        security_code: 'Security code is required',
      });
      expect(firstIssueMessage(result.error)).toBe('Email is required');
    }
  });
});

describe('security code check', () => {
  it("is 'Invalid security code' unless the typed code equals the shown one", () => {
    expect(checkSecurityCode(4821, 4821)).toBeNull();
    expect(checkSecurityCode('4821', 4821)).toBeNull();
    expect(checkSecurityCode(4822, 4821)).toBe('Invalid security code');
    expect(checkSecurityCode('', 4821)).toBe('Invalid security code');
    expect(checkSecurityCode(undefined, 4821)).toBe('Invalid security code');
  });

  it('binds the form to the shown code', () => {
    expect(loginSchemaFor(4821).safeParse(valid).success).toBe(true);
    const wrong = loginSchemaFor(1111).safeParse(valid);
    expect(wrong.success ? {} : fieldErrors(wrong.error)).toEqual({ security_code: 'Invalid security code' });
  });

  it('reports a wrong code even while another field is wrong', () => {
    const result = loginSchemaFor(1111).safeParse({ ...valid, email: '' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      email: 'Email is required',
      security_code: 'Invalid security code',
    });
  });

  it('keeps "required" rather than "invalid" for a missing code', () => {
    const result = loginSchemaFor(1111).safeParse({ ...valid, security_code: '' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ security_code: 'Security code is required' });
  });
});

describe('loginRequestSchema', () => {
  it('applies the same rules to the wire names', () => {
    expect(loginRequestSchema.parse({ customer_email: 'asha@example.com', customer_password: 'Secret123' })).toEqual({
      customer_email: 'asha@example.com',
      customer_password: 'Secret123',
      rememberMe: false,
    });
    const result = loginRequestSchema.safeParse({ customer_email: 'x', customer_password: 'short' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      customer_email: 'Invalid email format',
      customer_password: 'Password must be at least 8 characters long',
    });
  });
});
