// Raw HTTP to the server under test (127.0.0.1 only). node:http rather than fetch: fetch
// normalises URLs, so it could not send a malformed %-escape, a raw high byte or a path the
// WHATWG parser would rewrite; here the request line is sent exactly as written.
import http from 'node:http';

/** Keep at most this much of an answer's body: enough to check a JSON error and show a sample. */
const KEEP_BYTES = 64 * 1024;

/**
 * Sends one request and resolves (never rejects) with
 * `{ status, headers, body, ms }` or `{ error: 'timeout' | 'reset' | 'refused' | message, ms }`.
 * A connection reset before any answer is retried once on a fresh connection, so a
 * keep-alive socket the server closed a moment earlier is not taken for a fault.
 */
export async function send(target, req, timeoutMs) {
  const first = await sendOnce(target, req, timeoutMs, target.agent);
  if (first.error !== 'reset') return first;
  return sendOnce(target, req, timeoutMs, false);
}

function sendOnce(target, req, timeoutMs, agent) {
  const started = performance.now();
  const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body, 'utf8');
  const headers = { ...req.headers };
  if (body !== undefined) headers['content-length'] = String(body.length);
  return new Promise((resolve) => {
    let settled = false;
    let timer;
    const done = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, ms: Math.round(performance.now() - started) });
    };
    let request;
    try {
      request = http.request({ host: '127.0.0.1', port: target.port, method: req.method, path: req.path, headers, agent });
    } catch (err) {
      // node refuses some request lines itself (e.g. a raw space): not the server's fault
      done({ error: `client refused to send: ${err.code ?? err.message}` });
      return;
    }
    timer = setTimeout(() => {
      done({ error: 'timeout' });
      request.destroy();
    }, timeoutMs);
    request.on('response', (res) => {
      const chunks = [];
      let kept = 0;
      res.on('data', (chunk) => {
        if (kept < (req.keepBytes ?? KEEP_BYTES)) {
          chunks.push(chunk);
          kept += chunk.length;
        }
      });
      const finish = () => done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.on('end', finish);
      // An answer cut off after its headers still has its status: keep it.
      res.on('error', finish);
      res.on('aborted', finish);
    });
    request.on('error', (err) => {
      // The server may answer early (413) and close while the body is still being written:
      // the 'response' event then wins and this error is ignored by `done`.
      const code = err.code ?? '';
      if (code === 'ECONNREFUSED') done({ error: 'refused' });
      else if (code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up/.test(err.message)) {
        // Give an answer already on its way a moment to be read before calling it a reset.
        setTimeout(() => done({ error: 'reset' }), 50);
      } else done({ error: err.code ?? err.message });
    });
    if (body !== undefined) request.end(body);
    else request.end();
  });
}

/** A keep-alive agent with `concurrency` sockets, one per worker. */
export function makeTarget(port, concurrency) {
  return { port, agent: new http.Agent({ keepAlive: true, maxSockets: concurrency }) };
}

/**
 * Runs `task(item)` over `items` with at most `concurrency` at once, in order of start.
 * `shouldStop()` is checked before each start (a crashed server stops the run).
 */
export async function pool(items, concurrency, task, shouldStop = () => false) {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !shouldStop()) {
      const item = items[next++];
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** GET a path and parse JSON; for setup steps, where a failure stops the run with a message. */
export async function getJson(target, path, headers = {}, timeoutMs = 10_000) {
  // Read whole (the OpenAPI document is larger than the bytes kept of a fuzzed answer).
  return requestJson(target, { method: 'GET', path, headers, keepBytes: 32 * 1024 * 1024 }, timeoutMs);
}

export async function requestJson(target, req, timeoutMs = 10_000) {
  const res = await send(target, req, timeoutMs);
  if (res.error) return { status: 0, error: res.error, json: null };
  let json = null;
  try {
    json = JSON.parse(res.body);
  } catch {
    // not JSON
  }
  return { status: res.status, json, body: res.body };
}
