import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { conversations, trailEntries } from '../src/db/schema.ts';
import { watchAssignment } from '../src/modules/chat/assignment-watch.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { chatApi } from './chat-fixtures.ts';
import { listen, presenceOf, socketPool, twoNodes, waitUntil } from './realtime-client.ts';

// Auto-assignment (docs/chat.md "Assignment"): online members in turn, each up to the capacity;
// a first-in-first-out queue when all are full; an offline member's waiting conversations return.
let t: TestApp;
let url: string;
const pool = socketPool();
beforeAll(async () => {
  t = await createTestApp({ env: { ASSIGNMENT_WATCH_SECONDS: '0' } });
  url = await listen(t);
});
afterEach(() => pool.closeAll());
afterAll(async () => {
  pool.closeAll();
  await t.close();
});

const presentOn = (app: TestApp, user: TestUser, online: boolean) =>
  presenceOf(app, user.id, online);

async function online(user: TestUser, at = url, app = t): Promise<Socket> {
  const socket = await pool.open(at, user.token);
  await presentOn(app, user, true);
  return socket;
}

/** A shop whose owner stays offline, with two members who answer, and the calls used here. */
async function assigningShop(rules: { capacity: number; returnAfterMinutes?: number }) {
  const chat = chatApi(t);
  const { owner, shop, customer, conversationId } = await chat.openChat('First');
  const ann = await chat.staff(shop.id);
  const bob = await chat.staff(shop.id);
  const put = (body: Record<string, unknown>, user: TestUser = owner) =>
    chat.staffCall('PUT', '/assignment', user, shop.id, body);
  const on = (capacity = rules.capacity) =>
    put({ enabled: true, capacity, returnAfterMinutes: rules.returnAfterMinutes ?? 10 });
  const assigneeOf = async (id: number) => {
    const [row] = await t.db
      .select({ assigneeId: conversations.assigneeId, queuedAt: conversations.queuedAt })
      .from(conversations)
      .where(eq(conversations.id, id));
    return row!;
  };
  const queue = async () =>
    (
      await t.db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.merchantId, shop.id), isNotNull(conversations.queuedAt)))
        .orderBy(asc(conversations.queuedAt), asc(conversations.id))
    ).map((row) => row.id);
  /** A new customer's first message; answers the conversation's id. */
  const newCustomer = async (name: string) => {
    const opened = await chat.openChatWith(shop.id, name);
    const sent = await chat.customerSays(opened.customer.token, opened.conversationId, 'hello');
    expect(sent.body.code).toBe('0000');
    // Given out after the send, in a run of its own (docs/chat.md "Assignment").
    await t.app.chatQueue.settle();
    return opened.conversationId;
  };
  return {
    chat,
    owner,
    shop,
    customer,
    conversationId,
    ann,
    bob,
    put,
    on,
    assigneeOf,
    queue,
    newCustomer,
  };
}

describe('in turn, up to the capacity, then first in first out', () => {
  it('gives new conversations to online members in turn and queues the rest', async () => {
    const s = await assigningShop({ capacity: 2 });
    await online(s.ann);
    await online(s.bob);
    const turned = await s.on();
    expect(turned.body.code).toBe('0000');
    expect(turned.body.content.assignment).toMatchObject({ enabled: true, capacity: 2, queued: 0 });

    const ids: number[] = [];
    for (const name of ['c1', 'c2', 'c3', 'c4', 'c5', 'c6']) {
      ids.push(await s.newCustomer(name));
      t.clock.advance(1000);
    }
    // Ann, Bob, Ann, Bob; the owner is offline; the last two wait in the order they came.
    expect((await s.assigneeOf(ids[0]!)).assigneeId).toBe(s.ann.id);
    expect((await s.assigneeOf(ids[1]!)).assigneeId).toBe(s.bob.id);
    expect((await s.assigneeOf(ids[2]!)).assigneeId).toBe(s.ann.id);
    expect((await s.assigneeOf(ids[3]!)).assigneeId).toBe(s.bob.id);
    expect(await s.queue()).toEqual([ids[4], ids[5]]);
    const read = await s.chat.staffCall('GET', '/assignment', s.ann, s.shop.id);
    expect(read.body.content.assignment.queued).toBe(2);
    expect(read.body.content.assignment.members).toEqual(
      expect.arrayContaining([
        { id: s.ann.id, name: expect.any(String), online: true, load: 2 },
        { id: s.bob.id, name: expect.any(String), online: true, load: 2 },
        { id: s.owner.id, name: expect.any(String), online: false, load: 0 },
      ]),
    );
    const row = await s.chat.staffCall('GET', `/conversations/${ids[4]}`, s.ann, s.shop.id);
    expect(row.body.content.conversation.queuedAt).not.toBeNull();

    // Bob resolves one: the oldest queued goes to him, the other still waits.
    const resolved = await s.chat.staffCall(
      'POST',
      `/conversations/${ids[1]}/status`,
      s.bob,
      s.shop.id,
      {
        status: 'resolved',
      },
    );
    expect(resolved.body.code).toBe('0000');
    expect(await s.assigneeOf(ids[4]!)).toEqual({ assigneeId: s.bob.id, queuedAt: null });
    expect(await s.queue()).toEqual([ids[5]]);

    // Ann gives one to the owner: she has room, the last one is hers.
    const given = await s.chat.staffCall(
      'POST',
      `/conversations/${ids[0]}/assign`,
      s.ann,
      s.shop.id,
      {
        assigneeId: s.owner.id,
      },
    );
    expect(given.body.code).toBe('0000');
    expect((await s.assigneeOf(ids[5]!)).assigneeId).toBe(s.ann.id);
    expect(await s.queue()).toEqual([]);

    // Recorded: the automatic assignments, with the write that made them.
    const entries = await t.db
      .select({ action: trailEntries.action, after: trailEntries.after })
      .from(trailEntries)
      .where(and(eq(trailEntries.scope, s.shop.id), eq(trailEntries.action, 'autoAssign')));
    expect(entries).toHaveLength(6);
  });

  it('counts nobody offline, and gives the queue out when a member comes online', async () => {
    const s = await assigningShop({ capacity: 1 });
    await s.on();
    const first = await s.newCustomer('q1');
    t.clock.advance(1000);
    const second = await s.newCustomer('q2');
    expect(await s.queue()).toEqual([first, second]);
    await online(s.bob);
    await waitUntil(async () => (await s.assigneeOf(first)).assigneeId === s.bob.id);
    expect(await s.queue()).toEqual([second]);
  });

  it('turning it on queues who waits unassigned; a member’s choice leaves the queue; off empties it', async () => {
    const s = await assigningShop({ capacity: 1 });
    const early = await s.newCustomer('early');
    expect(await s.assigneeOf(early)).toEqual({ assigneeId: null, queuedAt: null });
    await s.on();
    expect(await s.queue()).toEqual([early]);
    const taken = await s.chat.staffCall(
      'POST',
      `/conversations/${early}/assign`,
      s.owner,
      s.shop.id,
      {
        assigneeId: s.owner.id,
      },
    );
    expect(taken.body.code).toBe('0000');
    expect(await s.assigneeOf(early)).toEqual({ assigneeId: s.owner.id, queuedAt: null });
    const later = await s.newCustomer('later');
    expect(await s.queue()).toEqual([later]);
    const off = await s.put({ enabled: false, capacity: 1, returnAfterMinutes: 10 });
    expect(off.body.content.assignment).toMatchObject({ enabled: false, queued: 0 });
    expect(await s.assigneeOf(later)).toEqual({ assigneeId: null, queuedAt: null });
    const [entry] = await t.db
      .select({ before: trailEntries.before, after: trailEntries.after })
      .from(trailEntries)
      .where(and(eq(trailEntries.scope, s.shop.id), eq(trailEntries.objectType, 'chat_assignment')))
      .orderBy(asc(trailEntries.id));
    expect(entry).toEqual({
      before: { enabled: false, capacity: 5 },
      after: { enabled: true, capacity: 1 },
    });
  });
});

describe('a member offline for the set time', () => {
  it('gives back their waiting conversations, oldest wait first, and only theirs', async () => {
    const s = await assigningShop({ capacity: 3, returnAfterMinutes: 5 });
    const annSocket = await online(s.ann);
    await s.on();
    const waiting = await s.newCustomer('w1');
    t.clock.advance(1000);
    const answered = await s.newCustomer('w2');
    expect((await s.assigneeOf(waiting)).assigneeId).toBe(s.ann.id);
    expect((await s.assigneeOf(answered)).assigneeId).toBe(s.ann.id);
    expect((await s.chat.staffSays(s.ann, s.shop.id, answered, 'on it')).body.code).toBe('0000');

    annSocket.disconnect();
    await presentOn(t, s.ann, false);
    t.clock.advance(4 * 60_000);
    await watchAssignment(t.db, t.app.write);
    expect((await s.assigneeOf(waiting)).assigneeId).toBe(s.ann.id);

    t.clock.advance(2 * 60_000);
    await watchAssignment(t.db, t.app.write);
    // The waiting one returns (nobody online takes it); the answered one stays hers.
    expect(await s.assigneeOf(waiting)).toMatchObject({ assigneeId: null });
    expect(await s.queue()).toEqual([waiting]);
    expect((await s.assigneeOf(answered)).assigneeId).toBe(s.ann.id);
    const [returned] = await t.db
      .select({ before: trailEntries.before, actorType: trailEntries.actorType })
      .from(trailEntries)
      .where(and(eq(trailEntries.objectId, waiting), eq(trailEntries.action, 'return')));
    expect(returned).toEqual({ before: { assigneeId: s.ann.id }, actorType: 'system' });

    // Bob comes online and takes it.
    await online(s.bob);
    await waitUntil(async () => (await s.assigneeOf(waiting)).assigneeId === s.bob.id);
  });
});

describe('refusals', () => {
  it('answers bad rules with field messages and changes nothing; needs shop:edit', async () => {
    const s = await assigningShop({ capacity: 1 });
    const bad = await s.put({ enabled: true, capacity: 0, returnAfterMinutes: 10 });
    expect(bad.body.code).toBe('1001');
    const zh = await t.call('PUT', '/api/chat/assignment', {
      token: s.owner.token,
      locale: 'zh-CN',
      payload: { merchants_id: s.shop.id, enabled: true, capacity: 51, returnAfterMinutes: 0 },
    });
    expect(zh.body.code).toBe('1001');
    expect(JSON.stringify(zh.body)).toMatch(/[\u4e00-\u9fff]/);
    const denied = await s.put({ enabled: true, capacity: 2, returnAfterMinutes: 10 }, s.ann);
    expect(denied.body.code).toBe('1003');
    const read = await s.chat.staffCall('GET', '/assignment', s.owner, s.shop.id);
    expect(read.body.content.assignment).toMatchObject({ enabled: false, capacity: 5 });
  });
});

describe.skipIf(!process.env.REDIS_URL)('two nodes deciding at once', () => {
  const nodes = twoNodes(() => t);
  it('never gives a member more than the capacity, and queues the rest in order', async () => {
    const s = await assigningShop({ capacity: 2 });
    await online(s.ann, nodes.a.url, nodes.a.t);
    await online(s.bob, nodes.b.url, nodes.b.t);
    await s.on();
    const opened = [];
    for (let n = 0; n < 10; n += 1) opened.push(await s.chat.openChatWith(s.shop.id, `p${n}`));
    const store = [nodes.a.t, nodes.b.t];
    await Promise.all(
      opened.map(({ customer, conversationId }, n) =>
        store[n % 2]!.call('POST', `/api/storefront/conversations/${conversationId}/messages`, {
          token: customer.token,
          payload: { clientId: `first-${n}`, kind: 'text', text: 'hi' },
        }),
      ),
    );
    await Promise.all([nodes.a.t.app.chatQueue.settle(), nodes.b.t.app.chatQueue.settle()]);
    const rows = await t.db
      .select({ assigneeId: conversations.assigneeId, queuedAt: conversations.queuedAt })
      .from(conversations)
      .where(eq(conversations.merchantId, s.shop.id));
    const held = (id: number) => rows.filter((row) => row.assigneeId === id).length;
    expect(held(s.ann.id)).toBe(2);
    expect(held(s.bob.id)).toBe(2);
    expect(rows.filter((row) => row.queuedAt !== null)).toHaveLength(6);
  });
});
