import type { SystemChange } from '@console/contract/system-changes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOperator } from './audit-fixtures.ts';
import { systemApp, type SystemApp } from './system-app.ts';
import { listedUser, newUserBody, updateBodyOf } from './system-fixtures.ts';

// docs/system.md "The change log": every system write is recorded (who, when, before / after) and
// the admins' change log filters them.

let { t, call, admin, ids } = {} as SystemApp;
beforeAll(async () => ({ t, call, admin, ids } = await systemApp()));
afterAll(() => t.close());

async function create(changes: Record<string, unknown> = {}) {
  const answer = await call(
    admin.token,
    'user/create',
    newUserBody([ids.role('ROLE_USER')], changes),
  );
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
  return listedUser(t, admin.token, answer.body.content.id as number);
}

describe('POST /api/system/change/list (admins)', () => {
  it('records each user write with who, when and before / after, and filters them', async () => {
    t.clock.set(new Date('2026-05-05T02:00:00Z'));
    const user = await create({ name: 'Logged' });
    await call(admin.token, 'user/update', updateBodyOf(user, { name: 'Logged again' }));
    await call(admin.token, 'user/delete', { id: user.id });
    t.clock.set(new Date());
    const log = async (filter: Record<string, unknown>) => {
      const answer = await call(admin.token, 'change/list', { limit: 100, ...filter });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
      return answer.body.content as { list: SystemChange[]; total: number };
    };
    const mine = await log({ target: 'user', targetId: user.id, sortType: 'asc' });
    expect(mine.list.map((change) => change.action)).toEqual(['create', 'update', 'delete']);
    const [created, updated, deleted] = mine.list as [SystemChange, SystemChange, SystemChange];
    expect(created).toMatchObject({ actorId: admin.id, before: null, after: { name: 'Logged' } });
    expect(updated).toMatchObject({ before: { name: 'Logged' }, after: { name: 'Logged again' } });
    expect(deleted).toMatchObject({ before: { name: 'Logged again' }, after: null });
    expect(created.at).toBe('2026-05-05T02:00:00.000Z');
    expect((await log({ action: 'delete', targetId: user.id })).total).toBe(1);
    expect((await log({ actorId: admin.id, date: ['2026-05-05', '2026-05-05'] })).total).toBe(3);
    expect((await log({ date: ['2026-05-06', '2026-05-07'] })).total).toBe(0);
    const op = await makeOperator(t, 'op');
    expect((await call(op.token, 'change/list')).body.code).toBe('1003');
  });
});
