import './zod-setup';
import { z } from 'zod';

/**
 * The wire contract of DESIGN.md section 4, as Zod schemas with their TypeScript types.
 * The server declares them as response schemas (OpenAPI, and checked in tests); the
 * browser reads the same types. Prices are numbers in rupees (INR) as stored; the browser
 * converts for display. Field names are the spec's (section 3).
 */

export const apiErrorSchema = z.object({ success: z.literal(false), message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const apiOkSchema = z.object({ success: z.literal(true), message: z.string() });
export type ApiOk = z.infer<typeof apiOkSchema>;

export const productCardSchema = z.object({
  product_id: z.number().int(),
  product_title: z.string(),
  product_image_url: z.string(),
  product_short_description: z.string(),
  /** The default variant. */
  product_variant_id: z.number().int(),
  product_variant_sale_price: z.number(),
  product_variant_mrp_price: z.number(),
  /** 0 is out of stock, a positive number is in stock. */
  product_stock_status: z.number().int(),
  /** "0" to "5", halves allowed; "0" hides the stars. */
  average_rating: z.string(),
  product_label: z.string().nullable(),
  product_label_class: z.string().nullable(),
  product_category_id: z.number().int(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productDetailSchema = productCardSchema.extend({
  product_variant_short_description: z.string(),
  product_variant_title: z.string(),
  product_description: z.string(),
  /** Where the product comes from ('Brazil'), shown on its page (issue 23); '' when not known. */
  product_country_of_origin: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productVariantSchema = z.object({
  product_variant_id: z.number().int(),
  product_id: z.number().int(),
  product_variant_title: z.string(),
  product_variant_short_description: z.string(),
  product_variant_sale_price: z.number(),
  product_variant_mrp_price: z.number(),
  product_stock_status: z.number().int(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export interface Category {
  category_id: number;
  category_title: string;
  category_image_url: string;
  children: Category[];
}
export const categorySchema: z.ZodType<Category> = z
  .lazy(() =>
    z.object({
      category_id: z.number().int(),
      category_title: z.string(),
      category_image_url: z.string(),
      children: z.array(categorySchema),
    }),
  )
  .meta({ id: 'Category', description: 'A category with its subcategories (recursive).' });

export const homeSlideSchema = z.object({
  slider_id: z.number().int(),
  slider_title: z.string(),
  slider_description: z.string(),
  slider_image_url: z.string(),
  category_id: z.number().int(),
  category_title: z.string(),
});
export type HomeSlide = z.infer<typeof homeSlideSchema>;

export const promoBannerSchema = z.object({
  banner_id: z.number().int(),
  banner_title: z.string(),
  banner_subtitle: z.string(),
  banner_image_url: z.string(),
  category_id: z.number().int().nullable(),
  category_title: z.string().nullable(),
});
export type PromoBanner = z.infer<typeof promoBannerSchema>;

export const galleryItemSchema = z.object({
  product_gallery_id: z.number().int(),
  /** 'image'; anything else is a video. */
  product_gallery_type: z.string(),
  product_slider_image_url: z.string(),
  product_video_url: z.string(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const reviewSchemaOut = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  /** ISO-8601 timestamp. */
  created_date: z.string(),
  /** 1 to 5 in halves. */
  review_rating: z.number(),
  review_text: z.string(),
  product_id: z.number().int(),
  /** The reviewer has an order of this product that was not cancelled: 'Verified buyer'. */
  verified_buyer: z.boolean(),
});
export type Review = z.infer<typeof reviewSchemaOut>;

export const videoItemSchema = z.object({
  product_video_url: z.string(),
  product_title: z.string(),
  product_id: z.number().int(),
});
export type VideoItem = z.infer<typeof videoItemSchema>;

export const blogSchemaOut = z.object({
  blog_id: z.number().int(),
  blog_title: z.string(),
  blog_description: z.string(),
  blog_image_url: z.string(),
  /** YYYY-MM-DD. */
  blog_publish_date: z.string(),
});
export type Blog = z.infer<typeof blogSchemaOut>;

/** Page numbers for the previous and next page, or null at either end. */
export const pageInfoSchema = z.object({
  page: z.number().int(),
  total_pages: z.number().int(),
  total_records: z.number().int(),
  next: z.number().int().nullable(),
  prev: z.number().int().nullable(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export const sortByValues = ['featured', 'price_desc', 'price_asc'] as const;
export type SortBy = (typeof sortByValues)[number];

export const searchSuggestionSchema = z.object({ product_id: z.number().int(), product_title: z.string() });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/** `{success, data}` */
export const listResponse = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), data: item });
/** `{success, data: T[], page, total_pages, total_records, next, prev}` */
export const pagedResponse = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), data: z.array(item) }).extend(pageInfoSchema.shape);

export const productsByCategoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ data: z.array(productCardSchema) }).extend(pageInfoSchema.shape),
  category_data: categorySchema.nullable(),
});
export type ProductsByCategoryResponse = z.infer<typeof productsByCategoryResponseSchema>;

export const productDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(productDetailSchema),
  product_variants: z.array(productVariantSchema),
});
export type ProductDetailsResponse = z.infer<typeof productDetailsResponseSchema>;

export type ListResponse<T> = { success: true; data: T };
export type PagedResponse<T> = { success: true; data: T[] } & PageInfo;

// ---------------------------------------------------------------- accounts (Users/*, Customers/*)

/** The data of a successful Users/UserLogin: the signed token and who it belongs to. */
export const loginDataSchema = z.object({
  token: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** `{success, message, data: LoginData}` */
export const loginResponseSchema = apiOkSchema.extend({ data: loginDataSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A customer as Customers/GetCustomerInfo shows them: never a password or its hash. */
export const customerInfoSchema = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_display_name: z.string(),
  customer_email: z.string(),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/**
 * `{success, message, data?: {token}}` of Customers/UpdateCustomer. A new password or a new
 * e-mail ends every other session of the account; `data.token` is then the caller's new
 * token (same expiry as the one it replaces), which the browser keeps in place of the old.
 */
export const updateCustomerResponseSchema = apiOkSchema.extend({ data: z.object({ token: z.string() }).optional() });
export type UpdateCustomerResponse = z.infer<typeof updateCustomerResponseSchema>;

/** `{success, data: [CustomerInfo]}` */
export const customerInfoResponseSchema = listResponse(z.array(customerInfoSchema));

/** A delivery address as the address calls answer it (spec 3); area and landmark are '' when not given. */
/** The fields of a delivery address (spec 3), as addresses and orders' Bill To carry them. */
export const addressFieldsSchema = z.object({
  country_region: z.string(),
  full_name: z.string(),
  mobile_number: z.string(),
  flat_house_building: z.string(),
  area_street_sector: z.string(),
  pincode: z.string(),
  landmark: z.string(),
  town_city: z.string(),
  state: z.string(),
});

export const addressSchemaOut = addressFieldsSchema.extend({
  customer_address_id: z.number().int(),
  /** 1 for the customer's one default address, 0 otherwise. */
  default_address: z.union([z.literal(0), z.literal(1)]),
});
export type Address = z.infer<typeof addressSchemaOut>;

/** `{success, data: Address[], page, total_pages, total_records, next, prev}`, the default first. */
export const addressListResponseSchema = pagedResponse(addressSchemaOut);
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;

/** `{success, data: [Address]}` */
export const addressInfoResponseSchema = listResponse(z.array(addressSchemaOut));

// ---------------------------------------------------------------- orders (Order/*, Customers/GetCustomerOrders)

/** `{success, message, order_id, invoice_key, invoice_number}` of Order/PlaceAndOrder. */
/**
 * What the browser needs to pay an order through the gateway (Razorpay Custom Checkout): the
 * public key id, the gateway's order for the exact amount, and the script's address.
 */
export const paymentCheckoutSchema = z.object({
  gateway: z.literal('razorpay'),
  key_id: z.string(),
  gateway_order_id: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  checkout_url: z.string(),
  /** ISO-8601: not paid by then, the order is cancelled. */
  payment_due_at: z.string().nullable(),
  email: z.string(),
  contact: z.string(),
  name: z.string(),
});
export type PaymentCheckout = z.infer<typeof paymentCheckoutSchema>;

/** Payments/Options: online (the gateway takes UPI, PayPal and card) or offline, and how long an unpaid order waits. */
export const paymentOptionsResponseSchema = z.object({ success: z.literal(true), online: z.boolean(), unpaid_minutes: z.number().int() });

export const paymentCheckoutResponseSchema = z.object({ success: z.literal(true), data: paymentCheckoutSchema });

/** Payments/Confirm: the order's payment status after the payment was recorded. */
export const paymentConfirmResponseSchema = apiOkSchema.extend({ payment_status: z.string(), order_status: z.number().int() });

export const placeOrderResponseSchema = apiOkSchema.extend({
  order_id: z.number().int(),
  /** At least 128 random bits: the invoice link's `?key=` for anyone the shopper shares it with. */
  invoice_key: z.string(),
  invoice_number: z.string(),
  /** For an order paid through the gateway: how to pay it now; null otherwise. */
  payment: paymentCheckoutSchema.nullable(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** An order as My Orders lists it (spec 3, order summary), with what the shop adds. */
export const orderSummarySchema = z.object({
  order_id: z.number().int(),
  /** ISO-8601. */
  order_created_date: z.string(),
  /** 0 Placed (cancellable), 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled. */
  order_status: z.number().int(),
  order_status_label: z.string(),
  /** Rupees (INR), as the invoice states them. */
  order_grand_total: z.number(),
  order_sub_total: z.number(),
  order_payment_method: z.string(),
  /** The currency the shopper ordered in (INR or USD). */
  order_currency: z.string(),
  /** The grand total in order_currency, as the shopper saw it (equal to order_grand_total for INR). */
  order_display_total: z.number(),
  payment_status: z.string(),
  payment_status_label: z.string(),
  invoice_number: z.string(),
  /** The invoice link's key (only ever sent to the order's own customer or a holder of the key). */
  invoice_key: z.string(),
  /** Set once the order is shipped (the back office records them). */
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /**
   * The carrier's tracking page for this parcel (https), or null: made when the order is read,
   * from the owner's carriers as they are now (else a built-in page for the carrier's name).
   */
  tracking_url: z.string().nullable(),
  /** ISO-8601: an unpaid order not paid by then is cancelled and its stock put back; null when nothing is due (paid, Cash on Delivery, cancelled). */
  payment_due_at: z.string().nullable(),
  /** The shopper can pay it online now (Payments/Checkout): placed, awaiting a gateway payment, not past its time. */
  pay_online: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * The shop's contact details every storefront page shows (header hotline, phone menu, footer,
 * Contact page): the owner's settings, one source for all of them.
 */
/** The grievance officer (Consumer Protection (E-Commerce) Rules 2020, rule 4(4)), from the shop's settings. */
export const grievanceOfficerSchema = z.object({
  name: z.string(),
  designation: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

export const shopInfoSchema = z.object({
  phone: z.string(),
  email: z.string(),
  /** Registered for GST: the checkout offers the buyer's GSTIN, and invoices are tax invoices. */
  gst_registered: z.boolean(),
  grievance: grievanceOfficerSchema,
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;
/** `{success, data: ShopInfo}` of Home/GetShopInfo. */
export const shopInfoResponseSchema = z.object({ success: z.literal(true), data: shopInfoSchema });

/** `{success, data: OrderSummary[], page, total_pages, total_records, next, prev}`, newest first. */
export const customerOrdersResponseSchema = pagedResponse(orderSummarySchema);

/** One line of an order (spec 3, order detail), from the order's snapshot; prices in rupees. */
export const orderLineSchema = z.object({
  product_id: z.number().int(),
  product_variant_id: z.number().int(),
  item_product_title: z.string(),
  item_variant_title: z.string(),
  item_product_variant_sale_price: z.number(),
  item_product_variant_mrp_price: z.number(),
  item_quantity: z.number().int(),
  item_line_total: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The seller block of an invoice, as it was when the order was placed. */
export const sellerSchema = z.object({
  name: z.string(),
  address: z.string(),
  state: z.string(),
  gstin: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;

/** Taxable value and tax, in rupees (issue 23). */
export const taxAmountsSchema = z.object({
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  tax: z.number(),
});
export type TaxAmounts = z.infer<typeof taxAmountsSchema>;

/** One line's or one summary row's tax: its HSN code and rate (percent: 3, 0.25) with the amounts. */
export const taxRowSchema = taxAmountsSchema.extend({ hsn: z.string(), rate: z.number() });
export type TaxRow = z.infer<typeof taxRowSchema>;

/**
 * The tax of a registered shop's invoice (CGST Rules, rule 46), from what the order was
 * charged: lines in cart_info's order, a summary per HSN and rate, the totals (sums of the
 * lines, so all three agree to the paisa), the amount in words, place of supply, the buyer's
 * GSTIN, and reverse charge (never, for goods sold by this shop).
 */
export const taxInvoiceSchema = z.object({
  place_of_supply: z.string(),
  /** The place of supply's GST state code ('08'), '96' for another country. */
  place_of_supply_code: z.string(),
  /** Delivery within the shop's state: CGST + SGST; else IGST. */
  intra_state: z.boolean(),
  buyer_gstin: z.string().nullable(),
  reverse_charge: z.literal(false),
  lines: z.array(taxRowSchema),
  summary: z.array(taxRowSchema),
  total: taxAmountsSchema,
  amount_in_words: z.string(),
});
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;

/**
 * A credit note (or debit note) against a tax invoice (CGST Act, section 34; CGST Rules,
 * rule 53): issued when a registered shop's order is cancelled or refunded (credit), or when
 * a cancelled order goes ahead after all (debit: a payment arrived after it expired, or the
 * shop re-opened it). Numbered in its own gap-free series per financial year
 * ('CN/26-27/000001', 'DN/26-27/000001').
 */
export const taxNoteSchema = z.object({
  type: z.enum(['credit', 'debit']),
  number: z.string(),
  /** When it was issued (ISO 8601). */
  issued_at: z.string(),
  /** 'cancel': the order was cancelled (what earlier notes had not credited); 'refund': a refund of an order not cancelled; 'reopen': the debit note of a cancelled order that went ahead. */
  reason: z.enum(['cancel', 'refund', 'reopen']),
  /** Rupees: the value credited (or debited), tax included. */
  amount: z.number(),
  /** What each of the order's lines is credited or debited (rupees), in cart_info's order; lines with nothing are left out. */
  items: z.array(z.object({ title: z.string(), variant: z.string(), quantity: z.number().int(), amount: z.number() })),
  /** The tax inside those amounts, as on an invoice: its lines match `items`. */
  tax: taxInvoiceSchema,
});
export type TaxNote = z.infer<typeof taxNoteSchema>;

/** customer_info of Order/CustomerOrder: the order summary, the Bill To snapshot, the payment and the seller. */
export const orderCustomerInfoSchema = orderSummarySchema.extend({
  customer_email: z.string(),
  ...addressFieldsSchema.shape,
  /** The shopper's UPI id (UPI), or the card's brand and last four (card); null otherwise. */
  upi_id: z.string().nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  /** For an unpaid UPI order: the upi://pay link for the exact amount (the screens draw it as a QR code). */
  upi_payment_link: z.string().nullable(),
  seller: sellerSchema,
  /** Rupees refunded so far (full or partial refunds; issue 18). */
  refunded: z.number(),
  /** A registered shop's tax invoice: the tax per line and per HSN; null for the spec's invoice (an unregistered shop's). */
  tax_invoice: taxInvoiceSchema.nullable(),
  /** The credit and debit notes issued against the tax invoice, oldest first ([] for the spec's invoice). */
  tax_notes: z.array(taxNoteSchema),
});
export type OrderCustomerInfo = z.infer<typeof orderCustomerInfoSchema>;

/** `{success, cart_info, customer_info}` of Order/CustomerOrder (DESIGN 4.2). */
export const customerOrderResponseSchema = z.object({
  success: z.literal(true),
  cart_info: z.array(orderLineSchema),
  customer_info: orderCustomerInfoSchema,
});
export type CustomerOrderResponse = z.infer<typeof customerOrderResponseSchema>;

/**
 * A 409 of Order/PlaceAndOrder when the cart no longer matches the shop: `message` names
 * what changed; `changes` lists each line whose price moved (prices in the order currency)
 * or whose stock is short, so the checkout can show them and ask the shopper to confirm.
 */
export const placeOrderConflictSchema = apiErrorSchema.extend({
  changes: z.array(
    z.object({
      product_id: z.number().int(),
      product_variant_id: z.number().int(),
      product_title: z.string(),
      /** 'price': the sale price moved; 'stock': fewer left than asked (available may be 0); 'unavailable': no such product or variant. */
      reason: z.enum(['price', 'stock', 'unavailable']),
      sent_price: z.number().nullable(),
      current_price: z.number().nullable(),
      available: z.number().int().nullable(),
    }),
  ),
});
export type PlaceOrderConflict = z.infer<typeof placeOrderConflictSchema>;
