import { describe, expect, it } from 'vitest';
import { EMAIL_SPECIAL_CHARACTERS, EMAIL_SPECIAL_CHARACTER_PATTERN, fieldErrors, firstIssueMessage } from './common';

describe('email special characters', () => {
  it('are exactly the spec set', () => {
    for (const ch of EMAIL_SPECIAL_CHARACTERS) expect(EMAIL_SPECIAL_CHARACTER_PATTERN.test(ch)).toBe(true);
    expect(EMAIL_SPECIAL_CHARACTERS).toBe('!@#$%^&(),.?":{}|<>');
    for (const ch of ['a', '1', '_', '-', '+', '*', '~']) expect(EMAIL_SPECIAL_CHARACTER_PATTERN.test(ch)).toBe(false);
  });
});

describe('issue helpers', () => {
  const error = {
    issues: [
      { message: 'Email is required', path: ['email'] },
      { message: 'Invalid email format', path: ['email'] },
      { message: 'Too small', path: ['items', 0, 'quantity'] },
      { message: 'Whole', path: [] },
    ],
  };

  it('reads the first message', () => {
    expect(firstIssueMessage(error)).toBe('Email is required');
    expect(firstIssueMessage({ issues: [] })).toBe('Invalid input');
  });

  it('keeps the first message per field', () => {
    expect(fieldErrors(error)).toEqual({ email: 'Email is required', 'items.0.quantity': 'Too small', '': 'Whole' });
  });
});
