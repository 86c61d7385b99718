import { INR_PER_USD, toMinorUnits, upiPaymentLink } from '@shop/core';
import type { MessageKind } from '@shop/core/admin';
import type { MessageData, MessageOrder, MessageShop } from '../message-data.js';

/** Realistic messages of every kind, for the template tests and scripts/email-previews.mjs. */

export const SAMPLE_SHOP: MessageShop = {
  name: 'Stone & Crystal Co.',
  email: 'care@stoneandcrystal.example',
  phone: '+91 141 400 7788',
  address: '14 Johari Bazaar, Jaipur, Rajasthan 302003, India',
  origin: 'https://shop.example.com',
};

const LINES = [
  { title: 'Amethyst Cluster', variant: '250 g', quantity: 2, unit_price_paise: 245000 },
  { title: 'Rose Quartz Sphere (Polished)', variant: '60 mm', quantity: 1, unit_price_paise: 187550 },
  { title: 'Clear Quartz Tower', variant: 'Large', quantity: 1, unit_price_paise: 319900 },
].map((l) => ({ ...l, line_total_paise: l.unit_price_paise * l.quantity }));

/** An order as its messages carry it; `currency` USD adds the shopper's dollar total. */
export function sampleOrder(overrides: Partial<MessageOrder> = {}): MessageOrder {
  const total = LINES.reduce((sum, l) => sum + l.line_total_paise, 0);
  const currency = overrides.order_currency ?? 'INR';
  const usdCents = LINES.reduce((sum, l) => sum + toMinorUnits(l.unit_price_paise / 100 / INR_PER_USD) * l.quantity, 0);
  return {
    order_id: 4821,
    invoice_number: 'SC/26-27/000123',
    created_at: '2026-05-05T13:47:12.000Z',
    customer_name: 'Priya Sharma',
    customer_email: 'priya.sharma@example.in',
    lines: LINES,
    sub_total_paise: total,
    grand_total_paise: total,
    order_currency: currency,
    display_total_minor: currency === 'USD' ? usdCents : total,
    payment_method: 'cash',
    payment_status: 'cod_due',
    card_brand: null,
    card_last4: null,
    address: {
      full_name: 'Priya Sharma',
      mobile_number: '9829012345',
      flat_house_building: 'B-204, Shanti Apartments',
      area_street_sector: 'Malviya Nagar, Sector 7',
      landmark: 'Near Gaurav Tower',
      town_city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302017',
      country_region: 'India',
    },
    invoice_path: '/Invoice/4821?key=k7Qe2mZpX9aL4vRt8nWc3yHb6uJd1sFg',
    orders_path: '/MyOrders',
    ...overrides,
  };
}

const DUE = { payment_due_at: '2026-05-07T13:47:12.000Z' } as const;
const upiOrder = sampleOrder({ order_currency: 'USD', payment_method: 'upi', payment_status: 'awaiting_payment', ...DUE });

export const SAMPLE_UPI = {
  link: upiPaymentLink({
    payeeVpa: 'stoneandcrystal@okhdfcbank',
    payeeName: 'Stone & Crystal Co.',
    amountPaise: upiOrder.grand_total_paise,
    reference: upiOrder.invoice_number,
    note: `Order ${upiOrder.order_id}`,
  }),
  payee_vpa: 'stoneandcrystal@okhdfcbank',
  amount_paise: upiOrder.grand_total_paise,
};

export type SampleMessage = { [K in MessageKind]: { name: string; kind: K; data: MessageData<K> } }[MessageKind];

const paid = { payment_status: 'paid' } as const;

/** One or more samples of every kind; `name` is unique and safe as a file name. */
export const SAMPLE_MESSAGES: SampleMessage[] = [
  { name: 'order_placed-cash', kind: 'order_placed', data: { order: sampleOrder(), upi: null } },
  { name: 'order_placed-upi-usd', kind: 'order_placed', data: { order: upiOrder, upi: SAMPLE_UPI } },
  {
    name: 'order_placed-paypal',
    kind: 'order_placed',
    data: { order: sampleOrder({ payment_method: 'paypal', payment_status: 'awaiting_payment', order_currency: 'USD', ...DUE }), upi: null },
  },
  {
    name: 'order_placed-card',
    kind: 'order_placed',
    data: { order: sampleOrder({ payment_method: 'card', payment_status: 'awaiting_payment', card_brand: 'visa', card_last4: '4242', ...DUE }), upi: null },
  },
  {
    name: 'order_placed-card-online',
    kind: 'order_placed',
    data: {
      order: sampleOrder({ payment_method: 'card', payment_status: 'awaiting_payment', card_brand: 'visa', card_last4: '4242', pay_online: true, ...DUE }),
      upi: null,
    },
  },
  {
    name: 'payment_received',
    kind: 'payment_received',
    data: { order: sampleOrder({ ...upiOrder, ...paid, payment_due_at: null }), reference: 'UTR 412345678901' },
  },
  {
    name: 'order_shipped',
    kind: 'order_shipped',
    data: {
      order: sampleOrder(),
      carrier: 'Delhivery',
      tracking_number: '1234 5678 9012',
      tracking_url: 'https://www.delhivery.com/track/package/123456789012',
    },
  },
  {
    name: 'order_shipped-no-link',
    kind: 'order_shipped',
    data: { order: sampleOrder(paid), carrier: 'Local courier', tracking_number: 'JP-88213', tracking_url: null },
  },
  { name: 'order_delivered', kind: 'order_delivered', data: { order: sampleOrder(paid) } },
  {
    name: 'order_cancelled-customer',
    kind: 'order_cancelled',
    data: { order: sampleOrder({ payment_status: 'void' }), by: 'customer', refund_due: false, note: null },
  },
  {
    name: 'order_cancelled-shop-refund',
    kind: 'order_cancelled',
    data: {
      order: sampleOrder({ ...upiOrder, ...paid }),
      by: 'shop',
      refund_due: true,
      note: 'The Clear Quartz Tower was damaged in our store.\nWe are very sorry.',
    },
  },
  {
    name: 'order_cancelled-system',
    kind: 'order_cancelled',
    data: { order: sampleOrder({ ...upiOrder, payment_status: 'void' }), by: 'system', refund_due: false, note: null },
  },
  {
    name: 'order_refunded',
    kind: 'order_refunded',
    data: {
      order: sampleOrder({ ...upiOrder, payment_status: 'refunded' }),
      amount_paise: upiOrder.grand_total_paise,
      reference: 'RFND-2026-0042',
      note: null,
    },
  },
  { name: 'staff_new_order', kind: 'staff_new_order', data: { order: upiOrder, admin_path: '/admin/orders/4821' } },
  {
    name: 'staff_contact_message',
    kind: 'staff_contact_message',
    data: {
      name: 'Rahul Verma',
      email: 'rahul.verma@example.in',
      telephone: '+91 98290 11111',
      subject: 'Bulk order of tumbled stones',
      message: 'Hello,\nI run a small wellness studio in Pune and would like 200 tumbled amethysts.\nCan you quote a price?\n\nThanks, Rahul',
      admin_path: '/admin/contact/77',
    },
  },
  {
    name: 'contact_received',
    kind: 'contact_received',
    data: {
      name: 'Rahul Verma',
      subject: 'Bulk order of tumbled stones',
      message: 'Hello,\nI run a small wellness studio in Pune and would like 200 tumbled amethysts.\nCan you quote a price?',
      ticket_number: 'T-000077',
      hours: 48,
    },
  },
  { name: 'account_welcome', kind: 'account_welcome', data: { name: 'Priya Sharma', shop_path: '/' } },
  { name: 'password_reset', kind: 'password_reset', data: { name: 'Priya Sharma', reset_path: '/ResetPassword?token=q8W3nZt2Lx7cVb1Mk4RyP0sD', minutes: 30 } },
  {
    name: 'password_changed',
    kind: 'password_changed',
    data: { name: 'Priya Sharma', changed_at: '2026-05-06T04:05:00.000Z', forgot_path: '/ForgotPassword' },
  },
  {
    name: 'email_changed',
    kind: 'email_changed',
    data: { name: 'Priya Sharma', old_email: 'priya.sharma@example.in', new_email: 'priya.s@example.com', changed_at: '2026-05-06T04:05:00.000Z' },
  },
  { name: 'test_email', kind: 'test_email', data: { requested_by: 'Anita Rao (anita@stoneandcrystal.example)' } },
];
