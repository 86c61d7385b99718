import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { titleContains } from '../../db/sql-helpers.js';

/** SQL for the shop's editorial content: home slides, promo banners, product videos, blogs. */
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
}
