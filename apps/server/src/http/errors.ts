import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

/** How Zod's built-in messages begin (as opposed to the messages our schemas give). */
const ZOD_GENERIC = /^(Invalid input|Invalid option|Invalid string|Invalid number|Too small|Too big|Unrecognized key)/;

const SERVER_FAULT = 'Something went wrong on our side. Please try again.';

/** Messages for Fastify's own client errors, in the shop's words. */
const fastifyMessages: Record<string, string> = {
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
      const text = issue?.message ?? 'Invalid request';
      // The shop's own messages stand alone ('Email is required'); Zod's generic ones
      // ('Invalid input: expected string…') need the field's name to make sense.
      const message = field && ZOD_GENERIC.test(text) ? `${field}: ${text}` : text;
      return reply.status(400).send({ success: false, message });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ success: false, message: error.message });
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
