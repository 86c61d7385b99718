import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from './errors.js';

export const CREDENTIALS_IN_URL = 'Send credentials in the request body, never in the URL.';

/** A query parameter whose (decoded) name holds 'password', in any case. */
const PASSWORD_PARAM = /password/i;

/** Whether a URL carries a password-like query parameter. */
export function hasPasswordInQuery(url: string): boolean {
  const q = url.indexOf('?');
  if (q < 0) return false;
  for (const name of new URLSearchParams(url.slice(q + 1)).keys()) {
    if (PASSWORD_PARAM.test(name)) return true;
  }
  return false;
}

/** A query parameter's name as the server reads it ('p%61ssword' is 'password'). */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * Names of query parameters whose values are secrets to keep out of logs: anything with
 * 'password', 'token' (token, access_token, refreshToken), 'secret' or 'signature' in it,
 * and the invoice link's `key` (or api_key, apikey).
 */
const SECRET_PARAM = /password|token|secret|signature|^(api[_-]?)?key$/i;

/**
 * The URL with the value of every secret-like parameter (by decoded name) replaced by
 * '[redacted]', for log lines. Unlike a pattern over the raw URL, it also catches names
 * with percent-encoded letters.
 */
export function redactSecretsInUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq < 0) return part;
      const name = decodedName(part.slice(0, eq));
      return SECRET_PARAM.test(name) ? `${part.slice(0, eq)}=[redacted]` : part;
    });
  return `${url.slice(0, q + 1)}${params.join('&')}`;
}

/**
 * Refuses, with 400 and before anything else runs (no body parsing, no validation, no
 * handler), any API request with a password in its URL: URLs end up in logs, proxies and
 * browser history. The request logger redacts such values too.
 */
export const refuseCredentialsInUrl: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (req) => {
    if (hasPasswordInQuery(req.url)) throw badRequest(CREDENTIALS_IN_URL);
  });
};
// Not encapsulated: the hook applies to every route of the scope that registers it (the /api scope).
(refuseCredentialsInUrl as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
