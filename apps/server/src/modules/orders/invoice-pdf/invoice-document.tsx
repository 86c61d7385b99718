import { Document, Page, Text, View } from '@react-pdf/renderer';
import {
  billToLines,
  formatGstRate,
  rateToBasisPoints,
  type CustomerOrderResponse,
  type OrderCustomerInfo,
  type OrderLine,
  type TaxInvoice,
  type TaxNote,
} from '@shop/core';
import { formatInvoiceDate, formatInvoiceInr, formatUsd, textDirectionOf, upiLinkFields } from './format.js';
import { CARD_BRAND_NAMES, INVOICE_LABELS, type InvoiceLabels, type InvoiceLanguage } from './labels.js';
import { INVOICE_STYLES, QR_COLOR, QR_SIZE, type InvoiceStyles } from './styles.js';
import { QrCode } from './upi-qr.js';

/**
 * The tax invoice of one order as react-pdf elements: header, seller and Bill To, the
 * overview, the item table, the totals (with the UPI QR code of an unpaid UPI order), the
 * notes and a footer on every page. Everything comes from the order's snapshot
 * (CustomerOrderResponse), so an invoice never changes after it is issued.
 */

type Style = InvoiceStyles[keyof InvoiceStyles];

/** What every part needs: the order's details, the words of the language, and its styles. */
interface Ctx {
  info: OrderCustomerInfo;
  t: InvoiceLabels;
  s: InvoiceStyles;
  language: InvoiceLanguage;
  /** Drawing a credit or debit note: `info` then carries the note's amount and tax, and the invoice it is against. */
  note: TaxNote | null;
}

/** Fixed metadata strings: with the dates fixed to the order's, the same order gives the same bytes. */
const PDF_CREATOR = 'Stone shop invoice';
const PDF_PRODUCER = 'react-pdf';

export function InvoiceDocument({ order, language, note = null }: { order: CustomerOrderResponse; language: InvoiceLanguage; note?: TaxNote | null }) {
  // A note is drawn as the invoice of what it credits: its lines, amount and tax in the invoice's place.
  const info: OrderCustomerInfo = note
    ? {
        ...order.customer_info,
        order_sub_total: note.amount,
        order_grand_total: note.amount,
        order_currency: 'INR',
        upi_payment_link: null,
        tax_invoice: note.tax,
      }
    : order.customer_info;
  const lines: OrderLine[] = note ? noteLines(note) : order.cart_info;
  const ctx: Ctx = { info, t: INVOICE_LABELS[language], s: INVOICE_STYLES[language === 'ar' ? 'rtl' : 'ltr'], language, note };
  const issued = issueDate(note ? note.issued_at : info.order_created_date);
  const tax = info.tax_invoice;
  return (
    <Document
      title={`${titleOf(ctx)} ${note ? note.number : info.invoice_number}`}
      author={info.seller.name}
      subject={`${ctx.t.orderNumber} ${info.order_id}`}
      creator={PDF_CREATOR}
      producer={PDF_PRODUCER}
      creationDate={issued}
      modificationDate={issued}
      language={language === 'ar' ? 'ar' : 'en-IN'}
    >
      <Page size="A4" style={ctx.s.page}>
        <Header ctx={ctx} />
        <Parties ctx={ctx} />
        {note ? <NoteOverview ctx={ctx} note={note} /> : <Overview ctx={ctx} />}
        {tax ? <TaxItemTable ctx={ctx} lines={lines} tax={tax} /> : <ItemTable ctx={ctx} lines={lines} />}
        <Summary ctx={ctx} />
        {/* beside the totals unless the UPI box is there */}
        {tax && info.upi_payment_link ? <TaxSummary ctx={ctx} tax={tax} /> : null}
        {tax ? <AmountInWords ctx={ctx} tax={tax} /> : null}
        {note ? null : <Notes ctx={ctx} />}
        <Footer ctx={ctx} />
      </Page>
    </Document>
  );
}

/** The document's title: Credit Note, Debit Note, Tax Invoice or (an unregistered shop's) Invoice. */
function titleOf({ t, note, info }: Ctx): string {
  if (note) return note.type === 'credit' ? t.creditNote : t.debitNote;
  return info.tax_invoice ? t.gstTaxInvoice : t.taxInvoice;
}

/** A note's lines as item rows: each credited line's title and quantity with the amount credited. */
function noteLines(note: TaxNote): OrderLine[] {
  return note.items.map((item) => ({
    product_id: 0,
    product_variant_id: 0,
    item_product_title: item.title,
    item_variant_title: item.variant,
    item_product_variant_sale_price: 0,
    item_product_variant_mrp_price: 0,
    item_quantity: item.quantity,
    item_line_total: item.amount,
  }));
}

/** The order's date as the PDF's creation date; a bad date falls back to a fixed one so the bytes stay stable. */
function issueDate(iso: string): Date {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? new Date(0) : at;
}

/** Shopper or seller data (names, addresses, titles) keeps its own direction, aligned with the page. */
function Data({ value, style }: { value: string; style: Style }) {
  return <Text style={[style, { direction: textDirectionOf(value) }]}>{value}</Text>;
}

function Header({ ctx }: { ctx: Ctx }) {
  const { info, t, s } = ctx;
  return (
    <View style={s.header}>
      <Data value={info.seller.name} style={s.shopName} />
      <View>
        <Text style={s.title}>{titleOf(ctx)}</Text>
        <Text style={s.titleCopy}>{t.originalForRecipient}</Text>
      </View>
    </View>
  );
}

/** A 'Label: value' line of an address block; the value keeps its own direction. */
function Field({ ctx: { s }, label, value, style = s.body }: { ctx: Ctx; label: string; value: string; style?: Style }) {
  if (!value) return null;
  return (
    <View style={s.row}>
      <Text style={[style, s.muted]}>{label}: </Text>
      <Data value={value} style={style} />
    </View>
  );
}

function Parties({ ctx }: { ctx: Ctx }) {
  const { info, t, s } = ctx;
  const { seller } = info;
  // Spec 2.11's order, as the invoice screen has it; city, state and pin code on one line, as
  // Indian addresses are written (an Arabic comma in an Arabic address).
  const comma = textDirectionOf(info.town_city) === 'rtl' ? '، ' : ', ';
  return (
    <View style={s.parties}>
      <View style={s.party}>
        <Text style={s.sectionLabel}>{t.soldBy}</Text>
        <Data value={seller.name} style={s.partyName} />
        <Data value={seller.address} style={s.body} />
        <Field ctx={ctx} label={t.state} value={seller.state} />
        <Field ctx={ctx} label={t.gstin} value={seller.gstin} />
        <Field ctx={ctx} label={t.phone} value={seller.phone} />
        <Field ctx={ctx} label={t.email} value={seller.email} />
      </View>
      <View style={s.partyGap} />
      <View style={s.party}>
        <Text style={s.sectionLabel}>{t.billTo}</Text>
        <Data value={info.full_name} style={s.partyName} />
        {billToLines(info, comma).map((line, i) =>
          line.landmark ? <Field key={i} ctx={ctx} label={t.landmark} value={line.text} /> : <Data key={i} value={line.text} style={s.body} />,
        )}
        <Field ctx={ctx} label={t.phone} value={info.mobile_number} />
        <Field ctx={ctx} label={t.email} value={info.customer_email} />
        {info.tax_invoice?.buyer_gstin ? <Field ctx={ctx} label={t.buyerGstin} value={info.tax_invoice.buyer_gstin} /> : null}
      </View>
    </View>
  );
}

function Fact({ ctx: { s }, label, value, detail }: { ctx: Ctx; label: string; value: string; detail?: string | null }) {
  return (
    <View style={s.fact}>
      <Text style={s.factLabel}>{label}</Text>
      <Data value={value} style={s.factValue} />
      {/* in the page's direction: it may be a label with data in it ('Visa ending 4242') */}
      {detail ? <Text style={s.factDetail}>{detail}</Text> : null}
    </View>
  );
}

/** The payment's detail under its method: the shopper's UPI id, or the card's brand and last four. */
function paymentDetail({ info, t }: Ctx): string | null {
  if (info.card_last4) return t.cardEnding(CARD_BRAND_NAMES[info.card_brand ?? 'card'] ?? info.card_brand ?? '', info.card_last4);
  return info.upi_id;
}

function Overview({ ctx }: { ctx: Ctx }) {
  const { info, t, s, language } = ctx;
  return (
    <View style={s.overview}>
      <Fact ctx={ctx} label={t.invoiceNumber} value={info.invoice_number} />
      <Fact ctx={ctx} label={t.invoiceDate} value={formatInvoiceDate(info.order_created_date, language)} />
      <Fact ctx={ctx} label={t.orderNumber} value={String(info.order_id)} />
      <Fact ctx={ctx} label={t.paymentMethod} value={t.paymentMethodLabel(info.order_payment_method)} detail={paymentDetail(ctx)} />
      <Fact ctx={ctx} label={t.orderStatus} value={t.orderStatusLabel(info)} />
      <Fact ctx={ctx} label={t.paymentStatus} value={t.paymentStatusLabel(info)} />
      {info.tax_invoice ? (
        <Fact ctx={ctx} label={t.placeOfSupply} value={`${info.tax_invoice.place_of_supply} (${info.tax_invoice.place_of_supply_code})`} />
      ) : null}
    </View>
  );
}

/** A note's facts: its number and date, the invoice it is against (number and date), the order, why, and the place of supply. */
function NoteOverview({ ctx, note }: { ctx: Ctx; note: TaxNote }) {
  const { info, t, s, language } = ctx;
  return (
    <View style={s.overview}>
      <Fact ctx={ctx} label={t.noteNumber} value={note.number} />
      <Fact ctx={ctx} label={t.noteDate} value={formatInvoiceDate(note.issued_at, language)} />
      <Fact ctx={ctx} label={t.againstInvoice} value={info.invoice_number} detail={formatInvoiceDate(info.order_created_date, language)} />
      <Fact ctx={ctx} label={t.orderNumber} value={String(info.order_id)} />
      <Fact ctx={ctx} label={t.reason} value={t.noteReasons[note.reason]} />
      <Fact ctx={ctx} label={t.placeOfSupply} value={`${note.tax.place_of_supply} (${note.tax.place_of_supply_code})`} />
    </View>
  );
}

function ItemTable({ ctx: { t, s }, lines }: { ctx: Ctx; lines: OrderLine[] }) {
  return (
    <View style={s.table}>
      {/* fixed: the column heads repeat at the top of every page a long order runs onto */}
      <View style={s.tableHead} fixed>
        <Text style={s.headItem}>{t.item}</Text>
        <Text style={[s.headNumber, s.colUnitPrice]}>{t.unitPrice}</Text>
        <Text style={[s.headNumber, s.colQuantity]}>{t.quantity}</Text>
        <Text style={[s.headNumber, s.colAmount]}>{t.amount}</Text>
      </View>
      {lines.map((line, i) => (
        // wrap={false}: a line and its variant are never split across two pages
        <View key={i} style={s.tableRow} wrap={false}>
          <View style={s.cellItem}>
            <Data value={line.item_product_title} style={s.itemTitle} />
            {line.item_variant_title ? <Data value={line.item_variant_title} style={s.itemVariant} /> : null}
          </View>
          <Text style={[s.cellNumber, s.colUnitPrice]}>{formatInvoiceInr(line.item_product_variant_sale_price)}</Text>
          <Text style={[s.cellNumber, s.colQuantity]}>{line.item_quantity}</Text>
          <Text style={[s.cellNumber, s.colAmount]}>{formatInvoiceInr(line.item_line_total)}</Text>
        </View>
      ))}
    </View>
  );
}

/** The rate as the invoice prints it: '3%', '0.25%'. */
const rateText = (rate: number) => formatGstRate(rateToBasisPoints(rate));

/**
 * A registered shop's item table: each line's HSN and rate under its title, its unit price,
 * quantity, taxable value, CGST and SGST (or IGST) and amount, tax included.
 */
function TaxItemTable({ ctx: { t, s, note }, lines, tax }: { ctx: Ctx; lines: OrderLine[]; tax: TaxInvoice }) {
  // A note credits amounts, not units at a price: no unit price column.
  const unitPrice = note === null;
  const taxHeads = tax.intra_state ? [t.cgst, t.sgst] : [t.igst];
  return (
    <View style={s.table}>
      <View style={s.tableHead} fixed>
        <Text style={s.headItem}>{t.item}</Text>
        {unitPrice ? <Text style={[s.taxHeadNumber, s.taxColUnitPrice]}>{t.unitPrice}</Text> : null}
        <Text style={[s.taxHeadNumber, s.taxColQuantity]}>{t.qty}</Text>
        <Text style={[s.taxHeadNumber, s.taxColTaxable]}>{t.taxableValue}</Text>
        {taxHeads.map((head) => (
          <Text key={head} style={[s.taxHeadNumber, s.taxColTax]}>
            {head}
          </Text>
        ))}
        <Text style={[s.taxHeadNumber, s.taxColAmount]}>{t.amount}</Text>
      </View>
      {lines.map((line, i) => {
        const row = tax.lines[i];
        const taxes = !row ? [] : tax.intra_state ? [row.cgst, row.sgst] : [row.igst];
        return (
          <View key={i} style={s.tableRow} wrap={false}>
            <View style={s.cellItem}>
              <Data value={line.item_product_title} style={s.itemTitle} />
              {/* the variant and, on the same line, the HSN code and rate */}
              <View style={s.itemTaxLine}>
                {line.item_variant_title ? <Data value={line.item_variant_title} style={s.itemVariant} /> : null}
                {row ? <Text style={s.itemTax}>{`HSN ${row.hsn} · GST ${rateText(row.rate)}`}</Text> : null}
              </View>
            </View>
            {unitPrice ? <Text style={[s.taxCellNumber, s.taxColUnitPrice]}>{formatInvoiceInr(line.item_product_variant_sale_price)}</Text> : null}
            <Text style={[s.taxCellNumber, s.taxColQuantity]}>{line.item_quantity}</Text>
            <Text style={[s.taxCellNumber, s.taxColTaxable]}>{row ? formatInvoiceInr(row.taxable) : ''}</Text>
            {taxes.map((amount, j) => (
              <Text key={j} style={[s.taxCellNumber, s.taxColTax]}>
                {formatInvoiceInr(amount)}
              </Text>
            ))}
            <Text style={[s.taxCellNumber, s.taxColAmount]}>{formatInvoiceInr(line.item_line_total)}</Text>
          </View>
        );
      })}
    </View>
  );
}

/** The tax per HSN code and rate (sums of the lines), its total, and the amount in words. */
function TaxSummary({ ctx: { t, s }, tax, beside = false }: { ctx: Ctx; tax: TaxInvoice; beside?: boolean }) {
  const heads = tax.intra_state ? [t.cgst, t.sgst] : [t.igst];
  const taxes = (row: TaxInvoice['total']) => (tax.intra_state ? [row.cgst, row.sgst] : [row.igst]);
  return (
    <View style={beside ? s.taxSummaryBeside : s.taxSummary}>
      <Text style={s.sectionLabel} minPresenceAhead={60}>
        {t.taxSummary}
      </Text>
      <View style={s.taxSummaryHead} wrap={false}>
        <Text style={s.taxSummaryHeadHsn}>{t.hsn}</Text>
        <Text style={s.taxSummaryHeadCell}>{t.rate}</Text>
        <Text style={s.taxSummaryHeadCell}>{t.taxableValue}</Text>
        {heads.map((head) => (
          <Text key={head} style={s.taxSummaryHeadCell}>
            {head}
          </Text>
        ))}
        <Text style={s.taxSummaryHeadCell}>{t.totalTax}</Text>
      </View>
      {tax.summary.map((row) => (
        <View key={`${row.hsn}-${row.rate}`} style={s.taxSummaryRow} wrap={false}>
          <Text style={s.taxSummaryHsn}>{row.hsn}</Text>
          <Text style={s.taxSummaryCell}>{rateText(row.rate)}</Text>
          <Text style={s.taxSummaryCell}>{formatInvoiceInr(row.taxable)}</Text>
          {taxes(row).map((amount, j) => (
            <Text key={j} style={s.taxSummaryCell}>
              {formatInvoiceInr(amount)}
            </Text>
          ))}
          <Text style={s.taxSummaryCell}>{formatInvoiceInr(row.tax)}</Text>
        </View>
      ))}
      <View style={s.taxSummaryTotal} wrap={false}>
        <Text style={[s.taxSummaryHsn, { fontWeight: 700 }]}>{t.total}</Text>
        <Text style={s.taxSummaryCell}> </Text>
        <Text style={[s.taxSummaryCell, { fontWeight: 700 }]}>{formatInvoiceInr(tax.total.taxable)}</Text>
        {taxes(tax.total).map((amount, j) => (
          <Text key={j} style={[s.taxSummaryCell, { fontWeight: 700 }]}>
            {formatInvoiceInr(amount)}
          </Text>
        ))}
        <Text style={[s.taxSummaryCell, { fontWeight: 700 }]}>{formatInvoiceInr(tax.total.tax)}</Text>
      </View>
    </View>
  );
}

/** The grand total in words, and the statements a tax invoice makes (reverse charge, prices include tax). */
function AmountInWords({ ctx: { t, s, note, info, language }, tax }: { ctx: Ctx; tax: TaxInvoice }) {
  return (
    <View style={s.words} wrap={false}>
      <Text style={s.wordsLabel}>{t.amountInWords}</Text>
      <Text style={s.wordsText}>{tax.amount_in_words}</Text>
      {note ? <Text style={s.taxNote}>{t.noteEffect(note.type, info.invoice_number, formatInvoiceDate(info.order_created_date, language))}</Text> : null}
      <Text style={s.taxNote}>
        {t.reverseCharge} · {t.pricesIncludeTax}
      </Text>
    </View>
  );
}

/** The totals at the end side, and the UPI payment box (only while a UPI order is unpaid) at the start side. */
function Summary({ ctx }: { ctx: Ctx }) {
  const { info, t, s } = ctx;
  return (
    <View style={s.summary} wrap={false}>
      {info.upi_payment_link ? (
        <UpiPayment ctx={ctx} link={info.upi_payment_link} />
      ) : info.tax_invoice ? (
        <TaxSummary ctx={ctx} tax={info.tax_invoice} beside />
      ) : (
        <View />
      )}
      <View style={info.tax_invoice ? s.taxTotals : s.totals}>
        <View style={s.totalRow}>
          <Text style={s.totalLabel}>{t.subTotal}</Text>
          <Text style={s.totalAmount}>{formatInvoiceInr(info.order_sub_total)}</Text>
        </View>
        {info.tax_invoice ? <TaxTotals ctx={ctx} tax={info.tax_invoice} /> : null}
        <View style={s.grandTotalRow}>
          <Text style={s.grandTotalLabel}>{ctx.note ? (ctx.note.type === 'credit' ? t.totalCredited : t.totalDebited) : t.grandTotal}</Text>
          <Text style={s.grandTotalAmount}>{formatInvoiceInr(info.order_grand_total)}</Text>
        </View>
        {info.order_currency === 'USD' ? (
          <View style={s.totalRow}>
            <Text style={s.usdLabel}>{t.usdTotal}</Text>
            <Text style={s.usdAmount}>{formatUsd(info.order_display_total)}</Text>
          </View>
        ) : null}
      </View>
    </View>
  );
}

/** Within the totals of a tax invoice: the taxable value and each tax the grand total includes. */
function TaxTotals({ ctx: { t, s }, tax }: { ctx: Ctx; tax: TaxInvoice }) {
  const rows: Array<[string, number]> = [
    [t.taxableValue, tax.total.taxable],
    ...(tax.intra_state
      ? ([
          [t.cgst, tax.total.cgst],
          [t.sgst, tax.total.sgst],
        ] as Array<[string, number]>)
      : ([[t.igst, tax.total.igst]] as Array<[string, number]>)),
  ];
  return (
    <>
      {rows.map(([label, amount]) => (
        <View key={label} style={s.totalRow}>
          <Text style={[s.totalLabel, s.muted]}>{label}</Text>
          <Text style={[s.totalAmount, s.muted]}>{formatInvoiceInr(amount)}</Text>
        </View>
      ))}
    </>
  );
}

function UpiPayment({ ctx, link }: { ctx: Ctx; link: string }) {
  const { info, t, s } = ctx;
  const upi = upiLinkFields(link);
  // The amount printed is the one the code carries (am=), so what the shopper reads is what the app asks.
  const amount = upi.amount ? Number(upi.amount) : info.order_grand_total;
  return (
    <View style={s.upiBox}>
      <View style={s.upiQr}>
        <QrCode text={link} size={QR_SIZE} color={QR_COLOR} />
      </View>
      <View style={s.upiText}>
        <Text style={s.upiHeading}>{t.scanToPay}</Text>
        <Text style={s.upiAmount}>{formatInvoiceInr(amount)}</Text>
        <Field ctx={ctx} label={t.payTo} value={upi.payee} style={s.upiLine} />
        <Field ctx={ctx} label={t.reference} value={upi.reference} style={s.upiLine} />
      </View>
    </View>
  );
}

function Notes({ ctx: { t, s } }: { ctx: Ctx }) {
  return (
    <View style={s.notes} wrap={false}>
      <Text style={s.sectionLabel}>{t.notes}</Text>
      {t.noteLines.map((note) => (
        <View key={note} style={s.noteRow}>
          <Text style={s.noteBullet}>•</Text>
          <Text style={s.noteText}>{note}</Text>
        </View>
      ))}
    </View>
  );
}

/** On every page; the invoice (or note) number beside the page number ties a loose second page to its invoice. */
function Footer({ ctx: { info, t, s, note } }: { ctx: Ctx }) {
  const number = note ? note.number : info.invoice_number;
  return (
    <View style={s.footer} fixed>
      <Text style={s.footerStart}>{note ? t.computerGeneratedNote : t.computerGenerated}</Text>
      <Text style={s.footerEnd} render={({ pageNumber, totalPages }) => `${number} · ${t.page(pageNumber, totalPages)}`} />
    </View>
  );
}
