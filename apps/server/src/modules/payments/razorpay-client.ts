import crypto from 'node:crypto';

/**
 * Razorpay's documented REST API (https://razorpay.com/docs/api/), the parts the shop uses:
 * orders, an order's payments, a payment, refunds. Basic auth with the key id and secret;
 * amounts in paise. Called with fetch and a time-out of our own rather than the `razorpay`
 * SDK (decision 011): the SDK's HTTP client has no per-call time-out, and a call that hangs
 * would hold a shopper's checkout.
 */

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | unknown[];
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  method: string;
  captured: boolean;
  amount_refunded: number;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
  created_at: number;
}

/** A call that failed: `status` null when the gateway did not answer in time (or at all). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

export interface RazorpayClientOptions {
  keyId: string;
  keySecret: string;
  /** 'https://api.razorpay.com' (RAZORPAY_API_BASE). */
  apiBase: string;
  timeoutMs: number;
}

export class RazorpayClient {
  private readonly authorization: string;

  constructor(private readonly options: RazorpayClientOptions) {
    this.authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.options.apiBase.replace(/\/+$/, '')}/v1${path}`, {
        method,
        headers: { authorization: this.authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new GatewayError(
        timedOut ? `no answer within ${this.options.timeoutMs} ms` : `unreachable (${err instanceof Error ? err.message : String(err)})`,
        null,
      );
    }
    let json: unknown = null;
    try {
      json = await res.json();
    } catch {
      // not JSON
    }
    if (!res.ok) {
      const error = (json as { error?: { code?: string; description?: string } } | null)?.error;
      throw new GatewayError(error?.description ?? `HTTP ${res.status}`, res.status, error?.code ?? null);
    }
    if (json === null || typeof json !== 'object') throw new GatewayError('an answer that is not JSON', res.status);
    return json as T;
  }

  /** POST /v1/orders: the amount in paise; receipt at most 40 characters (the invoice number). */
  createOrder(order: { amount: number; currency: 'INR'; receipt: string; notes: Record<string, string> }): Promise<RazorpayOrder> {
    return this.call('POST', '/orders', order);
  }

  /** GET /v1/orders/{id}/payments: every payment attempt on the order. */
  async orderPayments(orderId: string): Promise<RazorpayPayment[]> {
    const page = await this.call<{ items?: RazorpayPayment[] }>('GET', `/orders/${encodeURIComponent(orderId)}/payments`);
    return Array.isArray(page.items) ? page.items : [];
  }

  /** GET /v1/payments/{id}. */
  payment(paymentId: string): Promise<RazorpayPayment> {
    return this.call('GET', `/payments/${encodeURIComponent(paymentId)}`);
  }

  /** POST /v1/payments/{id}/refund: a full or partial refund (paise). */
  refund(paymentId: string, refund: { amount: number; notes: Record<string, string>; receipt?: string }): Promise<RazorpayRefund> {
    return this.call('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, refund);
  }
}

/** Lower-case hex HMAC-SHA256, as Razorpay signs payments and webhooks. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

/** Whether `given` is the expected hex signature, compared in constant time. */
export function signatureMatches(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return crypto.timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** The checkout's razorpay_signature: HMAC-SHA256 of 'order_id|payment_id' with the key secret. */
export function paymentSignatureValid(keySecret: string, gatewayOrderId: string, paymentId: string, signature: unknown): boolean {
  return signatureMatches(hmacHex(keySecret, `${gatewayOrderId}|${paymentId}`), signature);
}

/** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body, as received, with the webhook secret. */
export function webhookSignatureValid(webhookSecret: string, rawBody: Buffer | string, signature: unknown): boolean {
  return signatureMatches(hmacHex(webhookSecret, rawBody), signature);
}
