import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import { contactSchema } from './contact';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  telephone: '9876543210',
  subject: 'Bulk order',
  message: 'Do you ship raw amethyst by the kilo?',
};

function errors(input: unknown): Record<string, string> {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('contactSchema', () => {
  it('accepts a valid message', () => {
    expect(contactSchema.parse(valid)).toEqual(valid);
  });

  it('has every required message', () => {
    expect(errors({ name: '', email: '', telephone: '', subject: '', message: '' })).toEqual({
      name: 'First Name is required',
      email: 'Email is required',
      telephone: 'Phone number is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it("says 'Email is not valid'", () => {
    expect(errors({ ...valid, email: 'asha@example' }).email).toBe('Email is not valid');
  });

  it('needs exactly 10 digits of phone number', () => {
    for (const telephone of ['987654321', '98765432101', '98765 43210', '+919876543']) {
      expect(errors({ ...valid, telephone }).telephone).toBe('Phone number must be exactly 10 digits');
    }
  });

  it('limits the length of the text', () => {
    expect(errors({ ...valid, message: 'x'.repeat(5001) }).message).toBe('Message must be at most 5000 characters');
    expect(errors({ ...valid, subject: 'x'.repeat(201) }).subject).toBe('Subject must be at most 200 characters');
    expect(errors({ ...valid, name: 'x'.repeat(101) }).name).toBe('Name must be at most 100 characters');
  });
});
