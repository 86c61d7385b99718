import {
  INR_PER_USD,
  rateToBasisPoints,
  shareAcrossLines,
  taxInvoiceOf,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  toMinorUnits,
  upiPaymentLink,
  type CustomerOrderResponse,
  type OrderCustomerInfo,
  type OrderLine,
  type OrderStatus,
  type PaymentStatus,
  type TaxNote,
} from '@shop/core';

/** Orders for the invoice tests (and for looking at the page): as Order/CustomerOrder answers them. */

const SELLER = {
  name: 'Stone & Crystal Co.',
  address: '14 Johari Bazaar, Jaipur, Rajasthan 302003, India',
  state: 'Rajasthan (08)',
  gstin: '08AAKCS4821M1ZW',
  phone: '+91 141 400 7788',
  email: 'care@stoneandcrystal.example',
};

type LineInput = Pick<OrderLine, 'item_product_title' | 'item_variant_title' | 'item_quantity'> & { price: number };

function lines(inputs: LineInput[]): OrderLine[] {
  return inputs.map((l, i) => ({
    product_id: 100 + i,
    product_variant_id: 1000 + i,
    item_product_title: l.item_product_title,
    item_variant_title: l.item_variant_title,
    item_product_variant_sale_price: l.price,
    item_product_variant_mrp_price: Math.round(l.price * 1.2),
    item_quantity: l.item_quantity,
    item_line_total: (toMinorUnits(l.price) * l.item_quantity) / 100,
  }));
}

function order(cart: OrderLine[], info: Partial<OrderCustomerInfo> & { order_status: OrderStatus; payment_status: PaymentStatus }): CustomerOrderResponse {
  const totalPaise = cart.reduce((sum, l) => sum + toMinorUnits(l.item_line_total), 0);
  const currency = info.order_currency ?? 'INR';
  // USD: each unit price converted and rounded to the cent, as the checkout priced it.
  const displayTotal =
    currency === 'USD'
      ? cart.reduce((sum, l) => sum + toMinorUnits(l.item_product_variant_sale_price / INR_PER_USD) * l.item_quantity, 0) / 100
      : totalPaise / 100;
  const base: OrderCustomerInfo = {
    order_id: 4821,
    order_created_date: '2026-03-05T13:47:12.000Z',
    order_status_label: ORDER_STATUS_LABELS[info.order_status],
    order_grand_total: totalPaise / 100,
    order_sub_total: totalPaise / 100,
    order_payment_method: 'cash',
    order_currency: currency,
    order_display_total: displayTotal,
    payment_status_label: PAYMENT_STATUS_LABELS[info.payment_status],
    invoice_number: 'SC/25-26/000417',
    invoice_key: 'k'.repeat(32),
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    payment_due_at: null,
    pay_online: false,
    customer_email: 'priya.sharma@example.in',
    country_region: 'India',
    full_name: 'Priya Sharma',
    mobile_number: '9829012345',
    flat_house_building: 'B-204, Shanti Apartments',
    area_street_sector: 'Malviya Nagar, Sector 7',
    pincode: '302017',
    landmark: 'Near Gaurav Tower',
    town_city: 'Jaipur',
    state: 'Rajasthan',
    upi_id: null,
    card_brand: null,
    card_last4: null,
    upi_payment_link: null,
    seller: SELLER,
    refunded: 0,
    tax_invoice: null,
    tax_notes: [],
    ...info,
  };
  return { success: true, cart_info: cart, customer_info: base };
}

/** A Cash on Delivery order in INR from Jaipur, three lines (one with a long title). */
export const inrCashOrder = order(
  lines([
    { item_product_title: 'Rose Quartz Heart Palm Stone', item_variant_title: 'Medium (5 cm)', item_quantity: 2, price: 649 },
    {
      item_product_title: 'Seven Chakra Bead Bracelet with Natural Amethyst, Tiger Eye, Lapis Lazuli, Carnelian and Clear Quartz on an Elastic Cord',
      item_variant_title: '8 mm beads / 7 inch',
      item_quantity: 1,
      price: 1299,
    },
    { item_product_title: 'Black Tourmaline Raw Cluster', item_variant_title: 'Approx. 250 g', item_quantity: 3, price: 1850.5 },
  ]),
  { order_status: 0, payment_status: 'cod_due' },
);

const usdLines = lines([
  { item_product_title: 'Amethyst Geode Cathedral', item_variant_title: 'Large (30 cm)', item_quantity: 1, price: 18500 },
  { item_product_title: 'Citrine Tumbled Stones', item_variant_title: 'Pack of 10', item_quantity: 2, price: 799 },
]);
const usdTotalPaise = usdLines.reduce((sum, l) => sum + toMinorUnits(l.item_line_total), 0);

/** A UPI order in USD from New York, not yet paid: the invoice carries the QR code. */
export const usdUpiUnpaidOrder = order(usdLines, {
  order_id: 4822,
  invoice_number: 'SC/25-26/000418',
  order_status: 0,
  payment_status: 'awaiting_payment',
  order_payment_method: 'upi',
  order_currency: 'USD',
  customer_email: 'dan.brooks@example.com',
  country_region: 'United States',
  full_name: 'Daniel Brooks',
  mobile_number: '2125550147',
  flat_house_building: 'Apt 5C, 211 West 74th Street',
  area_street_sector: 'Upper West Side',
  pincode: '10023',
  landmark: '',
  town_city: 'New York',
  state: 'New York',
  upi_id: 'dbrooks@okhdfcbank',
  upi_payment_link: upiPaymentLink({
    payeeVpa: 'stoneandcrystal@okicici',
    payeeName: SELLER.name,
    amountPaise: usdTotalPaise,
    reference: 'ORD004822',
    note: 'Order 4822 SC/25-26/000418',
  }),
});

const stones = ['Lapis Lazuli', 'Green Aventurine', 'Moonstone', 'Labradorite', 'Carnelian', 'Howlite', 'Malachite', 'Red Jasper'];
const shapes = ['Sphere', 'Pyramid', 'Tower Point', 'Worry Stone', 'Bead Mala'];

/** A card order to Dubai by a shopper with an Arabic name and address: 25 lines, so two pages. */
export const arabicLongOrder = order(
  lines(
    Array.from({ length: 25 }, (_, i) =>
      i === 3
        ? { item_product_title: 'مسبحة من حجر العقيق اليمني', item_variant_title: '33 حبة', item_quantity: 1, price: 2250 }
        : {
            item_product_title: `${stones[i % stones.length]} ${shapes[i % shapes.length]}`,
            item_variant_title: `${20 + i * 5} mm`,
            item_quantity: 1 + (i % 4),
            price: 350 + i * 137.25,
          },
    ),
  ),
  {
    order_id: 4823,
    invoice_number: 'SC/26-27/000001',
    order_created_date: '2026-03-31T19:05:00.000Z', // 1 April 2026, 00:35 in India
    order_status: 2,
    payment_status: 'awaiting_payment',
    order_payment_method: 'card',
    card_brand: 'visa',
    card_last4: '4242',
    customer_email: 'm.abdullah@example.ae',
    country_region: 'United Arab Emirates',
    full_name: 'محمد عبد الله الهاشمي',
    mobile_number: '971501234567',
    flat_house_building: 'شقة 12، برج النور',
    area_street_sector: 'شارع الشيخ زايد',
    pincode: '00000',
    landmark: 'بجوار محطة المترو',
    town_city: 'دبي',
    state: 'دبي',
  },
);

/** The lines' HSN codes and rates as a registered shop charged them (inrCashOrder's three lines). */
const TAXED = [
  { hsn: '7116', rate: 3 },
  { hsn: '7116', rate: 3 },
  { hsn: '7103', rate: 0.25 },
];

/** inrCashOrder as a registered shop's tax invoice, to `state` (code `code`), with the buyer's GSTIN if given. */
function taxed(base: CustomerOrderResponse, supply: { name: string; code: string }, buyerGstin: string | null, extra: Partial<OrderCustomerInfo> = {}) {
  const info = base.customer_info;
  return {
    ...base,
    customer_info: {
      ...info,
      ...extra,
      tax_invoice: taxInvoiceOf({
        lines: base.cart_info.map((l, i) => ({
          amountPaise: toMinorUnits(l.item_line_total),
          hsn: TAXED[i]!.hsn,
          rateBasisPoints: rateToBasisPoints(TAXED[i]!.rate),
        })),
        sellerStateCode: '08',
        placeOfSupply: supply.name,
        placeOfSupplyCode: supply.code,
        buyerGstin,
        totalPaise: toMinorUnits(info.order_grand_total),
      }),
    },
  };
}

/** A registered shop's tax invoice within Rajasthan: CGST and SGST. */
export const intraStateTaxOrder = taxed(inrCashOrder, { name: 'Rajasthan', code: '08' }, null, { invoice_number: 'SC/26-27/000512', order_id: 4824 });

/** A registered shop's tax invoice to Maharashtra for a business with a GSTIN: IGST. */
export const interStateTaxOrder = taxed(inrCashOrder, { name: 'Maharashtra', code: '27' }, '27AAPFU0939F1ZV', {
  invoice_number: 'SC/26-27/000513',
  order_id: 4825,
  full_name: 'Kavya Iyer (Moonlit Crystals LLP)',
  flat_house_building: 'Unit 4, Laxmi Industrial Estate',
  area_street_sector: 'New Link Road, Andheri West',
  pincode: '400053',
  landmark: '',
  town_city: 'Mumbai',
  state: 'Maharashtra',
});

/**
 * intraStateTaxOrder's credit note for a refund of ₹1,000, shared across its three lines in
 * proportion to what each was charged (core's shareAcrossLines), as the server issues it.
 */
export const intraStateCreditNote = ((): TaxNote => {
  const order = intraStateTaxOrder;
  const charged = order.cart_info.map((l) => toMinorUnits(l.item_line_total));
  const shares = shareAcrossLines(100_000, charged);
  return {
    type: 'credit',
    number: 'CN/26-27/000007',
    issued_at: '2026-05-12T06:30:00.000Z',
    reason: 'refund',
    amount: 1000,
    items: order.cart_info.map((l, i) => ({ title: l.item_product_title, variant: l.item_variant_title, quantity: l.item_quantity, amount: shares[i]! / 100 })),
    tax: taxInvoiceOf({
      lines: shares.map((amountPaise, i) => ({ amountPaise, hsn: TAXED[i]!.hsn, rateBasisPoints: rateToBasisPoints(TAXED[i]!.rate) })),
      sellerStateCode: '08',
      placeOfSupply: 'Rajasthan',
      placeOfSupplyCode: '08',
      buyerGstin: null,
      totalPaise: 100_000,
    }),
  };
})();
