import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { hmacHex, paymentSignatureValid, webhookSignatureValid } from './razorpay-client.js';
import { RazorpayStandIn } from '../../../../../scripts/razorpay-standin.mjs';

/**
 * The signatures against Razorpay's own published example (razorpay-node's test of
 * validateWebhookSignature: body '{"a":1,"b":2,"c":{"d":3}}', secret '123456'), so neither
 * the shop nor the stand-in can drift from the real contract unnoticed.
 */
const RAZORPAY_EXAMPLE = {
  body: '{"a":1,"b":2,"c":{"d":3}}',
  secret: '123456',
  signature: '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
};

describe('Razorpay signatures', () => {
  it("match Razorpay's documented example, and nothing else", () => {
    expect(hmacHex(RAZORPAY_EXAMPLE.secret, RAZORPAY_EXAMPLE.body)).toBe(RAZORPAY_EXAMPLE.signature);
    expect(webhookSignatureValid(RAZORPAY_EXAMPLE.secret, Buffer.from(RAZORPAY_EXAMPLE.body), RAZORPAY_EXAMPLE.signature)).toBe(true);
    expect(webhookSignatureValid(RAZORPAY_EXAMPLE.secret, Buffer.from(RAZORPAY_EXAMPLE.body), RAZORPAY_EXAMPLE.signature.toUpperCase())).toBe(true);
    expect(webhookSignatureValid(RAZORPAY_EXAMPLE.secret, RAZORPAY_EXAMPLE.body, 'sdfafds')).toBe(false);
    expect(webhookSignatureValid(RAZORPAY_EXAMPLE.secret, '{"a":1, "b":2,"c":{"d":3}}', RAZORPAY_EXAMPLE.signature)).toBe(false);
    expect(webhookSignatureValid('654321', RAZORPAY_EXAMPLE.body, RAZORPAY_EXAMPLE.signature)).toBe(false);
    expect(webhookSignatureValid(RAZORPAY_EXAMPLE.secret, RAZORPAY_EXAMPLE.body, undefined)).toBe(false);
    expect(webhookSignatureValid(RAZORPAY_EXAMPLE.secret, RAZORPAY_EXAMPLE.body, ['a'])).toBe(false);
  });

  it('the stand-in signs webhooks and payments the way Razorpay does', () => {
    const standin = new RazorpayStandIn({ webhookSecret: RAZORPAY_EXAMPLE.secret });
    expect(standin.sign(RAZORPAY_EXAMPLE.body)).toBe(RAZORPAY_EXAMPLE.signature);
    // The checkout's razorpay_signature: HMAC of 'order_id|payment_id' with the key secret.
    const sig = hmacHex('key_secret', 'order_ABC123|pay_XYZ789');
    expect(paymentSignatureValid('key_secret', 'order_ABC123', 'pay_XYZ789', sig)).toBe(true);
    expect(paymentSignatureValid('key_secret', 'order_ABC123', 'pay_XYZ780', sig)).toBe(false);
  });
});

describe('gateway configuration', () => {
  const keys = { RAZORPAY_KEY_ID: 'rzp_live_AbCdEf123456', RAZORPAY_KEY_SECRET: 'S3cr3tKeySecretValue', RAZORPAY_WEBHOOK_SECRET: 'hook-secret-42' };
  const base = { DATABASE_URL: 'file::memory:', JWT_SECRET: 'x'.repeat(40) };

  it('no keys: the offline provider; all three: Razorpay at its real addresses', () => {
    expect(loadConfig(base).payments.razorpay).toBeNull();
    expect(loadConfig({ ...base, ...keys }).payments.razorpay).toEqual({
      keyId: keys.RAZORPAY_KEY_ID,
      keySecret: keys.RAZORPAY_KEY_SECRET,
      webhookSecret: keys.RAZORPAY_WEBHOOK_SECRET,
      apiBase: 'https://api.razorpay.com',
      checkoutUrl: 'https://checkout.razorpay.com/v1/razorpay.js',
      timeoutMs: 10_000,
    });
  });

  it('refuses to start with some keys but not all, naming the missing one, or with a malformed value', () => {
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: keys.RAZORPAY_KEY_SECRET })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET: required when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set/,
    );
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID })).toThrow(
      /RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: required when RAZORPAY_KEY_ID is set/,
    );
    expect(() => loadConfig({ ...base, ...keys, RAZORPAY_KEY_ID: 'live_key' })).toThrow(/RAZORPAY_KEY_ID must be a Razorpay key id/);
    expect(() => loadConfig({ ...base, ...keys, RAZORPAY_KEY_SECRET: 'has space in it' })).toThrow(/RAZORPAY_KEY_SECRET must be the key secret/);
    expect(() => loadConfig({ ...base, ...keys, RAZORPAY_API_BASE: 'ftp://api.razorpay.com' })).toThrow(/RAZORPAY_API_BASE must be an http\(s\) origin/);
    expect(() => loadConfig({ ...base, ...keys, RAZORPAY_CHECKOUT_URL: 'http://evil.example/razorpay.js' })).toThrow(
      /RAZORPAY_CHECKOUT_URL must be an https URL/,
    );
    expect(() => loadConfig({ ...base, ORDER_LIMITS: 'units_per_item=0' })).toThrow(/ORDER_LIMITS must be name=value pairs/);
    expect(() => loadConfig({ ...base, ORDER_LIMITS: 'everything=5' })).toThrow(/ORDER_LIMITS must be name=value pairs/);
    expect(loadConfig({ ...base, ORDER_LIMITS: 'units_per_item=25, orders_per_address_per_hour=400' }).orderLimitDefaults).toMatchObject({
      units_per_item: 25,
      orders_per_address_per_hour: 400,
      unpaid_orders_per_customer: 3,
    });
  });
});
