import { describe, expect, it } from 'vitest';
import {
  INDIAN_STATES,
  gstinCheckCharacter,
  gstinProblem,
  indianNumberInWords,
  invoiceTax,
  lineTax,
  rupeesInWords,
  shareAcrossLines,
  stateFromText,
} from './gst';

describe('a GSTIN', () => {
  // Registrations printed on public invoices: their check characters are the GSTN's.
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '24AAACC1206D1ZM'])('%s is valid', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    expect(gstinProblem(gstin)).toBeNull();
    expect(gstinProblem(` ${gstin.toLowerCase()} `)).toBeNull();
  });

  it('says what is wrong: a mistyped character, a state that is none, a wrong shape', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check');
    expect(gstinProblem('27AAPFU0839F1ZV')).toBe('check');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('state');
    expect(gstinProblem('25AAPFU0939F1ZV')).toBe('state');
    for (const bad of ['', '27AAPFU0939F1Z', '27AAPFU0939F1ZVX', '27AAPFU0939F0ZV', '27AAPFU0939F1YV', '27AAP-U0939F1ZV', '27AAPFU0939F1Z\u0000']) {
      expect(gstinProblem(bad), JSON.stringify(bad)).toBe('format');
    }
  });
});

describe('an address’s state', () => {
  it('reads today’s 36 by name, in any case, and by GST code', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    for (const { name, code } of INDIAN_STATES) {
      expect(stateFromText(name)).toBe(name);
      expect(stateFromText(name.toUpperCase())).toBe(name);
      expect(stateFromText(code)).toBe(name);
    }
  });

  it('maps former names, short forms and ampersands to today’s', () => {
    expect(stateFromText('Orissa')).toBe('Odisha');
    expect(stateFromText('Pondicherry')).toBe('Puducherry');
    expect(stateFromText('Uttaranchal')).toBe('Uttarakhand');
    expect(stateFromText('NCT of Delhi')).toBe('Delhi');
    expect(stateFromText('Daman & Diu')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateFromText('Andaman & Nicobar')).toBe('Andaman and Nicobar Islands');
    expect(stateFromText('Jammu & Kashmir')).toBe('Jammu and Kashmir');
    expect(stateFromText('MH')).toBe('Maharashtra');
    expect(stateFromText('state of Kerala')).toBe('Kerala');
  });

  it('says nothing it cannot tell', () => {
    for (const text of ['', 'Narnia', '25', '99', 'Rajasthan India', 'California']) expect(stateFromText(text), text).toBeNull();
  });
});

describe('the tax inside a GST-inclusive price', () => {
  it('backs the taxable value out, rounded half up to a paisa, and leaves the tax as the rest', () => {
    // ₹1,030 at 3 %: 103000 × 10000 / 10300 = 100000 exactly.
    expect(lineTax({ amountPaise: 103_000, rateBasisPoints: 300 }, false)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3_000,
      taxPaise: 3_000,
    });
    // ₹999 at 3 %: 99900 / 1.03 = 96990.29… → 96990; tax 2910, split 1455 + 1455.
    expect(lineTax({ amountPaise: 99_900, rateBasisPoints: 300 }, true)).toEqual({
      taxablePaise: 96_990,
      cgstPaise: 1_455,
      sgstPaise: 1_455,
      igstPaise: 0,
      taxPaise: 2_910,
    });
    // ₹1 at 18 %: 100 / 1.18 = 84.745… → 85; tax 15 paise, odd: CGST 8, SGST 7.
    expect(lineTax({ amountPaise: 100, rateBasisPoints: 1_800 }, true)).toEqual({ taxablePaise: 85, cgstPaise: 8, sgstPaise: 7, igstPaise: 0, taxPaise: 15 });
    // Half a paisa rounds up: 16 paise at 28 % hold 16 / 1.28 = 12.5 paise of value → 13, tax 3.
    expect(lineTax({ amountPaise: 16, rateBasisPoints: 2_800 }, false)).toMatchObject({ taxablePaise: 13, taxPaise: 3 });
    expect(lineTax({ amountPaise: 0, rateBasisPoints: 300 }, true).taxPaise).toBe(0);
    expect(lineTax({ amountPaise: 5_000, rateBasisPoints: 0 }, true)).toMatchObject({ taxablePaise: 5_000, taxPaise: 0 });
  });

  it('never makes or loses a paisa: lines, summary and total agree, for any amounts and rates', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let round = 0; round < 200; round++) {
      const lines = Array.from({ length: 1 + (next() % 6) }, () => ({
        amountPaise: next() % 10_000_000,
        rateBasisPoints: [0, 25, 300, 500, 1_200, 1_800, 2_800][next() % 7]!,
        hsn: ['7103', '7116', '6802'][next() % 3]!,
      }));
      for (const intra of [true, false]) {
        const { lines: taxed, summary, total } = invoiceTax(lines, intra);
        const sum = lines.reduce((s, l) => s + l.amountPaise, 0);
        expect(total.taxablePaise + total.taxPaise).toBe(sum);
        expect(total.cgstPaise + total.sgstPaise + total.igstPaise).toBe(total.taxPaise);
        expect(taxed.reduce((s, t) => s + t.taxPaise, 0)).toBe(total.taxPaise);
        expect(summary.reduce((s, r) => s + r.taxablePaise + r.taxPaise, 0)).toBe(sum);
        for (const t of taxed) expect(Math.abs(t.cgstPaise - t.sgstPaise)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses what is not money or not a rate', () => {
    expect(() => lineTax({ amountPaise: 1.5, rateBasisPoints: 300 }, true)).toThrow();
    expect(() => lineTax({ amountPaise: -1, rateBasisPoints: 300 }, true)).toThrow();
    expect(() => lineTax({ amountPaise: 100, rateBasisPoints: 10_001 }, true)).toThrow();
  });
});

describe('amounts in words', () => {
  it('count in crore, lakh and thousand', () => {
    expect(indianNumberInWords(0)).toBe('Zero');
    expect(indianNumberInWords(42)).toBe('Forty-Two');
    expect(indianNumberInWords(1_249)).toBe('One Thousand Two Hundred Forty-Nine');
    expect(indianNumberInWords(1_00_000)).toBe('One Lakh');
    expect(indianNumberInWords(12_34_56_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
    expect(indianNumberInWords(10_00_00_000)).toBe('Ten Crore');
  });

  it('write rupees and paise as an invoice does', () => {
    expect(rupeesInWords(124_950)).toBe('Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only');
    expect(rupeesInWords(100)).toBe('Rupees One Only');
    expect(rupeesInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });
});

describe("a credit note's amount shared across the order's lines", () => {
  it('in proportion, the odd paise to the largest remainders (ties to the earlier line), adding up exactly', () => {
    expect(shareAcrossLines(100, [100, 200, 300])).toEqual([17, 33, 50]);
    expect(shareAcrossLines(1, [50, 50])).toEqual([1, 0]);
    expect(shareAcrossLines(10055, [389700, 259800, 129900])).toEqual([5027, 3352, 1676]);
    expect(shareAcrossLines(600, [100, 200, 300])).toEqual([100, 200, 300]);
    expect(shareAcrossLines(0, [5, 0, 7])).toEqual([0, 0, 0]);
  });

  it('never gives a line more than it can take, even at amounts past 2^53 when multiplied', () => {
    for (let amount = 0; amount <= 997; amount += 7) {
      const caps = [333, 1, 0, 663];
      const shares = shareAcrossLines(amount, caps);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
      shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(caps[i]!));
    }
    const big = [9_000_000_000_000, 7_000_000_000_001];
    expect(shareAcrossLines(16_000_000_000_001, big)).toEqual(big);
    expect(() => shareAcrossLines(11, [5, 5])).toThrow();
    expect(() => shareAcrossLines(-1, [5])).toThrow();
  });
});
