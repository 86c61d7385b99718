import { sql, type Kysely, type Selectable } from 'kysely';
import { ORDER_STATUS, paiseToRupees, shareAcrossLines, type TaxNote } from '@shop/core';
import type { Database, TaxNoteTable } from '../../db/schema.js';
import { INVOICE_DIGITS, financialYear } from './invoice-number.js';
import { OrdersRepository, type OrderRow } from './orders.repository.js';

/**
 * Credit and debit notes against a tax invoice (issue 23; CGST Act, section 34; CGST Rules,
 * rule 53). A registered shop's order keeps its notes in step with what it is owed:
 *
 * - what should stand credited: the whole order once it is cancelled, or once it is marked
 *   refunded with no refund still pending; otherwise the refunds that have gone through
 *   (pending and failed refunds credit nothing);
 * - what is credited: the order's credit notes less its debit notes.
 *
 * When the two differ, settleTaxNotes issues one note for the difference, in the same
 * transaction as the change that made it: a credit note when more should be credited (a
 * cancel, a refund processed), a debit note when less (a cancelled order that went ahead
 * after all: a payment after it expired, or a late payment the shop recorded). So a cancel,
 * a refund and any replay of either issue each note once, and the notes always add up to
 * the state of the order.
 *
 * A note's amount is shared across the order's lines in proportion to what each line can
 * still be credited (or debited back), so a full cancel credits every line exactly what it
 * was charged, and the note's tax is each of its lines' tax at the line's rate (decision 020).
 *
 * Numbers: 'CN/26-27/000001' and 'DN/26-27/000001', each type its own gap-free series per
 * financial year, from a counter row advanced in the same transaction (a rolled-back note
 * gives its number back; two at once queue on the row).
 */

export type TaxNoteRow = Selectable<TaxNoteTable>;

export const TAX_NOTE_PREFIX = { credit: 'CN', debit: 'DN' } as const;

/** What should stand credited on an order: the whole of it, or the refunds that have gone through. */
export function creditTarget(
  order: Pick<OrderRow, 'order_status' | 'payment_status' | 'order_grand_total_paise'>,
  refunds: { processedPaise: number; pending: number },
): number {
  const total = order.order_grand_total_paise;
  if (order.order_status === ORDER_STATUS.cancelled) return total;
  if (order.payment_status === 'refunded' && refunds.pending === 0) return total;
  return Math.min(total, refunds.processedPaise);
}

/** What each line stands credited by the notes so far (credit notes less debit notes), in the order's line order. */
export function creditedPerLine(lineCount: number, notes: ReadonlyArray<Pick<TaxNoteRow, 'note_type' | 'lines_json'>>): number[] {
  const credited = Array.from({ length: lineCount }, () => 0);
  for (const note of notes) {
    const shares = JSON.parse(note.lines_json) as number[];
    const sign = note.note_type === 'credit' ? 1 : -1;
    shares.forEach((paise, i) => {
      if (i < lineCount) credited[i]! += sign * paise;
    });
  }
  return credited;
}

/**
 * Issues the note that brings the order's notes in step with it, if one is due: inside the
 * caller's transaction, after its change. Nothing for an order whose invoice is not a tax
 * invoice. Answers the note issued, or null.
 */
export async function settleTaxNotes(trx: Kysely<Database>, engine: 'sqlite' | 'postgres', orderId: number, now = new Date()): Promise<TaxNoteRow | null> {
  const tx = new OrdersRepository(trx, engine);
  // The order's row lock (PostgreSQL; SQLite's writers are one at a time): two changes of one
  // order at once issue their notes one after the other, the second seeing the first's.
  await tx.lockOrder(orderId);
  const order = await tx.order(orderId);
  if (!order || !order.tax_invoice) return null;
  const lines = await tx.lines(orderId);
  const notes = await tx.taxNotes(orderId);
  const refunds = await trx
    .selectFrom('refunds')
    .select([
      sql<number>`coalesce(sum(case when status = 'processed' then amount_paise else 0 end), 0)`.as('processed'),
      sql<number>`coalesce(sum(case when status = 'pending' then 1 else 0 end), 0)`.as('pending'),
    ])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const credited = creditedPerLine(lines.length, notes);
  const target = creditTarget(order, { processedPaise: Number(refunds.processed), pending: Number(refunds.pending) });
  const delta = target - credited.reduce((sum, n) => sum + n, 0);
  if (delta === 0) return null;
  const type = delta > 0 ? 'credit' : 'debit';
  const shares = shareAcrossLines(Math.abs(delta), type === 'credit' ? lines.map((l, i) => Number(l.item_line_total_paise) - credited[i]!) : credited);
  const series = `${TAX_NOTE_PREFIX[type]}/${financialYear(now)}`;
  const counter = await trx
    .insertInto('tax_note_counters')
    .values({ series, last_number: 1 })
    .onConflict((oc) => oc.column('series').doUpdateSet({ last_number: sql<number>`tax_note_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return trx
    .insertInto('tax_notes')
    .values({
      order_id: orderId,
      note_type: type,
      note_number: `${series}/${String(counter.last_number).padStart(INVOICE_DIGITS, '0')}`,
      reason: type === 'debit' ? 'reopen' : order.order_status === ORDER_STATUS.cancelled ? 'cancel' : 'refund',
      amount_paise: Math.abs(delta),
      lines_json: JSON.stringify(shares),
      created_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A note as Order/CustomerOrder gives it: the lines it credits with their amounts, and its
 * tax worked out as the invoice's (`taxOf`: the order's tax invoice for lines of these amounts).
 */
export function taxNoteView<Tax>(
  note: TaxNoteRow,
  lines: ReadonlyArray<{ item_product_title: string; item_variant_title: string; item_quantity: number }>,
  taxOf: (amounts: Array<{ index: number; amountPaise: number }>, totalPaise: number) => Tax,
): Omit<TaxNote, 'tax'> & { tax: Tax } {
  const shares = JSON.parse(note.lines_json) as number[];
  const credited = shares.map((amountPaise, index) => ({ index, amountPaise })).filter((s) => s.amountPaise > 0 && s.index < lines.length);
  return {
    type: note.note_type,
    number: note.note_number,
    issued_at: note.created_at,
    reason: note.reason,
    amount: paiseToRupees(Number(note.amount_paise)),
    items: credited.map(({ index, amountPaise }) => ({
      title: lines[index]!.item_product_title,
      variant: lines[index]!.item_variant_title,
      quantity: lines[index]!.item_quantity,
      amount: paiseToRupees(amountPaise),
    })),
    tax: taxOf(credited, Number(note.amount_paise)),
  };
}
