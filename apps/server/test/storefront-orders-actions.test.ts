import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@console/contract/messages';
import { activities, orderEvents, orders } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';

let t: TestApp;
let api: ReturnType<typeof storefrontApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = storefrontApi(t);
});
afterAll(() => t.close());

/** A customer with an unpaid order for 2 places of a 50.00 activity. */
async function unpaidOrder(fields: { priceCents?: number } = {}) {
  const { shop } = await api.openShop();
  const activity = await api.openActivity(shop.id, { capacity: 10, ...fields });
  const buyer = await api.customer('Lin');
  const placed = await api.order(buyer.token, activity.id, 2);
  expect(placed.body.code).toBe('0000');
  return { shop, activity, buyer, order: placed.body.content.order };
}

const stored = async (id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const placesTaken = async (id: number) =>
  (await t.db.select().from(activities).where(eq(activities.id, id)))[0]!.placesTaken;
const timeline = async (id: number) =>
  (
    await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.id))
  ).map((event) => `${event.fromStatus}->${event.toStatus}:${event.actorType}:${event.note}`);

describe('customer order transitions (DESIGN §4 "Order")', () => {
  it('pays an unpaid order through the provider and then shows the check-in code', async () => {
    const { order, buyer } = await unpaidOrder();
    const paid = await api.act(buyer.token, order.id, 'pay', { version: 1 });
    expect(paid.body.code).toBe('0000');
    expect(paid.body.content.order).toMatchObject({
      status: 'paid',
      version: 2,
      paidAt: t.clock.now().toISOString(),
      verificationCode: expect.stringMatching(/^\d{8}$/),
    });
    const row = await stored(order.id);
    expect(row.paymentRef).toMatch(/^dev_charge_/);
    expect(row.verificationCode).toBe(paid.body.content.order.verificationCode);
    expect(await timeline(order.id)).toEqual([
      'null->pending_payment:customer:',
      'pending_payment->paid:customer:',
    ]);
    // Paying twice: the order is no longer unpaid.
    const again = await api.act(buyer.token, order.id, 'pay', { version: 2 });
    expect(again.body).toMatchObject({
      code: '1004',
      msg: translate('en-US', 'error.stateChanged'),
    });
  });

  it('answers a stale version with 1004 and changes nothing', async () => {
    const { order, buyer } = await unpaidOrder();
    const stale = await api.act(buyer.token, order.id, 'pay', { version: 7 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('1004');
    expect((await stored(order.id)).status).toBe('pending_payment');
  });

  it('requires the pay call for a free order too, without charging', async () => {
    const { order, buyer } = await unpaidOrder({ priceCents: 0 });
    expect(order).toMatchObject({ status: 'pending_payment', amountCents: 0 });
    const paid = await api.act(buyer.token, order.id, 'pay', { version: 1 });
    expect(paid.body.content.order.status).toBe('paid');
    expect((await stored(order.id)).paymentRef).toBe('free');
  });

  it('refuses to pay after the 30-minute deadline', async () => {
    const { order, buyer } = await unpaidOrder();
    t.clock.advance(30 * 60_000);
    const late = await api.act(buyer.token, order.id, 'pay', { version: 1 });
    expect(late.body).toMatchObject({
      code: '1004',
      msg: 'The time to pay has passed; the order is cancelled',
    });
    expect((await stored(order.id)).status).toBe('pending_payment');
  });

  it('cancels an unpaid order and gives its places back; a paid one cannot be cancelled', async () => {
    const { order, buyer, activity } = await unpaidOrder();
    expect(await placesTaken(activity.id)).toBe(2);
    const cancelled = await api.act(buyer.token, order.id, 'cancel', { version: 1 });
    expect(cancelled.body.content.order).toMatchObject({ status: 'cancelled', version: 2 });
    expect(await placesTaken(activity.id)).toBe(0);
    expect((await stored(order.id)).cancelledAt).toEqual(t.clock.now());
    expect((await api.act(buyer.token, order.id, 'pay', { version: 2 })).body.code).toBe('1004');
    expect((await api.act(buyer.token, order.id, 'cancel', { version: 2 })).body.code).toBe('1004');

    const second = await unpaidOrder();
    await api.act(second.buyer.token, second.order.id, 'pay', { version: 1 });
    const late = await api.act(second.buyer.token, second.order.id, 'cancel', { version: 2 });
    expect(late.body.code).toBe('1004');
    expect(await placesTaken(second.activity.id)).toBe(2);
  });

  it('asks for a refund of a paid order with a reason, once', async () => {
    const { order, buyer, activity } = await unpaidOrder();
    const unpaid = await api.act(buyer.token, order.id, 'refund', {
      version: 1,
      reason: 'Cannot come',
    });
    expect(unpaid.body.code).toBe('1004');
    await api.act(buyer.token, order.id, 'pay', { version: 1 });
    const noReason = await api.act(buyer.token, order.id, 'refund', { version: 2, reason: ' ' });
    expect(noReason.body.code).toBe('1001');
    expect(noReason.body.content.fields).toHaveProperty('reason');
    const asked = await api.act(buyer.token, order.id, 'refund', {
      version: 2,
      reason: 'Cannot come',
    });
    expect(asked.body.content.order).toMatchObject({
      status: 'refunding',
      version: 3,
      refundReason: 'Cannot come',
    });
    expect(await timeline(order.id)).toEqual([
      'null->pending_payment:customer:',
      'pending_payment->paid:customer:',
      'paid->refunding:customer:Cannot come',
    ]);
    // Places stay taken until the merchant refunds.
    expect(await placesTaken(activity.id)).toBe(2);
    const twice = await api.act(buyer.token, order.id, 'refund', { version: 3, reason: 'Again' });
    expect(twice.body.code).toBe('1004');
  });
});

describe('a customer only ever sees their own orders', () => {
  it('answers 1002 for another customer’s order, read or changed', async () => {
    const { order, buyer } = await unpaidOrder();
    const other = await api.customer();
    expect((await api.call('GET', `/orders/${order.id}`, other.token)).body.code).toBe('1002');
    for (const [action, payload] of [
      ['pay', { version: 1 }],
      ['cancel', { version: 1 }],
      ['refund', { version: 1, reason: 'Not mine' }],
    ] as const) {
      const answer = await api.act(other.token, order.id, action, payload);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('1002');
    }
    expect((await stored(order.id)).version).toBe(1);
    expect((await api.call('GET', '/orders', other.token)).body.content.orders).toEqual([]);
    const own = await api.call('GET', `/orders/${order.id}`, buyer.token);
    expect(own.body.content.order.id).toBe(order.id);
  });

  it('lists the customer’s orders newest first, keyset by last_id, filtered by status', async () => {
    const { shop } = await api.openShop();
    const activity = await api.openActivity(shop.id, { capacity: null });
    const buyer = await api.customer();
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push((await api.order(buyer.token, activity.id)).body.content.order.id);
    await api.act(buyer.token, ids[0]!, 'pay', { version: 1 });
    const first = await t.call('GET', '/api/storefront/orders', {
      token: buyer.token,
      query: { pageSize: '3' },
    });
    expect(first.body.content.orders.map((order: { id: number }) => order.id)).toEqual(
      ids.slice(2).reverse(),
    );
    expect(first.body.content.nextLastId).toBe(ids[2]);
    const second = await t.call('GET', '/api/storefront/orders', {
      token: buyer.token,
      query: { pageSize: '3', last_id: String(ids[2]) },
    });
    expect(second.body.content).toMatchObject({ nextLastId: null });
    expect(second.body.content.orders.map((order: { id: number }) => order.id)).toEqual([
      ids[1],
      ids[0],
    ]);
    const paid = await t.call('GET', '/api/storefront/orders', {
      token: buyer.token,
      query: { status: 'paid' },
    });
    expect(paid.body.content.orders.map((order: { id: number }) => order.id)).toEqual([ids[0]]);
  });
});
