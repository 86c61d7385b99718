import { sql } from 'kysely';

/** Escapes LIKE's wildcards so a shopper's '%' or '_' is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c);
}

/** `products.product_title_lc` contains the (already lower-cased) keyword, on SQLite and PostgreSQL alike. */
export function titleContains(keywordLc: string, alias = 'p') {
  return sql<boolean>`${sql.ref(`${alias}.product_title_lc`)} like ${'%' + escapeLike(keywordLc) + '%'} escape '\\'`;
}

/** Whether a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
