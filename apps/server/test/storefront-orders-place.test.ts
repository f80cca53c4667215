import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, merchants, orderEvents, orders } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';

let t: TestApp;
let api: ReturnType<typeof storefrontApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = storefrontApi(t);
});
afterAll(() => t.close());

const placesTaken = async (id: number) =>
  (await t.db.select().from(activities).where(eq(activities.id, id)))[0]!.placesTaken;

describe('placing an order (docs/api.md "Storefront customers and orders")', () => {
  it('takes the places and writes the order and its first event in one go', async () => {
    const { shop } = await api.openShop();
    const activity = await api.openActivity(shop.id, { priceCents: 4500, capacity: 5 });
    const buyer = await api.customer('Lin');
    const answer = await api.order(buyer.token, activity.id, 2);
    expect(answer.body.code).toBe('0000');
    const order = answer.body.content.order;
    const now = t.clock.now().getTime();
    expect(order).toMatchObject({
      status: 'pending_payment',
      version: 1,
      activity: { id: activity.id, title: 'Pottery weekend' },
      merchant: { id: shop.id, name: shop.name },
      quantity: 2,
      unitPriceCents: 4500,
      amountCents: 9000,
      payDeadline: new Date(now + 30 * 60_000).toISOString(),
      paidAt: null,
      verificationCode: null,
    });
    expect(order.orderNo).toMatch(/^\d{8}\d{10}$/);
    expect(await placesTaken(activity.id)).toBe(2);
    const shown = await t.call('GET', `/api/storefront/activities/${activity.id}`);
    expect(shown.body.content.activity.placesLeft).toBe(3);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.verificationCode).toMatch(/^\d{8}$/);
    expect(row!.customerId).toBe(buyer.id);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toMatchObject([
      {
        actorType: 'customer',
        customerId: buyer.id,
        fromStatus: null,
        toStatus: 'pending_payment',
      },
    ]);
  });

  it('refuses clearly: sold out (1004), sign-up closed (1001), not visible (1002)', async () => {
    const { shop } = await api.openShop();
    const buyer = await api.customer();
    const small = await api.openActivity(shop.id, { capacity: 2 });
    const tooMany = await api.order(buyer.token, small.id, 3);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({
      code: '1004',
      msg: 'Not enough places left: order fewer or choose another activity',
    });
    const closed = await api.openActivity(shop.id, {
      signupDeadline: new Date(t.clock.now().getTime() - 1000),
    });
    expect((await api.order(buyer.token, closed.id)).body).toMatchObject({
      code: '1001',
      msg: 'Sign-up for this activity has closed',
    });
    const pending = await api.openActivity(shop.id, { status: 'pending' });
    expect((await api.order(buyer.token, pending.id)).body.code).toBe('1002');
    expect((await api.order(buyer.token, 999_999_999)).body.code).toBe('1002');
    // A merchant without an approved record is not on the storefront.
    const owner = await t.register();
    const hidden = await t.createMerchant(owner.id);
    const unlisted = await api.openActivity(hidden.id);
    expect((await api.order(buyer.token, unlisted.id)).body.code).toBe('1002');
    // A disabled merchant neither.
    const { shop: gone } = await api.openShop();
    const withdrawn = await api.openActivity(gone.id);
    await t.db.update(merchants).set({ status: 'disabled' }).where(eq(merchants.id, gone.id));
    expect((await api.order(buyer.token, withdrawn.id)).body.code).toBe('1002');
    for (const id of [small.id, closed.id, pending.id, unlisted.id, withdrawn.id]) {
      expect(await placesTaken(id)).toBe(0);
    }
  });

  it('closes sign-up at the deadline itself', async () => {
    const { shop } = await api.openShop();
    const buyer = await api.customer();
    const activity = await api.openActivity(shop.id, {
      signupDeadline: new Date(t.clock.now().getTime() + 60_000),
    });
    t.clock.advance(60_000);
    expect((await api.order(buyer.token, activity.id)).body.code).toBe('1001');
  });

  it('takes unlimited places when the activity has no capacity', async () => {
    const { shop } = await api.openShop();
    const buyer = await api.customer();
    const open = await api.openActivity(shop.id, { capacity: null });
    expect((await api.order(buyer.token, open.id, 20)).body.code).toBe('0000');
    expect(await placesTaken(open.id)).toBe(20);
  });

  it('validates the body in the user’s language', async () => {
    const buyer = await api.customer();
    const answer = await t.call('POST', '/api/storefront/orders', {
      token: buyer.token,
      payload: { activityId: 1, quantity: 0, contactName: '', contactMobile: '123' },
      locale: 'zh-CN',
    });
    expect(answer.body.code).toBe('1001');
    expect(Object.keys(answer.body.content.fields).sort()).toEqual([
      'contactMobile',
      'contactName',
      'quantity',
    ]);
  });

  it('sells the last 10 places to exactly 10 of 50 concurrent orders', async () => {
    const { shop } = await api.openShop();
    const activity = await api.openActivity(shop.id, { capacity: 30 });
    await t.db.update(activities).set({ placesTaken: 20 }).where(eq(activities.id, activity.id));
    const buyers = await Promise.all(Array.from({ length: 50 }, () => api.customer()));
    const answers = await Promise.all(buyers.map((buyer) => api.order(buyer.token, activity.id)));
    const placed = answers.filter((answer) => answer.body.code === '0000');
    const refused = answers.filter((answer) => answer.body.code !== '0000');
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe(
        'Not enough places left: order fewer or choose another activity',
      );
    }
    expect(await placesTaken(activity.id)).toBe(30);
    const rows = await t.db.select().from(orders).where(eq(orders.activityId, activity.id));
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.status === 'pending_payment')).toBe(true);
  });
});
