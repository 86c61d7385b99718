import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatGstRate, formatInvoiceInr, rateToBasisPoints, type TaxInvoice, type TaxRow } from '@shop/core';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A rate as the invoice prints it: '3%', '0.25%'. */
export const rateText = (rate: number) => formatGstRate(rateToBasisPoints(rate));

export type TaxColumn = { key: 'cgst' | 'sgst' | 'igst'; label: string };

/** A registered shop's tax columns: CGST and SGST within its state, IGST across states; none without a tax invoice. */
export function taxColumnsOf(t: Translate, tax: TaxInvoice | null): TaxColumn[] {
  if (!tax) return [];
  return tax.intra_state
    ? [
        { key: 'cgst', label: t('invoice.cgst') },
        { key: 'sgst', label: t('invoice.sgst') },
      ]
    : [{ key: 'igst', label: t('invoice.igst') }];
}

/** An HSN code as the tables print it: digits, left to right on an Arabic page too. */
export const HsnCode = ({ hsn }: { hsn: string }) => <bdi dir="ltr">{hsn}</bdi>;

export type TaxTableRow = {
  key: string;
  /** The leading cells: the first names the row (a row header), the others are plain cells. */
  lead: Array<{ content: ReactNode; numeric?: boolean }>;
  tax: TaxRow;
  /** The last column's value (the row's total tax, or its amount). */
  end: ReactNode;
};

/**
 * A tax table of a registered shop's papers (the invoice's tax by HSN and rate, a credit or
 * debit note's items): leading columns given by the caller, then the rate, the taxable value,
 * CGST and SGST (or IGST), and a last column; a footer row of totals. Every amount to the
 * paisa. On a phone the table scrolls sideways within its own box rather than squeezing its
 * numbers or widening the page.
 */
export function TaxTable({
  tax,
  columns,
  caption,
  lead,
  rows,
  end,
}: {
  tax: TaxInvoice;
  columns: TaxColumn[];
  /** Names the table for screen readers (not shown). */
  caption?: string;
  /** The leading columns' headers, in the order of each row's `lead` cells. */
  lead: Array<{ label: string; numeric?: boolean }>;
  rows: TaxTableRow[];
  /** The last column: its header, its footer total and a test id for that total. */
  end: { label: string; total: ReactNode; testId?: string };
}) {
  const { t } = useTranslation('orders');
  return (
    <div className="invoice-tax__scroll">
      <table className="invoice-tax__table">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {lead.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? 'invoice-items__number' : undefined}>
                {c.label}
              </th>
            ))}
            <th scope="col" className="invoice-items__number">
              {t('invoice.rate')}
            </th>
            <th scope="col" className="invoice-items__number">
              {t('invoice.taxableValue')}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="invoice-items__number">
                {c.label}
              </th>
            ))}
            <th scope="col" className="invoice-items__number">
              {end.label}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.lead.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={cell.numeric ? 'invoice-items__number' : undefined}>
                    {cell.content}
                  </th>
                ) : (
                  <td key={i} className={cell.numeric ? 'invoice-items__number' : undefined}>
                    {cell.content}
                  </td>
                ),
              )}
              <td className="invoice-items__number">
                <bdi dir="ltr">{rateText(row.tax.rate)}</bdi>
              </td>
              <td className="invoice-items__number">{formatInvoiceInr(row.tax.taxable)}</td>
              {columns.map((c) => (
                <td key={c.key} className="invoice-items__number">
                  {formatInvoiceInr(row.tax[c.key])}
                </td>
              ))}
              <td className="invoice-items__number">{row.end}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('invoice.total')}</th>
            {/* The other leading columns and the rate have no total. */}
            {lead.map((c, i) => (i === 0 ? null : <td key={c.label} />))}
            <td />
            <td className="invoice-items__number">{formatInvoiceInr(tax.total.taxable)}</td>
            {columns.map((c) => (
              <td key={c.key} className="invoice-items__number">
                {formatInvoiceInr(tax.total[c.key])}
              </td>
            ))}
            <td className="invoice-items__number" data-testid={end.testId}>
              {end.total}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A tax paper's total in words (English, as the law's forms have it; left to right on an Arabic page). */
export function AmountInWords({ words, testId }: { words: string; testId?: string }) {
  const { t } = useTranslation('orders');
  return (
    <p className="invoice-tax__words">
      <span className="invoice-tax__words-label">{t('invoice.amountInWords')}</span>{' '}
      <bdi dir="ltr" data-testid={testId}>
        {words}
      </bdi>
    </p>
  );
}
