import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';
import { chatApi } from './chat-fixtures.ts';

// docs/chat.md "Staff workflow": status, needs reply, assignment, unread per member, context.
let t: TestApp;
let chat: ReturnType<typeof chatApi>;
beforeAll(async () => {
  t = await createTestApp();
  chat = chatApi(t);
});
afterAll(() => t.close());

const ids = (answer: { body: { content: { conversations: { id: number }[] } } }) =>
  answer.body.content.conversations.map((c) => c.id);

describe('status', () => {
  it("reopens a conversation snoozed until the customer's next message when they write", async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    await chat.customerSays(customer.token, conversationId, 'hello');
    const snoozed = await chat.staffCall(
      'POST',
      `/conversations/${conversationId}/status`,
      owner,
      shop.id,
      {
        status: 'snoozed',
      },
    );
    expect(snoozed.body.content.conversation).toMatchObject({
      status: 'snoozed',
      snoozedUntil: null,
    });
    const needs = () => chat.staffCall('GET', '/conversations', owner, shop.id);
    expect(ids(await needs())).not.toContain(conversationId);
    await chat.customerSays(customer.token, conversationId, 'still there?');
    const after = await chat.staffCall('GET', `/conversations/${conversationId}`, owner, shop.id);
    expect(after.body.content.conversation.status).toBe('open');
    expect(ids(await needs())).toContain(conversationId);
  });

  it('reopens a snooze by itself when its time comes, and refuses a time in the past', async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    await chat.customerSays(customer.token, conversationId, 'hello');
    const soon = new Date(t.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    const past = new Date(t.clock.now().getTime() - 1000).toISOString();
    const refused = await chat.staffCall(
      'POST',
      `/conversations/${conversationId}/status`,
      owner,
      shop.id,
      {
        status: 'snoozed',
        snoozeUntil: past,
      },
    );
    expect(refused.body.code).toBe('1001');
    await chat.staffCall('POST', `/conversations/${conversationId}/status`, owner, shop.id, {
      status: 'snoozed',
      snoozeUntil: soon,
    });
    const read = () => chat.staffCall('GET', `/conversations/${conversationId}`, owner, shop.id);
    expect((await read()).body.content.conversation).toMatchObject({
      status: 'snoozed',
      snoozedUntil: soon,
    });
    t.clock.advance(61 * 60 * 1000);
    expect((await read()).body.content.conversation.status).toBe('open');
  });

  it('leaves needs-reply only on a staff reply or when resolved, and a customer message reopens', async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const needs = async () => ids(await chat.staffCall('GET', '/conversations', owner, shop.id));
    await chat.customerSays(customer.token, conversationId, 'hello');
    const waiting = await chat.staffCall('GET', `/conversations/${conversationId}`, owner, shop.id);
    expect(waiting.body.content.conversation.awaitingSince).toBe(t.clock.now().toISOString());
    // Reading is not replying.
    await chat.staffCall('POST', `/conversations/${conversationId}/read`, owner, shop.id, {
      seq: 1,
    });
    expect(await needs()).toContain(conversationId);
    await chat.staffSays(owner, shop.id, conversationId, 'hi!');
    expect(await needs()).not.toContain(conversationId);
    await chat.customerSays(customer.token, conversationId, 'one more thing');
    expect(await needs()).toContain(conversationId);
    const done = await chat.staffCall(
      'POST',
      `/conversations/${conversationId}/status`,
      owner,
      shop.id,
      {
        status: 'resolved',
      },
    );
    expect(done.body.content.conversation).toMatchObject({
      status: 'resolved',
      awaitingSince: null,
    });
    expect(await needs()).not.toContain(conversationId);
    const resolved = await chat.staffCall('GET', '/conversations', owner, shop.id, undefined, {
      filter: 'resolved',
    });
    expect(ids(resolved)).toContain(conversationId);
    await chat.customerSays(customer.token, conversationId, 'back again');
    const reopened = await chat.staffCall(
      'GET',
      `/conversations/${conversationId}`,
      owner,
      shop.id,
    );
    expect(reopened.body.content.conversation.status).toBe('open');
    const context = await chat.staffCall(
      'GET',
      `/conversations/${conversationId}/context`,
      owner,
      shop.id,
    );
    expect(context.body.content.pastConversations).toBe(1);
  });
});

describe('assignment', () => {
  it('assigns only to members holding chat:reply; mine and unassigned follow', async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    await chat.customerSays(customer.token, conversationId, 'hello');
    const replier = await chat.staff(shop.id, ['chat:reply']);
    const viewer = await chat.staff(shop.id, ['order:view']);
    const stranger = await t.register();
    const assign = (assigneeId: number | null) =>
      chat.staffCall('POST', `/conversations/${conversationId}/assign`, owner, shop.id, {
        assigneeId,
      });
    for (const refused of [viewer.id, stranger.id]) {
      expect((await assign(refused)).body).toMatchObject({
        code: '1001',
        content: {
          fields: {
            assigneeId: 'Conversations can only be assigned to members who may reply to customers',
          },
        },
      });
    }
    const list = (user: typeof owner, filter: string) =>
      chat.staffCall('GET', '/conversations', user, shop.id, undefined, { filter });
    expect(ids(await list(owner, 'unassigned'))).toContain(conversationId);
    const assigned = await assign(replier.id);
    expect(assigned.body.content.conversation.assignee).toMatchObject({ id: replier.id });
    expect(ids(await list(replier, 'mine'))).toEqual([conversationId]);
    expect(ids(await list(owner, 'mine'))).toEqual([]);
    expect(ids(await list(owner, 'unassigned'))).not.toContain(conversationId);
    const assignees = await chat.staffCall('GET', '/assignees', owner, shop.id);
    expect(assignees.body.content.assignees.map((a: { id: number }) => a.id).sort()).toEqual(
      [owner.id, replier.id].sort(),
    );
    expect((await assign(null)).body.content.conversation.assignee).toBeNull();
  });
});

describe('unread', () => {
  it('is per member: reading marks it for that member only, and the merchant count follows', async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const colleague = await chat.staff(shop.id);
    await chat.customerSays(customer.token, conversationId, 'one');
    await chat.customerSays(customer.token, conversationId, 'two');
    const unreadOf = async (user: typeof owner) =>
      (await chat.staffCall('GET', `/conversations/${conversationId}`, user, shop.id)).body.content
        .conversation.unread;
    const badge = async (user: typeof owner) =>
      (await t.call('GET', '/api/chat/unread', { token: user.token })).body.content;
    expect(await unreadOf(owner)).toBe(2);
    expect(await badge(colleague)).toEqual({
      total: 1,
      merchants: [{ merchantId: shop.id, unread: 1, overdue: 0 }],
    });
    await chat.staffCall('POST', `/conversations/${conversationId}/read`, colleague, shop.id, {
      seq: 2,
    });
    expect(await unreadOf(colleague)).toBe(0);
    expect(await unreadOf(owner)).toBe(2);
    expect(await badge(colleague)).toEqual({ total: 0, merchants: [] });
    expect((await badge(owner)).total).toBe(1);
    // The member's own replies count as read; the customer's next message is unread again.
    await chat.staffSays(owner, shop.id, conversationId, 'hello');
    expect(await unreadOf(owner)).toBe(0);
    await chat.customerSays(customer.token, conversationId, 'three');
    expect(await unreadOf(owner)).toBe(1);
    expect(await unreadOf(colleague)).toBe(1);
  });
});

describe('search, context and cards', () => {
  it('finds a conversation by customer name or mobile ending, and sends an order card', async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat('Wang Wu');
    await chat.customerSays(customer.token, conversationId, 'hello');
    const search = (keyword: string) =>
      chat.staffCall('GET', '/conversations', owner, shop.id, undefined, {
        filter: 'all',
        keyword,
      });
    expect(ids(await search('wang'))).toEqual([conversationId]);
    expect(ids(await search(customer.mobile.slice(-4)))).toEqual([conversationId]);
    expect(ids(await search('nobody'))).toEqual([]);
    const activity = await chat.store.openActivity(shop.id, { title: 'Tea ceremony' });
    const placed = await chat.store.order(customer.token, activity.id);
    const order = placed.body.content.order;
    const context = await chat.staffCall(
      'GET',
      `/conversations/${conversationId}/context`,
      owner,
      shop.id,
    );
    expect(context.body.content).toMatchObject({
      customer: {
        name: 'Wang Wu',
        maskedMobile: `${customer.mobile.slice(0, 3)}****${customer.mobile.slice(-4)}`,
      },
      orders: [
        {
          id: order.id,
          orderNo: order.orderNo,
          activityTitle: 'Tea ceremony',
          status: 'pending_payment',
        },
      ],
      pastConversations: 0,
    });
    const card = await chat.staffCall(
      'POST',
      `/conversations/${conversationId}/messages`,
      owner,
      shop.id,
      {
        clientId: 'card-1',
        kind: 'order',
        refId: order.id,
      },
    );
    expect(card.body.content.message.card).toMatchObject({ type: 'order', orderNo: order.orderNo });
    const activityCard = await chat.staffCall(
      'POST',
      `/conversations/${conversationId}/messages`,
      owner,
      shop.id,
      {
        clientId: 'card-2',
        kind: 'activity',
        refId: activity.id,
      },
    );
    expect(activityCard.body.content.message.card).toMatchObject({
      type: 'activity',
      title: 'Tea ceremony',
    });
    const other = await chat.openChat();
    const foreign = await chat.store.openActivity(other.shop.id);
    const refused = await chat.staffCall(
      'POST',
      `/conversations/${conversationId}/messages`,
      owner,
      shop.id,
      {
        clientId: 'card-3',
        kind: 'activity',
        refId: foreign.id,
      },
    );
    expect(refused.body.code).toBe('1001');
  });
});

describe('quick replies', () => {
  it('are kept per merchant in both languages, with field messages for what is missing', async () => {
    const { owner, shop } = await chat.openChat();
    const missing = await t.call('POST', '/api/chat/quick-replies', {
      token: owner.token,
      locale: 'zh-CN',
      payload: { merchants_id: shop.id, title: 'Hi', textZh: '', textEn: 'Hello' },
    });
    expect(missing.body).toMatchObject({
      code: '1001',
      content: { fields: { textZh: '请输入中文内容' } },
    });
    const created = await chat.staffCall('POST', '/quick-replies', owner, shop.id, {
      title: 'Greeting',
      textZh: '您好 {customer}',
      textEn: 'Hello {customer}',
    });
    const id = created.body.content.quickReply.id;
    const changed = await chat.staffCall('PUT', `/quick-replies/${id}`, owner, shop.id, {
      title: 'Greeting',
      textZh: '您好 {customer}，订单 {order_no}',
      textEn: 'Hello {customer}, order {order_no}',
    });
    expect(changed.body.content.quickReply.textEn).toBe('Hello {customer}, order {order_no}');
    const left = await chat.staffCall('DELETE', `/quick-replies/${id}`, owner, shop.id);
    expect(left.body.content.quickReplies).toEqual([]);
  });
});
