import { inArray } from 'drizzle-orm';
import type { HomeContent } from '@console/contract/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { chatApi } from './chat-fixtures.ts';
import { homeCall } from './home-fixtures.ts';

// docs/home.md "Satisfaction": the customers' ratings of resolved conversations in the home's
// period, per member rated and per day of the merchant, for members who may reply in chat.
let t: TestApp;
let chat: ReturnType<typeof chatApi>;
beforeAll(async () => {
  t = await createTestApp();
  chat = chatApi(t);
});
afterAll(() => t.close());

const home = homeCall(() => t);
const satisfactionOf = async (user: TestUser, merchantId: number, query = {}) => {
  const answer = await home(user, merchantId, query);
  expect(answer.body.code).toBe('0000');
  return (answer.body.content as HomeContent).satisfaction;
};

/**
 * The customer asks again, the conversation is resolved for `member` (assigned) and the customer
 * rates that resolution at the clock's time.
 */
async function rated(
  shop: { owner: TestUser; id: number },
  customer: { token: string; conversationId: number },
  member: TestUser,
  rating: number,
  comment = '',
) {
  const { conversationId } = customer;
  await chat.customerSays(customer.token, conversationId, 'Hello?');
  await chat.staffCall('POST', `/conversations/${conversationId}/assign`, shop.owner, shop.id, {
    assigneeId: member.id,
  });
  const resolved = await chat.staffCall(
    'POST',
    `/conversations/${conversationId}/status`,
    shop.owner,
    shop.id,
    { status: 'resolved' },
  );
  expect(resolved.body.code).toBe('0000');
  const list = await chat.store.call('GET', '/conversations', customer.token);
  const ask = list.body.content.conversations.find(
    (one: { id: number }) => one.id === conversationId,
  ).ratingAsk;
  const answer = await chat.store.call(
    'POST',
    `/conversations/${conversationId}/rating`,
    customer.token,
    { resolution: ask.resolution, rating, comment },
  );
  expect(answer.body.code).toBe('0000');
}

const nicknames = async (...ids: number[]) =>
  new Map(
    (
      await t.db
        .select({ id: users.id, name: users.nickname })
        .from(users)
        .where(inArray(users.id, ids))
    ).map((row) => [row.id, row.name]),
  );

describe('home satisfaction', () => {
  it("counts the period's ratings per member and per day of the merchant, across its midnight", async () => {
    t.clock.set(new Date('2026-11-23T15:00:00Z'));
    const { owner, shop, customer, conversationId } = await chat.openChat('Zhou Ping');
    const ann = await chat.staff(shop.id, ['chat:reply']);
    const other = await chat.openChatWith(shop.id, 'Li Si');
    const here = { owner, id: shop.id };
    const zhou = { token: customer.token, conversationId };

    // 23:50 on 11-23 in Shanghai, then 00:10 and 09:00 on 11-24.
    t.clock.set(new Date('2026-11-23T15:50:00Z'));
    await rated(here, zhou, ann, 2, 'Slow');
    t.clock.set(new Date('2026-11-23T16:10:00Z'));
    await rated(here, zhou, ann, 5, 'Quick and kind');
    t.clock.set(new Date('2026-11-24T01:00:00Z'));
    await rated(
      here,
      { token: other.customer.token, conversationId: other.conversationId },
      owner,
      3,
    );
    await rated(here, zhou, ann, 4);

    // Another merchant's ratings count for it alone.
    const elsewhere = await chat.openChat('Wang Wu');
    await rated(
      { owner: elsewhere.owner, id: elsewhere.shop.id },
      { token: elsewhere.customer.token, conversationId: elsewhere.conversationId },
      elsewhere.owner,
      1,
    );

    t.clock.set(new Date('2026-11-24T02:00:00Z')); // 10:00 on 11-24 in Shanghai
    const names = await nicknames(ann.id, owner.id);
    const today = await satisfactionOf(owner, shop.id);
    expect(today).toEqual({
      average: 4,
      count: 3,
      members: [
        { member: { id: ann.id, name: names.get(ann.id) }, average: 4.5, count: 2 },
        { member: { id: owner.id, name: names.get(owner.id) }, average: 3, count: 1 },
      ],
      days: [{ day: '2026-11-24', average: 4, count: 3 }],
    });

    const week = await satisfactionOf(owner, shop.id, { range: '7d' });
    expect(week).toMatchObject({ average: 3.5, count: 4 });
    expect(week!.members[0]).toMatchObject({ member: { id: ann.id }, average: 3.67, count: 3 });
    expect(week!.days).toHaveLength(7);
    expect(week!.days[0]).toEqual({ day: '2026-11-18', average: null, count: 0 });
    expect(week!.days.slice(-2)).toEqual([
      { day: '2026-11-23', average: 2, count: 1 },
      { day: '2026-11-24', average: 4, count: 3 },
    ]);

    // The days are the merchant's: in UTC the 00:10 rating falls on 11-23 too.
    await t.call('PUT', '/api/merchant/time-zone', {
      token: owner.token,
      payload: { merchants_id: shop.id, timeZone: 'UTC' },
    });
    const utc = await satisfactionOf(owner, shop.id, {
      range: 'custom',
      from: '2026-11-23',
      to: '2026-11-24',
    });
    expect(utc!.days).toEqual([
      { day: '2026-11-23', average: 3.5, count: 2 },
      { day: '2026-11-24', average: 3.5, count: 2 },
    ]);
  });

  it('answers an empty period with no members and every day at zero', async () => {
    t.clock.set(new Date('2026-11-24T02:00:00Z'));
    const { owner, shop } = await chat.openChat();
    const week = await satisfactionOf(owner, shop.id, { range: '7d' });
    expect(week).toMatchObject({ average: null, count: 0, members: [] });
    expect(week!.days.map((day) => day.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('shows the ratings only to members who may reply in chat', async () => {
    t.clock.set(new Date('2026-11-24T02:00:00Z'));
    const { owner, shop, customer, conversationId } = await chat.openChat();
    await rated({ owner, id: shop.id }, { token: customer.token, conversationId }, owner, 5);
    const clerk = await chat.staff(shop.id, ['order:view', 'customer:view', 'review:reply']);
    expect(await satisfactionOf(clerk, shop.id)).toBeNull();
    const agent = await chat.staff(shop.id, ['chat:reply']);
    expect(await satisfactionOf(agent, shop.id)).toMatchObject({ average: 5, count: 1 });
  });
});
