import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, orderEvents, orders } from '../src/db/schema.ts';
import { sweepUnpaidOrders } from '../src/modules/storefront/order-sweep.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { waitUntil } from './realtime-client.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';

const MINUTE = 60_000;

// Auto-cancel (docs/api.md "Storefront customers and orders"): two API nodes on one database, each
// running the sweep (the interval is turned off on these two so the test drives every run itself).
// On PostgreSQL node B has a connection pool of its own, so the two sweeps really race in separate
// sessions and the row locks decide. On PGlite (one in-process database, one connection) both nodes
// share the handle: the sweeps still interleave their statements, but each transaction runs alone.
let nodeA: TestApp;
let nodeB: TestApp;
let api: ReturnType<typeof storefrontApi>;
beforeAll(async () => {
  nodeA = await createTestApp({ env: { ORDER_SWEEP_SECONDS: '0' } });
  nodeB = await createTestApp({
    env: { ORDER_SWEEP_SECONDS: '0' },
    shareDatabaseOf: nodeA,
    ownPool: true,
  });
  api = storefrontApi(nodeA);
});
afterAll(async () => {
  await nodeB?.close();
  await nodeA?.close();
});

const placesTaken = async (id: number) =>
  (await nodeA.db.select().from(activities).where(eq(activities.id, id)))[0]!.placesTaken;
const eventsOf = (id: number) =>
  nodeA.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));

async function unpaid(quantity = 3) {
  const { shop } = await api.openShop();
  const activity = await api.openActivity(shop.id, { capacity: 10 });
  const buyer = await api.customer();
  const placed = await api.order(buyer.token, activity.id, quantity);
  return { activity, buyer, order: placed.body.content.order as { id: number } };
}

describe('the 30-minute auto-cancel', () => {
  it('leaves an order alone until its pay deadline', async () => {
    const { order } = await unpaid();
    nodeA.clock.advance(30 * MINUTE - 1000);
    await sweepUnpaidOrders(nodeA.db, nodeA.app.write, nodeA.clock.now());
    const [row] = await nodeA.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('pending_payment');
  });

  it('cancels an unpaid order exactly once when two nodes sweep at the same time', async () => {
    const { order, activity } = await unpaid(3);
    const other = await unpaid(1);
    expect(await placesTaken(activity.id)).toBe(3);
    nodeA.clock.advance(30 * MINUTE);
    const now = nodeA.clock.now();
    // The nodes share the wall's time: the door of whichever node wins stamps the cancel with its
    // own clock (nodeB's had stayed an hour behind, and the test failed whenever nodeB won).
    nodeB.clock.set(now);
    // Two connection pools on PostgreSQL; the one PGlite handle otherwise.
    expect(nodeB.db !== nodeA.db).toBe(nodeA.testDatabase.database.driver === 'pg');
    const [a, b] = await Promise.all([
      sweepUnpaidOrders(nodeA.db, nodeA.app.write, now),
      sweepUnpaidOrders(nodeB.db, nodeB.app.write, now),
    ]);
    // Both orders are cancelled, each by one node only (which one does is a race).
    expect(a + b).toBeGreaterThanOrEqual(2);
    const [row] = await nodeA.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', version: 2, cancelledAt: now });
    const cancels = (await eventsOf(order.id)).filter((event) => event.toStatus === 'cancelled');
    expect(cancels).toMatchObject([
      { actorType: 'system', fromStatus: 'pending_payment', note: 'timeout', staffId: null },
    ]);
    expect(await placesTaken(activity.id)).toBe(0);
    expect(await placesTaken(other.activity.id)).toBe(0);

    // A restart sweeping again changes nothing.
    expect(await sweepUnpaidOrders(nodeB.db, nodeB.app.write, nodeA.clock.now())).toBe(0);
    expect(await eventsOf(order.id)).toHaveLength(2);
    expect(await placesTaken(activity.id)).toBe(0);
  });

  it('never cancels an order the customer paid in time', async () => {
    const { order, buyer, activity } = await unpaid(2);
    await api.act(buyer.token, order.id, 'pay', { version: 1 });
    nodeA.clock.advance(31 * MINUTE);
    await sweepUnpaidOrders(nodeA.db, nodeA.app.write, nodeA.clock.now());
    const [row] = await nodeA.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('paid');
    expect(await placesTaken(activity.id)).toBe(2);
  });
});

describe('the sweep started by buildApp', () => {
  it('runs every ORDER_SWEEP_SECONDS and stops when the app closes', async () => {
    const node = await createTestApp({
      env: { ORDER_SWEEP_SECONDS: '1' },
      shareDatabaseOf: nodeA,
      ownPool: true,
    });
    try {
      const { order, activity } = await unpaid(1);
      node.clock.advance(60 * 24 * MINUTE);
      await waitUntil(async () => {
        const [row] = await nodeA.db.select().from(orders).where(eq(orders.id, order.id));
        return row!.status === 'cancelled';
      }, 5000);
      expect(await placesTaken(activity.id)).toBe(0);
    } finally {
      await node.close();
    }
  });
});
