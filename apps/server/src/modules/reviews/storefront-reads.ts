import { and, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { activities, merchants } from '../../db/schema.ts';
import type { FileStorage } from '../../adapters/file-storage.ts';
import { AppError } from '../../http/app-error.ts';
import { visibleOnStorefront } from '../storefront/index.ts';
import { loadUpload } from '../uploads/index.ts';
import { publishedWithImage } from './review-store.ts';

/**
 * The merchant of an activity customers may see, or undefined (docs/activities.md "Storefront").
 */
export async function visibleActivityMerchant(db: Db, activityId: number) {
  const [row] = await db
    .select({ merchantId: activities.merchantId })
    .from(activities)
    .innerJoin(merchants, eq(merchants.id, activities.merchantId))
    .where(and(eq(activities.id, activityId), visibleOnStorefront));
  return row?.merchantId;
}

/** An image of a published review, unless it is hidden; anything else is 1002. */
export async function readStorefrontImage(
  context: { db: Db; storage: FileStorage },
  reviewId: number,
  imageId: number,
) {
  if (!(await publishedWithImage(context.db, reviewId, imageId))) {
    throw new AppError(apiCodes.notFound, 'error.notFound');
  }
  return loadUpload(context, imageId);
}
