import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helper.ts';

// /setting/account (docs/account.md "Decisions"): per message type, counted in the bell, toasted,
// with a sound.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (token: string) =>
  t.call('GET', '/api/account/notifications', { token, locale: 'en-US' });
const save = (token: string, payload: unknown, locale = 'en-US') =>
  t.call('PUT', '/api/account/notifications', { token, payload, locale });

const DEFAULTS = [
  { type: 1, bell: true, toast: true, sound: false },
  { type: 2, bell: true, toast: true, sound: false },
  { type: 3, bell: true, toast: true, sound: false },
];

describe('/api/account/notifications', () => {
  it('answers the defaults for every message type until something is saved', async () => {
    const user = await t.register();
    expect((await read(user.token)).body).toEqual({
      code: '0000',
      msg: 'success',
      content: { kinds: DEFAULTS },
    });
  });

  it('saves the listed types, keeps the others, and reads them back', async () => {
    const user = await t.register();
    const other = await t.register();
    const first = await save(user.token, {
      kinds: [{ type: 2, bell: false, toast: false, sound: true }],
    });
    expect(first.body.content.kinds).toEqual([
      DEFAULTS[0],
      { type: 2, bell: false, toast: false, sound: true },
      DEFAULTS[2],
    ]);
    await save(user.token, { kinds: [{ type: 3, bell: true, toast: false, sound: true }] });
    expect((await read(user.token)).body.content.kinds).toEqual([
      DEFAULTS[0],
      { type: 2, bell: false, toast: false, sound: true },
      { type: 3, bell: true, toast: false, sound: true },
    ]);
    expect((await read(other.token)).body.content.kinds).toEqual(DEFAULTS);
  });

  it('refuses an unknown type, a missing switch, a repeated type or no kinds with 1001, saving nothing', async () => {
    const user = await t.register();
    const bad = [
      { kinds: [{ type: 9, bell: true, toast: true, sound: true }] },
      { kinds: [{ type: 1, bell: true, toast: true }] },
      { kinds: [{ type: 1, bell: 'yes', toast: true, sound: true }] },
      {
        kinds: [
          { type: 1, bell: true, toast: true, sound: true },
          { type: 1, bell: false, toast: true, sound: true },
        ],
      },
      { kinds: [] },
      {},
      { kinds: [{ type: 1, bell: true, toast: true, sound: true, extra: 1 }] },
    ];
    for (const payload of bad) {
      const answer = await save(user.token, payload);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('1001');
      expect(Object.keys(answer.body.content.fields).length).toBeGreaterThan(0);
    }
    const chinese = await save(user.token, bad[0], 'zh-CN');
    expect(Object.values(chinese.body.content.fields)).toContain('格式不正确');
    const rows = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/account/notifications')).body.code).toBe('1007');
  });
});
