import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ref, time } from './columns.ts';
import { merchants } from './schema-accounts.ts';
import { uploads } from './schema-uploads.ts';

/**
 * DESIGN §4 "Shop" / docs/shop.md "Decisions": the merchant's public profile, one row per merchant
 * (created on the first save). Texts left empty are ''; business hours are "HH:mm-HH:mm" per
 * weekday.
 */
export const shopProfiles = pgTable(
  'shop_profiles',
  {
    merchantId: ref('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    logoImageId: ref('logo_image_id').references(() => uploads.id, { onDelete: 'set null' }),
    coverImageId: ref('cover_image_id').references(() => uploads.id, { onDelete: 'set null' }),
    intro: text('intro').notNull().default(''),
    phone: text('phone').notNull().default(''),
    provinceCode: text('province_code').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    districtCode: text('district_code').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Seven entries, Monday first: "" (closed) or "HH:mm-HH:mm". */
    businessHours: text('business_hours')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    serviceTags: text('service_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    check('shop_profiles_version_check', sql`${table.version} >= 1`),
    // GET /api/uploads/{id}: is the file a profile's logo or cover?
    // (modules/shop-profile/attachment-readers.ts)
    index('shop_profiles_logo_image_idx').on(table.logoImageId),
    index('shop_profiles_cover_image_idx').on(table.coverImageId),
  ],
);
