import type { Kysely } from 'kysely';
import type { AdminBanner, AdminBlog, AdminSlide, AdminVideo } from '@shop/core/admin';
import type { Database } from '../../db/schema.js';
import { anyContains, titleContains } from '../../db/sql-helpers.js';

/** The storefront's picture of a video gallery row is its thumbnail; 'video' is its type. */
export const VIDEO_TYPE = 'video';

/**
 * SQL for the shop's editorial content: home slides, promo banners, product videos, blogs;
 * the storefront's reads first, then the back office's reads and writes.
 */
export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  homeSlides() {
    return this.db
      .selectFrom('home_slides as s')
      .innerJoin('categories as c', 'c.category_id', 's.category_id')
      .select(['s.slider_id', 's.slider_title', 's.slider_description', 's.slider_image_url', 's.category_id', 'c.category_title'])
      .orderBy('s.sort_order')
      .orderBy('s.slider_id')
      .execute();
  }

  promoBanners() {
    return this.db
      .selectFrom('promo_banners as b')
      .leftJoin('categories as c', 'c.category_id', 'b.category_id')
      .select(['b.banner_id', 'b.banner_title', 'b.banner_subtitle', 'b.banner_image_url', 'b.category_id', 'c.category_title'])
      .orderBy('b.sort_order')
      .orderBy('b.banner_id')
      .execute();
  }

  /** Product videos are the gallery items that are not images (of products on sale), newest first. */
  private videos(keywordLc?: string) {
    let q = this.db
      .selectFrom('product_gallery as g')
      .innerJoin('products as p', 'p.product_id', 'g.product_id')
      .where('g.product_gallery_type', '<>', 'image')
      // An archived product's videos leave the storefront with it.
      .where('p.archived', '=', 0);
    if (keywordLc) q = q.where(titleContains(keywordLc));
    return q;
  }

  listVideos(opts: { keywordLc?: string; limit: number; offset: number }) {
    return this.videos(opts.keywordLc)
      .select(['g.product_video_url', 'p.product_title', 'p.product_id'])
      .orderBy('g.product_gallery_id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute();
  }

  async countVideos(keywordLc?: string): Promise<number> {
    const row = await this.videos(keywordLc)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  listBlogs(opts: { limit: number; offset: number }) {
    return this.db
      .selectFrom('blogs')
      .select(['blog_id', 'blog_title', 'blog_description', 'blog_image_url', 'blog_publish_date'])
      .orderBy('blog_publish_date', 'desc')
      .orderBy('blog_id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute();
  }

  async countBlogs(): Promise<number> {
    const row = await this.db
      .selectFrom('blogs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  // ============================================================ the back office

  // ------------------------------------------------------------ categories and products referred to

  async categoryExists(categoryId: number): Promise<boolean> {
    return (await this.db.selectFrom('categories').select('category_id').where('category_id', '=', categoryId).executeTakeFirst()) !== undefined;
  }

  async productExists(productId: number): Promise<boolean> {
    return (await this.db.selectFrom('products').select('product_id').where('product_id', '=', productId).executeTakeFirst()) !== undefined;
  }

  // ------------------------------------------------------------ home slides

  private slideRows() {
    return this.db
      .selectFrom('home_slides as s')
      .innerJoin('categories as c', 'c.category_id', 's.category_id')
      .select(['s.slider_id', 's.slider_title', 's.slider_description', 's.slider_image_url', 's.category_id', 'c.category_title', 's.sort_order']);
  }

  /** Every slide in the storefront's order. */
  adminSlides(): Promise<AdminSlide[]> {
    return this.slideRows().orderBy('s.sort_order').orderBy('s.slider_id').execute();
  }

  slide(id: number): Promise<AdminSlide | undefined> {
    return this.slideRows().where('s.slider_id', '=', id).executeTakeFirst();
  }

  async slideIds(): Promise<number[]> {
    return (await this.db.selectFrom('home_slides').select('slider_id').execute()).map((r) => r.slider_id);
  }

  /** One past the largest sort_order of the slides (0 when there are none). */
  async nextSlideOrder(): Promise<number> {
    const row = await this.db
      .selectFrom('home_slides')
      .select((eb) => eb.fn.max<number | null>('sort_order').as('m'))
      .executeTakeFirst();
    return row?.m === null || row?.m === undefined ? 0 : Number(row.m) + 1;
  }

  async insertSlide(s: {
    slider_title: string;
    slider_description: string;
    slider_image_url: string;
    category_id: number;
    sort_order: number;
  }): Promise<number> {
    const row = await this.db.insertInto('home_slides').values(s).returning('slider_id').executeTakeFirstOrThrow();
    return row.slider_id;
  }

  async updateSlide(
    id: number,
    changes: Partial<{ slider_title: string; slider_description: string; slider_image_url: string; category_id: number; sort_order: number }>,
  ): Promise<void> {
    await this.db.updateTable('home_slides').set(changes).where('slider_id', '=', id).execute();
  }

  async deleteSlide(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('home_slides').where('slider_id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  // ------------------------------------------------------------ promo banners

  private bannerRows() {
    return this.db
      .selectFrom('promo_banners as b')
      .leftJoin('categories as c', 'c.category_id', 'b.category_id')
      .select(['b.banner_id', 'b.banner_title', 'b.banner_subtitle', 'b.banner_image_url', 'b.category_id', 'c.category_title', 'b.sort_order']);
  }

  adminBanners(): Promise<AdminBanner[]> {
    return this.bannerRows().orderBy('b.sort_order').orderBy('b.banner_id').execute();
  }

  banner(id: number): Promise<AdminBanner | undefined> {
    return this.bannerRows().where('b.banner_id', '=', id).executeTakeFirst();
  }

  async updateBanner(
    id: number,
    changes: Partial<{ banner_title: string; banner_subtitle: string; banner_image_url: string; category_id: number | null }>,
  ): Promise<void> {
    await this.db.updateTable('promo_banners').set(changes).where('banner_id', '=', id).execute();
  }

  // ------------------------------------------------------------ blogs

  private blogRows(q?: string) {
    let query = this.db.selectFrom('blogs');
    if (q) query = query.where(anyContains(['blog_title'], q));
    return query;
  }

  adminBlogs(opts: { q?: string; limit: number; offset: number }): Promise<AdminBlog[]> {
    return this.blogRows(opts.q)
      .select(['blog_id', 'blog_title', 'blog_slug', 'blog_description', 'blog_image_url', 'blog_publish_date'])
      .orderBy('blog_publish_date', 'desc')
      .orderBy('blog_id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute();
  }

  async countAdminBlogs(q?: string): Promise<number> {
    const row = await this.blogRows(q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  blog(id: number): Promise<AdminBlog | undefined> {
    return this.db
      .selectFrom('blogs')
      .select(['blog_id', 'blog_title', 'blog_slug', 'blog_description', 'blog_image_url', 'blog_publish_date'])
      .where('blog_id', '=', id)
      .executeTakeFirst();
  }

  async insertBlog(b: Omit<AdminBlog, 'blog_id'>): Promise<number> {
    const row = await this.db.insertInto('blogs').values(b).returning('blog_id').executeTakeFirstOrThrow();
    return row.blog_id;
  }

  async updateBlog(id: number, changes: Partial<Omit<AdminBlog, 'blog_id'>>): Promise<void> {
    await this.db.updateTable('blogs').set(changes).where('blog_id', '=', id).execute();
  }

  async deleteBlog(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('blogs').where('blog_id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  // ------------------------------------------------------------ product videos

  private videoRows(opts: { productId?: number; qLc?: string }) {
    let query = this.db
      .selectFrom('product_gallery as g')
      .innerJoin('products as p', 'p.product_id', 'g.product_id')
      .where('g.product_gallery_type', '=', VIDEO_TYPE);
    if (opts.productId !== undefined) query = query.where('g.product_id', '=', opts.productId);
    if (opts.qLc) query = query.where(titleContains(opts.qLc));
    return query;
  }

  private static readonly VIDEO_COLUMNS = [
    'g.product_gallery_id',
    'g.product_id',
    'p.product_title',
    'g.product_video_url',
    'g.product_slider_image_url',
    'g.sort_order',
  ] as const;

  /** Videos, newest first (as the storefront's video page lists them). */
  adminVideos(opts: { productId?: number; qLc?: string; limit: number; offset: number }): Promise<AdminVideo[]> {
    return this.videoRows(opts).select(ContentRepository.VIDEO_COLUMNS).orderBy('g.product_gallery_id', 'desc').limit(opts.limit).offset(opts.offset).execute();
  }

  async countAdminVideos(opts: { productId?: number; qLc?: string }): Promise<number> {
    const row = await this.videoRows(opts)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  video(id: number): Promise<AdminVideo | undefined> {
    return this.videoRows({}).select(ContentRepository.VIDEO_COLUMNS).where('g.product_gallery_id', '=', id).executeTakeFirst();
  }

  /** One past the largest sort_order of the product's gallery (pictures and videos), 0 when empty. */
  async nextGalleryOrder(productId: number): Promise<number> {
    const row = await this.db
      .selectFrom('product_gallery')
      .select((eb) => eb.fn.max<number | null>('sort_order').as('m'))
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return row?.m === null || row?.m === undefined ? 0 : Number(row.m) + 1;
  }

  async insertVideo(v: { product_id: number; product_video_url: string; product_slider_image_url: string; sort_order: number }): Promise<number> {
    const row = await this.db
      .insertInto('product_gallery')
      .values({ ...v, product_gallery_type: VIDEO_TYPE })
      .returning('product_gallery_id')
      .executeTakeFirstOrThrow();
    return row.product_gallery_id;
  }

  async updateVideo(id: number, changes: Partial<{ product_video_url: string; product_slider_image_url: string; sort_order: number }>): Promise<void> {
    await this.db.updateTable('product_gallery').set(changes).where('product_gallery_id', '=', id).where('product_gallery_type', '=', VIDEO_TYPE).execute();
  }

  async deleteVideo(id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('product_gallery')
      .where('product_gallery_id', '=', id)
      .where('product_gallery_type', '=', VIDEO_TYPE)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
