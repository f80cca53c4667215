import { inArray } from 'drizzle-orm';
import { activityPhase } from '@console/contract/activity-phase';
import type { Activity } from '@console/contract/activities';
import type { Db } from '../../db/client.ts';
import type { activities } from '../../db/schema.ts';
import { uploads } from '../../db/schema.ts';
import { describeUpload } from '../uploads/index.ts';
import { soldPlaces } from './activity-orders.ts';
import { isoOrNull } from '../../lib/iso-time.ts';

export type ActivityRow = typeof activities.$inferSelect;

/** The submitted fields of an activity: what the audit snapshot holds (DESIGN §4). */
export function activitySnapshot(row: ActivityRow) {
  return {
    title: row.title,
    coverImageId: row.coverImageId,
    category: row.category,
    summary: row.summary,
    description: row.description,
    mode: row.mode,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    districtCode: row.districtCode,
    address: row.address,
    link: row.link,
    startAt: isoOrNull(row.startAt),
    endAt: isoOrNull(row.endAt),
    signupDeadline: isoOrNull(row.signupDeadline),
    capacity: row.capacity,
    priceCents: row.priceCents,
  };
}

/**
 * The phase of a published activity (docs/activities.md "Phase"): only an approved one is signing
 * up, ongoing… for its customers; a draft, one in review, rejected or offline has none (null).
 */
function phaseOf(row: ActivityRow, now: Date) {
  const { startAt, endAt, signupDeadline } = row;
  if (row.status !== 'approved' || !startAt || !endAt || !signupDeadline) return null;
  const times = {
    startAt: startAt.toISOString(),
    endAt: endAt.toISOString(),
    signupDeadline: signupDeadline.toISOString(),
  };
  return activityPhase(times, now);
}

/** Activities as the merchant's members read them: one cover and one orders query per page. */
export async function viewActivities(db: Db, rows: ActivityRow[], now: Date): Promise<Activity[]> {
  const coverIds = [...new Set(rows.flatMap((row) => row.coverImageId ?? []))];
  const covers = coverIds.length
    ? await db.select().from(uploads).where(inArray(uploads.id, coverIds))
    : [];
  const coverById = new Map(covers.map((cover) => [cover.id, describeUpload(cover)]));
  const sold = await soldPlaces(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    // The submitted fields as the snapshot holds them; the cover answered as a file.
    const { coverImageId: _cover, ...fields } = activitySnapshot(row);
    return {
      ...fields,
      id: row.id,
      merchantId: row.merchantId,
      status: row.status,
      phase: phaseOf(row, now),
      version: row.version,
      cover: (row.coverImageId && coverById.get(row.coverImageId)) || null,
      rejectReason: row.rejectReason,
      sold: sold.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/**
 * One activity as the merchant's members read it; the phase follows from `now` (docs/activities.md
 * "Phase").
 */
export async function viewActivity(db: Db, row: ActivityRow, now: Date): Promise<Activity> {
  const [activity] = await viewActivities(db, [row], now);
  return activity!;
}
