import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, formulaGuarded, formulaUnguarded, rupeesText } from './csv.js';

describe('CSV cells', () => {
  it('turns text a spreadsheet would run as a formula into text, and back for the import', () => {
    for (const formula of ['=HYPERLINK("http://x","y")', '+91 98', '-1+2', '@SUM(A1)', '\tTAB', '\rCR']) {
      expect(formulaGuarded(formula)).toBe(`'${formula}`);
      expect(formulaUnguarded(formulaGuarded(formula))).toBe(formula);
    }
    expect(formulaGuarded('Rose Quartz')).toBe('Rose Quartz');
    expect(formulaGuarded(-5)).toBe('-5');
    expect(formulaUnguarded("'plain")).toBe("'plain");
  });

  it('quotes commas, quotes, line breaks and edge spaces (RFC 4180), after the guard', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell(' x')).toBe('" x"');
    expect(csvLine(['a', 1, '=b'])).toBe("a,1,'=b\r\n");
    expect(rupeesText(269_900)).toBe('2699.00');
    expect(rupeesText(5)).toBe('0.05');
  });
});
