import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthy, rawRequest, startLiveServer, type LiveServer } from './live-server.js';

// Finding 9: a client that sends its headers and then trickles the body held a connection
// (and the request's memory) for as long as it liked; and the answers Node and Fastify give
// before any route runs (a malformed URL, oversized headers) were neither in the API's JSON
// shape nor carried the security headers every other answer carries.

const REQUEST_TIMEOUT_MS = 3000;
const SLOW_SOCKETS = 20;
/** every slow socket must be closed by the server this long after it opened */
const CLOSED_WITHIN_MS = 8000;
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options'] as const;

let server: LiveServer | undefined;

beforeAll(async () => {
  server = await startLiveServer({ env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
});

afterAll(async () => {
  await server?.stop();
});

interface SlowSocket {
  socket: net.Socket;
  opened: number;
  closedAfterMs: number | null;
  /** the status line of any answer */
  answer: string | null;
  sent: number;
  timer?: NodeJS.Timeout;
}

/** A login whose headers promise 1000 bytes of body that then come one a second. */
function openSlowSocket(port: number): SlowSocket {
  const socket = net.connect({ host: '127.0.0.1', port });
  const s: SlowSocket = { socket, opened: Date.now(), closedAfterMs: null, answer: null, sent: 0 };
  const closed = () => {
    s.closedAfterMs ??= Date.now() - s.opened;
    clearInterval(s.timer);
  };
  socket.on('data', (d) => (s.answer ??= d.toString('latin1').split('\r\n')[0] ?? ''));
  socket.on('end', closed); // the server's FIN
  socket.on('close', closed);
  socket.on('error', closed); // a reset
  socket.on('connect', () => {
    socket.write('POST /api/Users/UserLogin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    s.sent = 1;
    s.timer = setInterval(() => {
      if (s.closedAfterMs !== null || socket.destroyed || s.sent >= 999) return;
      socket.write(' ');
      s.sent += 1;
    }, 1000);
  });
  return s;
}

const json = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text; // not JSON: compared as it is, so the failure shows it
  }
};

const securityHeaders = (headers: Record<string, unknown>) => Object.fromEntries(SECURITY_HEADERS.map((h) => [h, headers[h]]));

describe('the live server and slow or malformed requests', () => {
  it(`closes ${SLOW_SOCKETS} connections that trickle a body one byte a second within ${CLOSED_WITHIN_MS / 1000} s (REQUEST_TIMEOUT_MS=${REQUEST_TIMEOUT_MS})`, async () => {
    const s = server!;
    const sockets = Array.from({ length: SLOW_SOCKETS }, () => openSlowSocket(s.port));
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The server keeps answering others meanwhile.
      expect(await healthy(s.baseUrl, 3000)).toBe(true);
      const deadline = Math.max(...sockets.map((k) => k.opened)) + CLOSED_WITHIN_MS;
      while (Date.now() < deadline && sockets.some((k) => k.closedAfterMs === null)) await new Promise((resolve) => setTimeout(resolve, 100));
      const open = sockets.filter((k) => k.closedAfterMs === null);
      const closedAfter = sockets.map((k) => k.closedAfterMs).filter((ms): ms is number => ms !== null);
      const answers = [...new Set(sockets.map((k) => k.answer ?? '(no answer)'))];
      console.log(
        `slow bodies: ${SLOW_SOCKETS - open.length}/${SLOW_SOCKETS} closed by the server` +
          (closedAfter.length ? ` after ${(Math.min(...closedAfter) / 1000).toFixed(1)}–${(Math.max(...closedAfter) / 1000).toFixed(1)} s` : '') +
          `; answers: ${answers.join(', ')}; bytes sent per socket up to ${Math.max(...sockets.map((k) => k.sent))}`,
      );
      expect(open.length, `sockets still open ${CLOSED_WITHIN_MS / 1000} s after they opened`).toBe(0);
      for (const k of sockets) expect(k.answer === null || /^HTTP\/1\.1 408\b/.test(k.answer), `answer: ${k.answer}`).toBe(true);
    } finally {
      for (const k of sockets) {
        clearInterval(k.timer);
        k.socket.destroy();
      }
    }
    expect(s.exit).toBeNull();
  }, 30_000);

  it('answers a malformed URL (GET /api/%) with 400 in the API shape and the usual security headers', async () => {
    const s = server!;
    const health = await fetch(`${s.baseUrl}/api/health`);
    const expected = securityHeaders(Object.fromEntries(health.headers));
    expect(expected['x-content-type-options']).toBe('nosniff');
    expect(expected['x-frame-options']).toBe('DENY');
    expect(expected['content-security-policy']).toBeTruthy();

    const res = await rawRequest(s.port, 'GET /api/% HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    expect.soft(json(res.body), 'body').toEqual({ success: false, message: expect.any(String) });
    expect.soft(securityHeaders(res.headers), 'security headers').toEqual(expected);
  });

  it('answers a 20 kB header with 431 in the API shape and the usual security headers', async () => {
    const s = server!;
    const health = await fetch(`${s.baseUrl}/api/health`);
    const expected = securityHeaders(Object.fromEntries(health.headers));

    const filler = 'a'.repeat(20_000);
    const res = await rawRequest(s.port, `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${filler}\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(431);
    expect.soft(json(res.body), 'body').toEqual({ success: false, message: expect.any(String) });
    expect.soft(securityHeaders(res.headers), 'security headers').toEqual(expected);
    // Still serving afterwards.
    expect(await healthy(s.baseUrl)).toBe(true);
  });
});
