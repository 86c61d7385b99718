import { z } from 'zod';
import { API_MAX_LIMIT, MAX_ID, DEFAULT_SORT, LISTING_DEFAULT_PAGE_SIZE, SORT_BY_VALUES, TEXT_LIMITS } from '../constants';
import { maxLengthMessage } from './common';

/**
 * A query-string parameter that must be a positive whole number ('page', 'limit',
 * 'product_id' ...): digits only, read as a number; a number is accepted as it is.
 * Fails with '{name} must be a positive whole number', or '{name} must be at most {max}'
 * (max defaults to MAX_ID, the largest value an id column holds).
 */
export function positiveIntParam(name: string, options: { max?: number } = {}) {
  const max = options.max ?? MAX_ID;
  const invalid = `${name} must be a positive whole number`;
  const base = z.union([z.string(), z.number()], { error: invalid }).transform((value) => {
    if (typeof value === 'number') return value;
    const text = value.trim();
    return /^\d+$/.test(text) ? Number(text) : Number.NaN;
  });
  const number = z.number({ error: invalid }).int({ error: invalid }).positive({ error: invalid });
  // Documented as what it is (the OpenAPI document would otherwise say "any string or number").
  return base.pipe(number.max(max, { error: `${name} must be at most ${max}` })).meta({ 'x-integer': { minimum: 1, maximum: max } });
}

/** sort_by: featured (the default), price_desc (High to Low) or price_asc (Low to High). */
export const sortBySchema = z.enum(SORT_BY_VALUES, { error: `sort_by must be one of ${SORT_BY_VALUES.join(', ')}` }).default(DEFAULT_SORT);

/** An optional search keyword, trimmed, at most 100 characters. */
export const keywordParam = z
  .string({ error: 'keyword must be text' })
  .trim()
  .max(TEXT_LIMITS.keyword, { error: maxLengthMessage('keyword', TEXT_LIMITS.keyword) })
  .optional();

/** page (default 1) and limit (default 10, at most 100) of a paged list call. */
export const pageQuerySchema = z.object({
  page: positiveIntParam('page').default(1),
  limit: positiveIntParam('limit', { max: API_MAX_LIMIT }).default(LISTING_DEFAULT_PAGE_SIZE),
});

export type PageQuery = z.output<typeof pageQuerySchema>;
