import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '@shop/core';
import { AUTH_MESSAGES, throttledMessage } from '../auth/auth.service.js';
import { HASH_BUSY_MESSAGE } from '../auth/scrypt-pool.js';
import { AUTH_ERRORS } from '../../http/auth.js';
import { FRAMEWORK_MESSAGES, HTTP_MESSAGES, fastifyMessages } from '../../http/errors.js';
import { defaultWording, inTime } from '../../http/rate-limits.js';
import { ORDER_RESULT_MESSAGES, conflictMessage } from '../orders/orders.service.js';
import { IDEMPOTENCY_MESSAGES, ORDERS_PER_ADDRESS_MESSAGE } from '../orders/store.routes.js';
import { REVIEW_RESULT_MESSAGES } from '../reviews/reviews.service.js';
import { CUSTOMER_MESSAGES } from '../customers/customers.service.js';
import { PAYMENT_MESSAGES } from '../payments/payments.service.js';
import { ADDRESS_RESULT_MESSAGES } from '../addresses/addresses.service.js';
import { CATALOG_RESULT_MESSAGES } from '../catalog/catalog.service.js';
import { CONTACT_RATE_MESSAGE, CONTACT_THANKS } from './store.routes.js';
import { NOT_FOUND_MESSAGE } from '../../http/web-host.js';
import { arabicMessage, arabicWait } from './arabic-messages.js';

type Message = string | ((...args: never[]) => string);

/** Every message the server's storefront routes can answer with, by the constant that holds it. */
const SERVER_GROUPS: Record<string, Record<string, Message>> = {
  AUTH_MESSAGES,
  AUTH_ERRORS,
  ORDER_RESULT_MESSAGES,
  IDEMPOTENCY_MESSAGES,
  REVIEW_RESULT_MESSAGES,
  CUSTOMER_MESSAGES,
  PAYMENT_MESSAGES,
  ADDRESS_RESULT_MESSAGES,
  CATALOG_RESULT_MESSAGES,
  HTTP_MESSAGES,
  fastifyMessages,
  FRAMEWORK_MESSAGES,
  single: {
    HASH_BUSY_MESSAGE,
    CONTACT_THANKS,
    throttledMessage,
    defaultWording,
    ORDERS_PER_ADDRESS_MESSAGE,
    CONTACT_RATE_MESSAGE,
    conflictMessage,
    NOT_FOUND_MESSAGE,
  },
};

/** Core's message constants: the schemas' validation messages the server answers with, and the spec's texts. */
const CORE_GROUPS = Object.fromEntries(
  Object.entries(core).filter(([name, value]) => /(^|_)MESSAGES$/.test(name) && value && typeof value === 'object'),
) as Record<string, Record<string, Message>>;

const price = (n: number) => core.formatPrice(n, 'INR');
/** Arguments for each message that takes some: singular and plural, short and long waits. */
const SAMPLES: Record<string, unknown[][]> = {
  'ORDER_RESULT_MESSAGES.totalMismatch': [[price(2699)], ['$32.40']],
  'ORDER_RESULT_MESSAGES.tooManyUnits': [[10, 'Rose Quartz Tumble (50 g)']],
  'ORDER_RESULT_MESSAGES.tooManyUnpaid': [[1], [2], [5], [20]],
  'ORDER_RESULT_MESSAGES.tooManyPerHour': [
    [1, inTime(30)],
    [10, inTime(1)],
    [12, inTime(3600)],
  ],
  'ORDER_RESULT_MESSAGES.cannotReopen': [['Amethyst Cluster, Citrine Point']],
  'PAYMENT_MESSAGES.refundTooMuch': [[price(1200.5)]],
  'PAYMENT_MESSAGES.refundRefused': [['The amount is invalid.']],
  'single.throttledMessage': [[1], [2], [45], [60], [300], [900]],
  'single.defaultWording': [[inTime(59)], [inTime(120)]],
  'single.ORDERS_PER_ADDRESS_MESSAGE': [[inTime(3000)]],
  'single.CONTACT_RATE_MESSAGE': [[inTime(11)]],
  'single.NOT_FOUND_MESSAGE': [
    ['GET', '/api/Products/Nowhere'],
    ['POST', '/api/Users/UserLogin/x?y=1'],
  ],
  'single.conflictMessage': [
    [[{ reason: 'price', product_title: 'Selenite Wand', current_price: 499, sent_price: 450 }], 'INR'],
    [
      [
        { reason: 'stock', product_title: 'Black Tourmaline', available: 1 },
        { reason: 'stock', product_title: 'Pyrite Cube', available: 0 },
      ],
      'USD',
    ],
    [
      [
        { reason: 'stock', product_title: 'Moss Agate', available: 3 },
        { reason: 'gone', product_title: 'Lapis Sphere' },
      ],
      'INR',
    ],
  ],
};

const ARABIC_LETTER = /[\u0600-\u06FF]/;

function expectArabic(where: string, english: string) {
  const arabic = arabicMessage(english);
  expect(arabic, `${where} has no Arabic: "${english}"`).toBeDefined();
  expect(arabic!, `${where}`).toMatch(ARABIC_LETTER);
  expect(arabic).not.toBe(english);
}

function walk(groups: Record<string, Record<string, Message>>) {
  let walked = 0;
  for (const [group, messages] of Object.entries(groups)) {
    for (const [name, message] of Object.entries(messages)) {
      const where = `${group}.${name}`;
      if (typeof message === 'string') {
        expectArabic(where, message);
      } else {
        const samples = SAMPLES[where];
        expect(samples, `${where} takes arguments: give it samples in SAMPLES`).toBeDefined();
        for (const args of samples!) expectArabic(where, (message as (...a: unknown[]) => string)(...args));
      }
      walked++;
    }
  }
  return walked;
}

describe('every message the server sends the storefront has Arabic', () => {
  it("walks the server's message constants", () => {
    expect(walk(SERVER_GROUPS)).toBeGreaterThan(60);
  });

  it("walks core's message constants", () => {
    expect(Object.keys(CORE_GROUPS).length).toBeGreaterThanOrEqual(10);
    expect(walk(CORE_GROUPS)).toBeGreaterThan(140);
  });

  it('a new message constant in a storefront module is walked too', () => {
    // Every exported *_MESSAGES / *_ERRORS constant of the server outside the back office.
    const src = path.resolve(import.meta.dirname, '../..');
    const found: string[] = [];
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!['admin', 'staff', 'seed', 'uploads', 'templates'].includes(entry.name)) visit(file);
        } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
          for (const m of fs.readFileSync(file, 'utf8').matchAll(/^export const ([A-Z_]+_(?:MESSAGES?|ERRORS|THANKS)|[A-Z_]+_MESSAGE)\b/gm)) found.push(m[1]!);
        }
      }
    };
    visit(src);
    const walked = new Set([...Object.keys(SERVER_GROUPS), ...Object.keys(SERVER_GROUPS.single!)]);
    // ROUTE_ERRORS is the OpenAPI table of statuses, not messages.
    expect(found.filter((name) => !walked.has(name) && name !== 'ROUTE_ERRORS')).toEqual([]);
  });

  it('puts numbers and waits in Arabic grammar', () => {
    expect(arabicWait(inTime(1))).toBe('بعد ثانية واحدة');
    expect(arabicWait(inTime(120))).toBe('بعد دقيقتين');
    expect(arabicWait(inTime(300))).toBe('بعد 5 دقائق');
    expect(arabicWait(inTime(45))).toBe('بعد 45 ثانية');
    expect(arabicMessage(throttledMessage(300))).toBe('محاولات فاشلة كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 5 دقائق.');
    expect(arabicMessage(ADDRESS_RESULT_MESSAGES.created)).toBe('تم حفظ العنوان.');
    expect(arabicMessage(AUTH_MESSAGES.signedUp)).toBe('تم إنشاء الحساب. يرجى تسجيل الدخول.');
  });

  it('keeps names and prices as they are', () => {
    const arabic = arabicMessage(conflictMessage([{ reason: 'price', product_title: 'Selenite Wand', current_price: 499, sent_price: 450 } as never], 'INR'));
    expect(arabic).toContain('Selenite Wand');
    expect(arabic).toContain(price(499));
    expect(arabic).toContain(price(450));
  });

  it('leaves a message it does not know alone', () => {
    expect(arabicMessage('Something nobody wrote')).toBeUndefined();
  });
});
