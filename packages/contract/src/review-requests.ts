import { z } from 'zod';
import { body } from './fields.ts';
import { postReviewBody, publicReview, REVIEW_WINDOW_DAYS } from './reviews.ts';

// Review requests (docs/reviews.md "Review requests"): after a check-in the customer is asked
// for a review by a storefront notification with a link valid as long as the order may be
// reviewed, and reminded up to twice while it is unanswered, unless the merchant turned
// reminders off.

/** The link is valid as long as the order may be reviewed: this many days from the check-in. */
export const REVIEW_REQUEST_DAYS = REVIEW_WINDOW_DAYS;
/** The reminders, in days after the request: the first after 3 days, the second after 7. */
export const REVIEW_REMINDER_DAYS = [3, 7] as const;

/** The storefront notification of a request or a reminder, to the customer's sockets. */
export const REVIEW_REQUEST_EVENT = 'review:request';

/** An open request as its customer reads it (the notification and the list). */
export const reviewRequest = z.object({
  id: z.number(),
  /** The link's secret: `POST /api/storefront/review-requests/{token}/review`. */
  token: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  activityId: z.number(),
  activityTitle: z.string(),
  merchantName: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  /** 0 for the request itself, 1 and 2 for the reminders sent so far. */
  remindersSent: z.number(),
});
export type ReviewRequest = z.infer<typeof reviewRequest>;
export const reviewRequestsContent = z.object({ requests: z.array(reviewRequest) });

/** What the link opens, without signing in: the request and whether it can still be answered. */
export const reviewRequestLinkContent = z.object({
  request: reviewRequest.extend({ status: z.enum(['open', 'answered', 'expired']) }),
});
/** A link's token: 32 URL-safe characters (24 random bytes); anything else is refused (1001). */
export const reviewRequestParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, { error: 'review.linkInvalid' }),
});
/** POST /api/storefront/review-requests/{token}/review: the review, the order being the link's. */
export const answerReviewRequestBody = postReviewBody.omit({ orderId: true });
export type AnswerReviewRequestBody = z.input<typeof answerReviewRequestBody>;
export const answeredReviewRequestContent = z.object({ review: publicReview });

/** PUT /api/reviews/request-rules (needs shop:edit): the merchant's reminders on or off. */
export const reviewRequestRulesBody = body({ reminders: z.boolean() });
export type ReviewRequestRulesBody = z.input<typeof reviewRequestRulesBody>;
export const reviewRequestRulesContent = z.object({ rules: z.object({ reminders: z.boolean() }) });
export type ReviewRequestRulesContent = z.infer<typeof reviewRequestRulesContent>;
