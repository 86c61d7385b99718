import { ORDER_STATUS, trackingUrl, type Carrier } from '@shop/core';
import type { OrderTransition } from '@shop/core/admin';
import { addressColumnsOf, type OrderLineTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import type { MessageLanguage, MessageOrder } from '../messages/message-data.js';
import type { AnyNewMessage } from '../messages/messages.repository.js';
import type { OrderRow } from './orders.repository.js';

type LineRow = Pick<
  Selectable<OrderLineTable>,
  'item_product_title' | 'item_variant_title' | 'item_quantity' | 'item_product_variant_sale_price_paise' | 'item_line_total_paise'
>;

/** The order's language for its e-mails: 'ar' or 'en'. */
export const orderLanguage = (order: Pick<OrderRow, 'order_language'>): MessageLanguage => (order.order_language === 'ar' ? 'ar' : 'en');

/** An order as its e-mails show it (a snapshot taken when the message is written). */
export function messageOrder(order: OrderRow, lines: ReadonlyArray<LineRow>): MessageOrder {
  return {
    order_id: order.order_id,
    invoice_number: order.invoice_number ?? '',
    created_at: order.order_created_date,
    customer_name: order.full_name,
    customer_email: order.customer_email,
    lines: lines.map((l) => ({
      title: l.item_product_title,
      variant: l.item_variant_title,
      quantity: l.item_quantity,
      unit_price_paise: l.item_product_variant_sale_price_paise,
      line_total_paise: l.item_line_total_paise,
    })),
    sub_total_paise: order.order_sub_total_paise,
    grand_total_paise: order.order_grand_total_paise,
    order_currency: order.order_currency,
    display_total_minor: order.order_display_total_minor,
    payment_method: order.order_payment_method,
    payment_status: order.payment_status,
    card_brand: order.card_brand,
    card_last4: order.card_last4,
    address: addressColumnsOf(order),
    invoice_path: `/Invoice/${order.order_id}?key=${encodeURIComponent(order.invoice_key ?? '')}`,
    orders_path: '/MyOrders',
    payment_due_at: order.payment_status === 'awaiting_payment' && order.order_status === ORDER_STATUS.placed ? order.payment_due_at : null,
    pay_online: order.gateway_order_id !== null,
  };
}

/**
 * The shopper's e-mail for a back-office move (none for 'process'); `after` is the order as
 * the move left it; `carriers` the owner's list, whose tracking pages the shipped e-mail links.
 */
export function transitionMessage(
  move: OrderTransition,
  before: OrderRow,
  after: OrderRow,
  lines: ReadonlyArray<LineRow>,
  carriers: readonly Carrier[] = [],
): AnyNewMessage | null {
  const base = { recipient: after.customer_email, language: orderLanguage(after), orderId: after.order_id };
  const order = messageOrder(after, lines);
  const note = move.note?.trim() || null;
  switch (move.action) {
    case 'confirm_payment':
    case 'record_late_payment':
      return { ...base, kind: 'payment_received', data: { order, reference: move.bank_reference } };
    case 'ship':
      return {
        ...base,
        kind: 'order_shipped',
        data: { order, carrier: move.carrier, tracking_number: move.tracking_number, tracking_url: trackingUrl(move.carrier, move.tracking_number, carriers) },
      };
    case 'deliver':
      return { ...base, kind: 'order_delivered', data: { order } };
    case 'cancel':
      return { ...base, kind: 'order_cancelled', data: { order, by: 'shop', refund_due: before.payment_status === 'paid', note } };
    case 'refund':
      return { ...base, kind: 'order_refunded', data: { order, amount_paise: after.order_grand_total_paise, reference: move.bank_reference, note } };
    default:
      return null;
  }
}

/** The e-mail to the shopper whose own cancel went through. */
export function customerCancelMessage(before: OrderRow, lines: ReadonlyArray<LineRow>): AnyNewMessage {
  const after = { ...before, order_status: ORDER_STATUS.cancelled, payment_status: before.payment_status === 'paid' ? 'paid' : 'void' };
  return {
    kind: 'order_cancelled',
    recipient: before.customer_email,
    language: orderLanguage(before),
    orderId: before.order_id,
    data: { order: messageOrder(after, lines), by: 'customer', refund_due: before.payment_status === 'paid', note: null },
  };
}
