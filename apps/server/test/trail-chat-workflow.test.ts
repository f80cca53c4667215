import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CONVERSATION_EVENT, CHAT_READ_EVENT } from '@console/contract/chat-realtime';
import { conversationReads, quickReplies } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { chatApi, chatTrailApi, eventsOf, type ChatTrailApi } from './chat-fixtures.ts';

// docs/server.md "Doors" and docs/chat.md "Trail": a conversation's status and assignee, its read
// marks and the merchant's quick replies change only through their doors, each write with its
// entry (none for read marks) in its transaction, its events handed over once after commit.
let t: TestApp;
let chat: ReturnType<typeof chatApi>;
let { deliveredDuring, stored } = {} as ChatTrailApi;
beforeAll(async () => {
  t = await createTestApp();
  chat = chatApi(t);
  ({ deliveredDuring, stored } = chatTrailApi(t));
});
afterAll(() => t.close());

describe('status moves and assignment', () => {
  it('records snooze, resolve and reopen with their before and after, and refuses a move the status does not allow', async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    await chat.customerSays(customer.token, conversationId, 'hello');
    const status = (payload: Record<string, unknown>) =>
      chat.staffCall('POST', `/conversations/${conversationId}/status`, owner, shop.id, payload);
    const until = new Date(t.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    const snoozed = await status({ status: 'snoozed', snoozeUntil: until });
    expect(snoozed.body.code).toBe('0000');
    const resolved = await status({ status: 'resolved' });
    const again = await status({ status: 'resolved' });
    expect(again.body).toMatchObject({ code: '1004' });
    const reopened = await status({ status: 'open' });
    expect((await status({ status: 'open' })).body.code).toBe('1004');
    const entries = (await t.trailOf(shop.id, { type: 'conversation', id: conversationId })).slice(
      1,
    );
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [
        'snooze',
        { status: 'open', snoozedUntil: null },
        { status: 'snoozed', snoozedUntil: until },
      ],
      [
        'resolve',
        { status: 'snoozed', snoozedUntil: until },
        { status: 'resolved', snoozedUntil: null },
      ],
      ['reopen', { status: 'resolved' }, { status: 'open' }],
    ]);
    expect(entries.map((entry) => entry.requestId)).toEqual(
      [snoozed, resolved, reopened].map((answer) => answer.headers['x-request-id']),
    );
    expect(entries.every((entry) => entry.actorId === owner.id)).toBe(true);
    expect((await stored(conversationId)).resolvedCount).toBe(1);
  });

  it("hands the conversation's push over once after commit, and leaves nothing of a failed resolve", async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    await chat.customerSays(customer.token, conversationId, 'hello');
    const resolve = () =>
      chat.staffCall('POST', `/conversations/${conversationId}/status`, owner, shop.id, {
        status: 'resolved',
      });
    t.failNextWrite();
    const failed = await deliveredDuring(resolve);
    expect(failed.result.status).toBe(500);
    expect(failed.batches).toEqual([]);
    expect(await stored(conversationId)).toMatchObject({ status: 'open', resolvedCount: 0 });
    expect(await t.trailOf(shop.id, { type: 'conversation', id: conversationId })).toHaveLength(1);

    const done = await deliveredDuring(resolve);
    expect(done.batches).toHaveLength(1);
    const { unread: _unread, ...shared } = done.result.body.content.conversation;
    expect(eventsOf(done.batches, CHAT_CONVERSATION_EVENT)).toEqual([
      {
        to: 'room',
        room: 'chat',
        merchantId: shop.id,
        event: CHAT_CONVERSATION_EVENT,
        payload: { merchantId: shop.id, conversation: shared },
      },
    ]);
  });

  it('records assigning and unassigning; assigning the same member again records nothing', async () => {
    const { owner, shop, conversationId } = await chat.openChat();
    const replier = await chat.staff(shop.id);
    const assign = (assigneeId: number | null) =>
      deliveredDuring(() =>
        chat.staffCall('POST', `/conversations/${conversationId}/assign`, owner, shop.id, {
          assigneeId,
        }),
      );
    t.failNextWrite();
    const failed = await assign(replier.id);
    expect(failed.result.status).toBe(500);
    expect(failed.batches).toEqual([]);
    expect((await stored(conversationId)).assigneeId).toBeNull();

    const assigned = await assign(replier.id);
    expect(eventsOf(assigned.batches, CHAT_CONVERSATION_EVENT)).toHaveLength(1);
    const same = await assign(replier.id);
    expect(same.result.body.content.conversation.assignee).toMatchObject({ id: replier.id });
    expect(same.batches).toEqual([]);
    await assign(null);
    const entries = (await t.trailOf(shop.id, { type: 'conversation', id: conversationId })).slice(
      1,
    );
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['assign', { assigneeId: null }, { assigneeId: replier.id }],
      ['unassign', { assigneeId: replier.id }, { assigneeId: null }],
    ]);
    expect(entries[0]).toMatchObject({
      actorType: 'member',
      actorId: owner.id,
      requestId: assigned.result.headers['x-request-id'],
    });
  });
});

describe('read marks', () => {
  it("records no entry for a member's or a customer's read, and tells the member's tabs once after commit", async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    await chat.customerSays(customer.token, conversationId, 'hello');
    await chat.staffSays(owner, shop.id, conversationId, 'hi');
    const colleague = await chat.staff(shop.id);
    const before = (await t.trailOf(shop.id)).length;
    const read = () =>
      deliveredDuring(() =>
        chat.staffCall('POST', `/conversations/${conversationId}/read`, colleague, shop.id, {
          seq: 1,
        }),
      );
    t.failNextWrite();
    const failed = await read();
    expect(failed.result.status).toBe(500);
    expect(failed.batches).toEqual([]);
    expect(
      await t.db.select().from(conversationReads).where(eq(conversationReads.userId, colleague.id)),
    ).toEqual([]);

    const done = await read();
    expect(done.result.body.content.conversation.unread).toBe(0);
    expect(done.batches).toEqual([
      [
        {
          to: 'user',
          userId: colleague.id,
          event: CHAT_READ_EVENT,
          payload: { merchantId: shop.id, conversationId, seq: 1 },
        },
      ],
    ]);
    const customerRead = await chat.store.call(
      'POST',
      `/conversations/${conversationId}/read`,
      customer.token,
      { seq: 2 },
    );
    expect(customerRead.body.content.conversation.unread).toBe(0);
    expect((await t.trailOf(shop.id)).length).toBe(before);
  });
});

describe('quick replies', () => {
  it('records create, update (the changed texts, cut) and delete, and nothing of a failed write', async () => {
    const { owner, shop } = await chat.openChat();
    const long = 'x'.repeat(300);
    const created = await chat.staffCall('POST', '/quick-replies', owner, shop.id, {
      title: 'Greeting',
      textZh: '您好 {customer}',
      textEn: long,
    });
    const id = created.body.content.quickReply.id as number;
    t.failNextWrite();
    const failed = await chat.staffCall('PUT', `/quick-replies/${id}`, owner, shop.id, {
      title: 'Lost',
      textZh: '您好',
      textEn: 'Hello',
    });
    expect(failed.status).toBe(500);
    expect(
      (await t.db.select().from(quickReplies).where(eq(quickReplies.id, id)))[0],
    ).toMatchObject({ title: 'Greeting' });
    const changed = await chat.staffCall('PUT', `/quick-replies/${id}`, owner, shop.id, {
      title: 'Greeting',
      textZh: '您好 {customer}',
      textEn: `${long}y`,
    });
    const deleted = await chat.staffCall('DELETE', `/quick-replies/${id}`, owner, shop.id);
    expect(deleted.body.content.quickReplies).toEqual([]);
    const entries = await t.trailOf(shop.id, { type: 'quick_reply', id });
    const shown = {
      title: 'Greeting',
      textZh: '您好 {customer}',
      textEn: 'x'.repeat(200),
      moreSnippets: [],
      imageIds: [],
    };
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['create', null, shown],
      // Changed past the 200 characters shown: still a change, shown by its start.
      ['update', { textEn: 'x'.repeat(200) }, { textEn: 'x'.repeat(200) }],
      ['delete', shown, null],
    ]);
    expect(entries.map((entry) => entry.requestId)).toEqual(
      [created, changed, deleted].map((answer) => answer.headers['x-request-id']),
    );
    expect(
      entries.every((entry) => entry.actorType === 'member' && entry.actorId === owner.id),
    ).toBe(true);
  });
});
