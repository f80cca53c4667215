import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTargetsBody } from '@console/contract/chat-targets';
import { chatResponseWaits, merchants } from '../src/db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { chatApi } from './chat-fixtures.ts';
import { homeCall } from './home-fixtures.ts';
import { CHAT_DUE_SOON_EVENT, type ChatDueSoonPush } from '@console/contract/chat-realtime';
import { watchResponseTargets } from '../src/modules/chat/response-watch.ts';
import { listen, nextEvent, socketPool } from './realtime-client.ts';

// Response targets (docs/chat.md "Response targets"): deadlines counted in the merchant's
// business hours, in its zone; editable at any time; each wait's outcome kept.
let t: TestApp;
let url: string;
const pool = socketPool();
beforeAll(async () => {
  t = await createTestApp({ env: { RESPONSE_WATCH_SECONDS: '0' } });
  url = await listen(t);
});
afterAll(async () => {
  pool.closeAll();
  await t.close();
});

// Weekdays 09:00–18:00 (closed nights and weekends).
const WEEKDAYS_9_TO_6 = [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '18:00' }));

function targetsApi(owner: TestUser, shopId: number) {
  const chat = chatApi(t);
  const put = (body: Omit<ChatTargetsBody, 'merchants_id'>, user: TestUser = owner) =>
    chat.staffCall('PUT', '/targets', user, shopId, body);
  const conversation = async (id: number) =>
    (await chat.staffCall('GET', `/conversations/${id}`, owner, shopId)).body.content.conversation;
  const list = async (filter: string) =>
    (
      await chat.staffCall('GET', '/conversations', owner, shopId, undefined, { filter })
    ).body.content.conversations.map((row: { id: number }) => row.id);
  return { chat, put, conversation, list };
}

describe('deadlines in business hours', () => {
  it('counts a first-response target across a closed night, in the merchant’s zone', async () => {
    const chat = chatApi(t);
    const { owner, shop, customer, conversationId } = await chat.openChat();
    await t.db
      .update(merchants)
      .set({ timeZone: 'Europe/Berlin' })
      .where(eq(merchants.id, shop.id));
    const api = targetsApi(owner, shop.id);
    const set = await api.put({
      businessHours: WEEKDAYS_9_TO_6,
      firstResponseMinutes: 60,
      nextResponseMinutes: 30,
    });
    expect(set.body.code).toBe('0000');
    expect(set.body.content.targets).toMatchObject({
      timeZone: 'Europe/Berlin',
      firstResponseMinutes: 60,
    });

    // Monday 2026-11-23 17:30 in Berlin (16:30 UTC): 30 minutes today, 30 on Tuesday morning.
    t.clock.set(new Date('2026-11-23T16:30:00Z'));
    await chat.customerSays(customer.token, conversationId, 'Open tomorrow?');
    expect((await api.conversation(conversationId)).response).toEqual({
      kind: 'first',
      dueAt: '2026-11-24T08:30:00.000Z', // Tuesday 09:30 Berlin
    });
    // Not overdue during the night; overdue from 09:30.
    t.clock.set(new Date('2026-11-24T07:00:00Z'));
    expect(await api.list('overdue')).not.toContain(conversationId);
    t.clock.set(new Date('2026-11-24T08:31:00Z'));
    expect(await api.list('overdue')).toContain(conversationId);
    const unread = await chat.staffCall('GET', '/unread', owner, shop.id);
    expect(unread.body.content.merchants).toContainEqual(
      expect.objectContaining({ merchantId: shop.id, overdue: 1 }),
    );
    const home = (await homeCall(() => t)(owner, shop.id)).body.content;
    expect(home.todos).toContainEqual({ key: 'conversationsOverdue', count: 1 });

    // A late answer: missed. The next wait is for a next answer, with its own target.
    await chat.staffSays(owner, shop.id, conversationId, 'Yes, from 9.');
    expect((await api.conversation(conversationId)).response).toBeNull();
    t.clock.set(new Date('2026-11-24T09:00:00Z'));
    await chat.customerSays(customer.token, conversationId, 'And parking?');
    expect((await api.conversation(conversationId)).response).toEqual({
      kind: 'next',
      dueAt: '2026-11-24T09:30:00.000Z',
    });
    t.clock.set(new Date('2026-11-24T09:10:00Z'));
    await chat.staffSays(owner, shop.id, conversationId, 'Free.');
    const waits = await t.db
      .select({
        kind: chatResponseWaits.kind,
        met: chatResponseWaits.met,
        endedBy: chatResponseWaits.endedBy,
      })
      .from(chatResponseWaits)
      .where(eq(chatResponseWaits.conversationId, conversationId))
      .orderBy(chatResponseWaits.id);
    expect(waits).toEqual([
      { kind: 'first', met: false, endedBy: 'reply' },
      { kind: 'next', met: true, endedBy: 'reply' },
    ]);
  });
});

describe('editing targets', () => {
  it('moves the deadlines of what waits now, keeps what was answered, and is recorded', async () => {
    t.clock.set(new Date('2026-11-25T02:00:00Z')); // Wednesday 10:00 in Shanghai
    const chat = chatApi(t);
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const api = targetsApi(owner, shop.id);
    await api.put({ businessHours: null, firstResponseMinutes: 120, nextResponseMinutes: null });
    const answered = await chat.openChatWith(shop.id);
    await chat.customerSays(answered.customer.token, answered.conversationId, 'first');
    await chat.customerSays(customer.token, conversationId, 'hello');
    t.clock.advance(30 * 60_000);
    await chat.staffSays(owner, shop.id, answered.conversationId, 'answered in time');

    t.clock.advance(10 * 60_000);
    await api.put({ businessHours: null, firstResponseMinutes: 20, nextResponseMinutes: null });
    // The waiting one is due 20 minutes after it started: already overdue.
    expect((await api.conversation(conversationId)).response).toEqual({
      kind: 'first',
      dueAt: '2026-11-25T02:20:00.000Z',
    });
    expect(await api.list('overdue')).toEqual([conversationId]);
    // The answered one keeps its outcome under the old target.
    const [kept] = await t.db
      .select({ met: chatResponseWaits.met, dueAt: chatResponseWaits.dueAt })
      .from(chatResponseWaits)
      .where(eq(chatResponseWaits.conversationId, answered.conversationId));
    expect(kept).toEqual({ met: true, dueAt: new Date('2026-11-25T04:00:00Z') });
    // No target: nothing is due.
    await api.put({ businessHours: null, firstResponseMinutes: null, nextResponseMinutes: null });
    expect((await api.conversation(conversationId)).response).toBeNull();
    expect(await api.list('overdue')).toEqual([]);
    const trail = await t.trailOf(shop.id, { type: 'chat_targets', id: shop.id });
    expect(trail.map((entry) => entry.action)).toEqual(['update', 'update', 'update']);
  });

  it('resolving ends the wait without an outcome; a reopened conversation waits for a first answer', async () => {
    t.clock.set(new Date('2026-11-25T02:00:00Z'));
    const chat = chatApi(t);
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const api = targetsApi(owner, shop.id);
    await api.put({ businessHours: null, firstResponseMinutes: 10, nextResponseMinutes: 5 });
    await chat.customerSays(customer.token, conversationId, 'hi');
    await chat.staffSays(owner, shop.id, conversationId, 'hello');
    await chat.customerSays(customer.token, conversationId, 'thanks');
    expect((await api.conversation(conversationId)).response?.kind).toBe('next');
    const resolvedNow = await chat.staffCall(
      'POST',
      `/conversations/${conversationId}/status`,
      owner,
      shop.id,
      { status: 'resolved' },
    );
    expect(resolvedNow.body.code).toBe('0000');
    await chat.customerSays(customer.token, conversationId, 'one more thing');
    expect((await api.conversation(conversationId)).response?.kind).toBe('first');
    const resolved = await t.db
      .select({ endedBy: chatResponseWaits.endedBy, met: chatResponseWaits.met })
      .from(chatResponseWaits)
      .where(
        and(
          eq(chatResponseWaits.conversationId, conversationId),
          eq(chatResponseWaits.kind, 'next'),
        ),
      );
    expect(resolved).toEqual([{ endedBy: 'resolve', met: null }]);
  });

  it('refuses bad hours with a field message in the user’s language and changes nothing', async () => {
    const chat = chatApi(t);
    const { owner, shop } = await chat.openChat();
    const api = targetsApi(owner, shop.id);
    const bad = await api.put({
      businessHours: [{ day: 1, open: '18:00', close: '09:00' }],
      firstResponseMinutes: 10,
      nextResponseMinutes: null,
    });
    expect(bad.body.code).toBe('1001');
    expect(JSON.stringify(bad.body)).toContain('The closing time must be after the opening time');
    const overlap = await api.put({
      businessHours: [
        { day: 2, open: '09:00', close: '12:00' },
        { day: 2, open: '11:00', close: '14:00' },
      ],
      firstResponseMinutes: 10,
      nextResponseMinutes: null,
    });
    expect(overlap.body.code).toBe('1001');
    const read = await chat.staffCall('GET', '/targets', owner, shop.id);
    expect(read.body.content.targets).toMatchObject({
      businessHours: null,
      firstResponseMinutes: null,
    });
    // A member who answers chats reads the targets but may not set them.
    const member = await chat.staff(shop.id, ['chat:reply']);
    expect((await chat.staffCall('GET', '/targets', member, shop.id)).body.code).toBe('0000');
    const refused = await api.put(
      { businessHours: null, firstResponseMinutes: 5, nextResponseMinutes: null },
      member,
    );
    expect(refused.body.code).toBe('1003');
  });
});

describe('the notice before a target is missed', () => {
  it('tells the chat room once, five minutes before, however many nodes watch', async () => {
    t.clock.set(new Date('2026-11-26T02:00:00Z'));
    const chat = chatApi(t);
    const { owner, shop, customer, conversationId } = await chat.openChat('Zhou Qi');
    const api = targetsApi(owner, shop.id);
    await api.put({ businessHours: null, firstResponseMinutes: 30, nextResponseMinutes: null });
    await chat.customerSays(customer.token, conversationId, 'anyone?');
    const socket = await pool.open(url, owner.token);
    const watch = (minutes: number) =>
      watchResponseTargets(
        t.db,
        t.app.write,
        new Date(Date.parse('2026-11-26T02:00:00Z') + minutes * 60_000),
      );

    expect(await watch(24)).toBe(0);
    const heard = nextEvent<ChatDueSoonPush>(socket, CHAT_DUE_SOON_EVENT);
    // Two nodes watching at the same moment: one tells.
    const told = await Promise.all([watch(25.5), watch(25.5)]);
    expect(told.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await heard).toEqual({
      merchantId: shop.id,
      conversationId,
      customer: 'Zhou Qi',
      dueAt: '2026-11-26T02:30:00.000Z',
      assigneeId: null,
    });
    expect(await watch(27)).toBe(0);
    // Past the deadline nothing more is told: it is overdue, shown as such.
    expect(await watch(31)).toBe(0);
    // A new deadline is told again when it nears.
    await api.put({ businessHours: null, firstResponseMinutes: 40, nextResponseMinutes: null });
    expect(await watch(36)).toBe(1);
  });
});
