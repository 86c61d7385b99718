import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More fields for the answer beside success and message (a conflict's list of changes). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

/** How Zod's built-in messages begin (as opposed to the messages our schemas give). */
const ZOD_GENERIC = /^(Invalid input|Invalid option|Invalid string|Invalid number|Too small|Too big|Unrecognized key)/;

/** What any request may be told by the error handler, besides the routes' own messages. */
export const HTTP_MESSAGES = {
  serverFault: 'Something went wrong on our side. Please try again.',
  invalidValue: 'A value in the request is out of range or not allowed.',
  invalidRequest: 'Invalid request',
  notValid: 'The request is not valid.',
} as const;
const SERVER_FAULT = HTTP_MESSAGES.serverFault;

/** Messages for Fastify's own client errors, in the shop's words. */
export const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large (1 MiB at most).',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/**
 * One error handler for the whole API: a clear `message` and the right status, never a
 * stack trace, SQL or internal detail. Only 5xx faults are logged as errors.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const text = issue?.message ?? HTTP_MESSAGES.invalidRequest;
      // The shop's own messages stand alone ('Email is required'); Zod's generic ones
      // ('Invalid input: expected string…') need the field's name to make sense.
      const message = bounded(field && ZOD_GENERIC.test(text) ? `${field}: ${text}` : text);
      return reply.status(400).send({ success: false, message });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ ...error.details, success: false, message: error.message });
    }
    // PostgreSQL's data exceptions (class 22: a value out of range for its column, a byte
    // the text type cannot hold) are bad input that slipped past a schema: the client's fault.
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send({ success: false, message: INVALID_VALUE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && fastifyMessages[error.code]) || error.message;
      return reply.status(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: SERVER_FAULT });
  });
}

const INVALID_VALUE = HTTP_MESSAGES.invalidValue;

/** Longest validation message answered: one naming 40,000 unknown keys is cut after the first few. */
const MESSAGE_MAX = 300;
function bounded(message: string): string {
  if (message.length <= MESSAGE_MAX) return message;
  const cut = message.slice(0, MESSAGE_MAX - 3);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(','), MESSAGE_MAX / 2))}, …`;
}

function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** The shop's words for what Fastify refuses before routing. */
export const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid (a malformed %-escape).',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded (or routed) gets the shop's 400
 * JSON and the security headers, which its default answer lacks (no hook has run).
 */
export function frameworkErrors(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || HTTP_MESSAGES.notValid;
    void reply.status(400).headers(headers).send({ success: false, message });
  };
}

/** The shop's words for what Node's HTTP parser refuses, by the error's code. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};

/**
 * Fastify's `clientErrorHandler`: answers requests Node could not read (headers too large,
 * a body or headers that took too long, a malformed request) with the shop's JSON and the
 * security headers, then closes the connection.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (err: NodeJS.ErrnoException, socket: Socket) => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'The request could not be read.'];
    const body = JSON.stringify({ success: false, message });
    const lines = Object.entries({
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`);
    if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy();
  };
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };
