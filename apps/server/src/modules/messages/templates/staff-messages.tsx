import { THEME } from './context.js';
import { formatAmountToPay, formatDate, formatOrderTotal, fillText } from './format.js';
import type { MessageTemplates } from './message-template.js';
import {
  ActionButton,
  AddressBlock,
  Auto,
  Facts,
  fill,
  Ltr,
  MultiLine,
  Notice,
  OrderFacts,
  OrderSummary,
  Paragraph,
  SectionTitle,
  Strong,
  TextLink,
  Title,
} from './parts.js';
import { STAFF_STRINGS } from './strings.js';

/** The shop's own messages, always in English: a new order, and a message from the contact form. */
export const staffTemplates: Pick<MessageTemplates, 'staff_new_order' | 'staff_contact_message'> = {
  staff_new_order: ({ order, admin_path }, { t, language, url }) => {
    const s = STAFF_STRINGS.newOrder;
    const amount = formatOrderTotal(order);
    return {
      subject: fillText(s.subject, { invoice: order.invoice_number }),
      preview: fillText(s.preview, { customer: order.customer_name, amount }),
      body: (
        <>
          <Title>{fill(s.heading, { invoice: <Ltr>{order.invoice_number}</Ltr> })}</Title>
          <Paragraph>
            {fill(s.intro, {
              customer: (
                <Strong>
                  <Auto>{order.customer_name}</Auto>
                </Strong>
              ),
              order: (
                <Strong>
                  <Ltr>{order.order_id}</Ltr>
                </Strong>
              ),
              date: formatDate(order.created_at, language),
              amount: (
                <Strong>
                  <Ltr nowrap>{amount}</Ltr>
                </Strong>
              ),
            })}
          </Paragraph>
          <Notice title={s.paymentHeading}>
            <Paragraph>
              {fill(s.next[order.payment_method] ?? s.nextOther, {
                amount: (
                  <Strong>
                    <Ltr nowrap>{formatAmountToPay(order)}</Ltr>
                  </Strong>
                ),
              })}
            </Paragraph>
          </Notice>
          <ActionButton href={url(admin_path)}>{s.open}</ActionButton>
          <SectionTitle>{s.customer}</SectionTitle>
          <Facts
            rows={[
              [s.name, <Auto key="n">{order.customer_name}</Auto>],
              [
                s.email,
                <TextLink key="e" href={`mailto:${order.customer_email}`}>
                  {order.customer_email}
                </TextLink>,
              ],
              [s.phone, <Ltr key="p">{order.address.mobile_number}</Ltr>],
            ]}
          />
          <SectionTitle>{t.order.orderDetails}</SectionTitle>
          <OrderFacts order={order} />
          <OrderSummary order={order} />
          <SectionTitle>{t.order.deliveryAddress}</SectionTitle>
          <AddressBlock address={order.address} />
        </>
      ),
    };
  },

  staff_contact_message: ({ name, email, telephone, subject, message, admin_path, ticket_number }, { url }) => {
    const s = STAFF_STRINGS.contactMessage;
    return {
      subject: fillText(s.subject, { subject }),
      preview: fillText(s.preview, { name, subject }),
      body: (
        <>
          <Title>{s.heading}</Title>
          <Facts
            rows={[
              ...(ticket_number ? [[s.ticket, <Ltr key="k">{ticket_number}</Ltr>] as const] : []),
              [s.from, <Auto key="n">{name}</Auto>],
              [s.email, <Ltr key="e">{email}</Ltr>],
              ...(telephone ? [[s.telephone, <Ltr key="t">{telephone}</Ltr>] as const] : []),
              [s.subjectLabel, <Auto key="s">{subject}</Auto>],
            ]}
          />
          <SectionTitle>{s.message}</SectionTitle>
          <div style={{ margin: '0 0 16px', padding: '14px 18px', backgroundColor: '#faf8fc', border: `1px solid ${THEME.border}`, borderRadius: '6px' }}>
            <Paragraph>
              <MultiLine text={message} />
            </Paragraph>
          </div>
          <Paragraph muted>{fill(s.reply, { name: <Auto>{name}</Auto> })}</Paragraph>
          <ActionButton href={url(admin_path)}>{s.open}</ActionButton>
        </>
      ),
    };
  },
};
