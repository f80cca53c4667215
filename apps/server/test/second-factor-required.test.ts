import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { holdOnlyRole, systemCall } from './system-fixtures.ts';
import { signInWithTotp, turnOnTotp } from './second-factor-fixtures.ts';

// docs/auth.md "Required": an owner (or a platform role) requires a second factor.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setRequired = (token: string, merchantId: number, required: boolean, locale = 'en-US') =>
  t.call('PUT', '/api/merchant/second-factor', {
    token,
    payload: { merchants_id: merchantId, required },
    locale,
  });
const context = (token: string, merchantId: number, locale = 'en-US') =>
  t.call('GET', '/api/merchant/context', {
    token,
    query: { merchants_id: String(merchantId) },
    locale,
  });
const infoOf = async (user: TestUser) =>
  (await t.call('GET', '/api/userInfo', { token: user.token })).body.content;

async function ownerWithTotp(name: string) {
  const owner = await t.register();
  const shop = await t.createMerchant(owner.id, name);
  const { secret } = await turnOnTotp(t, owner);
  return { owner, shop, secret };
}

describe('a merchant that requires a second factor', () => {
  it('answers 1003 saying why to a member without one, in that merchant only', async () => {
    const { owner, shop } = await ownerWithTotp('Harbour Tea');
    const member = await t.register();
    await t.addMember(shop.id, member.id);
    const elsewhere = await t.createMerchant(member.id, 'Corner Bakery');
    expect((await context(member.token, shop.id)).body.code).toBe('0000');

    const answer = await setRequired(owner.token, shop.id, true);
    expect(answer.body).toEqual({ code: '0000', msg: 'success', content: { required: true } });
    const refused = await context(member.token, shop.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: '1003',
      msg: 'Harbour Tea requires a second factor: turn on an authenticator app or add a passkey in your account settings to work there',
      content: null,
    });
    const inChinese = await context(member.token, shop.id, 'zh-CN');
    expect(inChinese.body.msg).toContain('“Harbour Tea”要求两步验证');
    // Their own merchant, their account and the setting's read stay open.
    expect((await context(member.token, elsewhere.id)).body.code).toBe('0000');
    expect(await infoOf(member)).toMatchObject({ secondFactorRequiredBy: ['Harbour Tea'] });
    const status = await t.call('GET', '/api/account/second-factor', { token: member.token });
    expect(status.body.content.requiredBy).toEqual(['Harbour Tea']);
    // The owner, who has one, works on.
    expect((await context(owner.token, shop.id)).body.code).toBe('0000');

    // Setting one up opens the merchant at once.
    await turnOnTotp(t, member);
    expect((await context(member.token, shop.id)).body.code).toBe('0000');
    expect(await infoOf(member)).toMatchObject({ secondFactorRequiredBy: [] });
  });

  it('lifting it restores access', async () => {
    const { owner, shop } = await ownerWithTotp('Pier Noodles');
    const member = await t.register();
    await t.addMember(shop.id, member.id);
    await setRequired(owner.token, shop.id, true);
    expect((await context(member.token, shop.id)).body.code).toBe('1003');
    expect((await setRequired(owner.token, shop.id, false)).body.content).toEqual({
      required: false,
    });
    expect((await context(member.token, shop.id)).body.code).toBe('0000');
    const trail = await t.trailOf(shop.id, { type: 'setting', id: shop.id });
    expect(trail.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['setSecondFactor', { requireSecondFactor: false }, { requireSecondFactor: true }],
      ['setSecondFactor', { requireSecondFactor: true }, { requireSecondFactor: false }],
    ]);
  });

  it('is the owner’s choice, and the owner needs a second factor first', async () => {
    const owner = await t.register();
    const shop = await t.createMerchant(owner.id, 'Quay Florist');
    const manager = await t.register();
    await t.addMember(shop.id, manager.id, { permissions: ['member:manage', 'shop:edit'] });
    await turnOnTotp(t, manager);
    const byManager = await setRequired(manager.token, shop.id, true);
    expect(byManager.body.code).toBe('1003');
    const first = await setRequired(owner.token, shop.id, true);
    expect(first.body).toEqual({
      code: '1001',
      msg: 'Turn on a second factor for yourself first',
      content: null,
    });
    const read = await t.call('GET', '/api/merchant/second-factor', {
      token: owner.token,
      query: { merchants_id: String(shop.id) },
    });
    expect(read.body.content).toEqual({ required: false });
  });

  it('a member signing in with the second factor works there', async () => {
    const { owner, shop } = await ownerWithTotp('Dock Coffee');
    const member = await t.register();
    await t.addMember(shop.id, member.id);
    await setRequired(owner.token, shop.id, true);
    const { secret } = await turnOnTotp(t, member);
    const token = await signInWithTotp(t, member, secret);
    expect((await context(token, shop.id)).body.code).toBe('0000');
  });
});

describe('a platform role that requires a second factor', () => {
  it('answers 1003 with the role to its holders without one, and only on platform calls', async () => {
    const admin = await t.register();
    await holdOnlyRole(t.db, admin.id, 'ROLE_ADMIN');
    const system = systemCall(t);
    const created = await system(admin.token, 'role/create', {
      key: 'ROLE_NIGHT_DESK',
      name: '夜班运营',
      nameEn: 'Night desk',
      access: 'op',
      requireSecondFactor: true,
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe('0000');
    const operator = await t.register();
    await holdOnlyRole(t.db, operator.id, 'ROLE_NIGHT_DESK');
    const shop = await t.createMerchant(operator.id, 'Own Shop');

    const platform = await t.call('GET', '/api/home/operator', {
      token: operator.token,
      locale: 'en-US',
    });
    expect(platform.body).toEqual({
      code: '1003',
      msg: 'The role Night desk requires a second factor: turn on an authenticator app or add a passkey in your account settings',
      content: null,
    });
    const chinese = await t.call('GET', '/api/home/operator', {
      token: operator.token,
      locale: 'zh-CN',
    });
    expect(chinese.body.msg).toContain('角色“夜班运营”要求两步验证');
    expect((await context(operator.token, shop.id)).body.code).toBe('0000');
    expect(await infoOf(operator)).toMatchObject({ secondFactorRequiredBy: ['夜班运营'] });

    await turnOnTotp(t, operator);
    const opened = await t.call('GET', '/api/home/operator', { token: operator.token });
    expect(opened.body.code).toBe('0000');
    const listed = await system(admin.token, 'role/list', { limit: 100 });
    const role = listed.body.content.list.find(
      (row: { key: string }) => row.key === 'ROLE_NIGHT_DESK',
    );
    expect(role).toMatchObject({ requireSecondFactor: true });
  });
});
