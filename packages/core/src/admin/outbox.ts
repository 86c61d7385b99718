import { z } from 'zod';
import { adminData, adminPage, adminPagingQuery } from './common';

/**
 * The back office's view of the outbox (`/api/admin/outbox`, staff): every e-mail the shop
 * has sent or will send, with its state, and a resend. Messages are rows written in the same
 * transaction as the change that caused them (DESIGN 4.4); each server's sender delivers them.
 */

/** What a message is about; the template is chosen by it. */
export const MESSAGE_KINDS = [
  'order_placed',
  'payment_received',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'order_refunded',
  'staff_new_order',
  'staff_contact_message',
  'contact_received',
  'account_welcome',
  'password_reset',
  'password_changed',
  'email_changed',
  'test_email',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Shown in the back office beside each kind. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  order_placed: 'Order placed',
  payment_received: 'Payment received',
  order_shipped: 'Shipped',
  order_delivered: 'Delivered',
  order_cancelled: 'Cancelled',
  order_refunded: 'Refunded',
  staff_new_order: 'New order (staff)',
  staff_contact_message: 'Contact message (staff)',
  contact_received: 'Contact message received',
  account_welcome: 'Welcome',
  password_reset: 'Password reset',
  password_changed: 'Password changed',
  email_changed: 'E-mail changed',
  test_email: 'Test e-mail',
};

/**
 * pending: waiting for its next attempt; sending: claimed by a sender (back to due if that
 * sender died); sent: the mail server accepted it; failed: every attempt failed (staff resend).
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const adminOutboxQuery = adminPagingQuery.extend({
  status: z.enum(OUTBOX_STATUSES, { error: `status must be one of ${OUTBOX_STATUSES.join(', ')}` }).optional(),
  kind: z.enum(MESSAGE_KINDS, { error: 'kind is not a message kind' }).optional(),
});
export type AdminOutboxQuery = z.output<typeof adminOutboxQuery>;

export const adminOutboxRowSchema = z.object({
  outbox_id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  recipient: z.string(),
  /** 'en' or 'ar': the language the shopper used when the message was caused. */
  language: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  /** The stable Message-ID header this row is sent with (the same on every attempt). */
  message_id: z.string(),
  /** The order it is about, when it is about one. */
  order_id: z.number().int().nullable(),
});
export type AdminOutboxRow = z.infer<typeof adminOutboxRowSchema>;
export const adminOutboxPageSchema = adminPage(adminOutboxRowSchema);

/** One message with what it says: the HTML (shown in a sandboxed frame) and the plain text. */
export const adminOutboxDetailSchema = adminData(
  adminOutboxRowSchema.extend({
    html: z.string(),
    text: z.string(),
    /** File names of its attachments (the invoice PDF, the UPI QR code). */
    attachments: z.array(z.string()),
  }),
);

/** Dashboard and menu badge: how many messages failed for good, and how many wait. */
export const adminOutboxSummarySchema = adminData(z.object({ failed: z.number().int(), pending: z.number().int() }));

export const OUTBOX_MESSAGES = {
  resent: 'The message is queued to be sent again.',
  notFound: 'Message not found',
  notResendable: 'This message is being sent right now; try again in a moment.',
  testQueued: 'Test e-mail sent.',
} as const;

/** Settings → "Send a test e-mail": to this address (the member's own by default). */
export const adminTestEmailSchema = z.strictObject({
  to: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'Email must be at most 254 characters' })
    .regex(z.regexes.email, { error: 'Email is not valid' }),
});

/** What the mail server answered to the test e-mail (or why it could not be reached). */
export const adminTestEmailResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** 'smtp' (SMTP_URL) or 'mailbox' (the dev mailbox: .eml files in the data folder). */
  transport: z.enum(['smtp', 'mailbox']),
  /** The mail server's own answer, e.g. '250 2.0.0 Ok: queued as 4Xk…'. */
  response: z.string(),
});
