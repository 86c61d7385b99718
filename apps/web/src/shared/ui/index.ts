/** The storefront's shared UI. */
export { ProductCard, ProductCardPlaceholder, CARD_IMAGE_SIZE, type ProductCardProps } from './product-card';
export { RatingBar, type RatingBarProps } from './rating-bar';
export { Price, PricePair, type PriceProps, type PricePairProps } from './price';
export {
  Pagination,
  ListingPagination,
  BlogsPagination,
  OrdersPagination,
  type PaginationKind,
  type PaginationProps,
} from './pagination';
export { ConfirmDialog, useConfirm, type ConfirmDialogProps, type ConfirmOptions } from './confirm-dialog';
export { toast, type ToastOptions, type ToastPosition, type ToastType } from './toast';
export { Toaster } from './toaster';
export { Breadcrumb, type BreadcrumbItem } from './breadcrumb';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Shimmer, ShimmerText, type ShimmerProps } from './shimmer';
export { VisuallyHidden } from './visually-hidden';
export { Screen, Fact } from './screen';
export * from './icons';
