import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssueMessage } from './common';
import { keywordParam, pageQuerySchema, positiveIntParam, sortBySchema } from './query';

function message(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('positiveIntParam', () => {
  const page = positiveIntParam('page');
  const limit = positiveIntParam('limit', { max: 100 });

  it('reads a query string as a positive whole number', () => {
    expect(page.parse('3')).toBe(3);
    expect(page.parse(' 12 ')).toBe(12);
    expect(page.parse(7)).toBe(7);
    expect(limit.parse('100')).toBe(100);
  });

  it("fails with '{name} must be a positive whole number'", () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '', '1e3', 0, -2, 2.5, null, '99999999999999999999']) {
      expect(message(page, bad)).toBe('page must be a positive whole number');
    }
  });

  it("fails above the maximum with '{name} must be at most {max}'", () => {
    expect(message(limit, '101')).toBe('limit must be at most 100');
  });
});

describe('sortBySchema', () => {
  it('is featured by default and takes the three values', () => {
    expect(sortBySchema.parse(undefined)).toBe('featured');
    expect(sortBySchema.parse('price_desc')).toBe('price_desc');
    expect(sortBySchema.parse('price_asc')).toBe('price_asc');
  });

  it('names the allowed values', () => {
    expect(message(sortBySchema, 'cheapest')).toBe('sort_by must be one of featured, price_desc, price_asc');
  });
});

describe('pageQuerySchema', () => {
  it('defaults page 1 and limit 10', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageQuerySchema.parse({ page: '2', limit: '30' })).toEqual({ page: 2, limit: 30 });
  });

  it('refuses a limit above 100', () => {
    expect(message(pageQuerySchema, { limit: '500' })).toBe('limit must be at most 100');
  });
});

describe('keywordParam', () => {
  it('is optional, trimmed text of at most 100 characters', () => {
    expect(keywordParam.parse(undefined)).toBeUndefined();
    expect(keywordParam.parse('  quartz ')).toBe('quartz');
    expect(message(keywordParam, 'x'.repeat(101))).toBe('keyword must be at most 100 characters');
  });
});
