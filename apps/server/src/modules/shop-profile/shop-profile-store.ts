import { inArray } from 'drizzle-orm';
import type { ShopProfile } from '@console/contract/shop-profile';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { describeUpload } from '../uploads/index.ts';
import { toShopProfile, type ShopProfileFields } from './shop-profile-view.ts';

/** A profile as members read it (shop-profile-view.ts), with its logo and cover read. */
export async function viewShopProfile(
  db: Db,
  fields: ShopProfileFields,
  saved: { version: number; updatedAt: Date | null },
): Promise<ShopProfile> {
  const imageIds = [fields.logoImageId, fields.coverImageId].filter((id) => id !== null);
  const images = imageIds.length
    ? await db.select().from(uploads).where(inArray(uploads.id, imageIds))
    : [];
  return toShopProfile(fields, saved, images.map(describeUpload));
}
