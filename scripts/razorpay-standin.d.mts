/** Types of razorpay-standin.mjs (the local stand-in for Razorpay's API, checkout script and webhooks). */
export declare const STANDIN_KEYS: { keyId: string; keySecret: string; webhookSecret: string };
export declare const TEST_CARDS: { success: string; declined: string; threeDSecure: string };
export declare const TEST_VPAS: { success: string; failure: string };

export interface StandInWebhook {
  event: string;
  body: string;
  signature: string;
  eventId: string;
  status: number | null;
}

export interface PayData {
  order_id: string;
  amount?: number;
  currency?: string;
  method: 'card' | 'upi' | 'wallet';
  card?: { number: string; name?: string; expiry_month?: string; expiry_year?: string; cvv?: string };
  vpa?: string;
  upi?: { vpa: string; flow?: string };
  wallet?: string;
  email?: string;
  contact?: string;
}

export declare class RazorpayStandIn {
  constructor(options?: { keyId?: string; keySecret?: string; webhookSecret?: string; webhookUrl?: string | null; webhookDelayMs?: number });
  keys: { keyId: string; keySecret: string; webhookSecret: string };
  webhookUrl: string | null;
  webhookDelayMs: number;
  orders: Map<string, any>;
  payments: Map<string, any>;
  refunds: Map<string, any>;
  webhooks: StandInWebhook[];
  calls: string[];
  hang: boolean;
  failWith: number | null;
  failRefunds: boolean;
  url: string;
  readonly checkoutUrl: string;
  start(port?: number): Promise<string>;
  stop(): Promise<void>;
  env(): Record<string, string>;
  pay(data: PayData): { status: number; body: any };
  eventBody(event: string, entities: Record<string, unknown>): string;
  sign(body: string): string;
  emit(event: string, entities: Record<string, unknown>): void;
}
