import type { Kysely } from 'kysely';
import { isIndianAddress, stateFromText } from '@shop/core';
import { findPincode } from '../../modules/addresses/india-pincodes.js';

/** Addresses read and written per step. */
const BATCH = 500;

interface AddressTable {
  customer_addresses: { customer_address_id: number; country_region: string; state: string; pincode: string };
}

/**
 * The state an old Indian address is stored with: today's name when its free text reads as
 * one ('orissa' → 'Odisha', 'MH' → 'Maharashtra'), else the state of its pin code when India
 * Post's directory puts the pin code in one state only; null when neither tells (the address
 * stays as it is, and checkout asks the shopper to confirm its state).
 */
export function canonicalState(row: { state: string; pincode: string }): string | null {
  const named = stateFromText(row.state);
  if (named) return named;
  const entry = findPincode(row.pincode);
  return entry && entry.states.length === 1 ? entry.state : null;
}

/**
 * Issue 23 (place of supply): an Indian address's state becomes one of the 36 states and
 * union territories. Existing addresses with a free-text state are mapped where their text or
 * their pin code can tell; the rest are left as typed. The same statements on both engines,
 * in batches by id.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<AddressTable>;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('customer_addresses')
      .select(['customer_address_id', 'country_region', 'state', 'pincode'])
      .where('customer_address_id', '>', after)
      .orderBy('customer_address_id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.customer_address_id;
    for (const row of rows) {
      if (!isIndianAddress(row.country_region)) continue;
      const state = canonicalState(row);
      if (state && state !== row.state) {
        await db.updateTable('customer_addresses').set({ state }).where('customer_address_id', '=', row.customer_address_id).execute();
      }
    }
  }
}
