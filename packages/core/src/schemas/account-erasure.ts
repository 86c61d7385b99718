import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { addressFieldsSchema, orderLineSchema } from '../api-types';
import { maxLengthMessage } from './common';

/** Deleting an account (issue 23): the messages, shown by the form and answered by the server. */
export const ACCOUNT_ERASURE_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account',
  passwordMismatch: 'The password is not right. Your account has not been deleted.',
  deleted: 'Your account has been deleted. Your orders and invoices are kept without your personal details.',
} as const;

/**
 * The refusal while orders are still on their way or waiting to be paid: an order's address
 * is needed to deliver it, and an unpaid one may still be paid; each is named by its invoice
 * number (or its id, before it has one).
 */
export function openOrdersMessage(orders: readonly string[]): string {
  return `Your account cannot be deleted while these orders are open: ${orders.join(', ')}. ` + 'Cancel them or wait until they are delivered, then try again.';
}

/**
 * The name that replaces an erased customer's on their orders, invoices and reviews: the
 * review's text and rating stay (they describe the product), its author does not.
 */
export const ERASED_CUSTOMER_NAME = 'Former customer';

/** Customers/DeleteCustomerAccount's body: the current password, which the server checks (throttled as a login). */
export const deleteAccountRequestSchema = z.object({
  current_password: z
    .string({ error: ACCOUNT_ERASURE_MESSAGES.passwordRequired })
    .min(1, { error: ACCOUNT_ERASURE_MESSAGES.passwordRequired })
    .max(TEXT_LIMITS.password, { error: maxLengthMessage('Password', TEXT_LIMITS.password) }),
});
export type DeleteAccountRequest = z.output<typeof deleteAccountRequestSchema>;

/** An order's line in the download: as Order/CustomerOrder sends it. */
const exportedLineSchema = orderLineSchema;

const exportedOrderSchema = addressFieldsSchema.extend({
  order_id: z.number().int(),
  invoice_number: z.string().nullable(),
  order_created_date: z.string(),
  order_status: z.number().int(),
  order_status_label: z.string(),
  payment_status: z.string(),
  order_payment_method: z.string(),
  order_currency: z.string(),
  /** Rupees. */
  order_sub_total: z.number(),
  order_grand_total: z.number(),
  refunded: z.number(),
  customer_email: z.string(),
  upi_id: z.string().nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  lines: z.array(exportedLineSchema),
});

/**
 * Customers/DownloadCustomerData: everything the shop keeps about the caller, and nobody
 * else: the account, the address book, the orders with their lines, the reviews. The cart
 * and the wishlist live in the shopper's browser only (spec 3), so the shop holds neither.
 */
export const customerDataExportSchema = z.object({
  success: z.literal(true),
  exported_at: z.string(),
  account: z.object({
    customer_id: z.number().int(),
    customer_name: z.string(),
    customer_display_name: z.string(),
    customer_email: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  addresses: z.array(
    addressFieldsSchema.extend({
      customer_address_id: z.number().int(),
      default_address: z.union([z.literal(0), z.literal(1)]),
      created_at: z.string(),
    }),
  ),
  orders: z.array(exportedOrderSchema),
  reviews: z.array(
    z.object({
      review_id: z.number().int(),
      product_id: z.number().int(),
      product_title: z.string(),
      customer_name: z.string(),
      customer_email: z.string(),
      review_text: z.string(),
      review_rating: z.number(),
      created_at: z.string(),
      /** Hidden by the shop: not shown on the product page. */
      hidden: z.boolean(),
    }),
  ),
  /** What the file does not hold, and why. */
  notes: z.array(z.string()),
});
export type CustomerDataExport = z.infer<typeof customerDataExportSchema>;
