import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { MessageAddress, MessageOrder, MessageOrderLine } from '../message-data.js';
import { THEME, useMessage } from './context.js';
import { formatDate, formatInr, formatOrderTotal, fillText } from './format.js';
import type { MessageStrings } from './strings.js';

/**
 * The small pieces every message is made of: headings, paragraphs, buttons, a list of facts,
 * and the order's lines, totals and delivery address. Inline styles only; the reading side
 * (left in English, right in Arabic) comes from the message's context.
 */

/**
 * Fills {name} placeholders of a string with elements (an amount kept left to right, a
 * link, a name in its own direction): the words stay in strings.ts, the values stay data.
 */
export function fill(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/\{(\w+)\}/).map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? (piece in values ? values[piece] : `{${piece}}`) : piece}</Fragment>);
}

/**
 * Numbers, amounts, codes and addresses of e-mail: always left to right, also inside Arabic;
 * `nowrap` keeps one whole on a line ('SC/26-27/000123' is not split at its dash).
 */
export function Ltr({ children, nowrap = false }: { children: ReactNode; nowrap?: boolean }) {
  return (
    <span dir="ltr" style={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
      {children}
    </span>
  );
}

/** Text someone typed (a name, a product title): in its own direction, as a browser's dir="auto" does. */
export function Auto({ children }: { children: ReactNode }) {
  return <span dir="auto">{children}</span>;
}

/** Bold, for the value a sentence is about. */
export function Strong({ children }: { children: ReactNode }) {
  return <strong style={{ fontWeight: 700, color: THEME.text }}>{children}</strong>;
}

export function Title({ children }: { children: ReactNode }) {
  const { start } = useMessage();
  return (
    <Heading as="h1" style={{ margin: '0 0 16px', fontSize: '24px', lineHeight: '32px', fontWeight: 700, color: THEME.text, textAlign: start }}>
      {children}
    </Heading>
  );
}

export function SectionTitle({ children }: { children: ReactNode }) {
  const { start } = useMessage();
  return (
    <Heading as="h2" style={{ margin: '28px 0 10px', fontSize: '17px', lineHeight: '24px', fontWeight: 700, color: THEME.brand, textAlign: start }}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children, muted = false, small = false }: { children: ReactNode; muted?: boolean; small?: boolean }) {
  const { start } = useMessage();
  return (
    <Text
      style={{
        margin: '0 0 14px',
        fontSize: small ? '13px' : '15px',
        lineHeight: small ? '20px' : '24px',
        color: muted ? THEME.muted : THEME.text,
        textAlign: start,
      }}
    >
      {children}
    </Text>
  );
}

/** A call to action; `showLink` writes the link out under it for a mail program that shows no button. */
export function ActionButton({ href, children, showLink = false }: { href: string; children: ReactNode; showLink?: boolean }) {
  const { t, start } = useMessage();
  return (
    <Section style={{ margin: '20px 0 22px', textAlign: start }}>
      <Button
        href={href}
        data-text-format="button"
        style={{
          backgroundColor: THEME.brand,
          color: THEME.white,
          fontSize: '15px',
          fontWeight: 700,
          lineHeight: '20px',
          textDecoration: 'none',
          borderRadius: '6px',
          padding: '12px 24px',
          display: 'inline-block',
        }}
      >
        {children}
      </Button>
      {showLink ? (
        <Text data-skip-in-text="true" style={{ margin: '14px 0 0', fontSize: '12px', lineHeight: '18px', color: THEME.muted, textAlign: start }}>
          {t.linkFallback}
          <br />
          <Link href={href} style={{ color: THEME.brand, wordBreak: 'break-all' }}>
            <Ltr>{href}</Ltr>
          </Link>
        </Text>
      ) : null}
    </Section>
  );
}

/** An inline link in the brand colour. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: THEME.brand, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

/** A tinted box for what the reader should do or know next. */
export function Notice({ title, children }: { title?: ReactNode; children: ReactNode }) {
  const { start } = useMessage();
  const side = start === 'left' ? 'borderLeft' : 'borderRight';
  return (
    <Section style={{ margin: '22px 0', backgroundColor: THEME.brandTint, borderRadius: '6px', [side]: `4px solid ${THEME.brand}`, textAlign: start }}>
      {/* little bottom padding: the last paragraph or button brings its own margin */}
      <div style={{ padding: '16px 20px 2px' }}>
        {title ? (
          <Text style={{ margin: '0 0 6px', fontSize: '16px', lineHeight: '22px', fontWeight: 700, color: THEME.brand, textAlign: start }}>{title}</Text>
        ) : null}
        {children}
      </div>
    </Section>
  );
}

const cellBase: CSSProperties = { padding: '8px 0', fontSize: '14px', lineHeight: '20px', verticalAlign: 'top' };

/** Label and value pairs, one a row: order number, invoice number, carrier … */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [ReactNode, ReactNode]> }) {
  const { start } = useMessage();
  return (
    <table
      data-text-format="dataTable"
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ width: '100%', borderCollapse: 'collapse', margin: '8px 0 16px' }}
    >
      <tbody>
        {rows.map(([label, value], i) => (
          <tr key={i} style={{ borderBottom: `1px solid ${THEME.border}` }}>
            <td style={{ ...cellBase, width: '40%', color: THEME.muted, textAlign: start }}>{label}</td>
            <td style={{ ...cellBase, color: THEME.text, fontWeight: 600, textAlign: start }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How an order was to be paid: 'UPI', 'Credit/Debit Card (Visa ending in 4242)'. */
export function paymentMethodLabel(order: Pick<MessageOrder, 'payment_method' | 'card_brand' | 'card_last4'>, t: MessageStrings): string {
  const method = t.order.paymentMethods[order.payment_method] ?? order.payment_method;
  if (order.payment_method !== 'card' || !order.card_last4) return method;
  const brand = t.order.cardBrands[order.card_brand ?? 'card'] ?? order.card_brand ?? t.order.cardBrands.card ?? '';
  return `${method} (${fillText(t.order.cardEnding, { brand, last4: order.card_last4 })})`;
}

/** Order number, invoice number, date and payment method. */
export function OrderFacts({ order }: { order: MessageOrder }) {
  const { t, language } = useMessage();
  return (
    <Facts
      rows={[
        [t.order.orderNumber, <Ltr key="o">{order.order_id}</Ltr>],
        [
          t.order.invoiceNumber,
          <Ltr key="i" nowrap>
            {order.invoice_number}
          </Ltr>,
        ],
        [t.order.orderDate, formatDate(order.created_at, language)],
        [t.order.paymentMethod, paymentMethodLabel(order, t)],
      ]}
    />
  );
}

const headCell: CSSProperties = {
  padding: '8px 6px',
  fontSize: '12px',
  lineHeight: '16px',
  fontWeight: 700,
  color: THEME.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  borderBottom: `2px solid ${THEME.border}`,
  whiteSpace: 'nowrap',
};
const bodyCell: CSSProperties = {
  padding: '12px 6px',
  fontSize: '14px',
  lineHeight: '20px',
  color: THEME.text,
  borderBottom: `1px solid ${THEME.border}`,
  verticalAlign: 'top',
};

/**
 * One order line as the plain-text part writes it, a table's columns being no use in a
 * mail program that may lay the text out right to left: 'Amethyst Cluster (Size / Weight: 250 g)'
 * and under it '2 × ₹2,450.00 = ₹4,900.00'.
 */
function lineText(line: MessageOrderLine, t: MessageStrings): string {
  const variant = line.variant ? ` (${fillText(t.order.variant, { variant: line.variant })})` : '';
  return `${line.title}${variant}\n  ${line.quantity} × ${formatInr(line.unit_price_paise)} = ${formatInr(line.line_total_paise)}`;
}

/** The order's lines: item (title and variant), quantity, unit price and amount. */
export function OrderLines({ order }: { order: MessageOrder }) {
  const { t, start, end } = useMessage();
  const number: CSSProperties = { textAlign: end, whiteSpace: 'nowrap' };
  return (
    <table data-text-format="rows" width="100%" cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse', margin: '8px 0 0' }}>
      <thead>
        <tr>
          <th style={{ ...headCell, textAlign: start, paddingLeft: start === 'left' ? 0 : '6px', paddingRight: start === 'right' ? 0 : '6px' }}>
            {t.order.item}
          </th>
          <th style={{ ...headCell, textAlign: 'center' }}>{t.order.quantity}</th>
          <th style={{ ...headCell, ...number }}>{t.order.unitPrice}</th>
          <th style={{ ...headCell, ...number, [`padding${end === 'right' ? 'Right' : 'Left'}`]: 0 }}>{t.order.amount}</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, i) => (
          <tr key={i} data-text={lineText(line, t)}>
            <td style={{ ...bodyCell, textAlign: start, paddingLeft: start === 'left' ? 0 : '6px', paddingRight: start === 'right' ? 0 : '6px' }}>
              <div dir="auto" style={{ fontWeight: 600, textAlign: start }}>
                {line.title}
              </div>
              {line.variant ? (
                <div style={{ fontSize: '13px', color: THEME.muted, textAlign: start }}>{fill(t.order.variant, { variant: <Auto>{line.variant}</Auto> })}</div>
              ) : null}
            </td>
            <td style={{ ...bodyCell, textAlign: 'center' }}>
              <Ltr>{line.quantity}</Ltr>
            </td>
            <td style={{ ...bodyCell, ...number }}>
              <Ltr>{formatInr(line.unit_price_paise)}</Ltr>
            </td>
            <td style={{ ...bodyCell, ...number, [`padding${end === 'right' ? 'Right' : 'Left'}`]: 0 }}>
              <Ltr>{formatInr(line.line_total_paise)}</Ltr>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** SubTotal and Grand Total at the end side (right in English, left in Arabic); a USD order's dollars beside the total. */
export function OrderTotals({ order }: { order: MessageOrder }) {
  const { t, start, end } = useMessage();
  const label: CSSProperties = { padding: '6px 16px', fontSize: '14px', lineHeight: '20px', color: THEME.muted, textAlign: start, whiteSpace: 'nowrap' };
  const value: CSSProperties = { padding: '6px 0', fontSize: '14px', lineHeight: '20px', color: THEME.text, textAlign: end, whiteSpace: 'nowrap' };
  const grand: CSSProperties = { fontSize: '16px', fontWeight: 700, color: THEME.text, borderTop: `2px solid ${THEME.border}`, paddingTop: '10px' };
  // An outer full-width table puts the totals at the end side without floats (which some mail programs drop).
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse', margin: '10px 0 8px' }}>
      <tbody>
        <tr>
          <td align={end}>
            <table
              data-text-format="dataTable"
              role="presentation"
              cellPadding={0}
              cellSpacing={0}
              style={{ borderCollapse: 'collapse', display: 'inline-table' }}
            >
              <tbody>
                <tr>
                  <td style={label}>{t.order.subTotal}</td>
                  <td style={value}>
                    <Ltr>{formatInr(order.sub_total_paise)}</Ltr>
                  </td>
                </tr>
                <tr>
                  <td style={{ ...label, ...grand }}>{t.order.grandTotal}</td>
                  <td style={{ ...value, ...grand }}>
                    <Ltr>{formatOrderTotal(order)}</Ltr>
                  </td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The lines and the totals under them. */
export function OrderSummary({ order }: { order: MessageOrder }) {
  return (
    <>
      <OrderLines order={order} />
      <OrderTotals order={order} />
    </>
  );
}

/** A delivery address as Indian addresses are written: name, lines, city state pin code, country, phone. */
export function AddressBlock({ address }: { address: MessageAddress }) {
  const { t, start } = useMessage();
  const cityLine = [address.town_city, [address.state, address.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines: ReactNode[] = [
    address.flat_house_building,
    address.area_street_sector,
    address.landmark ? fill(t.order.landmark, { landmark: <Auto>{address.landmark}</Auto> }) : null,
    cityLine,
    address.country_region,
    address.mobile_number ? fill(t.order.phone, { phone: <Ltr>{address.mobile_number}</Ltr> }) : null,
  ].filter(Boolean);
  return (
    <Text style={{ margin: '0 0 14px', fontSize: '14px', lineHeight: '22px', color: THEME.text, textAlign: start }}>
      <strong dir="auto">{address.full_name}</strong>
      {lines.map((line, i) => (
        <Fragment key={i}>
          <br />
          {typeof line === 'string' ? <Auto>{line}</Auto> : line}
        </Fragment>
      ))}
    </Text>
  );
}

/** A note the shop wrote to go with a change (a cancellation's reason, a refund's detail). */
export function ShopNote({ note }: { note: string | null }) {
  const { t } = useMessage();
  if (!note) return null;
  return (
    <Notice title={t.order.noteFromShop}>
      <Paragraph>
        <MultiLine text={note} />
      </Paragraph>
    </Notice>
  );
}

/** Text someone typed, its line breaks kept (as <br>, which the plain-text part keeps too). */
export function MultiLine({ text }: { text: string }) {
  // Each line in its own direction: one dir="auto" span around lines broken by <br> was drawn
  // right to left in an Arabic message (Chromium: 'Hello,' read ',Hello').
  return (
    <>
      {text.split(/\r\n|\r|\n/).map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          <span dir="auto">{line}</span>
        </Fragment>
      ))}
    </>
  );
}

/** The team's name, after 'Thank you for shopping with us.' in an order's messages. */
export function SignOff({ thanks = false }: { thanks?: boolean }) {
  const { t, shop, start } = useMessage();
  return (
    <Text style={{ margin: '24px 0 14px', fontSize: '15px', lineHeight: '24px', color: THEME.text, textAlign: start }}>
      {thanks ? (
        <>
          {t.signOff}
          <br />
        </>
      ) : null}
      {fill(t.team, { shop: <Auto>{shop.name}</Auto> })}
    </Text>
  );
}

/** 'Hello Priya,' */
export function Greeting({ name }: { name: string }) {
  const { t } = useMessage();
  return <Paragraph>{fill(t.greeting, { name: <Auto>{name}</Auto> })}</Paragraph>;
}
