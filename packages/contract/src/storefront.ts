import { z } from 'zod';
import { ACTIVITY_CATEGORIES, ACTIVITY_MODES } from './activities.ts';
import { ACTIVITY_PHASES } from './activity-phase.ts';
import { idField } from './fields.ts';
import { keysetPage } from './paging.ts';

// DESIGN §1 storefront API: what customers read. Only approved activities of merchants whose
// record is approved, and none of the console's internal fields (status, version, reviews…).
export const STOREFRONT_PAGE_SIZE_MAX = 50;

/** GET /api/storefront/activities: soonest start first, keyset by `last_id`. */
export const storefrontActivitiesQuery = z.strictObject({
  last_id: idField.optional(),
  pageSize: z.coerce.number().int().min(1).max(STOREFRONT_PAGE_SIZE_MAX).default(20),
  keyword: z.string().trim().max(60).optional(),
  category: z.enum(ACTIVITY_CATEGORIES).optional(),
  merchantId: idField.optional(),
});
export type StorefrontActivitiesQuery = z.input<typeof storefrontActivitiesQuery>;

export const storefrontActivityParams = z.object({ id: idField });

export const storefrontActivity = z.object({
  id: z.number(),
  merchant: z.object({ id: z.number(), name: z.string() }),
  title: z.string(),
  /** GET /api/storefront/activities/{id}/cover, or null without a cover. */
  coverUrl: z.string().nullable(),
  category: z.string(),
  summary: z.string(),
  description: z.string(),
  mode: z.enum(ACTIVITY_MODES),
  provinceCode: z.string(),
  cityCode: z.string(),
  districtCode: z.string(),
  address: z.string(),
  link: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  signupDeadline: z.string(),
  phase: z.enum(ACTIVITY_PHASES),
  /** null = unlimited. */
  capacity: z.number().nullable(),
  /** Places still open; null when unlimited. */
  placesLeft: z.number().nullable(),
  priceCents: z.number(),
});
export type StorefrontActivity = z.infer<typeof storefrontActivity>;

export const storefrontActivitiesContent = keysetPage('activities', storefrontActivity);
export const storefrontActivityContent = z.object({ activity: storefrontActivity });

export const storefrontCoverUrl = (activityId: number) =>
  `/api/storefront/activities/${activityId}/cover`;

export type StorefrontActivitiesContent = z.infer<typeof storefrontActivitiesContent>;
export type StorefrontActivityContent = z.infer<typeof storefrontActivityContent>;
