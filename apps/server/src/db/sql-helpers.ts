import { sql, type Expression, type SqlBool } from 'kysely';

/** Escapes LIKE's wildcards so a shopper's '%' or '_' is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c);
}

/** A LIKE pattern matching `text` anywhere, lower-cased, with LIKE's own characters taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text.toLowerCase())}%`;
}

/** `products.product_title_lc` contains the (already lower-cased) keyword, on SQLite and PostgreSQL alike. */
export function titleContains(keywordLc: string, alias = 'p') {
  return sql<boolean>`${sql.ref(`${alias}.product_title_lc`)} like ${'%' + escapeLike(keywordLc) + '%'} escape '\\'`;
}

/**
 * Whether any of the columns contains `text`, ignoring case, on SQLite and PostgreSQL alike
 * (both lower the column and the text; SQLite's lower() folds ASCII letters only). LIKE's
 * wildcards in the text are matched literally.
 */
export function anyContains(columns: string[], text: string): Expression<SqlBool> {
  const pattern = containsPattern(text);
  const parts = columns.map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** Whether a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** Whether a database error is a foreign-key violation (SQLite or PostgreSQL): a row referred to is gone. */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** The offset of a page (from 1) of `pageSize` rows. */
export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

/** A page of the back office's lists as the services answer it (the routes add `success`). */
export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  page_size: number;
}
