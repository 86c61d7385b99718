import { useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { BLOGS_PAGE_SIZE } from '@shop/core';
import { paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { EmptyState } from '../../shared/ui/empty-state';
import { BlogsPagination } from '../../shared/ui/pagination';
import { useBlogs } from './api/get-blogs';
import { BlogCard, BlogCardPlaceholder } from './blogs/blog-card';
import { usePageParam } from '../../shared/hooks/use-page-param';
import './blogs/blogs.css';

/** Cards shown while a page loads: two rows on a wide screen, enough to fill a phone's view. */
const BLOG_PLACEHOLDER_COUNT = 6;
/** Cards whose images load at once (the first row on a wide screen). */
const BLOG_PRIORITY_IMAGES = 3;

/**
 * Our Blogs (spec 2.12): cards with image, title, publish date and a 3-line description
 * with Read More / Read Less, 10 a page, and a bar that always shows the first and last
 * page and the current page's neighbours (core blogsPageWindow). The page lives in the
 * URL. A failed call is logged by the query cache and the list shows its empty state.
 */
export default function BlogsPage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('blogs.title'));
  const [page, setPage] = usePageParam();
  const query = useBlogs({ page, limit: BLOGS_PAGE_SIZE });
  const listTop = useRef<HTMLDivElement>(null);

  const loading = query.isPending || query.isPlaceholderData;
  const blogs = query.isError ? [] : (query.data?.blogs ?? []);
  const totalPages = query.isError ? 0 : (query.data?.pageInfo.total_pages ?? 0);

  // A page past the end (an old link): go to the last page there is.
  useEffect(() => {
    if (!loading && totalPages > 0 && page > totalPages) setPage(totalPages, { replace: true });
  }, [loading, page, totalPages, setPage]);

  const changePage = (next: number) => {
    setPage(next);
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div className="blogs-screen">
      <Breadcrumb items={[{ label: t('nav.home'), to: paths.home.getHref() }, { label: t('blogs.title') }]} />
      <div className="blogs-screen__head">
        <h1 className="screen__title">{t('blogs.title')}</h1>
        <p className="lead">{t('blogs.intro')}</p>
      </div>

      <div ref={listTop} className="blogs-screen__list">
        {loading ? (
          <div role="status" aria-busy="true">
            <span className="visually-hidden">{t('blogs.loading')}</span>
            <ul className="blog-grid" aria-hidden="true">
              {Array.from({ length: BLOG_PLACEHOLDER_COUNT }, (_, index) => (
                <li key={index}>
                  <BlogCardPlaceholder />
                </li>
              ))}
            </ul>
          </div>
        ) : blogs.length > 0 ? (
          <ul className="blog-grid" aria-label={t('blogs.listLabel')}>
            {blogs.map((blog, index) => (
              <li key={blog.blog_id}>
                <BlogCard blog={blog} priority={index < BLOG_PRIORITY_IMAGES} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('blogs.empty')} message={t('blogs.emptyHint')} />
        )}

        {totalPages > 1 && <BlogsPagination page={Math.min(page, totalPages)} totalPages={totalPages} onPageChange={changePage} />}
      </div>
    </div>
  );
}
