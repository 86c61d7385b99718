import { paiseToRupees } from '@shop/core';

/**
 * CSV cells for the back office's exports (the catalog, the orders) and the import's side of
 * them: RFC 4180 quoting, and no cell a spreadsheet would run as a formula.
 */

/** What a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet would run as a formula ('=HYPERLINK(…)', '+1', '@SUM') gets a
 * leading apostrophe, which spreadsheets show as text; the import takes it off again
 * (formulaUnguarded), so an export imports back unchanged. Numbers are left as they are.
 */
export function formulaGuarded(value: string | number): string {
  const text = String(value);
  return typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
}

/** The import's side of formulaGuarded: "'=…" back to "=…"; any other cell as it is. */
export function formulaUnguarded(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** One CSV cell (RFC 4180): guarded against formulas, quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvCell(value: string | number): string {
  const text = formulaGuarded(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of cells, ended with CRLF. */
export function csvLine(cells: ReadonlyArray<string | number>): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

/** Rupees with two decimals, as a spreadsheet shows money: 1250 paise → '12.50'. */
export const rupeesText = (paise: number) => paiseToRupees(paise).toFixed(2);
