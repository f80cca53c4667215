import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueMail, uniqueMobile, type TestApp, type TestUser } from './helper.ts';
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

describe('POST /api/merchant/members', () => {
  it('adds a registered user found by mobile, or by mail in any case', async () => {
    const byMobile = await t.register();
    const answer = await api.invite(owner.token, {
      mobile: byMobile.mobile,
      permissions: ['order:view', 'activity:view'],
    });
    expect(answer.body.code).toBe('0000');
    expect(answer.body.content.member).toEqual({
      id: expect.any(Number),
      userId: byMobile.id,
      nickname: byMobile.mail.split('@')[0],
      mobile: `${byMobile.mobile.slice(0, 3)}****${byMobile.mobile.slice(-4)}`,
      role: 'member',
      permissions: ['activity:view', 'order:view'],
      status: 'active',
    });
    const byMail = await t.register();
    const second = await api.invite(owner.token, {
      mail: byMail.mail.toUpperCase(),
      permissions: [],
    });
    expect(second.body.content.member).toMatchObject({ userId: byMail.id, permissions: [] });
    const merchants = await t.call('GET', '/api/userMerchants', { token: byMail.token });
    expect(merchants.body.content.merchants).toEqual([{ id: shop.id, name: 'Sunrise Studio' }]);
  });

  it('answers 1001 for an unknown mobile or mail and for someone already a member', async () => {
    const unknownMobile = await api.invite(owner.token, {
      mobile: uniqueMobile(),
      permissions: [],
    });
    expect(unknownMobile.status).toBe(400);
    expect(unknownMobile.body).toEqual({
      code: '1001',
      msg: 'no registered user with this mobile/mail',
      content: { fields: { mobile: 'no registered user with this mobile/mail' } },
    });
    const unknownMail = await api.invite(owner.token, { mail: uniqueMail(), permissions: [] });
    expect(unknownMail.body.content.fields).toEqual({
      mail: 'no registered user with this mobile/mail',
    });
    const zh = await t.call('POST', '/api/merchant/members', {
      token: owner.token,
      payload: { merchants_id: shop.id, mobile: uniqueMobile(), permissions: [] },
    });
    expect(zh.body.msg).toBe('没有使用该手机号或邮箱注册的用户');

    const member = await t.register();
    await t.addMember(shop.id, member.id, { status: 'disabled' });
    for (const target of [{ mobile: member.mobile }, { mobile: owner.mobile }]) {
      const again = await api.invite(owner.token, { ...target, permissions: ['order:view'] });
      expect(again.body.content.fields).toEqual({
        mobile: 'This user is already a member of this merchant',
      });
    }
    expect((await api.membership(member.id))!.permissions).toEqual([]);
  });

  it('refuses a bad body with 1001 fields', async () => {
    const user = await t.register();
    const cases: [Record<string, unknown>, string][] = [
      [{ permissions: [] }, 'mobile'],
      [{ mobile: user.mobile, mail: user.mail, permissions: [] }, 'mobile'],
      [{ mobile: '12345', permissions: [] }, 'mobile'],
      [{ mobile: user.mobile, permissions: ['shop:destroy'] }, 'permissions.0'],
      [{ mobile: user.mobile, permissions: ['order:view', 'order:view'] }, 'permissions'],
      [{ mobile: user.mobile }, 'permissions'],
    ];
    for (const [payload, field] of cases) {
      const answer = await api.invite(owner.token, payload);
      expect(answer.body.code, JSON.stringify(payload)).toBe('1001');
      expect(Object.keys(answer.body.content.fields)).toContain(field);
    }
    expect(await api.membership(user.id)).toBeUndefined();
  });

  it('lets a manager grant only keys they hold (1003 otherwise, nothing stored)', async () => {
    const manager = await api.managerWith(['order:view']);
    const newcomer = await t.register();
    const refused = await api.invite(manager.token, {
      mobile: newcomer.mobile,
      permissions: ['order:view', 'order:manage'],
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: '1003',
      msg: 'You cannot grant a permission you do not hold',
      content: null,
    });
    expect(await api.membership(newcomer.id)).toBeUndefined();
    const allowed = await api.invite(manager.token, {
      mobile: newcomer.mobile,
      permissions: ['order:view', 'member:manage'],
    });
    expect(allowed.body.content.member.permissions).toEqual(['order:view', 'member:manage']);
  });

  it('answers 1003 without member:manage and for another merchant, changing nothing', async () => {
    const clerk = await t.register();
    await t.addMember(shop.id, clerk.id, { permissions: ['order:view'] });
    const target = await t.register();
    expect((await api.invite(clerk.token, { mobile: target.mobile, permissions: [] })).status).toBe(
      403,
    );
    const otherOwner = await t.register();
    const otherShop = await t.createMerchant(otherOwner.id);
    const foreign = await api.invite(
      owner.token,
      { mobile: target.mobile, permissions: [] },
      otherShop.id,
    );
    expect(foreign.body.code).toBe('1003');
    expect(await api.membership(target.id, otherShop.id)).toBeUndefined();
    expect(await api.membership(target.id)).toBeUndefined();
    const anonymous = await t.call('POST', '/api/merchant/members', {
      payload: { merchants_id: shop.id, mobile: target.mobile, permissions: [] },
    });
    expect(anonymous.body.code).toBe('1007');
  });
});
