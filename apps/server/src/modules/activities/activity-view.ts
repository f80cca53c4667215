import { activityPhase } from '@console/contract/activity-phase';
import type { Activity } from '@console/contract/activities';
import type { UploadedFile } from '@console/contract/uploads';
import type { activities } from '../../db/schema.ts';
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

/** One activity's answer; its cover and places sold are read by activity-store.ts. */
export function toActivity(
  row: ActivityRow,
  now: Date,
  read: { cover: UploadedFile | null; sold: number },
): Activity {
  // The submitted fields as the snapshot holds them; the cover answered as a file.
  const { coverImageId: _cover, ...fields } = activitySnapshot(row);
  return {
    ...fields,
    id: row.id,
    merchantId: row.merchantId,
    status: row.status,
    phase: phaseOf(row, now),
    version: row.version,
    cover: read.cover,
    rejectReason: row.rejectReason,
    sold: read.sold,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
