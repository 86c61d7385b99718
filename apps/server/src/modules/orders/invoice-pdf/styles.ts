import { StyleSheet } from '@react-pdf/renderer';
import { INVOICE_FONT_FAMILY } from './fonts.js';

/**
 * Every style of the invoice, in one place. Colours are the storefront's (apps/web
 * styles.css: ink, muted text, stone, amethyst). Sizes are PDF points (A4 is 595 × 842).
 *
 * One sheet per writing direction: Arabic mirrors the page (rows run right to left, text
 * starts at the right); 'start' and 'end' below are the reading direction's.
 */

const COLOR = {
  ink: '#1b1d2a',
  text: '#22242e',
  muted: '#5d5850',
  rule: '#d7cec0',
  band: '#f4f0ea',
  accent: '#50377a',
  accentSoft: '#f5f1fb',
};

/** Widths of the item table's number columns; the item column takes the rest. */
const COLUMN = { unitPrice: 88, quantity: 58, amount: 96 };
/** A tax invoice's number columns: unit price, quantity, taxable value, each tax, amount. */
const TAX_COLUMN = { unitPrice: 62, quantity: 30, taxable: 70, tax: 56, amount: 72 };
const PAGE_PADDING_X = 40;

/** The UPI QR code's side in points (about 30 mm: phones read it from a print or a screen). */
export const QR_SIZE = 84;
/** Dark modules in the text's ink: scanners want dark on light. */
export const QR_COLOR = COLOR.ink;

/**
 * A font size and its line spacing, always set together on a text style and never on the
 * page or a box: react-pdf 4 multiplies a lineHeight by the fontSize of the same style
 * (its default 18 pt when that style has none), and it drops a text drawn by a render
 * prop (the footer's page number) that inherits any lineHeight (diegomura/react-pdf#3083,
 * #3402, open).
 */
function type(fontSize: number, lineHeight = 1.3) {
  return { fontSize, lineHeight };
}

function createStyles(rtl: boolean) {
  const row = rtl ? 'row-reverse' : 'row';
  const direction = rtl ? 'rtl' : 'ltr';
  const start = { textAlign: rtl ? 'right' : 'left', direction } as const;
  const end = { textAlign: rtl ? 'left' : 'right', direction } as const;

  return StyleSheet.create({
    page: {
      fontFamily: INVOICE_FONT_FAMILY,
      fontSize: 9,
      color: COLOR.text,
      paddingTop: 36,
      paddingBottom: 60,
      paddingHorizontal: PAGE_PADDING_X,
    },
    row: { flexDirection: row },
    body: { ...type(9), ...start },
    muted: { color: COLOR.muted },

    // ---- header: the shop's name, and the document's title
    header: {
      flexDirection: row,
      justifyContent: 'space-between',
      alignItems: 'flex-end',
      paddingBottom: 10,
      borderBottomWidth: 2,
      borderBottomColor: COLOR.accent,
    },
    shopName: { ...type(18, 1.15), fontWeight: 700, color: COLOR.ink, ...start },
    title: { ...type(16, 1.15), fontWeight: 700, color: COLOR.accent, ...end },
    titleCopy: { ...type(6.5), color: COLOR.muted, letterSpacing: rtl ? 0 : 0.6, marginTop: 2, ...end },

    // ---- seller and Bill To, side by side
    parties: { flexDirection: row, marginTop: 16 },
    party: { flex: 1 },
    partyGap: { width: 24 },
    sectionLabel: {
      ...type(7.5),
      fontWeight: 700,
      color: COLOR.accent,
      letterSpacing: rtl ? 0 : 0.6,
      textTransform: rtl ? 'none' : 'uppercase',
      marginBottom: 3,
      ...start,
    },
    partyName: { ...type(10.5), fontWeight: 700, color: COLOR.ink, marginBottom: 1, ...start },

    // ---- overview: six facts in a band, three to a row
    overview: {
      flexDirection: row,
      flexWrap: 'wrap',
      marginTop: 16,
      paddingVertical: 6,
      paddingHorizontal: 10,
      backgroundColor: COLOR.band,
      borderRadius: 3,
    },
    fact: { width: '33.33%', paddingVertical: 4 },
    factLabel: { ...type(7.5), color: COLOR.muted, ...start },
    factValue: { ...type(9.5), fontWeight: 700, color: COLOR.ink, ...start },
    factDetail: { ...type(7.5), color: COLOR.muted, ...start },

    // ---- item table
    table: { marginTop: 18 },
    tableHead: {
      flexDirection: row,
      borderBottomWidth: 1,
      borderBottomColor: COLOR.ink,
      paddingBottom: 4,
    },
    tableRow: {
      flexDirection: row,
      paddingVertical: 6,
      borderBottomWidth: 0.5,
      borderBottomColor: COLOR.rule,
    },
    headItem: { ...type(8), fontWeight: 700, color: COLOR.ink, flex: 1, paddingHorizontal: 4, ...start },
    headNumber: { ...type(8), fontWeight: 700, color: COLOR.ink, paddingHorizontal: 4, ...end },
    cellItem: { flex: 1, paddingHorizontal: 4 },
    cellNumber: { ...type(9), paddingHorizontal: 4, ...end },
    colUnitPrice: { width: COLUMN.unitPrice },
    colQuantity: { width: COLUMN.quantity },
    colAmount: { width: COLUMN.amount, fontWeight: 700 },
    itemTitle: { ...type(9), color: COLOR.ink, ...start },
    itemVariant: { ...type(8), color: COLOR.muted, marginTop: 1, ...start },
    // a tax invoice's columns, and the HSN and rate under each item
    taxColUnitPrice: { width: TAX_COLUMN.unitPrice },
    taxColQuantity: { width: TAX_COLUMN.quantity },
    taxColTaxable: { width: TAX_COLUMN.taxable },
    taxColTax: { width: TAX_COLUMN.tax },
    taxColAmount: { width: TAX_COLUMN.amount, fontWeight: 700 },
    taxCellNumber: { ...type(8.5), paddingHorizontal: 3, ...end },
    taxHeadNumber: { ...type(7.5), fontWeight: 700, color: COLOR.ink, paddingHorizontal: 3, ...end },
    itemTaxLine: { flexDirection: row, flexWrap: 'wrap', columnGap: 8, alignItems: 'baseline' },
    itemTax: { ...type(7.5), color: COLOR.accent, marginTop: 1, direction: 'ltr', textAlign: rtl ? 'right' : 'left' },
    // the summary per HSN and rate
    taxSummary: { marginTop: 8 },
    taxSummaryBeside: { width: 270 },
    taxSummaryHead: { flexDirection: row, borderBottomWidth: 0.75, borderBottomColor: COLOR.ink, paddingBottom: 3, marginTop: 3 },
    taxSummaryRow: { flexDirection: row, paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: COLOR.rule },
    taxSummaryTotal: { flexDirection: row, paddingVertical: 3, fontWeight: 700 },
    taxSummaryHsn: { ...type(8), width: 44, paddingHorizontal: 3, ...start },
    taxSummaryHeadHsn: { ...type(7), width: 44, fontWeight: 700, color: COLOR.ink, paddingHorizontal: 3, ...start },
    taxSummaryCell: { ...type(8), flex: 1, paddingHorizontal: 3, ...end },
    taxSummaryHeadCell: { ...type(7), flex: 1, fontWeight: 700, color: COLOR.ink, paddingHorizontal: 3, ...end },
    words: { marginTop: 6, paddingVertical: 5, paddingHorizontal: 8, backgroundColor: COLOR.band, borderRadius: 3 },
    wordsLabel: { ...type(7.5), color: COLOR.muted, ...start },
    wordsText: { ...type(9), fontWeight: 700, color: COLOR.ink, direction: 'ltr', textAlign: rtl ? 'right' : 'left' },
    taxNote: { ...type(7.5), color: COLOR.muted, marginTop: 2, ...start },

    // ---- below the table: the UPI payment box (if any) at the start, the totals at the end
    summary: { flexDirection: row, justifyContent: 'space-between', alignItems: 'flex-start', marginTop: 12 },
    totals: { width: COLUMN.unitPrice + COLUMN.quantity + COLUMN.amount },
    taxTotals: { width: 230 },
    totalRow: { flexDirection: row, justifyContent: 'space-between', paddingVertical: 3, paddingHorizontal: 4 },
    totalLabel: { ...type(9), ...start },
    totalAmount: { ...type(9), ...end },
    grandTotalRow: {
      flexDirection: row,
      justifyContent: 'space-between',
      marginTop: 3,
      paddingVertical: 6,
      paddingHorizontal: 4,
      borderTopWidth: 1,
      borderTopColor: COLOR.ink,
      backgroundColor: COLOR.band,
    },
    grandTotalLabel: { ...type(11), fontWeight: 700, color: COLOR.ink, ...start },
    grandTotalAmount: { ...type(11), fontWeight: 700, color: COLOR.ink, ...end },
    usdLabel: { ...type(8.5), color: COLOR.muted, ...start },
    usdAmount: { ...type(8.5), fontWeight: 700, color: COLOR.ink, ...end },

    upiBox: {
      flexDirection: row,
      alignItems: 'center',
      width: 256,
      padding: 8,
      borderWidth: 1,
      borderColor: COLOR.accent,
      borderRadius: 3,
      backgroundColor: COLOR.accentSoft,
    },
    upiQr: { width: QR_SIZE, height: QR_SIZE, backgroundColor: '#ffffff' },
    upiText: { flex: 1, paddingHorizontal: 6 },
    upiHeading: { ...type(8), fontWeight: 700, color: COLOR.accent, ...start },
    upiAmount: { ...type(14), fontWeight: 700, color: COLOR.ink, marginVertical: 2, ...start },
    upiLine: { ...type(7.5), ...start },

    // ---- notes and footer
    notes: { marginTop: 22, paddingTop: 8, borderTopWidth: 0.5, borderTopColor: COLOR.rule },
    noteRow: { flexDirection: row, marginTop: 1 },
    noteBullet: { ...type(8.5), width: 10, color: COLOR.muted, ...start },
    noteText: { ...type(8.5), flex: 1, color: COLOR.muted, ...start },
    footer: {
      position: 'absolute',
      bottom: 26,
      left: PAGE_PADDING_X,
      right: PAGE_PADDING_X,
      flexDirection: row,
      justifyContent: 'space-between',
      paddingTop: 6,
      borderTopWidth: 0.5,
      borderTopColor: COLOR.rule,
    },
    // No lineHeight here: see type() above.
    footerStart: { fontSize: 7.5, color: COLOR.muted, ...start },
    footerEnd: { fontSize: 7.5, color: COLOR.muted, ...end },
  });
}

export type InvoiceStyles = ReturnType<typeof createStyles>;

/** One sheet per direction, built once when the module loads. */
export const INVOICE_STYLES: Record<'ltr' | 'rtl', InvoiceStyles> = { ltr: createStyles(false), rtl: createStyles(true) };
