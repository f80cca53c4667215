import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, orderDays, orders } from '../src/db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { orderApi, type OrderApi } from './order-fixtures.ts';
import { concurrentOrderEvents } from './order-events-fixture.ts';
import { homeCall } from './home-fixtures.ts';

// docs/home.md "Figures": each equals the linked order list for the same filter, in
// the merchant's days; the rollups match a recount after concurrent order events; keys gate.
let t: TestApp;
let api: OrderApi;
beforeAll(async () => {
  t = await createTestApp();
  api = orderApi(t);
});
afterAll(() => t.close());

const home = homeCall(() => t);

/** What the order list's summary shows for a created-date range (and a status). */
async function listed(user: TestUser, merchantId: number, day: string, status?: string) {
  const answer = await api.read(user, merchantId, '/summary', {
    createdFrom: day,
    createdTo: day,
    ...(status ? { status } : {}),
  });
  return answer.body.content.total as { orders: number; amountCents: number };
}

/** The rollups of a merchant summed over slots, against the same counted from its orders. */
async function rollupsAndRecount(
  merchantId: number,
): Promise<{ kept: unknown[]; counted: unknown[] }> {
  const kept = await t.db.execute(sql`
    select day::text as day, activity_id::int as activity, status, sum(orders)::int as orders,
           sum(amount_cents)::int as cents
    from ${orderDays} where merchant_id = ${merchantId}
    group by 1, 2, 3 having sum(orders) <> 0 or sum(amount_cents) <> 0 order by 1, 2, 3`);
  // Each activity's rows and the merchant's own (activity 0), as counted from the orders.
  const counted = await t.db.execute(sql`
    select merchant_day(merchant_id, created_at)::text as day, activity_id::int as activity,
           status, count(*)::int as orders, sum(amount_cents)::int as cents
    from ${orders} where merchant_id = ${merchantId} group by 1, 2, 3
    union all
    select merchant_day(merchant_id, created_at)::text, 0, status, count(*)::int,
           sum(amount_cents)::int
    from ${orders} where merchant_id = ${merchantId} group by 1, 2, 3
    order by 1, 2, 3`);
  const rows = (result: unknown) => (result as { rows: unknown[] }).rows;
  return { kept: rows(kept), counted: rows(counted) };
}

describe('home figures', () => {
  it("count the merchant's days: an order at 00:30 local time is today's, and equal the order list", async () => {
    // 01:00 on 2026-11-24 in Shanghai.
    t.clock.set(new Date('2026-11-23T17:00:00Z'));
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    const at = (iso: string) => new Date(iso);
    await api.order(activity, { status: 'paid', createdAt: at('2026-11-23T16:30:00Z') }); // 00:30 today
    await api.order(activity, { status: 'paid', createdAt: at('2026-11-23T15:50:00Z') }); // 23:50 yesterday
    await api.order(activity, { status: 'refunded', createdAt: at('2026-11-23T16:40:00Z') });
    await api.order(activity, { status: 'pending_payment', createdAt: at('2026-11-23T16:45:00Z') });

    const answer = await home(owner, shop.id);
    expect(answer.body.code).toBe('0000');
    const content = answer.body.content;
    expect(content).toMatchObject({ timeZone: 'Asia/Shanghai', today: '2026-11-24' });
    expect(content.period).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
      previousFrom: '2026-11-23',
      previousTo: '2026-11-23',
    });
    expect(content.kpis.orders).toEqual({ current: 3, previous: 1 });
    expect(content.kpis.orders.current).toBe((await listed(owner, shop.id, '2026-11-24')).orders);
    expect(content.kpis.orders.previous).toBe((await listed(owner, shop.id, '2026-11-23')).orders);
    // Paid net of refunds: the paid, checked-in and refund-requested orders' amounts.
    let holding = 0;
    for (const status of ['paid', 'completed', 'refunding']) {
      holding += (await listed(owner, shop.id, '2026-11-24', status)).amountCents;
    }
    expect(content.kpis.paidCents).toEqual({ current: holding, previous: 3000 });
    expect(holding).toBe(3000);
    expect(content.kpis.refundRate).toEqual({ current: 0.5, previous: 0 });
    expect(content.chart).toHaveLength(30);
    expect(content.chart.at(-1)).toEqual({ day: '2026-11-24', orders: 3, paidCents: 3000 });
    expect(content.chart.at(-2)).toEqual({ day: '2026-11-23', orders: 1, paidCents: 3000 });
    expect(content.funnel).toEqual([
      {
        activityId: activity.id,
        title: activity.title,
        orders: 3,
        paid: 2,
        checkedIn: 0,
        refunded: 1,
      },
    ]);
    expect(content.todos).toEqual(
      expect.arrayContaining([
        { key: 'awaitingPayment', count: 1 },
        { key: 'refundRequests', count: 0 },
      ]),
    );

    const week = (await home(owner, shop.id, { range: '7d' })).body.content;
    expect(week.period).toMatchObject({ from: '2026-11-18', previousTo: '2026-11-17' });
    expect(week.kpis.orders).toEqual({ current: 4, previous: 0 });
  });

  it("open the paid figure's list: the status set paid, completed, refunding totals the figure", async () => {
    t.clock.set(new Date('2026-11-24T04:00:00Z'));
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    const at = new Date('2026-11-24T02:00:00Z');
    let holding = 0;
    for (const status of ['paid', 'completed', 'refunding'] as const) {
      holding += (await api.order(activity, { status, createdAt: at })).amountCents;
    }
    for (const status of ['refunded', 'cancelled', 'pending_payment'] as const) {
      await api.order(activity, { status, createdAt: at });
    }
    const paid = (await home(owner, shop.id)).body.content.kpis.paidCents;
    expect(paid.current).toBe(holding);
    // What the home links to (docs/home.md "Figures"): the period's days and the three statuses.
    const query = {
      createdFrom: '2026-11-24',
      createdTo: '2026-11-24',
      statuses: 'paid,completed,refunding',
    };
    const summary = await api.read(owner, shop.id, '/summary', query);
    expect(summary.body.content.total).toEqual({ orders: 3, amountCents: paid.current });
    const list = await api.read(owner, shop.id, '', query);
    const listed = list.body.content.orders as { status: string; amountCents: number }[];
    expect(listed.map((order) => order.status).sort()).toEqual(['completed', 'paid', 'refunding']);
    expect(listed.reduce((sum, order) => sum + order.amountCents, 0)).toBe(paid.current);
  });

  it('use the time zone stored for the merchant, for the figures and the list alike', async () => {
    t.clock.set(new Date('2026-11-24T03:00:00Z')); // 22:00 on 11-23 in New York
    const { owner, shop } = await api.shopWithOwner();
    await t.db
      .update(merchants)
      .set({ timeZone: 'America/New_York' })
      .where(eq(merchants.id, shop.id));
    const activity = await api.activity(shop.id);
    await api.order(activity, { status: 'paid', createdAt: new Date('2026-11-24T02:00:00Z') }); // 21:00 NY
    await api.order(activity, { status: 'paid', createdAt: new Date('2026-11-24T06:00:00Z') }); // tomorrow NY
    const content = (await home(owner, shop.id)).body.content;
    expect(content).toMatchObject({ timeZone: 'America/New_York', today: '2026-11-23' });
    expect(content.kpis.orders.current).toBe(1);
    expect((await listed(owner, shop.id, '2026-11-23')).orders).toBe(1);
    const custom = await home(owner, shop.id, {
      range: 'custom',
      from: '2026-11-23',
      to: '2026-11-24',
    });
    expect(custom.body.content.kpis.orders.current).toBe(2);
  });

  it("move with the merchant's time zone when an editor changes it, list and figures alike", async () => {
    t.clock.set(new Date('2026-11-23T17:00:00Z')); // 01:00 on 11-24 in Shanghai, 17:00 on 11-23 UTC
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    await api.order(activity, { status: 'paid', createdAt: new Date('2026-11-23T16:30:00Z') });
    expect((await home(owner, shop.id)).body.content.kpis.orders.current).toBe(1);
    const zone = (user: TestUser, timeZone: string, locale = 'en-US') =>
      t.call('PUT', '/api/merchant/time-zone', {
        token: user.token,
        locale,
        payload: { merchants_id: shop.id, timeZone },
      });
    const bad = await zone(owner, '+08:00', 'zh-CN');
    expect(bad.body.code).toBe('1001');
    expect(bad.body.content.fields).toHaveProperty('timeZone');
    const clerk = await t.register();
    await t.addMember(shop.id, clerk.id, { permissions: ['order:view'] });
    expect((await zone(clerk, 'UTC')).body.code).toBe('1003');
    expect((await zone(owner, 'UTC')).body).toMatchObject({
      code: '0000',
      content: { timeZone: 'UTC' },
    });

    // The 16:30 UTC order is now on 11-23, which is today in UTC.
    const content = (await home(owner, shop.id)).body.content;
    expect(content).toMatchObject({ timeZone: 'UTC', today: '2026-11-23' });
    expect(content.kpis.orders.current).toBe(1);
    expect((await listed(owner, shop.id, '2026-11-23')).orders).toBe(1);
    expect((await listed(owner, shop.id, '2026-11-24')).orders).toBe(0);
    const { kept, counted } = await rollupsAndRecount(shop.id);
    expect(kept).toEqual(counted);
    const context = await t.call('GET', '/api/merchant/context', {
      token: clerk.token,
      query: { merchants_id: String(shop.id) },
    });
    expect(context.body.content.timeZone).toBe('UTC');
  });

  it('keep the rollups equal to a recount after concurrent orders, payments, cancellations and refunds', async () => {
    t.clock.set(new Date());
    const { owner, shop, asking } = await concurrentOrderEvents(t, { buyers: 4, decide: false });
    const { kept, counted } = await rollupsAndRecount(shop.id);
    expect(counted.length).toBeGreaterThan(3);
    expect(kept).toEqual(counted);
    const content = (await home(owner, shop.id)).body.content;
    const today = content.today as string;
    expect(content.kpis.orders.current).toBe((await listed(owner, shop.id, today)).orders);
    expect(content.todos).toContainEqual({ key: 'refundRequests', count: asking.length });
  });
});

describe('home access', () => {
  it("shows each figure only with its key, and never another merchant's", async () => {
    t.clock.set(new Date());
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    await api.order(activity, { status: 'paid' });
    const chat = await t.register();
    await t.addMember(shop.id, chat.id, { permissions: ['chat:reply'] });
    const content = (await home(chat, shop.id)).body.content;
    expect(content.kpis).toEqual({
      orders: null,
      paidCents: null,
      refundRate: null,
      newCustomers: null,
      rating: null,
    });
    expect(content.chart).toBeNull();
    expect(content.funnel).toBeNull();
    expect(content.todos.map((entry: { key: string }) => entry.key)).toEqual([
      'conversationsNeedingReply',
      'conversationsOverdue',
    ]);

    const other = await api.shopWithOwner();
    const refused = await home(other.owner, shop.id);
    expect(refused.body.code).toBe('1003');
    const theirs = (await home(other.owner, other.shop.id)).body.content;
    expect(theirs.kpis.orders).toEqual({ current: 0, previous: 0 });

    const bad = await home(owner, shop.id, { range: 'custom', from: '2026-11-24' }, 'zh-CN');
    expect(bad.body.code).toBe('1001');
    expect(JSON.stringify(bad.body)).toContain('请选择起止日期');
    const long = await home(owner, shop.id, {
      range: 'custom',
      from: '2024-01-01',
      to: '2026-01-01',
    });
    expect(long.body.code).toBe('1001');
    const year0 = await home(owner, shop.id, {
      range: 'custom',
      from: '0000-01-01',
      to: '0000-01-02',
    });
    expect(year0.body.code).toBe('1001');
  });
});
