import { apiCodes } from '@console/contract/api-codes';
import { and, eq } from 'drizzle-orm';
import type { PlaceOrderBody } from '@console/contract/storefront-orders';
import type { Db } from '../../db/client.ts';
import { activities, merchants } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Origin } from '../../write/origin.ts';
import type { Writer } from '../../write/writer.ts';
import { openOrder } from '../orders/index.ts';
import { visibleOnStorefront } from './visible-activities.ts';

type PlaceOrderInput = Omit<PlaceOrderBody, 'activityId'> & { activityId: number };

const soldOut = () =>
  new AppError(apiCodes.conflict, 'storefront.soldOut', {
    fields: { quantity: 'storefront.soldOut' },
  });
const signupClosed = () => new AppError(apiCodes.rejected, 'storefront.signupClosed');
const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

/** SQLSTATE 23514: the `activities_places_check` that forbids places_taken > capacity. */
function isCheckViolation(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null;) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === '23514') return true;
    current = candidate.cause;
  }
  return false;
}

/** Why the conditional update took no places: read after the fact, for a clear refusal. */
async function refusalFor(db: Db, activityId: number, now: Date): Promise<AppError> {
  const [row] = await db
    .select({ status: activities.status, deadline: activities.signupDeadline })
    .from(activities)
    .innerJoin(merchants, eq(merchants.id, activities.merchantId))
    .where(and(eq(activities.id, activityId), visibleOnStorefront))
    .limit(1);
  if (!row) return notFound();
  if (!row.deadline || row.deadline <= now) return signupClosed();
  return soldOut();
}

/**
 * POST /api/storefront/orders: a visible activity still open for sign-up, with places left.
 * Places, the order and its first event are written in one transaction; the order then waits
 * ORDER_PAY_MINUTES for the pay call (free activities too: one flow for every order).
 */
export async function placeOrder(
  { db, write }: { db: Db; write: Writer },
  origin: Origin,
  customerId: number,
  input: PlaceOrderInput,
  now: Date,
): Promise<number> {
  const [visible] = await db
    .select({ id: activities.id, deadline: activities.signupDeadline })
    .from(activities)
    .innerJoin(merchants, eq(merchants.id, activities.merchantId))
    .where(and(eq(activities.id, input.activityId), visibleOnStorefront))
    .limit(1);
  if (!visible) throw notFound();
  if (!visible.deadline || visible.deadline <= now) throw signupClosed();
  try {
    return await write(origin, async (w) => {
      const id = await openOrder(w, customerId, input);
      if (id === null) throw await refusalFor(w.tx, input.activityId, now);
      return id;
    });
  } catch (error) {
    if (isCheckViolation(error)) throw soldOut();
    throw error;
  }
}
