import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, useMatch, useParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { idFromPath, productPicture, type GalleryItem, type ProductDetail } from '@shop/core';
import { ApiError } from '../../shared/api/client';
import { paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { slugFromSlugId } from '../../shared/lib/path-id';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { EmptyState } from '../../shared/ui/empty-state';
import { useCustomerReviews } from './api/get-customer-reviews';
import { useProductDetails, type ProductDetails } from '../../shared/api/get-product-details';
import { useProductSlider } from './api/get-product-slider';
import { ProductDetailPlaceholder } from './components/product-detail-placeholder';
import { ProductGallery } from './components/product-gallery';
import { ProductSummary } from './components/product-summary';
import { RatingSummary } from './components/rating-summary';
import { RelatedProducts } from './components/related-products';
import { ReviewList } from './components/review-list';
import { Tabs } from './components/tabs';
import { Shimmer, ShimmerText } from '../../shared/ui/shimmer';
import './product-detail.css';

type TabKey = 'description' | 'reviews';

// The review form brings the form and validation libraries (about 40 kB gzip): they load
// when the Reviews tab is first opened, not with the product.
const ReviewForm = lazy(() => import('./components/review-form').then((module) => ({ default: module.ReviewForm })));

/** The gallery shown before (or without) GetProductSlider: the product's own picture. */
function fallbackGallery(product: ProductDetail): GalleryItem[] {
  return [
    {
      product_gallery_id: 0,
      product_gallery_type: 'image',
      product_slider_image_url: productPicture(product.product_image_url),
      product_video_url: '',
    },
  ];
}

/** The screen's content once the product is known; keyed by product, so all state starts afresh. */
function ProductDetailContent({ productId, details }: { productId: number; details: ProductDetails }) {
  const { t } = useTranslation('product');
  const slider = useProductSlider(productId);
  const reviews = useCustomerReviews(productId);
  const [tab, setTab] = useState<TabKey>('description');
  // Once opened, the form stays mounted, so a half-written review survives a look elsewhere.
  const [reviewsOpened, setReviewsOpened] = useState(false);
  const selectTab = (key: TabKey) => {
    setTab(key);
    if (key === 'reviews') setReviewsOpened(true);
  };
  const tabsRef = useRef<HTMLDivElement>(null);
  const reviewsHeadingId = useId();
  const product = details.rows[0]!;
  const title = product.product_title;
  const gallery = slider.data && slider.data.length > 0 ? slider.data : fallbackGallery(product);
  const reviewList = reviews.data ?? [];

  const showReviews = () => {
    selectTab('reviews');
    tabsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <>
      <article className="product-detail">
        <div className="product-detail__top">
          <ProductGallery items={gallery} title={title} pendingThumbnails={slider.isPending} />
          <ProductSummary rows={details.rows} variants={details.variants} reviewCount={reviews.data?.length} onShowReviews={showReviews} />
        </div>

        <div ref={tabsRef} className="product-detail__tabs">
          <Tabs<TabKey>
            label={t('tabs.label')}
            selected={tab}
            onSelect={selectTab}
            tabs={[
              {
                key: 'description',
                label: t('tabs.description'),
                // The one field rendered as HTML: the server sanitises product_description.
                panel: <div className="product-description" dir="auto" dangerouslySetInnerHTML={{ __html: product.product_description }} />,
              },
              {
                key: 'reviews',
                label: t('tabs.reviews', { count: reviewList.length }),
                panel: (
                  <div className="reviews">
                    <section className="reviews__main" aria-labelledby={reviewsHeadingId}>
                      <h2 id={reviewsHeadingId} className="reviews__heading">
                        {t('reviews.heading')}
                      </h2>
                      {reviews.isPending ? (
                        <div className="reviews__loading" aria-hidden="true">
                          <Shimmer width="40%" height="2rem" />
                          <ShimmerText lines={4} />
                        </div>
                      ) : (
                        <>
                          <RatingSummary ratings={reviewList.map((review) => review.review_rating)} />
                          <ReviewList reviews={reviewList} />
                        </>
                      )}
                    </section>
                    <div className="reviews__form">
                      {reviewsOpened && (
                        <Suspense fallback={<ShimmerText lines={6} />}>
                          <ReviewForm productId={productId} />
                        </Suspense>
                      )}
                    </div>
                  </div>
                ),
              },
            ]}
          />
        </div>
      </article>
      <RelatedProducts productId={productId} categoryId={product.product_category_id} />
    </>
  );
}

/**
 * Product detail (spec 2.5) for /ProductDetails/{slug}={id}, with the title breadcrumb, and
 * /GetProductDetails/{slug}={id}, without it (spec 2.1). The id is the text after the last
 * '='. Shimmers while loading; an unknown product (404, or no usable id) gets a friendly
 * not-found state with a link to all products.
 */
export default function ProductDetailPage() {
  // Not suspended on the screen's translations: the product's reads start at once, in
  // parallel with product.json, and the shimmer stands until both are there.
  const { t, ready } = useTranslation('product', { useSuspense: false });
  const { t: tc } = useTranslation('common');
  const { slugId = '' } = useParams();
  const withBreadcrumb = useMatch(paths.productDetails.path) !== null;
  const productId = idFromPath(slugId);
  const details = useProductDetails(productId);
  // Started here too, not only once the product is shown: all three reads go out together.
  useProductSlider(productId);
  useCustomerReviews(productId);

  const rows = details.data?.rows ?? [];
  const notFound = productId === null || (details.error instanceof ApiError && details.error.status === 404) || (details.isSuccess && rows.length === 0);
  // Until the product arrives, the title comes from the path's slug.
  const title = rows[0]?.product_title ?? slugFromSlugId(slugId).replace(/-/g, ' ').trim();
  useDocumentTitle(notFound && ready ? t('notFound.documentTitle') : title);

  let body;
  if (!ready) {
    body = <ProductDetailPlaceholder />;
  } else if (notFound) {
    body = (
      <EmptyState
        className="product-not-found"
        title={
          <span role="heading" aria-level={1}>
            {t('notFound.title')}
          </span>
        }
        message={t('notFound.text')}
        action={
          <Link className="button" to={paths.productList.getHref()}>
            {t('notFound.action')}
          </Link>
        }
      />
    );
  } else if (details.isPending) {
    body = <ProductDetailPlaceholder />;
  } else if (details.isError) {
    body = (
      <EmptyState
        title={
          <span role="heading" aria-level={1}>
            {t('loadError.title')}
          </span>
        }
        message={t('loadError.text')}
        action={
          <button type="button" className="button" onClick={() => void details.refetch()}>
            {t('loadError.retry')}
          </button>
        }
      />
    );
  } else {
    body = <ProductDetailContent key={productId} productId={productId} details={details.data} />;
  }

  return (
    <div className="product-page">
      {withBreadcrumb && !notFound && title && (
        <Breadcrumb
          items={[{ label: tc('nav.home'), to: paths.home.getHref() }, { label: tc('nav.shop'), to: paths.productList.getHref() }, { label: title }]}
        />
      )}
      {body}
    </div>
  );
}
