import { z } from 'zod';
import { isoDateField } from './dates.ts';
import { body, idField } from './fields.ts';
import { keysetPage } from './paging.ts';

// DESIGN §4 "Customers & reviews" / docs/reviews.md: verified reviews with honest moderation.

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_IMAGES_MAX = 6;
export const REVIEW_REPLY_MAX = 1000;
/** A completed (checked-in) order may be reviewed within this many days of its check-in. */
export const REVIEW_WINDOW_DAYS = 30;
/** "Unreplied for more than 48 h" (the overdue filter). */
export const REVIEW_OVERDUE_HOURS = 48;
export const REVIEW_PAGE_SIZE_MAX = 50;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** Why a review or an image is hidden: a fixed list ("negative" is not one of them). */
export const HIDE_REASONS = ['abuse', 'personal_information', 'spam', 'off_topic'] as const;
export type HideReason = (typeof HIDE_REASONS)[number];

export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const ratingField = z.coerce
  .number()
  .int()
  .min(1, { error: 'review.ratingRange' })
  .max(5, { error: 'review.ratingRange' });

/** The 1–5 distribution with its count and average (null without reviews). */
export const ratingSummary = z.object({
  count: z.number(),
  average: z.number().nullable(),
  distribution: z.object({
    1: z.number(),
    2: z.number(),
    3: z.number(),
    4: z.number(),
    5: z.number(),
  }),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

export const reviewImage = z.object({ id: z.number(), hidden: z.boolean() });

export const reviewReply = z.object({
  text: z.string(),
  staff: z.object({ id: z.number(), name: z.string() }).nullable(),
  createdAt: z.string(),
});

export const moderationEntry = z.object({
  action: z.enum(['hide', 'show']),
  /** The image concerned; null for the whole review. */
  imageId: z.number().nullable(),
  reason: z.enum(HIDE_REASONS).nullable(),
  staff: z.object({ id: z.number(), name: z.string() }).nullable(),
  createdAt: z.string(),
});

/** A review as the merchant's staff see it. */
export const review = z.object({
  id: z.number(),
  merchantId: z.number(),
  activity: z.object({ id: z.number(), title: z.string() }),
  order: z.object({ id: z.number(), orderNo: z.string() }),
  customer: z.object({ id: z.number(), name: z.string(), maskedMobile: z.string() }),
  rating: z.number(),
  /** Plain text, never HTML. */
  text: z.string(),
  images: z.array(reviewImage),
  /** Derived from the order (completed, the reviewer's own): never set by hand. */
  verified: z.boolean(),
  status: z.enum(REVIEW_STATUSES),
  hiddenReason: z.enum(HIDE_REASONS).nullable(),
  /** The reply as it reads now; null before any. */
  reply: reviewReply.nullable(),
  /** Each version of the reply, oldest first (the detail read; empty in lists). */
  replyHistory: z.array(reviewReply),
  moderation: z.array(moderationEntry),
  createdAt: z.string(),
});
export type Review = z.infer<typeof review>;

const listDate = isoDateField('order.dateInvalid');

/** GET /api/reviews: newest first, keyset by `last_id`; dates are China days, inclusive. */
export const reviewListQuery = z
  .strictObject({
    merchants_id: idField.optional(),
    last_id: idField.optional(),
    pageSize: z.coerce.number().int().min(1).max(REVIEW_PAGE_SIZE_MAX).default(20),
    rating: ratingField.optional(),
    replied: z.enum(['yes', 'no']).optional(),
    /** Unreplied for more than 48 hours. */
    overdue: z.enum(['1']).optional(),
    hasImages: z.enum(['1']).optional(),
    status: z.enum([...REVIEW_STATUSES, 'all']).default('all'),
    activityId: idField.optional(),
    createdFrom: listDate.optional(),
    createdTo: listDate.optional(),
  })
  .refine((q) => !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo, {
    path: ['createdTo'],
    error: 'order.rangeInvalid',
  });
export type ReviewListQuery = z.input<typeof reviewListQuery>;
export const reviewsContent = keysetPage('reviews', review);
export const reviewContent = z.object({ review });
export const reviewParams = z.object({ id: idField });

/** GET /api/reviews/summary: the merchant's, or one activity's. */
export const reviewSummaryQuery = z.strictObject({
  merchants_id: idField.optional(),
  activityId: idField.optional(),
});
export const reviewSummaryContent = z.object({ summary: ratingSummary });

/** PUT /api/reviews/{id}/reply: the one public reply, written or edited (history kept). */
export const replyBody = body({
  text: z
    .string({ error: 'review.replyRequired' })
    .trim()
    .min(1, { error: 'review.replyRequired' })
    .max(REVIEW_REPLY_MAX),
});

/** POST /api/reviews/{id}/hide: the review, or one of its images, with a listed reason. */
export const hideBody = body({
  reason: z.enum(HIDE_REASONS, { error: 'review.reasonRequired' }),
  imageId: idField.optional(),
});
/** POST /api/reviews/{id}/show: the review, or one image, shown again. */
export const showBody = body({ imageId: idField.optional() });

/** GET /api/audit/review-moderation (operators): per merchant, the share hidden per star. */
export const hiddenSharesContent = z.object({
  merchants: z.array(
    z.object({
      merchantId: z.number(),
      name: z.string(),
      /** Per star: reviews written, and how many of them are hidden. */
      stars: z.array(z.object({ rating: z.number(), total: z.number(), hidden: z.number() })),
    }),
  ),
});

// Storefront (customer) side.

/** POST /api/storefront/reviews: for the customer's own completed order, once, within 30 days. */
export const postReviewBody = z.strictObject({
  orderId: idField,
  rating: ratingField,
  text: z.string().trim().max(REVIEW_TEXT_MAX, { error: 'review.textTooLong' }).default(''),
  imageIds: z.array(idField).max(REVIEW_IMAGES_MAX, { error: 'review.tooManyImages' }).default([]),
});
export type PostReviewBody = z.input<typeof postReviewBody>;

/** A published review as customers read it: hidden images left out, the latest reply only. */
export const publicReview = z.object({
  id: z.number(),
  rating: z.number(),
  text: z.string(),
  imageIds: z.array(z.number()),
  verified: z.boolean(),
  /** The customer's name, shortened (张*, L***). */
  author: z.string(),
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReview>;
export const postedReviewContent = z.object({ review: publicReview });
export const activityReviewsQuery = z.strictObject({
  last_id: idField.optional(),
  pageSize: z.coerce.number().int().min(1).max(REVIEW_PAGE_SIZE_MAX).default(20),
});
export const activityReviewsContent = keysetPage('reviews', publicReview).extend({
  summary: ratingSummary,
});

/** The realtime event of a new review, to the merchant's staff who may read reviews. */
export const REVIEW_EVENT = 'review';
export const reviewPush = z.object({
  merchantId: z.number(),
  reviewId: z.number(),
  activityId: z.number(),
  rating: z.number(),
});
export type ReviewPush = z.infer<typeof reviewPush>;

export type ReviewsContent = z.infer<typeof reviewsContent>;
export type ReviewContent = z.infer<typeof reviewContent>;
export type ReviewSummaryContent = z.infer<typeof reviewSummaryContent>;
export type HiddenSharesContent = z.infer<typeof hiddenSharesContent>;
export type PostedReviewContent = z.infer<typeof postedReviewContent>;
export type ActivityReviewsContent = z.infer<typeof activityReviewsContent>;
