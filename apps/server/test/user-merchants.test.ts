import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantMembers } from '../src/db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';

let t: TestApp;
let owner: TestUser;
let shop: { id: number; name: string };
let otherShop: { id: number; name: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.register();
  shop = await t.createMerchant(owner.id, 'Sunrise Studio');
  otherShop = await t.createMerchant((await t.register()).id, 'Harbor Books');
});
afterAll(() => t.close());

describe('GET /api/userMerchants and PUT /api/merchants/lastUse', () => {
  it('lists merchants in creation order until one is used, then last used first', async () => {
    const user = await t.register();
    const first = await t.createMerchant(user.id, 'First');
    const second = await t.createMerchant(user.id, 'Second');
    const third = await t.createMerchant(user.id, 'Third');
    const list = async () =>
      (await t.call('GET', '/api/userMerchants', { token: user.token })).body.content.merchants;
    expect(await list()).toEqual([first, second, third].map(({ id, name }) => ({ id, name })));

    const used = await t.call('PUT', `/api/merchants/lastUse/${third.id}`, {
      token: user.token,
      locale: 'en-US',
    });
    expect(used.body).toEqual({ code: '0000', msg: 'success', content: null });
    t.clock.advance(1000);
    await t.call('PUT', `/api/merchants/lastUse/${second.id}`, { token: user.token });
    expect((await list()).map((m: { name: string }) => m.name)).toEqual([
      'Second',
      'Third',
      'First',
    ]);
    const me = await t.call('GET', '/api/userInfo', { token: user.token });
    expect(me.body.content.merchants.map((m: { name: string }) => m.name)).toEqual([
      'Second',
      'Third',
      'First',
    ]);
    const [row] = await t.db
      .select()
      .from(merchantMembers)
      .where(and(eq(merchantMembers.userId, user.id), eq(merchantMembers.merchantId, second.id)));
    expect(row!.lastUsedAt).toEqual(t.clock.now());
  });

  it("answers 1003 and records nothing for a merchant the caller doesn't belong to", async () => {
    const answer = await t.call('PUT', `/api/merchants/lastUse/${otherShop.id}`, {
      token: owner.token,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('1003');
    const rows = await t.db
      .select()
      .from(merchantMembers)
      .where(eq(merchantMembers.merchantId, otherShop.id));
    expect(rows.every((row) => row.lastUsedAt === null)).toBe(true);
  });

  it('answers 1001 for a merchant id that is not a number', async () => {
    const answer = await t.call('PUT', '/api/merchants/lastUse/abc', {
      token: owner.token,
      locale: 'en-US',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.content.fields).toEqual({ merchantId: 'Invalid value' });
  });

  it('leaves out disabled memberships', async () => {
    const member = await t.register();
    await t.addMember(shop.id, member.id, { status: 'disabled' });
    const answer = await t.call('GET', '/api/userMerchants', { token: member.token });
    expect(answer.body.content).toEqual({ merchants: [] });
  });
});
