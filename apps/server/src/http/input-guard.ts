import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from './errors.js';

/**
 * Control characters no text field of the shop takes: C0 controls other than tab, line feed
 * and carriage return (multi-line fields keep those), and DEL. PostgreSQL refuses a NUL in
 * text outright; the others are never typed by a person and only hide what a text says.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** With the u flag a surrogate pair is one code point, so only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with a text: a control character, or a lone UTF-16 surrogate (JSON's "\ud800"), which no database stores as sent. */
export function textProblem(text: string): string | null {
  if (CONTROL_CHARACTER.test(text)) return 'must not contain control characters';
  if (LONE_SURROGATE.test(text)) return 'must be valid text (it holds a broken character)';
  return null;
}

/**
 * Where the first string (or object key) holding a control character or a lone surrogate
 * is in a parsed query, body or params, and what is wrong: the path is dotted
 * ('address.town_city', 'CartInfo.0.note'), '' for the value itself. Null when all is well.
 */
export function badTextAt(value: unknown): { path: string; problem: string } | null {
  // A stack, not recursion: a body nested thousands deep must not overflow the call stack.
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return { path, problem };
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i]!;
        const at = path ? `${path}.${key}` : key;
        const problem = textProblem(key);
        if (problem) return { path: printable(at), problem };
        stack.push([inner, at]);
      }
    }
  }
  return null;
}

/**
 * Refuses, with 400 and before validation, any API request whose query, path parameters or
 * JSON body holds a control character or a lone surrogate in a string or key, so no route (today's or a later one)
 * hands one to the database, on either engine.
 */
export const refuseControlCharacters: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const bad = badTextAt(part);
      if (bad) throw badRequest(`${bad.path || 'The request'} ${bad.problem}`);
    }
  });
};
// Not encapsulated: the hook applies to every route of the scope that registers it (the /api scope).
(refuseControlCharacters as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

/** A path fit for a message: its own bad characters shown as \uXXXX escapes. */
function printable(path: string): string {
  return Array.from(path, (ch) => (textProblem(ch) ? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}` : ch)).join('');
}
