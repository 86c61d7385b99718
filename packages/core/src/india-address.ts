import { z } from 'zod';
import { CASH_ON_DELIVERY_COUNTRY, PINCODE_DIGITS } from './constants';
import { INDIAN_STATES, gstStateCode, stateFromText, type IndianState } from './gst';
import { ADDRESS_MESSAGES, pincodeOtherStateMessage } from './schemas/address';

/**
 * Issue 23, place of supply: an address in India names one of the 36 states and union
 * territories (so the tax invoice knows where goods are supplied), and agrees with its pin
 * code where India Post's directory knows it. Other countries keep a free-text state.
 */

/** Whether an address is in India: its country read as the Cash on Delivery rule reads it (case-insensitive). */
export function isIndianAddress(country: string | null | undefined): boolean {
  return typeof country === 'string' && country.trim().toLowerCase() === CASH_ON_DELIVERY_COUNTRY.toLowerCase();
}

/** A 6-digit pin code, as the pin code lookup takes it. */
export const PINCODE_PATTERN = new RegExp(`^\\d{${PINCODE_DIGITS}}$`);

/** GET Address/GetPincode's data: where India Post's directory puts a pin code. */
export interface PincodePlace {
  pincode: string;
  /** The district or main post office's town ('Jaipur'). */
  town_city: string;
  /** One of today's 36 states and union territories. */
  state: IndianState;
  /** Its GST state code ('08'). */
  state_code: string;
  /** Every state the pin code reaches: `state` first, then (for a few pin codes on a border) the other. */
  states: IndianState[];
}

export type IndianStateCheck = { ok: true; state: IndianState } | { ok: false; message: string };

/**
 * An Indian address's state, read as one of the 36 ('Orissa' → 'Odisha', 'MH' →
 * 'Maharashtra'), checked against the states its pin code lies in (`pincodeStates`: empty
 * or null when the pin code is not in the directory; a few pin codes straddle two states).
 */
export function checkIndianState(pincode: string, stateText: string, pincodeStates: readonly IndianState[] | null): IndianStateCheck {
  const state = stateFromText(stateText);
  if (!state) return { ok: false, message: ADDRESS_MESSAGES.stateNotIndian };
  if (pincodeStates && pincodeStates.length > 0 && !pincodeStates.includes(state)) {
    return { ok: false, message: pincodeOtherStateMessage(pincode.trim(), pincodeStates[0]!) };
  }
  return { ok: true, state };
}

/**
 * Whether a stored address may be ordered to as it is: anywhere abroad, or in India with a
 * state that reads as one of the 36 (an old free-text state that does not is confirmed by
 * the shopper at checkout first).
 */
export function hasKnownState(address: { country_region: string; state: string }): boolean {
  return !isIndianAddress(address.country_region) || stateFromText(address.state) !== null;
}

/** The GST code of a state as PincodePlace carries it. */
export const pincodeStateCode = (state: IndianState): string => gstStateCode(state)!;

/** GET Address/GetPincode's answer. */
const stateNameSchema = z.enum(INDIAN_STATES.map((s) => s.name) as [IndianState, ...IndianState[]]);
export const pincodeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    pincode: z.string(),
    town_city: z.string(),
    state: stateNameSchema,
    state_code: z.string(),
    states: z.array(stateNameSchema),
  }),
});
