import { and, asc, eq, gt, ilike, type SQL } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { StorefrontActivity } from '@console/contract/storefront';
import type { Db } from '../../db/client.ts';
import { activities, merchants, uploads } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { afterStart, startCursor } from '../activities/index.ts';
import type { FileStorage } from '../../adapters/file-storage.ts';
import { viewStorefrontActivities, type VisibleRow } from './storefront-view.ts';
import { visibleOnStorefront } from './visible-activities.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';

export type StorefrontListInput = {
  lastId?: number;
  pageSize: number;
  keyword?: string;
  category?: string;
  merchantId?: number;
};

const visibleRows = (db: Db, where: SQL) =>
  db
    .select({ activity: activities, merchantName: merchants.name })
    .from(activities)
    .innerJoin(merchants, eq(merchants.id, activities.merchantId))
    .where(and(visibleOnStorefront, where));

/**
 * GET /api/storefront/activities: visible activities that have not ended, soonest start first,
 * keyset by `last_id` (the page continues after that row's (start, id)).
 */
export async function listStorefrontActivities(
  db: Db,
  input: StorefrontListInput,
  now: Date,
): Promise<{ activities: StorefrontActivity[]; nextLastId: number | null }> {
  const where: SQL[] = [gt(activities.endAt, now)];
  if (input.keyword) where.push(ilike(activities.title, containsPattern(input.keyword)));
  if (input.category) where.push(eq(activities.category, input.category));
  if (input.merchantId !== undefined) where.push(eq(activities.merchantId, input.merchantId));
  if (input.lastId !== undefined) {
    const cursor = await startCursor(db, input.lastId, undefined);
    // A row without a start time sorts after every visible one: nothing follows it.
    if (cursor.startAt === null) return { activities: [], nextLastId: null };
    where.push(afterStart({ ...cursor, startAt: cursor.startAt }, 'asc'));
  }
  const rows: VisibleRow[] = await visibleRows(db, and(...where)!)
    .orderBy(asc(activities.startAt), asc(activities.id))
    .limit(rowsToRead(input.pageSize));
  const { items, nextLastId } = takePage(rows, input.pageSize, (row) => row.activity.id);
  return { activities: viewStorefrontActivities(items, now), nextLastId };
}

/** A visible activity (ended ones included), or 1002 as if it did not exist. */
async function visibleActivity(db: Db, id: number): Promise<VisibleRow> {
  const [row] = await visibleRows(db, eq(activities.id, id)).limit(1);
  if (!row) throw new AppError(apiCodes.notFound, 'error.notFound');
  return row;
}

/** GET /api/storefront/activities/{id} */
export async function getStorefrontActivity(db: Db, id: number, now: Date) {
  const [activity] = viewStorefrontActivities([await visibleActivity(db, id)], now);
  return activity!;
}

/** GET /api/storefront/activities/{id}/cover: the cover bytes of a visible activity only. */
export async function readStorefrontCover(context: { db: Db; storage: FileStorage }, id: number) {
  const { db, storage } = context;
  const { activity } = await visibleActivity(db, id);
  const [cover] = activity.coverImageId
    ? await db.select().from(uploads).where(eq(uploads.id, activity.coverImageId)).limit(1)
    : [];
  const data = cover ? await storage.load(db, { uploadId: cover.id, key: cover.storageKey }) : null;
  if (!cover || !data) throw new AppError(apiCodes.notFound, 'error.notFound');
  return { mime: cover.mime, data };
}
