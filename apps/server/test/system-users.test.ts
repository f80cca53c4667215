import { eq } from 'drizzle-orm';
import { messages } from '@console/contract/messages';
import type { SystemUser } from '@console/contract/system-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { makeOperator } from './audit-fixtures.ts';
import { systemApp, type SystemApp } from './system-app.ts';
import { listedUser, newUserBody, updateBodyOf } from './system-fixtures.ts';

// docs/system.md "Users": spec §7 user calls, spec §5 filters and sorts, guards, field messages.

let { t, call, admin, ids } = {} as SystemApp;
beforeAll(async () => ({ t, call, admin, ids } = await systemApp()));
afterAll(() => t.close());

const zh = messages['zh-CN'];
const newUser = (changes: Record<string, unknown> = {}) =>
  newUserBody([ids.role('ROLE_USER')], changes);
async function create(changes: Record<string, unknown> = {}) {
  const answer = await call(admin.token, 'user/create', newUser(changes));
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
  return listedUser(t, admin.token, answer.body.content.id as number);
}
const countUsers = async () => (await t.db.select({ id: users.id }).from(users)).length;

describe('who may call /api/system/user/*', () => {
  it('answers 1003 with the spec message to a user, lets an op read but not write', async () => {
    const user = await t.register();
    const op = await makeOperator(t, 'op');
    const before = await countUsers();
    const refused = await call(user.token, 'user/list', {}, 'zh-CN');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: '1003', msg: '抱歉，您没有该权限', content: null });
    expect((await call(op.token, 'user/list')).body.code).toBe('0000');
    for (const token of [user.token, op.token]) {
      const created = await call(token, 'user/create', newUser());
      expect(created.body.code).toBe('1003');
      const deleted = await call(token, 'user/delete', { id: admin.id });
      expect(deleted.body.code).toBe('1003');
    }
    expect(await countUsers()).toBe(before);
    expect((await call(undefined, 'user/list')).body.code).toBe('1007');
  });
});

describe('POST /api/system/user/list (spec §5)', () => {
  let made: SystemUser[];
  beforeAll(async () => {
    t.clock.set(new Date('2026-03-01T04:00:00Z'));
    made = [
      await create({ name: 'Zhang Wei', gender: 1, birthday: '1990-05-01', account: 'zhangwei' }),
      await create({ name: 'zhang li', gender: 2, birthday: '1985-01-20', status: 2 }),
    ];
    t.clock.set(new Date('2026-03-10T04:00:00Z'));
    made.push(await create({ name: 'Li Na', gender: 2, region: ['110000', '110100', '110101'] }));
    t.clock.set(new Date());
  });
  const list = async (filter: Record<string, unknown>) => {
    const answer = await call(admin.token, 'user/list', { limit: 100, ...filter });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
    return answer.body.content as { list: SystemUser[]; total: number };
  };
  const idsOf = (page: { list: SystemUser[] }) => page.list.map((user) => user.id);

  it('matches substrings of name (any case), phone, mail, account and id', async () => {
    const [wei, li, na] = made as [SystemUser, SystemUser, SystemUser];
    expect(idsOf(await list({ name: 'ZHANG' })).sort()).toEqual([wei.id, li.id].sort());
    expect(idsOf(await list({ phone: na.phone.slice(3, 9) }))).toEqual([na.id]);
    expect(idsOf(await list({ mail: wei.mail.slice(0, 10).toUpperCase() }))).toContain(wei.id);
    expect(idsOf(await list({ account: 'angwe' }))).toEqual([wei.id]);
    expect(idsOf(await list({ id: String(na.id) }))).toContain(na.id);
    expect(await list({ name: '%' })).toEqual({ list: [], total: 0, capped: false });
  });

  it('finds a name by one or two characters (a surname), any case', async () => {
    const [wei, li] = made as [SystemUser, SystemUser, SystemUser];
    const siyuan = await create({ name: '陈思远' });
    const chenli = await create({ name: '陈丽' });
    expect(await list({ name: '陈' })).toMatchObject({ total: 2 });
    expect(idsOf(await list({ name: '陈' })).sort()).toEqual([siyuan.id, chenli.id].sort());
    expect(idsOf(await list({ name: '思远' }))).toEqual([siyuan.id]);
    expect(idsOf(await list({ name: '远思' }))).toEqual([]);
    expect(idsOf(await list({ name: 'zH' }))).toEqual(expect.arrayContaining([wei.id, li.id]));
    expect(idsOf(await list({ name: '_' }))).toEqual([]);
  });

  it('totals gender and status alone from the tallies, through creates, updates and deletes', async () => {
    const counted = async (gender: number, status: number) => {
      const all = await t.db.select({ gender: users.gender, status: users.status }).from(users);
      return all.filter(
        (user) =>
          (gender === 0 || user.gender === gender) &&
          (status === 0 || user.status === (status === 1 ? 'active' : 'disabled')),
      ).length;
    };
    const totalsMatch = async () => {
      for (const gender of [0, 1, 2]) {
        for (const status of [0, 1, 2]) {
          expect((await list({ gender, status })).total).toBe(await counted(gender, status));
        }
      }
    };
    const user = await create({ gender: 1 });
    await totalsMatch();
    const changed = updateBodyOf(user, { gender: 2, status: 2 });
    expect((await call(admin.token, 'user/update', changed)).body.code).toBe('0000');
    await totalsMatch();
    expect((await call(admin.token, 'user/delete', { id: user.id })).body.code).toBe('0000');
    await totalsMatch();
  });

  it('filters gender and status (0 = all) and the created days', async () => {
    const [wei, li, na] = made as [SystemUser, SystemUser, SystemUser];
    const women = idsOf(await list({ gender: 2 }));
    expect(women).toEqual(expect.arrayContaining([li.id, na.id]));
    expect(women).not.toContain(wei.id);
    expect(idsOf(await list({ status: 2 }))).toEqual([li.id]);
    expect((await list({ status: 0 })).total).toBe(await countUsers());
    expect(idsOf(await list({ date: ['2026-03-01', '2026-03-09'] })).sort()).toEqual(
      [wei.id, li.id].sort(),
    );
    expect(idsOf(await list({ date: ['2026-03-10', '2026-03-10'] }))).toEqual([na.id]);
  });

  it('sorts by each key both ways and pages by offset with the total', async () => {
    const byName = await list({ name: 'zhang', sortKey: 'name', sortType: 'asc' });
    expect(byName.list.map((user) => user.name)).toEqual(['Zhang Wei', 'zhang li'].sort());
    const byBirthday = await list({
      date: ['2026-03-01', '2026-03-09'],
      sortKey: 'birthday',
      sortType: 'desc',
    });
    expect(byBirthday.list.map((user) => user.birthday)).toEqual(['1990-05-01', '1985-01-20']);
    const newest = await list({ sortKey: 'date', sortType: 'desc', limit: 1 });
    const second = await list({ sortKey: 'date', sortType: 'desc', limit: 1, offset: 1 });
    expect(newest.total).toBe(second.total);
    expect(newest.list[0]!.date >= second.list[0]!.date).toBe(true);
    for (const sortKey of ['id', 'account']) {
      const up = idsOf(await list({ sortKey, sortType: 'asc' }));
      const down = idsOf(await list({ sortKey, sortType: 'desc' }));
      expect(up).toEqual([...down].reverse());
    }
  });

  it('answers the spec fields, roles by key and id', async () => {
    const na = made[2]!;
    expect(na).toMatchObject({
      name: 'Li Na',
      gender: 2,
      status: 1,
      region: ['110000', '110100', '110101'],
      role: ['ROLE_USER'],
      roleIds: [ids.role('ROLE_USER')],
      ownsMerchant: false,
    });
  });

  it('refuses bad filters with 1001 and field messages', async () => {
    for (const bad of [
      { gender: 3 },
      { date: ['0000-01-01', '2026-01-01'] },
      { limit: 0 },
      { sortKey: 'password' },
      { date: ['2026-02-01', '2026-01-01'] },
    ]) {
      const answer = await call(admin.token, 'user/list', bad);
      expect(answer.body.code, JSON.stringify(bad)).toBe('1001');
      expect(Object.keys(answer.body.content.fields).length).toBeGreaterThan(0);
    }
  });
});

describe('user/create, user/update, user/delete', () => {
  it('creates a user who signs in with the initial password, or mails an invitation', async () => {
    const withPassword = newUser();
    expect((await call(admin.token, 'user/create', withPassword)).body.code).toBe('0000');
    expect((await t.signIn(withPassword.mail, 'Secret123')).body.code).toBe('0000');

    const invited = newUser({ password: undefined });
    expect((await call(admin.token, 'user/create', invited)).body.code).toBe('0000');
    const code = await t.lastCode(invited.mail);
    expect(code).toMatch(/^\d{6}$/);
    t.clock.advance(48 * 60 * 60 * 1000);
    const reset = await t.call('POST', '/api/password/reset', {
      payload: { mail: invited.mail, captcha: code, password: 'Chosen123' },
    });
    t.clock.set(new Date());
    expect(reset.body.code, JSON.stringify(reset.body)).toBe('0000');
    expect((await t.signIn(invited.mail, 'Chosen123')).body.code).toBe('0000');
  });

  it('answers 1001 with field messages in the caller language and creates nothing', async () => {
    const taken = await create();
    const before = await countUsers();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ account: '1abc' }, 'account', '账号 3–32 位，以字母开头，可含字母、数字、_ . -'],
      [{ mail: taken.mail }, 'mail', '该邮箱已被其他用户使用'],
      [{ account: taken.account }, 'account', '该账号已被使用'],
      [{ roleIds: [] }, 'roleIds', '请至少选择一个角色'],
      [{ roleIds: [999999] }, 'roleIds', '角色不存在'],
      [{ phone: '123' }, 'phone', zh['validation.mobile.format']],
      [{ birthday: '0000-01-01' }, 'birthday', zh['validation.dateRange']],
      [{ region: ['110000', '310100', '110101'] }, 'region', zh['record.regionInvalid']],
      [{ name: '' }, 'name', '请输入姓名'],
    ];
    for (const [changes, field, message] of cases) {
      const answer = await call(admin.token, 'user/create', newUser(changes), 'zh-CN');
      expect(answer.body.code, JSON.stringify(changes)).toBe('1001');
      expect(answer.body.content.fields).toHaveProperty(field);
      expect(answer.body.content.fields[field]).toBe(message);
    }
    expect(await countUsers()).toBe(before);
  });

  it('updates every field and its roles', async () => {
    const user = await create();
    const changed = updateBodyOf(user, {
      name: 'Renamed',
      gender: 1,
      birthday: '2000-02-29',
      desc: 'Night shift',
      roleIds: [ids.role('ROLE_USER'), ids.role('ROLE_OP')],
    });
    expect((await call(admin.token, 'user/update', changed)).body.code).toBe('0000');
    const read = await listedUser(t, admin.token, user.id);
    expect(read).toMatchObject({
      name: 'Renamed',
      gender: 1,
      birthday: '2000-02-29',
      desc: 'Night shift',
      role: ['ROLE_USER', 'ROLE_OP'],
    });
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe('op');
  });

  it('disabling ends every session of the user at once', async () => {
    const member = await t.register();
    expect((await t.call('GET', '/api/userInfo', { token: member.token })).body.code).toBe('0000');
    const user = await listedUser(t, admin.token, member.id);
    expect(
      (await call(admin.token, 'user/update', updateBodyOf(user, { status: 2 }))).body.code,
    ).toBe('0000');
    expect((await t.call('GET', '/api/userInfo', { token: member.token })).body.code).toBe('1007');
    expect((await t.signIn(member.mail, member.password)).body.code).not.toBe('0000');
  });

  it('deletes one or several users; never oneself, never an owner (named)', async () => {
    const [a, b, c] = [await create(), await create(), await create()];
    expect((await call(admin.token, 'user/delete', { id: a.id })).body).toMatchObject({
      code: '0000',
      content: { deleted: 1 },
    });
    expect(
      (await call(admin.token, 'user/delete/multiple', { ids: [b.id, c.id] })).body.content,
    ).toEqual({ deleted: 2 });
    expect(await listedUser(t, admin.token, b.id)).toBeUndefined();

    const owner = await t.register();
    await t.createMerchant(owner.id, 'Tea House');
    const refused = await call(admin.token, 'user/delete', { id: owner.id });
    expect(refused.body).toMatchObject({ code: '1001', msg: expect.stringContaining('Tea House') });
    expect((await call(admin.token, 'user/delete', { id: admin.id })).body.code).toBe('1001');
    expect((await t.call('GET', '/api/userInfo', { token: owner.token })).body.code).toBe('0000');
    expect((await call(admin.token, 'user/delete', { id: 999999 })).body.code).toBe('1002');
  });
});
