import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_MOVES,
  ORDER_STATUSES,
  type OrderMove,
  type OrderStatus,
} from '@console/contract/orders';
import { systemOrigin } from '../src/write/origin.ts';
import { transitionOrder } from '../src/modules/orders/order-doors.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { orderApi, type OrderApi } from './order-fixtures.ts';

let t: TestApp;
let api: OrderApi;
beforeAll(async () => {
  t = await createTestApp();
  api = orderApi(t);
});
afterAll(() => t.close());

type Action = {
  name: string;
  path: string;
  method?: string;
  payload: (order: { verificationCode: string }) => Record<string, unknown>;
  /** The status it moves from -> the status it reaches. */
  from: OrderStatus;
  to: OrderStatus;
  releases: boolean;
};

/** A move of the contract's table (each starts from one state). */
const moveOf = (move: OrderMove) => ({
  from: ORDER_MOVES[move].from[0] as OrderStatus,
  to: ORDER_MOVES[move].to as OrderStatus,
});

const ACTIONS: Action[] = [
  {
    name: 'check-in',
    path: 'check-in',
    payload: (order) => ({ code: order.verificationCode }),
    ...moveOf('checkIn'),
    releases: false,
  },
  {
    name: 'cancel',
    path: 'cancel',
    payload: () => ({ reason: 'Customer phoned' }),
    ...moveOf('cancel'),
    releases: true,
  },
  {
    name: 'approve a refund',
    path: 'refund-decision',
    payload: () => ({ approve: true }),
    ...moveOf('approveRefund'),
    releases: true,
  },
  {
    name: 'decline a refund',
    path: 'refund-decision',
    payload: () => ({ approve: false, reason: 'Event already started' }),
    ...moveOf('declineRefund'),
    releases: false,
  },
  {
    name: 'refund',
    path: 'refund',
    payload: () => ({ reason: 'Venue closed' }),
    ...moveOf('refund'),
    releases: true,
  },
];

describe('merchant order transitions (DESIGN §4 "Order")', () => {
  for (const action of ACTIONS) {
    for (const status of ORDER_STATUSES) {
      const legal = status === action.from;
      it(`${legal ? 'allows' : 'refuses'} ${action.name} on a ${status} order`, async () => {
        const { owner, shop } = await api.shopWithOwner();
        const activity = await api.activity(shop.id);
        const order = await api.order(activity, { status, quantity: 3 });
        const takenBefore = await api.placesTaken(activity.id);
        const answer = await api.act(owner, shop.id, `/${order.id}/${action.path}`, {
          ...action.payload(order),
          version: 1,
        });
        const stored = await api.stored(order.id);
        const events = await api.events(order.id);
        if (!legal) {
          expect(answer.body).toMatchObject({ code: '1004', msg: expect.stringMatching(/state/) });
          expect(stored).toEqual(order);
          expect(events).toEqual([]);
          expect(await api.placesTaken(activity.id)).toBe(takenBefore);
          return;
        }
        expect(answer.body.code).toBe('0000');
        expect(answer.body.content.order).toMatchObject({ status: action.to, version: 2 });
        expect(stored).toMatchObject({ status: action.to, version: 2 });
        expect(events).toEqual([
          expect.objectContaining({
            actorType: 'staff',
            staffId: owner.id,
            fromStatus: status,
            toStatus: action.to,
          }),
        ]);
        expect(answer.body.content.events).toEqual([
          expect.objectContaining({ actor: 'staff', from: status, to: action.to }),
        ]);
        expect(await api.placesTaken(activity.id)).toBe(takenBefore - (action.releases ? 3 : 0));
      });
    }
  }

  it('stamps the time of the new state and keeps the paid time on a declined refund', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    const refunding = await api.order(activity, { status: 'refunding' });
    t.clock.advance(60_000);
    const declined = await api.act(owner, shop.id, `/${refunding.id}/refund-decision`, {
      version: 1,
      approve: false,
      reason: 'Too late to refund',
    });
    expect(declined.body.content.order).toMatchObject({
      status: 'paid',
      declineReason: 'Too late to refund',
      paidAt: refunding.paidAt!.toISOString(),
    });
    expect(declined.body.content.events[0]).toMatchObject({ note: 'Too late to refund' });
    const paid = await api.order(activity, { status: 'paid' });
    const refunded = await api.act(owner, shop.id, `/${paid.id}/refund`, {
      version: 1,
      reason: 'Venue closed',
    });
    expect(refunded.body.content.order).toMatchObject({
      refundReason: 'Venue closed',
      refundedAt: t.clock.now().toISOString(),
    });
  });

  it('refuses a wrong check-in code with 1001 and leaves the order paid', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const order = await api.order(await api.activity(shop.id));
    const wrong = order.verificationCode === '12345678' ? '87654321' : '12345678';
    const answer = await api.act(owner, shop.id, `/${order.id}/check-in`, {
      version: 1,
      code: wrong,
    });
    expect(answer.body).toMatchObject({
      code: '1001',
      msg: 'The check-in code is wrong',
      content: { fields: { code: 'The check-in code is wrong' } },
    });
    expect(await api.stored(order.id)).toEqual(order);
    const malformed = await api.act(owner, shop.id, `/${order.id}/check-in`, {
      version: 1,
      code: '12',
    });
    expect(malformed.body.content.fields.code).toBe('The check-in code has 8 digits');
  });

  it('requires a reason to decline a refund', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const order = await api.order(await api.activity(shop.id), { status: 'refunding' });
    const answer = await api.act(owner, shop.id, `/${order.id}/refund-decision`, {
      version: 1,
      approve: false,
    });
    expect(answer.body.code).toBe('1001');
    expect(answer.body.content.fields.reason).toBe('Please give a reason');
    expect((await api.stored(order.id)).status).toBe('refunding');
  });

  it('answers 1004 to a stale version for every action and changes nothing', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    for (const action of ACTIONS) {
      const order = await api.order(activity, { status: action.from, version: 3 });
      const answer = await api.act(owner, shop.id, `/${order.id}/${action.path}`, {
        ...action.payload(order),
        version: 2,
      });
      expect(answer.body).toMatchObject({
        code: '1004',
        msg: expect.stringMatching(/Someone else/),
      });
      expect(await api.stored(order.id)).toEqual(order);
    }
  });

  it('edits the remark in any state, versioned, on the timeline', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    for (const status of ORDER_STATUSES) {
      const order = await api.order(activity, { status });
      const path = `/${order.id}/remark`;
      const answer = await api.act(owner, shop.id, path, { version: 1, remark: 'VIP' }, 'PUT');
      expect(answer.body.content.order).toMatchObject({ status, remark: 'VIP', version: 2 });
      expect(answer.body.content.events).toEqual([
        expect.objectContaining({ from: status, to: status, note: 'VIP' }),
      ]);
      const stale = await api.act(owner, shop.id, path, { version: 1, remark: 'x' }, 'PUT');
      expect(stale.body.code).toBe('1004');
      expect((await api.stored(order.id)).remark).toBe('VIP');
    }
  });

  it('lets exactly one of 20 concurrent refund decisions win; the rest answer 1004', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    const order = await api.order(activity, { status: 'refunding', quantity: 4 });
    const taken = await api.placesTaken(activity.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api.act(owner, shop.id, `/${order.id}/refund-decision`, {
          version: 1,
          approve: index % 2 === 0,
          reason: 'Decided by the desk',
        }),
      ),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === '0000')).toHaveLength(1);
    expect(codes.filter((code) => code === '1004')).toHaveLength(19);
    const stored = await api.stored(order.id);
    expect(stored.version).toBe(2);
    expect(await api.events(order.id)).toHaveLength(1);
    expect(await api.placesTaken(activity.id)).toBe(
      stored.status === 'refunded' ? taken - 4 : taken,
    );
  });

  it('lets the system and customers move orders without a version, once', async () => {
    const { shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    const unpaid = await api.order(activity, { status: 'pending_payment', quantity: 2 });
    const taken = await api.placesTaken(activity.id);
    const move = { action: 'cancel', from: ['pending_payment' as const], to: 'cancelled' as const };
    const now = t.clock.now();
    const moved = await t.app.write(systemOrigin('test'), (w) =>
      transitionOrder(w, unpaid, { ...move, actor: { type: 'system' } }),
    );
    expect(moved).toMatchObject({ status: 'cancelled', version: 2, cancelledAt: now });
    // A second sweep working from the same stale read finds the state changed.
    await expect(
      t.app.write(systemOrigin('test'), (w) =>
        transitionOrder(w, unpaid, { ...move, actor: { type: 'system' } }),
      ),
    ).rejects.toMatchObject({ code: '1004', messageKey: 'error.stateChanged' });
    expect(await api.placesTaken(activity.id)).toBe(taken - 2);
    const paid = await api.order(activity, { status: 'paid' });
    await t.app.write(systemOrigin('test'), (w) =>
      transitionOrder(w, paid, {
        action: 'requestRefund',
        from: ['paid'],
        to: 'refunding',
        actor: { type: 'customer', customerId: paid.customerId },
        note: 'Cannot come',
      }),
    );
    expect(await api.events(paid.id)).toEqual([
      expect.objectContaining({
        actorType: 'customer',
        customerId: paid.customerId,
        toStatus: 'refunding',
      }),
    ]);
  });
});
