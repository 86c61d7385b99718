import { z } from 'zod';
import type { TaxAmounts, TaxInvoice } from './api-types';
import { paiseToRupees } from './money';

/**
 * GST (issue 23): a GSTIN checked as the GST network checks it, an address's free-text
 * state read as one of India's 36 states and union territories, HSN codes and rates as the
 * owner types them, the tax inside GST-inclusive prices to the paisa, and amounts in words.
 * Pure: the server's tax invoice and the storefront's checkout both use these.
 */

/**
 * India's states and union territories with their GST state codes (the first two digits
 * of a GSTIN registered there). Code 25 (Daman and Diu) merged into 26 in 2020; 28 is the
 * former Andhra Pradesh.
 */
export const INDIAN_STATES = [
  { name: 'Jammu and Kashmir', code: '01' },
  { name: 'Himachal Pradesh', code: '02' },
  { name: 'Punjab', code: '03' },
  { name: 'Chandigarh', code: '04' },
  { name: 'Uttarakhand', code: '05' },
  { name: 'Haryana', code: '06' },
  { name: 'Delhi', code: '07' },
  { name: 'Rajasthan', code: '08' },
  { name: 'Uttar Pradesh', code: '09' },
  { name: 'Bihar', code: '10' },
  { name: 'Sikkim', code: '11' },
  { name: 'Arunachal Pradesh', code: '12' },
  { name: 'Nagaland', code: '13' },
  { name: 'Manipur', code: '14' },
  { name: 'Mizoram', code: '15' },
  { name: 'Tripura', code: '16' },
  { name: 'Meghalaya', code: '17' },
  { name: 'Assam', code: '18' },
  { name: 'West Bengal', code: '19' },
  { name: 'Jharkhand', code: '20' },
  { name: 'Odisha', code: '21' },
  { name: 'Chhattisgarh', code: '22' },
  { name: 'Madhya Pradesh', code: '23' },
  { name: 'Gujarat', code: '24' },
  { name: 'Dadra and Nagar Haveli and Daman and Diu', code: '26' },
  { name: 'Maharashtra', code: '27' },
  { name: 'Karnataka', code: '29' },
  { name: 'Goa', code: '30' },
  { name: 'Lakshadweep', code: '31' },
  { name: 'Kerala', code: '32' },
  { name: 'Tamil Nadu', code: '33' },
  { name: 'Puducherry', code: '34' },
  { name: 'Andaman and Nicobar Islands', code: '35' },
  { name: 'Telangana', code: '36' },
  { name: 'Andhra Pradesh', code: '37' },
  { name: 'Ladakh', code: '38' },
] as const;

export type IndianState = (typeof INDIAN_STATES)[number]['name'];

/** The GST code of a state ('Rajasthan' → '08'), or null for a name not on the list. */
export function gstStateCode(state: string): string | null {
  return INDIAN_STATES.find((s) => s.name === state)?.code ?? null;
}

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters (the GSTN's mod-36 rule): each
 * character's value (0–9, then A–Z as 10–35) times 1 or 2 alternately from the left, each
 * product's quotient and remainder by 36 added up; the check is what brings the sum to a
 * multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARACTERS.indexOf(first14[i] ?? '');
    if (value < 0) throw new Error('A GSTIN holds digits and capital letters only');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'format' | 'check' | 'state';

/** What a shopper or the owner is told of a GSTIN that is not right. */
export const GSTIN_MESSAGES = {
  format: 'GSTIN must be 15 characters: the state code, the PAN, the registration number, Z and a check character (e.g. 08AAKCS4821M1ZW)',
  state: 'GSTIN must begin with the code of an Indian state or union territory',
  check: 'GSTIN’s last character does not match the others: please check it for a mistyped character',
} as const satisfies Record<GstinProblem, string>;

/**
 * What is wrong with a GSTIN, or null: 'format' (not 15 characters of state code, PAN,
 * registration number, Z and check), 'state' (the first two digits are no state's code),
 * 'check' (the last character is not the check of the others: a mistyped character).
 * Spaces are ignored and letters read as capitals.
 */
export function gstinProblem(text: string): GstinProblem | null {
  const gstin = text.replace(/\s+/g, '').toUpperCase();
  const shape = GSTIN_SHAPE.exec(gstin);
  if (!shape) return 'format';
  if (!INDIAN_STATES.some((s) => s.code === shape[1])) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'check';
}

/**
 * The buyer's GSTIN at checkout (optional: a business purchase): spaces dropped, letters as
 * capitals, '' as none; a GSTIN of the wrong shape, an unknown state code or a mistyped
 * character is refused with its message.
 */
export const buyerGstinSchema = z
  .string({ error: GSTIN_MESSAGES.format })
  .max(40, { error: GSTIN_MESSAGES.format })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .superRefine((v, ctx) => {
    const problem = v ? gstinProblem(v) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
  })
  .transform((v) => v || undefined);

/** Former and other spellings of states and union territories, folded, to today's names. */
const OTHER_NAMES: Readonly<Record<string, IndianState>> = {
  orissa: 'Odisha',
  // India Post's directory (and shoppers) spell these so.
  chattisgarh: 'Chhattisgarh',
  chhatisgarh: 'Chhattisgarh',
  chattisgadh: 'Chhattisgarh',
  telengana: 'Telangana',
  'jammu and kashmir ut': 'Jammu and Kashmir',
  jammukashmir: 'Jammu and Kashmir',
  'dadra and nagar haveli and daman diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'the dadra and nagar haveli and daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  pondy: 'Puducherry',
  tamilnadu: 'Tamil Nadu',
  'andaman and nicobar island': 'Andaman and Nicobar Islands',
  'andaman nicobar': 'Andaman and Nicobar Islands',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  'nct of delhi': 'Delhi',
  'new delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'andaman nicobar islands': 'Andaman and Nicobar Islands',
  'jammu kashmir': 'Jammu and Kashmir',
  'j and k': 'Jammu and Kashmir',
  jk: 'Jammu and Kashmir',
  up: 'Uttar Pradesh',
  mp: 'Madhya Pradesh',
  ap: 'Andhra Pradesh',
  tn: 'Tamil Nadu',
  wb: 'West Bengal',
  hp: 'Himachal Pradesh',
  uk: 'Uttarakhand',
  ka: 'Karnataka',
  mh: 'Maharashtra',
  rj: 'Rajasthan',
  gj: 'Gujarat',
  tg: 'Telangana',
  ts: 'Telangana',
  kl: 'Kerala',
  br: 'Bihar',
  od: 'Odisha',
};

/** A state's name folded: lower case, '&' as 'and', anything else but letters a space. */
function foldState(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

const BY_FOLDED = new Map<string, IndianState>([...INDIAN_STATES.map((s) => [foldState(s.name), s.name] as const), ...Object.entries(OTHER_NAMES)]);

/**
 * An address's state as one of today's 36 ('orissa' → 'Odisha', 'Andaman & Nicobar' →
 * 'Andaman and Nicobar Islands', 'MH' → 'Maharashtra', a GST code '27' → 'Maharashtra'), or
 * null when it cannot be told: such an address is asked to confirm its state at checkout.
 */
export function stateFromText(text: string): IndianState | null {
  const trimmed = text.trim();
  const byCode = /^\d{2}$/.test(trimmed) ? INDIAN_STATES.find((s) => s.code === trimmed) : undefined;
  if (byCode) return byCode.name;
  const folded = foldState(trimmed);
  return BY_FOLDED.get(folded) ?? BY_FOLDED.get(folded.replace(/^(state of|ut of|union territory of) /, '')) ?? null;
}

// ---------------------------------------------------------------- HSN codes and rates

/** What the owner may type as a GST rate: a percentage of at most two decimals (0.25, 3, 18), up to 100. */
export const GST_RATE_LIMITS = { max: 100 } as const;

/** 3 → 300 basis points; 0.25 → 25. */
export function rateToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** 300 basis points → 3; 25 → 0.25. */
export function basisPointsToRate(basisPoints: number): number {
  return basisPoints / 100;
}

/** '3%', '0.25%', '18%': a rate as invoices print it. */
export function formatGstRate(basisPoints: number): string {
  return `${basisPointsToRate(basisPoints)}%`;
}

/** An HSN code (Harmonised System of Nomenclature): 4, 6 or 8 digits, spaces and dots ignored. */
export const hsnCodeSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .transform((v) => v.replace(/[\s.]+/g, ''))
    .pipe(z.string().regex(/^(\d{4}|\d{6}|\d{8})$/, { error: `${label} must be 4, 6 or 8 digits (e.g. 7103 or 71039990)` }));

/** A GST rate in percent: 0 to 100 with at most two decimals (0.25, 3, 5, 18). */
export const gstRateSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number of percent (e.g. 3 or 0.25)` })
    .min(0, { error: `${label} must be from 0 to ${GST_RATE_LIMITS.max} %` })
    .max(GST_RATE_LIMITS.max, { error: `${label} must be from 0 to ${GST_RATE_LIMITS.max} %` })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: `${label} may have at most two decimals (e.g. 0.25)` });

// ---------------------------------------------------------------- tax backed out of prices

/** A GST rate in basis points (3 % = 300): rates such as 0.25 % stay whole numbers. */
export type RateBasisPoints = number;

export interface TaxableLine {
  /** What the line costs, tax included, after any discount (paise). */
  amountPaise: number;
  rateBasisPoints: RateBasisPoints;
  hsn: string;
}

export interface LineTax {
  taxablePaise: number;
  /** Within the shop's state: CGST and SGST (SGST the half that is a paisa less when the tax is odd); else IGST. */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

export interface TaxSummaryRow extends LineTax {
  hsn: string;
  rateBasisPoints: RateBasisPoints;
}

/**
 * The tax inside a GST-inclusive line, to the paisa. The taxable value is the amount ×
 * 10000 / (10000 + rate in basis points), rounded half up to a paisa; the tax is what is
 * left (amount − taxable), so taxable + tax is the amount exactly and no paisa is made or
 * lost. Within a state the tax is split into CGST and SGST, the odd paisa (if any) to CGST.
 */
export function lineTax(line: Pick<TaxableLine, 'amountPaise' | 'rateBasisPoints'>, intraState: boolean): LineTax {
  const { amountPaise: amount, rateBasisPoints: rate } = line;
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error('A line amount is a whole, non-negative number of paise');
  if (!Number.isSafeInteger(rate) || rate < 0 || rate > 10_000) throw new Error('A GST rate is from 0 to 100 %');
  const divisor = 10_000 + rate;
  // Half up, in integers: floor((2 × amount × 10000 + divisor) / (2 × divisor)). Below 2^53 for any order the shop takes.
  const taxable = Math.floor((2 * amount * 10_000 + divisor) / (2 * divisor));
  const tax = amount - taxable;
  if (!intraState) return { taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, taxPaise: tax };
  const cgst = Math.ceil(tax / 2);
  return { taxablePaise: taxable, cgstPaise: cgst, sgstPaise: tax - cgst, igstPaise: 0, taxPaise: tax };
}

/**
 * An invoice's tax: each line's, and a summary per HSN code and rate (the sums of its lines,
 * so the summary, the lines and the totals always agree to the paisa).
 */
export function invoiceTax(lines: readonly TaxableLine[], intraState: boolean): { lines: LineTax[]; summary: TaxSummaryRow[]; total: LineTax } {
  const taxed = lines.map((line) => lineTax(line, intraState));
  const zero = (): LineTax => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 });
  const add = (into: LineTax, part: LineTax) => {
    into.taxablePaise += part.taxablePaise;
    into.cgstPaise += part.cgstPaise;
    into.sgstPaise += part.sgstPaise;
    into.igstPaise += part.igstPaise;
    into.taxPaise += part.taxPaise;
  };
  const rows = new Map<string, TaxSummaryRow>();
  const total = zero();
  lines.forEach((line, i) => {
    const key = `${line.hsn}\u0000${line.rateBasisPoints}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { hsn: line.hsn, rateBasisPoints: line.rateBasisPoints, ...zero() }));
    add(row, taxed[i]!);
    add(total, taxed[i]!);
  });
  const summary = [...rows.values()].sort((a, b) => (a.hsn < b.hsn ? -1 : a.hsn > b.hsn ? 1 : a.rateBasisPoints - b.rateBasisPoints));
  return { lines: taxed, summary, total };
}

/** The place of supply of goods sent to another country (the GST returns' code 96). */
export const OTHER_COUNTRY = { name: 'Other Country', code: '96' } as const;

/**
 * Where goods delivered to an address are supplied (IGST Act, section 10(1)(a): where the
 * movement ends): an Indian address's state and its code, or Other Country (96) abroad;
 * null for an Indian address whose state cannot be told (the shopper is asked to choose it).
 */
export function placeOfSupply(address: { country_region: string; state: string }): { name: string; code: string } | null {
  if (address.country_region.trim().toLowerCase() !== 'india') return { ...OTHER_COUNTRY };
  const name = stateFromText(address.state);
  return name ? { name, code: gstStateCode(name)! } : null;
}

/** The GST code in a seller block's state as invoices print it ('Rajasthan (08)' → '08'), or null. */
export function stateCodeOfLabel(label: string): string | null {
  const code = /\((\d{2})\)\s*$/.exec(label)?.[1];
  if (code) return code;
  const name = stateFromText(label);
  return name ? gstStateCode(name) : null;
}

const inRupees = (t: LineTax): TaxAmounts => ({
  taxable: paiseToRupees(t.taxablePaise),
  cgst: paiseToRupees(t.cgstPaise),
  sgst: paiseToRupees(t.sgstPaise),
  igst: paiseToRupees(t.igstPaise),
  tax: paiseToRupees(t.taxPaise),
});

/**
 * A registered shop's invoice tax, as Order/CustomerOrder sends it: from the lines as charged
 * (each line's amount, HSN and rate), the seller's state code and the place of supply.
 */
export function taxInvoiceOf(input: {
  lines: readonly TaxableLine[];
  sellerStateCode: string | null;
  placeOfSupply: string;
  placeOfSupplyCode: string;
  buyerGstin: string | null;
  totalPaise: number;
}): TaxInvoice {
  const intraState = input.sellerStateCode !== null && input.sellerStateCode === input.placeOfSupplyCode;
  const taxed = invoiceTax(input.lines, intraState);
  return {
    place_of_supply: input.placeOfSupply,
    place_of_supply_code: input.placeOfSupplyCode,
    intra_state: intraState,
    buyer_gstin: input.buyerGstin,
    reverse_charge: false,
    lines: taxed.lines.map((t, i) => ({ hsn: input.lines[i]!.hsn, rate: basisPointsToRate(input.lines[i]!.rateBasisPoints), ...inRupees(t) })),
    summary: taxed.summary.map((row) => ({ hsn: row.hsn, rate: basisPointsToRate(row.rateBasisPoints), ...inRupees(row) })),
    total: inRupees(taxed.total),
    amount_in_words: rupeesInWords(input.totalPaise),
  };
}

// ---------------------------------------------------------------- credit and debit notes

/**
 * `amount` paise shared across an order's lines in proportion to what each can still take
 * (`capacities`, paise): each line's exact share rounded down, the paise left over to the
 * lines with the largest remainders (ties to the earlier line). The shares add up to
 * `amount` exactly and none exceeds its capacity, so credit notes never credit a line more
 * than it was charged. Integers throughout (BigInt: amount × capacity can pass 2^53).
 */
export function shareAcrossLines(amount: number, capacities: readonly number[]): number[] {
  const total = capacities.reduce((sum, c) => sum + c, 0);
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > total) throw new Error(`Cannot share ${amount} paise across lines that take ${total}`);
  if (amount === 0) return capacities.map(() => 0);
  const big = BigInt(amount);
  const whole = BigInt(total);
  const shares = capacities.map((c) => Number((big * BigInt(c)) / whole));
  const remainders = capacities.map((c, i) => ({ i, r: (big * BigInt(c)) % whole }));
  let left = amount - shares.reduce((sum, n) => sum + n, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

// ---------------------------------------------------------------- amounts in words

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words ('Forty-Two'); '' for 0. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : '');
}

/** 0–999 in words ('Nine Hundred Ninety-Nine'); '' for 0. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest].filter(Boolean).join(' ');
}

/** A whole number in words, the Indian way: crore, lakh, thousand ('One Crore Twenty Lakh …'). */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error('A whole, non-negative number');
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${indianNumberInWords(crore)} Crore`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  const rest = belowThousand(n % 1000);
  if (rest) parts.push(rest);
  return parts.join(' ');
}

/** An amount in words as a tax invoice writes it: 'Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only'. */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error('A whole, non-negative number of paise');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianNumberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
