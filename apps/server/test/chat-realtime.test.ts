import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_EVENT,
  CHAT_TYPING_EVENT,
  type CustomerChatMessagePush,
  type StaffChatMessagePush,
} from '@console/contract/chat-realtime';
import { createTestApp, type TestApp } from './helper.ts';
import { chatApi } from './chat-fixtures.ts';
import { memberApi } from './member-fixtures.ts';
import {
  collect,
  listen,
  nextEvent,
  sharedRedisEnv,
  socketPool,
  waitUntil,
} from './realtime-client.ts';

// Messages reach both sides live; a member who loses chat:reply hears nothing more (docs/chat.md
// "Safety").
let t: TestApp;
let url: string;
const pool = socketPool();
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterEach(() => pool.closeAll());
afterAll(() => t.close());

const customerSocket = (base: string, token: string) => pool.customer(base, token);

const SENTINEL = 'test-sentinel';

/** Waits until everything sent to the user before now has arrived (one publisher keeps order). */
async function settled(node: TestApp, socket: Socket, userId: number) {
  const sentinel = nextEvent(socket, SENTINEL);
  void node.app.realtime.deliver([{ to: 'user', userId: userId, event: SENTINEL, payload: null }]);
  await sentinel;
}

describe('one node', () => {
  it('delivers the customer message to staff holding chat:reply, and the reply to the customer', async () => {
    const chat = chatApi(t);
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const viewer = await chat.staff(shop.id, ['order:view']);
    const ownerSocket = await pool.open(url, owner.token);
    const viewerSocket = await pool.open(url, viewer.token);
    const viewerHeard = collect(viewerSocket, CHAT_MESSAGE_EVENT);
    const shopper = customerSocket(url, customer.token);
    await nextEvent(shopper, 'connect');

    const arrival = nextEvent<StaffChatMessagePush>(ownerSocket, CHAT_MESSAGE_EVENT);
    // The customer's sockets get their own message too (their other devices follow).
    const echo = nextEvent<CustomerChatMessagePush>(shopper, CHAT_MESSAGE_EVENT);
    await chat.customerSays(customer.token, conversationId, 'Is there parking?');
    expect((await echo).message.seq).toBe(1);
    expect(await arrival).toMatchObject({
      merchantId: shop.id,
      message: { seq: 1, sender: 'customer', text: 'Is there parking?' },
      conversation: { id: conversationId, lastSeq: 1 },
    });

    const reply = nextEvent<CustomerChatMessagePush>(shopper, CHAT_MESSAGE_EVENT);
    await chat.staffSays(owner, shop.id, conversationId, 'Yes, free.');
    expect(await reply).toMatchObject({
      conversationId,
      message: { seq: 2, sender: 'staff', text: 'Yes, free.', staff: { id: owner.id } },
    });
    await settled(t, viewerSocket, viewer.id);
    expect(viewerHeard).toEqual([]);
  });

  it('refuses a staff token on the customer namespace, and relays typing both ways', async () => {
    const chat = chatApi(t);
    const { owner, shop, customer, conversationId } = await chat.openChat('Zhao Liu');
    const refused = customerSocket(url, owner.token);
    const error = await nextEvent<Error & { data?: { code?: string } }>(refused, 'connect_error');
    expect(error.data?.code).toBe('1007');

    const ownerSocket = await pool.open(url, owner.token);
    const shopper = customerSocket(url, customer.token);
    await nextEvent(shopper, 'connect');
    const staffSees = nextEvent(ownerSocket, CHAT_TYPING_EVENT);
    shopper.emit(CHAT_TYPING_EVENT, { conversationId });
    expect(await staffSees).toEqual({
      conversationId,
      sender: 'customer',
      name: 'Zhao Liu',
      userId: null,
    });
    const customerSees = nextEvent(shopper, CHAT_TYPING_EVENT);
    ownerSocket.emit(CHAT_TYPING_EVENT, { conversationId });
    expect(await customerSees).toMatchObject({ conversationId, sender: 'staff', userId: owner.id });
    // Someone else's conversation: nothing is relayed.
    const other = await chat.openChat();
    const heard = collect(ownerSocket, CHAT_TYPING_EVENT);
    const stranger = customerSocket(url, other.customer.token);
    await nextEvent(stranger, 'connect');
    stranger.emit(CHAT_TYPING_EVENT, { conversationId });
    await settled(t, ownerSocket, owner.id);
    expect(heard).toEqual([]);
    void shop;
  });

  it('relays at most one typing signal per half second from one socket', async () => {
    const chat = chatApi(t);
    const { owner, customer, conversationId } = await chat.openChat();
    const ownerSocket = await pool.open(url, owner.token);
    const heard = collect(ownerSocket, CHAT_TYPING_EVENT);
    const shopper = customerSocket(url, customer.token);
    await nextEvent(shopper, 'connect');
    for (let n = 0; n < 5; n += 1) shopper.emit(CHAT_TYPING_EVENT, { conversationId });
    await waitUntil(async () => heard.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await settled(t, ownerSocket, owner.id);
    expect(heard).toHaveLength(1);
  });

  it('stops the events of a member whose chat:reply is taken away, on the socket already open', async () => {
    const chat = chatApi(t);
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const member = await chat.staff(shop.id, ['chat:reply', 'order:view']);
    const memberSocket = await pool.open(url, member.token);
    const heard = collect(memberSocket, CHAT_MESSAGE_EVENT);
    await chat.customerSays(customer.token, conversationId, 'first');
    await waitUntil(async () => heard.length === 1);
    const stripped = await memberApi(t, shop.id).update(owner.token, member.id, {
      permissions: ['order:view'],
    });
    expect(stripped.body.code).toBe('0000');
    await chat.customerSays(customer.token, conversationId, 'second');
    await settled(t, memberSocket, member.id);
    expect(heard).toHaveLength(1);
  });
});

// Skipped only when REDIS_URL is unset, like the other two-node tests.
describe.skipIf(!process.env.REDIS_URL)('two nodes sharing Redis', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
    const env = sharedRedisEnv();
    nodeA = await createTestApp({ env, shareDatabaseOf: t });
    nodeB = await createTestApp({ env, shareDatabaseOf: t });
    urlA = await listen(nodeA);
    urlB = await listen(nodeB);
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
  });

  it('carries messages across nodes both ways, and a removed member on B hears nothing more', async () => {
    const chat = chatApi(nodeA);
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const member = await chat.staff(shop.id, ['chat:reply']);
    const memberSocket = await pool.open(urlB, member.token);
    const heard = collect(memberSocket, CHAT_MESSAGE_EVENT);
    const shopper = customerSocket(urlA, customer.token);
    await nextEvent(shopper, 'connect');
    await waitUntil(async () => (await nodeA.app.realtime.countSockets(member.id)) === 1);

    const echo = nextEvent<CustomerChatMessagePush>(shopper, CHAT_MESSAGE_EVENT);
    await chat.customerSays(customer.token, conversationId, 'through A');
    await echo;
    await waitUntil(async () => heard.length === 1);
    const reply = nextEvent<CustomerChatMessagePush>(shopper, CHAT_MESSAGE_EVENT);
    await chatApi(nodeB).staffSays(owner, shop.id, conversationId, 'answered on B');
    expect((await reply).message.text).toBe('answered on B');
    await waitUntil(async () => heard.length === 2);

    const removed = await memberApi(nodeA, shop.id).remove(owner.token, member.id);
    expect(removed.body.code).toBe('0000');
    await chat.customerSays(customer.token, conversationId, 'after removal');
    await settled(nodeA, memberSocket, member.id);
    expect(heard).toHaveLength(2);
  });
});
