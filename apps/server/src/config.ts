import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { HEADER_BREAKING, isSendableAddress } from './lib/mail-text.js';
import { DEFAULT_ORDER_LIMITS, ORDER_LIMIT_SETTINGS, type OrderLimitName, type OrderLimits } from '@shop/core/admin';

/** The repository root (the folder whose package.json has workspaces), found from this file whether it runs from src/ or dist/. */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    try {
      if (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).workspaces) return dir;
    } catch {
      // no package.json here
    }
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('file:./data/shop.db'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(200_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  /** Number of proxy hops to trust for the client address (behind a load balancer). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /**
   * The shop's public address (scheme, host and port, no path), for canonical links, Open
   * Graph, the sitemap and robots.txt; unset, each request's own host and protocol are used.
   */
  PUBLIC_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || publicOrigin(v) !== null, 'PUBLIC_URL must be an http(s) origin such as https://shop.example.com'),
  /** Where the storefront loads its 'main' and 'shop' scripts from; same origin by default. */
  STOREFRONT_ASSET_BASE: z.string().default(''),
  /** How long public catalog answers may be reused by this process, in milliseconds (0 turns it off). */
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** Pages one client address may have rendered on the server in a minute (not counting kept pages); beyond, the browser renders them. */
  RENDERS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(120),
  /** How long a request (headers and body) may take to arrive, in milliseconds. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  /** The shop's UPI id (VPA) that UPI orders are paid to; the demo default reaches no real account. */
  SHOP_UPI_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/, 'SHOP_UPI_ID must look like name@handle')
    .default('stoneandcrystal.demo@upi'),
  /** Where uploaded pictures live: a folder beside the database (disk) or the database itself (several servers without a shared disk). */
  UPLOAD_STORE: z.enum(['disk', 'database'], { error: 'UPLOAD_STORE must be disk or database' }).default('disk'),
  /** The mail relay: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. Unset: the dev mailbox (.eml files). */
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || smtpUrlProblem(v) === null, {
      error: 'SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465 or smtp://smtp.example.com:587',
    }),
  /** The From of every e-mail: 'Shop name <orders@shop.example.com>' or an address alone. */
  MAIL_FROM: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || parseMailFrom(v) !== null, {
      error: 'MAIL_FROM must be an e-mail address, optionally with a name: Stone & Crystal Co. <orders@shop.example.com>',
    }),
  /** The first retry of a message that failed waits this long; each next one twice as long. */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number({ error: 'MAIL_RETRY_BASE_SECONDS must be a number' }).min(0.01).max(86_400).default(30),
  /** off: this process sends no mail (another process does); the outbox still fills. */
  MAIL_SENDER: z.enum(['on', 'off'], { error: 'MAIL_SENDER must be on or off' }).default('on'),
  /** A gateway order (Razorpay) not paid within this many minutes is cancelled and its stock put back. */
  UNPAID_ORDER_MINUTES: z.coerce
    .number({ error: 'UNPAID_ORDER_MINUTES must be a number of minutes' })
    .min(1, { error: 'UNPAID_ORDER_MINUTES must be from 1 to 10080 (a week)' })
    .max(10_080, { error: 'UNPAID_ORDER_MINUTES must be from 1 to 10080 (a week)' })
    .default(30),
  /** An offline UPI, PayPal or card order (no gateway: confirmed by hand) not paid within this many hours is cancelled. */
  MANUAL_PAYMENT_HOURS: z.coerce
    .number({ error: 'MANUAL_PAYMENT_HOURS must be a number of hours' })
    .min(0.01, { error: 'MANUAL_PAYMENT_HOURS must be from 0.01 to 720 (30 days)' })
    .max(720, { error: 'MANUAL_PAYMENT_HOURS must be from 0.01 to 720 (30 days)' })
    .default(48),
  /**
   * The order limits' defaults until the owner saves the settings, as name=value pairs:
   * 'unpaid_orders_per_customer=5,orders_per_address_per_hour=100' (a shop whose shoppers share
   * one network address, or a test suite); unset names keep the built-in defaults.
   */
  ORDER_LIMITS: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || parseOrderLimits(v) !== null, {
      error: `ORDER_LIMITS must be name=value pairs separated by commas, the names among ${Object.keys(ORDER_LIMIT_SETTINGS).join(', ')} and each value a whole number in its range`,
    }),
  /** Razorpay (issue 18): all three set turn the gateway on; none set keeps the offline provider. */
  RAZORPAY_KEY_ID: z
    .string()
    .optional()
    .refine((v) => !v || /^rzp_(test|live)_[A-Za-z0-9]{6,40}$/.test(v), {
      error: 'RAZORPAY_KEY_ID must be a Razorpay key id such as rzp_live_AbCdEf123456 (Dashboard → Account & Settings → API keys)',
    }),
  RAZORPAY_KEY_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || /^[\x21-\x7e]{8,200}$/.test(v), {
      error: 'RAZORPAY_KEY_SECRET must be the key secret shown with the key id: 8 to 200 visible characters, no spaces',
    }),
  RAZORPAY_WEBHOOK_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || /^[\x21-\x7e]{8,200}$/.test(v), {
      error: 'RAZORPAY_WEBHOOK_SECRET must be the secret you typed for the webhook in the Razorpay dashboard: 8 to 200 visible characters, no spaces',
    }),
  /** Where the gateway's API answers (tests and staging point it at a stand-in). */
  RAZORPAY_API_BASE: z
    .string()
    .default('https://api.razorpay.com')
    .refine((v) => publicOrigin(v) !== null, { error: 'RAZORPAY_API_BASE must be an http(s) origin such as https://api.razorpay.com' }),
  /** The gateway's browser script (Custom Checkout). */
  RAZORPAY_CHECKOUT_URL: z
    .string()
    .default('https://checkout.razorpay.com/v1/razorpay.js')
    .refine((v) => scriptUrl(v) !== null, {
      error: 'RAZORPAY_CHECKOUT_URL must be an https URL of the checkout script (http only for 127.0.0.1 or localhost)',
    }),
  /** How long the shop waits for the gateway's answer before it gives up on a call. */
  GATEWAY_TIMEOUT_MS: z.coerce.number({ error: 'GATEWAY_TIMEOUT_MS must be a number of milliseconds' }).int().min(500).max(60_000).default(10_000),
  /** How often this process looks for unpaid orders past their time (and asks the gateway about open ones). */
  PAYMENT_SWEEP_SECONDS: z.coerce
    .number({ error: 'PAYMENT_SWEEP_SECONDS must be a number of seconds' })
    .min(0.1, { error: 'PAYMENT_SWEEP_SECONDS must be from 0.1 to 60' })
    .max(60, { error: 'PAYMENT_SWEEP_SECONDS must be from 0.1 to 60' })
    .default(30),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  jwtSecret: string;
  seed: 'demo' | 'none';
  seedProducts?: number;
  logLevel: string;
  webDist: string;
  /** The back office's build (apps/admin/dist), served under /admin. */
  adminDist: string;
  trustProxy: number;
  /** PUBLIC_URL as an origin ('https://shop.example.com'), or null to use each request's host. */
  publicUrl: string | null;
  storefrontAssetBase: string;
  catalogCacheMs: number;
  rendersPerAddressPerMinute: number;
  requestTimeoutMs: number;
  shopUpiId: string;
  /** UPLOAD_STORE: uploaded pictures in `uploadDir` (disk) or in the stored_files table (database). */
  uploadStore: 'disk' | 'database';
  /** The uploads folder of the disk store: `uploads/` in the data folder, beside the SQLite file. */
  uploadDir: string;
  mail: MailConfig;
  payments: PaymentsConfig;
  /** The order limits while the owner has saved none (ORDER_LIMITS over the built-in defaults). */
  orderLimitDefaults: OrderLimits;
}

export interface PaymentsConfig {
  unpaidOrderMinutes: number;
  manualPaymentHours: number;
  sweepSeconds: number;
  /** The gateway, or null: the offline provider. Holds secrets: never log it. */
  razorpay: RazorpayConfig | null;
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase: string;
  checkoutUrl: string;
  timeoutMs: number;
}

export interface MailConfig {
  /** SMTP_URL, or null for the dev mailbox. Holds credentials: never log it (see smtpUrlForLog). */
  smtpUrl: string | null;
  /** The dev mailbox: `mail/` in the data folder. */
  mailboxDir: string;
  /** From MAIL_FROM; the address alone when no name was given (the shop's name is used then). */
  from: { name: string | null; address: string } | null;
  retryBaseSeconds: number;
  senderOn: boolean;
}

/** Reads and checks the environment once at boot; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const gatewayKeys = { RAZORPAY_KEY_ID: e.RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: e.RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: e.RAZORPAY_WEBHOOK_SECRET };
  const missing = Object.entries(gatewayKeys)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length > 0 && missing.length < 3) {
    throw new Error(
      `Invalid environment:\n  ${missing.join(', ')}: required when ${Object.keys(gatewayKeys)
        .filter((k) => !missing.includes(k))
        .join(' and ')} ${missing.length === 2 ? 'is' : 'are'} set (set all three to take payments through Razorpay, or none to stay offline)`,
    );
  }
  const databaseUrl = normaliseDatabaseUrl(e.DATABASE_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDirFor(databaseUrl)),
    seed: e.SEED,
    seedProducts: e.SEED_PRODUCTS,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    adminDist: path.resolve(e.ADMIN_DIST ?? path.join(repoRoot, 'apps/admin/dist')),
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL === undefined ? null : publicOrigin(e.PUBLIC_URL),
    storefrontAssetBase: e.STOREFRONT_ASSET_BASE,
    catalogCacheMs: e.CATALOG_CACHE_MS,
    rendersPerAddressPerMinute: e.RENDERS_PER_ADDRESS_PER_MINUTE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shopUpiId: e.SHOP_UPI_ID,
    uploadStore: e.UPLOAD_STORE,
    uploadDir: path.join(dataDirFor(databaseUrl), 'uploads'),
    mail: {
      smtpUrl: e.SMTP_URL ? e.SMTP_URL : null,
      mailboxDir: path.join(dataDirFor(databaseUrl), 'mail'),
      from: e.MAIL_FROM ? parseMailFrom(e.MAIL_FROM) : null,
      retryBaseSeconds: e.MAIL_RETRY_BASE_SECONDS,
      senderOn: e.MAIL_SENDER === 'on',
    },
    orderLimitDefaults: { ...DEFAULT_ORDER_LIMITS, ...(e.ORDER_LIMITS ? parseOrderLimits(e.ORDER_LIMITS) : {}) },
    payments: {
      unpaidOrderMinutes: e.UNPAID_ORDER_MINUTES,
      manualPaymentHours: e.MANUAL_PAYMENT_HOURS,
      sweepSeconds: e.PAYMENT_SWEEP_SECONDS,
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
              apiBase: publicOrigin(e.RAZORPAY_API_BASE)!,
              checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
              timeoutMs: e.GATEWAY_TIMEOUT_MS,
            }
          : null,
    },
  };
}

/** Why an SMTP_URL cannot be used, or null: smtp: or smtps:, a host, a port if any in range. */
export function smtpUrlProblem(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') return 'the scheme must be smtp: or smtps:';
  if (!u.hostname) return 'no host';
  try {
    if (HEADER_BREAKING.test(decodeURIComponent(u.username) + decodeURIComponent(u.password))) return 'control characters in the credentials';
  } catch {
    return 'a malformed %-escape in the credentials';
  }
  return null;
}

/** SMTP_URL without its user and password, for logs: 'smtps://smtp.example.com:465'. */
export function smtpUrlForLog(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return '(invalid SMTP_URL)';
  }
}

/** 'Name <a@b.c>' or 'a@b.c' → its parts; null for anything else (control characters, quotes, several addresses). */
export function parseMailFrom(value: string): { name: string | null; address: string } | null {
  const text = value.trim();
  if (HEADER_BREAKING.test(text) || text.includes('"')) return null;
  const named = /^([^<>,;]{1,100}?)\s*<([^<>\s]+)>$/.exec(text);
  if (named) return isSendableAddress(named[2]!) ? { name: named[1]!.trim(), address: named[2]! } : null;
  return isSendableAddress(text) ? { name: null, address: text } : null;
}

/** The origin of an http(s) URL that names nothing below its root ('https://shop.example.com/' → 'https://shop.example.com'), else null. */
export function publicOrigin(url: string): string | null {
  try {
    const u = new URL(url);
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password) return null;
    if (u.pathname !== '/' || u.search || u.hash) return null;
    return u.origin;
  } catch {
    return null;
  }
}

/** 'name=value,…' → the limits it names, or null when a name or value is not allowed. */
export function parseOrderLimits(text: string): Partial<OrderLimits> | null {
  const out: Partial<OrderLimits> = {};
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([a-z_]+)=(\d{1,7})$/.exec(pair);
    if (!m || !(m[1]! in ORDER_LIMIT_SETTINGS)) return null;
    const name = m[1] as OrderLimitName;
    const value = Number(m[2]);
    if (value < 1 || value > ORDER_LIMIT_SETTINGS[name].max) return null;
    out[name] = value;
  }
  return out;
}

/** An https script URL (http only on this machine: a stand-in), else null. */
export function scriptUrl(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.username || u.password) return null;
    if (u.protocol === 'https:') return u.href;
    if (u.protocol === 'http:' && (u.hostname === '127.0.0.1' || u.hostname === 'localhost')) return u.href;
    return null;
  } catch {
    return null;
  }
}

/** Relative SQLite paths are taken from the repository root, so `npm start` works from anywhere. */
function normaliseDatabaseUrl(url: string): string {
  if (/^postgres(ql)?:\/\//i.test(url)) return url;
  const file = url.replace(/^file:(\/\/)?/, '');
  if (file === ':memory:') return 'file::memory:';
  return `file:${path.resolve(repoRoot, file)}`;
}

function dataDirFor(databaseUrl: string): string {
  if (databaseUrl.startsWith('file:') && databaseUrl !== 'file::memory:') return path.dirname(databaseUrl.slice(5));
  return path.join(repoRoot, 'data');
}

/**
 * Without JWT_SECRET a random secret is generated once and kept (mode 600) beside the data,
 * so tokens survive restarts. Several servers must share one JWT_SECRET instead.
 */
function loadOrCreateSecret(dir: string): string {
  const file = path.join(dir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  fs.mkdirSync(dir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
