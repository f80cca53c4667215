import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_EVENT } from '@console/contract/chat-realtime';
import { chatMessages, conversationReads, conversations } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { chatApi, chatTrailApi, eventsOf, type ChatTrailApi } from './chat-fixtures.ts';

// docs/server.md "Doors" and docs/chat.md "Trail": a conversation's opening and its messages
// change only through their doors, each write with its entry in its transaction, its events
// handed over once after commit; status moves, assignment, read marks and quick replies:
// trail-chat-workflow.test.ts.
let t: TestApp;
let chat: ReturnType<typeof chatApi>;
let { deliveredDuring, stored } = {} as ChatTrailApi;
beforeAll(async () => {
  t = await createTestApp();
  chat = chatApi(t);
  ({ deliveredDuring, stored } = chatTrailApi(t));
});
afterAll(() => t.close());

describe('opening a conversation', () => {
  it('records the customer opening it once, with the customer as actor and the request id', async () => {
    const { shop } = await chat.store.openShop();
    const customer = await chat.store.customer('Zhang San');
    const open = () =>
      t.call('POST', '/api/storefront/conversations', {
        token: customer.token,
        payload: { merchantId: shop.id },
        headers: { 'user-agent': 'trail-chat/1.0' },
        ip: '10.9.8.7',
      });
    const answer = await open();
    expect(answer.body.code).toBe('0000');
    const id = answer.body.content.conversation.id as number;
    expect((await open()).body.content.conversation.id).toBe(id);
    const entries = await t.trailOf(shop.id, { type: 'conversation', id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorType: 'customer',
      actorId: customer.id,
      actorName: 'Zhang San',
      action: 'open',
      before: null,
      after: { customerId: customer.id, status: 'open', snoozedUntil: null, assigneeId: null },
      ip: '10.9.8.7',
      userAgent: 'trail-chat/1.0',
      requestId: answer.headers['x-request-id'],
    });
  });

  it('leaves neither the conversation nor its entry when the write fails', async () => {
    const { shop } = await chat.store.openShop();
    const customer = await chat.store.customer();
    t.failNextWrite();
    const failed = await chat.store.call('POST', '/conversations', customer.token, {
      merchantId: shop.id,
    });
    expect(failed.status).toBe(500);
    expect(
      await t.db.select().from(conversations).where(eq(conversations.merchantId, shop.id)),
    ).toEqual([]);
    expect(await t.trailOf(shop.id)).toEqual([]);
  });
});

describe('messages', () => {
  it("records a customer's message with its text cut to 200 characters, and pushes it once after commit", async () => {
    const { shop, customer, conversationId } = await chat.openChat();
    const text = `${'a'.repeat(150)}${'b'.repeat(1850)}`;
    const { result: sent, batches } = await deliveredDuring(() =>
      chat.customerSays(customer.token, conversationId, text, 'long-1'),
    );
    expect(sent.body.code).toBe('0000');
    const message = sent.body.content.message;
    expect(message.text).toBe(text);
    const entries = await t.trailOf(shop.id, { type: 'message', id: message.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorType: 'customer',
      actorId: customer.id,
      action: 'send',
      before: null,
      after: {
        conversationId,
        seq: 1,
        kind: 'text',
        text: `${'a'.repeat(150)}${'b'.repeat(50)}`,
        imageId: null,
        refId: null,
      },
      requestId: sent.headers['x-request-id'],
    });
    expect(batches).toHaveLength(1);
    expect(eventsOf(batches, CHAT_MESSAGE_EVENT)).toEqual([
      {
        to: 'room',
        room: 'chat',
        merchantId: shop.id,
        event: CHAT_MESSAGE_EVENT,
        payload: expect.objectContaining({
          merchantId: shop.id,
          message,
          conversation: expect.objectContaining({ id: conversationId, lastSeq: 1 }),
        }),
      },
      {
        to: 'customer',
        customerId: customer.id,
        event: CHAT_MESSAGE_EVENT,
        // No member has received the customer's message yet (docs/chat.md "Delivery states").
        payload: { conversationId, message, receipt: { deliveredSeq: 0, readSeq: 0 } },
      },
    ]);

    // A retry of the same client id writes, records and pushes nothing.
    const retried = await deliveredDuring(() =>
      chat.customerSays(customer.token, conversationId, text, 'long-1'),
    );
    expect(retried.result.body.content.message.id).toBe(message.id);
    expect(eventsOf(retried.batches, CHAT_MESSAGE_EVENT)).toEqual([]);
    expect(await t.trailOf(shop.id, { type: 'message', id: message.id })).toHaveLength(1);
  });

  it("records a staff member's card with the card's id, and the member as actor", async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const activity = await chat.store.openActivity(shop.id);
    const placed = await chat.store.order(customer.token, activity.id);
    const card = await chat.staffCall(
      'POST',
      `/conversations/${conversationId}/messages`,
      owner,
      shop.id,
      { clientId: 'card-1', kind: 'order', refId: placed.body.content.order.id },
    );
    const message = card.body.content.message;
    const [entry] = await t.trailOf(shop.id, { type: 'message', id: message.id });
    expect(entry).toMatchObject({
      actorType: 'member',
      actorId: owner.id,
      action: 'send',
      after: { kind: 'order', text: '', refId: placed.body.content.order.id, seq: 1 },
      requestId: card.headers['x-request-id'],
    });
  });

  it('leaves no message, no raised sequence, no read mark, no entry and no push when the write fails', async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    await chat.customerSays(customer.token, conversationId, 'hello');
    t.failNextWrite();
    const failed = await deliveredDuring(() =>
      chat.staffSays(owner, shop.id, conversationId, 'lost reply'),
    );
    expect(failed.result.status).toBe(500);
    expect(failed.batches).toEqual([]);
    expect(await stored(conversationId)).toMatchObject({ lastSeq: 1 });
    expect(
      await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId)),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(conversationReads)
        .where(eq(conversationReads.conversationId, conversationId)),
    ).toEqual([]);
    expect(
      (await t.trailOf(shop.id)).filter((entry) => entry.objectType === 'message'),
    ).toHaveLength(1);
    // The next send takes the sequence the failed one did not keep.
    const next = await chat.staffSays(owner, shop.id, conversationId, 'again');
    expect(next.body.content.message.seq).toBe(2);
  });

  it("records the customer's message reopening a resolved conversation, and a staff reply reopens nothing", async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    await chat.customerSays(customer.token, conversationId, 'hello');
    await chat.staffCall('POST', `/conversations/${conversationId}/status`, owner, shop.id, {
      status: 'resolved',
    });
    await chat.staffSays(owner, shop.id, conversationId, 'anything else?');
    const back = await chat.customerSays(customer.token, conversationId, 'yes, one more');
    const entries = await t.trailOf(shop.id, { type: 'conversation', id: conversationId });
    expect(entries.map((entry) => entry.action)).toEqual(['open', 'resolve', 'reopen']);
    expect(entries[2]).toMatchObject({
      actorType: 'customer',
      actorId: customer.id,
      before: { status: 'resolved' },
      after: { status: 'open' },
      requestId: back.headers['x-request-id'],
    });
  });
});
