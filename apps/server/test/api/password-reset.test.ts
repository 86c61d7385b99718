import { arabicMessage } from '../../src/modules/messages/arabic-messages.js';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '@shop/core';
import { freshIp, post, signUpAndLogin, type Customer } from '../accounts.js';
import { SmtpSink } from '../smtp-sink.js';
import { createTestShop, type TestShop } from '../test-app.js';
import { admin, staffUser } from '../admin.js';
import { HIDDEN_TOKEN } from '../../src/modules/messages/messages.service.js';

const NEW_PASSWORD = 'Garnet#2031';

describe('password recovery (Users/ForgotPassword, Users/ResetPassword)', () => {
  let t: TestShop;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestShop({ mail: { smtpUrl: sink.url, senderOn: true } });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  /** Asks for a link and answers the token from the e-mail that arrives (the n-th reset e-mail to that address). */
  async function requestLink(c: Pick<Customer, 'email'>, nth = 1, headers: Record<string, string> = {}): Promise<string> {
    const res = await post(t, 'Users/ForgotPassword', { customer_email: c.email.toUpperCase() }, headers);
    // An Arabic request is answered in Arabic (the storefront's own words for the same message).
    const linkSent = /^ar\b/.test(headers['accept-language'] ?? '') ? arabicMessage(PASSWORD_RESET_MESSAGES.linkSent) : PASSWORD_RESET_MESSAGES.linkSent;
    expect(res.body).toEqual({ success: true, message: linkSent });
    const resets = () => sink.to(c.email).filter((m) => /\/ResetPassword\?token=/.test(m.parsed.text ?? ''));
    await sink.waitFor(() => resets().length >= nth);
    const text = resets()[nth - 1]!.parsed.text!;
    return /\/ResetPassword\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
  }

  const login = (email: string, password: string) => post(t, 'Users/UserLogin', { customer_email: email, customer_password: password });
  const reset = (token: string, password = NEW_PASSWORD) => post(t, 'Users/ResetPassword', { token, customer_password: password });
  const info = (c: Customer) => t.get('Customers/GetCustomerInfo', c.headers);

  it('e-mails a link that sets a new password once, ends every session, and says so by e-mail', async () => {
    const c = await signUpAndLogin(t, 'reset');
    const token = await requestLink(c);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const stored = await t.shop.db.selectFrom('password_resets').selectAll().execute();
    expect(stored.some((r) => r.token_hash === token)).toBe(false); // only its hash is kept

    expect((await info(c)).status).toBe(200);
    const done = await reset(token);
    expect(done.body).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.resetDone });
    expect((await info(c)).status).toBe(401); // the old session is over
    expect((await login(c.email, c.password)).status).toBe(401);
    expect((await login(c.email, NEW_PASSWORD)).status).toBe(200);
    await sink.waitFor(() => sink.to(c.email).some((m) => m.parsed.text?.includes('/ForgotPassword') && !m.parsed.text.includes('token=')));

    // Used once: the same link again changes nothing.
    const again = await reset(token, 'Another#2032');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: PASSWORD_RESET_MESSAGES.tokenInvalid });
    expect((await login(c.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('keeps no working link in the database or the back office: the outbox row holds a nonce, the preview hides the token', async () => {
    const c = await signUpAndLogin(t, 'sealed');
    const token = await requestLink(c);
    const [row] = await t.shop.db.selectFrom('outbox').selectAll().where('recipient', '=', c.email).where('kind', '=', 'password_reset').execute();
    expect(row!.data_json).not.toContain(token);
    expect(JSON.parse(row!.data_json)).not.toHaveProperty('reset_path');
    const owner = await staffUser(t, 'owner');
    const preview = await admin(t, 'GET', `outbox/${row!.outbox_id}`, owner);
    expect(preview.status).toBe(200);
    expect(`${preview.body.data.html} ${preview.body.data.text}`).not.toContain(token);
    expect(preview.body.data.text).toContain(`/ResetPassword?token=${HIDDEN_TOKEN}`);
    // The link the shopper got still works (and its "password changed" e-mail arrives).
    expect((await reset(token)).status).toBe(200);
    await sink.waitFor(() => sink.to(c.email).some((m) => m.parsed.text?.includes('/ForgotPassword') && !m.parsed.text.includes('token=')));
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const before = sink.received.length;
    const res = await post(t, 'Users/ForgotPassword', { customer_email: 'nobody.here@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.linkSent });
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.received.length).toBe(before);
    expect(await t.shop.db.selectFrom('outbox').select('outbox_id').where('recipient', '=', 'nobody.here@example.com').execute()).toEqual([]);
  });

  it('ends every earlier link when a new one is issued', async () => {
    const c = await signUpAndLogin(t, 'relink');
    const first = await requestLink(c, 1);
    const second = await requestLink(c, 2);
    expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  it('refuses an expired, unknown or malformed token and changes nothing', async () => {
    const c = await signUpAndLogin(t, 'expired');
    const token = await requestLink(c);
    await t.shop.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await reset(token)).body).toEqual({ success: false, message: PASSWORD_RESET_MESSAGES.tokenInvalid });
    expect((await reset(crypto.randomBytes(32).toString('base64url'))).status).toBe(400);
    const bad = await reset('abc def\u0000');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect((await login(c.email, c.password)).status).toBe(200);
    expect((await info(c)).status).toBe(200);
  });

  it('uses a token only for its own account', async () => {
    const a = await signUpAndLogin(t, 'owner-a');
    const b = await signUpAndLogin(t, 'owner-b');
    const tokenA = await requestLink(a);
    expect((await reset(tokenA)).status).toBe(200);
    expect((await login(a.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(b.email, b.password)).status).toBe(200);
    expect((await login(b.email, NEW_PASSWORD)).status).toBe(401);
  });

  it('applies the sign-up password rules to the new password', async () => {
    const res = await reset(crypto.randomBytes(32).toString('base64url'), 'weakpassword');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password must contain at least one uppercase letter');
  });

  it('lets one of 20 simultaneous resets with one token through', async () => {
    const c = await signUpAndLogin(t, 'race');
    const token = await requestLink(c);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => reset(token, `Racer#${1000 + i}`)));
    const won = results.findIndex((r) => r.status === 200);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    // The rest: the token is spent (400), or the password-hash queue was full (429 busy) first.
    for (const r of results.filter((x) => x.status !== 200)) {
      expect([400, 429]).toContain(r.status);
      expect(r.body.success).toBe(false);
    }
    expect((await login(c.email, `Racer#${1000 + won}`)).status).toBe(200);
  });

  it('throttles requests for one e-mail (3 per 15 minutes, from any address) with the same 429 for any e-mail', async () => {
    const c = await signUpAndLogin(t, 'throttle');
    for (let i = 0; i < 3; i += 1) expect((await post(t, 'Users/ForgotPassword', { customer_email: c.email }, {}, freshIp())).status).toBe(200);
    const fourth = await post(t, 'Users/ForgotPassword', { customer_email: c.email }, {}, freshIp());
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    for (let i = 0; i < 3; i += 1) await post(t, 'Users/ForgotPassword', { customer_email: 'ghost.throttle@example.com' }, {}, freshIp());
    expect((await post(t, 'Users/ForgotPassword', { customer_email: 'ghost.throttle@example.com' }, {}, freshIp())).status).toBe(429);
  });

  it('throttles one address (10 per 15 minutes)', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post(t, 'Users/ForgotPassword', { customer_email: `addr.${i}@example.com` }, {}, ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('sends the reset e-mail in the language of the request', async () => {
    const c = await signUpAndLogin(t, 'arabic');
    await requestLink(c, 1, { 'accept-language': 'ar' });
    const mail = sink.to(c.email).find((m) => /\/ResetPassword\?token=/.test(m.parsed.text ?? ''))!;
    expect(mail.parsed.html).toMatch(/<html[^>]*dir="rtl"/);
  });

  it('says "your e-mail was changed" to the old address and "your password was changed" on a change in My Account', async () => {
    const c = await signUpAndLogin(t, 'change');
    const newEmail = `moved.${Date.now()}@example.com`;
    const res = await post(
      t,
      'Customers/UpdateCustomer',
      {
        customer_name: 'Asha Rao',
        customer_display_name: 'Asha',
        customer_email: newEmail,
        current_password: c.password,
        customer_password: NEW_PASSWORD,
      },
      c.headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await sink.waitFor(() => sink.to(c.email).some((m) => m.parsed.text?.includes(newEmail)));
    await sink.waitFor(() => sink.to(newEmail).length >= 1);
    const rows = await t.shop.db
      .selectFrom('outbox')
      .select(['kind', 'recipient'])
      .where('kind', 'in', ['email_changed', 'password_changed'])
      .where('recipient', 'in', [c.email, newEmail.toLowerCase()])
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: 'email_changed', recipient: c.email },
        { kind: 'password_changed', recipient: newEmail.toLowerCase() },
      ]),
    );
  });
});
