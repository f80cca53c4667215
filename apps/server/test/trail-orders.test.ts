import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_EVENT } from '@console/contract/orders';
import { createTestApp, type TestApp } from './helper.ts';
import { orderApi, type OrderApi } from './order-fixtures.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';

// docs/server.md "Doors" and docs/trail.md "Entries": an order's doors leave one trail entry
// per write in its transaction, and hand their events over once, after commit.
let t: TestApp;
let api: OrderApi;
let shop: ReturnType<typeof storefrontApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = orderApi(t);
  shop = storefrontApi(t);
});
afterAll(() => t.close());

describe('the orders’ doors and the trail', () => {
  it('records a staff refund with its before and after, actor, address and request id', async () => {
    const { owner, shop: merchant } = await api.shopWithOwner();
    const activity = await api.activity(merchant.id);
    const order = await api.order(activity, { status: 'paid' });
    const answer = await t.call('POST', `/api/orders/${order.id}/refund`, {
      token: owner.token,
      payload: { version: 1, reason: 'Venue closed', merchants_id: merchant.id },
      headers: { 'user-agent': 'trail-test/1.0' },
      ip: '10.1.2.3',
    });
    expect(answer.body.code).toBe('0000');
    const entries = await t.trailOf(merchant.id, { type: 'order', id: order.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      scope: merchant.id,
      actorType: 'member',
      actorId: owner.id,
      action: 'refund',
      objectType: 'order',
      objectId: order.id,
      before: { status: 'paid', refundReason: null, refundRef: null },
      after: { status: 'refunded', refundReason: 'Venue closed' },
      ip: '10.1.2.3',
      userAgent: 'trail-test/1.0',
      requestId: answer.headers['x-request-id'],
    });
    expect(entries[0]!.actorName).not.toBe('');
    expect(String(answer.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves neither the move nor its entry when the write fails after the entry', async () => {
    const { owner, shop: merchant } = await api.shopWithOwner();
    const activity = await api.activity(merchant.id);
    const order = await api.order(activity, { status: 'paid', quantity: 2 });
    const taken = await api.placesTaken(activity.id);
    const events = (await api.events(order.id)).length;
    t.failNextWrite();
    const answer = await api.act(owner, merchant.id, `/${order.id}/refund`, {
      version: 1,
      reason: 'Venue closed',
    });
    expect(answer.status).toBe(500);
    expect(await api.stored(order.id)).toMatchObject({ status: 'paid', version: 1 });
    expect(await api.placesTaken(activity.id)).toBe(taken);
    expect(await t.trailOf(merchant.id, { type: 'order', id: order.id })).toEqual([]);
    expect(await api.events(order.id)).toHaveLength(events);
  });

  it('records an order placed by a customer, its mobile masked, and its payment', async () => {
    const { shop: merchant } = await shop.openShop();
    const activity = await shop.openActivity(merchant.id);
    const buyer = await shop.customer();
    const placed = (await shop.order(buyer.token, activity.id)).body.content.order;
    await shop.act(buyer.token, placed.id, 'pay', { version: 1 });
    const entries = await t.trailOf(merchant.id, { type: 'order', id: placed.id });
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'pay']);
    expect(entries[0]).toMatchObject({
      actorType: 'customer',
      actorId: buyer.id,
      before: null,
      after: { status: 'pending_payment', contactMobile: '138****0000', quantity: 1 },
    });
    expect(entries[1]).toMatchObject({
      before: { status: 'pending_payment' },
      after: { status: 'paid' },
    });
    expect(entries[1]!.seq).toBe(entries[0]!.seq + 1);
    expect(entries[1]!.prevHash).toBe(entries[0]!.hash);
  });

  it('hands the paid event over once, after commit, and none for a write that rolled back', async () => {
    const { shop: merchant } = await shop.openShop();
    const activity = await shop.openActivity(merchant.id);
    const buyer = await shop.customer();
    const first = (await shop.order(buyer.token, activity.id)).body.content.order;
    const second = (await shop.order(buyer.token, activity.id)).body.content.order;
    const pushesOf = (orderId: number) =>
      t.deliveries
        .flat()
        .filter((event) => 'event' in event && event.event === ORDER_EVENT)
        .filter((event) => (event as { payload: { orderId: number } }).payload.orderId === orderId);

    await shop.act(buyer.token, first.id, 'pay', { version: 1 });
    expect(pushesOf(first.id)).toEqual([
      {
        to: 'room',
        room: 'merchant',
        merchantId: merchant.id,
        event: ORDER_EVENT,
        payload: { kind: 'paid', orderId: first.id, merchantId: merchant.id },
      },
    ]);

    t.failNextWrite();
    const failed = await shop.act(buyer.token, second.id, 'pay', { version: 1 });
    expect(failed.status).toBe(500);
    expect(pushesOf(second.id)).toEqual([]);
    expect(await t.trailOf(merchant.id, { type: 'order', id: second.id })).toHaveLength(1);
  });
});
