import { vi } from 'vitest';

export interface StubAnswer {
  status?: number;
  body: unknown;
}

export type StubHandler = (url: URL, init?: RequestInit) => StubAnswer;

/**
 * Stubs fetch by 'METHOD /path' ('POST /api/admin/session') or by path for any method; an
 * unknown call fails the test loudly with a 599.
 */
export function stubApi(handlers: Record<string, StubHandler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = handlers[`${method} ${url.pathname}`] ?? handlers[url.pathname];
    const { status = 200, body } = handler ? handler(url, init) : { status: 599, body: { success: false, message: `unstubbed ${method} ${url.pathname}` } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

/** The JSON body a stubbed call was made with. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
