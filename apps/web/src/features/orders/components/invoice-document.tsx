import { useTranslation } from '../../../shared/i18n/use-translation';
import { billToLines, formatInvoiceInr, formatPrice, INVOICE_NOTES, type CustomerOrderResponse, type TaxInvoice } from '@shop/core';
import { isolateIn } from '../../../shared/i18n/direction';
import { formatOrderDate, orderCurrency, orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from '../lib/order-labels';
import { QrCode } from './qr-code';
import { AmountInWords, HsnCode, rateText, TaxTable, taxColumnsOf, type TaxColumn } from './tax-table';
import { formatShortDateTime } from '../../../shared/lib/short-date';

/** The invoice states rupees (spec 9); the order currency's total stands beside them. */
const inr = (amount: number) => formatPrice(amount, 'INR');

/** Only a upi:// link is ever put behind the Pay button. */
const isUpiLink = (link: string | null): link is string => typeof link === 'string' && /^upi:\/\/pay\?/i.test(link);

/**
 * The invoice of spec 2.11 and DESIGN 4.2, as fixed when the order was placed: header,
 * seller, Bill To, overview (date, number, payment method, status, payment status), the
 * items, SubTotal and Grand Total in INR (with the USD total for a USD order), the notes
 * of spec 9, and for an unpaid UPI order the QR code and link to pay.
 */
/** One fact of an invoice's or a note's overview: a label and its value (numbers kept left to right), with an optional detail under it. */
export interface InvoiceFact {
  label: string;
  value: string;
  detail?: string | null;
  ltr?: boolean;
}

/** The overview's facts as a definition list, in the invoice's boxes (the invoice's and each note's). */
export function InvoiceFacts({ facts, className }: { facts: readonly InvoiceFact[]; className?: string }) {
  return (
    <dl className={className ? `invoice__overview ${className}` : 'invoice__overview'}>
      {facts.map(({ label, value, detail, ltr }) => (
        <div key={label} className="invoice__fact">
          <dt>{label}</dt>
          <dd>
            <bdi dir={ltr ? 'ltr' : undefined} className={ltr ? 'invoice__nowrap' : undefined}>
              {value}
            </bdi>
            {detail && <span className="invoice__fact-detail">{detail}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function InvoiceDocument({ order }: { order: CustomerOrderResponse }) {
  const { t, i18n } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const iso = (text: string) => isolateIn(i18n.language, text);
  const info = order.customer_info;
  const seller = info.seller;
  const upiLink = isUpiLink(info.upi_payment_link) ? info.upi_payment_link : null;
  const awaiting = info.payment_status === 'awaiting_payment';
  const payBy = info.payment_due_at ? t('invoice.payBy', { time: iso(formatShortDateTime(info.payment_due_at, i18n.language)) }) : null;
  const paidWith =
    info.card_brand && info.card_last4
      ? t('invoice.card', { brand: t(`invoice.cardBrands.${info.card_brand}`, { defaultValue: info.card_brand }), last4: iso(info.card_last4) })
      : info.upi_id
        ? t('invoice.upiId', { id: iso(info.upi_id) })
        : null;

  // Spec 2.11's order (street area, landmark, flat, city, state and pin code, country), as the PDF has it.
  const billTo = billToLines(info).map((line) => (line.landmark ? t('invoice.landmark', { landmark: iso(line.text) }) : line.text));

  const tax = info.tax_invoice;
  // A tax invoice states every amount to the paisa (its tax would not add up in whole rupees).
  const money = tax ? formatInvoiceInr : inr;
  const overview: InvoiceFact[] = [
    { label: t('invoice.date'), value: formatOrderDate(info.order_created_date, i18n.language) },
    { label: t('invoice.invoiceNumber'), value: info.invoice_number, ltr: true },
    { label: t('invoice.paymentMethod'), value: paymentMethodLabel(tc, info.order_payment_method), detail: paidWith },
    { label: t('invoice.status'), value: orderStatusLabel(t, info) },
    { label: t('invoice.paymentStatus'), value: paymentStatusLabel(t, info) },
    ...(tax ? [{ label: t('invoice.placeOfSupply'), value: `${tax.place_of_supply} (${tax.place_of_supply_code})` }] : []),
  ];
  // A registered shop's tax columns: CGST and SGST within its state, IGST across states.
  const taxColumns = taxColumnsOf(t, tax);

  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <header className="invoice__head">
        <div className="invoice__from">
          <p className="invoice__seller-name">
            <bdi>{seller.name}</bdi>
          </p>
          <p className="invoice__thanks">{t('invoice.thanks')}</p>
        </div>
        <div className="invoice__heading">
          <h1 id="invoice-title" className="invoice__title">
            {tax ? t('invoice.taxTitle') : t('invoice.title')}
          </h1>
          <p className="invoice__number">
            <bdi dir="ltr">{info.invoice_number}</bdi>
          </p>
        </div>
      </header>

      <div className="invoice__parties">
        <section className="invoice__party" aria-labelledby="invoice-seller">
          <h2 id="invoice-seller" className="invoice__label">
            {t('invoice.seller')}
          </h2>
          <address className="invoice__address">
            <strong>
              <bdi>{seller.name}</bdi>
            </strong>
            <bdi>{seller.address}</bdi>
            <bdi>{seller.state}</bdi>
            <span>
              {t('invoice.gstin')}: <bdi dir="ltr">{seller.gstin}</bdi>
            </span>
            <span>
              {t('invoice.phone')}: <bdi dir="ltr">{seller.phone}</bdi>
            </span>
            <span>
              {t('invoice.email')}: <bdi dir="ltr">{seller.email}</bdi>
            </span>
          </address>
        </section>
        <section className="invoice__party" aria-labelledby="invoice-bill-to">
          <h2 id="invoice-bill-to" className="invoice__label">
            {t('invoice.billTo')}
          </h2>
          <address className="invoice__address">
            <strong>
              <bdi>{info.full_name}</bdi>
            </strong>
            {billTo.map((line) => (
              <bdi key={line}>{line}</bdi>
            ))}
            {/* An erased account's order keeps no phone or e-mail (decision 021): no empty lines. */}
            {info.mobile_number ? (
              <span>
                {t('invoice.phone')}: <bdi dir="ltr">{info.mobile_number}</bdi>
              </span>
            ) : null}
            {info.customer_email ? (
              <span>
                {t('invoice.email')}: <bdi dir="ltr">{info.customer_email}</bdi>
              </span>
            ) : null}
            {tax?.buyer_gstin ? (
              <span>
                {t('invoice.buyerGstin')}: <bdi dir="ltr">{tax.buyer_gstin}</bdi>
              </span>
            ) : null}
          </address>
        </section>
      </div>

      <section aria-labelledby="invoice-overview">
        <h2 id="invoice-overview" className="visually-hidden">
          {t('invoice.overview')}
        </h2>
        <InvoiceFacts facts={overview} />
      </section>

      {upiLink ? (
        <section className="invoice-upi" aria-labelledby="invoice-upi-title">
          <QrCode className="invoice-upi__qr" value={upiLink} label={t('invoice.upi.qrLabel', { amount: inr(info.order_grand_total) })} />
          <div className="invoice-upi__text">
            <h2 id="invoice-upi-title" className="invoice-upi__title">
              {t('invoice.upi.heading')}
            </h2>
            <p className="invoice-upi__awaiting">{t('invoice.upi.awaiting')}</p>
            {payBy && <p className="invoice-upi__due">{payBy}</p>}
            <p>{t('invoice.upi.text', { amount: iso(inr(info.order_grand_total)) })}</p>
            <a className="button invoice-upi__button no-print" href={upiLink}>
              {t('invoice.upi.button')}
            </a>
          </div>
        </section>
      ) : awaiting ? (
        <p className="invoice__status-note">
          {info.pay_online ? t('invoice.notChargedOnline') : t('invoice.notCharged')}
          {payBy && (
            <>
              {' '}
              <strong className="invoice__due">{payBy}</strong>
            </>
          )}
        </p>
      ) : info.payment_status === 'cod_due' ? (
        <p className="invoice__status-note">{t('invoice.cashDue')}</p>
      ) : null}

      <table className={tax ? 'invoice-items invoice-items--tax' : 'invoice-items'}>
        <caption className="visually-hidden">{t('invoice.itemsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoice.item')}</th>
            <th scope="col" className="invoice-items__number">
              {t('invoice.unitPrice')}
            </th>
            <th scope="col" className="invoice-items__number">
              {t('invoice.quantity')}
            </th>
            {tax ? (
              <th scope="col" className="invoice-items__number">
                {t('invoice.taxableValue')}
              </th>
            ) : null}
            {taxColumns.map((c) => (
              <th key={c.key} scope="col" className="invoice-items__number">
                {c.label}
              </th>
            ))}
            <th scope="col" className="invoice-items__number">
              {t('invoice.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.cart_info.map((line, i) => {
            const row = tax?.lines[i];
            return (
              <tr key={`${line.product_id}-${line.product_variant_id}`}>
                <th scope="row" className="invoice-items__item">
                  <bdi className="invoice-items__title">{line.item_product_title}</bdi>
                  {line.item_variant_title && <span className="invoice-items__variant">{t('invoice.variant', { variant: iso(line.item_variant_title) })}</span>}
                  {row ? (
                    <span className="invoice-items__tax-class">
                      <bdi dir="ltr">{t('invoice.hsnRate', { hsn: row.hsn, rate: rateText(row.rate) })}</bdi>
                    </span>
                  ) : null}
                </th>
                <td className="invoice-items__number" data-label={t('invoice.unitPrice')}>
                  {money(line.item_product_variant_sale_price)}
                </td>
                <td className="invoice-items__number" data-label={t('invoice.quantity')}>
                  {line.item_quantity}
                </td>
                {row ? (
                  <td className="invoice-items__number" data-label={t('invoice.taxableValue')}>
                    {money(row.taxable)}
                  </td>
                ) : null}
                {row
                  ? taxColumns.map((c) => (
                      <td key={c.key} className="invoice-items__number" data-label={c.label}>
                        {money(row[c.key])}
                      </td>
                    ))
                  : null}
                <td className="invoice-items__number invoice-items__amount" data-label={t('invoice.amount')}>
                  {money(line.item_line_total)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <dl className="invoice__totals">
        <div className="invoice__total-row">
          <dt>{t('invoice.subTotal')}</dt>
          <dd data-testid="invoice-subtotal">{money(info.order_sub_total)}</dd>
        </div>
        {tax ? (
          <>
            <div className="invoice__total-row invoice__total-row--tax">
              <dt>{t('invoice.taxableValue')}</dt>
              <dd data-testid="invoice-taxable">{money(tax.total.taxable)}</dd>
            </div>
            {taxColumns.map((c) => (
              <div key={c.key} className="invoice__total-row invoice__total-row--tax">
                <dt>{c.label}</dt>
                <dd data-testid={`invoice-${c.key}`}>{money(tax.total[c.key])}</dd>
              </div>
            ))}
          </>
        ) : null}
        <div className="invoice__total-row invoice__total-row--grand">
          <dt>{t('invoice.grandTotal')}</dt>
          <dd data-testid="invoice-grand-total">{money(info.order_grand_total)}</dd>
        </div>
        {info.refunded > 0 && (
          <>
            <div className="invoice__total-row">
              <dt>{t('invoice.refunded')}</dt>
              <dd data-testid="invoice-refunded">−{money(info.refunded)}</dd>
            </div>
            <div className="invoice__total-row">
              <dt>{t('invoice.paidAfterRefunds')}</dt>
              <dd data-testid="invoice-net-paid">{money(Math.round((info.order_grand_total - info.refunded) * 100) / 100)}</dd>
            </div>
          </>
        )}
        {orderCurrency(info) === 'USD' && (
          <div className="invoice__total-row invoice__total-row--currency">
            <dt>{t('invoice.orderCurrencyTotal')}</dt>
            <dd data-testid="invoice-order-currency-total">{formatPrice(info.order_display_total, 'USD')}</dd>
          </div>
        )}
      </dl>

      {tax ? <TaxSummary tax={tax} columns={taxColumns} /> : null}

      <section className="invoice__notes" aria-labelledby="invoice-notes">
        <h2 id="invoice-notes" className="invoice__label">
          {t('invoice.notes')}
        </h2>
        <ul>
          {INVOICE_NOTES.map((note, i) => (
            <li key={note}>{t(`invoice.note${i + 1}`, { defaultValue: note })}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}

/** A registered shop's tax per HSN code and rate (sums of the lines), its total, the amount in words and the reverse-charge statement. */
function TaxSummary({ tax, columns }: { tax: TaxInvoice; columns: TaxColumn[] }) {
  const { t } = useTranslation('orders');
  return (
    <section className="invoice-tax" aria-labelledby="invoice-tax-title">
      <h2 id="invoice-tax-title" className="invoice__label">
        {t('invoice.taxSummary')}
      </h2>
      {/* On a phone the table scrolls sideways within its box; the words below wrap. */}
      <TaxTable
        tax={tax}
        columns={columns}
        lead={[{ label: t('invoice.hsn') }]}
        rows={tax.summary.map((row) => ({
          key: `${row.hsn}-${row.rate}`,
          lead: [{ content: <HsnCode hsn={row.hsn} /> }],
          tax: row,
          end: formatInvoiceInr(row.tax),
        }))}
        end={{ label: t('invoice.totalTax'), total: formatInvoiceInr(tax.total.tax), testId: 'invoice-total-tax' }}
      />
      <AmountInWords words={tax.amount_in_words} testId="invoice-amount-in-words" />
      <p className="invoice-tax__note">{t('invoice.reverseCharge')}</p>
      <p className="invoice-tax__note">{t('invoice.pricesIncludeTax')}</p>
    </section>
  );
}
