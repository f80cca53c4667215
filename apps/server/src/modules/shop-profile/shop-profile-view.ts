import { WEEKDAY_COUNT, type ShopProfile } from '@console/contract/shop-profile';
import type { UploadedFile } from '@console/contract/uploads';
import type { shopProfiles } from '../../db/schema.ts';

type ShopProfileRow = typeof shopProfiles.$inferSelect;

/** The columns a profile shows, whether stored or built as the unsaved default. */
export type ShopProfileFields = Omit<ShopProfileRow, 'version' | 'updatedAt'>;

/** Seven closed days: what a profile holds before anyone gives hours. */
export const closedWeek = () => Array.from({ length: WEEKDAY_COUNT }, () => '');

/** A profile as members read it: its images described with their urls. */
export function toShopProfile(
  fields: ShopProfileFields,
  saved: { version: number; updatedAt: Date | null },
  images: UploadedFile[],
): ShopProfile {
  const imageOf = (id: number | null) => images.find((image) => image.id === id) ?? null;
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
