import { z } from 'zod';
import { body, idField } from './fields.ts';
import { isRegionChain } from './regions.ts';
import { uploadedFile } from './uploads.ts';

// DESIGN §4 "Shop" / docs/shop.md: the merchant's public profile on /shop/info (shop:edit edits).
export const SHOP_NAME_MIN = 2;
export const SHOP_NAME_MAX = 40;
export const SHOP_INTRO_MAX = 500;
export const SHOP_ADDRESS_MAX = 200;
export const SHOP_TAGS_MAX = 10;
export const SHOP_TAG_MAX = 12;
/** Monday first, as ISO weekdays. */
export const WEEKDAY_COUNT = 7;

/** Mobile (spec §5) or a landline with its area code, e.g. 0755-12345678. */
export const SHOP_PHONE_PATTERN = /^(1\d{10}|0\d{2,3}-?\d{7,8})$/;
const HOURS_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * One weekday's hours: '' (closed) or 'HH:mm-HH:mm' with the end after the start. Hours past
 * midnight are not expressible (docs/shop.md). Answers the message key of the problem, or null.
 */
export function businessHoursIssue(entry: string): 'shop.hoursInvalid' | 'shop.hoursOrder' | null {
  if (entry === '') return null;
  const match = HOURS_PATTERN.exec(entry);
  if (!match) return 'shop.hoursInvalid';
  const [, openH, openM, closeH, closeM] = match.map(Number);
  return closeH! * 60 + closeM! > openH! * 60 + openM! ? null : 'shop.hoursOrder';
}

const hoursEntry = z.string().superRefine((entry, ctx) => {
  const issue = businessHoursIssue(entry);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});

const tag = z
  .string()
  .trim()
  .min(1, { error: 'shop.tagInvalid' })
  .max(SHOP_TAG_MAX, { error: 'shop.tagInvalid' });

/** PUT /api/shop/profile: the whole form; version 0 creates the profile (the first save). */
export const saveShopProfileBody = body({
  version: z.number().int().min(0),
  name: z.string().trim().min(SHOP_NAME_MIN).max(SHOP_NAME_MAX),
  /** null = no image. */
  logoImageId: idField.nullable(),
  coverImageId: idField.nullable(),
  intro: z.string().trim().max(SHOP_INTRO_MAX),
  /** '' = not given. */
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || SHOP_PHONE_PATTERN.test(phone), {
      error: 'shop.phoneInvalid',
    }),
  /** All three '' (no region) or a valid chain. */
  provinceCode: z.string().max(9),
  cityCode: z.string().max(9),
  districtCode: z.string().max(9),
  address: z.string().trim().max(SHOP_ADDRESS_MAX),
  businessHours: z.array(hoursEntry).length(WEEKDAY_COUNT, { error: 'shop.hoursCount' }),
  serviceTags: z
    .array(tag)
    .max(SHOP_TAGS_MAX, { error: 'shop.tagsTooMany' })
    .refine((tags) => new Set(tags.map((value) => value.trim())).size === tags.length, {
      error: 'shop.tagDuplicate',
    }),
}).superRefine((value, ctx) => {
  const { provinceCode, cityCode, districtCode } = value;
  const isEmpty = provinceCode === '' && cityCode === '' && districtCode === '';
  if (!isEmpty && !isRegionChain({ provinceCode, cityCode, districtCode })) {
    ctx.addIssue({ code: 'custom', path: ['districtCode'], message: 'record.regionInvalid' });
  }
});
export type SaveShopProfileBody = z.input<typeof saveShopProfileBody>;

export const shopProfile = z.object({
  merchantId: z.number(),
  /** 0 = never saved: the answer is a default built from the onboarding record. */
  version: z.number(),
  name: z.string(),
  logo: uploadedFile.nullable(),
  cover: uploadedFile.nullable(),
  intro: z.string(),
  phone: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  districtCode: z.string(),
  address: z.string(),
  /** Seven entries, Monday first: '' (closed) or 'HH:mm-HH:mm'. */
  businessHours: z.array(z.string()),
  serviceTags: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type ShopProfile = z.infer<typeof shopProfile>;

/** GET and PUT /api/shop/profile */
export const shopProfileContent = z.object({ profile: shopProfile });
export type ShopProfileContent = z.infer<typeof shopProfileContent>;
