import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { systemApp, type SystemApp } from './system-app.ts';
import { listedUser, newUserBody, updateBodyOf } from './system-fixtures.ts';
import {
  PLATFORM,
  roleChangeOf,
  systemTrailApi,
  type SystemTrailApi,
} from './trail-system-fixtures.ts';

// docs/server.md "Doors" and docs/system.md "The change log": the user doors (user/create,
// user/update, user/delete) leave their entry in the platform's scope (0) of the trail, by the
// operator, in the write's transaction, and hand their live effects over once, after commit.

let { t, call, admin, ids } = {} as SystemApp;
let { entriesOf, sentSince, expectByAdmin, failing } = {} as SystemTrailApi;
beforeAll(async () => {
  ({ t, call, admin, ids } = await systemApp());
  ({ entriesOf, sentSince, expectByAdmin, failing } = systemTrailApi(t, admin));
});
afterAll(() => t.close());

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

async function createdUser(roleIds = [ids.role('ROLE_USER')]) {
  const body = newUserBody(roleIds);
  const answer = await call(admin.token, 'user/create', body);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
  return { id: answer.body.content.id as number, body, answer };
}

describe('users: the entries of user/create, user/update and user/delete', () => {
  it('records a creation with the user as listed, the mobile masked, no password; nothing sent', async () => {
    const mark = t.deliveries.length;
    const { id, body, answer } = await createdUser();
    const [entry, ...more] = await entriesOf('user', id);
    expect(more).toEqual([]);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({ action: 'create', objectType: 'user', objectId: id });
    expect(entry!.before).toBeNull();
    expect(entry!.after).toMatchObject({
      id,
      name: body.name,
      account: body.account,
      phone: masked(body.phone),
      mail: body.mail,
      status: 1,
      role: ['ROLE_USER'],
      roleIds: [ids.role('ROLE_USER')],
    });
    const text = JSON.stringify(entry);
    expect(text).not.toContain(body.phone);
    expect(text).not.toMatch(/argon2|passwordHash|Secret123/);
    expect(sentSince(mark)).toEqual([]);
    // The change log is this entry, as it was.
    const log = await call(admin.token, 'change/list', { target: 'user', targetId: id });
    expect(log.body.content.list).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'create',
        before: null,
        after: entry!.after,
      }),
    ]);
  });

  it('records an update with the user before and after; a role change moves them to new rooms once', async () => {
    const { id } = await createdUser();
    const listed = await listedUser(t, admin.token, id);
    const mark = t.deliveries.length;
    const roleIds = [ids.role('ROLE_USER'), ids.role('ROLE_OP')];
    const answer = await call(admin.token, 'user/update', {
      ...updateBodyOf(listed, { name: 'Renamed', roleIds }),
    });
    const [, entry] = await entriesOf('user', id);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({
      action: 'update',
      before: { name: listed.name, roleIds: [ids.role('ROLE_USER')], phone: masked(listed.phone) },
      after: { name: 'Renamed', roleIds, role: ['ROLE_USER', 'ROLE_OP'] },
    });
    expect(sentSince(mark)).toEqual(roleChangeOf(id));
  });

  it('closes the sockets of a user disabled, once, after commit', async () => {
    const { id, body } = await createdUser();
    const signedIn = await t.signIn(body.mail, body.password);
    const mark = t.deliveries.length;
    const listed = await listedUser(t, admin.token, id);
    const answer = await call(admin.token, 'user/update', updateBodyOf(listed, { status: 2 }));
    const [, entry] = await entriesOf('user', id);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({ before: { status: 1 }, after: { status: 2 } });
    expect(sentSince(mark)).toEqual([{ to: 'disconnect-user', userId: id }]);
    const token = signedIn.body.content.token as string;
    expect((await t.call('GET', '/api/userInfo', { token })).body.code).toBe('1007');
  });

  it('records a deletion with the user as they were, and closes their sockets', async () => {
    const { id, body } = await createdUser();
    const mark = t.deliveries.length;
    const answer = await call(admin.token, 'user/delete', { id });
    const [, entry] = await entriesOf('user', id);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({ action: 'delete', after: null });
    expect(entry!.before).toMatchObject({ id, mail: body.mail, phone: masked(body.phone) });
    expect(sentSince(mark)).toEqual([{ to: 'disconnect-user', userId: id }]);
  });

  it('leaves no user, entry or event when a write fails', async () => {
    const before = (await t.trailOf(PLATFORM)).length;
    const body = newUserBody([ids.role('ROLE_USER')]);
    await failing(() => call(admin.token, 'user/create', body));
    expect(await t.db.select().from(users).where(eq(users.mail, body.mail))).toEqual([]);
    expect(await t.trailOf(PLATFORM)).toHaveLength(before);

    const { id, body: created } = await createdUser();
    const signedIn = await t.signIn(created.mail, created.password);
    const listed = await listedUser(t, admin.token, id);
    const roleIds = [ids.role('ROLE_OP')];
    await failing(() =>
      call(admin.token, 'user/update', updateBodyOf(listed, { status: 2, roleIds })),
    );
    expect(await listedUser(t, admin.token, id)).toEqual(listed);
    const token = signedIn.body.content.token as string;
    expect((await t.call('GET', '/api/userInfo', { token })).body.code).toBe('0000');

    await failing(() => call(admin.token, 'user/delete', { id }));
    expect(await listedUser(t, admin.token, id)).toEqual(listed);
    expect((await entriesOf('user', id)).map((entry) => entry.action)).toEqual(['create']);
  });
});
