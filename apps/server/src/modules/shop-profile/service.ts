import { and, desc, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import {
  SHOP_INTRO_MAX,
  SHOP_PHONE_PATTERN,
  type SaveShopProfileBody,
} from '@console/contract/shop-profile';
import type { Db } from '../../db/client.ts';
import { merchantRecords, merchants, shopProfiles } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { claimUploads } from '../uploads/index.ts';
import { viewShopProfile } from './shop-profile-store.ts';
import { closedWeek, type ShopProfileFields } from './shop-profile-view.ts';

export type ShopProfileForm = Omit<SaveShopProfileBody, 'merchants_id' | 'version'> & {
  logoImageId: number | null;
  coverImageId: number | null;
};

async function storedProfile(db: Db, merchantId: number) {
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

/**
 * An image must be one the profile already shows (a teammate's logo stays accepted while
 * unchanged, even when moved between logo and cover), or the caller's own upload attached to
 * nothing else (docs/api.md "Uploads"): the profile, logo and cover alike, then claims it.
 */
async function claimImages(
  tx: Db,
  actor: { merchantId: number; userId: number },
  form: ShopProfileForm,
  stored: (number | null)[],
) {
  for (const field of ['logoImageId', 'coverImageId'] as const) {
    const id = form[field];
    if (id === null || stored.includes(id)) continue;
    await claimUploads(tx, [id], {
      owner: { userId: actor.userId },
      kind: 'shop',
      objectId: actor.merchantId,
      merchantId: actor.merchantId,
      field: field,
      message: 'shop.imageInvalid',
    });
  }
}

/**
 * PUT /api/shop/profile: version 0 creates the profile, any other replaces it when it still
 * is the version read; otherwise (someone saved in between) 1004.
 */
export async function saveShopProfile(
  db: Db,
  actor: { merchantId: number; userId: number; now: Date },
  input: { version: number; form: ShopProfileForm },
) {
  const { merchantId, now } = actor;
  const current = await storedProfile(db, merchantId);
  if ((current?.version ?? 0) !== input.version)
    throw new AppError(apiCodes.conflict, 'error.conflict');
  const stored = current ? [current.logoImageId, current.coverImageId] : [];
  const columns = { ...input.form, updatedAt: now };
  const row = await db.transaction(async (tx) => {
    await claimImages(tx, actor, input.form, stored);
    const [saved] =
      input.version === 0
        ? await tx
            .insert(shopProfiles)
            .values({ ...columns, merchantId, version: 1 })
            .onConflictDoNothing()
            .returning()
        : await tx
            .update(shopProfiles)
            .set({ ...columns, version: input.version + 1 })
            .where(
              and(eq(shopProfiles.merchantId, merchantId), eq(shopProfiles.version, input.version)),
            )
            .returning();
    if (!saved) throw new AppError(apiCodes.conflict, 'error.conflict');
    return saved;
  });
  return viewShopProfile(db, row, row);
}
