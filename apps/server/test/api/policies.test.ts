import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_SLUGS, ticketNumberOf } from '@shop/core';
import { post } from '../accounts.js';
import { admin, staffUser, type StaffUser } from '../admin.js';
import { SmtpSink, type ReceivedMail } from '../smtp-sink.js';
import { createTestShop, type TestShop } from '../test-app.js';
import { DEFAULT_GRIEVANCE } from '../../src/modules/orders/shop-profile.js';

/**
 * Issue 23: the policy pages (storefront read, back-office write, sanitising, 404), the
 * grievance officer on the shop info, and contact messages as tickets (number, status,
 * acknowledgement e-mail).
 */

let t: TestShop;
let sink: SmtpSink;
let owner: StaffUser;
let member: StaffUser;

beforeAll(async () => {
  sink = await SmtpSink.start();
  t = await createTestShop({ mail: { smtpUrl: sink.url, senderOn: true, retryBaseSeconds: 0.2 } });
  [owner, member] = await Promise.all([staffUser(t, 'owner'), staffUser(t, 'staff')]);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const mailTo = async (address: string, subjectPart: string): Promise<ReceivedMail> => {
  const mails = await sink.waitFor((all) => all.some((m) => m.to.includes(address) && (m.parsed.subject ?? '').includes(subjectPart)));
  return mails.find((m) => m.to.includes(address) && (m.parsed.subject ?? '').includes(subjectPart))!;
};

const validPolicy = {
  title_en: 'Shipping & Delivery',
  title_ar: 'الشحن والتوصيل',
  body_en: '<p>We ship in <strong>2 days</strong>.</p>',
  body_ar: '<p>نشحن خلال <strong>يومين</strong>.</p>',
};

describe('policy pages on the storefront', () => {
  it('serves each of the five pages in English and Arabic, the starting text before any save', async () => {
    for (const slug of POLICY_SLUGS) {
      const res = await t.get(`Home/GetPolicy?slug=${slug}`);
      expect(res.status, slug).toBe(200);
      expect(res.body.data).toMatchObject({ policy_slug: slug, updated_at: null });
      expect(res.body.data.title_en).toMatch(/\w/);
      expect(res.body.data.title_ar).toMatch(/[\u0600-\u06FF]/);
      expect(res.body.data.body_en).toContain('<p>');
      expect(res.body.data.body_ar).toMatch(/[\u0600-\u06FF]/);
    }
    const returns = (await t.get('Home/GetPolicy?slug=ReturnsRefunds')).body.data;
    expect(returns.body_en).toContain('7 days of delivery');
    expect(returns.body_en).toContain('original payment method within 5 to 7 working days');
    const privacy = (await t.get('Home/GetPolicy?slug=Privacy')).body.data;
    expect(privacy.body_en).toContain('Digital Personal Data Protection Act');
    expect(privacy.body_en).toContain('Grievance Officer');
    const cancellation = (await t.get('Home/GetPolicy?slug=Cancellation')).body.data;
    expect(cancellation.body_en).toContain('while its status is Placed');
  });

  it('reads a slug in any case; an unknown one is 404 (in Arabic for an Arabic page); none is 400', async () => {
    expect((await t.get('Home/GetPolicy?slug=privacy')).body.data.policy_slug).toBe('Privacy');
    for (const slug of ['Refunds', 'Privacy2', '..%2FTerms', '%3Cscript%3E', 'x'.repeat(40)]) {
      const res = await t.get(`Home/GetPolicy?slug=${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Policy not found' });
    }
    expect((await t.get('Home/GetPolicy?slug=Nope', { 'accept-language': 'ar' })).body.message).toBe('الصفحة غير موجودة');
    expect((await t.get('Home/GetPolicy')).status).toBe(400);
    expect((await t.get(`Home/GetPolicy?slug=${'x'.repeat(41)}`)).status).toBe(400);
    expect((await t.get('Home/GetPolicy?slug=Terms%00')).status).toBe(400);
  });

  it('lists the five pages in the sitemap', async () => {
    const xml = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body as unknown as string;
    for (const slug of POLICY_SLUGS) expect(String(xml)).toContain(`/Policy/${slug}</loc>`);
  });
});

describe('policy pages in the back office', () => {
  it('lists the five pages for staff; guests are refused', async () => {
    const res = await admin(t, 'GET', 'policies', member);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { policy_slug: string }) => p.policy_slug)).toEqual([...POLICY_SLUGS]);
    expect((await admin(t, 'GET', 'policies', null)).status).toBe(401);
    expect((await admin(t, 'PUT', 'policies/Terms', null, validPolicy)).status).toBe(401);
  });

  it('saves a page sanitised, audited, and the storefront shows it at once', async () => {
    const res = await admin(t, 'PUT', 'policies/shippingdelivery', member, {
      ...validPolicy,
      body_en:
        '<p onclick="steal()">We ship in <strong>2 days</strong>.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
      body_ar: '<p>نشحن خلال <strong>يومين</strong>.</p><iframe src="https://evil.example"></iframe>',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.data;
    expect(saved).toMatchObject({ policy_slug: 'ShippingDelivery', title_en: 'Shipping & Delivery', updated_by_name: expect.stringMatching(/^Staff /) });
    expect(saved.body_en).toBe('<p>We ship in <strong>2 days</strong>.</p><a>x</a>');
    expect(saved.body_ar).toBe('<p>نشحن خلال <strong>يومين</strong>.</p>');
    const stored = await t.shop.db.selectFrom('policies').selectAll().where('policy_slug', '=', 'ShippingDelivery').executeTakeFirstOrThrow();
    expect(stored.body_en).not.toMatch(/script|onclick|javascript|onerror/);
    expect(stored.updated_by).toBe(member.id);

    const shown = (await t.get('Home/GetPolicy?slug=ShippingDelivery')).body.data;
    expect(shown).toMatchObject({ body_en: saved.body_en, body_ar: saved.body_ar, title_ar: 'الشحن والتوصيل' });
    expect(Date.parse(shown.updated_at)).toBeGreaterThan(Date.now() - 60_000);

    const audit = await t.shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'policy.update')
      .where('entity_id', '=', 'ShippingDelivery')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before_json!).body_en).toContain('Jaipur workshop');
    expect(JSON.parse(audit[0]!.after_json!).body_en).toBe(saved.body_en);

    // Saved again: replaced, not a second row.
    await admin(t, 'PUT', 'policies/ShippingDelivery', owner, { ...validPolicy, title_en: 'Delivery' });
    expect((await t.get('Home/GetPolicy?slug=ShippingDelivery')).body.data.title_en).toBe('Delivery');
    expect(await t.shop.db.selectFrom('policies').select('policy_slug').execute()).toHaveLength(1);
  });

  it('sanitises again on the way out (a body written into the table by hand)', async () => {
    await t.shop.db
      .insertInto('policies')
      .values({
        policy_slug: 'Terms',
        ...validPolicy,
        body_en: '<p>Terms</p><script>alert(1)</script>',
        updated_at: new Date().toISOString(),
        updated_by: null,
      })
      .execute();
    const shown = (await t.get('Home/GetPolicy?slug=Terms')).body.data;
    expect(shown.body_en).toBe('<p>Terms</p>');
    expect(shown.updated_at).not.toBeNull();
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const cases: Array<[string, unknown, number, string]> = [
      ['Refunds', validPolicy, 404, 'Policy not found'],
      ['Terms', { ...validPolicy, title_ar: '  ' }, 400, 'Arabic title is required'],
      ['Terms', { ...validPolicy, title_en: 'x'.repeat(121) }, 400, 'English title must be at most 120 characters'],
      ['Terms', { title_en: 'T', body_en: '<p>x</p>', body_ar: '<p>x</p>' }, 400, 'Arabic title is required'],
      ['Terms', { ...validPolicy, updated_by: 1 }, 400, 'Unknown field: updated_by'],
      ['Terms', { ...validPolicy, body_en: '<script>alert(1)</script>' }, 400, 'English text has no text left once unsafe markup is removed'],
      ['Terms', { ...validPolicy, body_ar: '<p> &nbsp; </p>' }, 400, 'Arabic text has no text left once unsafe markup is removed'],
      ['Terms', { ...validPolicy, title_en: 'Ter\u0000ms' }, 400, 'title_en must not contain control characters'],
      ['Terms', { ...validPolicy, body_en: 'x'.repeat(100_001) }, 400, 'English text must be at most 100000 characters'],
    ];
    for (const [slug, body, status, message] of cases) {
      const res = await admin(t, 'PUT', `policies/${slug}`, owner, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect((await admin(t, 'GET', 'policies/Refunds', owner)).status).toBe(404);
    // Only the hand-written Terms row of the test above, unchanged.
    expect((await t.get('Home/GetPolicy?slug=Terms')).body.data.body_en).toBe('<p>Terms</p>');
  });

  it('keeps one row when the same page is saved 20 times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => admin(t, 'PUT', 'policies/Cancellation', owner, { ...validPolicy, title_en: `Cancellation ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const rows = await t.shop.db.selectFrom('policies').selectAll().where('policy_slug', '=', 'Cancellation').execute();
    expect(rows).toHaveLength(1);
    expect((await t.get('Home/GetPolicy?slug=Cancellation')).body.data.title_en).toBe(rows[0]!.title_en);
  });
});

describe('the grievance officer on the shop info', () => {
  it('shows the settings’ officer, and the owner’s change at once', async () => {
    expect((await t.get('Home/GetShopInfo')).body.data.grievance).toEqual(DEFAULT_GRIEVANCE);
    const { saved: _saved, ...current } = (await admin(t, 'GET', 'settings', owner)).body.data;
    const res = await admin(t, 'PUT', 'settings', owner, {
      ...current,
      grievance_name: 'Arjun Mehta',
      grievance_designation: 'Grievance Officer & Data Protection Contact',
      grievance_email: 'arjun@stoneandcrystal.example',
      grievance_phone: '+91 98290 12345',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await t.get('Home/GetShopInfo')).body.data).toMatchObject({
      grievance: {
        name: 'Arjun Mehta',
        designation: 'Grievance Officer & Data Protection Contact',
        email: 'arjun@stoneandcrystal.example',
        phone: '+91 98290 12345',
      },
    });
  });
});

describe('contact messages as tickets', () => {
  const message = (overrides: Record<string, string> = {}) => ({
    name: 'Asha Rao',
    email: 'asha.tickets@example.com',
    telephone: '9876543210',
    subject: 'Geode sizes',
    message: 'Is the geode still in stock?',
    ...overrides,
  });

  it('answers a ticket number, stores the message open, and e-mails the sender the ticket and the 48 hours', async () => {
    const res = await post(t, 'Contact/SendMessage', message());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Thank you for your message. We will get back to you soon.',
      ticket_number: expect.stringMatching(/^T-\d{6}$/),
    });
    const row = await t.shop.db.selectFrom('contact_messages').selectAll().where('email', '=', 'asha.tickets@example.com').executeTakeFirstOrThrow();
    expect(res.body.ticket_number).toBe(ticketNumberOf(row.contact_message_id));
    expect(row.ticket_status).toBe('open');

    const mail = await mailTo('asha.tickets@example.com', res.body.ticket_number);
    expect(mail.parsed.subject).toBe(`We received your message [${res.body.ticket_number}]`);
    expect(mail.parsed.text).toContain(res.body.ticket_number);
    expect(mail.parsed.text).toContain('within 48 hours');
    expect(mail.parsed.text).toContain('Is the geode still in stock?');
    // The shop's alert carries the ticket too.
    const alert = await mailTo('care@stoneandcrystal.example', 'Geode sizes');
    expect(alert.parsed.text).toContain(res.body.ticket_number);
  });

  it('acknowledges in Arabic for an Arabic storefront; a CR/LF in the subject never becomes a header', async () => {
    const res = await post(
      t,
      'Contact/SendMessage',
      message({ email: 'layla@example.com', name: 'Layla', subject: 'سؤال\r\nBcc: victim@example.org\r\nX-Evil: 1' }),
      { 'accept-language': 'ar' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = await mailTo('layla@example.com', res.body.ticket_number);
    expect(mail.parsed.subject).toBe(`استلمنا رسالتك [${res.body.ticket_number}]`);
    expect(mail.parsed.text).toContain('خلال 48 ساعة');
    expect(mail.parsed.headers.has('bcc')).toBe(false);
    expect(mail.parsed.headers.has('x-evil')).toBe(false);
    expect(sink.received.some((m) => m.to.includes('victim@example.org'))).toBe(false);
  });

  it('refuses bad input and stores nothing', async () => {
    const before = await t.shop.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const bad of [message({ email: 'a@b' }), message({ telephone: '123' }), message({ name: '' }), message({ subject: 'Hi\u0000' })]) {
      expect((await post(t, 'Contact/SendMessage', bad)).status).toBe(400);
    }
    const after = await t.shop.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('gives 20 messages sent at once 20 different tickets', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post(t, 'Contact/SendMessage', message({ email: `many${i}@example.com` }))));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.ticket_number)).size).toBe(20);
  });

  it('staff set a ticket answered, closed and open again (audited once per change); find it by its number', async () => {
    const res = await post(t, 'Contact/SendMessage', message({ email: 'status@example.com', subject: 'Status check' }));
    const ticket: string = res.body.ticket_number;
    const id = Number(ticket.slice(2));

    const found = await admin(t, 'GET', `messages?q=${ticket}`, member);
    expect(found.body.data.map((m: { ticket_number: string }) => m.ticket_number)).toContain(ticket);
    expect(found.body.data.find((m: { ticket_number: string }) => m.ticket_number === ticket)).toMatchObject({ status: 'open', handled_at: null });

    const answered = await admin(t, 'PUT', `messages/${id}/status`, member, { status: 'answered' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data).toMatchObject({ ticket_number: ticket, status: 'answered', handled_by: member.id });
    const firstHandled = answered.body.data.handled_at;
    expect(Date.parse(firstHandled)).toBeGreaterThan(Date.now() - 60_000);
    // The same status again changes nothing.
    expect((await admin(t, 'PUT', `messages/${id}/status`, owner, { status: 'answered' })).body.data).toEqual(answered.body.data);

    const closed = await admin(t, 'PUT', `messages/${id}/status`, owner, { status: 'closed' });
    // Who handled it first is kept.
    expect(closed.body.data).toMatchObject({ status: 'closed', handled_by: member.id, handled_at: firstHandled });
    expect((await admin(t, 'GET', 'messages?status=closed', member)).body.data.map((m: { ticket_number: string }) => m.ticket_number)).toContain(ticket);
    expect((await admin(t, 'GET', 'messages?status=handled', member)).body.data.map((m: { ticket_number: string }) => m.ticket_number)).toContain(ticket);
    expect((await admin(t, 'GET', 'messages?status=open', member)).body.data.map((m: { ticket_number: string }) => m.ticket_number)).not.toContain(ticket);

    const reopened = await admin(t, 'PUT', `messages/${id}/status`, owner, { status: 'open' });
    expect(reopened.body.data).toMatchObject({ status: 'open', handled_at: null, handled_by: null });

    const audit = await t.shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'contact_message')
      .where('entity_id', '=', String(id))
      .orderBy('audit_id')
      .execute();
    expect(audit.map((a) => [a.action, JSON.parse(a.after_json!).status])).toEqual([
      ['contact_message.status', 'answered'],
      ['contact_message.status', 'closed'],
      ['contact_message.status', 'open'],
    ]);

    // The older "handled" action answers an open ticket.
    expect((await admin(t, 'POST', `messages/${id}/handled`, member)).body.data.status).toBe('answered');
  });

  it('refuses a bad status, an unknown message and guests', async () => {
    const res = await admin(t, 'PUT', 'messages/1/status', member, { status: 'done' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('status must be open, answered or closed');
    expect((await admin(t, 'PUT', 'messages/1/status', member, { status: 'closed', note: 'x' })).body.message).toBe('Unknown field: note');
    expect((await admin(t, 'PUT', 'messages/987654/status', member, { status: 'closed' })).status).toBe(404);
    expect((await admin(t, 'PUT', 'messages/abc/status', member, { status: 'closed' })).status).toBe(400);
    expect((await admin(t, 'PUT', 'messages/1/status', null, { status: 'closed' })).status).toBe(401);
  });
});
