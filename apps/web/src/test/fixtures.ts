import type { Address, ProductCard } from '@shop/core';

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
