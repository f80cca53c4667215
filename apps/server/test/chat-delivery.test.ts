import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_DELIVERED_EVENT,
  CHAT_MESSAGE_EVENT,
  CHAT_RECEIPT_EVENT,
  type ChatReceiptPush,
  type CustomerChatMessagePush,
  type StaffChatMessagePush,
} from '@console/contract/chat-realtime';
import { createTestApp, type TestApp } from './helper.ts';
import { chatApi } from './chat-fixtures.ts';
import { collect, listen, nextEvent, twoNodes, socketPool, waitUntil } from './realtime-client.ts';

// Delivery states, both ways (docs/chat.md "Delivery states"): sent is the server's seq,
// delivered a device of the other side said it holds the message, read the other side read it.
let t: TestApp;
let url: string;
const pool = socketPool();
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterEach(() => pool.closeAll());
afterAll(() => t.close());

async function customerSocket(base: string, token: string) {
  const socket = pool.customer(base, token);
  await nextEvent(socket, 'connect');
  return socket;
}

const receiptOn = (socket: Socket) => nextEvent<ChatReceiptPush>(socket, CHAT_RECEIPT_EVENT);

/**
 * The whole round on the given nodes: the customer's socket on `customerNode`, the owner's on
 * `staffNode`, each side's writes on its own node.
 */
async function deliveryRound(
  customerNode: { t: TestApp; url: string },
  staffNode: { t: TestApp; url: string },
) {
  const chat = chatApi(customerNode.t);
  const staffChat = chatApi(staffNode.t);
  const { owner, shop, customer, conversationId } = await chat.openChat();
  const ownerSocket = await pool.open(staffNode.url, owner.token);
  const shopper = await customerSocket(customerNode.url, customer.token);
  await waitUntil(async () => (await customerNode.t.app.realtime.countSockets(owner.id)) === 1);

  // The customer writes: sent (seq 1); staff's device receives it and says so -> delivered.
  const arrived = nextEvent<StaffChatMessagePush>(ownerSocket, CHAT_MESSAGE_EVENT);
  const sent = await chat.customerSays(customer.token, conversationId, 'Is there parking?');
  expect(sent.body.content.conversation.staffReceipt).toEqual({ deliveredSeq: 0, readSeq: 0 });
  expect((await arrived).message.seq).toBe(1);
  let receipt = receiptOn(shopper);
  ownerSocket.emit(CHAT_DELIVERED_EVENT, { conversationId, seq: 1 });
  expect(await receipt).toEqual({
    merchantId: shop.id,
    conversationId,
    by: 'staff',
    receipt: { deliveredSeq: 1, readSeq: 0 },
  });

  // A member reads it -> read.
  receipt = receiptOn(shopper);
  const read = await staffChat.staffCall(
    'POST',
    `/conversations/${conversationId}/read`,
    owner,
    shop.id,
    { seq: 1 },
  );
  expect(read.body.code).toBe('0000');
  expect((await receipt).receipt).toEqual({ deliveredSeq: 1, readSeq: 1 });

  // Staff answer: the customer's push carries the staff's receipt; the customer's device says it
  // holds seq 2 -> staff hear delivered, then read.
  const reply = nextEvent<CustomerChatMessagePush>(shopper, CHAT_MESSAGE_EVENT);
  const answered = await staffChat.staffSays(owner, shop.id, conversationId, 'Yes, free.');
  expect(answered.body.content.conversation.customerReceipt).toEqual({
    deliveredSeq: 1,
    readSeq: 1,
  });
  const pushed = await reply;
  expect(pushed.message.seq).toBe(2);
  expect(pushed.receipt).toEqual({ deliveredSeq: 2, readSeq: 2 });
  receipt = receiptOn(ownerSocket);
  shopper.emit(CHAT_DELIVERED_EVENT, { conversationId, seq: 2 });
  expect(await receipt).toEqual({
    merchantId: shop.id,
    conversationId,
    by: 'customer',
    receipt: { deliveredSeq: 2, readSeq: 1 },
  });
  receipt = receiptOn(ownerSocket);
  const customerRead = await chat.store.call(
    'POST',
    `/conversations/${conversationId}/read`,
    customer.token,
    { seq: 2 },
  );
  expect(customerRead.body.code).toBe('0000');
  expect((await receipt).receipt).toEqual({ deliveredSeq: 2, readSeq: 2 });

  // Both sides read the same marks back.
  const staffView = await staffChat.staffCall(
    'GET',
    `/conversations/${conversationId}`,
    owner,
    shop.id,
  );
  expect(staffView.body.content.conversation.customerReceipt).toEqual({
    deliveredSeq: 2,
    readSeq: 2,
  });
  expect(customerRead.body.content.conversation.staffReceipt).toEqual({
    deliveredSeq: 2,
    readSeq: 2,
  });
  return { chat, owner, shop, customer, conversationId, ownerSocket, shopper };
}

describe('one node', () => {
  it('moves each side from sent to delivered to read, and the sender hears it', async () => {
    await deliveryRound({ t, url }, { t, url });
  });

  it('never moves a mark backwards or past the last seq, and a repeat is not announced', async () => {
    const { chat, owner, shop, customer, conversationId, ownerSocket, shopper } =
      await deliveryRound({ t, url }, { t, url });
    const heard = collect(ownerSocket, CHAT_RECEIPT_EVENT);
    // Held by the hub's gap, then handled: neither a mark already held nor one past seq 2 moves.
    shopper.emit(CHAT_DELIVERED_EVENT, { conversationId, seq: 1 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    shopper.emit(CHAT_DELIVERED_EVENT, { conversationId, seq: 99 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const view = await chat.staffCall('GET', `/conversations/${conversationId}`, owner, shop.id);
    expect(view.body.content.conversation.customerReceipt).toEqual({ deliveredSeq: 2, readSeq: 2 });
    expect(heard).toEqual([]);
    void customer;
  });

  it('ignores a signal about someone else’s conversation, and one from a member without chat:reply', async () => {
    const chat = chatApi(t);
    const first = await chat.openChat();
    const other = await chat.openChat();
    await chat.customerSays(first.customer.token, first.conversationId, 'hello');
    await chat.staffSays(first.owner, first.shop.id, first.conversationId, 'hi');
    const viewer = await chat.staff(first.shop.id, ['order:view']);
    const viewerSocket = await pool.open(url, viewer.token);
    const strangerSocket = await pool.open(url, other.owner.token);
    const stranger = await customerSocket(url, other.customer.token);
    const shopper = await customerSocket(url, first.customer.token);
    const heard = collect(shopper, CHAT_RECEIPT_EVENT);
    viewerSocket.emit(CHAT_DELIVERED_EVENT, { conversationId: first.conversationId, seq: 2 });
    strangerSocket.emit(CHAT_DELIVERED_EVENT, { conversationId: first.conversationId, seq: 2 });
    stranger.emit(CHAT_DELIVERED_EVENT, { conversationId: first.conversationId, seq: 2 });
    stranger.emit('chat:delivered', { conversationId: 'x', seq: -1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const view = await chat.staffCall(
      'GET',
      `/conversations/${first.conversationId}`,
      first.owner,
      first.shop.id,
    );
    // The staff's reply left the customer's receipt at the customer's own message (seq 1).
    expect(view.body.content.conversation.customerReceipt).toEqual({ deliveredSeq: 1, readSeq: 1 });
    const own = await chat.store.call('GET', '/conversations', first.customer.token);
    expect(own.body.content.conversations[0].staffReceipt).toEqual({ deliveredSeq: 2, readSeq: 2 });
    expect(heard).toEqual([]);
  });

  it('keeps the latest of signals faster than the gap instead of dropping it', async () => {
    const chat = chatApi(t);
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const ownerSocket = await pool.open(url, owner.token);
    const shopper = await customerSocket(url, customer.token);
    for (const text of ['one', 'two', 'three'])
      await chat.staffSays(owner, shop.id, conversationId, text);
    const heard = collect(ownerSocket, CHAT_RECEIPT_EVENT);
    shopper.emit(CHAT_DELIVERED_EVENT, { conversationId, seq: 1 });
    shopper.emit(CHAT_DELIVERED_EVENT, { conversationId, seq: 2 });
    shopper.emit(CHAT_DELIVERED_EVENT, { conversationId, seq: 3 });
    await waitUntil(async () => heard.length === 2);
    expect(heard.map((push) => (push as ChatReceiptPush).receipt.deliveredSeq)).toEqual([1, 3]);
  });
});

// Skipped only when REDIS_URL is unset, like the other two-node tests.
describe.skipIf(!process.env.REDIS_URL)('two nodes sharing Redis', () => {
  const nodes = twoNodes(() => t);

  it('brings delivered and read to the sender across nodes, both ways', async () => {
    await deliveryRound(nodes.a, nodes.b);
  });
});
