import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { merchantMembers, users } from '../src/db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { collect, listen, nextEvent, socketPool, waitUntil } from './realtime-client.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';

// My account (docs/account.md "Decisions"): /account/mine, the default merchant, leaving a
// merchant.
let t: TestApp;
let url: string;
const pool = socketPool();
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterEach(pool.closeAll);
afterAll(() => t.close());

const mine = (user: TestUser, merchantId?: number, locale = 'en-US') =>
  t.call('GET', '/api/account/mine', {
    token: user.token,
    locale,
    query: merchantId === undefined ? {} : { merchants_id: String(merchantId) },
  });
const leave = (user: TestUser, merchantId: number, locale = 'en-US') =>
  t.call('POST', '/api/account/leave', { token: user.token, locale, payload: { merchantId } });
const setDefault = (user: TestUser, merchantId: number | null) =>
  t.call('PUT', '/api/account/default-merchant', {
    token: user.token,
    locale: 'en-US',
    payload: { merchantId },
  });

describe('GET /api/account/mine', () => {
  it('describes me in the merchant: role, keys, owner, record, licence, joined; and lists my merchants', async () => {
    const { owner, shop } = await storefrontApi(t).openShop();
    await t.db.update(users).set({ nickname: 'Owner Mia' }).where(eq(users.id, owner.id));
    const member = await t.register();
    await t.addMember(shop.id, member.id, { permissions: ['order:view', 'chat:reply'] });
    const other = await t.createMerchant(member.id, 'My Own Shop');

    const answer = await mine(member, shop.id);
    expect(answer.body.code).toBe('0000');
    const { current, merchants, defaultMerchantId } = answer.body.content;
    expect(current).toMatchObject({
      merchant: { id: shop.id, name: shop.name },
      role: 'member',
      permissions: ['order:view', 'chat:reply'],
      owner: { id: owner.id, nickname: 'Owner Mia' },
      record: { status: 'approved' },
      licence: { status: 'none', validUntil: null },
    });
    expect(Number.isNaN(Date.parse(current.joinedAt))).toBe(false);
    expect(merchants.map((m: { id: number; role: string }) => [m.id, m.role])).toEqual([
      [shop.id, 'member'],
      [other.id, 'owner'],
    ]);
    expect(defaultMerchantId).toBeNull();

    const withoutMerchant = await mine(member);
    expect(withoutMerchant.body.content.current).toBeNull();
    expect(withoutMerchant.body.content.merchants).toHaveLength(2);
  });

  it('refuses a merchant I do not belong to with 1003, and bad ids with 1001', async () => {
    const { shop } = await storefrontApi(t).openShop();
    const stranger = await t.register();
    expect((await mine(stranger, shop.id)).body.code).toBe('1003');
    const bad = await t.call('GET', '/api/account/mine', {
      token: stranger.token,
      query: { merchants_id: 'abc' },
    });
    expect(bad.body.code).toBe('1001');
    expect(bad.body.content.fields).toHaveProperty('merchants_id');
    expect((await t.call('GET', '/api/account/mine')).body.code).toBe('1007');
  });
});

describe('PUT /api/account/default-merchant', () => {
  it('makes sign-in and the merchant list open the default merchant first', async () => {
    const user = await t.register();
    const first = await t.createMerchant(user.id, 'First');
    const second = await t.createMerchant(user.id, 'Second');
    const signedIn = async () =>
      (await t.signIn(user.mail, user.password)).body.content.info.merchants.map(
        (m: { id: number }) => m.id,
      );
    expect(await signedIn()).toEqual([first.id, second.id]);

    expect((await setDefault(user, second.id)).body.code).toBe('0000');
    expect(await signedIn()).toEqual([second.id, first.id]);
    const list = await t.call('GET', '/api/userMerchants', { token: user.token });
    expect(list.body.content.merchants[0].id).toBe(second.id);
    // The default wins over a later switch (last use) at the next sign-in.
    await t.call('PUT', `/api/merchants/lastUse/${first.id}`, { token: user.token });
    expect(await signedIn()).toEqual([second.id, first.id]);
    const view = (await mine(user)).body.content;
    expect(view.defaultMerchantId).toBe(second.id);
    expect(view.merchants.map((m: { isDefault: boolean }) => m.isDefault)).toEqual([true, false]);

    expect((await setDefault(user, null)).body.code).toBe('0000');
    expect(await signedIn()).toEqual([first.id, second.id]);
  });

  it('refuses a merchant I am not a member of (1003) and a malformed id (1001)', async () => {
    const user = await t.register();
    const { shop } = await storefrontApi(t).openShop();
    expect((await setDefault(user, shop.id)).body.code).toBe('1003');
    const bad = await t.call('PUT', '/api/account/default-merchant', {
      token: user.token,
      payload: { merchantId: 'x' },
    });
    expect(bad.body.code).toBe('1001');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.defaultMerchantId).toBeNull();
  });
});

describe('POST /api/account/leave', () => {
  it('refuses the owner, in both languages, and keeps the membership', async () => {
    const owner = await t.register();
    const shop = await t.createMerchant(owner.id);
    const english = await leave(owner, shop.id);
    expect(english.status).toBe(403);
    expect(english.body).toEqual({
      code: '1003',
      msg: 'The owner cannot leave their own merchant',
      content: null,
    });
    const chinese = await leave(owner, shop.id, 'zh-CN');
    expect(chinese.body.msg).toBe('商户所有者不能退出商户');
    expect((await mine(owner, shop.id)).body.content.current.role).toBe('owner');
  });

  it('ends the membership at once: later calls are refused and the sockets hear no more', async () => {
    const owner = await t.register();
    const shop = await t.createMerchant(owner.id);
    const member = await t.register();
    await t.addMember(shop.id, member.id, { permissions: ['order:view'] });
    await setDefault(member, shop.id);
    const socket = await pool.open(url, member.token);
    await waitUntil(async () => (await t.app.realtime.countSockets(member.id)) === 1);
    const heard = collect(socket, 'test-merchant');
    void t.app.realtime.deliver([
      { to: 'room', room: 'merchant', merchantId: shop.id, event: 'test-merchant', payload: 1 },
    ]);
    await waitUntil(async () => heard.length === 1);
    // Read once, so the identity cache holds the membership that leaving must forget.
    expect((await mine(member, shop.id)).body.code).toBe('0000');

    expect((await leave(member, shop.id)).body).toEqual({
      code: '0000',
      msg: 'success',
      content: null,
    });
    expect((await mine(member, shop.id)).body.code).toBe('1003');
    const context = await t.call('GET', '/api/merchant/context', {
      token: member.token,
      query: { merchants_id: String(shop.id) },
    });
    expect(context.body.code).toBe('1003');
    const rows = await t.db
      .select()
      .from(merchantMembers)
      .where(eq(merchantMembers.userId, member.id));
    expect(rows).toEqual([]);
    const [user] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(user!.defaultMerchantId).toBeNull();

    void t.app.realtime.deliver([
      { to: 'room', room: 'merchant', merchantId: shop.id, event: 'test-merchant', payload: 2 },
    ]);
    const sentinel = nextEvent(socket, 'test-sentinel');
    void t.app.realtime.deliver([
      { to: 'user', userId: member.id, event: 'test-sentinel', payload: null },
    ]);
    await sentinel;
    expect(heard).toEqual([1]);
    // Leaving twice: no longer a member (1002), nothing changes.
    expect((await leave(member, shop.id)).body.code).toBe('1002');
  });
});
