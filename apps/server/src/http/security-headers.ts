import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import { SCRIPT_AFTER_PICTURE_CSP } from './web-host.js';

/**
 * The security headers of every answer: helmet's, with the shop's Content-Security-Policy.
 * @fastify/helmet sets them on routed requests; `securityHeaders` gives the same set as a
 * plain object for the answers Fastify writes before any route runs (a malformed URL, an
 * oversize header, a request timed out), so those carry them too.
 */
export function helmetOptions(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // The video service refuses embeds that arrive without a referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** The headers helmet sets with these options, computed once. */
export function securityHeaders(options: FastifyHelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  // The same options; helmet's ESM and CommonJS type copies differ only in name.
  helmet(options as HelmetOptions)({ headers: {} } as IncomingMessage, res, () => {});
  return headers;
}

/** What the storefront may load: its own files, the video service's embeds and thumbnails, the map embed. */
function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const assetOrigin = originOf(config.storefrontAssetBase);
  return {
    'default-src': ["'self'"],
    // The one inline script: the storefront's starter on server-rendered pages (web-host.ts).
    'script-src': ["'self'", SCRIPT_AFTER_PICTURE_CSP, ...assetOrigin],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https://i.ytimg.com', 'https://img.youtube.com', ...assetOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://www.google.com', 'https://maps.google.com'],
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
