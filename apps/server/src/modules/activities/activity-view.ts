import { eq } from 'drizzle-orm';
import { activityPhase } from '@console/contract/activity-phase';
import type { Activity } from '@console/contract/activities';
import type { Db } from '../../db/client.ts';
import type { activities } from '../../db/schema.ts';
import { uploads } from '../../db/schema.ts';
import { describeUpload } from '../uploads/service.ts';

export type ActivityRow = typeof activities.$inferSelect;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The submitted fields of an activity: what the audit snapshot holds (DESIGN §4). */
export function activitySnapshot(row: ActivityRow): Record<string, unknown> {
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
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    signupDeadline: iso(row.signupDeadline),
    capacity: row.capacity,
    priceCents: row.priceCents,
  };
}

/** An activity as the merchant's members read it; the phase follows from `now` (issue 5). */
export async function viewActivity(db: Db, row: ActivityRow, now: Date): Promise<Activity> {
  const [cover] = row.coverImageId
    ? await db.select().from(uploads).where(eq(uploads.id, row.coverImageId)).limit(1)
    : [];
  const { startAt, endAt, signupDeadline } = row;
  const phase =
    startAt && endAt && signupDeadline
      ? activityPhase(
          {
            startAt: startAt.toISOString(),
            endAt: endAt.toISOString(),
            signupDeadline: signupDeadline.toISOString(),
          },
          now,
        )
      : null;
  return {
    id: row.id,
    merchantId: row.merchantId,
    status: row.status,
    phase,
    version: row.version,
    title: row.title,
    cover: cover ? describeUpload(cover) : null,
    category: row.category,
    summary: row.summary,
    description: row.description,
    mode: row.mode,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    districtCode: row.districtCode,
    address: row.address,
    link: row.link,
    startAt: iso(startAt),
    endAt: iso(endAt),
    signupDeadline: iso(signupDeadline),
    capacity: row.capacity,
    priceCents: row.priceCents,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
