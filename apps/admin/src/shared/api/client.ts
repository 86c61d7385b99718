import { sessionStore } from './session-store';

/**
 * The back office's one API client. The session travels in the server's HttpOnly cookie
 * (same origin, so the browser sends it), and every call says it comes from the back office
 * (X-Requested-With, which the server asks of a change made with the cookie); answers are the admin envelopes of @shop/core/admin. A 401 ends
 * the session here (the router then shows the sign-in screen with the server's message);
 * any other failure throws an ApiError carrying the server's message (and, for imports, the
 * errors by row and column).
 */

export interface RowError {
  row: number;
  column: string;
  message: string;
}

/**
 * A failed call: HTTP status (0 when no answer came) and the server's message; `body` is the
 * parsed answer, for the few calls whose refusal carries more than a message (the test e-mail).
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors: RowError[] = [],
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

/** Sent with every call: the server asks it of a change made with the session cookie. */
const BACK_OFFICE_HEADERS = { 'X-Requested-With': 'shop-admin' };

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** One page of a list, as every list of the admin API answers it. */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  page_size: number;
}

/** `path?query` with empty values left out. */
export function withQuery(path: string, query?: QueryParams): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export interface CallOptions {
  query?: QueryParams;
  /** A JSON body, or raw bytes (a File or Blob: sent as is, with its type). */
  body?: unknown;
  signal?: AbortSignal;
  /** A call of a signed-in member (default true): its 401 ends the session here. Sign-in and setup are not. */
  auth?: boolean;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const m = (body as { message: unknown }).message;
  return typeof m === 'string' && m.trim() ? m : undefined;
}

function rowErrorsOf(body: unknown): RowError[] {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return [];
  const e = (body as { errors: unknown }).errors;
  return Array.isArray(e) ? (e as RowError[]) : [];
}

/** One call: the parsed JSON envelope, or an ApiError. */
export async function apiCall<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...BACK_OFFICE_HEADERS };
  const signedIn = options.auth !== false && sessionStore.get() !== null;
  let body: BodyInit | undefined;
  if (options.body instanceof Blob) {
    body = options.body;
    headers['Content-Type'] = options.body.type || 'application/octet-stream';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(withQuery(path, options.query), { method, headers, body, signal: options.signal, credentials: 'same-origin' });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(0, 'The shop server could not be reached. Check the connection and try again.');
  }
  const text = await res.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!res.ok || (typeof parsed === 'object' && parsed !== null && (parsed as { success?: unknown }).success === false)) {
    const message = messageOf(parsed) ?? `The server answered ${res.status} ${res.statusText}`.trim();
    // An ended or missing session: back to the sign-in screen, which shows why.
    if (res.status === 401 && signedIn) sessionStore.clear(message);
    throw new ApiError(res.status, message, rowErrorsOf(parsed), parsed);
  }
  return parsed as T;
}

/** A text answer (CSV export) in the member's session; failures as for apiCall. */
export async function apiText(path: string, query?: QueryParams): Promise<string> {
  const signedIn = sessionStore.get() !== null;
  const res = await fetch(withQuery(path, query), { headers: BACK_OFFICE_HEADERS, credentials: 'same-origin' });
  const text = await res.text();
  if (!res.ok) {
    let message = `The server answered ${res.status}`;
    try {
      message = messageOf(JSON.parse(text)) ?? message;
    } catch {
      /* not JSON */
    }
    if (res.status === 401 && signedIn) sessionStore.clear(message);
    throw new ApiError(res.status, message);
  }
  return text;
}

export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal) => apiCall<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown, options: Omit<CallOptions, 'body'> = {}) => apiCall<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body: unknown) => apiCall<T>('PATCH', path, { body }),
  put: <T>(path: string, body: unknown) => apiCall<T>('PUT', path, { body }),
  delete: <T>(path: string) => apiCall<T>('DELETE', path),
};

/** The server's message of an error, for the screens. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return 'Something went wrong. Please try again.';
}
