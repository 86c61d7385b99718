import { z } from 'zod';
import { ORDER_CURRENCIES } from '../checkout';
import { ORDER_TOTAL_MAX_PAISE } from '../constants';
import { buyerGstinSchema } from '../gst';
import { formatPrice } from '../money';
import { PAYMENT_METHODS } from '../order';
import { bodyIdSchema } from './common';
import { PAYMENT_MESSAGES, UPI_ID_PATTERN } from './payment';

/** The most of one variant in one order, and the most lines an order holds. */
export const ORDER_LINE_QUANTITY_MAX = 99;
export const ORDER_LINES_MAX = 50;
/** The largest amount an order field takes (₹10 crore, in rupees or dollars): ORDER_TOTAL_MAX_PAISE in rupees. */
export const ORDER_AMOUNT_MAX = ORDER_TOTAL_MAX_PAISE / 100;

/** The place-order refusals the browser can cause, in the shop's words. */
export const ORDER_MESSAGES = {
  cartEmpty: 'Your cart is empty.',
  tooManyLines: `An order holds at most ${ORDER_LINES_MAX} lines.`,
  quantityInvalid: `quantity must be a whole number from 1 to ${ORDER_LINE_QUANTITY_MAX}`,
  productIdInvalid: 'product_id must be a positive whole number',
  variantIdInvalid: 'product_variant_id must be a positive whole number',
  addressIdInvalid: 'customer_address_id must be a positive whole number',
  duplicateLine: 'Each product variant may appear only once in an order.',
  methodInvalid: `order_payment_method must be one of ${PAYMENT_METHODS.join(', ')}`,
  currencyInvalid: `order_currency must be one of ${ORDER_CURRENCIES.join(', ')}`,
  cardDetails: 'For a card payment send card_brand and card_last4 (the last four digits) only.',
  cardNumberRefused: 'Card numbers never travel to the shop: send only the card brand and its last four digits.',
  totalTooLarge: `An order can total at most ${formatPrice(ORDER_AMOUNT_MAX, 'INR')}. Please split it into smaller orders, or contact us for a larger one.`,
} as const;

/** An amount of the order currency: a number from 0 with at most two decimals (a larger total says the limit). */
function amount(name: string, tooLarge = `${name} must be an amount of money (at most two decimals)`) {
  const message = `${name} must be an amount of money (at most two decimals)`;
  return z
    .number({ error: message })
    .min(0, { error: message })
    .max(ORDER_AMOUNT_MAX, { error: tooLarge })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: message });
}

/** One CartInfo line (spec 3): the prices are the browser's, checked against the database. */
export const placeOrderLineSchema = z.object({
  product_id: bodyIdSchema(ORDER_MESSAGES.productIdInvalid),
  product_variant_id: bodyIdSchema(ORDER_MESSAGES.variantIdInvalid),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantityInvalid })
    .int({ error: ORDER_MESSAGES.quantityInvalid })
    .min(1, { error: ORDER_MESSAGES.quantityInvalid })
    .max(ORDER_LINE_QUANTITY_MAX, { error: ORDER_MESSAGES.quantityInvalid }),
  product_variant_sale_price: amount('product_variant_sale_price'),
  product_variant_mrp_price: amount('product_variant_mrp_price').optional(),
  original_currency: z.enum(ORDER_CURRENCIES, { error: 'original_currency must be INR or USD' }).optional(),
  converted_currency: z.enum(ORDER_CURRENCIES, { error: 'converted_currency must be INR or USD' }).optional(),
});

/** What travels of a payment: the UPI id for UPI, the brand and last four for a card, nothing else. */
export const placeOrderPaymentSchema = z
  .object({
    upi_id: z.string().trim().toLowerCase().regex(UPI_ID_PATTERN, { error: PAYMENT_MESSAGES.upiInvalid }).optional(),
    card_brand: z.enum(['visa', 'mastercard', 'rupay', 'amex', 'discover', 'card'], { error: ORDER_MESSAGES.cardDetails }).optional(),
    card_last4: z
      .string()
      .regex(/^\d{4}$/, { error: ORDER_MESSAGES.cardDetails })
      .optional(),
  })
  .strict();

/** The place-order payload (spec 3; DESIGN 4.1). */
export const placeOrderRequestSchema = z
  .object({
    CartInfo: z
      .array(placeOrderLineSchema, { error: ORDER_MESSAGES.cartEmpty })
      .min(1, { error: ORDER_MESSAGES.cartEmpty })
      .max(ORDER_LINES_MAX, { error: ORDER_MESSAGES.tooManyLines }),
    customer_address_id: bodyIdSchema(ORDER_MESSAGES.addressIdInvalid),
    order_sub_total: amount('order_sub_total', ORDER_MESSAGES.totalTooLarge),
    order_grand_total: amount('order_grand_total', ORDER_MESSAGES.totalTooLarge),
    order_payment_method: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.methodInvalid }),
    order_currency: z.enum(ORDER_CURRENCIES, { error: ORDER_MESSAGES.currencyInvalid }),
    payment: placeOrderPaymentSchema.optional(),
    /** The buyer's GSTIN for a business purchase (printed on a registered shop's tax invoice); '' or absent: none. */
    buyer_gstin: buyerGstinSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.CartInfo.forEach((line, i) => {
      if (seen.has(line.product_variant_id))
        ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.duplicateLine, path: ['CartInfo', i, 'product_variant_id'] });
      seen.add(line.product_variant_id);
    });
    if (body.order_payment_method === 'upi' && !body.payment?.upi_id) {
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.upiRequired, path: ['payment', 'upi_id'] });
    }
    if (body.order_payment_method === 'card' && (!body.payment?.card_brand || !body.payment.card_last4)) {
      ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.cardDetails, path: ['payment'] });
    }
  });

export type PlaceOrderRequest = z.output<typeof placeOrderRequestSchema>;
export type PlaceOrderRequestInput = z.input<typeof placeOrderRequestSchema>;

/** The cancel-order body. */
export const cancelOrderRequestSchema = z.object({ order_id: bodyIdSchema('order_id must be a positive whole number') });

/** An order's invoice key in a body (the invoice link's ?key=), for a shopper not signed in. */
const invoiceKeySchema = z.string({ error: 'key must be text' }).max(100, { error: 'key must be at most 100 characters' }).optional();

/** POST Payments/Checkout: how to pay an order through the gateway (pay now, or pay again). */
export const paymentCheckoutRequestSchema = z.object({ order_id: bodyIdSchema('order_id must be a positive whole number'), key: invoiceKeySchema });

/** POST Payments/Confirm: what the gateway's checkout handed the browser after a payment. */
export const paymentConfirmRequestSchema = z.object({
  order_id: bodyIdSchema('order_id must be a positive whole number'),
  key: invoiceKeySchema,
  razorpay_payment_id: z
    .string({ error: 'razorpay_payment_id is required' })
    .regex(/^pay_[A-Za-z0-9]{1,40}$/, { error: 'razorpay_payment_id must be a Razorpay payment id (pay_…)' }),
  razorpay_order_id: z
    .string({ error: 'razorpay_order_id is required' })
    .regex(/^order_[A-Za-z0-9]{1,40}$/, { error: 'razorpay_order_id must be a Razorpay order id (order_…)' }),
  razorpay_signature: z
    .string({ error: 'razorpay_signature is required' })
    .regex(/^[0-9a-fA-F]{64}$/, { error: 'razorpay_signature must be 64 hexadecimal characters' }),
});
export type PaymentConfirmRequest = z.output<typeof paymentConfirmRequestSchema>;
