import type { Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_VIEWING_EVENT,
  chatViewingPush,
  type ChatViewingPush,
} from '@console/contract/chat-realtime';
import { users } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { chatApi } from './chat-fixtures.ts';
import { collect, listen, nextEvent, socketPool, twoNodes, waitUntil } from './realtime-client.ts';

// Who else has a conversation open (docs/chat.md "Viewing and typing"): a member's signal reaches
// the merchant's chat room at once, on every node; nobody else's is relayed.
let t: TestApp;
let url: string;
const pool = socketPool();
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterEach(() => pool.closeAll());
afterAll(() => t.close());

const nicknameOf = async (userId: number) =>
  (await t.db.select({ name: users.nickname }).from(users).where(eq(users.id, userId)))[0]!.name;

/** The next viewing push the socket hears, checked against the contract. */
const viewingOn = async (socket: Socket) =>
  chatViewingPush.parse(await nextEvent<ChatViewingPush>(socket, CHAT_VIEWING_EVENT));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The owner's socket on `ownerNode` hears a member on `memberNode` open the thread and leave it. */
async function viewingRound(
  ownerNode: { t: TestApp; url: string },
  memberNode: { t: TestApp; url: string },
) {
  const chat = chatApi(ownerNode.t);
  const { owner, shop, conversationId } = await chat.openChat();
  const member = await chat.staff(shop.id, ['chat:reply']);
  const ownerSocket = await pool.open(ownerNode.url, owner.token);
  const memberSocket = await pool.open(memberNode.url, member.token);
  await waitUntil(async () => (await memberNode.t.app.realtime.countSockets(owner.id)) === 1);

  let seen = viewingOn(ownerSocket);
  memberSocket.emit(CHAT_VIEWING_EVENT, { conversationId, viewing: true });
  expect(await seen).toEqual({
    conversationId,
    userId: member.id,
    name: await nicknameOf(member.id),
    viewing: true,
  });
  // Past the hub's gap, so neither signal is held.
  await sleep(600);
  seen = viewingOn(ownerSocket);
  memberSocket.emit(CHAT_VIEWING_EVENT, { conversationId, viewing: false });
  expect(await seen).toMatchObject({ conversationId, userId: member.id, viewing: false });
}

describe('one node', () => {
  it('tells the merchant’s chat room that a member opened the conversation, and left it', async () => {
    await viewingRound({ t, url }, { t, url });
  });

  it('relays nothing from a stranger, a customer or a member without chat:reply', async () => {
    const chat = chatApi(t);
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const other = await chat.openChat();
    const viewer = await chat.staff(shop.id, ['order:view']);
    const member = await chat.staff(shop.id, ['chat:reply']);
    const ownerSocket = await pool.open(url, owner.token);
    const heard = collect(ownerSocket, CHAT_VIEWING_EVENT);
    const viewerSocket = await pool.open(url, viewer.token);
    const strangerSocket = await pool.open(url, other.owner.token);
    const shopper = pool.customer(url, customer.token);
    await nextEvent(shopper, 'connect');

    const signal = { conversationId, viewing: true };
    viewerSocket.emit(CHAT_VIEWING_EVENT, signal);
    strangerSocket.emit(CHAT_VIEWING_EVENT, signal);
    shopper.emit(CHAT_VIEWING_EVENT, signal);
    // Not well formed, or about a conversation that does not exist.
    strangerSocket.emit(CHAT_VIEWING_EVENT, { conversationId: String(conversationId) });
    viewerSocket.emit(CHAT_VIEWING_EVENT, { conversationId: 2 ** 30, viewing: true });
    // The stranger's own room hears nothing either.
    const strangerHeard = collect(strangerSocket, CHAT_VIEWING_EVENT);

    // A member's signal sent after them comes through, and only it.
    await sleep(300);
    const memberSocket = await pool.open(url, member.token);
    memberSocket.emit(CHAT_VIEWING_EVENT, signal);
    await waitUntil(async () => heard.length === 1);
    await sleep(300);
    expect(heard).toEqual([expect.objectContaining({ userId: member.id, viewing: true })]);
    expect(strangerHeard).toEqual([]);
  });

  it('sends the last of signals faster than the hub’s gap, so the last state wins', async () => {
    const chat = chatApi(t);
    const { owner, shop, conversationId } = await chat.openChat();
    const member = await chat.staff(shop.id, ['chat:reply']);
    const ownerSocket = await pool.open(url, owner.token);
    const heard = collect(ownerSocket, CHAT_VIEWING_EVENT);
    const memberSocket = await pool.open(url, member.token);
    memberSocket.emit(CHAT_VIEWING_EVENT, { conversationId, viewing: true });
    memberSocket.emit(CHAT_VIEWING_EVENT, { conversationId, viewing: true });
    memberSocket.emit(CHAT_VIEWING_EVENT, { conversationId, viewing: false });
    await waitUntil(async () => heard.length === 2);
    expect(heard.map((push) => (push as ChatViewingPush).viewing)).toEqual([true, false]);
  });
});

// Skipped only when REDIS_URL is unset, like the other two-node tests.
describe.skipIf(!process.env.REDIS_URL)('two nodes sharing Redis', () => {
  const nodes = twoNodes(() => t);

  it('brings a member’s viewing on one node to the others on the other node', async () => {
    await viewingRound(nodes.b, nodes.a);
  });
});
