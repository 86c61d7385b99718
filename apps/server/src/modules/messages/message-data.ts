import type { MessageKind } from '@shop/core/admin';

/**
 * What each message needs to be rendered, stored as JSON in its outbox row when the change
 * that causes it commits (so the e-mail says what was true then, whatever changes after).
 * Money is in INR paise; links are paths ('/Invoice/12?key=…'), made absolute with the
 * shop's public origin when the message is rendered.
 */

export type MessageLanguage = 'en' | 'ar';

export interface MessageAddress {
  full_name: string;
  mobile_number: string;
  flat_house_building: string;
  area_street_sector: string;
  landmark: string;
  town_city: string;
  state: string;
  pincode: string;
  country_region: string;
}

export interface MessageOrderLine {
  title: string;
  variant: string;
  quantity: number;
  unit_price_paise: number;
  line_total_paise: number;
}

/** The order as every order message shows it. */
export interface MessageOrder {
  order_id: number;
  invoice_number: string;
  /** ISO instant the order was placed. */
  created_at: string;
  customer_name: string;
  customer_email: string;
  lines: MessageOrderLine[];
  sub_total_paise: number;
  grand_total_paise: number;
  /** 'INR' or 'USD': the currency the shopper chose; the display total is shown beside the INR total. */
  order_currency: string;
  /** The grand total in order_currency's minor units (cents for USD). */
  display_total_minor: number;
  /** 'cash', 'upi', 'paypal' or 'card'. */
  payment_method: string;
  /** cod_due, awaiting_payment, paid, refunded or void. */
  payment_status: string;
  card_brand: string | null;
  card_last4: string | null;
  address: MessageAddress;
  /** '/Invoice/12?key=…': opens the invoice without signing in. */
  invoice_path: string;
  /** '/MyOrders': where a signed-in shopper follows the order. */
  orders_path: string;
  /** An unpaid order's deadline (ISO): not paid by then, it is cancelled. Absent in rows written before issue 18. */
  payment_due_at?: string | null;
  /** Paid online through the gateway (Razorpay): the shopper pays at the checkout or from the invoice. */
  pay_online?: boolean;
}

/** What a UPI order shows to pay it: the upi://pay link and its QR code (inline image cid:upi-qr). */
export interface MessageUpi {
  link: string;
  payee_vpa: string;
  amount_paise: number;
}

export interface MessageDataByKind {
  order_placed: { order: MessageOrder; upi: MessageUpi | null };
  payment_received: { order: MessageOrder; reference: string | null };
  order_shipped: { order: MessageOrder; carrier: string; tracking_number: string; tracking_url: string | null };
  order_delivered: { order: MessageOrder };
  order_cancelled: {
    order: MessageOrder;
    /** Who cancelled: the shopper from My Orders, the shop, or the system (not paid in time). */
    by: 'customer' | 'shop' | 'system';
    /** Whether money had been received and is to be returned (false: nothing was taken). */
    refund_due: boolean;
    note: string | null;
  };
  order_refunded: { order: MessageOrder; amount_paise: number; reference: string | null; note: string | null };
  /** To the shop's order e-mail(s): 'New order SC/26-27/000123'; admin_path opens it in the back office. */
  staff_new_order: { order: MessageOrder; admin_path: string };
  /** ticket_number: absent in rows written before issue 23. */
  staff_contact_message: { name: string; email: string; telephone: string; subject: string; message: string; admin_path: string; ticket_number?: string };
  /** To the sender of a contact message: its ticket, and how soon the shop answers (issue 23). */
  contact_received: { name: string; subject: string; message: string; ticket_number: string; hours: number };
  account_welcome: { name: string; shop_path: string };
  /** reset_path: '/ResetPassword?token=…', made at send time (the row stores a nonce: StoredMessageData). */
  password_reset: { name: string; reset_path: string; minutes: number };
  password_changed: { name: string; changed_at: string; forgot_path: string };
  /** Sent to the OLD address. */
  email_changed: { name: string; old_email: string; new_email: string; changed_at: string };
  test_email: { requested_by: string };
}

export type MessageData<K extends MessageKind = MessageKind> = MessageDataByKind[K];

/**
 * What an outbox row stores: the template's data, except that a reset link's token is never
 * stored. The row holds a nonce; the token is derived from it with the server's secret when
 * the e-mail is sent (`linkToken`), so neither a copy of the database nor the back office's
 * preview holds a working link.
 */
export type StoredMessageDataByKind = Omit<MessageDataByKind, 'password_reset'> & {
  password_reset: { name: string; reset_nonce: string; minutes: number };
};
export type StoredMessageData<K extends MessageKind = MessageKind> = StoredMessageDataByKind[K];

/** The shop as the messages sign them: from the back office's settings when they are sent. */
export interface MessageShop {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** 'https://shop.example.com' (PUBLIC_URL) or 'http://localhost:3000'. */
  origin: string;
}

/** A rendered message: the subject line, an HTML part and a plain-text part. */
export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}
