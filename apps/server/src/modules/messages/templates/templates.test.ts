import { MESSAGE_KINDS, type MessageKind } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import type { MessageData, MessageLanguage, RenderedMessage } from '../message-data.js';
import { absoluteUrl, formatOrderTotal, subjectLine } from './format.js';
import { renderMessage } from './index.js';
import { SAMPLE_MESSAGES, SAMPLE_SHOP, SAMPLE_UPI, sampleOrder } from './sample-messages.js';
import { STRINGS } from './strings.js';

const LANGUAGES: MessageLanguage[] = ['en', 'ar'];
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function render<K extends MessageKind>(kind: K, data: MessageData<K>, language: MessageLanguage = 'en'): Promise<RenderedMessage> {
  return renderMessage(kind, data, language, SAMPLE_SHOP);
}

function sample(name: string) {
  const found = SAMPLE_MESSAGES.find((m) => m.name === name);
  if (!found) throw new Error(`no sample ${name}`);
  return found;
}

async function renderSample(name: string, language: MessageLanguage = 'en'): Promise<RenderedMessage> {
  const s = sample(name);
  return renderMessage(s.kind, s.data as never, language, SAMPLE_SHOP);
}

/** The text with its line wrapping undone: sentences compare whatever the width. */
function flat(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** Every href of the HTML part, its entities decoded. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}

/** The strings of a language as a flat list of [key, value]. */
function leaves(value: unknown, key = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, key ? `${key}.${k}` : k));
}

describe('every kind in both languages', () => {
  it('has a sample of every kind', () => {
    expect(new Set(SAMPLE_MESSAGES.map((m) => m.kind))).toEqual(new Set(MESSAGE_KINDS));
  });

  for (const s of SAMPLE_MESSAGES) {
    for (const language of LANGUAGES) {
      it(`${s.name} (${language})`, async () => {
        const message = await renderMessage(s.kind, s.data as never, language, SAMPLE_SHOP);
        const staff = s.kind.startsWith('staff_');
        const shown: MessageLanguage = staff ? 'en' : language;

        expect(message.subject.trim()).not.toBe('');
        expect(message.subject).not.toMatch(CONTROL);
        expect(message.html).toMatch(/^<!DOCTYPE html/);
        expect(message.html).toContain(shown === 'ar' ? '<html lang="ar" dir="rtl"' : '<html lang="en" dir="ltr"');
        // The shop's name and logo (inline, attached by the sender), and its footer.
        expect(message.html).toContain('src="cid:logo"');
        expect(message.html).toContain(SAMPLE_SHOP.address);
        expect(message.html).toContain(SAMPLE_SHOP.phone);
        expect(message.text).toContain(SAMPLE_SHOP.name);
        expect(message.text).toContain(SAMPLE_SHOP.email);
        // Links work from a mail program: absolute on the shop's origin, a carrier's page, mail or UPI.
        const links = hrefs(message.html);
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link).toMatch(/^(https:\/\/|mailto:|upi:\/\/pay\?)/);
        // The plain-text part is readable: no markup, the heading's words, the links written out.
        expect(message.text).not.toMatch(/<[a-z]/i);
        for (const link of links.filter((l) => l.startsWith('https://shop.example.com/') && l !== 'https://shop.example.com/')) {
          expect(message.text).toContain(link);
        }
        // An order's amounts: its grand total in both parts.
        if ('order' in s.data && s.kind !== 'order_refunded') {
          const total = formatOrderTotal(s.data.order);
          expect(message.html).toContain(total);
          expect(message.text).toContain(total);
          expect(message.text).toContain(s.data.order.invoice_number);
          expect(message.text).toContain(String(s.data.order.order_id));
        }
      });
    }
  }

  it('says everything in Arabic in an Arabic message (no English words of the shop’s own)', async () => {
    const english = leaves(STRINGS.en);
    const arabic = new Map(leaves(STRINGS.ar));
    // The English strings that have Arabic words of their own and no placeholders, long enough to be a phrase.
    const phrases = english.filter(([key, value]) => arabic.get(key) !== value && !value.includes('{') && value.length > 3).map(([, value]) => value);
    expect(phrases.length).toBeGreaterThan(40);
    for (const s of SAMPLE_MESSAGES.filter((m) => !m.kind.startsWith('staff_'))) {
      const message = await renderMessage(s.kind, s.data as never, 'ar', SAMPLE_SHOP);
      for (const phrase of phrases) expect(message.text, `${s.name}: ${phrase}`).not.toContain(phrase);
      expect(message.subject).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

describe('order_placed', () => {
  it('UPI: the QR code, the upi:// link and the payee; no money taken, never "payment received"', async () => {
    for (const language of LANGUAGES) {
      const { html, text, subject } = await renderSample('order_placed-upi-usd', language);
      expect(html).toContain('src="cid:upi-qr"');
      expect(hrefs(html)).toContain(SAMPLE_UPI.link);
      expect(text).toContain(SAMPLE_UPI.link);
      expect(html).toContain(SAMPLE_UPI.payee_vpa);
      expect(flat(text)).toContain('₹9,974.50');
      for (const part of [html, text, subject]) {
        expect(part).not.toMatch(/payment received/i);
        expect(part).not.toContain('تم استلام الدفعة');
      }
    }
    const { text } = await renderSample('order_placed-upi-usd');
    expect(flat(text)).toContain('No money has been taken yet');
    expect(flat(text)).toContain('pay ₹9,974.50 to our UPI ID stoneandcrystal@okhdfcbank');
    expect(flat(text)).toContain('attached to this e-mail as a PDF');
    expect(text).toContain('View your invoice\nhttps://shop.example.com/Invoice/4821?key=k7Qe2mZpX9aL4vRt8nWc3yHb6uJd1sFg');
  });

  it('shows the INR total with the USD display total beside it, as the invoice does', async () => {
    const { html, text } = await renderSample('order_placed-upi-usd');
    expect(html).toContain('₹9,974.50 (US$115.39)');
    expect(flat(text)).toMatch(/Grand Total +₹9,974\.50 \(US\$115\.39\)/);
    const inr = await renderSample('order_placed-cash');
    expect(flat(inr.text)).not.toContain('US$');
  });

  it('lists every line: title, variant, quantity, unit price and line total; and the delivery address', async () => {
    const { html, text } = await renderSample('order_placed-cash');
    for (const part of [html, text]) {
      for (const line of [
        'Amethyst Cluster',
        'Rose Quartz Sphere (Polished)',
        'Clear Quartz Tower',
        '250 g',
        '60 mm',
        '₹2,450.00',
        '₹4,900.00',
        '₹1,875.50',
        '₹3,199.00',
      ]) {
        expect(part).toContain(line);
      }
      for (const field of ['B-204, Shanti Apartments', 'Malviya Nagar, Sector 7', 'Near Gaurav Tower', 'Jaipur, Rajasthan 302017', '9829012345'])
        expect(part).toContain(field);
    }
    expect(text).toContain('Amethyst Cluster (Size / Weight: 250 g)\n  2 × ₹2,450.00 = ₹4,900.00');
    expect(flat(text)).toMatch(/Invoice number +SC\/26-27\/000123/);
    expect(flat(text)).toMatch(/Order date +05 May 2026/);
  });

  it('says what happens next for each payment method, and that nothing has been taken', async () => {
    const cash = await renderSample('order_placed-cash');
    expect(flat(cash.text)).toContain('Cash on Delivery');
    expect(flat(cash.text)).toContain('You pay ₹9,974.50 in cash to the courier when your order is delivered. No money has been taken now.');
    const paypal = await renderSample('order_placed-paypal');
    expect(flat(paypal.text)).toContain(
      'We have not taken any payment yet. We will e-mail you how to pay ₹9,974.50 (US$115.39) for this order through PayPal.',
    );
    const card = await renderSample('order_placed-card');
    expect(flat(card.text)).toContain('We have not taken any payment yet, and your card has not been charged.');
    expect(flat(card.text)).toContain('Credit/Debit Card (Visa ending in 4242)');
    const cardAr = await renderSample('order_placed-card', 'ar');
    expect(flat(cardAr.text)).toContain('بطاقة ائتمان/خصم (فيزا تنتهي بـ 4242)');
    expect(flat(cardAr.text)).toContain('لم نحصّل أي مبلغ بعد');
    for (const m of [cash, paypal, card]) {
      expect(m.html).not.toContain('cid:upi-qr');
      expect(m.text).not.toMatch(/payment received/i);
    }
    // A UPI order the shop shows no QR code for (no UPI id set) still says how it goes on.
    const noQr = await render('order_placed', { order: sampleOrder({ payment_method: 'upi', payment_status: 'awaiting_payment' }), upi: null });
    expect(noQr.html).not.toContain('cid:upi-qr');
    expect(flat(noQr.text)).toContain('We have not taken any payment yet. We will e-mail you how to pay ₹9,974.50 for this order.');
  });

  it('subjects: the invoice number, in the language', async () => {
    expect((await renderSample('order_placed-cash')).subject).toBe('Order SC/26-27/000123 received');
    expect((await renderSample('order_placed-cash', 'ar')).subject).toBe('تم استلام الطلب SC/26-27/000123');
  });

  it('Arabic: right to left, the storefront’s words, Western digits', async () => {
    const { html, text } = await renderSample('order_placed-upi-usd', 'ar');
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('text-align:right');
    for (const words of ['رقم الطلب', 'رقم الفاتورة', 'المجموع الكلي', 'عنوان التوصيل', 'طريقة الدفع', 'عرض فاتورتك', '05 مايو 2026'])
      expect(text).toContain(words);
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('the other order messages', () => {
  it('payment_received: the amount and the reference', async () => {
    const { text, subject } = await renderSample('payment_received');
    expect(subject).toBe('Payment received for order SC/26-27/000123');
    expect(flat(text)).toContain('We have received ₹9,974.50 (US$115.39) for order 4821');
    expect(flat(text)).toContain('UTR 412345678901');
  });

  it('order_shipped: carrier, tracking number and the carrier’s tracking page when there is one', async () => {
    const withLink = await renderSample('order_shipped');
    expect(flat(withLink.text)).toMatch(/Carrier +Delhivery/);
    expect(flat(withLink.text)).toMatch(/Tracking number +1234 5678 9012/);
    expect(hrefs(withLink.html)).toContain('https://www.delhivery.com/track/package/123456789012');
    expect(withLink.text).toContain('Track your parcel\nhttps://www.delhivery.com/track/package/123456789012');
    expect(flat(withLink.text)).toContain('Please keep ₹9,974.50 ready in cash for the courier.');
    const without = await renderSample('order_shipped-no-link');
    expect(flat(without.text)).not.toContain('Track your parcel');
    expect(flat(without.text)).toContain('JP-88213');
    expect(flat(without.text)).not.toContain('ready in cash');
    expect((await renderSample('order_shipped', 'ar')).text).toContain('تتبّع شحنتك');
  });

  it('order_delivered', async () => {
    const { text, subject } = await renderSample('order_delivered');
    expect(subject).toBe('Order SC/26-27/000123 delivered');
    expect(flat(text)).toContain('Order 4821 (invoice SC/26-27/000123) has been delivered.');
  });

  it('order_cancelled: who cancelled, the items back on sale, and the money plainly', async () => {
    const customer = await renderSample('order_cancelled-customer');
    expect(flat(customer.text)).toContain('As you asked, we have cancelled order 4821');
    expect(flat(customer.text)).toContain('the items in it are back on sale');
    expect(flat(customer.text)).toContain('No money was taken for this order.');
    expect(flat(customer.text)).not.toContain('refunded');

    const shop = await renderSample('order_cancelled-shop-refund');
    expect(flat(shop.text)).toContain('we had to cancel order 4821');
    expect(flat(shop.text)).toContain('The amount you paid, ₹9,974.50 (US$115.39), will be refunded to your original payment method within 5-7 working days.');
    expect(shop.text).toContain('The Clear Quartz Tower was damaged in our store.\nWe are very sorry.');
    expect(flat(shop.text)).not.toContain('No money was taken');

    const system = await renderSample('order_cancelled-system');
    expect(flat(system.text)).toContain('because it was not paid in time');
    expect(flat(system.text)).toContain('No money was taken for this order.');
    const systemAr = await renderSample('order_cancelled-system', 'ar');
    expect(flat(systemAr.text)).toContain('لأنه لم يُدفع في الوقت المحدد');
    expect(flat(systemAr.text)).toContain('لم يُخصم أي مبلغ لهذا الطلب.');
  });

  it('order_refunded: the amount and the reference', async () => {
    const { text, subject } = await renderSample('order_refunded');
    expect(subject).toBe('Refund for order SC/26-27/000123');
    expect(flat(text)).toContain('We have refunded ₹9,974.50 (US$115.39) for order 4821');
    expect(flat(text)).toMatch(/Refund reference +RFND-2026-0042/);
    const part = await render('order_refunded', { order: sampleOrder(), amount_paise: 319900, reference: null, note: null });
    expect(flat(part.text)).toContain('We have refunded ₹3,199.00 for order 4821');
    expect(flat(part.text)).not.toContain('Refund reference');
  });
});

describe('staff messages', () => {
  it('staff_new_order: English whatever the language, the summary, the customer, the back-office link', async () => {
    for (const language of LANGUAGES) {
      const { subject, html, text } = await renderSample('staff_new_order', language);
      expect(subject).toBe('New order SC/26-27/000123');
      expect(html).toContain('<html lang="en" dir="ltr"');
      expect(hrefs(html)).toContain('https://shop.example.com/admin/orders/4821');
      expect(text).toContain('Open in the back office\nhttps://shop.example.com/admin/orders/4821');
      expect(flat(text)).toContain('Priya Sharma placed order 4821 on 05 May 2026 for ₹9,974.50 (US$115.39).');
      expect(flat(text)).toContain('priya.sharma@example.in');
      expect(flat(text)).toContain('UPI: awaiting payment of ₹9,974.50.');
      expect(flat(text)).toContain('Clear Quartz Tower');
      expect(flat(text)).not.toContain('Reply to this e-mail or write to us');
    }
  });

  it('staff_contact_message: the subject and the message as data; no header injection through the subject', async () => {
    const base = sample('staff_contact_message').data as MessageData<'staff_contact_message'>;
    const { subject, html, text } = await render('staff_contact_message', {
      ...base,
      subject: 'Price?\r\nBcc: x@y.z',
      message: '<script>alert(1)</script>\nSecond line',
      name: '<b>Rahul</b>',
    });
    expect(subject).toBe('New contact message: Price? Bcc: x@y.z');
    expect(subject).not.toMatch(/[\r\n]/);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<b>Rahul</b>');
    expect(text).toContain('<script>alert(1)</script>\nSecond line');
    expect(hrefs(html)).toContain('https://shop.example.com/admin/contact/77');
    expect((await renderSample('staff_contact_message', 'ar')).subject).toBe('New contact message: Bulk order of tumbled stones');
  });
});

describe('account messages', () => {
  it('account_welcome', async () => {
    const { subject, text } = await renderSample('account_welcome');
    expect(subject).toBe('Welcome to Stone & Crystal Co.');
    expect(flat(text)).toContain('Welcome, Priya Sharma');
  });

  it('password_reset: the link, once, and when it expires', async () => {
    const { html, text } = await renderSample('password_reset');
    const link = 'https://shop.example.com/ResetPassword?token=q8W3nZt2Lx7cVb1Mk4RyP0sD';
    expect(hrefs(html)).toContain(link);
    expect(text).toContain(link);
    expect(flat(text)).toContain(
      'This link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail; your password stays the same.',
    );
    const ar = await renderSample('password_reset', 'ar');
    expect(ar.html).toContain('dir="rtl"');
    expect(flat(ar.text)).toContain('تنتهي صلاحيته خلال 30 دقيقة');
    expect(hrefs(ar.html)).toContain(link);
  });

  it('password_changed: when, in India time, and the way back', async () => {
    const { html, text } = await renderSample('password_changed');
    expect(flat(text)).toContain('Your password was changed on 06 May 2026 at 09:35 (India time).');
    expect(flat(text)).toContain('If this was not you, reset your password now');
    expect(hrefs(html)).toContain('https://shop.example.com/ForgotPassword');
    expect((await renderSample('password_changed', 'ar')).text).toContain('06 مايو 2026 الساعة 09:35 (بتوقيت الهند)');
  });

  it('email_changed: from, to, when, and the shop to contact', async () => {
    const { text } = await renderSample('email_changed');
    expect(flat(text)).toContain(
      'The e-mail of your account was changed from priya.sharma@example.in to priya.s@example.com on 06 May 2026 at 09:35 (India time).',
    );
    expect(flat(text)).toContain('If this was not you, contact us at care@stoneandcrystal.example');
  });

  it('test_email: who asked for it', async () => {
    const { subject, text } = await renderSample('test_email');
    expect(subject).toBe('Test e-mail from Stone & Crystal Co.');
    expect(flat(text)).toContain('This is a test e-mail from Stone & Crystal Co.’s back office, asked for by Anita Rao (anita@stoneandcrystal.example).');
  });

  it('a shop name with a line break in it does not break the subject', async () => {
    const message = await renderMessage('account_welcome', { name: 'A', shop_path: '/' }, 'en', { ...SAMPLE_SHOP, name: 'Stone\r\nX-Evil: 1' });
    expect(message.subject).toBe('Welcome to Stone X-Evil: 1');
  });
});

describe('format', () => {
  it('subjectLine replaces control characters and DEL with a space', () => {
    expect(subjectLine('a\r\nb\tc\u0000d\u007fe\u2028f')).toBe('a b c d e f');
    expect(subjectLine('  Order  1 ')).toBe('Order 1');
  });

  it('absoluteUrl puts a path on the origin', () => {
    expect(absoluteUrl('https://shop.example.com/', '/Invoice/1?key=a')).toBe('https://shop.example.com/Invoice/1?key=a');
    expect(absoluteUrl('http://localhost:3000', 'MyOrders')).toBe('http://localhost:3000/MyOrders');
    expect(absoluteUrl('https://shop.example.com', 'https://www.delhivery.com/x')).toBe('https://www.delhivery.com/x');
  });
});
