import { Img } from '@react-email/img';
import type { MessageOrder, MessageUpi } from '../message-data.js';
import { THEME, useMessage } from './context.js';
import { formatAmountToPay, formatDate, formatDateTime, formatInr, formatOrderTotal, fillText } from './format.js';
import type { ReactNode } from 'react';
import type { MessageTemplates } from './message-template.js';
import {
  ActionButton,
  AddressBlock,
  Facts,
  fill,
  Greeting,
  Ltr,
  Auto,
  Notice,
  OrderFacts,
  OrderSummary,
  Paragraph,
  SectionTitle,
  ShopNote,
  SignOff,
  Strong,
  TextLink,
  Title,
} from './parts.js';

/**
 * The shopper's messages about an order: placed (with how to pay for the method chosen),
 * payment received, shipped, delivered, cancelled and refunded.
 */

/** The inline image of a UPI order's QR code, attached by the sender as cid:upi-qr. */
export const UPI_QR_SRC = 'cid:upi-qr';
const QR_SIZE = 168;

/** The order's number in a sentence: bold and left to right. */
function OrderNo({ order }: { order: MessageOrder }) {
  return (
    <Strong>
      <Ltr nowrap>{order.order_id}</Ltr>
    </Strong>
  );
}

function InvoiceNo({ order }: { order: MessageOrder }) {
  return <Ltr nowrap>{order.invoice_number}</Ltr>;
}

function Amount({ text }: { text: string }) {
  return (
    <Strong>
      <Ltr nowrap>{text}</Ltr>
    </Strong>
  );
}

/** The order's number, invoice, lines, totals and delivery address, under their headings. */
function OrderDetails({ order, address = true }: { order: MessageOrder; address?: boolean }) {
  const { t } = useMessage();
  return (
    <>
      <SectionTitle>{t.order.orderDetails}</SectionTitle>
      <OrderFacts order={order} />
      <OrderSummary order={order} />
      {address ? (
        <>
          <SectionTitle>{t.order.deliveryAddress}</SectionTitle>
          <AddressBlock address={order.address} />
        </>
      ) : null}
    </>
  );
}

/**
 * What happens next for the payment method: pay the courier (cash), pay this UPI id now
 * (with the QR code and the upi:// link), or wait for the shop's payment request (PayPal,
 * card: the shop has no payment gateway). Never says money was received.
 */
function PaymentNext({ order, upi }: { order: MessageOrder; upi: MessageUpi | null }) {
  const { t, language } = useMessage();
  const s = t.orderPlaced;
  const payBy = order.payment_due_at ? (
    <Paragraph>
      <Strong>{fillText(s.payBy, { time: formatDateTime(order.payment_due_at, language, t) })}</Strong>
    </Paragraph>
  ) : null;
  if (order.payment_method === 'upi' && upi && !order.pay_online) return <UpiPayment upi={upi} payBy={payBy} />;
  const words = order.pay_online ? s.nextOnline : order.payment_method === 'upi' ? s.nextOther : (s.next[order.payment_method] ?? s.nextOther);
  return (
    <Notice title={s.nextHeading}>
      <Paragraph>{fill(words, { amount: <Amount text={formatAmountToPay(order)} /> })}</Paragraph>
      {payBy}
    </Notice>
  );
}

function UpiPayment({ upi, payBy }: { upi: MessageUpi; payBy: ReactNode }) {
  const { t, start } = useMessage();
  const s = t.orderPlaced;
  const amount = formatInr(upi.amount_paise);
  // Only a upi:// link becomes a button: it is the shop's own, but a link is never more than it says.
  const link = /^upi:\/\//i.test(upi.link) ? upi.link : null;
  return (
    <Notice title={s.upiHeading}>
      <Paragraph>
        {fill(s.next.upi ?? s.nextOther, {
          amount: <Amount text={amount} />,
          vpa: (
            <Strong>
              <Ltr>{upi.payee_vpa}</Ltr>
            </Strong>
          ),
        })}
      </Paragraph>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '6px 0 4px' }}>
        <tbody>
          <tr>
            <td style={{ width: `${QR_SIZE + 16}px`, verticalAlign: 'top', textAlign: start }}>
              <Img
                src={UPI_QR_SRC}
                width={String(QR_SIZE)}
                height={String(QR_SIZE)}
                alt={fillText(s.upiQrAlt, { amount })}
                style={{
                  display: 'block',
                  width: `${QR_SIZE}px`,
                  height: `${QR_SIZE}px`,
                  backgroundColor: THEME.white,
                  border: `1px solid ${THEME.border}`,
                  borderRadius: '6px',
                }}
              />
            </td>
            <td style={{ verticalAlign: 'top', padding: '0 8px', textAlign: start }}>
              <p data-skip-in-text="true" style={{ margin: '4px 0 2px', fontSize: '13px', lineHeight: '18px', color: THEME.muted, textAlign: start }}>
                {s.upiAmount}
              </p>
              <p
                data-skip-in-text="true"
                style={{ margin: '0 0 10px', fontSize: '22px', lineHeight: '28px', fontWeight: 700, color: THEME.text, textAlign: start }}
              >
                <Ltr>{amount}</Ltr>
              </p>
              <p data-skip-in-text="true" style={{ margin: '0 0 2px', fontSize: '13px', lineHeight: '18px', color: THEME.muted, textAlign: start }}>
                {s.upiPayTo}
              </p>
              <p
                data-skip-in-text="true"
                style={{
                  margin: '0 0 4px',
                  fontSize: '15px',
                  lineHeight: '20px',
                  fontWeight: 600,
                  color: THEME.text,
                  textAlign: start,
                  wordBreak: 'break-all',
                }}
              >
                <Ltr>{upi.payee_vpa}</Ltr>
              </p>
              {link ? <ActionButton href={link}>{s.upiButton}</ActionButton> : null}
            </td>
          </tr>
        </tbody>
      </table>
      {payBy}
    </Notice>
  );
}

export const orderTemplates: Pick<
  MessageTemplates,
  'order_placed' | 'payment_received' | 'order_shipped' | 'order_delivered' | 'order_cancelled' | 'order_refunded'
> = {
  order_placed: ({ order, upi }, { t, language, url }) => ({
    subject: fillText(t.orderPlaced.subject, { invoice: order.invoice_number }),
    preview: fillText(t.orderPlaced.preview, { order: order.order_id }),
    body: (
      <>
        <Title>{t.orderPlaced.heading}</Title>
        <Greeting name={order.customer_name} />
        <Paragraph>{fill(t.orderPlaced.intro, { order: <OrderNo order={order} />, date: formatDate(order.created_at, language) })}</Paragraph>
        <PaymentNext order={order} upi={upi} />
        <ActionButton href={url(order.invoice_path)}>{t.order.viewInvoice}</ActionButton>
        <Paragraph muted small>
          {fill(t.orderPlaced.invoiceAttached, { invoice: <InvoiceNo order={order} /> })}
        </Paragraph>
        <OrderDetails order={order} />
        <SignOff thanks />
      </>
    ),
  }),

  payment_received: ({ order, reference }, { t, url }) => ({
    subject: fillText(t.paymentReceived.subject, { invoice: order.invoice_number }),
    preview: fillText(t.paymentReceived.preview, { order: order.order_id }),
    body: (
      <>
        <Title>{t.paymentReceived.heading}</Title>
        <Greeting name={order.customer_name} />
        <Paragraph>
          {fill(t.paymentReceived.text, {
            amount: <Amount text={formatOrderTotal(order)} />,
            order: <OrderNo order={order} />,
            invoice: <InvoiceNo order={order} />,
          })}
        </Paragraph>
        {reference ? <Facts rows={[[t.paymentReceived.reference, <Ltr key="r">{reference}</Ltr>]]} /> : null}
        <ActionButton href={url(order.invoice_path)}>{t.order.viewInvoice}</ActionButton>
        <OrderDetails order={order} />
        <SignOff thanks />
      </>
    ),
  }),

  order_shipped: ({ order, carrier, tracking_number, tracking_url }, { t, url }) => ({
    subject: fillText(t.orderShipped.subject, { invoice: order.invoice_number }),
    preview: fillText(t.orderShipped.preview, { order: order.order_id, carrier }),
    body: (
      <>
        <Title>{t.orderShipped.heading}</Title>
        <Greeting name={order.customer_name} />
        <Paragraph>
          {fill(t.orderShipped.text, {
            order: <OrderNo order={order} />,
            carrier: (
              <Strong>
                <Auto>{carrier}</Auto>
              </Strong>
            ),
          })}
        </Paragraph>
        <Facts
          rows={[
            [t.orderShipped.carrier, <Auto key="c">{carrier}</Auto>],
            [t.orderShipped.trackingNumber, <Ltr key="n">{tracking_number}</Ltr>],
          ]}
        />
        {tracking_url ? <ActionButton href={tracking_url}>{t.orderShipped.track}</ActionButton> : <Paragraph muted>{t.orderShipped.trackByNumber}</Paragraph>}
        {order.payment_method === 'cash' && order.payment_status === 'cod_due' ? (
          <Notice>
            <Paragraph>{fill(t.orderShipped.cashDue, { amount: <Amount text={formatInr(order.grand_total_paise)} /> })}</Paragraph>
          </Notice>
        ) : null}
        <SectionTitle>{t.orderShipped.shippingTo}</SectionTitle>
        <AddressBlock address={order.address} />
        <SectionTitle>{t.orderShipped.inParcel}</SectionTitle>
        <OrderFacts order={order} />
        <OrderSummary order={order} />
        <Paragraph>
          <TextLink href={url(order.orders_path)}>{t.order.myOrders}</TextLink>
        </Paragraph>
        <SignOff thanks />
      </>
    ),
  }),

  order_delivered: ({ order }, { t, url }) => ({
    subject: fillText(t.orderDelivered.subject, { invoice: order.invoice_number }),
    preview: fillText(t.orderDelivered.preview, { order: order.order_id }),
    body: (
      <>
        <Title>{t.orderDelivered.heading}</Title>
        <Greeting name={order.customer_name} />
        <Paragraph>{fill(t.orderDelivered.text, { order: <OrderNo order={order} />, invoice: <InvoiceNo order={order} /> })}</Paragraph>
        <Paragraph>{t.orderDelivered.help}</Paragraph>
        <ActionButton href={url(order.invoice_path)}>{t.order.viewInvoice}</ActionButton>
        <OrderDetails order={order} address={false} />
        <SignOff thanks />
      </>
    ),
  }),

  order_cancelled: ({ order, by, refund_due, note }, { t, url }) => ({
    subject: fillText(t.orderCancelled.subject, { invoice: order.invoice_number }),
    preview: fillText(t.orderCancelled.preview, { order: order.order_id }),
    body: (
      <>
        <Title>{t.orderCancelled.heading}</Title>
        <Greeting name={order.customer_name} />
        <Paragraph>
          {fill(t.orderCancelled.by[by] ?? t.orderCancelled.by.shop, { order: <OrderNo order={order} />, invoice: <InvoiceNo order={order} /> })}
        </Paragraph>
        <Notice>
          <Paragraph>{t.orderCancelled.consequences}</Paragraph>
          <Paragraph>
            <Strong>{refund_due ? fill(t.orderCancelled.refund, { amount: <Ltr>{formatOrderTotal(order)}</Ltr> }) : t.orderCancelled.noMoney}</Strong>
          </Paragraph>
        </Notice>
        <ShopNote note={note} />
        <SectionTitle>{t.orderCancelled.cancelledItems}</SectionTitle>
        <OrderFacts order={order} />
        <OrderSummary order={order} />
        <Paragraph>{t.orderCancelled.orderAgain}</Paragraph>
        <ActionButton href={url('/')}>{t.order.visitShop}</ActionButton>
        <SignOff thanks />
      </>
    ),
  }),

  order_refunded: ({ order, amount_paise, reference, note }, { t }) => {
    // The whole order refunded shows the shopper's dollars beside the rupees, as its total does.
    const amount = amount_paise === order.grand_total_paise ? formatOrderTotal(order) : formatInr(amount_paise);
    return {
      subject: fillText(t.orderRefunded.subject, { invoice: order.invoice_number }),
      preview: fillText(t.orderRefunded.preview, { amount, order: order.order_id }),
      body: (
        <>
          <Title>{t.orderRefunded.heading}</Title>
          <Greeting name={order.customer_name} />
          <Paragraph>
            {fill(t.orderRefunded.text, { amount: <Amount text={amount} />, order: <OrderNo order={order} />, invoice: <InvoiceNo order={order} /> })}
          </Paragraph>
          <Facts
            rows={[
              [t.orderRefunded.amount, <Ltr key="a">{amount}</Ltr>],
              ...(reference ? [[t.orderRefunded.reference, <Ltr key="r">{reference}</Ltr>] as const] : []),
            ]}
          />
          <Paragraph muted>{t.orderRefunded.timing}</Paragraph>
          <ShopNote note={note} />
          <OrderDetails order={order} address={false} />
          <SignOff thanks />
        </>
      ),
    };
  },
};
