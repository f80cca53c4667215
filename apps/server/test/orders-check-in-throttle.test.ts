import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECK_IN_MAX_WRONG_PER_MEMBER,
  CHECK_IN_MAX_WRONG_PER_ORDER,
  CHECK_IN_WINDOW_MS,
} from '@console/contract/orders';
import { createTestApp, type TestApp } from './helper.ts';
import { orderApi, type OrderApi } from './order-fixtures.ts';

// docs/orders.md "Check-in attempts": wrong 8-digit codes are counted per order and per staff
// member in the database, on the app's clock (moved here, never slept).
let t: TestApp;
let api: OrderApi;
beforeAll(async () => {
  t = await createTestApp();
  api = orderApi(t);
});
afterAll(() => t.close());

const LOCKED_EN = /^Too many wrong check-in codes, please try again in \d+ minutes$/;
const wrongCodeOf = (code: string) => String((Number(code) + 1) % 100_000_000).padStart(8, '0');
type Staff = Awaited<ReturnType<OrderApi['shopWithOwner']>>['owner'];

const checkIn = (app: TestApp, staff: Staff, shopId: number, orderId: number, code: string) =>
  app.call('POST', `/api/orders/${orderId}/check-in`, {
    token: staff.token,
    payload: { merchants_id: shopId, version: 1, code },
    locale: 'en-US',
  });

async function paidOrders(count: number) {
  const { owner, shop } = await api.shopWithOwner();
  const activity = await api.activity(shop.id);
  const list = [];
  for (let index = 0; index < count; index += 1) list.push(await api.order(activity));
  return { owner, shop, orders: list };
}

describe('check-in code attempts', () => {
  it('refuses even the right code after 5 wrong ones, until the window passes', async () => {
    const { owner, shop, orders } = await paidOrders(2);
    const [order, other] = orders as [(typeof orders)[0], (typeof orders)[0]];
    for (let tries = 0; tries < CHECK_IN_MAX_WRONG_PER_ORDER; tries += 1) {
      const wrong = await checkIn(t, owner, shop.id, order.id, wrongCodeOf(order.verificationCode));
      expect(wrong.body).toMatchObject({ code: '1001', msg: 'The check-in code is wrong' });
    }
    t.clock.advance(60_000);
    const locked = await checkIn(t, owner, shop.id, order.id, order.verificationCode);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: '1005', msg: expect.stringMatching(LOCKED_EN) });
    expect(Number(locked.headers['retry-after'])).toBe((CHECK_IN_WINDOW_MS - 60_000) / 1000);
    expect(await api.stored(order.id)).toMatchObject({ status: 'paid', version: 1 });

    // Another order of the same shop, by the same staff member, is not locked.
    const elsewhere = await checkIn(t, owner, shop.id, other.id, other.verificationCode);
    expect(elsewhere.body.code).toBe('0000');

    t.clock.advance(CHECK_IN_WINDOW_MS - 60_000 - 1000);
    const stillLocked = await checkIn(t, owner, shop.id, order.id, order.verificationCode);
    expect(stillLocked.body.code).toBe('1005');
    t.clock.advance(1000);
    const after = await checkIn(t, owner, shop.id, order.id, order.verificationCode);
    expect(after.body.code).toBe('0000');
    expect(await api.stored(order.id)).toMatchObject({ status: 'completed', version: 2 });
  });

  it('answers the lock in Chinese to a Chinese console', async () => {
    const { owner, shop, orders } = await paidOrders(1);
    const order = orders[0]!;
    for (let tries = 0; tries < CHECK_IN_MAX_WRONG_PER_ORDER; tries += 1) {
      await checkIn(t, owner, shop.id, order.id, wrongCodeOf(order.verificationCode));
    }
    const locked = await t.call('POST', `/api/orders/${order.id}/check-in`, {
      token: owner.token,
      payload: { merchants_id: shop.id, version: 1, code: order.verificationCode },
      locale: 'zh-CN',
    });
    expect(locked.body).toMatchObject({
      code: '1005',
      msg: '核销码错误次数过多，请 15 分钟后再试',
    });
  });

  it('locks a staff member who guesses across many orders, not their colleague', async () => {
    const perOrder = CHECK_IN_MAX_WRONG_PER_ORDER - 1; // never locks any one order
    const spread = Math.ceil(CHECK_IN_MAX_WRONG_PER_MEMBER / perOrder);
    const { owner, shop, orders } = await paidOrders(spread + 1);
    const guesser = await t.register();
    await t.addMember(shop.id, guesser.id, { permissions: ['order:view', 'order:manage'] });
    let wrong = 0;
    for (const order of orders.slice(0, spread)) {
      for (let tries = 0; tries < perOrder && wrong < CHECK_IN_MAX_WRONG_PER_MEMBER; tries += 1) {
        const answer = await checkIn(
          t,
          guesser,
          shop.id,
          order.id,
          wrongCodeOf(order.verificationCode),
        );
        expect(answer.body.code).toBe('1001');
        wrong += 1;
      }
    }
    const last = orders.at(-1)!;
    const refused = await checkIn(t, guesser, shop.id, last.id, last.verificationCode);
    expect(refused.body).toMatchObject({ code: '1005', msg: expect.stringMatching(LOCKED_EN) });
    // The owner checks the same customer in: the order itself was never guessed at.
    const byOwner = await checkIn(t, owner, shop.id, last.id, last.verificationCode);
    expect(byOwner.body.code).toBe('0000');
  });

  it('counts the wrong codes of every server node', async () => {
    const node = await createTestApp({ shareDatabaseOf: t, ownPool: true });
    try {
      node.clock.set(t.clock.now());
      const { owner, shop, orders } = await paidOrders(1);
      const order = orders[0]!;
      for (let tries = 0; tries < CHECK_IN_MAX_WRONG_PER_ORDER; tries += 1) {
        const on = tries % 2 === 0 ? t : node;
        await checkIn(on, owner, shop.id, order.id, wrongCodeOf(order.verificationCode));
      }
      for (const on of [t, node]) {
        const locked = await checkIn(on, owner, shop.id, order.id, order.verificationCode);
        expect(locked.body.code).toBe('1005');
      }
    } finally {
      await node.close();
    }
  });
});
