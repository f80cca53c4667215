import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';
import { orderApi, type OrderApi } from './order-fixtures.ts';
import { recordingPayments } from './payment-fixtures.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';

// docs/orders.md "Refunds and the provider": every merchant path ending in `refunded` gives the
// money back through the app's payment provider, exactly once, or the order does not move.
let t: TestApp;
let api: OrderApi;
const payments = recordingPayments();
beforeAll(async () => {
  t = await createTestApp({ payments: payments.provider });
  api = orderApi(t);
});
afterAll(() => t.close());

const REFUND_FAILED_EN =
  'The payment provider did not refund; the order is unchanged, please try again later';

async function orderIn(
  status: 'paid' | 'refunding',
  values: { amountCents?: number; paymentRef?: string | null } = {},
) {
  const { owner, shop } = await api.shopWithOwner();
  const activity = await api.activity(shop.id);
  const order = await api.order(activity, { status, quantity: 3, ...values });
  return { owner, shop, activity, order, taken: await api.placesTaken(activity.id) };
}

describe('merchant refunds through the payment provider', () => {
  it('refunds a paid order: the provider gives back its charge once, then it is refunded', async () => {
    const { owner, shop, activity, order, taken } = await orderIn('paid');
    const answer = await api.act(owner, shop.id, `/${order.id}/refund`, {
      version: 1,
      reason: 'Venue closed',
    });
    expect(answer.body.code).toBe('0000');
    expect(payments.refundsOf(order.id)).toEqual([
      { orderId: order.id, ref: order.paymentRef, amountCents: 4500 },
    ]);
    // The provider's refund reference is kept with the order, never shown.
    expect(await api.stored(order.id)).toMatchObject({
      status: 'refunded',
      version: 2,
      refundRef: payments.refundRefsOf(order.id)[0],
    });
    expect(answer.body.content.order).not.toHaveProperty('refundRef');
    expect(await api.placesTaken(activity.id)).toBe(taken - 3);
  });

  it('approves a refund request through the provider; a declined one sends nothing', async () => {
    const approved = await orderIn('refunding');
    const yes = await api.act(
      approved.owner,
      approved.shop.id,
      `/${approved.order.id}/refund-decision`,
      {
        version: 1,
        approve: true,
      },
    );
    expect(yes.body.code).toBe('0000');
    expect(payments.refundsOf(approved.order.id)).toEqual([
      { orderId: approved.order.id, ref: approved.order.paymentRef, amountCents: 4500 },
    ]);
    expect((await api.stored(approved.order.id)).refundRef).toBe(
      payments.refundRefsOf(approved.order.id)[0],
    );

    const declined = await orderIn('refunding');
    const no = await api.act(
      declined.owner,
      declined.shop.id,
      `/${declined.order.id}/refund-decision`,
      {
        version: 1,
        approve: false,
        reason: 'The activity took place',
      },
    );
    expect(no.body.code).toBe('0000');
    expect(await api.stored(declined.order.id)).toMatchObject({ status: 'paid', refundRef: null });
    expect(payments.refundsOf(declined.order.id)).toEqual([]);
  });

  it('refunds what the customer paid, with the reference of that very charge', async () => {
    const store = storefrontApi(t);
    const { owner, shop } = await store.openShop();
    const activity = await store.openActivity(shop.id, { priceCents: 5000 });
    const buyer = await store.customer();
    const placed = await store.order(buyer.token, activity.id, 2);
    const id = placed.body.content.order.id as number;
    expect((await store.act(buyer.token, id, 'pay', { version: 1 })).body.code).toBe('0000');
    // The storefront charged through the same provider instance the merchant refunds through.
    expect(payments.charges.filter((call) => call.orderId === id)).toEqual([
      { orderId: id, amountCents: 10_000 },
    ]);
    const { paymentRef } = await api.stored(id);
    expect(paymentRef).toMatch(/^dev_charge_/);

    const answer = await api.act(owner, shop.id, `/${id}/refund`, { version: 2, reason: 'Rain' });
    expect(answer.body.code).toBe('0000');
    expect(payments.refundsOf(id)).toEqual([{ orderId: id, ref: paymentRef, amountCents: 10_000 }]);
  });

  it('moves a free order to refunded without calling the provider', async () => {
    const { owner, shop, order } = await orderIn('paid', { amountCents: 0 });
    const answer = await api.act(owner, shop.id, `/${order.id}/refund`, {
      version: 1,
      reason: 'Cancelled by us',
    });
    expect(answer.body.code).toBe('0000');
    expect(payments.refundsOf(order.id)).toEqual([]);
  });

  it('leaves the order as it was when the provider refuses, and says so in the staff language', async () => {
    const { owner, shop, activity, order, taken } = await orderIn('paid');
    payments.refuse(order.id);
    const english = await api.act(owner, shop.id, `/${order.id}/refund`, {
      version: 1,
      reason: 'Venue closed',
    });
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({ code: '1001', msg: REFUND_FAILED_EN });
    const chinese = await t.call('POST', `/api/orders/${order.id}/refund`, {
      token: owner.token,
      payload: { merchants_id: shop.id, version: 1, reason: 'Venue closed' },
      locale: 'zh-CN',
    });
    expect(chinese.body).toMatchObject({
      code: '1001',
      msg: '支付渠道未能退款，订单状态未改变，请稍后重试',
    });
    expect(await api.stored(order.id)).toEqual(order);
    expect(await api.events(order.id)).toEqual([]);
    expect(await api.placesTaken(activity.id)).toBe(taken);
    expect(payments.refundsOf(order.id)).toEqual([]);
  });

  it('refuses to refund a paid order that has no charge reference to give back', async () => {
    const { owner, shop, order } = await orderIn('paid', { paymentRef: null });
    const answer = await api.act(owner, shop.id, `/${order.id}/refund`, {
      version: 1,
      reason: 'Venue closed',
    });
    expect(answer.body).toMatchObject({ code: '1001', msg: REFUND_FAILED_EN });
    expect(await api.stored(order.id)).toMatchObject({ status: 'paid', version: 1 });
    expect(payments.refundsOf(order.id)).toEqual([]);
  });

  it('undoes the move when the provider fails unexpectedly (9999, logged, nothing changed)', async () => {
    const { owner, shop, activity, order, taken } = await orderIn('refunding');
    payments.fail(order.id);
    const answer = await api.act(owner, shop.id, `/${order.id}/refund-decision`, {
      version: 1,
      approve: true,
    });
    expect(answer.status).toBe(500);
    expect(answer.body.code).toBe('9999');
    expect(JSON.stringify(t.logs)).toContain('payment provider unreachable');
    expect(await api.stored(order.id)).toEqual(order);
    expect(await api.events(order.id)).toEqual([]);
    expect(await api.placesTaken(activity.id)).toBe(taken);
  });

  it('bulk-approves refunds through the provider; a refused item alone stays refunding', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    const [first, refused, last] = [
      await api.order(activity, { status: 'refunding', quantity: 1 }),
      await api.order(activity, { status: 'refunding', quantity: 2 }),
      await api.order(activity, { status: 'refunding', quantity: 4 }),
    ];
    const taken = await api.placesTaken(activity.id);
    payments.refuse(refused!.id);
    const answer = await api.act(owner, shop.id, '/bulk/approve-refund', {
      items: [first, refused, last].map((order) => ({ id: order!.id, version: 1 })),
    });
    expect(answer.body.code).toBe('0000');
    expect(answer.body.content.results).toEqual([
      { id: first!.id, code: '0000', msg: 'success' },
      { id: refused!.id, code: '1001', msg: REFUND_FAILED_EN },
      { id: last!.id, code: '0000', msg: 'success' },
    ]);
    expect(payments.refundsOf(first!.id)).toEqual([
      { orderId: first!.id, ref: first!.paymentRef, amountCents: 1500 },
    ]);
    expect(payments.refundsOf(last!.id)).toEqual([
      { orderId: last!.id, ref: last!.paymentRef, amountCents: 6000 },
    ]);
    expect(payments.refundsOf(refused!.id)).toEqual([]);
    expect(await api.stored(first!.id)).toMatchObject({ status: 'refunded' });
    expect(await api.stored(last!.id)).toMatchObject({ status: 'refunded' });
    expect(await api.stored(refused!.id)).toEqual(refused);
    expect(await api.events(refused!.id)).toEqual([]);
    expect(await api.placesTaken(activity.id)).toBe(taken - 5);
  });

  it('sends one refund when 20 staff approve the same request at once', async () => {
    const { owner, shop, order } = await orderIn('refunding');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.act(owner, shop.id, `/${order.id}/refund-decision`, { version: 1, approve: true }),
      ),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === '0000')).toHaveLength(1);
    expect(codes.filter((code) => code === '1004')).toHaveLength(19);
    expect(payments.refundsOf(order.id)).toHaveLength(1);
    expect(await api.events(order.id)).toHaveLength(1);
  });

  it('sends one refund when a refund and a bulk approval race for the same order', async () => {
    const { owner, shop, order } = await orderIn('refunding');
    const [single, bulk] = await Promise.all([
      api.act(owner, shop.id, `/${order.id}/refund-decision`, { version: 1, approve: true }),
      api.act(owner, shop.id, '/bulk/approve-refund', { items: [{ id: order.id, version: 1 }] }),
    ]);
    const codes = [single.body.code, bulk.body.content.results[0].code].sort();
    expect(codes).toEqual(['0000', '1004']);
    expect(payments.refundsOf(order.id)).toHaveLength(1);
  });
});
