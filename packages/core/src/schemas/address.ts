import { z } from 'zod';
import { MOBILE_DIGITS, PINCODE_DIGITS, TEXT_LIMITS } from '../constants';
import { bodyIdSchema, maxLengthMessage, requiredText } from './common';

/** The messages of the address form (spec 5), exactly. */
export const ADDRESS_MESSAGES = {
  countryRequired: 'Country / Region is required',
  fullNameRequired: 'Full Name is required',
  mobileInvalid: 'Mobile Number must be exactly 10 digits',
  addressRequired: 'Address is required',
  pincodeNotNumber: 'Pin Code must be a number',
  pincodeRequired: 'Pin Code is required',
  pincodeLength: 'Pin Code must be exactly 6 digits',
  cityRequired: 'Town / City is required',
  stateRequired: 'State is required',
  addressIdInvalid: 'customer_address_id must be a positive whole number',
  // Issue 23: an Indian address's state is one of the 36, and agrees with its pin code.
  stateNotIndian: 'State must be one of India’s states or union territories: please choose it from the list',
  pincodeUnknown: 'We do not know this pin code. Please check it, or type the town / city and choose the state yourself.',
  pincodeLookupFailed: 'The pin code could not be looked up just now. Please type the town / city and choose the state yourself.',
  stateToConfirm: 'Please confirm the state of this address: edit it and choose its state from the list, then place the order.',
} as const;

/** What is said when an Indian pin code lies in another state than the one chosen. */
export const pincodeOtherStateMessage = (pincode: string, state: string) =>
  `Pin Code ${pincode} is in ${state}: please choose ${state} as the state, or check the pin code`;

/** Text or a number (a JSON client may send digits as a number), read as trimmed text. */
function digitsText(requiredMessage: string) {
  return z.union([z.string(), z.number()], { error: requiredMessage }).transform((value) => String(value).trim());
}

/** Mobile number: required, exactly 10 digits (one message for both). */
export const mobileNumberSchema = digitsText(ADDRESS_MESSAGES.mobileInvalid).pipe(
  z.string().regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), { error: ADDRESS_MESSAGES.mobileInvalid }),
);

/** Pin code: required, a number, exactly 6 digits (checked in that order); kept as text. */
export const pincodeSchema = digitsText(ADDRESS_MESSAGES.pincodeRequired).pipe(
  z
    .string()
    .min(1, { error: ADDRESS_MESSAGES.pincodeRequired })
    .regex(/^\d+$/, { error: ADDRESS_MESSAGES.pincodeNotNumber })
    .regex(new RegExp(`^\\d{${PINCODE_DIGITS}}$`), { error: ADDRESS_MESSAGES.pincodeLength }),
);

function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: maxLengthMessage(label, max) })
    .optional();
}

function boundedRequired(message: string, label: string, max: number) {
  return requiredText(message).max(max, { error: maxLengthMessage(label, max) });
}

/** default_address on the wire is 1 or 0; a form checkbox's true / false is accepted too. */
export const defaultAddressSchema = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((value): 0 | 1 => (value === true || value === 1 ? 1 : 0))
  // Piped so the output side is a plain 0 | 1 (representable in the OpenAPI document).
  .pipe(z.union([z.literal(0), z.literal(1)]));

/**
 * The address form and the create-address body (spec 3, 5), with the wire field names.
 * flat_house_building is the 'Address' field; area and landmark are optional.
 */
export const addressSchema = z.object({
  country_region: boundedRequired(ADDRESS_MESSAGES.countryRequired, 'Country / Region', TEXT_LIMITS.country),
  full_name: boundedRequired(ADDRESS_MESSAGES.fullNameRequired, 'Full Name', TEXT_LIMITS.name),
  mobile_number: mobileNumberSchema,
  flat_house_building: boundedRequired(ADDRESS_MESSAGES.addressRequired, 'Address', TEXT_LIMITS.address),
  area_street_sector: optionalText('Area', TEXT_LIMITS.address),
  pincode: pincodeSchema,
  landmark: optionalText('Landmark', TEXT_LIMITS.address),
  town_city: boundedRequired(ADDRESS_MESSAGES.cityRequired, 'Town / City', TEXT_LIMITS.name),
  state: boundedRequired(ADDRESS_MESSAGES.stateRequired, 'State', TEXT_LIMITS.name),
  default_address: defaultAddressSchema.optional(),
});

export type AddressFormInput = z.input<typeof addressSchema>;
export type AddressForm = z.output<typeof addressSchema>;

/** The create-address body: the address plus customer_address_id when editing. */
export const addressRequestSchema = addressSchema.extend({
  customer_address_id: bodyIdSchema(ADDRESS_MESSAGES.addressIdInvalid).optional(),
});

export type AddressRequest = z.output<typeof addressRequestSchema>;
