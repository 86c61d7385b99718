import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test-app.js';
import { post } from '../accounts.js';
import { admin, staffUser, type StaffUser } from '../admin.js';

let t: TestShop;
let member: StaffUser;
let owner: StaffUser;
beforeAll(async () => {
  t = await createTestShop();
  [member, owner] = await Promise.all([staffUser(t, 'staff'), staffUser(t, 'owner')]);
});
afterAll(async () => {
  await t?.close();
});

/** Sends a message through the storefront's contact form and answers its id. */
async function send(subject: string, overrides: Record<string, string> = {}): Promise<number> {
  const res = await post(t, 'Contact/SendMessage', {
    name: 'Asha Rao',
    email: 'asha@example.com',
    telephone: '9876543210',
    subject,
    message: 'Is the geode still in stock?',
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = await t.shop.db.selectFrom('contact_messages').select('contact_message_id').where('subject', '=', subject).executeTakeFirstOrThrow();
  return row.contact_message_id;
}

describe('contact messages', () => {
  it('lists messages newest first; marks one handled (when and by whom) and open again; filters by status and text', async () => {
    const first = await send('Geode sizes');
    const second = await send('Wholesale 100% question', { name: 'Ravi Kumar', email: 'ravi@example.com' });

    const all = await admin(t, 'GET', 'messages', member);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, total: 2, page: 1, page_size: 20 });
    expect(all.body.data.map((m: { contact_message_id: number }) => m.contact_message_id)).toEqual([second, first]);
    expect(all.body.data[0]).toEqual({
      contact_message_id: second,
      // Issue 23: each message is a ticket, open until staff answer it.
      ticket_number: `T-${String(second).padStart(6, '0')}`,
      status: 'open',
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      telephone: '9876543210',
      subject: 'Wholesale 100% question',
      message: 'Is the geode still in stock?',
      created_at: expect.any(String),
      handled_at: null,
      handled_by: null,
      handled_by_name: null,
    });

    const handled = await admin(t, 'POST', `messages/${first}/handled`, member);
    expect(handled.status, JSON.stringify(handled.body)).toBe(200);
    expect(handled.body.data).toMatchObject({ contact_message_id: first, handled_by: member.id, handled_by_name: 'Staff ' + member.email.split('.')[1] });
    expect(Date.parse(handled.body.data.handled_at)).toBeGreaterThan(Date.now() - 60_000);

    // Handled again by someone else: the first handler and time are kept, no second audit row.
    const again = await admin(t, 'POST', `messages/${first}/handled`, owner);
    expect(again.body.data).toEqual(handled.body.data);
    const audit = await t.shop.db.selectFrom('audit_log').selectAll().where('entity', '=', 'contact_message').where('entity_id', '=', String(first)).execute();
    expect(audit.map((a) => a.action)).toEqual(['contact_message.handle']);
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ handled_at: null, handled_by: null });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ handled_by: member.id });

    expect((await admin(t, 'GET', 'messages?status=open', member)).body.data.map((m: { contact_message_id: number }) => m.contact_message_id)).toEqual([
      second,
    ]);
    expect((await admin(t, 'GET', 'messages?status=handled', member)).body.data.map((m: { contact_message_id: number }) => m.contact_message_id)).toEqual([
      first,
    ]);
    expect((await admin(t, 'GET', 'messages?q=RAVI', member)).body.total).toBe(1);
    expect((await admin(t, 'GET', 'messages?q=100%25', member)).body.data[0].contact_message_id).toBe(second);
    expect((await admin(t, 'GET', 'messages?q=1%25', member)).body.total).toBe(0);
    expect((await admin(t, 'GET', 'messages?q=in%20stock&status=open', member)).body.total).toBe(1);
    expect((await admin(t, 'GET', 'messages?page=2&page_size=1', member)).body.data[0].contact_message_id).toBe(first);

    const reopened = await admin(t, 'POST', `messages/${first}/reopen`, owner);
    expect(reopened.body.data).toMatchObject({ handled_at: null, handled_by: null, handled_by_name: null });
    expect((await admin(t, 'POST', `messages/${first}/reopen`, owner)).status).toBe(200);
    expect((await admin(t, 'GET', `messages/${first}`, member)).body.data.handled_at).toBeNull();
    const actions = await t.shop.db
      .selectFrom('audit_log')
      .select(['action', 'staff_email'])
      .where('entity', '=', 'contact_message')
      .orderBy('audit_id')
      .execute();
    expect(actions).toEqual([
      { action: 'contact_message.handle', staff_email: member.email },
      { action: 'contact_message.reopen', staff_email: owner.email },
    ]);
  });

  it('refuses bad ids and filters', async () => {
    // Issue 23 added the ticket statuses answered and closed to the filter.
    expect((await admin(t, 'GET', 'messages?status=shut', member)).body).toEqual({
      success: false,
      message: 'status must be all, open, handled, answered or closed',
    });
    expect((await admin(t, 'GET', `messages?q=${'q'.repeat(101)}`, member)).body.message).toBe('Search text must be at most 100 characters');
    expect((await admin(t, 'GET', 'messages?q=%00', member)).status).toBe(400);
    for (const id of ['0', 'abc', '9999999999', '-3']) {
      const res = await admin(t, 'POST', `messages/${id}/handled`, member);
      expect(res.status, id).toBe(400);
      expect(res.body.message).toBe('Message id must be a whole number from 1 to 2147483647');
    }
    expect((await admin(t, 'POST', 'messages/987654/handled', member)).body).toEqual({ success: false, message: 'Message not found' });
    expect((await admin(t, 'POST', 'messages/987654/reopen', member)).status).toBe(404);
    expect((await admin(t, 'GET', 'messages/987654', member)).status).toBe(404);
  });
});
