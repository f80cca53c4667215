import type { UserMessagesContent } from '@console/contract/user-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '../src/db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { expectKeysetPages } from './keyset-pages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Arranges messages directly: decisions that produce them are tested in audit/licences. */
async function give(user: TestUser, type: 1 | 2 | 3, count: number, label = 'msg') {
  const rows = await t.db
    .insert(userMessages)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId: user.id,
        type,
        content: `${label} ${i}`,
        refId: i,
        createdAt: t.clock.now(),
      })),
    )
    .returning({ id: userMessages.id });
  return rows.map((row) => row.id);
}
const page = (user: TestUser, query: Record<string, string>) =>
  t.call('GET', '/api/userMessage', { token: user.token, query, locale: 'en-US' });
const unread = async (user: TestUser, type = '1,2,3') =>
  (await t.call('GET', '/api/userMessage/unReadCount', { token: user.token, query: { type } })).body
    .content;

describe('GET /api/userMessage (spec §7)', () => {
  it('pages newest first by last_id, 10 a page, every message once while new ones arrive', async () => {
    const user = await t.register();
    const original = await give(user, 1, 25);
    const seen: number[] = [];
    let lastId = '';
    // Bounded: a list that never said its last page would fail here, not hang.
    for (let pages = 0; pages < 10; pages += 1) {
      const answer = await page(user, { page: '1', pageSize: '10', type: '1', last_id: lastId });
      const { user_messages: messages, nextLastId } = answer.body.content as UserMessagesContent;
      expect(messages.length).toBeLessThanOrEqual(10);
      seen.push(...messages.map((message) => message.id));
      await give(user, 1, 3, 'late'); // arrive on top, never inside the pages still to come
      if (nextLastId === null) break;
      lastId = String(nextLastId);
    }
    expect(seen).toEqual([...original].reverse());
  });

  it('answers nextLastId null on the last page, also when it is full (docs/api.md "Paging")', async () => {
    const user = await t.register();
    await expectKeysetPages({
      pageSize: 3,
      add: (count) => give(user, 3, count),
      page: async (lastId) => {
        const query = {
          page: '1',
          pageSize: '3',
          type: '3',
          last_id: lastId ? String(lastId) : '',
        };
        const content = (await page(user, query)).body.content as UserMessagesContent;
        return { items: content.user_messages, nextLastId: content.nextLastId };
      },
    });
  });

  it('answers the spec fields and filters by type, only the caller’s messages', async () => {
    const user = await t.register();
    await give(user, 2, 2, 'licence');
    await give(user, 3, 1, 'activity');
    await give(await t.register(), 2, 4, 'someone else');
    const licence = (await page(user, { type: '2' })).body.content.user_messages;
    expect(licence).toHaveLength(2);
    expect(licence[0]).toEqual({
      id: expect.any(Number),
      content: 'licence 1',
      created_at: t.clock.now().toISOString(),
      is_read: false,
      type: 2,
      ref_id: 1,
    });
    expect((await page(user, {})).body.content.user_messages).toHaveLength(3);
  });

  it('refuses a bad query with 1001 and answers 1007 without a token', async () => {
    const user = await t.register();
    const queries: Record<string, string>[] = [
      { type: '4' },
      { last_id: 'abc' },
      { pageSize: '500' },
      { sort: 'x' },
    ];
    for (const query of queries) {
      expect((await page(user, query)).body.code).toBe('1001');
    }
    expect((await t.call('GET', '/api/userMessage')).body.code).toBe('1007');
  });
});

describe('unread counts and read marks', () => {
  it('counts unread messages per type and in total for the asked types', async () => {
    const user = await t.register();
    await give(user, 1, 3);
    await give(user, 2, 1);
    await give(await t.register(), 1, 5);
    expect(await unread(user)).toEqual({ message_count: 4, by_type: { 1: 3, 2: 1, 3: 0 } });
    expect((await unread(user, '2,3')).message_count).toBe(1);
    const bad = await t.call('GET', '/api/userMessage/unReadCount', {
      token: user.token,
      query: { type: '1,9' },
    });
    expect(bad.body.code).toBe('1001');
  });

  it('marks one message read, only the caller’s own', async () => {
    const user = await t.register();
    const [id] = await give(user, 1, 2);
    const other = await t.register();
    const refused = await t.call('PUT', `/api/userMessage/${id}/read`, { token: other.token });
    expect(refused.body.code).toBe('1002');
    expect((await unread(user)).message_count).toBe(2);
    const answer = await t.call('PUT', `/api/userMessage/${id}/read`, { token: user.token });
    expect(answer.body.code).toBe('0000');
    expect((await unread(user)).message_count).toBe(1);
    const [row] = await t.db.select().from(userMessages).where(eq(userMessages.id, id!));
    expect(row!.isRead).toBe(true);
  });

  it('marks every message of one type read, leaving the other types', async () => {
    const user = await t.register();
    await give(user, 1, 2);
    await give(user, 3, 2);
    const stranger = await t.register();
    await give(stranger, 1, 1);
    const answer = await t.call('PUT', '/api/userMessage/readAll', {
      token: user.token,
      payload: { type: 1 },
    });
    expect(answer.body.content).toEqual({ updated: 2 });
    expect(await unread(user)).toEqual({ message_count: 2, by_type: { 1: 0, 2: 0, 3: 2 } });
    expect((await unread(stranger)).message_count).toBe(1);
    const stillUnread = await t.db
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.userId, user.id), eq(userMessages.isRead, false)));
    expect(stillUnread.every((row) => row.type === 3)).toBe(true);
  });
});
