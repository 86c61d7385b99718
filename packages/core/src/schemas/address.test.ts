import { describe, expect, it } from 'vitest';
import { addressRequestSchema, addressSchema } from './address';
import { fieldErrors } from './common';

const valid = {
  country_region: 'India',
  full_name: 'Asha Rao',
  mobile_number: '9876543210',
  flat_house_building: 'Flat 4B Lotus Towers',
  area_street_sector: 'Sector 21',
  pincode: '560001',
  landmark: 'Near the park',
  town_city: 'Bengaluru',
  state: 'Karnataka',
  default_address: 1 as const,
};

function errors(input: unknown): Record<string, string> {
  const result = addressSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('addressSchema', () => {
  it('accepts a valid address', () => {
    expect(addressSchema.parse(valid)).toEqual(valid);
  });

  it('has every required message', () => {
    expect(errors({})).toEqual({
      country_region: 'Country / Region is required',
      full_name: 'Full Name is required',
      mobile_number: 'Mobile Number must be exactly 10 digits',
      flat_house_building: 'Address is required',
      pincode: 'Pin Code is required',
      town_city: 'Town / City is required',
      state: 'State is required',
    });
    expect(
      errors({
        ...valid,
        country_region: ' ',
        full_name: '',
        mobile_number: '',
        flat_house_building: '',
        pincode: '',
        town_city: '',
        state: '',
      }),
    ).toEqual({
      country_region: 'Country / Region is required',
      full_name: 'Full Name is required',
      mobile_number: 'Mobile Number must be exactly 10 digits',
      flat_house_building: 'Address is required',
      pincode: 'Pin Code is required',
      town_city: 'Town / City is required',
      state: 'State is required',
    });
  });

  it('mobile number: exactly 10 digits', () => {
    expect(errors({ ...valid, mobile_number: '987654321' }).mobile_number).toBe('Mobile Number must be exactly 10 digits');
    expect(errors({ ...valid, mobile_number: '98765432101' }).mobile_number).toBe('Mobile Number must be exactly 10 digits');
    expect(errors({ ...valid, mobile_number: '98765abcde' }).mobile_number).toBe('Mobile Number must be exactly 10 digits');
    expect(addressSchema.parse({ ...valid, mobile_number: 9876543210 }).mobile_number).toBe('9876543210');
  });

  it('pin code: a number, required, exactly 6 digits', () => {
    expect(errors({ ...valid, pincode: 'abcdef' }).pincode).toBe('Pin Code must be a number');
    expect(errors({ ...valid, pincode: '5600a1' }).pincode).toBe('Pin Code must be a number');
    expect(errors({ ...valid, pincode: '' }).pincode).toBe('Pin Code is required');
    expect(errors({ ...valid, pincode: '56000' }).pincode).toBe('Pin Code must be exactly 6 digits');
    expect(errors({ ...valid, pincode: '5600011' }).pincode).toBe('Pin Code must be exactly 6 digits');
    expect(addressSchema.parse({ ...valid, pincode: 560001 }).pincode).toBe('560001');
  });

  it('area and landmark are optional', () => {
    const rest: Record<string, unknown> = { ...valid };
    delete rest.area_street_sector;
    delete rest.landmark;
    expect(addressSchema.safeParse(rest).success).toBe(true);
    expect(addressSchema.safeParse({ ...valid, area_street_sector: '', landmark: '' }).success).toBe(true);
  });

  it('default_address is 0 or 1 (a checkbox true / false is read as 1 / 0), optional', () => {
    expect(addressSchema.parse({ ...valid, default_address: true }).default_address).toBe(1);
    expect(addressSchema.parse({ ...valid, default_address: false }).default_address).toBe(0);
    expect(addressSchema.parse({ ...valid, default_address: 0 }).default_address).toBe(0);
    const rest: Record<string, unknown> = { ...valid };
    delete rest.default_address;
    expect(addressSchema.parse(rest).default_address).toBeUndefined();
    expect(addressSchema.safeParse({ ...valid, default_address: 2 }).success).toBe(false);
  });

  it('limits the length of free text', () => {
    expect(errors({ ...valid, flat_house_building: 'x'.repeat(201) }).flat_house_building).toBe('Address must be at most 200 characters');
  });
});

describe('addressRequestSchema', () => {
  it('takes customer_address_id when editing', () => {
    expect(addressRequestSchema.parse({ ...valid, customer_address_id: 3 }).customer_address_id).toBe(3);
    expect(addressRequestSchema.parse(valid).customer_address_id).toBeUndefined();
    const result = addressRequestSchema.safeParse({ ...valid, customer_address_id: -1 });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      customer_address_id: 'customer_address_id must be a positive whole number',
    });
  });
});
