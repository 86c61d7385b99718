import type { Generated, Insertable, Selectable } from 'kysely';
import type { StockChangeKind } from '@shop/core/admin';

/**
 * The whole data model, for every entity of spec section 3, so later work adds behaviour
 * rather than redesigning tables. Money is integer paise (INR); flags are 0/1 integers
 * and timestamps ISO-8601 UTC text, so the same queries run on SQLite and PostgreSQL.
 */
export interface Database {
  categories: CategoryTable;
  products: ProductTable;
  product_variants: ProductVariantTable;
  product_gallery: ProductGalleryTable;
  reviews: ReviewTable;
  blogs: BlogTable;
  home_slides: HomeSlideTable;
  promo_banners: PromoBannerTable;
  customers: CustomerTable;
  customer_addresses: CustomerAddressTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_history: OrderHistoryTable;
  invoice_counters: InvoiceCounterTable;
  contact_messages: ContactMessageTable;
  shop_meta: ShopMetaTable;
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
  admin_setup_tokens: AdminSetupTokenTable;
  audit_log: AuditLogTable;
  shop_settings: ShopSettingTable;
  stock_adjustments: StockAdjustmentTable;
  stored_files: StoredFileTable;
  outbox: OutboxTable;
  password_resets: PasswordResetTable;
  payment_events: PaymentEventTable;
  refunds: RefundTable;
  product_attributes: ProductAttributeTable;
  search_misses: SearchMissTable;
  tax_notes: TaxNoteTable;
  tax_note_counters: TaxNoteCounterTable;
  policies: PolicyTable;
}

export interface CategoryTable {
  category_id: Generated<number>;
  /** null for a top-level category; the tree is at most three levels deep. */
  parent_id: number | null;
  category_title: string;
  category_slug: string;
  category_image_url: string;
  sort_order: number;
  /** The HSN code and GST rate (basis points) of its products that set none; null: its parent's. */
  hsn_code: Generated<string | null>;
  gst_rate_bp: Generated<number | null>;
}

export interface ProductTable {
  product_id: Generated<number>;
  category_id: number;
  product_title: string;
  /** lower-cased title, so a case-insensitive substring search is a plain LIKE on both engines. */
  product_title_lc: string;
  product_slug: string;
  product_short_description: string;
  /** HTML, sanitised before it is rendered. */
  product_description: string;
  product_image_url: string;
  /** 'Hot', 'New', 'Sale' or null. */
  product_label: string | null;
  /** CSS class for the label: 'hot', 'new', 'sale', or null. */
  product_label_class: string | null;
  /** Featured order: lower comes first (the 'featured' sort and the listing default). */
  featured_rank: number;
  /** Popular Products on the home page: higher is more popular. */
  popularity: number;
  /** 1 when the product is in the Trending carousel. */
  is_trending: number;
  /**
   * Denormalised from the default variant so listings sort and page by price with an
   * index, without a join. Kept in step by the catalog repository.
   */
  default_variant_id: number | null;
  sale_price_paise: number;
  mrp_price_paise: number;
  /** Sum of the variants' stock; 0 means out of stock. */
  stock_quantity: number;
  /** Sum of review ratings times 2 and the review count: average = sum / 2 / count. */
  rating_sum_x2: number;
  review_count: number;
  created_at: string;
  /** Other names to search by (Hindi and Arabic names, misspellings), comma-separated. */
  product_aliases: Generated<string>;
  /** 1 when the back office archived the product: gone from the storefront, kept for orders. */
  archived: Generated<number>;
  /** Its own HSN code and GST rate (basis points); null: its category's (decision 020). */
  hsn_code: Generated<string | null>;
  gst_rate_bp: Generated<number | null>;
  /** Where it was mined or made ('Brazil'), shown before purchase; required to publish. */
  country_of_origin: Generated<string>;
}

export interface ProductVariantTable {
  product_variant_id: Generated<number>;
  product_id: number;
  product_variant_title: string;
  product_variant_short_description: string;
  sale_price_paise: number;
  mrp_price_paise: number;
  stock_quantity: number;
  is_default: number;
  sort_order: number;
}

export interface ProductGalleryTable {
  product_gallery_id: Generated<number>;
  product_id: number;
  /** 'image' or 'video'. */
  product_gallery_type: string;
  product_slider_image_url: string;
  /** The video service's URL (watch, shorts or embed form), or '' for images. */
  product_video_url: string;
  sort_order: number;
}

export interface ReviewTable {
  review_id: Generated<number>;
  product_id: number;
  customer_id: number | null;
  customer_name: string;
  customer_email: string;
  review_text: string;
  /** 1 to 5 in halves, stored doubled (2 to 10) so it stays an integer. */
  review_rating_x2: number;
  created_at: string;
  /** 1 when the back office hid the review: not shown, and not in the product's average. */
  hidden: Generated<number>;
}

export interface BlogTable {
  blog_id: Generated<number>;
  blog_title: string;
  blog_slug: string;
  /** HTML, sanitised before it is rendered. */
  blog_description: string;
  blog_image_url: string;
  /** YYYY-MM-DD. */
  blog_publish_date: string;
}

export interface HomeSlideTable {
  slider_id: Generated<number>;
  slider_title: string;
  slider_description: string;
  slider_image_url: string;
  category_id: number;
  sort_order: number;
}

export interface PromoBannerTable {
  banner_id: Generated<number>;
  banner_title: string;
  banner_subtitle: string;
  banner_image_url: string;
  category_id: number | null;
  sort_order: number;
}

export interface CustomerTable {
  customer_id: Generated<number>;
  customer_name: string;
  customer_display_name: string;
  /** stored lower-cased; unique. */
  customer_email: string;
  /** scrypt hash with its salt and parameters; never leaves the server. */
  password_hash: string;
  /** Carried by every login token; raised by a password or e-mail change to end the other sessions. */
  session_version: Generated<number>;
  created_at: string;
  updated_at: string;
  /** When the owner had the account erased (a tombstone: personal fields replaced); null while it is live. */
  erased_at: Generated<string | null>;
}

/** The fields of a delivery address, as the customer writes them; orders keep a copy. */
export interface AddressColumns {
  country_region: string;
  full_name: string;
  mobile_number: string;
  flat_house_building: string;
  area_street_sector: string;
  pincode: string;
  landmark: string;
  town_city: string;
  state: string;
}

/** The address columns by name, in the form's order: one list for addresses and order snapshots. */
export const ADDRESS_COLUMN_NAMES = [
  'country_region',
  'full_name',
  'mobile_number',
  'flat_house_building',
  'area_street_sector',
  'pincode',
  'landmark',
  'town_city',
  'state',
] as const satisfies ReadonlyArray<keyof AddressColumns>;

/** Just the address columns of a row (an address, or an order's snapshot of one). */
export function addressColumnsOf(row: AddressColumns): AddressColumns {
  return Object.fromEntries(ADDRESS_COLUMN_NAMES.map((name) => [name, row[name]])) as unknown as AddressColumns;
}

export interface CustomerAddressTable extends AddressColumns {
  customer_address_id: Generated<number>;
  customer_id: number;
  default_address: number;
  created_at: string;
  updated_at: string;
}

export interface OrderTable extends AddressColumns {
  order_id: Generated<number>;
  customer_id: number;
  /** 0 means placed and still cancellable. */
  order_status: number;
  order_status_label: string;
  order_sub_total_paise: number;
  order_grand_total_paise: number;
  order_payment_method: string;
  /** The currency the shopper saw (INR or USD); totals are always stored in INR paise. */
  order_currency: string;
  /** The client's retry key: a repeated request returns the first order. */
  idempotency_key: string | null;
  /** The address ordered to; its fields (AddressColumns) are a snapshot taken at ordering time. */
  customer_address_id: number | null;
  customer_email: string;
  order_created_date: string;
  /** cod_due, awaiting_payment, paid, refunded or void (DESIGN 4.1). */
  payment_status: Generated<string>;
  /** Gap-free within an Indian financial year: 'SC/26-27/000123'. */
  invoice_number: string | null;
  /** The invoice link's key: 128 random bits, base64url. */
  invoice_key: string | null;
  /** The grand total in order_currency's minor units (cents for USD), as the shopper saw it. */
  order_display_total_minor: Generated<number>;
  upi_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  carrier: string | null;
  tracking_number: string | null;
  /** SHA-256 of the place-order body, to tell a retry from another order under one Idempotency-Key. */
  request_hash: string | null;
  /** The seller block as it was when the order was placed (JSON). */
  seller_json: Generated<string>;
  /** 'en' or 'ar': the storefront's language when the order was placed; its e-mails use it. */
  order_language: Generated<string>;
  /** When an unpaid order is cancelled and its stock put back; null: never (Cash on Delivery, or paid). */
  payment_due_at: string | null;
  /** The gateway's order (Razorpay 'order_…'), created with the shop's order. */
  gateway_order_id: string | null;
  /** The gateway's payment that paid it ('pay_…'). */
  gateway_payment_id: string | null;
  /** When the reconciliation last asked the gateway about this unpaid order. */
  gateway_checked_at: Generated<string | null>;
  /** Money that needs a person: 'paid_after_expiry' or 'amount_mismatch'; null when none. */
  payment_flag: string | null;
  /** What has been refunded so far (INR paise); never more than the grand total. */
  refunded_paise: Generated<number>;
  /** 1: its invoice is a tax invoice (the shop was registered for GST when it was placed). */
  tax_invoice: Generated<number>;
  /** The place of supply: the delivery state's name and GST code, or 'Other Country' and '96'; null on an order that is not a tax invoice. */
  place_of_supply: Generated<string | null>;
  place_of_supply_code: Generated<string | null>;
  /** The buyer's GSTIN, given at checkout for a business purchase. */
  buyer_gstin: Generated<string | null>;
}

export interface TaxNoteTable {
  tax_note_id: Generated<number>;
  order_id: number;
  note_type: 'credit' | 'debit';
  /** Gap-free within a financial year, one series per type: 'CN/26-27/000001', 'DN/26-27/000001'. */
  note_number: string;
  reason: 'cancel' | 'refund' | 'reopen';
  amount_paise: number;
  /** What each of the order's lines is credited or debited, in paise, in the order's line order (JSON). */
  lines_json: string;
  created_at: string;
}

export interface TaxNoteCounterTable {
  /** 'CN/26-27' or 'DN/26-27'. */
  series: string;
  last_number: number;
}

export interface PaymentEventTable {
  /** The gateway's event id (Razorpay's x-razorpay-event-id), or a derived key for a confirmation. */
  event_id: string;
  event: string;
  order_id: number | null;
  /** What it did: 'paid', 'ignored: …'. */
  outcome: Generated<string>;
  received_at: string;
}

export interface RefundTable {
  refund_id: Generated<number>;
  order_id: number;
  amount_paise: number;
  reason: string;
  /** The bank reference of a refund made by hand. */
  reference: string | null;
  /** The gateway's refund ('rfnd_…'). */
  gateway_refund_id: string | null;
  status: 'pending' | 'processed' | 'failed';
  /** 'staff:3', 'customer:12' or 'system'. */
  created_by: string;
  created_at: string;
  settled_at: string | null;
}

export interface OrderHistoryTable {
  order_history_id: Generated<number>;
  order_id: number;
  field: 'order_status' | 'payment_status';
  from_value: string | null;
  to_value: string;
  /** 'customer:12', 'staff:3' or 'system'. */
  changed_by: string;
  note: Generated<string>;
  changed_at: string;
}

export interface InvoiceCounterTable {
  /** '26-27' for April 2026 to March 2027. */
  financial_year: string;
  last_number: number;
}

export interface OrderLineTable {
  order_line_id: Generated<number>;
  order_id: number;
  product_id: number;
  product_variant_id: number;
  item_product_title: string;
  item_variant_title: string;
  item_product_variant_sale_price_paise: number;
  item_product_variant_mrp_price_paise: number;
  item_quantity: number;
  item_line_total_paise: number;
  /** The HSN code and GST rate (basis points) the line was charged at; null on orders placed before issue 23. */
  hsn_code: Generated<string | null>;
  gst_rate_bp: Generated<number | null>;
}

export interface ContactMessageTable {
  contact_message_id: Generated<number>;
  name: string;
  email: string;
  telephone: string;
  subject: string;
  message: string;
  client_ip: string;
  created_at: string;
  /** When a member of staff marked the message handled, and who; null while open. */
  handled_at: string | null;
  handled_by: number | null;
  /** The ticket's status (issue 23): open, answered or closed. */
  ticket_status: Generated<'open' | 'answered' | 'closed'>;
}

/** A policy page as the owner saved it (issue 23); a page never saved is not here. */
export interface PolicyTable {
  /** 'ShippingDelivery', 'ReturnsRefunds', 'Cancellation', 'Privacy' or 'Terms' (core POLICY_SLUGS). */
  policy_slug: string;
  title_en: string;
  title_ar: string;
  /** Sanitised HTML. */
  body_en: string;
  body_ar: string;
  updated_at: string;
  updated_by: number | null;
}

/** Small key/value facts about the database itself (seed version, catalog size). */
export interface ShopMetaTable {
  meta_key: string;
  meta_value: string;
}

export type StaffRole = 'owner' | 'staff';

/** A person who runs the shop; never a customer account with a flag. */
export interface StaffTable {
  staff_id: Generated<number>;
  /** stored lower-cased; unique. */
  email: string;
  name: string;
  role: StaffRole;
  /** scrypt, as for customers; never leaves the server. */
  password_hash: string;
  /** 0 when the owner has switched the account off: it cannot sign in, its sessions end. */
  active: Generated<number>;
  /** Raised by a password change or deactivation: every session signed before it ends. */
  session_version: Generated<number>;
  created_at: string;
  updated_at: string;
  /** When the owner had the account erased (a tombstone: personal fields replaced); null while it is live. */
  erased_at: Generated<string | null>;
}

export interface StaffSessionTable {
  /** SHA-256 (hex) of the session's random token; the token itself is never stored. */
  session_hash: string;
  staff_id: number;
  session_version: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export interface AdminSetupTokenTable {
  token_hash: string;
  created_at: string;
}

export interface AuditLogTable {
  audit_id: Generated<number>;
  /** null for the command line (npm run admin:create) and the setup link. */
  staff_id: number | null;
  staff_email: string;
  /** 'order.ship', 'product.update', … */
  action: string;
  entity: string;
  entity_id: Generated<string>;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
  /** The row this one is part of (a CSV import's row for each product it changed); null otherwise. */
  parent_id: number | null;
}

export interface ShopSettingTable {
  setting_key: string;
  /** JSON. */
  setting_value: string;
}

/** The stock ledger: one row per change of a variant's stock, whatever made it (modules/catalog/inventory.ts). */
export interface StockAdjustmentTable {
  stock_adjustment_id: Generated<number>;
  product_variant_id: number;
  delta: number;
  stock_after: number;
  reason: string;
  /** What moved it (core's STOCK_CHANGE_KINDS). */
  kind: StockChangeKind;
  /** The order that moved it (kinds order, cancel, expiry, reopen). */
  order_id: number | null;
  staff_id: number | null;
  created_at: string;
}

export interface StoredFileTable {
  file_key: string;
  content_type: string;
  bytes: Uint8Array;
  created_at: string;
}

/** An e-mail to send (DESIGN 4.4), written in the transaction of the change that causes it. */
export interface OutboxTable {
  outbox_id: Generated<number>;
  /** MESSAGE_KINDS of core/admin: 'order_placed', 'password_reset', … */
  kind: string;
  /** One address, validated before the row is written (never a display name: no header text from users). */
  recipient: string;
  reply_to: string | null;
  language: Generated<string>;
  /** What the template needs (message-data.ts), as it was when the change committed. */
  data_json: string;
  /** Filled when the message is first rendered. */
  subject: Generated<string>;
  /** pending, sending (claimed until lease_until), sent or failed. */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** '<…@host>': the same on every attempt, so a resend after a crash is recognisable. */
  message_id: string;
  order_id: number | null;
  created_at: string;
}

/** A password reset link: the SHA-256 of its token only. */
export interface PasswordResetTable {
  token_hash: string;
  customer_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type OutboxRow = Selectable<OutboxTable>;
export type ProductRow = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type VariantRow = Selectable<ProductVariantTable>;
export type CategoryRow = Selectable<CategoryTable>;

/** One value of a product's attribute (Chakra: Heart); a product's rows in `position` order. */
export interface ProductAttributeTable {
  product_id: number;
  name: string;
  value: string;
  position: number;
}

/** A search that found nothing, by its folded words: how often and when. */
export interface SearchMissTable {
  query_key: string;
  /** The words as last typed. */
  query: string;
  count: number;
  first_seen: string;
  last_seen: string;
}
