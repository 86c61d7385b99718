import { pageInfo, type Blog, type HomeSlide, type PageInfo, type PromoBanner, type VideoItem } from '@shop/core';
import type { ContentRepository } from './content.repository.js';
import { sanitizeRichText } from '../../lib/sanitize.js';

/** Editorial content: slides, banners, videos and blogs, paged as the storefront reads them. */
export class ContentService {
  constructor(private readonly repo: ContentRepository) {}

  homeSlides(): Promise<HomeSlide[]> {
    return this.repo.homeSlides();
  }

  promoBanners(): Promise<PromoBanner[]> {
    return this.repo.promoBanners();
  }

  async videos(q: { keyword?: string; page: number; limit: number }): Promise<{ data: VideoItem[] } & PageInfo> {
    const keywordLc = q.keyword?.trim().toLowerCase() || undefined;
    const [data, total] = await Promise.all([
      this.repo.listVideos({ keywordLc, limit: q.limit, offset: (q.page - 1) * q.limit }),
      this.repo.countVideos(keywordLc),
    ]);
    return { data, ...pageInfo(total, q.page, q.limit) };
  }

  async blogs(q: { page: number; limit: number }): Promise<{ data: Blog[] } & PageInfo> {
    const [rows, total] = await Promise.all([this.repo.listBlogs({ limit: q.limit, offset: (q.page - 1) * q.limit }), this.repo.countBlogs()]);
    const data = rows.map((b) => ({ ...b, blog_description: sanitizeRichText(b.blog_description) }));
    return { data, ...pageInfo(total, q.page, q.limit) };
  }
}
