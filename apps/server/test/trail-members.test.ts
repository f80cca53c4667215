import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Answer, type TestApp, type TestUser } from './helper.ts';
import { memberApi, type MemberApi } from './member-fixtures.ts';

// docs/server.md "Doors" and docs/account.md "Trail": a membership's doors (invite, keys and
// status, remove, leave) leave one entry in the merchant's scope per write, in its transaction,
// and hand the member's room refresh over once, after commit.
let t: TestApp;
let owner: TestUser;
let shop: { id: number };
let api: MemberApi;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.register();
  shop = await t.createMerchant(owner.id);
  api = memberApi(t, shop.id);
});
afterAll(() => t.close());

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
const nicknameOf = (user: TestUser) => user.mail.split('@')[0];
const entriesOf = (user: TestUser) => t.trailOf(shop.id, { type: 'member', id: user.id });

/** The room refreshes handed to the hub for the user, in order. */
const refreshesOf = (user: TestUser) =>
  t.deliveries
    .flat()
    .filter((event) => event.to === 'refresh-merchant-rooms' && event.userId === user.id);

/** The entry the answer's write left: who (the owner, a member) and the request's id. */
function expectMadeBy(entry: Record<string, unknown> | undefined, answer: Answer) {
  expect(entry).toMatchObject({
    scope: shop.id,
    actorType: 'member',
    actorId: owner.id,
    objectType: 'member',
    requestId: answer.headers['x-request-id'],
  });
}

async function subAccount(permissions: Parameters<TestApp['addMember']>[2] = {}) {
  const member = await t.register();
  await t.addMember(shop.id, member.id, permissions);
  return member;
}

describe('inviting a sub-account', () => {
  it('records the invitation with the member as listed (mobile masked) and refreshes their rooms once', async () => {
    const invitee = await t.register();
    const answer = await api.invite(owner.token, {
      mobile: invitee.mobile,
      permissions: ['order:view', 'activity:view'],
    });
    expect(answer.body.code).toBe('0000');
    const entries = await entriesOf(invitee);
    expect(entries).toHaveLength(1);
    expectMadeBy(entries[0], answer);
    expect(entries[0]).toMatchObject({ action: 'invite', objectId: invitee.id, before: null });
    expect(entries[0]!.after).toEqual({
      nickname: nicknameOf(invitee),
      mobile: masked(invitee.mobile),
      role: 'member',
      permissions: ['activity:view', 'order:view'],
      status: 'active',
    });
    expect(JSON.stringify(entries[0])).not.toContain(invitee.mobile);
    expect(refreshesOf(invitee)).toEqual([
      { to: 'refresh-merchant-rooms', userId: invitee.id, merchantId: shop.id },
    ]);
  });

  it('leaves neither the membership, its entry nor a refresh when the write fails', async () => {
    const invitee = await t.register();
    t.failNextWrite();
    const answer = await api.invite(owner.token, { mail: invitee.mail, permissions: [] });
    expect(answer.status).toBe(500);
    expect(await api.membership(invitee.id)).toBeUndefined();
    expect(await entriesOf(invitee)).toEqual([]);
    expect(refreshesOf(invitee)).toEqual([]);
  });
});

describe("changing a sub-account's keys and status", () => {
  it('records new keys as setPermissions, with the keys before and after', async () => {
    const member = await subAccount({ permissions: ['order:view'] });
    const answer = await api.update(owner.token, member.id, {
      permissions: ['order:view', 'chat:reply'],
    });
    expect(answer.body.code).toBe('0000');
    const entries = await entriesOf(member);
    expect(entries).toHaveLength(1);
    expectMadeBy(entries[0], answer);
    expect(entries[0]).toMatchObject({
      action: 'setPermissions',
      before: { permissions: ['order:view'] },
      after: { permissions: ['order:view', 'chat:reply'] },
    });
    expect(refreshesOf(member)).toHaveLength(1);
  });

  it('names status moves by MEMBER_MOVES (disable, enable), and a change of both update', async () => {
    const member = await subAccount({ permissions: ['order:view'] });
    const disabled = await api.update(owner.token, member.id, { status: 'disabled' });
    const enabled = await api.update(owner.token, member.id, { status: 'active' });
    const both = await api.update(owner.token, member.id, {
      status: 'disabled',
      permissions: [],
    });
    const entries = await entriesOf(member);
    expect(entries.map((entry) => entry.action)).toEqual(['disable', 'enable', 'update']);
    expectMadeBy(entries[0], disabled);
    expectMadeBy(entries[1], enabled);
    expectMadeBy(entries[2], both);
    expect(entries[0]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'disabled' },
    });
    expect(entries[1]).toMatchObject({
      before: { status: 'disabled' },
      after: { status: 'active' },
    });
    expect(entries[2]).toMatchObject({
      before: { status: 'active', permissions: ['order:view'] },
      after: { status: 'disabled', permissions: [] },
    });
    expect(refreshesOf(member)).toHaveLength(3);
  });

  it('writes and records nothing when nothing differs', async () => {
    const member = await subAccount({ permissions: ['order:view'] });
    const answer = await api.update(owner.token, member.id, {
      status: 'active',
      permissions: ['order:view'],
    });
    expect(answer.body.code).toBe('0000');
    expect(await entriesOf(member)).toEqual([]);
    expect(refreshesOf(member)).toEqual([]);
  });

  it('leaves the member as they were, with no entry and no refresh, when the write fails', async () => {
    const member = await subAccount({ permissions: ['order:view'] });
    t.failNextWrite();
    const answer = await api.update(owner.token, member.id, {
      status: 'disabled',
      permissions: [],
    });
    expect(answer.status).toBe(500);
    expect(await api.membership(member.id)).toMatchObject({
      status: 'active',
      permissions: ['order:view'],
    });
    expect(await entriesOf(member)).toEqual([]);
    expect(refreshesOf(member)).toEqual([]);
  });
});

describe('ending a membership', () => {
  it('records a removal with what the member was, and moves their sockets out once', async () => {
    const member = await subAccount({ permissions: ['chat:reply'] });
    const answer = await api.remove(owner.token, member.id);
    expect(answer.body.code).toBe('0000');
    const entries = await entriesOf(member);
    expect(entries).toHaveLength(1);
    expectMadeBy(entries[0], answer);
    expect(entries[0]).toMatchObject({ action: 'remove', after: null });
    expect(entries[0]!.before).toEqual({
      nickname: nicknameOf(member),
      mobile: masked(member.mobile),
      role: 'member',
      permissions: ['chat:reply'],
      status: 'active',
    });
    expect(refreshesOf(member)).toEqual([
      { to: 'refresh-merchant-rooms', userId: member.id, merchantId: shop.id },
    ]);
  });

  it('keeps the member, with no entry and no refresh, when the removal fails', async () => {
    const member = await subAccount();
    t.failNextWrite();
    expect((await api.remove(owner.token, member.id)).status).toBe(500);
    expect(await api.membership(member.id)).toBeDefined();
    expect(await entriesOf(member)).toEqual([]);
    expect(refreshesOf(member)).toEqual([]);
  });

  it('records a member leaving on their own as leave, the member as the actor', async () => {
    const member = await subAccount({ permissions: ['order:view'] });
    const answer = await t.call('POST', '/api/account/leave', {
      token: member.token,
      payload: { merchantId: shop.id },
    });
    expect(answer.body.code).toBe('0000');
    const entries = await entriesOf(member);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      scope: shop.id,
      actorType: 'member',
      actorId: member.id,
      action: 'leave',
      objectType: 'member',
      objectId: member.id,
      before: { role: 'member', permissions: ['order:view'], status: 'active' },
      after: null,
      requestId: answer.headers['x-request-id'],
    });
    expect(refreshesOf(member)).toEqual([
      { to: 'refresh-merchant-rooms', userId: member.id, merchantId: shop.id },
    ]);
  });

  it('keeps a member whose leaving fails, with no entry and no refresh', async () => {
    const member = await subAccount();
    t.failNextWrite();
    const answer = await t.call('POST', '/api/account/leave', {
      token: member.token,
      payload: { merchantId: shop.id },
    });
    expect(answer.status).toBe(500);
    expect(await api.membership(member.id)).toBeDefined();
    expect(await entriesOf(member)).toEqual([]);
    expect(refreshesOf(member)).toEqual([]);
  });
});
