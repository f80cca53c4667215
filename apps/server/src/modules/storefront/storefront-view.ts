import { activityPhase } from '@console/contract/activity-phase';
import { storefrontCoverUrl, type StorefrontActivity } from '@console/contract/storefront';
import type { ActivityRow } from '../activities/index.ts';
import { isoOrNull } from '../../lib/iso-time.ts';

export type VisibleRow = { activity: ActivityRow; merchantName: string };

/** What customers read of an activity: none of the console's internal fields (DESIGN §1). */
export function viewStorefrontActivities(rows: VisibleRow[], now: Date): StorefrontActivity[] {
  return rows.map(({ activity: row, merchantName }) => {
    const times = {
      startAt: isoOrNull(row.startAt) ?? '',
      endAt: isoOrNull(row.endAt) ?? '',
      signupDeadline: isoOrNull(row.signupDeadline) ?? '',
    };
    // Places held by pending and paid orders, kept by the order transactions.
    const taken = row.placesTaken;
    return {
      id: row.id,
      merchant: { id: row.merchantId, name: merchantName },
      title: row.title,
      coverUrl: row.coverImageId === null ? null : storefrontCoverUrl(row.id),
      category: row.category,
      summary: row.summary,
      description: row.description,
      mode: row.mode,
      provinceCode: row.provinceCode,
      cityCode: row.cityCode,
      districtCode: row.districtCode,
      address: row.address,
      link: row.link,
      ...times,
      phase: activityPhase(times, now),
      capacity: row.capacity,
      placesLeft: row.capacity === null ? null : Math.max(0, row.capacity - taken),
      priceCents: row.priceCents,
    };
  });
}
