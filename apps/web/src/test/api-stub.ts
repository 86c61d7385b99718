import { vi } from 'vitest';

export interface StubAnswer {
  status?: number;
  body: unknown;
}

/**
 * Stubs fetch by call path ('Users/UserLogin'): each handler gives the status and JSON body
 * (or throws, for a request that gets no response). Unknown calls answer `{ success: true, data: [] }`.
 */
export function stubApi(handlers: Record<string, (url: URL, init?: RequestInit) => StubAnswer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const handler = handlers[path];
    const { status = 200, body } = handler ? handler(url, init) : { body: { success: true, data: [] } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

/** The JSON body a stubbed call was made with. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
