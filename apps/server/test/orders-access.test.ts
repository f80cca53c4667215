import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';
import { orderApi, type OrderApi } from './order-fixtures.ts';

let t: TestApp;
let api: OrderApi;
beforeAll(async () => {
  t = await createTestApp();
  api = orderApi(t);
});
afterAll(() => t.close());

/** Every change a staff member can ask for, on one order. */
const changes = (id: number, code: string) => [
  { path: `/${id}/check-in`, payload: { version: 1, code } },
  { path: `/${id}/cancel`, payload: { version: 1 } },
  { path: `/${id}/refund-decision`, payload: { version: 1, approve: true } },
  { path: `/${id}/refund`, payload: { version: 1, reason: 'Venue closed' } },
  { path: `/${id}/remark`, payload: { version: 1, remark: 'x' }, method: 'PUT' },
  { path: '/bulk/cancel', payload: { items: [{ id, version: 1 }] } },
];

describe('order access (DESIGN §6 security)', () => {
  it("hides another merchant's orders and answers 1002 to changing them", async () => {
    const mine = await api.shopWithOwner();
    const theirs = await api.shopWithOwner();
    const target = await api.order(await api.activity(theirs.shop.id), { status: 'paid' });
    await api.order(await api.activity(mine.shop.id));
    const { owner } = mine;
    expect((await api.read(owner, mine.shop.id, `/${target.id}`)).body.code).toBe('1002');
    for (const change of changes(target.id, target.verificationCode).slice(0, 5)) {
      const answer = await api.act(owner, mine.shop.id, change.path, change.payload, change.method);
      expect(answer.body.code).toBe('1002');
    }
    const bulk = await api.act(owner, mine.shop.id, '/bulk/cancel', {
      items: [{ id: target.id, version: 1 }],
    });
    expect(bulk.body.content.results).toEqual([
      { id: target.id, code: '1002', msg: expect.any(String) },
    ]);
    expect(await api.stored(target.id)).toEqual(target);

    const listed = await api.read(owner, mine.shop.id, '', { keyword: target.orderNo });
    expect(listed.body.content.orders).toEqual([]);
    const all = await api.read(owner, mine.shop.id);
    expect(all.body.content.orders.map((order: { id: number }) => order.id)).not.toContain(
      target.id,
    );
    const summary = await api.read(owner, mine.shop.id, '/summary');
    expect(summary.body.content.total.orders).toBe(1);
    const csv = await api.read(owner, mine.shop.id, '/export.csv');
    expect(csv.headers['x-total-count']).toBe('1');
    expect(csv.body).not.toContain(target.orderNo);
  });

  it('answers 1003 when naming a merchant the caller does not belong to', async () => {
    const mine = await api.shopWithOwner();
    const theirs = await api.shopWithOwner();
    const target = await api.order(await api.activity(theirs.shop.id));
    for (const path of ['', '/summary', '/export.csv', `/${target.id}`]) {
      expect((await api.read(mine.owner, theirs.shop.id, path)).body.code).toBe('1003');
    }
    for (const change of changes(target.id, target.verificationCode)) {
      const answer = await api.act(
        mine.owner,
        theirs.shop.id,
        change.path,
        change.payload,
        change.method,
      );
      expect(answer.body.code).toBe('1003');
    }
    expect(await api.stored(target.id)).toEqual(target);
  });

  it('lets order:view read but not change; without it nothing; a disabled member nothing', async () => {
    const { shop } = await api.shopWithOwner();
    const target = await api.order(await api.activity(shop.id));
    const viewer = await t.register();
    await t.addMember(shop.id, viewer.id, { permissions: ['order:view'] });
    for (const path of ['', '/summary', '/export.csv', `/${target.id}`]) {
      expect((await api.read(viewer, shop.id, path)).status).toBe(200);
    }
    for (const change of changes(target.id, target.verificationCode)) {
      const answer = await api.act(viewer, shop.id, change.path, change.payload, change.method);
      expect(answer.body.code).toBe('1003');
    }
    expect(await api.stored(target.id)).toEqual(target);

    const stranger = await t.register();
    await t.addMember(shop.id, stranger.id, { permissions: ['activity:view'] });
    const disabled = await t.register();
    await t.addMember(shop.id, disabled.id, {
      permissions: ['order:view', 'order:manage'],
      status: 'disabled',
    });
    for (const user of [stranger, disabled]) {
      for (const path of ['', '/summary', '/export.csv', `/${target.id}`]) {
        expect((await api.read(user, shop.id, path)).body.code).toBe('1003');
      }
      const answer = await api.act(
        user,
        shop.id,
        `/${target.id}/remark`,
        { version: 1, remark: 'x' },
        'PUT',
      );
      expect(answer.body.code).toBe('1003');
    }
  });

  it('lets order:manage alone read and change orders, named on the timeline by nickname', async () => {
    const { shop } = await api.shopWithOwner();
    const target = await api.order(await api.activity(shop.id));
    const manager = await t.register();
    await t.addMember(shop.id, manager.id, { permissions: ['order:manage'] });
    expect((await api.read(manager, shop.id, '')).body.code).toBe('0000');
    const answer = await api.act(manager, shop.id, `/${target.id}/check-in`, {
      version: 1,
      code: target.verificationCode,
    });
    expect(answer.body.code).toBe('0000');
    const detail = await api.read(manager, shop.id, `/${target.id}`);
    expect(detail.body.content.events).toEqual([
      expect.objectContaining({ actor: 'staff', actorName: expect.any(String), to: 'completed' }),
    ]);
    expect(detail.body.content.events[0].actorName).not.toBe('');
  });
});
