import {
  taxInvoiceOf,
  type Address,
  type CustomerOrderResponse,
  type OrderCustomerInfo,
  type OrderLine,
  type OrderSummary,
  type ProductCard,
  type ShopInfo,
  type TaxNote,
} from '@shop/core';

/** A product card as the API sends it; override any field. */
export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    product_id: 12,
    product_title: 'Amethyst Cluster',
    product_image_url: '/media/art/amethyst.svg',
    product_short_description: 'Deep purple amethyst cluster from Uruguay, hand-picked.',
    product_variant_id: 34,
    product_variant_sale_price: 1749,
    product_variant_mrp_price: 1999,
    product_stock_status: 12,
    average_rating: '4.5',
    product_label: 'Hot',
    product_label_class: 'hot',
    product_category_id: 3,
    ...overrides,
  };
}

/** A stored address as the API sends it (not the default); override any field. */
export function customerAddress(overrides: Partial<Address> = {}): Address {
  return {
    customer_address_id: 1,
    country_region: 'India',
    full_name: 'Mira Rao',
    mobile_number: '9876543210',
    flat_house_building: '12 Quartz Lane',
    area_street_sector: 'Sector 4',
    pincode: '560001',
    landmark: '',
    town_city: 'Bengaluru',
    state: 'Karnataka',
    default_address: 0,
    ...overrides,
  };
}

/** The shop's phone and e-mail and its grievance officer as Home/GetShopInfo answers them (the back office's settings). */
export function shopInfo(overrides: Partial<ShopInfo> = {}): ShopInfo {
  return {
    phone: '+91 141 400 7788',
    email: 'care@stoneandcrystal.example',
    grievance: { name: 'Meera Sharma', designation: 'Grievance Officer', email: 'grievance@stoneandcrystal.example', phone: '+91 141 400 7799' },
    gst_registered: false,
    ...overrides,
  };
}

/** An order as My Orders lists it (Placed, cash, INR); override any field. */
export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    order_id: 77,
    order_created_date: '2026-05-12T10:30:00.000Z',
    order_status: 0,
    order_status_label: 'Placed',
    order_grand_total: 3998,
    order_sub_total: 3998,
    order_payment_method: 'cash',
    order_currency: 'INR',
    order_display_total: 3998,
    payment_status: 'cod_due',
    payment_status_label: 'Pay on delivery',
    invoice_number: 'SC/26-27/000077',
    invoice_key: 'k3y-77',
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    payment_due_at: null,
    pay_online: false,
    ...overrides,
  };
}

/** One line of an order's snapshot; override any field. */
export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    product_id: 12,
    product_variant_id: 34,
    item_product_title: 'Amethyst Cluster',
    item_variant_title: '250 g',
    item_product_variant_sale_price: 1749,
    item_product_variant_mrp_price: 1999,
    item_quantity: 2,
    item_line_total: 3498,
    ...overrides,
  };
}

/** Order/CustomerOrder's answer for an order of two lines; override customer_info fields or the lines. */
export function customerOrder(info: Partial<OrderCustomerInfo> = {}, lines?: OrderLine[]): CustomerOrderResponse {
  return {
    success: true,
    cart_info: lines ?? [
      orderLine(),
      orderLine({
        product_id: 40,
        product_variant_id: 41,
        item_product_title: 'Rose Quartz Sphere',
        item_variant_title: '',
        item_product_variant_sale_price: 500,
        item_quantity: 1,
        item_line_total: 500,
      }),
    ],
    customer_info: {
      ...orderSummary(),
      customer_email: 'mira@example.com',
      country_region: 'India',
      full_name: 'Mira Rao',
      mobile_number: '9876543210',
      flat_house_building: '12 Quartz Lane',
      area_street_sector: 'Sector 4',
      pincode: '560001',
      landmark: 'Near the lake',
      town_city: 'Bengaluru',
      state: 'Karnataka',
      upi_id: null,
      card_brand: null,
      card_last4: null,
      upi_payment_link: null,
      seller: {
        name: 'Stone & Crystal Co.',
        address: '14 Johari Bazaar, Jaipur 302003',
        state: 'Rajasthan',
        gstin: '08ABCDE1234F1Z5',
        phone: '+91 141 400 7788',
        email: 'care@stoneandcrystal.example',
      },
      refunded: 0,
      tax_invoice: null,
      tax_notes: [],
      ...info,
    },
  };
}

/** The HSN code and GST rate of customerOrder()'s two lines, for a registered shop (0.25 % cut stones, 3 % jewellery). */
const TAX_CLASSES = [
  { hsn: '7103', rateBasisPoints: 25 },
  { hsn: '7116', rateBasisPoints: 300 },
] as const;

/**
 * customerOrder() as a registered shop's: its tax invoice, and the credit and debit notes
 * given (Karnataka, another state than the seller's Rajasthan, so IGST; `intraState` moves the
 * delivery to Rajasthan for CGST and SGST).
 */
export function registeredOrder(notes: TaxNote[] = [], { intraState = false }: { intraState?: boolean } = {}): CustomerOrderResponse {
  const order = customerOrder();
  const place = intraState ? { placeOfSupply: 'Rajasthan', placeOfSupplyCode: '08' } : { placeOfSupply: 'Karnataka', placeOfSupplyCode: '29' };
  const tax = taxInvoiceOf({
    lines: order.cart_info.map((line, i) => ({ amountPaise: Math.round(line.item_line_total * 100), ...TAX_CLASSES[i]! })),
    sellerStateCode: '08',
    ...place,
    buyerGstin: null,
    totalPaise: Math.round(order.customer_info.order_grand_total * 100),
  });
  return { ...order, customer_info: { ...order.customer_info, ...(intraState ? { state: 'Rajasthan' } : {}), tax_invoice: tax, tax_notes: notes } };
}

/**
 * A credit or debit note against registeredOrder()'s invoice: `paise` is what it credits (or
 * debits) on each of the order's lines, 0 for a line it leaves out.
 */
export function taxNote(
  note: Pick<TaxNote, 'type' | 'number' | 'issued_at' | 'reason'>,
  paise: readonly number[],
  { intraState = false }: { intraState?: boolean } = {},
): TaxNote {
  const lines = customerOrder()
    .cart_info.map((line, i) => ({ line, paise: paise[i] ?? 0, ...TAX_CLASSES[i]! }))
    .filter((l) => l.paise > 0);
  const total = lines.reduce((sum, l) => sum + l.paise, 0);
  return {
    ...note,
    amount: total / 100,
    items: lines.map(({ line, paise: amount }) => ({
      title: line.item_product_title,
      variant: line.item_variant_title,
      quantity: line.item_quantity,
      amount: amount / 100,
    })),
    tax: taxInvoiceOf({
      lines: lines.map((l) => ({ amountPaise: l.paise, hsn: l.hsn, rateBasisPoints: l.rateBasisPoints })),
      sellerStateCode: '08',
      placeOfSupply: intraState ? 'Rajasthan' : 'Karnataka',
      placeOfSupplyCode: intraState ? '08' : '29',
      buyerGstin: null,
      totalPaise: total,
    }),
  };
}
