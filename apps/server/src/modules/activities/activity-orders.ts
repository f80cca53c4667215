import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ActivityFigures } from '@console/contract/activities';
import type { Db } from '../../db/client.ts';
import { activities, orders } from '../../db/schema.ts';
import { fieldError } from '../../http/app-error.ts';

// The one place the activity module reads orders (docs/api.md "Activities"). Places are counted on
// the activity itself (`places_taken`, moved atomically by ordering, cancelling and refunding), so
// `sold` needs no scan of the orders table.

/** Places taken by orders, per activity id; an id without orders may be missing (= 0). */
export async function soldPlaces(db: Db, activityIds: number[]): Promise<Map<number, number>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .select({ id: activities.id, taken: activities.placesTaken })
    .from(activities)
    .where(inArray(activities.id, activityIds));
  return new Map(rows.map((row) => [row.id, row.taken]));
}

/** Orders that were paid and not (yet) given back: paid, checked in, or asking for a refund. */
const isPaid = inArray(orders.status, ['paid', 'completed', 'refunding']);

/**
 * The detail page's figures (docs/api.md "Activities"): every order; paid orders; places checked
 * in; revenue of the paid orders in cents.
 */
export async function activityFigures(db: Db, activityId: number): Promise<ActivityFigures> {
  const [row] = await db
    .select({
      orders: count(),
      paid: sql<number>`count(*) filter (where ${isPaid})`.mapWith(Number),
      checkedIn:
        sql<number>`coalesce(sum(${orders.quantity}) filter (where ${orders.status} = 'completed'), 0)`.mapWith(
          Number,
        ),
      revenueCents:
        sql<number>`coalesce(sum(${orders.amountCents}) filter (where ${isPaid}), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    // The merchant, read from the activity, lets (merchant_id, activity_id, id) serve the scan.
    .where(
      and(
        eq(
          orders.merchantId,
          sql`(select ${activities.merchantId} from ${activities} where ${activities.id} = ${activityId})`,
        ),
        eq(orders.activityId, activityId),
      ),
    );
  return row ?? { orders: 0, paid: 0, checkedIn: 0, revenueCents: 0 };
}

const capacityBelowTaken = (taken: number) =>
  fieldError('capacity', 'activity.capacityBelowTaken', { taken });

/** An edit may not lower the capacity below the places already taken (1001). */
export function assertCapacityCovers(capacity: number | null, placesTaken: number) {
  if (capacity !== null && capacity < placesTaken) throw capacityBelowTaken(placesTaken);
}

/**
 * Runs an activity write; an order taking places between our read and the write trips the
 * `activities_places_check` constraint (SQLSTATE 23514): answered as the same 1001, never 500.
 */
export async function withCapacityGuard<T>(placesTaken: number, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (!violatesPlacesCheck(error)) throw error;
    throw capacityBelowTaken(placesTaken);
  }
}

function violatesPlacesCheck(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null;) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23514') return candidate.constraint === 'activities_places_check';
    current = candidate.cause;
  }
  return false;
}
