import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_MERCHANT_TEXT } from '@console/contract/api-codes';
import { PERMISSION_KEYS } from '@console/contract/roles';
import { merchants } from '../src/db/schema.ts';
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

const FORBIDDEN = { code: '1003', msg: 'You are not a member of this merchant', content: null };
const context = (token: string, merchantsId?: string | number) =>
  t.call('GET', '/api/merchant/context', {
    token,
    locale: 'en-US',
    query: merchantsId === undefined ? undefined : { merchants_id: String(merchantsId) },
  });

describe('merchant context (spec §7, DESIGN §3)', () => {
  it('answers 1001 with the fixed text when no merchant is given', async () => {
    for (const merchantsId of [undefined, '']) {
      const answer = await context(owner.token, merchantsId);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: '1001',
        msg: NO_MERCHANT_TEXT,
        content: NO_MERCHANT_TEXT,
      });
    }
  });

  it('answers 1001 naming merchants_id when it is not an id', async () => {
    const answer = await context(owner.token, 'abc');
    expect(answer.body).toEqual({
      code: '1001',
      msg: 'Invalid value',
      content: { fields: { merchants_id: 'Invalid value' } },
    });
  });

  it('gives the owner every permission key', async () => {
    const answer = await context(owner.token, shop.id);
    expect(answer.body).toEqual({
      code: '0000',
      msg: 'success',
      content: {
        merchant: { id: shop.id, name: 'Sunrise Studio' },
        role: 'owner',
        permissions: [...PERMISSION_KEYS],
        timeZone: 'Asia/Shanghai',
      },
    });
  });

  it("answers 1003 for another merchant's id and for a merchant that does not exist", async () => {
    expect((await context(owner.token, otherShop.id)).body).toEqual(FORBIDDEN);
    expect((await context(owner.token, 999_999)).body).toEqual(FORBIDDEN);
    expect((await context(owner.token, otherShop.id)).status).toBe(403);
  });

  it('answers 1003 to a disabled member and for a disabled merchant', async () => {
    const member = await t.register();
    await t.addMember(shop.id, member.id, { permissions: ['order:view'], status: 'disabled' });
    expect((await context(member.token, shop.id)).body).toEqual(FORBIDDEN);
    const closing = await t.createMerchant(owner.id, 'Closing Down');
    await t.db.update(merchants).set({ status: 'disabled' }).where(eq(merchants.id, closing.id));
    expect((await context(owner.token, closing.id)).body).toEqual(FORBIDDEN);
  });

  it('reads merchants_id from the body when the call has one', async () => {
    const answer = await t.call('PUT', `/api/merchants/lastUse/${shop.id}`, {
      token: owner.token,
      payload: { merchants_id: otherShop.id },
    });
    expect(answer.body.code).toBe('0000');
  });
});

describe('GET /api/merchant/members (permission member:manage)', () => {
  it('lists members with masked mobiles and no secrets to the owner', async () => {
    const member = await t.register();
    await t.addMember(shop.id, member.id, { permissions: ['order:view'] });
    const answer = await t.call('GET', '/api/merchant/members', {
      token: owner.token,
      query: { merchants_id: String(shop.id) },
    });
    expect(answer.status).toBe(200);
    const members = answer.body.content.members;
    expect(members[0]).toMatchObject({
      role: 'owner',
      mobile: `${owner.mobile.slice(0, 3)}****${owner.mobile.slice(-4)}`,
      status: 'active',
    });
    expect(members).toContainEqual(
      expect.objectContaining({
        role: 'member',
        permissions: ['order:view'],
        nickname: member.mail.split('@')[0],
      }),
    );
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(owner.mobile);
    expect(text).not.toContain('argon2');
  });

  it('answers 1003 to a member without the key and lets one with it in', async () => {
    const clerk = await t.register();
    await t.addMember(shop.id, clerk.id, { permissions: ['order:view', 'order:manage'] });
    const refused = await t.call('GET', '/api/merchant/members', {
      token: clerk.token,
      query: { merchants_id: String(shop.id) },
      locale: 'en-US',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: '1003',
      msg: 'Sorry, you have no permission',
      content: null,
    });
    const manager = await t.register();
    await t.addMember(shop.id, manager.id, { permissions: ['member:manage'] });
    const allowed = await t.call('GET', '/api/merchant/members', {
      token: manager.token,
      query: { merchants_id: String(shop.id) },
    });
    expect(allowed.body.code).toBe('0000');
  });

  it('answers 1007 before anything else when not signed in', async () => {
    const answer = await t.call('GET', '/api/merchant/members', {
      query: { merchants_id: String(shop.id) },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('1007');
  });
});
