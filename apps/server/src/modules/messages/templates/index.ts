import { render } from '@react-email/render';
import { createElement } from 'react';
import type { MessageKind } from '@shop/core/admin';
import type { MessageData, MessageLanguage, MessageShop, RenderedMessage } from '../message-data.js';
import { accountTemplates } from './account-messages.js';
import { contactTemplates } from './contact-messages.js';
import { messageContext } from './context.js';
import { subjectLine } from './format.js';
import { MessageLayout } from './layout.js';
import type { MessageTemplate, MessageTemplates } from './message-template.js';
import { orderTemplates } from './order-messages.js';
import { plainTextOf } from './plain-text.js';
import { staffTemplates } from './staff-messages.js';

export { LOGO_SRC } from './layout.js';
export { UPI_QR_SRC } from './order-messages.js';
export { subjectLine } from './format.js';

/** Every kind's template: adding a kind to MESSAGE_KINDS fails the typecheck here until it has one. */
const TEMPLATES: MessageTemplates = { ...orderTemplates, ...staffTemplates, ...accountTemplates, ...contactTemplates };

/** The shop's own messages are read by its staff: English, whatever language the shopper used. */
const STAFF_KINDS: ReadonlySet<MessageKind> = new Set<MessageKind>(['staff_new_order', 'staff_contact_message']);

/**
 * A message of `kind` in `language` (staff messages always in English) for `shop`: its
 * subject (no control characters: it becomes a header), its HTML and its plain text.
 * Inline images: the logo as cid:logo and a UPI order's QR code as cid:upi-qr, which the
 * sender attaches.
 */
export async function renderMessage<K extends MessageKind>(
  kind: K,
  data: MessageData<K>,
  language: MessageLanguage,
  shop: MessageShop,
): Promise<RenderedMessage> {
  const { ctx, subject, preview, body } = fill(kind, data, language, shop);
  const html = await render(createElement(MessageLayout, { ctx, preview, children: body }));
  const text = plainTextOf(html);
  return { subject: subjectLine(subject), html, text };
}

/** A message's subject line alone, without drawing it (a few microseconds: no render). */
export function subjectOf<K extends MessageKind>(kind: K, data: MessageData<K>, language: MessageLanguage, shop: MessageShop): string {
  return subjectLine(fill(kind, data, language, shop).subject);
}

/** The template of `kind` filled with its data, in its language (staff messages in English). */
function fill<K extends MessageKind>(kind: K, data: MessageData<K>, language: MessageLanguage, shop: MessageShop) {
  const staff = STAFF_KINDS.has(kind);
  const ctx = messageContext(staff ? 'en' : language, shop, staff);
  return { ctx, ...(TEMPLATES[kind] as MessageTemplate<K>)(data, ctx) };
}
