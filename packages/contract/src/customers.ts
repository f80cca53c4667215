import { z } from 'zod';
import { body, idField } from './fields.ts';
import { keysetPage } from './paging.ts';

// DESIGN §4 "Customers" / docs/customers.md: the merchant's customer book (/eva?tab=customers).

export const CUSTOMER_PAGE_SIZE_MAX = 100;
export const CUSTOMER_TAG_MAX = 20;
export const CUSTOMER_TAGS_MAX = 20;
export const CUSTOMER_TAG_FILTER_MAX = 5;
export const CUSTOMER_NOTE_MAX = 1000;
export const CUSTOMER_SORTS = ['last_order', 'spent'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const tagField = z
  .string()
  .trim()
  .min(1, { error: 'customer.tagRequired' })
  .max(CUSTOMER_TAG_MAX, { error: 'customer.tagTooLong' })
  .regex(/^[^,]+$/, { error: 'customer.tagComma' });

/**
 * GET /api/customers: `keyword` is a name (substring), a mobile ending (digits) or pinyin
 * initials (letters: `zs` finds 张三); `tags` a comma-separated list, every one of which the
 * customer carries; sorted by last order (default) or spent, biggest first, keyset by `last_id`
 * (a customer id).
 */
export const customerListQuery = z.strictObject({
  merchants_id: idField.optional(),
  last_id: idField.optional(),
  pageSize: z.coerce.number().int().min(1).max(CUSTOMER_PAGE_SIZE_MAX).default(20),
  keyword: z.string().trim().max(40).optional(),
  tags: z
    .string()
    .max(CUSTOMER_TAG_FILTER_MAX * (CUSTOMER_TAG_MAX + 1))
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(tagField).max(CUSTOMER_TAG_FILTER_MAX))
    .optional(),
  sort: z.enum(CUSTOMER_SORTS).default('last_order'),
});
export type CustomerListQuery = z.input<typeof customerListQuery>;

export const customerEntry = z.object({
  id: z.number(),
  name: z.string(),
  /** In full only for members holding customer:manage; masked (138****0000) otherwise. */
  mobile: z.string(),
  mobileMasked: z.boolean(),
  /** Paid orders. */
  ordersCount: z.number(),
  /** Paid and not refunded, in cents. */
  spentCents: z.number(),
  firstOrderAt: z.string().nullable(),
  lastOrderAt: z.string().nullable(),
  /** The average of the ratings this customer gave the merchant; null without reviews. */
  averageRating: z.number().nullable(),
  tags: z.array(z.string()),
  note: z.string(),
  firstSeenAt: z.string(),
});
export type CustomerEntry = z.infer<typeof customerEntry>;
export const customersContent = keysetPage('customers', customerEntry);
export const customerParams = z.object({ id: idField });

export const TIMELINE_KINDS = ['order', 'review', 'conversation', 'rating'] as const;
export const timelineEntry = z.object({
  kind: z.enum(TIMELINE_KINDS),
  /** The order, review or conversation id; a rating's conversation (the web links to each). */
  id: z.number(),
  at: z.string(),
  /** The order number, the reviewed activity, the last message preview, or the rating's comment. */
  title: z.string(),
  status: z.string().nullable(),
  amountCents: z.number().nullable(),
  rating: z.number().nullable(),
  /** A rating's member rated (docs/chat.md "Satisfaction"); null for other kinds or when gone. */
  member: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;
export const customerContent = z.object({
  customer: customerEntry,
  /** Newest first: orders, reviews, the conversation with this merchant and its ratings. */
  timeline: z.array(timelineEntry),
});

/** PUT /api/customers/{id}/tags: the customer's whole tag list (customer:manage). */
export const customerTagsBody = body({
  tags: z
    .array(tagField)
    .max(CUSTOMER_TAGS_MAX, { error: 'customer.tooManyTags' })
    .transform((tags) => [...new Set(tags)]),
});
/** PUT /api/customers/{id}/note: the merchant's private note (customer:manage). */
export const customerNoteBody = body({
  note: z.string().trim().max(CUSTOMER_NOTE_MAX, { error: 'customer.noteTooLong' }),
});
/** GET /api/customers/tags: the tags in use, with how many customers carry each. */
export const customerTagsContent = z.object({
  tags: z.array(z.object({ tag: z.string(), count: z.number() })),
});

export type CustomersContent = z.infer<typeof customersContent>;
export type CustomerContent = z.infer<typeof customerContent>;
export type CustomerTagsContent = z.infer<typeof customerTagsContent>;
