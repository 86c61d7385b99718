import { vi } from 'vitest';

export interface StubAnswer {
  status?: number;
  body: unknown;
}

/**
 * Stubs fetch by call path ('Users/UserLogin'): each handler gives the status and JSON body
 * (or throws, for a request that gets no response). A call with no handler fails the test:
 * it answers 501 and is reported (an unknown path answering success would let a test pass
 * on a call it never meant to make). `'*'` handles every call no other handler takes.
 */
export function stubApi(handlers: Record<string, (url: URL, init?: RequestInit) => StubAnswer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const handler = handlers[path] ?? handlers['*'];
    if (!handler) {
      const message = `stubApi: no handler for ${init?.method ?? 'GET'} ${path}`;
      unhandled.push(message);
      return new Response(JSON.stringify({ success: false, message }), { status: 501, headers: { 'content-type': 'application/json' } });
    }
    const { status = 200, body } = handler(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

/** The calls stubApi had no handler for in this test (test/setup.ts fails the test on any). */
export const unhandled: string[] = [];

/** The JSON body a stubbed call was made with. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
