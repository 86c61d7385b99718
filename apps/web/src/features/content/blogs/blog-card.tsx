import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Blog } from '@shop/core';
import { Shimmer, ShimmerText } from '../../../shared/ui/shimmer';
import { ExpandableHtml } from './expandable-html';

/** The blog artwork's size (16:9); the attributes reserve its space before it loads. */
export const BLOG_IMAGE_WIDTH = 1200;
export const BLOG_IMAGE_HEIGHT = 675;

/**
 * A YYYY-MM-DD publish date in the shop's current language ('10 October 2026',
 * '١٠ أكتوبر ٢٠٢٦'). The date is a calendar day, so it is read and shown in UTC and never
 * slips to the day before west of Greenwich. Anything unreadable is shown as it came.
 */
export function formatPublishDate(date: string, language: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

export interface BlogCardProps {
  blog: Blog;
  /** For the first cards above the fold: load the image at once. */
  priority?: boolean;
}

/** A blog of the Blogs screen (spec 2.12): image, title, publish date and the clamped description. */
export function BlogCard({ blog, priority = false }: BlogCardProps) {
  const { t, i18n } = useTranslation('content');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <article className="blog-card">
      <img
        className="blog-card__image"
        src={blog.blog_image_url}
        alt={blog.blog_title}
        width={BLOG_IMAGE_WIDTH}
        height={BLOG_IMAGE_HEIGHT}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
      <div className="blog-card__body">
        {/* dir="auto": the blog is in the language it was written in, whatever the page's. */}
        <h2 className="blog-card__title" dir="auto">
          {blog.blog_title}
        </h2>
        <p className="blog-card__date">
          <span className="visually-hidden">{t('blogs.published')} </span>
          <time dateTime={blog.blog_publish_date}>{formatPublishDate(blog.blog_publish_date, language)}</time>
        </p>
        <ExpandableHtml html={blog.blog_description} className="blog-card__text" />
      </div>
    </article>
  );
}

/** A blog card's place while the list loads. */
export function BlogCardPlaceholder() {
  return (
    <div className="blog-card blog-card--placeholder" aria-hidden="true">
      <Shimmer className="blog-card__image" radius="0" />
      <div className="blog-card__body">
        <Shimmer width="80%" height="1.4rem" />
        <Shimmer width="35%" height="0.9rem" />
        <ShimmerText lines={3} />
      </div>
    </div>
  );
}
