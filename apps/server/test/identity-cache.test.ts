import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../src/db/schema.ts';
import { IDENTITY_TTL_MS } from '../src/identity/index.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { memberApi, type MemberApi } from './member-fixtures.ts';

// docs/auth.md "Identity cache": a token's session and memberships are reused for a moment;
// every change of rights made through the app is seen by the very next request.

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
afterEach(() => vi.useRealTimers());

const orders = (token: string) =>
  t.call('GET', '/api/orders', { token, query: { merchants_id: String(shop.id) } });
const userInfo = (token: string) => t.call('GET', '/api/userInfo', { token });

/** A member with `order:view` whose token has just read the orders (so both are kept). */
async function viewingMember() {
  const member = await t.register();
  await t.addMember(shop.id, member.id, { permissions: ['order:view'] });
  expect((await orders(member.token)).body.code).toBe('0000');
  return member;
}

describe('identity cache', () => {
  it('reuses a session read moments ago, and reads it again once the moment has passed', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const user = await t.register();
    expect((await userInfo(user.token)).body.code).toBe('0000');
    // Disabled behind the app's back (there is no such action yet): the kept session answers
    // until it is read again, which shows requests within the moment do not read it.
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await userInfo(user.token)).body.code).toBe('0000');
    vi.advanceTimersByTime(IDENTITY_TTL_MS + 1);
    expect((await userInfo(user.token)).body.code).toBe('1007');
  });

  it('ends a kept session at the sign-out', async () => {
    const user = await t.register();
    expect((await userInfo(user.token)).body.code).toBe('0000');
    expect((await t.call('POST', '/api/logout', { token: user.token })).body.code).toBe('0000');
    expect((await userInfo(user.token)).body.code).toBe('1007');
  });

  it('ends kept sessions when the password is reset', async () => {
    const user = await t.register();
    expect((await userInfo(user.token)).body.code).toBe('0000');
    await t.sendCode({ mail: user.mail }, 'reset');
    const captcha = (await t.lastCode(user.mail))!;
    const reset = await t.call('POST', '/api/password/reset', {
      payload: { mail: user.mail, captcha, password: 'NewSecret456' },
    });
    expect(reset.body.code).toBe('0000');
    expect((await userInfo(user.token)).body.code).toBe('1007');
  });

  it('applies a kept member’s lost permission, disabling and removal at the next request', async () => {
    const narrowed = await viewingMember();
    await api.update(owner.token, narrowed.id, { permissions: ['chat:reply'] });
    expect((await orders(narrowed.token)).body.code).toBe('1003');

    const disabled = await viewingMember();
    await api.update(owner.token, disabled.id, { status: 'disabled' });
    expect((await orders(disabled.token)).body.code).toBe('1003');

    const removed = await viewingMember();
    expect((await api.remove(owner.token, removed.id)).body.code).toBe('0000');
    expect((await orders(removed.token)).body.code).toBe('1003');
  });

  it('keeps the session of a token apart from its merchants: one kept, the other still checked', async () => {
    const member = await viewingMember();
    const other = await t.createMerchant((await t.register()).id, 'Harbor Books');
    const elsewhere = await t.call('GET', '/api/orders', {
      token: member.token,
      query: { merchants_id: String(other.id) },
    });
    expect(elsewhere.body.code).toBe('1003');
    expect((await orders(member.token)).body.code).toBe('0000');
  });
});
