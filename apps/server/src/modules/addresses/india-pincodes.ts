import { INDIAN_STATES, pincodeStateCode, type IndianState, type PincodePlace } from '@shop/core';
import { INDIA_PINCODES } from './india-pincodes.data.js';

/** Where a pin code lies: the lookup's answer, with every state it reaches (a few straddle two). */
export type PincodeEntry = PincodePlace;

const STATE_BY_CODE = new Map<string, IndianState>(INDIAN_STATES.map((s) => [s.code, s.name]));

/** Reads the generated directory (india-pincodes.data.ts) into a Map: about 19,000 entries, a few milliseconds, once. */
function parse(text: string): Map<string, PincodeEntry> {
  const entries = new Map<string, PincodeEntry>();
  const also: Array<[string, IndianState]> = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [code = '', town = '', list = ''] = line.split('\t');
    const state = STATE_BY_CODE.get(code);
    if (!state) throw new Error(`india-pincodes.data.ts: unknown state code ${code}`);
    for (const part of list.split(' ')) {
      if (part.startsWith('~')) {
        also.push([part.slice(1), state]);
        continue;
      }
      const [first, last = first] = part.split('-').map(Number) as [number, number?];
      for (let n = first; n <= last!; n++) {
        const pincode = String(n);
        entries.set(pincode, { pincode, town_city: town, state, state_code: pincodeStateCode(state), states: [state] });
      }
    }
  }
  for (const [pincode, state] of also) entries.get(pincode)?.states.push(state);
  return entries;
}

let directory: Map<string, PincodeEntry> | undefined;

/** India Post's entry for a 6-digit pin code, or undefined when the directory does not know it. */
export function findPincode(pincode: string): PincodeEntry | undefined {
  directory ??= parse(INDIA_PINCODES);
  return directory.get(pincode.trim());
}

/** How many pin codes the directory knows. */
export function pincodeCount(): number {
  directory ??= parse(INDIA_PINCODES);
  return directory.size;
}
