import { z } from 'zod';
import { MAX_ID } from '../constants';
import { maxLengthMessage } from '../schemas/common';
import { positiveIntParam } from '../schemas/query';

/**
 * The back office's API conventions (`/api/admin/…`), shared by the server and the admin app:
 * - a success is `{ success: true, data }`; a list adds `total`, `page` and `page_size`;
 * - a failure is `{ success: false, message }` (and `errors`, by row and column, for imports);
 * - ids in paths are whole numbers from 1 to MAX_ID; text is trimmed and bounded.
 */

export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

/** `{ success: true, data }` for a data schema. */
export function adminData<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, data: [...], total, page, page_size }` for a row schema. */
export function adminPage<T extends z.ZodType>(row: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

export const adminOkSchema = z.object({ success: z.literal(true), message: z.string() });

/** `?page=&page_size=` of a list call: page from 1, 1 to 100 rows (the storefront's messages). */
export const adminPagingQuery = z.object({
  page: positiveIntParam('page', { max: 1_000_000 }).default(1),
  page_size: positiveIntParam('page_size', { max: ADMIN_PAGE_SIZE_MAX }).default(ADMIN_PAGE_SIZE_DEFAULT),
});

/** `{id}` in a path: '12' → 12; anything else is 400 with `label` named. */
export function adminIdParam(label = 'id') {
  const message = `${label} must be a whole number from 1 to ${MAX_ID}`;
  // Digits only: Number() would also read '0x10', '+1', '1e3' and ' 7 ' as ids.
  return z
    .union(
      [
        z.number({ error: message }),
        z
          .string({ error: message })
          .regex(/^\d{1,10}$/, { error: message })
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_ID, { error: message }))
    .meta({ 'x-integer': { minimum: 1, maximum: MAX_ID } });
}

/** Required text of at most `max` characters, trimmed; the label names it in messages. */
export function adminText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: maxLengthMessage(label, max) });
}

/** Optional text ('' allowed) of at most `max` characters, trimmed. */
export function adminOptionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: maxLengthMessage(label, max) });
}
