import { API_BASE } from '../config/env';
import { currentCurrency } from '../stores/currency-store';
import { checkStoredSession, endRefusedSession } from '../stores/session-store';

/**
 * The one API client of the storefront. Every call goes to `${API_BASE}${path}` (path as in
 * the spec's call table, e.g. 'Home/GetCategories') with the spec's shared headers
 * (section 7): JSON content type, token, customer_id, customer-id and currency, plus
 * `Authorization: Bearer` while a token is stored. A failure throws an ApiError.
 */

/** A failed call: `status` is the HTTP status (0 when no response came), `message` the server's. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The parsed response body, when there was one. */
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** A 4xx answer: the request itself was refused, so trying again will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** Query-string values; undefined, null and '' are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  /** Cancels the call (TanStack Query passes one to every fetcher). */
  signal?: AbortSignal;
  /** Headers of this call only (e.g. Idempotency-Key), added to the shared ones. */
  headers?: Record<string, string>;
}

/** The spec's shared request headers, read fresh for every call. */
export function apiHeaders(): Record<string, string> {
  const { token, customerId } = checkStoredSession();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    currency: currentCurrency(),
  };
  if (token) {
    headers.token = token;
    headers.Authorization = `Bearer ${token}`;
  }
  if (customerId) {
    headers.customer_id = customerId;
    headers['customer-id'] = customerId;
  }
  return headers;
}

/** The query's values as a URL carries them (text), empty ones left out. */
function queryText(query: QueryParams | undefined): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    text[key] = String(value);
  }
  return text;
}

/** `${API_BASE}${path}?query`, with empty values left out. */
export function apiUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE}${path.replace(/^\/+/, '')}`;
  const text = new URLSearchParams(queryText(query)).toString();
  return text ? `${url}?${text}` : url;
}

/** The `message` of a response body, when it is non-empty text. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * How a call reaches the API: the browser's fetch. The server, rendering a page, replaces it
 * once with a call into itself (entry-server.tsx), since a relative URL means nothing there.
 */
export const apiTransport: {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * The server's own answer to a public read (GET), asked in process while it renders a
   * page: the parsed body, or undefined where `path` is not one (then `fetch` is used). A
   * failure rejects with the error the API would answer (`statusCode`, `message`).
   */
  read?: (path: string, query: Record<string, string>) => Promise<unknown> | undefined;
} = {
  fetch: (url, init) => fetch(url, init),
};

/**
 * The calls whose 401 is about the credentials they carry (a wrong password), not the stored
 * token: login, sign-up and password recovery.
 */
const CREDENTIAL_CALLS = /^Users\//;

async function request<T>(method: 'GET' | 'POST', path: string, url: string, body: unknown, options: RequestOptions): Promise<T> {
  const headers = { ...apiHeaders(), ...options.headers };
  let response: Response;
  try {
    response = await apiTransport.fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    // An abort is the caller's own doing: pass it on as it is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }

  // The server no longer accepts the stored token (ended by a password reset elsewhere, say):
  // the shopper is logged out rather than left looking signed in with nothing working.
  if (response.status === 401 && headers.token && !CREDENTIAL_CALLS.test(path.replace(/^\/+/, ''))) {
    endRefusedSession(headers.token);
  }

  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError(response.status, `Unexpected response from ${url}`, text);
  }
  if (!response.ok) {
    throw new ApiError(response.status, serverMessage(parsed) ?? (response.statusText || `HTTP ${response.status}`), parsed);
  }
  return parsed as T;
}

/** GET `path` with an optional query; resolves to the parsed JSON body. */
export function apiGet<T>(path: string, query?: QueryParams, options: RequestOptions = {}): Promise<T> {
  const local = apiTransport.read?.(path.replace(/^\/+/, ''), queryText(query));
  if (local) {
    return local.then(
      (body) => body as T,
      (error: { statusCode?: unknown; message?: unknown }) => {
        const status = typeof error?.statusCode === 'number' ? error.statusCode : 500;
        throw new ApiError(status, typeof error?.message === 'string' ? error.message : `HTTP ${status}`);
      },
    );
  }
  return request<T>('GET', path, apiUrl(path, query), undefined, options);
}

/** POST `body` as JSON to `path`; resolves to the parsed JSON body. */
export function apiPost<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, apiUrl(path), body ?? {}, options);
}
