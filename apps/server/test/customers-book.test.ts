import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { chatApi } from './chat-fixtures.ts';
import { reviewApi } from './review-fixtures.ts';

// docs/customers.md: figures net of refunds, search, tags, masking, isolation.
let t: TestApp;
let api: ReturnType<typeof reviewApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = reviewApi(t);
});
afterAll(() => t.close());

const book = (
  user: TestUser,
  merchantId: number,
  path = '',
  query: Record<string, string> = {},
  method = 'GET',
  payload?: Record<string, unknown>,
) =>
  t.call(method, `/api/customers${path}`, {
    token: user.token,
    locale: 'en-US',
    ...(method === 'GET'
      ? { query: { merchants_id: String(merchantId), ...query } }
      : { payload: { ...payload, merchants_id: merchantId } }),
  });

const names = (answer: { body: { content: { customers: { name: string }[] } } }) =>
  answer.body.content.customers.map((customer) => customer.name);

describe('figures', () => {
  it('counts paid orders and spent net of refunds; an unpaid order and a chat add a customer with nothing spent', async () => {
    const { owner, shop, activity } = await api.shop();
    const buyer = await api.store.customer('张三');
    const first = await api.order(owner, activity, buyer, false);
    await api.order(owner, activity, buyer, false);
    const unpaidBuyer = await api.store.customer('Li Lei');
    await api.store.order(unpaidBuyer.token, activity.id);
    const chatter = await api.store.customer('Chen Chat');
    await api.store.call('POST', '/conversations', chatter.token, { merchantId: shop.id });

    const detail = async (id: number) => (await book(owner, shop.id, `/${id}`)).body.content;
    expect((await detail(buyer.id)).customer).toMatchObject({ ordersCount: 2, spentCents: 10000 });
    const refunded = await t.call('POST', `/api/orders/${first}/refund`, {
      token: owner.token,
      payload: { merchants_id: shop.id, version: 2, reason: 'Weather' },
    });
    expect(refunded.body.code).toBe('0000');
    expect((await detail(buyer.id)).customer).toMatchObject({ ordersCount: 2, spentCents: 5000 });
    expect((await detail(unpaidBuyer.id)).customer).toMatchObject({
      ordersCount: 0,
      spentCents: 0,
      lastOrderAt: null,
    });
    expect((await detail(chatter.id)).customer).toMatchObject({ ordersCount: 0, spentCents: 0 });
    const sorted = await book(owner, shop.id, '', { sort: 'spent' });
    expect(names(sorted)[0]).toBe('张三');
    const timeline = (await detail(buyer.id)).timeline;
    expect(timeline.map((entry: { kind: string }) => entry.kind)).toEqual(['order', 'order']);
  });

  it('averages the ratings a customer gave, and shows reviews and the conversation on the timeline', async () => {
    const { owner, shop, activity } = await api.shop();
    const buyer = await api.store.customer('Zhou Ping');
    for (const rating of [5, 2]) {
      const orderId = await api.order(owner, activity, buyer);
      await api.post(buyer.token, { orderId, rating });
    }
    const chat = chatApi(t);
    const opened = await api.store.call('POST', '/conversations', buyer.token, {
      merchantId: shop.id,
    });
    await chat.customerSays(buyer.token, opened.body.content.conversation.id, 'Thanks!');
    const detail = (await book(owner, shop.id, `/${buyer.id}`)).body.content;
    expect(detail.customer.averageRating).toBe(3.5);
    expect(detail.timeline.map((entry: { kind: string }) => entry.kind).sort()).toEqual([
      'conversation',
      'order',
      'order',
      'review',
      'review',
    ]);
    expect(
      detail.timeline.find((entry: { kind: string }) => entry.kind === 'conversation').title,
    ).toBe('Thanks!');
  });
});

describe('timeline', () => {
  it("shows each rating of the customer's conversation, with the member rated, in time order", async () => {
    t.clock.set(new Date('2026-11-20T02:00:00Z'));
    const { owner, shop, activity } = await api.shop();
    const buyer = await api.store.customer('Zhou Ping');
    const chat = chatApi(t);
    const ann = await chat.staff(shop.id, ['chat:reply']);
    const firstOrder = await api.order(owner, activity, buyer, false);
    const opened = await api.store.call('POST', '/conversations', buyer.token, {
      merchantId: shop.id,
    });
    const conversationId = opened.body.content.conversation.id as number;
    const resolveAndRate = async (resolution: number, rating: number, comment: string) => {
      t.clock.advance(60_000);
      await chat.customerSays(buyer.token, conversationId, 'Can I bring a friend?');
      await chat.staffCall('POST', `/conversations/${conversationId}/assign`, owner, shop.id, {
        assigneeId: ann.id,
      });
      await chat.staffCall('POST', `/conversations/${conversationId}/status`, owner, shop.id, {
        status: 'resolved',
      });
      t.clock.advance(60_000);
      const answer = await api.store.call(
        'POST',
        `/conversations/${conversationId}/rating`,
        buyer.token,
        { resolution, rating, comment },
      );
      expect(answer.body.code).toBe('0000');
      return t.clock.now().toISOString();
    };
    const firstRatedAt = await resolveAndRate(1, 4, 'Kind');
    t.clock.advance(60_000);
    const secondOrder = await api.order(owner, activity, buyer, false);
    const secondRatedAt = await resolveAndRate(2, 2, '');

    const detail = (await book(owner, shop.id, `/${buyer.id}`)).body.content;
    type Entry = { kind: string; id: number; at: string };
    expect(detail.timeline.map((entry: Entry) => [entry.kind, entry.id])).toEqual([
      ['rating', conversationId],
      ['conversation', conversationId],
      ['order', secondOrder],
      ['rating', conversationId],
      ['order', firstOrder],
    ]);
    const [{ nickname }] = (await t.db
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, ann.id))) as [{ nickname: string }];
    const ratings = detail.timeline.filter((entry: Entry) => entry.kind === 'rating');
    expect(ratings).toEqual([
      {
        kind: 'rating',
        id: conversationId,
        at: secondRatedAt,
        title: '',
        status: null,
        amountCents: null,
        rating: 2,
        member: { id: ann.id, name: nickname },
      },
      {
        kind: 'rating',
        id: conversationId,
        at: firstRatedAt,
        title: 'Kind',
        status: null,
        amountCents: null,
        rating: 4,
        member: { id: ann.id, name: nickname },
      },
    ]);
    // Other entries name no member.
    expect(detail.timeline.filter((entry: Entry) => entry.kind !== 'rating')).toEqual(
      expect.arrayContaining([expect.objectContaining({ member: null })]),
    );
  });
});

describe('finding customers', () => {
  it('finds by pinyin initials, name, mobile ending and several tags at once', async () => {
    const { owner, shop, activity } = await api.shop();
    const zhang = await api.store.customer('张三');
    const lisi = await api.store.customer('李四');
    const amy = await api.store.customer('Amy Zhao');
    for (const buyer of [zhang, lisi, amy]) await api.order(owner, activity, buyer, false);
    expect(names(await book(owner, shop.id, '', { keyword: 'zs' }))).toEqual(['张三']);
    expect(names(await book(owner, shop.id, '', { keyword: 'ZS' }))).toEqual(['张三']);
    expect(names(await book(owner, shop.id, '', { keyword: '李' }))).toEqual(['李四']);
    expect(names(await book(owner, shop.id, '', { keyword: 'zhao' }))).toEqual(['Amy Zhao']);
    expect(names(await book(owner, shop.id, '', { keyword: lisi.mobile.slice(-4) }))).toEqual([
      '李四',
    ]);

    const tag = (id: number, tags: string[]) =>
      book(owner, shop.id, `/${id}/tags`, {}, 'PUT', { tags });
    expect((await tag(zhang.id, ['VIP', 'Pottery'])).body.content.customer.tags).toEqual([
      'VIP',
      'Pottery',
    ]);
    await tag(lisi.id, ['VIP']);
    expect(names(await book(owner, shop.id, '', { tags: 'VIP' })).sort()).toEqual(['张三', '李四']);
    expect(names(await book(owner, shop.id, '', { tags: 'VIP,Pottery' }))).toEqual(['张三']);
    expect(names(await book(owner, shop.id, '', { tags: 'VIP', keyword: 'ls' }))).toEqual(['李四']);
    const used = await book(owner, shop.id, '/tags');
    expect(used.body.content.tags).toEqual([
      { tag: 'VIP', count: 2 },
      { tag: 'Pottery', count: 1 },
    ]);
    const bad = await book(owner, shop.id, `/${amy.id}/tags`, {}, 'PUT', { tags: ['a,b'] });
    expect(bad.body.code).toBe('1001');
  });

  it("follows a customer's new name, and finds mobile endings of any length", async () => {
    const { owner, shop, activity } = await api.shop();
    const buyer = await api.store.customer('王五');
    await api.order(owner, activity, buyer, false);
    expect(names(await book(owner, shop.id, '', { keyword: 'ww' }))).toEqual(['王五']);
    // Signing in again with another name renames them in every merchant's book at once.
    t.clock.advance(61_000);
    const ip = '10.99.0.7';
    await t.call('POST', '/api/storefront/captcha', { payload: { mobile: buyer.mobile }, ip });
    const captcha = await t.lastCode(buyer.mobile);
    const again = await t.call('POST', '/api/storefront/login', {
      payload: { mobile: buyer.mobile, captcha, name: '赵六' },
      ip,
    });
    expect(again.body.code).toBe('0000');
    expect(names(await book(owner, shop.id, '', { keyword: 'zl' }))).toEqual(['赵六']);
    expect(names(await book(owner, shop.id, '', { keyword: '赵' }))).toEqual(['赵六']);
    expect(names(await book(owner, shop.id, '', { keyword: 'ww' }))).toEqual([]);
    for (const digits of [buyer.mobile.slice(-2), buyer.mobile.slice(-6), buyer.mobile]) {
      expect(names(await book(owner, shop.id, '', { keyword: digits }))).toContain('赵六');
    }
    // Digits that end no one's mobile here; a wildcard is a character like any other.
    const other = buyer.mobile.slice(-4) === '0000' ? '1111' : '0000';
    expect(names(await book(owner, shop.id, '', { keyword: other }))).toEqual([]);
    expect(names(await book(owner, shop.id, '', { keyword: '%' }))).toEqual([]);
  });

  it('pages by last order and by spent without losing or repeating anyone', async () => {
    const { owner, shop, activity } = await api.shop();
    const ids: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const buyer = await api.store.customer(`Buyer ${n}`);
      if (n < 4) await api.order(owner, activity, buyer, false);
      else await api.store.call('POST', '/conversations', buyer.token, { merchantId: shop.id });
      ids.push(buyer.id);
      t.clock.advance(1000);
    }
    for (const sort of ['last_order', 'spent']) {
      const seen: number[] = [];
      let lastId: number | null = null;
      do {
        const query: Record<string, string> = { sort, pageSize: '2' };
        if (lastId) query.last_id = String(lastId);
        const page = await book(owner, shop.id, '', query);
        seen.push(...page.body.content.customers.map((c: { id: number }) => c.id));
        lastId = page.body.content.nextLastId;
      } while (lastId);
      expect([...seen].sort()).toEqual([...ids].sort());
      if (sort === 'last_order') expect(seen).toEqual([ids[3], ids[2], ids[1], ids[0], ids[4]]);
    }
  });
});

describe('access', () => {
  it('masks mobiles without customer:manage, which alone tags and notes', async () => {
    const { owner, shop, activity } = await api.shop();
    const buyer = await api.store.customer('Masked Ma');
    await api.order(owner, activity, buyer, false);
    const viewer = await t.register();
    await t.addMember(shop.id, viewer.id, { permissions: ['customer:view'] });
    const manager = await t.register();
    await t.addMember(shop.id, manager.id, { permissions: ['customer:manage'] });
    const seenBy = async (user: TestUser) => (await book(user, shop.id)).body.content.customers[0];
    expect(await seenBy(viewer)).toMatchObject({
      mobile: `${buyer.mobile.slice(0, 3)}****${buyer.mobile.slice(-4)}`,
      mobileMasked: true,
    });
    expect(await seenBy(manager)).toMatchObject({ mobile: buyer.mobile, mobileMasked: false });
    expect(
      (await book(viewer, shop.id, `/${buyer.id}/note`, {}, 'PUT', { note: 'x' })).body.code,
    ).toBe('1003');
    const html = '<img src=x onerror=alert(1)>';
    const noted = await book(manager, shop.id, `/${buyer.id}/note`, {}, 'PUT', { note: html });
    expect(noted.body.content.customer.note).toBe(html);
    const csv = await t.call('GET', '/api/customers/export.csv', {
      token: viewer.token,
      query: { merchants_id: String(shop.id) },
      locale: 'en-US',
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = String(csv.body).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Mobile,Orders,"Spent (CNY, net of refunds)","First order (Asia/Shanghai, UTC+08:00)","Last order (Asia/Shanghai, UTC+08:00)",Average rating,Tags,Note',
    );
    expect(lines[1]).toContain(`${buyer.mobile.slice(0, 3)}****`);
    expect(lines[1]).not.toContain(buyer.mobile);
  });

  it("keeps another merchant's customers invisible and unchangeable, by id too", async () => {
    const { owner, shop, activity } = await api.shop();
    const buyer = await api.store.customer('Private Pan');
    await api.order(owner, activity, buyer, false);
    const other = await api.shop();
    expect(names(await book(other.owner, other.shop.id))).toEqual([]);
    expect((await book(other.owner, other.shop.id, `/${buyer.id}`)).body.code).toBe('1002');
    const write = await book(other.owner, other.shop.id, `/${buyer.id}/tags`, {}, 'PUT', {
      tags: ['x'],
    });
    expect(write.body.code).toBe('1002');
    const note = await book(other.owner, other.shop.id, `/${buyer.id}/note`, {}, 'PUT', {
      note: 'x',
    });
    expect(note.body.code).toBe('1002');
    const mine = (await book(owner, shop.id, `/${buyer.id}`)).body.content.customer;
    expect(mine).toMatchObject({ tags: [], note: '' });
  });
});

describe('CSV export', () => {
  it("writes first and last order times on the merchant's clock and names its zone", async () => {
    t.clock.set(new Date('2026-01-15T10:00:00Z')); // 11:00 in Berlin (UTC+01:00)
    const { owner, shop, activity } = await api.shop();
    const moved = await t.call('PUT', '/api/merchant/time-zone', {
      token: owner.token,
      payload: { merchants_id: shop.id, timeZone: 'Europe/Berlin' },
    });
    expect(moved.body.code).toBe('0000');
    const buyer = await api.store.customer('Berlin Bo');
    await api.order(owner, activity, buyer, false);
    for (const [locale, header] of [
      ['en-US', '"First order (Europe/Berlin, UTC+01:00/+02:00)"'],
      ['zh-CN', '"首次下单（Europe/Berlin, UTC+01:00/+02:00）"'],
    ]) {
      const csv = await t.call('GET', '/api/customers/export.csv', {
        token: owner.token,
        query: { merchants_id: String(shop.id) },
        locale,
      });
      const [head, row] = String(csv.body).replace('\uFEFF', '').trim().split('\r\n');
      expect(head).toContain(`,${header},`);
      expect(row).toContain(',2026-01-15 11:00:00,2026-01-15 11:00:00,');
    }
  });
});
