import { and, desc, eq } from 'drizzle-orm';
import { SHOP_INTRO_MAX, SHOP_PHONE_PATTERN } from '@console/contract/shop-profile';
import type { Db } from '../../db/client.ts';
import { merchantRecords, merchants, shopProfiles } from '../../db/schema.ts';
import { viewShopProfile } from './shop-profile-store.ts';
import { closedWeek, type ShopProfileFields } from './shop-profile-view.ts';

/** The merchant's stored profile row, or undefined before the first save. */
export async function storedProfile(db: Db, merchantId: number) {
  const [row] = await db
    .select()
    .from(shopProfiles)
    .where(eq(shopProfiles.merchantId, merchantId))
    .limit(1);
  return row;
}

/**
 * The profile before its first save: the merchant's name, and contact, region, address and
 * description of its approved onboarding record where they fit the profile's rules.
 */
async function defaultProfile(db: Db, merchantId: number): Promise<ShopProfileFields> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  const [record] = await db
    .select()
    .from(merchantRecords)
    .where(and(eq(merchantRecords.merchantId, merchantId), eq(merchantRecords.status, 'approved')))
    .orderBy(desc(merchantRecords.decidedAt), desc(merchantRecords.id))
    .limit(1);
  const phone = record?.contactMobile ?? '';
  return {
    merchantId,
    name: merchant?.name ?? '',
    logoImageId: null,
    coverImageId: null,
    intro: (record?.description ?? '').slice(0, SHOP_INTRO_MAX),
    phone: SHOP_PHONE_PATTERN.test(phone) ? phone : '',
    provinceCode: record?.provinceCode ?? '',
    cityCode: record?.cityCode ?? '',
    districtCode: record?.districtCode ?? '',
    address: record?.address ?? '',
    businessHours: closedWeek(),
    serviceTags: [],
  };
}

/** GET /api/shop/profile: the stored profile, or the default with version 0 (never saved). */
export async function getShopProfile(db: Db, merchantId: number) {
  const row = await storedProfile(db, merchantId);
  if (row) return viewShopProfile(db, row, row);
  return viewShopProfile(db, await defaultProfile(db, merchantId), {
    version: 0,
    updatedAt: null,
  });
}
