import { MESSAGES, checkIndianState, isIndianAddress, pageInfo, pageOffset, type Address, type AddressRequest, type PageInfo } from '@shop/core';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import { findPincode } from './india-pincodes.js';
import type { AddressesRepository, AddressFields } from './addresses.repository.js';

/** How many addresses one customer may keep. */
export const MAX_ADDRESSES_PER_CUSTOMER = 50;

export const ADDRESS_RESULT_MESSAGES = {
  created: 'Address saved.',
  updated: 'Address updated.',
  defaultSet: 'Default address updated.',
  alreadyDefault: MESSAGES.addressAlreadyDefault,
  deleted: 'Address deleted.',
  notFound: 'Address not found',
  tooMany: `You can keep at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses. Delete one to add another.`,
} as const;

type AddressRow = Awaited<ReturnType<AddressesRepository['page']>>[number];

const toAddress = (row: AddressRow): Address => ({ ...row, default_address: row.default_address === 1 ? 1 : 0 });

/** Only the fields a customer may write; ids, owner, default flag and dates come from the server. */
function fieldsOf(body: AddressRequest): AddressFields {
  return {
    country_region: body.country_region,
    full_name: body.full_name,
    mobile_number: body.mobile_number,
    flat_house_building: body.flat_house_building,
    area_street_sector: body.area_street_sector ?? '',
    pincode: body.pincode,
    landmark: body.landmark ?? '',
    town_city: body.town_city,
    state: body.state,
  };
}

/**
 * An Indian address's state as one of the 36 states and union territories (another spelling,
 * 'Orissa' or 'MH', is stored as today's name), agreeing with the pin code where India Post's
 * directory knows it: else 400 saying why. Other countries keep the state as typed.
 */
function withIndianState(fields: AddressFields): AddressFields {
  if (!isIndianAddress(fields.country_region)) return fields;
  const check = checkIndianState(fields.pincode, fields.state, findPincode(fields.pincode)?.states ?? null);
  if (!check.ok) throw badRequest(check.message);
  return { ...fields, state: check.state };
}

/**
 * A customer's delivery addresses. Whoever has addresses has exactly one default at all
 * times: the first address becomes it, `default_address: 1` moves it, deleting it promotes
 * the newest other one. Every write runs in one transaction holding the customer's lock.
 */
export class AddressesService {
  constructor(private readonly repo: AddressesRepository) {}

  async list(customerId: number, page: number, limit: number): Promise<{ data: Address[] } & PageInfo> {
    const [rows, total] = await Promise.all([this.repo.page(customerId, limit, pageOffset(page, limit)), this.repo.count(customerId)]);
    return { data: rows.map(toAddress), ...pageInfo(total, page, limit) };
  }

  async get(customerId: number, addressId: number): Promise<Address> {
    const row = await this.repo.find(customerId, addressId);
    if (!row) throw notFound(ADDRESS_RESULT_MESSAGES.notFound);
    return toAddress(row);
  }

  /**
   * Creates an address, or updates the customer's own one when customer_address_id is given
   * (another customer's id is 404). `default_address: 1` makes it the only default;
   * `default_address: 0` never leaves the customer without one.
   */
  async save(customerId: number, body: AddressRequest): Promise<'created' | 'updated'> {
    const fields = withIndianState(fieldsOf(body));
    return this.repo.transaction(async (tx) => {
      await tx.lockCustomer(customerId);
      const addressId = body.customer_address_id;
      if (addressId !== undefined) {
        const existing = await tx.find(customerId, addressId);
        if (!existing) throw notFound(ADDRESS_RESULT_MESSAGES.notFound);
        await tx.update(customerId, addressId, fields);
        if (body.default_address === 1 && existing.default_address !== 1) await tx.makeDefault(customerId, addressId);
        return 'updated';
      }
      const count = await tx.count(customerId);
      if (count >= MAX_ADDRESSES_PER_CUSTOMER) throw new HttpError(409, ADDRESS_RESULT_MESSAGES.tooMany);
      const first = count === 0;
      const id = await tx.insert(customerId, fields, first);
      if (!first && body.default_address === 1) await tx.makeDefault(customerId, id);
      return 'created';
    });
  }

  /** Makes one of the customer's addresses the default; answers whether it already was. */
  async setDefault(customerId: number, addressId: number): Promise<'set' | 'already'> {
    return this.repo.transaction(async (tx) => {
      await tx.lockCustomer(customerId);
      const existing = await tx.find(customerId, addressId);
      if (!existing) throw notFound(ADDRESS_RESULT_MESSAGES.notFound);
      if (existing.default_address === 1) return 'already';
      await tx.makeDefault(customerId, addressId);
      return 'set';
    });
  }

  /** Deletes one of the customer's addresses; when it was the default, the newest other one becomes it. */
  async delete(customerId: number, addressId: number): Promise<void> {
    await this.repo.transaction(async (tx) => {
      await tx.lockCustomer(customerId);
      const existing = await tx.find(customerId, addressId);
      if (!existing) throw notFound(ADDRESS_RESULT_MESSAGES.notFound);
      await tx.delete(customerId, addressId);
      if (existing.default_address === 1) {
        const next = await tx.newest(customerId);
        if (next !== undefined) await tx.makeDefault(customerId, next);
      }
    });
  }
}
