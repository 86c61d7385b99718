import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signUpAndLogin, type Customer } from '../accounts.js';
import { admin, staffUser, type StaffUser } from '../admin.js';
import { allowManyOrders, addAddress, orderBody, placeOrder, variantsInStock } from '../orders.js';
import { SmtpSink, type ReceivedMail } from '../smtp-sink.js';
import { createTestShop, type TestShop } from '../test-app.js';
import { Messages } from '../../src/modules/messages/messages.service.js';
import { MAX_ATTEMPTS } from '../../src/modules/messages/sender.js';
import { openDatabase } from '../../src/db/index.js';
import { DEFAULT_GRIEVANCE, DEFAULT_SELLER } from '../../src/modules/orders/shop-profile.js';
import { DEFAULT_ORDER_LIMITS } from '@shop/core/admin';

/** The shop's own address: staff alerts go there while no order e-mails are set. */
const SHOP_EMAIL = DEFAULT_SELLER.email;

describe('e-mail through the outbox, to a real SMTP server', () => {
  let t: TestShop;
  let sink: SmtpSink;
  let owner: StaffUser;
  let shopper: Customer;
  let addressId: number;

  const outboxRows = (where: { order_id?: number; kind?: string } = {}) => {
    let q = t.shop.db.selectFrom('outbox').selectAll();
    if (where.order_id !== undefined) q = q.where('order_id', '=', where.order_id);
    if (where.kind) q = q.where('kind', '=', where.kind);
    return q.orderBy('outbox_id').execute();
  };
  /** Waits until `check` holds (the sender works beside the test), up to 20 s. */
  const until = async (check: () => Promise<boolean>) => {
    for (const end = Date.now() + 20_000; !(await check());) {
      if (Date.now() > end) throw new Error('timed out waiting for the outbox');
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const mailTo = async (address: string, subjectPart: string): Promise<ReceivedMail> => {
    const mails = await sink.waitFor((all) => all.some((m) => m.to.includes(address) && (m.parsed.subject ?? '').includes(subjectPart)));
    return mails.find((m) => m.to.includes(address) && (m.parsed.subject ?? '').includes(subjectPart))!;
  };

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestShop({ mail: { smtpUrl: sink.url, senderOn: true, retryBaseSeconds: 0.2 } });
    // One buyer places many orders here: the order limits are tested in payments-expiry.test.ts.
    await allowManyOrders(t);
    owner = await staffUser(t, 'owner');
    shopper = await signUpAndLogin(t, 'mail');
    addressId = await addAddress(t, shopper);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('welcomes a new account by e-mail', async () => {
    const welcome = await sink.waitFor((all) => all.some((m) => m.to.includes(shopper.email)));
    const mail = welcome.find((m) => m.to.includes(shopper.email))!;
    expect(mail.parsed.html).toContain('Asha Rao');
    expect(mail.parsed.text).toBeTruthy();
    // The sink has the message before the sender hears its "250" and marks the row.
    await until(async () => (await outboxRows({ kind: 'account_welcome' }))[0]?.status === 'sent');
    const [row] = await outboxRows({ kind: 'account_welcome' });
    expect(row).toMatchObject({ status: 'sent', recipient: shopper.email, attempts: 1 });
  });

  it('sends a UPI order its invoice PDF, the QR code and what to pay, never "payment received"; and the shop a "New order"', async () => {
    const [v] = await variantsInStock(t, 1);
    const placed = await placeOrder(t, shopper, orderBody([{ v: v!, quantity: 1 }], addressId, 'upi'));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const invoice: string = placed.body.invoice_number;

    const mail = await mailTo(shopper.email, invoice);
    const html = mail.parsed.html || '';
    expect(html).toContain('upi://pay?');
    expect(html).toContain('cid:upi-qr');
    expect(`${html} ${mail.parsed.text}`).not.toMatch(/payment received/i);
    const pdf = mail.parsed.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`invoice-${invoice.replace(/\//g, '-')}.pdf`);
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail.parsed.attachments.find((a) => a.cid === 'upi-qr')?.contentType).toBe('image/png');
    expect(mail.parsed.text).toContain(`/Invoice/${placed.body.order_id}?key=${placed.body.invoice_key}`);
    const [row] = await outboxRows({ order_id: placed.body.order_id, kind: 'order_placed' });
    expect(mail.parsed.messageId).toBe(row!.message_id);

    const staff = await mailTo(SHOP_EMAIL, `New order ${invoice}`);
    expect(staff.parsed.subject).toBe(`New order ${invoice}`);
    expect(staff.parsed.text).toContain(`/admin/orders/${placed.body.order_id}`);
  });

  it("writes an Arabic shopper's order e-mail in Arabic, right to left", async () => {
    const [v] = await variantsInStock(t, 1, 5, 1);
    const placed = await post(t, 'Order/PlaceAndOrder', orderBody([{ v: v!, quantity: 1 }], addressId, 'cash'), {
      ...shopper.headers,
      'idempotency-key': crypto.randomUUID(),
      'accept-language': 'ar',
    });
    expect(placed.status).toBe(200);
    const mail = await mailTo(shopper.email, placed.body.invoice_number);
    expect(mail.parsed.html).toMatch(/<html[^>]*dir="rtl"/);
    expect(mail.parsed.html).toMatch(/<html[^>]*lang="ar"/);
    const [row] = await outboxRows({ order_id: placed.body.order_id, kind: 'order_placed' });
    expect(row!.language).toBe('ar');
  });

  it('tells the shopper each move the shop makes: payment received, shipped with a tracking link, delivered', async () => {
    const [v] = await variantsInStock(t, 1, 5, 2);
    const placed = await placeOrder(t, shopper, orderBody([{ v: v!, quantity: 1 }], addressId, 'upi'));
    const id = placed.body.order_id;
    const move = async (body: object) => {
      const res = await admin(t, 'POST', `orders/${id}/transitions`, owner, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await move({ action: 'confirm_payment', bank_reference: 'UTR 4471' });
    const paid = await waitForKind(id, 'payment_received');
    expect(paid.parsed.text).toContain('UTR 4471');
    await move({ action: 'process' });
    await move({ action: 'ship', carrier: 'Delhivery', tracking_number: 'DL 5566 7788' });
    const shipped = await waitForKind(id, 'order_shipped');
    expect(shipped.parsed.html).toContain('https://www.delhivery.com/track/package/DL55667788');
    await move({ action: 'deliver' });
    await waitForKind(id, 'order_delivered');
    // 'process' says nothing to the shopper.
    expect((await outboxRows({ order_id: id })).map((r) => r.kind)).toEqual([
      'order_placed',
      'staff_new_order',
      'payment_received',
      'order_shipped',
      'order_delivered',
    ]);
  });

  async function waitForKind(orderId: number, kind: string): Promise<ReceivedMail> {
    const until = Date.now() + 10_000;
    for (;;) {
      const [row] = await outboxRows({ order_id: orderId, kind });
      if (row?.status === 'sent') {
        const mail = sink.received.find((m) => m.parsed.messageId === row.message_id);
        if (mail) return mail;
      }
      if (Date.now() > until) throw new Error(`no ${kind} e-mail for order ${orderId}: ${JSON.stringify(row)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('tells a shopper who cancels that nothing was taken, and a shop cancel of a paid order that it will be refunded', async () => {
    const [v] = await variantsInStock(t, 1, 5, 3);
    const placed = await placeOrder(t, shopper, orderBody([{ v: v!, quantity: 1 }], addressId, 'cash'));
    const cancel = await post(t, 'Order/CancelOrder', { order_id: placed.body.order_id }, shopper.headers);
    expect(cancel.status).toBe(200);
    const mail = await waitForKind(placed.body.order_id, 'order_cancelled');
    const [row] = await outboxRows({ order_id: placed.body.order_id, kind: 'order_cancelled' });
    expect(JSON.parse(row!.data_json)).toMatchObject({ by: 'customer', refund_due: false });
    expect(mail.parsed.subject).toContain(placed.body.invoice_number);

    const second = await placeOrder(t, shopper, orderBody([{ v: v!, quantity: 1 }], addressId, 'upi'));
    const id = second.body.order_id;
    expect((await admin(t, 'POST', `orders/${id}/transitions`, owner, { action: 'confirm_payment', bank_reference: 'UTR 1' })).status).toBe(200);
    expect((await admin(t, 'POST', `orders/${id}/transitions`, owner, { action: 'cancel', note: 'The stone cracked in the workshop' })).status).toBe(200);
    await waitForKind(id, 'order_cancelled');
    const [shopCancel] = await outboxRows({ order_id: id, kind: 'order_cancelled' });
    expect(JSON.parse(shopCancel!.data_json)).toMatchObject({ by: 'shop', refund_due: true, note: 'The stone cracked in the workshop' });
    expect((await admin(t, 'POST', `orders/${id}/transitions`, owner, { action: 'refund', bank_reference: 'RFND 9' })).status).toBe(200);
    const refunded = await waitForKind(id, 'order_refunded');
    expect(refunded.parsed.text).toContain('RFND 9');
  });

  it('writes no message for an order that is refused', async () => {
    const before = (await outboxRows()).length;
    const [v] = await variantsInStock(t, 1, 5, 4);
    const tooMany = orderBody([{ v: v!, quantity: v!.stock + 1 }], addressId, 'cash');
    const refused = await placeOrder(t, shopper, tooMany);
    expect(refused.status).toBe(409);
    expect((await outboxRows()).length).toBe(before);
  });

  it('never lets a CR/LF in a contact subject become a header', async () => {
    const sent = await post(t, 'Contact/SendMessage', {
      name: 'Mallory',
      email: 'mallory@example.com',
      telephone: '9876543210',
      subject: 'Price?\r\nBcc: victim@example.org\r\nX-Evil: 1',
      message: 'Hello\r\n.\r\nMAIL FROM:<x@y.z>',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await mailTo(SHOP_EMAIL, 'Price?');
    expect(mail.to).toEqual([SHOP_EMAIL]);
    expect(mail.parsed.headers.has('bcc')).toBe(false);
    expect(mail.parsed.headers.has('x-evil')).toBe(false);
    expect(mail.parsed.subject).not.toMatch(/[\r\n]/);
    expect(mail.parsed.replyTo?.text).toBe('mallory@example.com');
    expect(sink.received.some((m) => m.to.includes('victim@example.org'))).toBe(false);
  });

  it('keeps taking orders while the mail server refuses, retries with backoff, and drains when it is back', async () => {
    sink.refuse(451, '4.3.0 Mail server busy');
    try {
      const [v] = await variantsInStock(t, 1, 5, 5);
      const placed = await placeOrder(t, shopper, orderBody([{ v: v!, quantity: 1 }], addressId, 'cash'));
      expect(placed.status).toBe(200);
      const id = placed.body.order_id;
      const until = Date.now() + 10_000;
      let row;
      do {
        [row] = await outboxRows({ order_id: id, kind: 'order_placed' });
        await new Promise((r) => setTimeout(r, 50));
      } while (!(row && row.attempts >= 2 && row.status === 'pending') && Date.now() < until);
      expect(row).toMatchObject({ status: 'pending' });
      expect(row!.last_error).toContain('451');
      expect(row!.attempts).toBeGreaterThanOrEqual(2);
      // Staff see what the waiting e-mail is about, though it was never sent.
      const listed = (await admin(t, 'GET', 'outbox?kind=order_placed', owner)).body.data.find((r: { outbox_id: number }) => r.outbox_id === row!.outbox_id);
      expect(listed).toMatchObject({ status: 'pending', last_error: row!.last_error });
      expect(listed.subject).toContain(placed.body.invoice_number);
      sink.accept();
      await waitForKind(id, 'order_placed');
    } finally {
      sink.accept();
    }
  });

  it('fails a message after its last attempt, shows it to staff, and sends it again on Resend (audited)', async () => {
    sink.refuse(554, '5.7.1 Rejected');
    let id: number;
    try {
      await t.shop.db.transaction().execute(async (trx) => {
        const messages = new Messages(
          t.shop,
          t.config,
          async () => ({
            seller: DEFAULT_SELLER,
            upiId: 'x@upi',
            upiPayeeName: 'x',
            alertEmails: [],
            orderLimits: DEFAULT_ORDER_LIMITS,
            carriers: [],
            gst: { registered: false, defaultHsn: '7116', defaultRateBasisPoints: 300 },
            grievance: DEFAULT_GRIEVANCE,
          }),
          async () => {
            throw new Error('no invoice');
          },
          { warn() {}, error() {} },
        );
        await messages.write(trx, [{ kind: 'test_email', recipient: 'last.try@example.com', language: 'en', data: { requested_by: 'a test' } }]);
      });
      const [row] = await t.shop.db.selectFrom('outbox').selectAll().where('recipient', '=', 'last.try@example.com').execute();
      id = row!.outbox_id;
      await t.shop.db
        .updateTable('outbox')
        .set({ attempts: MAX_ATTEMPTS - 1 })
        .where('outbox_id', '=', id)
        .execute();
      const until = Date.now() + 10_000;
      while ((await t.shop.db.selectFrom('outbox').select('status').where('outbox_id', '=', id).executeTakeFirstOrThrow()).status !== 'failed') {
        if (Date.now() > until) throw new Error('the message did not fail');
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      sink.accept();
    }
    const summary = await admin(t, 'GET', 'outbox/summary', owner);
    expect(summary.body.data.failed).toBeGreaterThanOrEqual(1);
    const failed = await admin(t, 'GET', 'outbox?status=failed', owner);
    expect(failed.body.data.find((r: { outbox_id: number }) => r.outbox_id === id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      recipient: 'last.try@example.com',
    });
    expect(failed.body.data.find((r: { outbox_id: number }) => r.outbox_id === id).last_error).toContain('554');

    const resend = await admin(t, 'POST', `outbox/${id!}/resend`, owner);
    expect(resend.body).toEqual({ success: true, message: 'The message is queued to be sent again.' });
    await sink.waitFor((all) => all.some((m) => m.to.includes('last.try@example.com')));
    const audit = await admin(t, 'GET', `audit?entity=outbox&entity_id=${id!}`, owner);
    expect(audit.body.data[0]).toMatchObject({ action: 'outbox.resend', staff_email: owner.email });
  });

  it('shows staff each message rendered, with its attachments; 404 for an unknown one; customers are 403', async () => {
    const list = await admin(t, 'GET', 'outbox?kind=order_placed', owner);
    expect(list.status).toBe(200);
    const first = list.body.data.at(-1);
    const detail = await admin(t, 'GET', `outbox/${first.outbox_id}`, owner);
    expect(detail.status).toBe(200);
    expect(detail.body.data.html).toContain('<html');
    // Its inline pictures (logo, QR code) come as data: URIs the preview can show.
    expect(detail.body.data.html).toContain('src="data:image/png;base64,');
    expect(detail.body.data.html).not.toContain('cid:');
    expect(detail.body.data.text.length).toBeGreaterThan(50);
    expect(detail.body.data.attachments).toContain('invoice.pdf');
    expect((await admin(t, 'GET', 'outbox/99999999', owner)).status).toBe(404);
    expect((await admin(t, 'GET', 'outbox', { headers: shopper.headers })).status).toBe(403);
    expect((await admin(t, 'GET', 'outbox?status=lost', owner)).status).toBe(400);
  });

  it("sends the owner's test e-mail now and reports the SMTP answer; staff may not", async () => {
    const res = await admin(t, 'POST', 'settings/test-email', owner, { to: 'owner.inbox@example.com' });
    expect(res.body).toMatchObject({ success: true, transport: 'smtp' });
    expect(res.body.response).toContain('Ok: queued by the test sink');
    expect(sink.to('owner.inbox@example.com')).toHaveLength(1);
    const staff = await staffUser(t, 'staff');
    expect((await admin(t, 'POST', 'settings/test-email', staff, { to: 'x@example.com' })).status).toBe(403);
    expect((await admin(t, 'POST', 'settings/test-email', owner, { to: 'x@example.com\r\nBcc: y@z.w' })).status).toBe(400);
  });

  it('sends "New order" to every order e-mail the owner set', async () => {
    const settings = await admin(t, 'GET', 'settings', owner);
    const { saved: _saved, ...current } = settings.body.data;
    const saved = await admin(t, 'PUT', 'settings', owner, { ...current, order_emails: ['orders@stoneshop.test', 'packing@stoneshop.test'] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [v] = await variantsInStock(t, 1, 5, 6);
    const placed = await placeOrder(t, shopper, orderBody([{ v: v!, quantity: 1 }], addressId, 'cash'));
    await mailTo('orders@stoneshop.test', `New order ${placed.body.invoice_number}`);
    await mailTo('packing@stoneshop.test', `New order ${placed.body.invoice_number}`);
    expect((await admin(t, 'PUT', 'settings', owner, { ...current, order_emails: ['not an address'] })).status).toBe(400);
  });

  it('sends each message once with two senders on one database (500 messages)', async () => {
    const profile = async () => ({
      seller: DEFAULT_SELLER,
      upiId: 'x@upi',
      upiPayeeName: 'x',
      alertEmails: [],
      orderLimits: DEFAULT_ORDER_LIMITS,
      carriers: [],
      gst: { registered: false, defaultHsn: '7116', defaultRateBasisPoints: 300 },
      grievance: DEFAULT_GRIEVANCE,
    });
    const noPdf = async () => {
      throw new Error('no invoice');
    };
    const quiet = { warn() {}, error() {} };
    const config = { ...t.config, mail: { ...t.config.mail, senderOn: false } };
    const second = openDatabase(t.config.databaseUrl, { poolSize: 4 });
    try {
      const writer = new Messages(t.shop, config, profile, noPdf, quiet);
      await t.shop.db.transaction().execute((trx) =>
        writer.write(
          trx,
          Array.from({ length: 500 }, (_, i) => ({
            kind: 'test_email' as const,
            recipient: `bulk.${i}@example.com`,
            language: 'en' as const,
            data: { requested_by: 'bulk' },
          })),
        ),
      );
      const a = new Messages(t.shop, config, profile, noPdf, quiet);
      const b = new Messages(second, config, profile, noPdf, quiet);
      const drain = async (m: Messages) => {
        while ((await m.sendBatch()) > 0);
      };
      await Promise.all([drain(a), drain(b)]);
      // The app's own sender runs too (a third server): wait for the rows it took.
      await until(
        async () =>
          (await t.shop.db.selectFrom('outbox').select('outbox_id').where('recipient', 'like', 'bulk.%').where('status', '!=', 'sent').execute()).length === 0,
      );
      const bulk = sink.received.filter((m) => m.to[0]?.startsWith('bulk.'));
      expect(bulk).toHaveLength(500);
      expect(new Set(bulk.map((m) => m.parsed.messageId)).size).toBe(500);
      expect(new Set(bulk.map((m) => m.to[0])).size).toBe(500);
    } finally {
      await second.close();
    }
  });
});
