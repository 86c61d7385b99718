import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import { reviewFormSchema, reviewSchema } from './review';

const valid = {
  customer_name: 'Asha',
  customer_email: 'asha@example.com',
  review_text: 'Lovely polish, true colour.',
  review_rating: 4.5,
  product_id: 12,
};

function errors(input: unknown): Record<string, string> {
  const result = reviewSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('reviewSchema', () => {
  it('accepts a valid review', () => {
    expect(reviewSchema.parse(valid)).toEqual(valid);
    const form = {
      customer_name: valid.customer_name,
      customer_email: valid.customer_email,
      review_text: valid.review_text,
      review_rating: valid.review_rating,
    };
    expect(reviewFormSchema.parse(form)).toEqual(form);
  });

  it('has the spec messages', () => {
    expect(errors({ ...valid, customer_name: '' }).customer_name).toBe('Name is required');
    expect(errors({ ...valid, customer_email: '' }).customer_email).toBe('Email is required');
    expect(errors({ ...valid, customer_email: 'asha@' }).customer_email).toBe('Invalid email format');
    expect(errors({ ...valid, review_text: '' }).review_text).toBe('Description is required');
    expect(errors({ ...valid, review_text: '   ' }).review_text).toBe('Description is required');
  });

  it('limits the description to 2000 characters', () => {
    expect(errors({ ...valid, review_text: 'x'.repeat(2000) }).review_text).toBeUndefined();
    expect(errors({ ...valid, review_text: 'x'.repeat(2001) }).review_text).toBe('Description must be at most 2000 characters');
  });

  it('takes a rating from 1 to 5 in half steps', () => {
    for (const r of [1, 1.5, 3, 4.5, 5]) expect(errors({ ...valid, review_rating: r }).review_rating).toBeUndefined();
    expect(errors({ ...valid, review_rating: 0.5 }).review_rating).toBe('Rating must be between 1 and 5');
    expect(errors({ ...valid, review_rating: 5.5 }).review_rating).toBe('Rating must be between 1 and 5');
    expect(errors({ ...valid, review_rating: 4.2 }).review_rating).toBe('Rating must be in steps of 0.5');
    expect(errors({ ...valid, review_rating: '5' }).review_rating).toBe('Rating must be between 1 and 5');
  });

  it('needs a positive whole product_id', () => {
    for (const id of [0, -1, 1.5, '12', undefined]) {
      expect(errors({ ...valid, product_id: id }).product_id).toBe('product_id must be a positive whole number');
    }
  });
});
