import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * The first schema: every table of the model. Frozen once released; later changes go in
 * new dated files. Written with Kysely's schema builder so it runs on SQLite and PostgreSQL;
 * the only engine difference is how an auto-increment key is declared.
 */
export async function up(db: Kysely<unknown>, engine: 'sqlite' | 'postgres'): Promise<void> {
  const id = <T extends string>(t: CreateTableBuilder<T, never>, name: string) =>
    engine === 'postgres'
      ? t.addColumn(name, 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  const empty = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

  await id(db.schema.createTable('categories'), 'category_id')
    .addColumn('parent_id', 'integer', (c) => c.references('categories.category_id').onDelete('cascade'))
    .addColumn('category_title', 'text', notNull)
    .addColumn('category_slug', 'text', notNull)
    .addColumn('category_image_url', 'text', empty)
    .addColumn('sort_order', 'integer', zero)
    .execute();
  await db.schema.createIndex('categories_parent_idx').on('categories').columns(['parent_id', 'sort_order']).execute();

  await id(db.schema.createTable('products'), 'product_id')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.category_id'))
    .addColumn('product_title', 'text', notNull)
    .addColumn('product_title_lc', 'text', notNull)
    .addColumn('product_slug', 'text', notNull)
    .addColumn('product_short_description', 'text', empty)
    .addColumn('product_description', 'text', empty)
    .addColumn('product_image_url', 'text', empty)
    .addColumn('product_label', 'text')
    .addColumn('product_label_class', 'text')
    .addColumn('featured_rank', 'integer', zero)
    .addColumn('popularity', 'integer', zero)
    .addColumn('is_trending', 'integer', zero)
    .addColumn('default_variant_id', 'integer')
    .addColumn('sale_price_paise', 'integer', zero)
    .addColumn('mrp_price_paise', 'integer', zero)
    .addColumn('stock_quantity', 'integer', zero)
    .addColumn('rating_sum_x2', 'integer', zero)
    .addColumn('review_count', 'integer', zero)
    .addColumn('created_at', 'text', notNull)
    .addCheckConstraint('products_prices_ck', sql`sale_price_paise >= 0 and mrp_price_paise >= 0 and stock_quantity >= 0`)
    .execute();
  // Listing orders: featured, price both ways, within a category or across the catalog.
  // product_id breaks ties so paging is stable.
  for (const [name, cols] of [
    ['products_featured_idx', ['featured_rank', 'product_id']],
    ['products_price_idx', ['sale_price_paise', 'product_id']],
    ['products_cat_featured_idx', ['category_id', 'featured_rank', 'product_id']],
    ['products_cat_price_idx', ['category_id', 'sale_price_paise', 'product_id']],
    ['products_popularity_idx', ['popularity', 'product_id']],
    ['products_trending_idx', ['is_trending', 'featured_rank']],
    // Covers the title search: scanned in title order, it stops once a page of matches is found.
    ['products_title_search_idx', ['product_title_lc', 'product_id', 'product_title', 'category_id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('products')
      .columns([...cols])
      .execute();
  }

  await id(db.schema.createTable('product_variants'), 'product_variant_id')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.product_id').onDelete('cascade'))
    .addColumn('product_variant_title', 'text', notNull)
    .addColumn('product_variant_short_description', 'text', empty)
    .addColumn('sale_price_paise', 'integer', notNull)
    .addColumn('mrp_price_paise', 'integer', notNull)
    .addColumn('stock_quantity', 'integer', zero)
    .addColumn('is_default', 'integer', zero)
    .addColumn('sort_order', 'integer', zero)
    .addCheckConstraint('variants_ck', sql`sale_price_paise >= 0 and mrp_price_paise >= 0 and stock_quantity >= 0`)
    .execute();
  await db.schema.createIndex('variants_product_idx').on('product_variants').columns(['product_id', 'sort_order']).execute();

  await id(db.schema.createTable('product_gallery'), 'product_gallery_id')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.product_id').onDelete('cascade'))
    .addColumn('product_gallery_type', 'text', notNull)
    .addColumn('product_slider_image_url', 'text', empty)
    .addColumn('product_video_url', 'text', empty)
    .addColumn('sort_order', 'integer', zero)
    .execute();
  await db.schema.createIndex('gallery_product_idx').on('product_gallery').columns(['product_id', 'sort_order']).execute();
  await db.schema.createIndex('gallery_type_idx').on('product_gallery').columns(['product_gallery_type', 'product_gallery_id']).execute();

  await id(db.schema.createTable('customers'), 'customer_id')
    .addColumn('customer_name', 'text', notNull)
    .addColumn('customer_display_name', 'text', empty)
    .addColumn('customer_email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await id(db.schema.createTable('reviews'), 'review_id')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.product_id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.customer_id').onDelete('set null'))
    .addColumn('customer_name', 'text', notNull)
    .addColumn('customer_email', 'text', empty)
    .addColumn('review_text', 'text', notNull)
    .addColumn('review_rating_x2', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .addCheckConstraint('reviews_rating_ck', sql`review_rating_x2 between 2 and 10`)
    .execute();
  await db.schema.createIndex('reviews_product_idx').on('reviews').columns(['product_id', 'created_at']).execute();

  await id(db.schema.createTable('blogs'), 'blog_id')
    .addColumn('blog_title', 'text', notNull)
    .addColumn('blog_slug', 'text', notNull)
    .addColumn('blog_description', 'text', notNull)
    .addColumn('blog_image_url', 'text', empty)
    .addColumn('blog_publish_date', 'text', notNull)
    .execute();
  await db.schema.createIndex('blogs_date_idx').on('blogs').columns(['blog_publish_date', 'blog_id']).execute();

  await id(db.schema.createTable('home_slides'), 'slider_id')
    .addColumn('slider_title', 'text', notNull)
    .addColumn('slider_description', 'text', empty)
    .addColumn('slider_image_url', 'text', empty)
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.category_id'))
    .addColumn('sort_order', 'integer', zero)
    .execute();

  await id(db.schema.createTable('promo_banners'), 'banner_id')
    .addColumn('banner_title', 'text', notNull)
    .addColumn('banner_subtitle', 'text', empty)
    .addColumn('banner_image_url', 'text', empty)
    .addColumn('category_id', 'integer', (c) => c.references('categories.category_id'))
    .addColumn('sort_order', 'integer', zero)
    .execute();

  await id(db.schema.createTable('customer_addresses'), 'customer_address_id')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.customer_id').onDelete('cascade'))
    .addColumn('country_region', 'text', notNull)
    .addColumn('full_name', 'text', notNull)
    .addColumn('mobile_number', 'text', notNull)
    .addColumn('flat_house_building', 'text', notNull)
    .addColumn('area_street_sector', 'text', empty)
    .addColumn('pincode', 'text', notNull)
    .addColumn('landmark', 'text', empty)
    .addColumn('town_city', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('default_address', 'integer', zero)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('addresses_customer_idx').on('customer_addresses').columns(['customer_id', 'default_address']).execute();
  // At most one default address per customer, enforced by the database (a partial unique index on both engines).
  await db.schema
    .createIndex('addresses_one_default_uq')
    .on('customer_addresses')
    .column('customer_id')
    .unique()
    .where(sql.ref('default_address'), '=', 1)
    .execute();

  await id(db.schema.createTable('orders'), 'order_id')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.customer_id'))
    .addColumn('order_status', 'integer', zero)
    .addColumn('order_status_label', 'text', notNull)
    .addColumn('order_sub_total_paise', 'integer', notNull)
    .addColumn('order_grand_total_paise', 'integer', notNull)
    .addColumn('order_payment_method', 'text', notNull)
    .addColumn('order_currency', 'text', notNull)
    .addColumn('idempotency_key', 'text')
    .addColumn('customer_address_id', 'integer', (c) => c.references('customer_addresses.customer_address_id').onDelete('set null'))
    .addColumn('country_region', 'text', empty)
    .addColumn('full_name', 'text', empty)
    .addColumn('mobile_number', 'text', empty)
    .addColumn('flat_house_building', 'text', empty)
    .addColumn('area_street_sector', 'text', empty)
    .addColumn('pincode', 'text', empty)
    .addColumn('landmark', 'text', empty)
    .addColumn('town_city', 'text', empty)
    .addColumn('state', 'text', empty)
    .addColumn('customer_email', 'text', empty)
    .addColumn('order_created_date', 'text', notNull)
    .addUniqueConstraint('orders_idempotency_uq', ['customer_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('orders_customer_idx').on('orders').columns(['customer_id', 'order_id']).execute();

  await id(db.schema.createTable('order_lines'), 'order_line_id')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.order_id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.product_id'))
    .addColumn('product_variant_id', 'integer', (c) => c.notNull().references('product_variants.product_variant_id'))
    .addColumn('item_product_title', 'text', notNull)
    .addColumn('item_variant_title', 'text', empty)
    .addColumn('item_product_variant_sale_price_paise', 'integer', notNull)
    .addColumn('item_product_variant_mrp_price_paise', 'integer', notNull)
    .addColumn('item_quantity', 'integer', notNull)
    .addColumn('item_line_total_paise', 'integer', notNull)
    .addCheckConstraint('order_lines_qty_ck', sql`item_quantity >= 1`)
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();

  await id(db.schema.createTable('contact_messages'), 'contact_message_id')
    .addColumn('name', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('telephone', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('message', 'text', notNull)
    .addColumn('client_ip', 'text', empty)
    .addColumn('created_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('shop_meta')
    .addColumn('meta_key', 'text', (c) => c.primaryKey())
    .addColumn('meta_value', 'text', notNull)
    .execute();
}
