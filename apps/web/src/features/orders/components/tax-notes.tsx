import { useId } from 'react';
import { formatInvoiceInr, type TaxNote } from '@shop/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isolateIn } from '../../../shared/i18n/direction';
import { formatShortDate } from '../../../shared/lib/short-date';
import { DownloadIcon } from '../../../shared/ui/icons';
import { taxNotePdfUrl } from '../api/invoice-pdf';
import { InvoiceFacts, type InvoiceFact } from './invoice-document';
import { AmountInWords, HsnCode, TaxTable, taxColumnsOf } from './tax-table';

/** Oldest first (the server sends them so; a copy sorted by when each was issued, stable for ties). */
const oldestFirst = (notes: readonly TaxNote[]) => [...notes].sort((a, b) => Date.parse(a.issued_at) - Date.parse(b.issued_at));

/**
 * The credit and debit notes issued against a registered shop's tax invoice (a cancel or a
 * refund credits it; a cancelled order that went ahead is debited back), one card each,
 * oldest first, with its items and tax as the invoice states them and a link to its PDF.
 * Nothing at all when there are none (every unregistered shop's invoice). Not printed: the
 * invoice prints alone, each note has its own PDF.
 */
export function TaxNotes({
  notes,
  orderId,
  invoiceNumber,
  invoiceKey,
}: {
  notes: readonly TaxNote[];
  orderId: number;
  invoiceNumber: string;
  invoiceKey: string;
}) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  if (notes.length === 0) return null;
  return (
    <section className="tax-notes no-print" aria-labelledby={titleId}>
      <div className="tax-notes__intro">
        <h2 id={titleId} className="tax-notes__title">
          {t('taxNotes.title')}
        </h2>
        <p className="tax-notes__text">{t('taxNotes.intro')}</p>
      </div>
      <ol className="tax-notes__list">
        {oldestFirst(notes).map((note) => (
          <li key={note.number}>
            <TaxNoteCard note={note} orderId={orderId} invoiceNumber={invoiceNumber} invoiceKey={invoiceKey} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function TaxNoteCard({ note, orderId, invoiceNumber, invoiceKey }: { note: TaxNote; orderId: number; invoiceNumber: string; invoiceKey: string }) {
  const { t, i18n } = useTranslation('orders');
  const titleId = useId();
  const iso = (text: string) => isolateIn(i18n.language, text);
  const tax = note.tax;
  const columns = taxColumnsOf(t, tax);
  const facts: InvoiceFact[] = [
    { label: t('taxNotes.dateIssued'), value: formatShortDate(note.issued_at, i18n.language) },
    { label: t('taxNotes.againstInvoice'), value: invoiceNumber, ltr: true },
    { label: t('taxNotes.reason'), value: t(`taxNotes.reasons.${note.reason}`) },
  ];
  return (
    <article className={`tax-note tax-note--${note.type}`} aria-labelledby={titleId}>
      <header className="tax-note__head">
        <h3 id={titleId} className="tax-note__title">
          <span className="tax-note__kind">{t(`taxNotes.${note.type}.title`)}</span>{' '}
          <bdi dir="ltr" className="tax-note__number">
            {note.number}
          </bdi>
        </h3>
        <a
          className="button button--ghost tax-note__download"
          href={taxNotePdfUrl(orderId, note.number, invoiceKey, i18n.language)}
          download
          aria-label={t(`taxNotes.${note.type}.downloadLabel`, { number: note.number })}
        >
          <DownloadIcon width={18} height={18} />
          {t('taxNotes.download')}
        </a>
      </header>

      <InvoiceFacts facts={facts} className="tax-note__facts" />

      <TaxTable
        tax={tax}
        columns={columns}
        caption={t(`taxNotes.${note.type}.itemsCaption`, { number: note.number })}
        lead={[{ label: t('invoice.item') }, { label: t('taxNotes.quantity'), numeric: true }, { label: t('invoice.hsn') }]}
        // The tax lines match the items one for one; an item without one (never sent so) is left out rather than break the page.
        rows={note.items.flatMap((item, i) => {
          const row = tax.lines[i];
          if (!row) return [];
          return {
            key: `${i}-${item.title}-${item.variant}`,
            lead: [
              {
                content: (
                  <span className="tax-note__item">
                    <bdi className="invoice-items__title">{item.title}</bdi>
                    {item.variant && <span className="invoice-items__variant">{t('invoice.variant', { variant: iso(item.variant) })}</span>}
                  </span>
                ),
              },
              { content: item.quantity, numeric: true },
              { content: <HsnCode hsn={row.hsn} /> },
            ],
            tax: row,
            end: <strong>{formatInvoiceInr(item.amount)}</strong>,
          };
        })}
        end={{ label: t('invoice.amount'), total: formatInvoiceInr(note.amount) }}
      />

      <dl className="invoice__totals tax-note__totals">
        <div className="invoice__total-row invoice__total-row--tax">
          <dt>{t('taxNotes.taxIncluded')}</dt>
          <dd data-testid="tax-note-tax">{formatInvoiceInr(tax.total.tax)}</dd>
        </div>
        <div className="invoice__total-row invoice__total-row--grand">
          <dt>{t(`taxNotes.${note.type}.total`)}</dt>
          <dd data-testid="tax-note-total">{formatInvoiceInr(note.amount)}</dd>
        </div>
      </dl>
      <AmountInWords words={tax.amount_in_words} />
    </article>
  );
}
