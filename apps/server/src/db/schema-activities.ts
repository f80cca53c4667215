import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, time } from './columns.ts';
import { merchants, users } from './schema-accounts.ts';
import { uploads } from './schema-uploads.ts';

/**
 * DESIGN §4 "Activity" / docs/activities.md "Statuses": draft -> pending -> approved | rejected,
 * approved -> offline. Fields left empty in a draft are '' (texts) or null (times, cover, capacity
 * = unlimited).
 */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', {
      enum: ['draft', 'pending', 'approved', 'rejected', 'offline'],
    }).notNull(),
    version: integer('version').notNull().default(1),
    title: text('title').notNull().default(''),
    coverImageId: ref('cover_image_id').references(() => uploads.id, { onDelete: 'set null' }),
    category: text('category').notNull().default(''),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    mode: text('mode', { enum: ['offline', 'online'] })
      .notNull()
      .default('offline'),
    provinceCode: text('province_code').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    districtCode: text('district_code').notNull().default(''),
    address: text('address').notNull().default(''),
    link: text('link').notNull().default(''),
    startAt: time('start_at'),
    endAt: time('end_at'),
    signupDeadline: time('signup_deadline'),
    capacity: integer('capacity'),
    priceCents: integer('price_cents').notNull().default(0),
    /** Places held by pending and paid orders; the check below forbids overselling. */
    placesTaken: integer('places_taken').notNull().default(0),
    rejectReason: text('reject_reason'),
    submittedAt: time('submitted_at'),
    decidedAt: time('decided_at'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    check(
      'activities_status_check',
      sql`${table.status} in ('draft', 'pending', 'approved', 'rejected', 'offline')`,
    ),
    check('activities_mode_check', sql`${table.mode} in ('offline', 'online')`),
    check('activities_price_check', sql`${table.priceCents} >= 0`),
    check('activities_capacity_check', sql`${table.capacity} is null or ${table.capacity} > 0`),
    check(
      'activities_places_check',
      sql`${table.placesTaken} >= 0 and (${table.capacity} is null or ${table.placesTaken} <= ${table.capacity})`,
    ),
    // Keyset listing (docs/api.md `last_id`): by id, and by start time then id.
    index('activities_merchant_id_idx').on(table.merchantId, table.id),
    // A status tab pages as deep as it likes without reading the other statuses' rows.
    index('activities_merchant_status_idx').on(table.merchantId, table.status, table.id),
    // Scanned backwards for start_desc; rows without a start are read apart (list-activities.ts).
    index('activities_merchant_start_idx').on(table.merchantId, table.startAt, table.id),
    // Storefront (DESIGN §1): approved activities of every merchant, soonest start first.
    index('activities_storefront_idx')
      .on(table.startAt, table.id)
      .where(sql`${table.status} = 'approved'`),
    // GET /api/uploads/{id}: may a member of the merchant read this cover?
    index('activities_cover_image_idx').on(table.coverImageId),
  ],
);
