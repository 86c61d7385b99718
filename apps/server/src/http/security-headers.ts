import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import { SCRIPT_AFTER_PICTURE_CSP } from './web-host.js';

/**
 * The security headers of every answer: helmet's, with the shop's Content-Security-Policy.
 * `securityHeaders` runs helmet once with these options and keeps what it set as a plain
 * object; `securityHeaderHook` puts that object on every routed answer, and the answers
 * Fastify writes before any route runs (a malformed URL, an oversize header, a request timed
 * out) carry it too (errors.ts).
 */
export function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // The video service refuses embeds that arrive without a referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** The headers helmet sets with these options, computed once. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({ headers: {} } as IncomingMessage, res, () => {});
  return headers;
}

/** An onRequest hook that sets the precomputed headers; a route may still change one (reply.header). */
export function securityHeaderHook(headers: Record<string, string>) {
  return (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    reply.headers(headers);
    done();
  };
}

/**
 * What the storefront may load: its own files, the video service's embeds and thumbnails, the
 * map embed, and, when Razorpay is configured, its checkout script (RAZORPAY_CHECKOUT_URL's
 * origin) talking to its API (RAZORPAY_API_BASE's origin), which may open its bank pages
 * (3-D Secure) in a frame.
 */
function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const assetOrigin = originOf(config.storefrontAssetBase);
  const gateway = config.payments.razorpay;
  const gatewayOrigins = gateway ? [...new Set([...originOf(gateway.checkoutUrl), ...originOf(gateway.apiBase)])] : [];
  return {
    'default-src': ["'self'"],
    // The one inline script: the storefront's starter on server-rendered pages (web-host.ts).
    'script-src': ["'self'", SCRIPT_AFTER_PICTURE_CSP, ...assetOrigin, ...gatewayOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https://i.ytimg.com', 'https://img.youtube.com', ...assetOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...gatewayOrigins],
    'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://www.google.com', 'https://maps.google.com', ...gatewayOrigins],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

function originOf(base: string): string[] {
  try {
    return base ? [new URL(base).origin] : [];
  } catch {
    return [];
  }
}
