import { z } from 'zod';
import { isoDateTimeField } from './dates.ts';
import { body, draftBodies, idField } from './fields.ts';
import { keysetPage } from './paging.ts';
import { ACTIVITY_PHASES } from './activity-phase.ts';
import { isRegionChain, REGION_CODE_PATTERN, THIRD_LEVEL_CODE_PATTERN } from './regions.ts';
import { uploadedFile } from './uploads.ts';

// DESIGN §4 "Activity" / docs/activities.md: the merchant's events customers sign up for.
export const ACTIVITY_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'offline'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/**
 * DESIGN §4 "Activity": every legal move, by name (docs/activities.md "Statuses"). The server's
 * door moves an activity only along these and the console offers a command only on an activity
 * its move starts from. `to: null` is no new status: an update keeps the one it had, a
 * deletion leaves no activity.
 */
export const ACTIVITY_MOVES = {
  /** Saving the form of a draft or a rejected activity. */
  update: { from: ['draft', 'rejected'], to: null },
  /** Saving the form of an approved activity sends it back to review. */
  revise: { from: ['approved'], to: 'pending' },
  submit: { from: ['draft', 'rejected'], to: 'pending' },
  offline: { from: ['approved'], to: 'offline' },
  /** The operator's decisions (docs/onboarding.md "Decisions"). */
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  delete: { from: ['draft'], to: null },
} as const satisfies Record<string, { from: readonly ActivityStatus[]; to: ActivityStatus | null }>;
export type ActivityMove = keyof typeof ACTIVITY_MOVES;
export const ACTIVITY_MODES = ['offline', 'online'] as const;
export const ACTIVITY_CATEGORIES = [
  'education',
  'sports',
  'culture',
  'arts',
  'food',
  'travel',
  'technology',
  'health',
  'other',
] as const;

export const ACTIVITY_TITLE_MIN = 2;
export const ACTIVITY_TITLE_MAX = 60;
export const ACTIVITY_SUMMARY_MAX = 200;
export const ACTIVITY_DESCRIPTION_MAX = 50_000;
export const ACTIVITY_PAGE_SIZE_MAX = 100;
export const ACTIVITY_ADDRESS_MAX = 200;
export const ACTIVITY_LINK_MAX = 500;
export const ACTIVITY_CAPACITY_MAX = 1_000_000;
/** Integer cents: 1,000,000 yuan. */
export const ACTIVITY_PRICE_MAX_CENTS = 100_000_000;

/**
 * Online link: only http and https, with a host, that URL parsing accepts (docs/api.md
 * "Activities").
 */
export const isActivityLink = (value: string) =>
  /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value);

const text = (max: number) => z.string().trim().min(1).max(max);
const regionCode = z.string().regex(REGION_CODE_PATTERN, { error: 'record.regionInvalid' });
const isoDateTime = isoDateTimeField('activity.timeInvalid');
const linkField = z
  .string()
  .trim()
  .max(ACTIVITY_LINK_MAX)
  .refine(isActivityLink, { error: 'activity.linkInvalid' });

/**
 * Every field of an activity; a draft may leave any out, a submission needs them
 * (docs/activities.md "Submission rules").
 */
export const activityFieldsShape = {
  title: z.string().trim().min(ACTIVITY_TITLE_MIN).max(ACTIVITY_TITLE_MAX),
  coverImageId: idField,
  category: z.enum(ACTIVITY_CATEGORIES),
  summary: z.string().trim().max(ACTIVITY_SUMMARY_MAX),
  description: z.string().max(ACTIVITY_DESCRIPTION_MAX),
  mode: z.enum(ACTIVITY_MODES),
  provinceCode: regionCode,
  cityCode: regionCode,
  districtCode: z.string().regex(THIRD_LEVEL_CODE_PATTERN, { error: 'record.regionInvalid' }),
  address: text(ACTIVITY_ADDRESS_MAX),
  link: linkField,
  startAt: isoDateTime,
  endAt: isoDateTime,
  signupDeadline: isoDateTime,
  /** null = unlimited places. */
  capacity: z.number().int().positive().max(ACTIVITY_CAPACITY_MAX).nullable(),
  /** Integer cents; 0 = free. */
  priceCents: z.number().int().min(0).max(ACTIVITY_PRICE_MAX_CENTS),
};

const partialActivity = z.object(activityFieldsShape).partial().shape;

type Draft = {
  provinceCode?: string;
  cityCode?: string;
  districtCode?: string;
  startAt?: string;
  endAt?: string;
  signupDeadline?: string;
};

/**
 * Region nesting and time order are checked whenever the fields are present (docs/activities.md
 * "Submission rules").
 */
const checkActivity = (value: Draft, ctx: z.RefinementCtx) => {
  const { provinceCode, cityCode, districtCode, startAt, endAt, signupDeadline } = value;
  if (provinceCode !== undefined && cityCode !== undefined && districtCode !== undefined) {
    if (!isRegionChain({ provinceCode, cityCode, districtCode })) {
      ctx.addIssue({ code: 'custom', path: ['districtCode'], message: 'record.regionInvalid' });
    }
  }
  for (const issue of activityTimeIssues({ startAt, endAt, signupDeadline })) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
};

export type ActivityTimeIssue = {
  field: 'endAt' | 'signupDeadline' | 'startAt';
  message: 'activity.endBeforeStart' | 'activity.deadlineAfterStart' | 'activity.timeInPast';
};

/**
 * Pure time rules (docs/activities.md "Submission rules"): end after start, deadline not after
 * start and, when `now` is given (on submit), every time in the future.
 */
export function activityTimeIssues(times: Draft, now?: Date): ActivityTimeIssue[] {
  const issues: ActivityTimeIssue[] = [];
  const start = times.startAt === undefined ? NaN : Date.parse(times.startAt);
  const end = times.endAt === undefined ? NaN : Date.parse(times.endAt);
  const deadline = times.signupDeadline === undefined ? NaN : Date.parse(times.signupDeadline);
  if (end <= start) issues.push({ field: 'endAt', message: 'activity.endBeforeStart' });
  if (deadline > start) {
    issues.push({ field: 'signupDeadline', message: 'activity.deadlineAfterStart' });
  }
  if (now !== undefined) {
    const at = now.getTime();
    const past = (['startAt', 'endAt', 'signupDeadline'] as const).find((field) => {
      const value = times[field];
      return value === undefined || !(Date.parse(value) > at);
    });
    if (past !== undefined) issues.push({ field: past, message: 'activity.timeInPast' });
  }
  return issues;
}

const activityBodies = draftBodies(partialActivity, checkActivity);
/** POST /api/activities: a new draft with whatever is filled in. */
export const createActivityBody = activityBodies.create;
export type CreateActivityBody = z.input<typeof createActivityBody>;
/** PUT /api/activities/{id}: the whole form again, against the version read. */
export const updateActivityBody = activityBodies.update;
export type UpdateActivityBody = z.input<typeof updateActivityBody>;
/** POST /api/activities/{id}/submit and /offline */
export const activityActionBody = activityBodies.action;
export type ActivityActionBody = z.input<typeof activityActionBody>;

export const activityParams = z.object({ id: idField });

/**
 * The list's orders (docs/activities.md "List paging"): newest created first, or by start time
 * either way.
 */
export const ACTIVITY_SORTS = ['created_desc', 'start_asc', 'start_desc'] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];

const listTime = isoDateTimeField('activity.timeInvalid');

/**
 * GET /api/activities: keyset by `last_id` (docs/api.md): the server continues after that row
 * in the chosen order. `startFrom` / `startTo` bound the start time (inclusive, exclusive);
 * activities without a start time come last when sorting by start and never match a phase.
 */
export const activityListQuery = z
  .strictObject({
    merchants_id: idField.optional(),
    last_id: idField.optional(),
    pageSize: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_SIZE_MAX).default(20),
    status: z.enum(ACTIVITY_STATUSES).optional(),
    phase: z.enum(ACTIVITY_PHASES).optional(),
    keyword: z.string().trim().max(60).optional(),
    startFrom: listTime.optional(),
    startTo: listTime.optional(),
    /**
     * Only activities with a place left (unlimited, or taken below capacity; docs/home.md
     * "To-dos").
     */
    placesLeft: z.enum(['1']).optional(),
    sort: z.enum(ACTIVITY_SORTS).default('created_desc'),
  })
  .refine(
    (query) =>
      query.startFrom === undefined ||
      query.startTo === undefined ||
      Date.parse(query.startFrom) < Date.parse(query.startTo),
    { path: ['startTo'], error: 'activity.rangeInvalid' },
  );
export type ActivityListQuery = z.input<typeof activityListQuery>;

export const activity = z.object({
  id: z.number(),
  merchantId: z.number(),
  status: z.enum(ACTIVITY_STATUSES),
  /**
   * From time, for approved activities only; null for every other status (docs/activities.md
   * "Phase").
   */
  phase: z.enum(ACTIVITY_PHASES).nullable(),
  version: z.number(),
  title: z.string(),
  cover: uploadedFile.nullable(),
  category: z.string(),
  summary: z.string(),
  description: z.string(),
  mode: z.enum(ACTIVITY_MODES),
  provinceCode: z.string(),
  cityCode: z.string(),
  districtCode: z.string(),
  address: z.string(),
  link: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  signupDeadline: z.string().nullable(),
  capacity: z.number().nullable(),
  priceCents: z.number(),
  rejectReason: z.string().nullable(),
  /** Places taken by pending and paid orders; 0 until orders exist (docs/api.md "Activities"). */
  sold: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Activity = z.infer<typeof activity>;

export const activityContent = z.object({ activity });
export const activitiesContent = keysetPage('activities', activity);

/** DELETE /api/activities/{id} and POST .../copy: only the merchant context (spec §7). */
export const activityEmptyBody = body({}).nullish();

/** A review of one submission of the activity, oldest first (DESIGN §4 "review history"). */
export const activityReview = z.object({
  id: z.number(),
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
  submittedBy: z.object({ id: z.number(), nickname: z.string() }),
  submittedAt: z.string(),
  decidedBy: z.object({ id: z.number(), nickname: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ActivityReview = z.infer<typeof activityReview>;

/** Orders, paid orders, checked-in places and revenue (cents) of one activity. */
export const activityFigures = z.object({
  orders: z.number(),
  paid: z.number(),
  checkedIn: z.number(),
  revenueCents: z.number(),
});
export type ActivityFigures = z.infer<typeof activityFigures>;

/** GET /api/activities/{id}/overview: the detail page's review history and figures. */
export const activityOverviewContent = z.object({
  reviews: z.array(activityReview),
  figures: activityFigures,
});
export type ActivityOverviewContent = z.infer<typeof activityOverviewContent>;

export type ActivityContent = z.infer<typeof activityContent>;
export type ActivitiesContent = z.infer<typeof activitiesContent>;
