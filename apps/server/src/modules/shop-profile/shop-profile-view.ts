import { inArray } from 'drizzle-orm';
import { WEEKDAY_COUNT, type ShopProfile } from '@console/contract/shop-profile';
import type { Db } from '../../db/client.ts';
import { uploads, type shopProfiles } from '../../db/schema.ts';
import { describeUpload } from '../uploads/index.ts';

type ShopProfileRow = typeof shopProfiles.$inferSelect;

/** The columns a profile shows, whether stored or built as the unsaved default. */
export type ShopProfileFields = Omit<ShopProfileRow, 'version' | 'updatedAt'>;

/** Seven closed days: what a profile holds before anyone gives hours. */
export const closedWeek = () => Array.from({ length: WEEKDAY_COUNT }, () => '');

/** A profile as members read it: its images described with their urls. */
export async function viewShopProfile(
  db: Db,
  fields: ShopProfileFields,
  saved: { version: number; updatedAt: Date | null },
): Promise<ShopProfile> {
  const imageIds = [fields.logoImageId, fields.coverImageId].filter((id) => id !== null);
  const images = imageIds.length
    ? await db.select().from(uploads).where(inArray(uploads.id, imageIds))
    : [];
  const imageOf = (id: number | null) => {
    const row = images.find((image) => image.id === id);
    return row ? describeUpload(row) : null;
  };
  return {
    merchantId: fields.merchantId,
    version: saved.version,
    name: fields.name,
    logo: imageOf(fields.logoImageId),
    cover: imageOf(fields.coverImageId),
    intro: fields.intro,
    phone: fields.phone,
    provinceCode: fields.provinceCode,
    cityCode: fields.cityCode,
    districtCode: fields.districtCode,
    address: fields.address,
    businessHours: fields.businessHours,
    serviceTags: fields.serviceTags,
    updatedAt: saved.updatedAt?.toISOString() ?? null,
  };
}
