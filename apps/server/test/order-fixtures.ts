import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@console/contract/orders';
import { activities, customers, orderEvents, orders } from '../src/db/schema.ts';
import { uniqueMobile, type TestApp, type TestUser } from './helper.ts';

const MINUTE = 60 * 1000;
let sequence = 0;

const wasPaid = (status: OrderStatus) =>
  ['paid', 'completed', 'refunding', 'refunded'].includes(status);

/** The time column each status has set by the time it is reached. */
const stampsOf = (status: OrderStatus, at: Date) => ({
  paidAt: wasPaid(status) ? at : null,
  completedAt: status === 'completed' ? at : null,
  cancelledAt: status === 'cancelled' ? at : null,
  refundedAt: status === 'refunded' ? at : null,
});

/** Holds places: every order but a cancelled or refunded one (docs/orders.md "States"). */
const holdsPlaces = (status: OrderStatus) => !['cancelled', 'refunded'].includes(status);

/**
 * Orders arranged directly in the database (the storefront API is tested apart), in
 * whatever state a test needs, with the activity's places_taken kept right. Calls are English.
 */
export function orderApi(t: TestApp) {
  async function shopWithOwner() {
    const owner = await t.register();
    const shop = await t.createMerchant(owner.id, `Shop ${owner.id}`);
    return { owner, shop };
  }

  async function activity(
    merchantId: number,
    values: Partial<typeof activities.$inferInsert> = {},
  ) {
    const now = t.clock.now();
    const [row] = await t.db
      .insert(activities)
      .values({
        merchantId,
        status: 'approved',
        title: `Pottery ${++sequence}`,
        capacity: 100,
        priceCents: 1500,
        createdAt: now,
        updatedAt: now,
        ...values,
      })
      .returning();
    return row!;
  }

  async function customer(values: Partial<typeof customers.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(customers)
      .values({
        mobile: uniqueMobile(),
        name: `Customer ${++sequence}`,
        createdAt: t.clock.now(),
        ...values,
      })
      .returning();
    return row!;
  }

  type OrderValues = Partial<typeof orders.$inferInsert> & { status?: OrderStatus };

  /** One order of `activityId` in `status` (default paid), its places taken when it holds them. */
  async function order(activityRow: { id: number; merchantId: number }, values: OrderValues = {}) {
    const status = values.status ?? 'paid';
    const quantity = values.quantity ?? 2;
    const at = values.createdAt ?? t.clock.now();
    const buyer = values.customerId ? { id: values.customerId } : await customer();
    const [row] = await t.db
      .insert(orders)
      .values({
        orderNo: `2026${String(Date.now()).slice(-8)}${String(++sequence).padStart(6, '0')}`,
        merchantId: activityRow.merchantId,
        activityId: activityRow.id,
        customerId: buyer.id,
        status,
        quantity,
        unitPriceCents: 1500,
        amountCents: 1500 * quantity,
        contactName: 'Li Lei',
        contactMobile: uniqueMobile(),
        verificationCode: String(randomInt(10_000_000, 100_000_000)),
        payDeadline: new Date(at.getTime() + 30 * MINUTE),
        createdAt: at,
        updatedAt: at,
        ...stampsOf(status, at),
        // A paid order carries its charge's reference, which a refund hands back to the provider.
        paymentRef: wasPaid(status) ? `dev_charge_fixture_${sequence}` : null,
        ...values,
      })
      .returning();
    if (holdsPlaces(status)) {
      await t.db
        .update(activities)
        .set({ placesTaken: sql`${activities.placesTaken} + ${quantity}` })
        .where(eq(activities.id, activityRow.id));
    }
    return row!;
  }

  /** `count` paid orders of one customer in one insert (the export's batches). */
  async function manyOrders(activityRow: { id: number; merchantId: number }, count: number) {
    const buyer = await customer();
    const at = t.clock.now();
    const prefix = `2027${String(++sequence).padStart(4, '0')}`;
    await t.db.insert(orders).values(
      Array.from({ length: count }, (_, index) => ({
        orderNo: `${prefix}${String(index).padStart(10, '0')}`,
        merchantId: activityRow.merchantId,
        activityId: activityRow.id,
        customerId: buyer.id,
        status: 'paid' as const,
        quantity: 1,
        unitPriceCents: 1,
        amountCents: 1,
        contactName: 'Bulk',
        contactMobile: '13000000000',
        verificationCode: '12345678',
        payDeadline: at,
        createdAt: at,
        paidAt: at,
        updatedAt: at,
      })),
    );
  }

  const stored = async (id: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const events = (id: number) =>
    t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id);
  const placesTaken = async (activityId: number) =>
    (await t.db.select().from(activities).where(eq(activities.id, activityId)))[0]!.placesTaken;

  const read = (user: TestUser, shopId: number, path = '', query: Record<string, string> = {}) =>
    t.call('GET', `/api/orders${path}`, {
      token: user.token,
      query: { merchants_id: String(shopId), ...query },
      locale: 'en-US',
    });
  const act = (
    user: TestUser,
    shopId: number,
    path: string,
    payload: Record<string, unknown>,
    method = 'POST',
  ) =>
    t.call(method, `/api/orders${path}`, {
      token: user.token,
      payload: { ...payload, merchants_id: shopId },
      locale: 'en-US',
    });

  return {
    shopWithOwner,
    activity,
    customer,
    order,
    manyOrders,
    stored,
    events,
    placesTaken,
    read,
    act,
  };
}

export type OrderApi = ReturnType<typeof orderApi>;
