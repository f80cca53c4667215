import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@console/contract/orders';
import { activities } from '../src/db/schema.ts';
import { activityApi, type ActivityApi } from './activity-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { orderApi, type OrderApi } from './order-fixtures.ts';

let t: TestApp;
let orderCalls: OrderApi;
let activityCalls: ActivityApi;
beforeAll(async () => {
  t = await createTestApp();
  orderCalls = orderApi(t);
  activityCalls = activityApi(t);
});
afterAll(() => t.close());

describe('activity figures from orders (docs/api.md "Activities")', () => {
  it('shows sold places and the figures of its orders on the detail page', async () => {
    const { owner, shop } = await activityCalls.shopWithOwner();
    const { id } = await activityCalls.draft(owner, shop.id);
    const activity = (await t.db.select().from(activities).where(eq(activities.id, id)))[0]!;
    const place = (status: OrderStatus, quantity: number) =>
      orderCalls.order(activity, { status, quantity, amountCents: 1000 * quantity });
    await place('pending_payment', 1);
    await place('paid', 2);
    await place('completed', 3);
    await place('refunding', 4);
    await place('cancelled', 5);
    await place('refunded', 6);
    const other = await orderCalls.activity(shop.id);
    await orderCalls.order(other, { status: 'completed', quantity: 7 });

    const detail = await activityCalls.read(owner.token, shop.id, `/${id}`);
    expect(detail.body.content.activity.sold).toBe(1 + 2 + 3 + 4);
    const overview = await activityCalls.read(owner.token, shop.id, `/${id}/overview`);
    expect(overview.body.content.figures).toEqual({
      orders: 6,
      paid: 3,
      checkedIn: 3,
      revenueCents: (2 + 3 + 4) * 1000,
    });
  });

  it('gives places back when the merchant cancels or refunds', async () => {
    const { owner, shop } = await orderCalls.shopWithOwner();
    const activity = await orderCalls.activity(shop.id);
    const unpaid = await orderCalls.order(activity, { status: 'pending_payment', quantity: 2 });
    const paid = await orderCalls.order(activity, { status: 'paid', quantity: 3 });
    expect(await orderCalls.placesTaken(activity.id)).toBe(5);
    await orderCalls.act(owner, shop.id, `/${unpaid.id}/cancel`, { version: 1 });
    await orderCalls.act(owner, shop.id, `/${paid.id}/refund`, { version: 1, reason: 'Rain' });
    expect(await orderCalls.placesTaken(activity.id)).toBe(0);
  });

  it('refuses lowering the capacity below the places taken with 1001, not a 500', async () => {
    const { owner, shop } = await activityCalls.shopWithOwner();
    const { id, version } = await activityCalls.draft(owner, shop.id);
    await t.db.update(activities).set({ placesTaken: 5 }).where(eq(activities.id, id));
    const form = await activityCalls.activityForm(owner);
    const answer = await activityCalls.update(owner.token, shop.id, id, {
      ...form,
      capacity: 4,
      version,
    });
    expect(answer.body).toMatchObject({
      code: '1001',
      msg: 'The capacity cannot be below the 5 places already taken',
      content: { fields: { capacity: 'The capacity cannot be below the 5 places already taken' } },
    });
    const kept = await activityCalls.update(owner.token, shop.id, id, {
      ...form,
      capacity: 5,
      version,
    });
    expect(kept.body.code).toBe('0000');
  });
});
