import { z } from 'zod';
import { isoDateField } from './dates.ts';
import { idField } from './fields.ts';
import { keysetPage } from './paging.ts';

// The trail of who did what (docs/trail.md): every write of a merchant's data leaves one entry;
// the platform's own writes (users, roles, menus, operator decisions) are scope 0.

export const TRAIL_ACTOR_TYPES = ['member', 'operator', 'customer', 'system'] as const;
export type TrailActorType = (typeof TRAIL_ACTOR_TYPES)[number];

/** What an entry is about: each door's object type (docs/trail.md "Objects"). */
export const TRAIL_OBJECT_TYPES = [
  'order',
  'activity',
  'record',
  'licence',
  /** An operator's decision on an audit submission (platform scope). */
  'submission',
  /** A merchant opened by an approved onboarding record, with its owner. */
  'merchant',
  'conversation',
  'message',
  'review',
  'reply',
  'member',
  'invitation',
  'customer',
  'shop',
  'quick_reply',
  /** A merchant's business hours and response targets (docs/chat.md "Response targets"). */
  'chat_targets',
  /** A merchant's auto-assignment rules (docs/chat.md "Assignment"). */
  'chat_assignment',
  /** A customer's rating of a resolved conversation (docs/chat.md "Satisfaction"). */
  'chat_rating',
  /** The ask for a review after a check-in, and its reminders (docs/reviews.md "Review requests"). */
  'review_request',
  /** A merchant's review reminders switch (docs/reviews.md "Review requests"). */
  'review_request_rules',
  'setting',
  'user',
  'role',
  'menu',
] as const;
export type TrailObjectType = (typeof TRAIL_OBJECT_TYPES)[number];

export const TRAIL_PAGE_SIZE_MAX = 100;
/** Actions are short lower-camel words (`refund`, `hide`, `setTags`). */
const TRAIL_ACTION_PATTERN = /^[a-zA-Z]{1,40}$/;

export const trailEntry = z.object({
  id: z.number(),
  /**
   * 1, 2, 3… within the scope: the chain's order; null for the moments between the write's
   * commit and its sealing (docs/trail.md "The chain").
   */
  seq: z.number().nullable(),
  at: z.string(),
  actor: z.object({
    type: z.enum(TRAIL_ACTOR_TYPES),
    /** The member's, operator's or customer's id; null for the system. */
    id: z.number().nullable(),
    /** As it was at the write. */
    name: z.string(),
  }),
  action: z.string(),
  objectType: z.string(),
  objectId: z.number(),
  /** The changed fields as they were (null for a creation) and as they became (null: removed). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type TrailEntry = z.infer<typeof trailEntry>;

const trailDate = isoDateField('trail.dateInvalid');

/** The filter of the trail list and its CSV; dates are days in the merchant's time zone. */
const trailFilterShape = {
  merchants_id: idField.optional(),
  actorType: z.enum(TRAIL_ACTOR_TYPES).optional(),
  actorId: idField.optional(),
  objectType: z.enum(TRAIL_OBJECT_TYPES).optional(),
  objectId: idField.optional(),
  action: z.string().regex(TRAIL_ACTION_PATTERN, { error: 'trail.actionInvalid' }).optional(),
  from: trailDate.optional(),
  to: trailDate.optional(),
};

const withRange = <T extends z.ZodType<{ from?: string; to?: string }>>(query: T) =>
  query.refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: 'trail.rangeInvalid',
  });

/**
 * GET /api/trail (owner, or `trail:view`): newest first, keyset by `last_id`. `objectType` with
 * `objectId` is one object's own history.
 */
export const trailListQuery = withRange(
  z.strictObject({
    ...trailFilterShape,
    last_id: idField.optional(),
    pageSize: z.coerce.number().int().min(1).max(TRAIL_PAGE_SIZE_MAX).default(20),
  }),
);
export type TrailListQuery = z.input<typeof trailListQuery>;
export const trailListContent = keysetPage('entries', trailEntry);
export type TrailListContent = z.infer<typeof trailListContent>;

/** GET /api/trail/export.csv: the same filter, every entry it holds, streamed. */
export const trailFilterQuery = withRange(z.strictObject(trailFilterShape));
export type TrailFilterQuery = z.input<typeof trailFilterQuery>;

/** Why a chain does not verify at an entry (docs/trail.md "Verifying"). */
export const TRAIL_BREAKS = [
  /** The entry's content does not give its hash: it was edited. */
  'hash',
  /** The entry does not follow the one before (one was deleted or edited in between). */
  'link',
  /** Its seq skips one: an entry is missing. */
  'gap',
  /** The head says the chain goes further than its entries: the last ones are missing. */
  'head',
] as const;

/** GET /api/system/trail/verify?scope=N (platform admins): the chain walked from its checkpoint. */
export const trailVerifyQuery = z.strictObject({
  /** A merchant's id, or 0 for the platform's scope. */
  scope: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export const trailVerifyContent = z.object({
  scope: z.number(),
  /** How many entries were checked. */
  checked: z.number(),
  /** The head: the last seq and its hash (export it elsewhere to pin the chain). */
  headSeq: z.number(),
  headHash: z.string(),
  /** Where verification started: the seq retention kept as checkpoint (0: the beginning). */
  checkpointSeq: z.number(),
  ok: z.boolean(),
  /** Committed entries not sealed yet: not covered by this verification (sealed within moments). */
  unsealed: z.number(),
  firstBreak: z
    .object({ seq: z.number(), id: z.number().nullable(), reason: z.enum(TRAIL_BREAKS) })
    .nullable(),
});
export type TrailVerifyContent = z.infer<typeof trailVerifyContent>;
