import { sql, type Expression, type SqlBool } from 'kysely';
import { escapeLike } from '../../../db/sql-helpers.js';

/**
 * Whether any of the columns contains `text`, ignoring case, on SQLite and PostgreSQL alike
 * (both lower the column and the text; SQLite's lower() folds ASCII letters only). LIKE's
 * wildcards in the text are matched literally.
 */
export function anyContains(columns: string[], text: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const parts = columns.map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** Whether a database error is a foreign-key violation (SQLite or PostgreSQL): a row referred to is gone. */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** The offset of a page (from 1) of `pageSize` rows. */
export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
