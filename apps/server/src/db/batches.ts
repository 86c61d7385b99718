import { setImmediate as nextTurn } from 'node:timers/promises';

/** Rows per multi-row INSERT or UPDATE … FROM (VALUES …): well under either engine's parameter limit. */
export const BATCH_ROWS = 400;

/** `list` cut into pieces of `size`. */
export function chunks<T>(list: readonly T[], size = BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * chunks(), with a turn of the event loop before each batch after the first: SQLite's driver
 * answers synchronously, so a long run of statements (a 50,000-row import) would otherwise
 * hold every other request until it ends.
 */
export async function* inTurns<T>(list: readonly T[], size = BATCH_ROWS): AsyncGenerator<T[]> {
  for (let i = 0; i < list.length; i += size) {
    if (i > 0) await nextTurn();
    yield list.slice(i, i + size);
  }
}
