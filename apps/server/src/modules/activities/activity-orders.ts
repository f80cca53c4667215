import type { ActivityFigures } from '@console/contract/activities';
import type { Db } from '../../db/client.ts';

// The one place the activity module reads orders. There is no orders table until issue 6; it
// replaces these two bodies with queries over its table (places of paid / completed orders for
// `sold`, counts and the revenue for the figures). Every caller already goes through here.

/** Places taken by orders, per activity id; an id without orders may be missing (= 0). */
export async function soldPlaces(_db: Db, _activityIds: number[]): Promise<Map<number, number>> {
  return new Map();
}

/** The detail page's figures of one activity (issue 5: zero until the orders issue). */
export async function activityFigures(_db: Db, _activityId: number): Promise<ActivityFigures> {
  return { orders: 0, paid: 0, checkedIn: 0, revenueCents: 0 };
}
