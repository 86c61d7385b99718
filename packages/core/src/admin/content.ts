import { z } from 'zod';
import { MAX_ID } from '../constants';
import { addressSchemaOut } from '../api-types';
import { POLICY_LIMITS, POLICY_MESSAGES, policySchema } from '../policies';
import { bodyIdSchema, maxLengthMessage } from '../schemas/common';
import { videoIdFromUrl, videoThumbnailUrl } from '../text';
import { adminData, adminIdParam, adminOptionalText, adminPage, adminPagingQuery, adminText } from './common';

/**
 * The back office's content, reviews, messages and customers (`/api/admin/slides`,
 * `/banners`, `/blogs`, `/videos`, `/reviews`, `/messages`, `/customers`): request and
 * answer schemas shared by the server and the admin app. Field names are the storefront's
 * (spec section 3); money in these answers is integer paise (`…_paise`).
 */

// ---------------------------------------------------------------- messages and limits

export const CONTENT_MESSAGES = {
  imageUrl: 'must be a picture uploaded to the shop (an address starting with /media/)',
  videoUrl: 'Video link must be a YouTube link: https://www.youtube.com/watch?v=…, /shorts/…, /embed/… or https://youtu.be/…',
  publishDate: 'Publish date must be a real date written YYYY-MM-DD',
  descriptionEmpty: 'Description has no text left once unsafe markup is removed',
  nothingToChange: 'Send at least one field to change',
  slideNotFound: 'Home slide not found',
  bannerNotFound: 'Promo banner not found',
  blogNotFound: 'Blog not found',
  videoNotFound: 'Product video not found',
  reviewNotFound: 'Review not found',
  messageNotFound: 'Message not found',
  customerNotFound: 'Customer not found',
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  slideOrder: 'The new order must list every home slide exactly once',
  reviewDeleted: 'Review deleted.',
  slideDeleted: 'Home slide deleted.',
  blogDeleted: 'Blog deleted.',
  videoDeleted: 'Product video deleted.',
} as const;

export const CONTENT_LIMITS = {
  slideTitle: 100,
  slideDescription: 300,
  bannerTitle: 100,
  bannerSubtitle: 150,
  blogTitle: 150,
  /** Characters of a blog's HTML as sent (before sanitising). */
  blogDescription: 100_000,
  imageUrl: 500,
  videoUrl: 200,
  search: 100,
  /** Largest sort_order (a position, not an id). */
  sortOrder: 100_000,
} as const;

/** How many of a customer's orders their page shows (the latest). */
export const CUSTOMER_RECENT_ORDERS = 10;

/**
 * Unknown fields are refused by name ('Unknown field: password_hash'), so a typo or a field
 * the server does not take never passes silently.
 */
function strictBody<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')}` : 'The body must be a JSON object'),
  });
}

/** A change of some of a body's fields: at least one, none unknown. */
function changeOf<T extends z.core.$ZodLooseShape>(shape: T) {
  return strictBody(shape)
    .partial()
    .refine((body) => Object.values(body).some((v) => v !== undefined), { error: CONTENT_MESSAGES.nothingToChange });
}

/** A picture's address on the shop: '/media/' then path segments of letters, digits, '.', '_' and '-' (no '..', no scheme, no other host). */
export const MEDIA_URL_PATTERN = /^\/media\/[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/**
 * An image field: the address of a picture uploaded through POST /api/admin/uploads, or one of
 * the shop's generated /media/art/… pictures. javascript:, data:, http(s) to another host and
 * '..' are refused with `label` named.
 */
export function adminImageUrl(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(CONTENT_LIMITS.imageUrl, { error: maxLengthMessage(label, CONTENT_LIMITS.imageUrl) })
    .regex(MEDIA_URL_PATTERN, { error: `${label} ${CONTENT_MESSAGES.imageUrl}` });
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The canonical form of a video link the storefront plays (https, a YouTube host, an
 * 11-character video id), keeping its kind: a Short stays /shorts/ID, an embed link
 * /embed/ID, and watch?v= and youtu.be/ links become https://www.youtube.com/watch?v=ID.
 * Null for anything else.
 */
export function normaliseVideoUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !YOUTUBE_HOSTS.has(url.hostname.toLowerCase()) || url.username || url.password || url.port) return null;
  const id = videoIdFromUrl(url.href);
  if (!id || !VIDEO_ID.test(id)) return null;
  if (url.pathname.startsWith('/shorts/')) return `https://www.youtube.com/shorts/${id}`;
  if (url.pathname.startsWith('/embed/')) return `https://www.youtube.com/embed/${id}`;
  return `https://www.youtube.com/watch?v=${id}`;
}

/** A video link field: checked and stored in its canonical form (normaliseVideoUrl). */
export const adminVideoUrl = z
  .string({ error: 'Video link is required' })
  .trim()
  .min(1, { error: 'Video link is required' })
  .max(CONTENT_LIMITS.videoUrl, { error: maxLengthMessage('Video link', CONTENT_LIMITS.videoUrl) })
  .transform((value, ctx) => {
    const canonical = normaliseVideoUrl(value);
    if (canonical === null) {
      ctx.issues.push({ code: 'custom', message: CONTENT_MESSAGES.videoUrl, input: value });
      return z.NEVER;
    }
    return canonical;
  });

/** The thumbnail of a canonical video link (stored as the gallery row's picture). */
export function videoThumbnailOf(videoUrl: string): string {
  const id = videoIdFromUrl(videoUrl);
  return id ? videoThumbnailUrl(id) : '';
}

const sortOrder = z
  .number({ error: `sort_order must be a whole number from 0 to ${CONTENT_LIMITS.sortOrder}` })
  .int({ error: `sort_order must be a whole number from 0 to ${CONTENT_LIMITS.sortOrder}` })
  .min(0, { error: `sort_order must be a whole number from 0 to ${CONTENT_LIMITS.sortOrder}` })
  .max(CONTENT_LIMITS.sortOrder, { error: `sort_order must be a whole number from 0 to ${CONTENT_LIMITS.sortOrder}` });

const categoryId = bodyIdSchema(`category_id must be a whole number from 1 to ${MAX_ID}`);

/** Optional search text of a list (`?q=`), trimmed; '' means no search. */
const searchQuery = z
  .string({ error: 'q must be text' })
  .trim()
  .max(CONTENT_LIMITS.search, { error: maxLengthMessage('Search text', CONTENT_LIMITS.search) })
  .optional();

/** 'true' or 'false' in a query string. */
function queryFlag(label: string) {
  return z.enum(['true', 'false'], { error: `${label} must be true or false` }).transform((v) => v === 'true');
}

// ---------------------------------------------------------------- home slides

export const slideInputSchema = strictBody({
  slider_title: adminText('Title', CONTENT_LIMITS.slideTitle),
  slider_description: adminOptionalText('Description', CONTENT_LIMITS.slideDescription).default(''),
  slider_image_url: adminImageUrl('Image'),
  category_id: categoryId,
  /** Position among the slides (lower first); a new slide goes last when omitted. */
  sort_order: sortOrder.optional(),
});
export type SlideInput = z.output<typeof slideInputSchema>;

export const slideUpdateSchema = changeOf({
  slider_title: adminText('Title', CONTENT_LIMITS.slideTitle),
  slider_description: adminOptionalText('Description', CONTENT_LIMITS.slideDescription),
  slider_image_url: adminImageUrl('Image'),
  category_id: categoryId,
  sort_order: sortOrder,
});
export type SlideUpdate = z.output<typeof slideUpdateSchema>;

/** PUT /slides/order: every slide's id once, in the new order. */
export const slideOrderSchema = strictBody({
  ids: z
    .array(bodyIdSchema(`Each slide id must be a whole number from 1 to ${MAX_ID}`), { error: 'ids must be a list of slide ids' })
    .min(1, { error: CONTENT_MESSAGES.slideOrder })
    .max(1000, { error: CONTENT_MESSAGES.slideOrder }),
});

export const adminSlideSchema = z.object({
  slider_id: z.number().int(),
  slider_title: z.string(),
  slider_description: z.string(),
  slider_image_url: z.string(),
  category_id: z.number().int(),
  category_title: z.string(),
  sort_order: z.number().int(),
});
export type AdminSlide = z.infer<typeof adminSlideSchema>;
export const adminSlideResponseSchema = adminData(adminSlideSchema);
export const adminSlideListResponseSchema = adminData(z.array(adminSlideSchema));

// ---------------------------------------------------------------- promo banners (exactly three, edit only)

export const bannerUpdateSchema = changeOf({
  banner_title: adminText('Title', CONTENT_LIMITS.bannerTitle),
  banner_subtitle: adminOptionalText('Subtitle', CONTENT_LIMITS.bannerSubtitle),
  banner_image_url: adminImageUrl('Image'),
  /** The category the banner links to; null links nowhere. */
  category_id: categoryId.nullable(),
});
export type BannerUpdate = z.output<typeof bannerUpdateSchema>;

export const adminBannerSchema = z.object({
  banner_id: z.number().int(),
  banner_title: z.string(),
  banner_subtitle: z.string(),
  banner_image_url: z.string(),
  category_id: z.number().int().nullable(),
  category_title: z.string().nullable(),
  sort_order: z.number().int(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerResponseSchema = adminData(adminBannerSchema);
export const adminBannerListResponseSchema = adminData(z.array(adminBannerSchema));

// ---------------------------------------------------------------- blogs

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const m = YMD.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 2999 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const publishDate = z.string({ error: CONTENT_MESSAGES.publishDate }).trim().refine(isCalendarDate, { error: CONTENT_MESSAGES.publishDate });

const blogDescription = z
  .string({ error: 'Description is required' })
  .trim()
  .min(1, { error: 'Description is required' })
  .max(CONTENT_LIMITS.blogDescription, { error: maxLengthMessage('Description', CONTENT_LIMITS.blogDescription) });

/** A blog as written: its HTML is sanitised by the server before it is stored; the slug follows the title. */
export const blogInputSchema = strictBody({
  blog_title: adminText('Title', CONTENT_LIMITS.blogTitle),
  blog_description: blogDescription,
  blog_image_url: adminImageUrl('Image'),
  blog_publish_date: publishDate,
});
export type BlogInput = z.output<typeof blogInputSchema>;

export const blogUpdateSchema = changeOf({
  blog_title: adminText('Title', CONTENT_LIMITS.blogTitle),
  blog_description: blogDescription,
  blog_image_url: adminImageUrl('Image'),
  blog_publish_date: publishDate,
});
export type BlogUpdate = z.output<typeof blogUpdateSchema>;

export const adminBlogsQuery = adminPagingQuery.extend({ q: searchQuery });

export const adminBlogSchema = z.object({
  blog_id: z.number().int(),
  blog_title: z.string(),
  blog_slug: z.string(),
  /** Sanitised HTML. */
  blog_description: z.string(),
  blog_image_url: z.string(),
  /** YYYY-MM-DD. */
  blog_publish_date: z.string(),
});
export type AdminBlog = z.infer<typeof adminBlogSchema>;
export const adminBlogResponseSchema = adminData(adminBlogSchema);
export const adminBlogPageSchema = adminPage(adminBlogSchema);

// ---------------------------------------------------------------- product videos (gallery rows of type 'video')

export const videoInputSchema = strictBody({
  product_id: bodyIdSchema(`product_id must be a whole number from 1 to ${MAX_ID}`),
  product_video_url: adminVideoUrl,
  /** Position in the product's gallery (lower first); after its last picture or video when omitted. */
  sort_order: sortOrder.optional(),
});
export type VideoInput = z.output<typeof videoInputSchema>;

export const videoUpdateSchema = changeOf({
  product_video_url: adminVideoUrl,
  sort_order: sortOrder,
});
export type VideoUpdate = z.output<typeof videoUpdateSchema>;

export const adminVideosQuery = adminPagingQuery.extend({
  product_id: adminIdParam('product_id').optional(),
  /** Part of the product's title. */
  q: searchQuery,
});

export const adminVideoSchema = z.object({
  product_gallery_id: z.number().int(),
  product_id: z.number().int(),
  product_title: z.string(),
  product_video_url: z.string(),
  /** The video's thumbnail picture. */
  product_slider_image_url: z.string(),
  sort_order: z.number().int(),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;
export const adminVideoResponseSchema = adminData(adminVideoSchema);
export const adminVideoPageSchema = adminPage(adminVideoSchema);

// ---------------------------------------------------------------- reviews

const ratingBound = (label: string) =>
  z.coerce
    .number({ error: `${label} must be from 1 to 5 in halves` })
    .min(1, { error: `${label} must be from 1 to 5 in halves` })
    .max(5, { error: `${label} must be from 1 to 5 in halves` })
    .refine((n) => Number.isInteger(n * 2), { error: `${label} must be from 1 to 5 in halves` });

export const adminReviewsQuery = adminPagingQuery.extend({
  product_id: adminIdParam('product_id').optional(),
  /** Reviews rated at least / at most this (1 to 5, halves allowed). */
  rating_min: ratingBound('rating_min').optional(),
  rating_max: ratingBound('rating_max').optional(),
  /** true: hidden reviews only; false: shown ones only; absent: both. */
  hidden: queryFlag('hidden').optional(),
  /** Part of the review's text, the reviewer's name or e-mail, or the product's title. */
  q: searchQuery,
});

export const adminReviewSchema = z.object({
  review_id: z.number().int(),
  product_id: z.number().int(),
  product_title: z.string(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string(),
  customer_email: z.string(),
  review_text: z.string(),
  /** 1 to 5 in halves. */
  review_rating: z.number(),
  created_at: z.string(),
  /** Hidden reviews are not on the storefront and not in the product's average. */
  hidden: z.boolean(),
  verified_buyer: z.boolean(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewResponseSchema = adminData(adminReviewSchema);
export const adminReviewPageSchema = adminPage(adminReviewSchema);

// ---------------------------------------------------------------- contact messages

/** A contact message's ticket: open until staff answer it, then answered, then closed (issue 23). */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The list's filter: a ticket status, 'handled' (answered or closed) or all. */
export const MESSAGE_STATUSES = ['all', 'open', 'handled', 'answered', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const adminMessagesQuery = adminPagingQuery.extend({
  status: z.enum(MESSAGE_STATUSES, { error: 'status must be all, open, handled, answered or closed' }).default('all'),
  /** Part of the sender's name, e-mail, phone, the subject or the message. */
  q: searchQuery,
});

export const adminMessageSchema = z.object({
  contact_message_id: z.number().int(),
  /** 'T-000123' (core ticketNumberOf). */
  ticket_number: z.string(),
  status: z.enum(TICKET_STATUSES),
  name: z.string(),
  email: z.string(),
  telephone: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  /** null while the message is open. */
  handled_at: z.string().nullable(),
  handled_by: z.number().int().nullable(),
  /** The staff member who marked it handled (their name), while known. */
  handled_by_name: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** PUT /api/admin/messages/:id/status. */
export const ticketStatusBodySchema = strictBody({
  status: z.enum(TICKET_STATUSES, { error: 'status must be open, answered or closed' }),
});
export const adminMessageResponseSchema = adminData(adminMessageSchema);
export const adminMessagePageSchema = adminPage(adminMessageSchema);

// ---------------------------------------------------------------- customers (read only; never a password or hash)

export const adminCustomersQuery = adminPagingQuery.extend({
  /** Part of the customer's name, display name or e-mail. */
  q: searchQuery,
});

export const adminCustomerRowSchema = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_display_name: z.string(),
  customer_email: z.string(),
  created_at: z.string(),
  order_count: z.number().int(),
  /** Grand totals of the orders that are neither cancelled nor refunded or void, in INR paise. */
  orders_total_paise: z.number().int(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;
export const adminCustomerPageSchema = adminPage(adminCustomerRowSchema);

export const adminCustomerOrderSchema = z.object({
  order_id: z.number().int(),
  invoice_number: z.string().nullable(),
  order_created_date: z.string(),
  order_status: z.number().int(),
  order_status_label: z.string(),
  payment_status: z.string(),
  payment_status_label: z.string(),
  order_payment_method: z.string(),
  order_currency: z.string(),
  order_grand_total_paise: z.number().int(),
});
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrderSchema>;

export const adminCustomerDetailSchema = adminCustomerRowSchema.extend({
  updated_at: z.string(),
  /** Orders that were cancelled (not in orders_total_paise). */
  cancelled_count: z.number().int(),
  last_order_at: z.string().nullable(),
  /** Every saved address, the default first. */
  addresses: z.array(addressSchemaOut),
  /** The latest CUSTOMER_RECENT_ORDERS orders, newest first. */
  recent_orders: z.array(adminCustomerOrderSchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
export const adminCustomerResponseSchema = adminData(adminCustomerDetailSchema);

// ---------------------------------------------------------------- policy pages (issue 23)

/** The back office's own policy messages (English: the back office is not translated). */
export const ADMIN_POLICY_MESSAGES = {
  bodyEmpty: (label: string) => `${label} has no text left once unsafe markup is removed`,
} as const;

const policyBody = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(POLICY_LIMITS.body, { error: maxLengthMessage(label, POLICY_LIMITS.body) });

/** PUT /api/admin/policies/:slug: the whole page, both languages (the HTML is sanitised by the server before it is stored). */
export const policyInputSchema = strictBody({
  title_en: adminText('English title', POLICY_LIMITS.title),
  title_ar: adminText('Arabic title', POLICY_LIMITS.title),
  body_en: policyBody('English text'),
  body_ar: policyBody('Arabic text'),
});
export type PolicyInput = z.output<typeof policyInputSchema>;

export const adminPolicySchema = policySchema.extend({
  /** The staff member who saved it last, while known; null for the starting text. */
  updated_by_name: z.string().nullable(),
});
export type AdminPolicy = z.infer<typeof adminPolicySchema>;
export const adminPolicyResponseSchema = adminData(adminPolicySchema);
export const adminPolicyListSchema = adminData(z.array(adminPolicySchema));
/** A policy's slug in a back-office path: any case; one that names no policy is a 404 (the service's). */
export const adminPolicySlugParam = z.object({ slug: z.string().max(40, { error: POLICY_MESSAGES.notFound }) });
