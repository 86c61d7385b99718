import { inIndiaTime } from '@shop/core';

/**
 * Invoice numbers (GST Rule 46(b)): consecutive within an Indian financial year (April to
 * March), at most 16 characters of A-Z, a-z, 0-9, '-' and '/': 'SC/26-27/000123'.
 */
export const INVOICE_PREFIX = 'SC';

/** The financial year of an instant, as '26-27' for 1 April 2026 to 31 March 2027 (it turns at midnight IST on 1 April). */
export function financialYear(at: Date): string {
  const ist = inIndiaTime(at);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

/** Digits of the running number (more only past 999,999 in a year). */
export const INVOICE_DIGITS = 6;

/** 'SC/26-27/': what comes before the running number. */
export function invoicePrefix(financialYearLabel: string): string {
  return `${INVOICE_PREFIX}/${financialYearLabel}/`;
}

/** 'SC/26-27/000123'. */
export function formatInvoiceNumber(financialYearLabel: string, n: number): string {
  return `${invoicePrefix(financialYearLabel)}${String(n).padStart(INVOICE_DIGITS, '0')}`;
}
