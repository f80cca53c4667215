import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { memberApi, type MemberApi } from './member-fixtures.ts';

let t: TestApp;
let owner: TestUser;
let shop: { id: number; name: string };
let api: MemberApi;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.register();
  shop = await t.createMerchant(owner.id, 'Sunrise Studio');
  api = memberApi(t, shop.id);
});
afterAll(() => t.close());

describe('PUT /api/merchant/members/{userId}', () => {
  it('replaces the keys and disables, which takes the merchant away from the member', async () => {
    const member = await t.register();
    await t.addMember(shop.id, member.id, { permissions: ['order:view'] });
    const changed = await api.update(owner.token, member.id, {
      permissions: ['chat:reply', 'order:manage'],
    });
    expect(changed.body.content.member.permissions).toEqual(['order:manage', 'chat:reply']);

    const disabled = await api.update(owner.token, member.id, { status: 'disabled' });
    expect(disabled.body.content.member).toMatchObject({ status: 'disabled' });
    const info = await t.call('GET', '/api/userInfo', { token: member.token });
    expect(info.body.content.merchants).toEqual([]);
    const merchants = await t.call('GET', '/api/userMerchants', { token: member.token });
    expect(merchants.body.content.merchants).toEqual([]);
    const context = await t.call('GET', '/api/merchant/context', {
      token: member.token,
      query: { merchants_id: String(shop.id) },
    });
    expect(context.body.code).toBe('1003');

    await api.update(owner.token, member.id, { status: 'active' });
    const back = await t.call('GET', '/api/merchant/context', {
      token: member.token,
      query: { merchants_id: String(shop.id) },
    });
    expect(back.body.content.permissions).toEqual(['order:manage', 'chat:reply']);
  });

  it('refuses to change the owner, with 1003, even for the owner', async () => {
    const manager = await api.managerWith([]);
    for (const token of [manager.token, owner.token]) {
      const answer = await api.update(token, owner.id, { status: 'disabled' });
      expect(answer.status).toBe(403);
      expect(answer.body.msg).toBe('The owner cannot be changed, disabled or removed');
    }
    expect((await api.membership(owner.id))!).toMatchObject({ status: 'active', role: 'owner' });
  });

  it('refuses a member changing themselves (1003)', async () => {
    const manager = await api.managerWith(['order:view']);
    const answer = await api.update(manager.token, manager.id, { permissions: ['member:manage'] });
    expect(answer.body).toEqual({
      code: '1003',
      msg: 'You cannot change or remove yourself',
      content: null,
    });
    expect((await api.update(manager.token, manager.id, { status: 'disabled' })).body.code).toBe(
      '1003',
    );
    expect((await api.membership(manager.id))!).toMatchObject({
      status: 'active',
      permissions: ['member:manage', 'order:view'],
    });
  });

  it('refuses a grant beyond the manager’s own keys, but keeps keys the member already had', async () => {
    const manager = await api.managerWith(['order:view']);
    const member = await t.register();
    await t.addMember(shop.id, member.id, { permissions: ['shop:edit'] });
    const grant = await api.update(manager.token, member.id, {
      permissions: ['shop:edit', 'chat:reply'],
    });
    expect(grant.body.code).toBe('1003');
    expect((await api.membership(member.id))!.permissions).toEqual(['shop:edit']);
    const kept = await api.update(manager.token, member.id, {
      permissions: ['shop:edit', 'order:view'],
    });
    expect(kept.body.content.member.permissions).toEqual(['shop:edit', 'order:view']);
  });

  it('answers 1002 for a user who is not a member, and 1003 from another merchant', async () => {
    const stranger = await t.register();
    const missing = await api.update(owner.token, stranger.id, { status: 'disabled' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('1002');

    const otherOwner = await t.register();
    const otherShop = await t.createMerchant(otherOwner.id);
    const theirMember = await t.register();
    await t.addMember(otherShop.id, theirMember.id, { permissions: ['order:view'] });
    // Through my merchant their member is unknown; through theirs I am not a member.
    expect((await api.update(owner.token, theirMember.id, { status: 'disabled' })).body.code).toBe(
      '1002',
    );
    const foreign = await api.update(
      owner.token,
      theirMember.id,
      { status: 'disabled' },
      otherShop.id,
    );
    expect(foreign.body.code).toBe('1003');
    expect((await api.membership(theirMember.id, otherShop.id))!.status).toBe('active');
  });

  it('answers 1003 to a disabled manager and changes nothing', async () => {
    const manager = await t.register();
    await t.addMember(shop.id, manager.id, { permissions: ['member:manage'], status: 'disabled' });
    const member = await t.register();
    await t.addMember(shop.id, member.id);
    expect((await api.update(manager.token, member.id, { status: 'disabled' })).body.code).toBe(
      '1003',
    );
    expect((await api.remove(manager.token, member.id)).body.code).toBe('1003');
    expect((await api.membership(member.id))!.status).toBe('active');
  });
});

describe('DELETE /api/merchant/members/{userId}', () => {
  it('removes a member, taking merchants_id from the query or from a body', async () => {
    const first = await t.register();
    const second = await t.register();
    await t.addMember(shop.id, first.id);
    await t.addMember(shop.id, second.id);
    expect((await api.remove(owner.token, first.id)).body).toEqual({
      code: '0000',
      msg: 'success',
      content: null,
    });
    expect(await api.membership(first.id)).toBeUndefined();
    const withBody = await t.call('DELETE', `/api/merchant/members/${second.id}`, {
      token: owner.token,
      payload: { merchants_id: shop.id },
    });
    expect(withBody.body.code).toBe('0000');
    expect(await api.membership(second.id)).toBeUndefined();
    expect((await api.remove(owner.token, second.id)).body.code).toBe('1002');
  });

  it('never removes the owner or oneself', async () => {
    const manager = await api.managerWith([]);
    expect((await api.remove(manager.token, owner.id)).body.code).toBe('1003');
    expect((await api.remove(owner.token, owner.id)).body.code).toBe('1003');
    expect((await api.remove(manager.token, manager.id)).body.code).toBe('1003');
    expect(await api.membership(owner.id)).toBeDefined();
    expect(await api.membership(manager.id)).toBeDefined();
  });

  it("answers 1003 for another merchant's id and removes nothing", async () => {
    const otherOwner = await t.register();
    const otherShop = await t.createMerchant(otherOwner.id);
    const theirMember = await t.register();
    await t.addMember(otherShop.id, theirMember.id);
    expect((await api.remove(owner.token, theirMember.id, otherShop.id)).body.code).toBe('1003');
    expect(await api.membership(theirMember.id, otherShop.id)).toBeDefined();
    const noMerchant = await t.call('DELETE', `/api/merchant/members/${theirMember.id}`, {
      token: owner.token,
    });
    expect(noMerchant.body.code).toBe('1001');
  });
});
