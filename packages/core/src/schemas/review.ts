import { z } from 'zod';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_RATING_STEP, TEXT_LIMITS } from '../constants';
import { bodyIdSchema, maxLengthMessage, requiredEmail, requiredText } from './common';

/** The messages of the review form (spec 5), exactly; the limits' texts are ours. */
export const REVIEW_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  descriptionRequired: 'Description is required',
  descriptionMax: maxLengthMessage('Description', TEXT_LIMITS.reviewText),
  ratingRange: 'Rating must be between 1 and 5',
  ratingStep: 'Rating must be in steps of 0.5',
  productIdInvalid: 'product_id must be a positive whole number',
} as const;

/** A review rating: 1 to 5 in half steps. */
export const reviewRatingSchema = z
  .number({ error: REVIEW_MESSAGES.ratingRange })
  .min(REVIEW_RATING_MIN, { error: REVIEW_MESSAGES.ratingRange })
  .max(REVIEW_RATING_MAX, { error: REVIEW_MESSAGES.ratingRange })
  .multipleOf(REVIEW_RATING_STEP, { error: REVIEW_MESSAGES.ratingStep });

/** The 'Add a review' form: name, email, description, rating (product_id comes from the page). */
export const reviewFormSchema = z.object({
  customer_name: requiredText(REVIEW_MESSAGES.nameRequired).max(TEXT_LIMITS.name, {
    error: maxLengthMessage('Name', TEXT_LIMITS.name),
  }),
  customer_email: requiredEmail(REVIEW_MESSAGES.emailRequired, REVIEW_MESSAGES.emailInvalid),
  review_text: requiredText(REVIEW_MESSAGES.descriptionRequired).max(TEXT_LIMITS.reviewText, {
    error: REVIEW_MESSAGES.descriptionMax,
  }),
  review_rating: reviewRatingSchema,
});

/** The submit-review body (spec 3, 7): the form plus product_id. */
export const reviewSchema = reviewFormSchema.extend({
  product_id: bodyIdSchema(REVIEW_MESSAGES.productIdInvalid),
});

/**
 * What the server takes for a review: product, text and rating. The reviewer's name and
 * e-mail come from the account, never from the body; a body may still carry the spec's
 * customer_name and customer_email (the storefront sends them), and they are ignored.
 */
export const reviewSubmitSchema = z.object({
  product_id: bodyIdSchema(REVIEW_MESSAGES.productIdInvalid),
  review_text: reviewFormSchema.shape.review_text,
  review_rating: reviewRatingSchema,
  customer_name: z
    .string()
    .max(TEXT_LIMITS.name, { error: maxLengthMessage('Name', TEXT_LIMITS.name) })
    .optional(),
  customer_email: z
    .string()
    .max(TEXT_LIMITS.email, { error: maxLengthMessage('Email', TEXT_LIMITS.email) })
    .optional(),
});

export type ReviewSubmit = z.output<typeof reviewSubmitSchema>;

export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewForm = z.output<typeof reviewFormSchema>;
export type ReviewRequest = z.output<typeof reviewSchema>;
