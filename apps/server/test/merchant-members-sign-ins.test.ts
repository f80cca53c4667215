import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_SIGN_INS_SHOWN } from '@console/contract/member-sign-ins';
import { sessions } from '../src/db/schema.ts';
import { createTestApp, uniqueIp, type TestApp, type TestUser } from './helper.ts';

// docs/auth.md "Sign-ins": the owner sees a member's last sign-ins (every session opened).
let t: TestApp;
let owner: TestUser;
let shop: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.register();
  shop = await t.createMerchant(owner.id);
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

const signInsOf = (token: string, userId: number, merchantId = shop.id) =>
  t.call('GET', `/api/merchant/members/${userId}/sign-ins`, {
    token,
    query: { merchants_id: String(merchantId) },
    locale: 'en-US',
  });

async function subAccount(permissions: Parameters<TestApp['addMember']>[2] = {}) {
  const member = await t.register();
  await t.addMember(shop.id, member.id, permissions);
  return member;
}

/** Turns the authenticator app on for the user; answers a code generator for later steps. */
async function turnOnTotp(user: TestUser) {
  const setup = await t.call('POST', '/api/account/totp/setup', { token: user.token, payload: {} });
  const totp = new TOTP({ secret: Secret.fromBase32(setup.body.content.secret) });
  const codeAt = () => totp.generate({ timestamp: t.clock.now().getTime() });
  const enabled = await t.call('POST', '/api/account/totp/enable', {
    token: user.token,
    payload: { code: codeAt() },
  });
  expect(enabled.body.code).toBe('0000');
  return codeAt;
}

describe('GET /api/merchant/members/{userId}/sign-ins', () => {
  it('lists the sign-ins newest first: when, IP, browser, method and second factor', async () => {
    const member = await subAccount();
    t.clock.advance(60_000);
    const byPassword = await t.call('POST', '/api/login', {
      payload: { username: member.mail, password: member.password },
      ip: '10.1.1.1',
      headers: { 'user-agent': FIREFOX },
    });
    expect(byPassword.body.code).toBe('0000');
    t.clock.advance(61_000);
    await t.sendCode({ mobile: member.mobile }, 'login');
    const byCode = await t.call('POST', '/api/login/captcha', {
      payload: { mobile: member.mobile, captcha: await t.lastCode(member.mobile) },
      ip: '10.2.2.2',
      headers: { 'user-agent': CHROME },
    });
    expect(byCode.body.code).toBe('0000');
    t.clock.advance(60_000);
    const codeAt = await turnOnTotp(member);
    t.clock.advance(60_000);
    const first = await t.signIn(member.mail, member.password, '10.3.3.3');
    const second = await t.call('POST', '/api/login/second-factor', {
      payload: { ticket: first.body.content.secondFactor.ticket, code: codeAt() },
      ip: '10.3.3.3',
      headers: { 'user-agent': CHROME },
    });
    expect(second.body.code).toBe('0000');

    const answer = await signInsOf(owner.token, member.id);
    expect(answer.status).toBe(200);
    const signIns = answer.body.content.signIns;
    expect(signIns).toHaveLength(4);
    expect(signIns.map(({ id: _, ...rest }: { id: number }) => rest)).toEqual([
      {
        at: t.clock.now().toISOString(),
        ip: '10.3.3.3',
        browser: 'Chrome 120 · Windows',
        method: 'password',
        secondFactor: 'totp',
      },
      {
        at: new Date(t.clock.now().getTime() - 120_000).toISOString(),
        ip: '10.2.2.2',
        browser: 'Chrome 120 · Windows',
        method: 'code',
        secondFactor: null,
      },
      expect.objectContaining({
        ip: '10.1.1.1',
        browser: 'Firefox 121 · Linux',
        method: 'password',
      }),
      expect.objectContaining({ method: 'register', secondFactor: null }),
    ]);
  });

  it(`answers the last ${MEMBER_SIGN_INS_SHOWN} only, newest first`, async () => {
    const member = await subAccount();
    const start = t.clock.now().getTime();
    await t.db.insert(sessions).values(
      Array.from({ length: MEMBER_SIGN_INS_SHOWN + 5 }, (_, i) => ({
        tokenHash: `test-${member.id}-${i}`,
        userId: member.id,
        createdAt: new Date(start + (i + 1) * 1000),
        expiresAt: new Date(start + 86_400_000),
        ip: uniqueIp(),
      })),
    );
    const signIns = (await signInsOf(owner.token, member.id)).body.content.signIns;
    expect(signIns).toHaveLength(MEMBER_SIGN_INS_SHOWN);
    const times = signIns.map((signIn: { at: string }) => Date.parse(signIn.at));
    expect(times[0]).toBe(start + (MEMBER_SIGN_INS_SHOWN + 5) * 1000);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The registration's sign-in, the oldest, is past the cut.
    expect(times.at(-1)).toBe(start + 6 * 1000);
  });

  it('shows the owner their own sign-ins', async () => {
    const answer = await signInsOf(owner.token, owner.id);
    expect(answer.body.content.signIns[0]).toMatchObject({ method: 'register' });
  });

  it('is the owner’s alone: a member holding member:manage gets 1003', async () => {
    const manager = await subAccount({ permissions: ['member:manage'] });
    const member = await subAccount();
    const answer = await signInsOf(manager.token, member.id);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      code: '1003',
      msg: 'Only the owner of the merchant can do this',
      content: null,
    });
  });

  it('answers 1002 for a user who is not a member here, 1003 in a merchant one is not in', async () => {
    const elsewhere = await t.register();
    const otherShop = await t.createMerchant(elsewhere.id);
    const theirMember = await t.register();
    await t.addMember(otherShop.id, theirMember.id);
    const notHere = await signInsOf(owner.token, theirMember.id);
    expect(notHere.status).toBe(404);
    expect(notHere.body.code).toBe('1002');
    const notMine = await signInsOf(owner.token, theirMember.id, otherShop.id);
    expect(notMine.status).toBe(403);
    expect(notMine.body.code).toBe('1003');
  });
});
