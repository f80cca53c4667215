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

const idsOf = (answer: { body: { content: { orders: { id: number }[] } } }) =>
  answer.body.content.orders.map((order) => order.id);

/** A shop with orders across states, activities, days and contacts. */
async function arrangeShop() {
  const { owner, shop } = await api.shopWithOwner();
  const pottery = await api.activity(shop.id, { title: 'Pottery' });
  const yoga = await api.activity(shop.id, { title: 'Yoga' });
  const at = (iso: string) => new Date(iso);
  const orders = {
    // 23:59:59 on 1 March in China, still 1 March.
    lateMarch1: await api.order(pottery, {
      status: 'paid',
      createdAt: at('2026-03-01T15:59:59Z'),
      paidAt: at('2026-03-01T15:59:59Z'),
      contactName: '张三',
      contactMobile: '13800001234',
    }),
    // 00:00 on 2 March in China.
    earlyMarch2: await api.order(pottery, {
      status: 'pending_payment',
      createdAt: at('2026-03-01T16:00:00Z'),
      contactName: '张四',
      contactMobile: '13900005678',
    }),
    yogaCompleted: await api.order(yoga, {
      status: 'completed',
      quantity: 1,
      createdAt: at('2026-03-05T02:00:00Z'),
      paidAt: at('2026-03-06T02:00:00Z'),
      contactName: 'Li Lei',
      contactMobile: '13700001234',
    }),
    yogaCancelled: await api.order(yoga, {
      status: 'cancelled',
      createdAt: at('2026-03-06T02:00:00Z'),
      contactName: 'Han Meimei',
      // Fixed: a random mobile ends in 1234 once in 10,000 runs and joins the suffix search.
      contactMobile: '13600009999',
    }),
  };
  return { owner, shop, pottery, yoga, orders };
}

describe('order list (docs/orders.md "List and keyword")', () => {
  it('lists newest first and filters by status, activity, dates in China time and keyword', async () => {
    const { owner, shop, yoga, orders } = await arrangeShop();
    const list = (query: Record<string, string>) => api.read(owner, shop.id, '', query);
    const { lateMarch1, earlyMarch2, yogaCompleted, yogaCancelled } = orders;
    expect(idsOf(await list({}))).toEqual(
      [yogaCancelled, yogaCompleted, earlyMarch2, lateMarch1].map((o) => o.id),
    );
    expect(idsOf(await list({ status: 'paid' }))).toEqual([lateMarch1.id]);
    expect(idsOf(await list({ activityId: String(yoga.id) }))).toEqual([
      yogaCancelled.id,
      yogaCompleted.id,
    ]);
    expect(idsOf(await list({ createdFrom: '2026-03-01', createdTo: '2026-03-01' }))).toEqual([
      lateMarch1.id,
    ]);
    expect(idsOf(await list({ createdFrom: '2026-03-02', createdTo: '2026-03-05' }))).toEqual([
      yogaCompleted.id,
      earlyMarch2.id,
    ]);
    expect(idsOf(await list({ paidFrom: '2026-03-06' }))).toEqual([yogaCompleted.id]);
    expect(idsOf(await list({ paidTo: '2026-03-05' }))).toEqual([lateMarch1.id]);
    // Keyword: order number exact, mobile exact or its last digits, contact name prefix.
    expect(idsOf(await list({ keyword: earlyMarch2.orderNo }))).toEqual([earlyMarch2.id]);
    expect(idsOf(await list({ keyword: earlyMarch2.orderNo.slice(0, 14) }))).toEqual([]);
    expect(idsOf(await list({ keyword: '13800001234' }))).toEqual([lateMarch1.id]);
    expect(idsOf(await list({ keyword: '1234' }))).toEqual([yogaCompleted.id, lateMarch1.id]);
    // A longer ending: the last four digits find both, the whole ending tells them apart.
    expect(idsOf(await list({ keyword: '01234' }))).toEqual([yogaCompleted.id, lateMarch1.id]);
    expect(idsOf(await list({ keyword: '800001234' }))).toEqual([lateMarch1.id]);
    expect(idsOf(await list({ keyword: '3800001234' }))).toEqual([lateMarch1.id]);
    expect(idsOf(await list({ keyword: '900001234' }))).toEqual([]);
    expect(idsOf(await list({ keyword: '0123' }))).toEqual([]);
    expect(idsOf(await list({ keyword: '张' }))).toEqual([earlyMarch2.id, lateMarch1.id]);
    expect(idsOf(await list({ keyword: '张三' }))).toEqual([lateMarch1.id]);
    expect(idsOf(await list({ keyword: 'Meimei' }))).toEqual([]);
    expect(idsOf(await list({ keyword: '%' }))).toEqual([]);
    expect(idsOf(await list({ keyword: '  ' }))).toHaveLength(4);
    expect(
      idsOf(await list({ status: 'completed', createdFrom: '2026-03-05', keyword: 'Li' })),
    ).toEqual([yogaCompleted.id]);
    const first = (await list({ status: 'completed' })).body.content.orders[0];
    expect(first).toMatchObject({
      orderNo: yogaCompleted.orderNo,
      activity: { id: yoga.id, title: 'Yoga' },
      customer: { id: yogaCompleted.customerId },
      amountCents: 1500,
      createdAt: '2026-03-05T02:00:00.000Z',
    });
  });

  it('refuses a bad date, a reversed range and a bad status with 1001', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const queries: Record<string, string>[] = [
      { createdFrom: '2026-02-30' },
      { createdFrom: '2026-03-05', createdTo: '2026-03-04' },
      { paidFrom: '2026-03-05', paidTo: '2026-03-04' },
      { status: 'lost' },
      { pageSize: '101' },
    ];
    for (const query of queries) {
      expect((await api.read(owner, shop.id, '', query)).body.code).toBe('1001');
    }
  });

  it('filters by a set of statuses: list, totals and tab counts', async () => {
    const { owner, shop, orders } = await arrangeShop();
    const query = { statuses: 'completed,paid' };
    const listed = await api.read(owner, shop.id, '', query);
    const statuses = (listed.body.content.orders as { status: string }[]).map((o) => o.status);
    expect(statuses.sort()).toEqual(['completed', 'paid']);
    const summary = await api.read(owner, shop.id, '/summary', query);
    expect(summary.body.content.total).toEqual({
      orders: 2,
      amountCents: orders.lateMarch1.amountCents + orders.yogaCompleted.amountCents,
    });
    // The tabs still count every status under the other filters.
    expect(summary.body.content.byStatus).toMatchObject({ pending_payment: 1, cancelled: 1 });
    // With a status too, both hold.
    const both = await api.read(owner, shop.id, '/summary', { ...query, status: 'cancelled' });
    expect(both.body.content.total).toEqual({ orders: 0, amountCents: 0 });
  });

  it('refuses an unknown status in the set with 1001 and a field message in either language', async () => {
    const { owner, shop } = await api.shopWithOwner();
    for (const statuses of ['paid,lost', '', 'paid,,refunded']) {
      const answer = await api.read(owner, shop.id, '', { statuses });
      expect(answer.body, statuses).toMatchObject({
        code: '1001',
        content: { fields: { statuses: 'Please choose valid order statuses' } },
      });
    }
    const zh = await t.call('GET', '/api/orders', {
      token: owner.token,
      query: { merchants_id: String(shop.id), statuses: 'lost' },
      locale: 'zh-CN',
    });
    expect(zh.body).toMatchObject({
      code: '1001',
      content: { fields: { statuses: '请选择正确的订单状态' } },
    });
  });

  it('pages by last_id without gaps or duplicates', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    const created = [];
    for (let index = 0; index < 7; index++) created.push((await api.order(activity)).id);
    const seen: number[] = [];
    let lastId: number | null | undefined;
    do {
      const query: Record<string, string> = { pageSize: '3' };
      if (lastId) query.last_id = String(lastId);
      const answer = await api.read(owner, shop.id, '', query);
      seen.push(...idsOf(answer));
      lastId = answer.body.content.nextLastId;
    } while (lastId);
    expect(seen).toEqual([...created].reverse());
  });

  it('pages a date filter by that time, newest first, ties by id, without gaps', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    const at = (day: number) => new Date(Date.UTC(2026, 3, day, 4));
    // Created out of id order, several at the same instant.
    const days = [3, 1, 3, 2, 3, 1, 2];
    const created: Awaited<ReturnType<OrderApi['order']>>[] = [];
    for (const day of days) {
      created.push(await api.order(activity, { createdAt: at(day), paidAt: at(10 - day) }));
    }
    const expected = (key: 'createdAt' | 'paidAt') =>
      [...created]
        .sort((a, b) => b[key]!.getTime() - a[key]!.getTime() || b.id - a.id)
        .map((order) => order.id);
    const pages = async (filter: Record<string, string>) => {
      const seen: number[] = [];
      let lastId: number | null = null;
      do {
        const query: Record<string, string> = { ...filter, pageSize: '2' };
        if (lastId) query.last_id = String(lastId);
        const answer = await api.read(owner, shop.id, '', query);
        seen.push(...idsOf(answer));
        lastId = answer.body.content.nextLastId;
      } while (lastId);
      return seen;
    };
    expect(await pages({ createdFrom: '2026-04-01' })).toEqual(expected('createdAt'));
    expect(await pages({ paidTo: '2026-04-30' })).toEqual(expected('paidAt'));
    const gone = await api.read(owner, shop.id, '', {
      createdFrom: '2026-04-01',
      last_id: '999999999',
    });
    expect(gone.body.code).toBe('1004');
  });

  it('sums the filter and counts each status regardless of the status filter', async () => {
    const { owner, shop, orders } = await arrangeShop();
    const summary = await api.read(owner, shop.id, '/summary', { status: 'paid' });
    expect(summary.body.content).toEqual({
      total: { orders: 1, amountCents: orders.lateMarch1.amountCents },
      byStatus: {
        pending_payment: 1,
        paid: 1,
        completed: 1,
        cancelled: 1,
        refunding: 0,
        refunded: 0,
      },
    });
    const all = await api.read(owner, shop.id, '/summary', { createdFrom: '2026-03-02' });
    expect(all.body.content.total).toEqual({ orders: 3, amountCents: 3000 + 1500 + 3000 });
    expect(all.body.content.byStatus).toMatchObject({ paid: 0, pending_payment: 1 });
  });
});

describe('order detail', () => {
  it('answers the order with its timeline and actor names', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const buyer = await api.customer({ name: 'Wang Wu' });
    const order = await api.order(await api.activity(shop.id), {
      status: 'paid',
      customerId: buyer.id,
    });
    await api.act(owner, shop.id, `/${order.id}/refund`, { version: 1, reason: 'Venue closed' });
    const detail = await api.read(owner, shop.id, `/${order.id}`);
    expect(detail.body.content.order).toMatchObject({
      id: order.id,
      status: 'refunded',
      customer: { id: buyer.id, name: 'Wang Wu', mobile: buyer.mobile },
    });
    expect(detail.body.content.events).toEqual([
      expect.objectContaining({
        actor: 'staff',
        from: 'paid',
        to: 'refunded',
        note: 'Venue closed',
      }),
    ]);
    expect((await api.read(owner, shop.id, '/999999999')).body.code).toBe('1002');
  });
});
