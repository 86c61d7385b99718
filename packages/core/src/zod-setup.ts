import { z } from 'zod';

/**
 * The storefront's Content-Security-Policy forbids eval, and zod's compiled fast path first
 * probes `new Function`, which the browser reports as a CSP violation. zod reads this setting
 * when a schema is built, so it must run before any module of this package builds one: the
 * entry points import this module first (and package.json keeps it as a side effect). In a
 * page zod then validates without compiling (same results); the server keeps the fast path.
 */
if ('document' in globalThis) z.config({ jitless: true });
