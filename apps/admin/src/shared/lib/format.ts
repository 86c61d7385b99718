import { formatPrice, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@shop/core';

/** Rupees with Indian digit grouping: 123456 → '₹1,23,456' (core's one price rule). */
export function rupees(amount: number): string {
  return formatPrice(amount, 'INR');
}

const IST = 'Asia/Kolkata';
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: IST,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { timeZone: IST, day: 'numeric', month: 'short', year: 'numeric' });
const timeOnly = new Intl.DateTimeFormat('en-IN', { timeZone: IST, hour: '2-digit', minute: '2-digit', hour12: false });
const dayMonth = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const count = new Intl.NumberFormat('en-IN');

/** A timestamp in India time: '5 Mar 2026, 14:05'. */
export function formatDateTime(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : dateTime.format(t);
}

/** A day in India time: '5 Mar 2026'. */
export function formatDate(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : dateOnly.format(t);
}

/** The time of day in India time: '14:05'. */
export function formatTime(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : timeOnly.format(t);
}

/** 'YYYY-MM-DD' (a day already in India time) → '5 Mar'. */
export function formatDay(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(t) ? day : dayMonth.format(t);
}

/** A count with Indian grouping: 123456 → '1,23,456'. */
export function formatCount(n: number): string {
  return count.format(n);
}

/** Integer paise (the catalog and content APIs) as rupees: 125050 → '₹1,251'. */
export function paise(amount: number): string {
  return formatPrice(amount / 100, 'INR');
}

/** Integer paise as rupees with two decimals, for price fields: 125050 → '1250.50'. */
export function paiseToInput(amount: number): string {
  return (amount / 100).toFixed(2);
}

/** A rupee amount typed in a field ('1250.5') as integer paise, or NaN. */
export function inputToPaise(text: string): number {
  const t = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return Number.NaN;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** 'upi' → 'UPI', 'cash' → 'Cash on Delivery' (core's labels); anything else as it is. */
export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
}
