import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_SETTINGS, MAX_OPENED_TABS } from '@console/contract/user-settings';
import { userSettings } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (token: string) => t.call('GET', '/api/userSettings', { token, locale: 'en-US' });
const save = (token: string, payload: unknown) =>
  t.call('PUT', '/api/userSettings', { token, payload, locale: 'en-US' });

const tab = (key: string, fullPath: string) => ({
  key,
  name: fullPath.slice(1),
  fullPath,
  params: {},
  query: {},
  meta: { title: fullPath, closable: true, cache: true, auth: true, keepAlive: true },
});

describe('GET /api/userSettings', () => {
  it('answers the defaults at version 0 until the user saves', async () => {
    const user = await t.register();
    const answer = await read(user.token);
    expect(answer.body).toEqual({
      code: '0000',
      msg: 'success',
      content: {
        version: 0,
        locale: null,
        layout: DEFAULT_LAYOUT_SETTINGS,
        tabs: { merchantId: null, items: [] },
      },
    });
  });

  it('answers 1007 without a token', async () => {
    const answer = await t.call('GET', '/api/userSettings');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('1007');
    expect((await t.call('PUT', '/api/userSettings', { payload: { version: 0 } })).status).toBe(
      401,
    );
  });
});

describe('PUT /api/userSettings', () => {
  it('merges a partial layout over the defaults and then over what was saved', async () => {
    const user = await t.register();
    const first = await save(user.token, { version: 0, layout: { siderTheme: 'light' } });
    expect(first.body.content).toEqual({
      version: 1,
      locale: null,
      layout: { ...DEFAULT_LAYOUT_SETTINGS, siderTheme: 'light' },
      tabs: { merchantId: null, items: [] },
    });
    const second = await save(user.token, { version: 1, layout: { tabs: true }, locale: 'en-US' });
    expect(second.body.content).toMatchObject({
      version: 2,
      locale: 'en-US',
      layout: { ...DEFAULT_LAYOUT_SETTINGS, siderTheme: 'light', tabs: true },
    });
    expect((await read(user.token)).body.content).toEqual(second.body.content);
  });

  it('replaces the tabs and the locale as a whole', async () => {
    const user = await t.register();
    const shop = await t.createMerchant(user.id);
    const two = [tab('a1b2c3', '/home'), tab('d4e5f6', '/shop/order')];
    await save(user.token, {
      version: 0,
      locale: 'en-US',
      tabs: { merchantId: shop.id, items: two },
    });
    const answer = await save(user.token, {
      version: 1,
      locale: null,
      tabs: { merchantId: String(shop.id), items: [two[1]] },
    });
    expect(answer.body.content.locale).toBeNull();
    expect(answer.body.content.tabs).toEqual({ merchantId: shop.id, items: [two[1]] });
    expect(answer.body.content.layout).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('lets only the first of two browsers saving from the same version win (1004)', async () => {
    const user = await t.register();
    await save(user.token, { version: 0, layout: { headerTheme: 'dark' } });
    const laptop = (await read(user.token)).body.content;
    const phone = (await read(user.token)).body.content;
    expect(laptop.version).toBe(1);
    expect(phone.version).toBe(1);

    const winner = await save(user.token, { version: laptop.version, layout: { tabs: true } });
    expect(winner.body.content.version).toBe(2);
    const loser = await save(user.token, {
      version: phone.version,
      locale: 'en-US',
      layout: { siderTheme: 'light' },
    });
    expect(loser.status).toBe(409);
    expect(loser.body).toEqual({
      code: '1004',
      msg: 'Someone else changed this data; refresh and try again',
      content: null,
    });
    const stored = (await read(user.token)).body.content;
    expect(stored).toEqual(winner.body.content);
    expect(stored.layout).toMatchObject({ headerTheme: 'dark', tabs: true, siderTheme: 'dark' });
    expect(stored.locale).toBeNull();

    // The loser reloads and saves again on top of the winner's change.
    const retried = await save(user.token, {
      version: stored.version,
      layout: { siderTheme: 'light' },
    });
    expect(retried.body.content.layout).toMatchObject({ tabs: true, siderTheme: 'light' });
  });

  it('lets exactly one of two simultaneous first saves create the settings', async () => {
    const user = await t.register();
    const answers = await Promise.all([
      save(user.token, { version: 0, layout: { siderTheme: 'light' } }),
      save(user.token, { version: 0, layout: { headerTheme: 'primary' } }),
    ]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual(['0000', '1004']);
    const winner = answers.find((answer) => answer.body.code === '0000')!;
    expect((await read(user.token)).body.content).toEqual(winner.body.content);
    const rows = await t.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(1);
  });

  it('answers 1004 for a version ahead of the stored one and for a first save with version 1', async () => {
    const user = await t.register();
    expect((await save(user.token, { version: 1, locale: 'en-US' })).body.code).toBe('1004');
    expect((await read(user.token)).body.content.version).toBe(0);
    await save(user.token, { version: 0 });
    expect((await save(user.token, { version: 5 })).body.code).toBe('1004');
    expect((await read(user.token)).body.content.version).toBe(1);
  });

  it('refuses bad input with 1001 field messages and stores nothing', async () => {
    const user = await t.register();
    const tooMany = Array.from({ length: MAX_OPENED_TABS + 1 }, (_, i) => tab(`k${i}`, `/p${i}`));
    const cases: [unknown, string][] = [
      [{ version: 0, layout: { sideTheme: 'dark' } }, 'layout.sideTheme'],
      [{ version: 0, layout: { siderTheme: 'blue' } }, 'layout.siderTheme'],
      [{ version: 0, layout: { tabs: 'yes' } }, 'layout.tabs'],
      [{ version: 0, locale: 'fr-FR' }, 'locale'],
      [{ version: '0' }, 'version'],
      [{ layout: {} }, 'version'],
      [{ version: -1 }, 'version'],
      [{ version: 0, tabs: { merchantId: null, items: tooMany } }, 'tabs.items'],
      [{ version: 0, tabs: { merchantId: null, items: [{ key: 'x' }] } }, 'tabs.items.0.name'],
      [{ version: 0, tabs: [] }, 'tabs'],
      [{ version: 0, theme: 'dark' }, 'theme'],
    ];
    for (const [payload, field] of cases) {
      const answer = await save(user.token, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.code).toBe('1001');
      expect(Object.keys(answer.body.content.fields)).toContain(field);
    }
    const rows = await t.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
    expect(rows).toEqual([]);
  });

  it("never touches another user's settings", async () => {
    const alice = await t.register();
    const bob = await t.register();
    await save(bob.token, { version: 0, layout: { menuCollapse: true }, locale: 'zh-CN' });
    await save(alice.token, { version: 0, layout: { menuCollapse: false }, locale: 'en-US' });
    await save(alice.token, {
      version: 1,
      tabs: { merchantId: null, items: [tab('aaaaaa', '/home')] },
    });
    const bobs = (await read(bob.token)).body.content;
    expect(bobs).toMatchObject({ version: 1, locale: 'zh-CN', layout: { menuCollapse: true } });
    expect(bobs.tabs.items).toEqual([]);
  });
});
