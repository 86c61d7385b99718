import type { Kysely } from 'kysely';
import { pageInfo, titleSlug, type Blog, type HomeSlide, type PageInfo, type PromoBanner, type VideoItem } from '@shop/core';
import {
  CONTENT_MESSAGES,
  videoThumbnailOf,
  type AdminBanner,
  type AdminBlog,
  type AdminSlide,
  type AdminVideo,
  type BannerUpdate,
  type BlogInput,
  type BlogUpdate,
  type SlideInput,
  type SlideUpdate,
  type VideoInput,
  type VideoUpdate,
} from '@shop/core/admin';
import type { ShopDb } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { isForeignKeyViolation, offsetOf, type Paged } from '../../db/sql-helpers.js';
import { catalogChanged, writeTransaction } from '../../db/write-transaction.js';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { recordAudit, type Actor } from '../staff/audit.js';
import { ContentRepository } from './content.repository.js';

/** Only the fields that were sent (a PATCH body's undefined fields are left alone). */
function defined<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The HTML a blog is stored with: sanitised once on the way in (and again on the way out to shoppers). */
function cleanBlogHtml(html: string): string {
  const clean = sanitizeRichText(html).trim();
  if (
    clean
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  )
    throw badRequest(CONTENT_MESSAGES.descriptionEmpty);
  return clean;
}

/**
 * Editorial content: slides, banners, videos and blogs, paged as the storefront reads them
 * (from the reading connection), and the back office's edits of them. Each edit runs in one
 * transaction with its audit row and announces a content change, so the storefront's caches
 * that could still show the old content are cleared once it commits.
 */
export class ContentService {
  /** The storefront's reads (PostgreSQL: the read pool). */
  private readonly reads: ContentRepository;
  /** The back office's reads, on the writing connection (what it just saved, at once). */
  private readonly repo: ContentRepository;

  constructor(private readonly shop: ShopDb) {
    this.reads = new ContentRepository(shop.reads);
    this.repo = new ContentRepository(shop.db);
  }

  homeSlides(): Promise<HomeSlide[]> {
    return this.reads.homeSlides();
  }

  promoBanners(): Promise<PromoBanner[]> {
    return this.reads.promoBanners();
  }

  async videos(q: { keyword?: string; page: number; limit: number }): Promise<{ data: VideoItem[] } & PageInfo> {
    const keywordLc = q.keyword?.trim().toLowerCase() || undefined;
    const [data, total] = await Promise.all([
      this.reads.listVideos({ keywordLc, limit: q.limit, offset: (q.page - 1) * q.limit }),
      this.reads.countVideos(keywordLc),
    ]);
    return { data, ...pageInfo(total, q.page, q.limit) };
  }

  async blogs(q: { page: number; limit: number }): Promise<{ data: Blog[] } & PageInfo> {
    const [rows, total] = await Promise.all([this.reads.listBlogs({ limit: q.limit, offset: (q.page - 1) * q.limit }), this.reads.countBlogs()]);
    const data = rows.map((b) => ({ ...b, blog_description: sanitizeRichText(b.blog_description) }));
    return { data, ...pageInfo(total, q.page, q.limit) };
  }

  // ============================================================ the back office

  /** Runs a write and its audit row in one transaction, announcing a content change (emitted once it commits). */
  private async write<T>(fn: (repo: ContentRepository, trx: Kysely<Database>) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await writeTransaction(this.shop, async (trx) => {
        const out = await fn(new ContentRepository(trx), trx);
        await catalogChanged(trx, { kind: 'content' });
        return out;
      });
    } catch (err) {
      // A category or product removed between our check and the write.
      if (isForeignKeyViolation(err)) throw new HttpError(409, 'A category or product it refers to was just removed. Please reload and try again.');
      throw err;
    }
    return result;
  }

  private static async assertCategory(repo: ContentRepository, categoryId: number | null | undefined): Promise<void> {
    if (categoryId !== undefined && categoryId !== null && !(await repo.categoryExists(categoryId))) throw notFound(CONTENT_MESSAGES.categoryNotFound);
  }

  // ------------------------------------------------------------ home slides

  listSlides(): Promise<AdminSlide[]> {
    return this.repo.adminSlides();
  }

  async slide(id: number): Promise<AdminSlide> {
    const slide = await this.repo.slide(id);
    if (!slide) throw notFound(CONTENT_MESSAGES.slideNotFound);
    return slide;
  }

  createSlide(actor: Actor, input: SlideInput): Promise<AdminSlide> {
    return this.write(async (repo, trx) => {
      await ContentService.assertCategory(repo, input.category_id);
      const id = await repo.insertSlide({ ...input, sort_order: input.sort_order ?? (await repo.nextSlideOrder()) });
      const after = (await repo.slide(id))!;
      await recordAudit(trx, actor, { action: 'home_slide.create', entity: 'home_slide', entityId: id, after });
      return after;
    });
  }

  updateSlide(actor: Actor, id: number, changes: SlideUpdate): Promise<AdminSlide> {
    return this.write(async (repo, trx) => {
      const before = await repo.slide(id);
      if (!before) throw notFound(CONTENT_MESSAGES.slideNotFound);
      await ContentService.assertCategory(repo, changes.category_id);
      await repo.updateSlide(id, defined(changes));
      const after = (await repo.slide(id))!;
      await recordAudit(trx, actor, { action: 'home_slide.update', entity: 'home_slide', entityId: id, before, after });
      return after;
    });
  }

  deleteSlide(actor: Actor, id: number): Promise<void> {
    return this.write(async (repo, trx) => {
      const before = await repo.slide(id);
      if (!before || !(await repo.deleteSlide(id))) throw notFound(CONTENT_MESSAGES.slideNotFound);
      await recordAudit(trx, actor, { action: 'home_slide.delete', entity: 'home_slide', entityId: id, before });
    });
  }

  /** Puts the slides in the given order (sort_order 0, 1, 2…); the list must name every slide once. */
  reorderSlides(actor: Actor, ids: number[]): Promise<AdminSlide[]> {
    return this.write(async (repo, trx) => {
      const existing = await repo.slideIds();
      const wanted = new Set(ids);
      if (wanted.size !== ids.length || existing.length !== ids.length || existing.some((id) => !wanted.has(id))) {
        throw badRequest(CONTENT_MESSAGES.slideOrder);
      }
      const before = (await repo.adminSlides()).map((s) => s.slider_id);
      for (const [position, id] of ids.entries()) await repo.updateSlide(id, { sort_order: position });
      await recordAudit(trx, actor, { action: 'home_slide.reorder', entity: 'home_slide', before: { order: before }, after: { order: ids } });
      return repo.adminSlides();
    });
  }

  // ------------------------------------------------------------ promo banners (exactly three: edited, never added or removed)

  listBanners(): Promise<AdminBanner[]> {
    return this.repo.adminBanners();
  }

  updateBanner(actor: Actor, id: number, changes: BannerUpdate): Promise<AdminBanner> {
    return this.write(async (repo, trx) => {
      const before = await repo.banner(id);
      if (!before) throw notFound(CONTENT_MESSAGES.bannerNotFound);
      await ContentService.assertCategory(repo, changes.category_id);
      await repo.updateBanner(id, defined(changes));
      const after = (await repo.banner(id))!;
      await recordAudit(trx, actor, { action: 'promo_banner.update', entity: 'promo_banner', entityId: id, before, after });
      return after;
    });
  }

  // ------------------------------------------------------------ blogs

  async listBlogs(q: { q?: string; page: number; page_size: number }): Promise<Paged<AdminBlog>> {
    const search = q.q || undefined;
    const [data, total] = await Promise.all([
      this.repo.adminBlogs({ q: search, limit: q.page_size, offset: offsetOf(q.page, q.page_size) }),
      this.repo.countAdminBlogs(search),
    ]);
    return { data, total, page: q.page, page_size: q.page_size };
  }

  async blog(id: number): Promise<AdminBlog> {
    const blog = await this.repo.blog(id);
    if (!blog) throw notFound(CONTENT_MESSAGES.blogNotFound);
    return blog;
  }

  createBlog(actor: Actor, input: BlogInput): Promise<AdminBlog> {
    const description = cleanBlogHtml(input.blog_description);
    return this.write(async (repo, trx) => {
      const id = await repo.insertBlog({ ...input, blog_description: description, blog_slug: titleSlug(input.blog_title) });
      const after = (await repo.blog(id))!;
      await recordAudit(trx, actor, { action: 'blog.create', entity: 'blog', entityId: id, after });
      return after;
    });
  }

  updateBlog(actor: Actor, id: number, changes: BlogUpdate): Promise<AdminBlog> {
    const description = changes.blog_description === undefined ? undefined : cleanBlogHtml(changes.blog_description);
    return this.write(async (repo, trx) => {
      const before = await repo.blog(id);
      if (!before) throw notFound(CONTENT_MESSAGES.blogNotFound);
      await repo.updateBlog(
        id,
        defined({
          ...changes,
          blog_description: description,
          blog_slug: changes.blog_title === undefined ? undefined : titleSlug(changes.blog_title),
        }),
      );
      const after = (await repo.blog(id))!;
      await recordAudit(trx, actor, { action: 'blog.update', entity: 'blog', entityId: id, before, after });
      return after;
    });
  }

  deleteBlog(actor: Actor, id: number): Promise<void> {
    return this.write(async (repo, trx) => {
      const before = await repo.blog(id);
      if (!before || !(await repo.deleteBlog(id))) throw notFound(CONTENT_MESSAGES.blogNotFound);
      await recordAudit(trx, actor, { action: 'blog.delete', entity: 'blog', entityId: id, before });
    });
  }

  // ------------------------------------------------------------ product videos

  async listVideos(q: { product_id?: number; q?: string; page: number; page_size: number }): Promise<Paged<AdminVideo>> {
    const filter = { productId: q.product_id, qLc: q.q?.toLowerCase() || undefined };
    const [data, total] = await Promise.all([
      this.repo.adminVideos({ ...filter, limit: q.page_size, offset: offsetOf(q.page, q.page_size) }),
      this.repo.countAdminVideos(filter),
    ]);
    return { data, total, page: q.page, page_size: q.page_size };
  }

  async video(id: number): Promise<AdminVideo> {
    const video = await this.repo.video(id);
    if (!video) throw notFound(CONTENT_MESSAGES.videoNotFound);
    return video;
  }

  createVideo(actor: Actor, input: VideoInput): Promise<AdminVideo> {
    return this.write(async (repo, trx) => {
      if (!(await repo.productExists(input.product_id))) throw notFound(CONTENT_MESSAGES.productNotFound);
      const id = await repo.insertVideo({
        product_id: input.product_id,
        product_video_url: input.product_video_url,
        product_slider_image_url: videoThumbnailOf(input.product_video_url),
        sort_order: input.sort_order ?? (await repo.nextGalleryOrder(input.product_id)),
      });
      const after = (await repo.video(id))!;
      await recordAudit(trx, actor, { action: 'product_video.create', entity: 'product_video', entityId: id, after });
      return after;
    });
  }

  updateVideo(actor: Actor, id: number, changes: VideoUpdate): Promise<AdminVideo> {
    return this.write(async (repo, trx) => {
      const before = await repo.video(id);
      if (!before) throw notFound(CONTENT_MESSAGES.videoNotFound);
      await repo.updateVideo(
        id,
        defined({
          ...changes,
          product_slider_image_url: changes.product_video_url === undefined ? undefined : videoThumbnailOf(changes.product_video_url),
        }),
      );
      const after = (await repo.video(id))!;
      await recordAudit(trx, actor, { action: 'product_video.update', entity: 'product_video', entityId: id, before, after });
      return after;
    });
  }

  deleteVideo(actor: Actor, id: number): Promise<void> {
    return this.write(async (repo, trx) => {
      const before = await repo.video(id);
      if (!before || !(await repo.deleteVideo(id))) throw notFound(CONTENT_MESSAGES.videoNotFound);
      await recordAudit(trx, actor, { action: 'product_video.delete', entity: 'product_video', entityId: id, before });
    });
  }
}
