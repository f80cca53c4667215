import type { ListLogsContent } from '@console/contract/client-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOperator } from './audit-fixtures.ts';
import { logApi } from './client-log-fixtures.ts';
import { createTestApp, uniqueIp, type TestApp } from './helper.ts';
import { after, expectKeysetPages } from './keyset-pages.ts';

let t: TestApp;
let api: ReturnType<typeof logApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = logApi(t);
});
afterAll(() => t.close());

const entry = (overrides: Record<string, unknown> = {}) => api.entry(overrides);
const report: ReturnType<typeof logApi>['report'] = (entries, options) =>
  api.report(entries, options);
const operator = (role: 'op' | 'admin') => makeOperator(t, role);

describe('GET /api/logs (roles op and admin)', () => {
  const list = (token: string | undefined, query: Record<string, string> = {}) =>
    t.call('GET', '/api/logs', { token, query, locale: 'en-US' });

  it('answers 1003 to a merchant user and 1007 without a token', async () => {
    const user = await t.register();
    await t.createMerchant(user.id);
    const refused = await list(user.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: '1003',
      msg: 'Sorry, you have no permission',
      content: null,
    });
    expect((await list(undefined)).body.code).toBe('1007');
  });

  it('lists newest first with the nickname, and pages by last_id returning each row once', async () => {
    const admin = await operator('admin');
    const user = await t.register();
    const tag = `page-${Date.now()}`;
    await report(
      Array.from({ length: 7 }, (_, i) => entry({ message: `${tag} #${i}` })),
      { token: user.token },
    );
    const seen: number[] = [];
    let lastId: number | null | undefined;
    // Bounded: a list that never said its last page would fail here, not hang.
    for (let pages = 0; lastId !== null && pages < 10; pages += 1) {
      const answer = await list(admin.token, {
        keyword: tag,
        pageSize: '3',
        ...after(lastId),
      });
      const { logs, nextLastId } = answer.body.content as ListLogsContent;
      seen.push(...logs.map((log) => log.id));
      expect(logs[0]!.userNickname).toBe(user.mail.split('@')[0]);
      lastId = nextLastId;
      // An entry reported between pages lands on top and never repeats one.
      await report([entry({ message: `${tag} late` })], { ip: uniqueIp() });
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('answers nextLastId null on the last page, also when it is full (docs/api.md "Paging")', async () => {
    const op = await operator('op');
    const tag = `next-${Date.now()}`;
    await expectKeysetPages({
      pageSize: 3,
      add: (count) =>
        report(Array.from({ length: count }, (_, i) => entry({ message: `${tag} #${i}` }))),
      page: async (lastId) => {
        const query = { keyword: tag, pageSize: '3', ...after(lastId) };
        const { logs, nextLastId } = (await list(op.token, query)).body.content as ListLogsContent;
        return { items: logs, nextLastId };
      },
    });
  });

  it('filters by type and by keyword, taking % and _ literally', async () => {
    const op = await operator('op');
    const tag = `kw${Date.now()}`;
    await report([
      entry({ message: `${tag} 100% broken`, type: 'error' }),
      entry({ message: `${tag} 1000 broken`, type: 'info' }),
      entry({ message: `${tag} a_b`, type: 'info' }),
      entry({ message: `${tag} axb`, type: 'info' }),
    ]);
    const messages = async (query: Record<string, string>) =>
      ((await list(op.token, query)).body.content.logs as { message: string }[]).map(
        (l) => l.message,
      );
    expect(await messages({ keyword: `${tag} 100%` })).toEqual([`${tag} 100% broken`]);
    expect(await messages({ keyword: 'a_b', type: 'info' })).toEqual([`${tag} a_b`]);
    expect(await messages({ keyword: tag, type: 'error' })).toEqual([`${tag} 100% broken`]);
    expect((await list(op.token, { type: 'fatal' })).body.code).toBe('1001');
  });
});
