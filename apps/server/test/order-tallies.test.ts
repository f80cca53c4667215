import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, orderTallies, orders } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { orderApi, type OrderApi } from './order-fixtures.ts';
import { concurrentOrderEvents } from './order-events-fixture.ts';

// docs/orders.md "Tallies": the per-merchant status counts the unfiltered summary reads
// are kept by a trigger on every write to orders, whoever makes it.

let t: TestApp;
let api: OrderApi;
beforeAll(async () => {
  t = await createTestApp();
  api = orderApi(t);
});
afterAll(() => t.close());

type Count = { status: string; orders: number; amountCents: number };

/** The tallies of a merchant, summed over their slots, without statuses that sum to nothing. */
async function tallies(merchantId: number): Promise<Count[]> {
  const rows = await t.db
    .select({
      status: orderTallies.status,
      orders: sql<number>`sum(${orderTallies.orders})::int`.mapWith(Number),
      amountCents: sql<number>`sum(${orderTallies.amountCents})::int`.mapWith(Number),
    })
    .from(orderTallies)
    .where(eq(orderTallies.merchantId, merchantId))
    .groupBy(orderTallies.status)
    .orderBy(orderTallies.status);
  return rows.filter((row) => row.orders !== 0 || row.amountCents !== 0);
}

/** The same figures counted from the orders themselves. */
function recount(merchantId: number): Promise<Count[]> {
  return t.db
    .select({
      status: orders.status,
      orders: count(),
      amountCents: sql<number>`sum(${orders.amountCents})::int`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.merchantId, merchantId))
    .groupBy(orders.status)
    .orderBy(orders.status);
}

describe('order tallies', () => {
  it('match a recount after concurrent orders, payments, cancellations and refunds', async () => {
    const { shop } = await concurrentOrderEvents(t, {
      buyers: 6,
      decide: true,
      afterPlaced: async (shopId) => {
        expect(await tallies(shopId)).toEqual(await recount(shopId));
        expect((await tallies(shopId))[0]).toMatchObject({
          status: 'pending_payment',
          orders: 24,
        });
      },
    });

    const counted = await recount(shop.id);
    expect(counted.map((row) => row.status)).toEqual(['cancelled', 'paid', 'refunded']);
    expect(await tallies(shop.id)).toEqual(counted);
  });

  it('answer the unfiltered summary; a filter counts the orders', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    await api.order(activity, { status: 'paid', quantity: 2 });
    await api.order(activity, { status: 'completed', quantity: 1 });
    const summary = async (query: Record<string, string> = {}) =>
      (await api.read(owner, shop.id, '/summary', query)).body.content;
    expect(await summary()).toMatchObject({
      total: { orders: 2, amountCents: 4500 },
      byStatus: { paid: 1, completed: 1, cancelled: 0 },
    });

    // Only the tallies can say so: the unfiltered summary reads them, a filtered one does not.
    await t.db
      .insert(orderTallies)
      .values({ merchantId: shop.id, status: 'paid', slot: 7, orders: 5, amountCents: 500 })
      .onConflictDoUpdate({
        target: [orderTallies.merchantId, orderTallies.status, orderTallies.slot],
        set: { orders: sql`${orderTallies.orders} + 5`, amountCents: sql`500` },
      });
    expect(await summary()).toMatchObject({
      total: { orders: 7 },
      byStatus: { paid: 6, completed: 1 },
    });
    expect(await summary({ status: 'paid' })).toMatchObject({ total: { orders: 6 } });
    expect(await summary({ createdFrom: '2000-01-01' })).toMatchObject({
      total: { orders: 2, amountCents: 4500 },
      byStatus: { paid: 1, completed: 1 },
    });
  });

  it('go with a merchant that is deleted with its orders', async () => {
    const { shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    await api.order(activity, { status: 'paid' });
    await api.order(activity, { status: 'pending_payment' });
    expect(await tallies(shop.id)).toHaveLength(2);
    await t.db.delete(merchants).where(eq(merchants.id, shop.id));
    const left = await t.db.select().from(orderTallies).where(eq(orderTallies.merchantId, shop.id));
    expect(left).toEqual([]);
  });
});
