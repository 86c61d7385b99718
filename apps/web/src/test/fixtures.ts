import type { Address, CustomerOrderResponse, OrderCustomerInfo, OrderLine, OrderSummary, ProductCard, ShopInfo } from '@shop/core';

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
