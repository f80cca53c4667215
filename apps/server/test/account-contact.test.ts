import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import {
  createTestApp,
  uniqueIp,
  uniqueMail,
  uniqueMobile,
  type TestApp,
  type TestUser,
} from './helper.ts';

// /setting/account (docs/account.md "Decisions"): change my mail or mobile with a code sent to the
// new one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Channel = 'mail' | 'mobile';

const sendCode = (token: string, channel: Channel, to: string, locale = 'en-US') =>
  t.call('POST', '/api/account/contact/code', {
    token,
    payload: { channel, to },
    locale,
    ip: uniqueIp(),
  });
const change = (token: string, payload: unknown, locale = 'en-US') =>
  t.call('PUT', '/api/account/contact', { token, payload, locale });
const stored = async (user: TestUser) =>
  (await t.db.select().from(users).where(eq(users.id, user.id)))[0]!;
const noticesTo = async (to: string) =>
  (await t.outbox()).filter((entry) => entry.to === to && entry.notice);

describe('PUT /api/account/contact (mobile)', () => {
  it('changes the mobile with the code sent to the new one; the old one gets a notice', async () => {
    const user = await t.register();
    const mobile = uniqueMobile();
    const sent = await sendCode(user.token, 'mobile', mobile);
    expect(sent.body).toEqual({ code: '0000', msg: 'success', content: { resendAfter: 60 } });
    const code = await t.lastCode(mobile);
    expect(code).toMatch(/^\d{6}$/);

    const answer = await change(user.token, { channel: 'mobile', to: mobile, code });
    expect(answer.body).toEqual({
      code: '0000',
      msg: 'success',
      content: { mail: user.mail, mobile },
    });
    expect((await stored(user)).mobile).toBe(mobile);
    const [notice] = await noticesTo(user.mobile);
    expect(notice!.notice).toBe(
      `The mobile number of your account was changed to ${mobile}. If this was not you, reset your password at once.`,
    );
    expect(await noticesTo(mobile)).toEqual([]);
    // The code is used up, and the new mobile signs in.
    expect((await change(user.token, { channel: 'mobile', to: mobile, code })).body.code).toBe(
      '1001',
    );
    expect((await t.signIn(mobile, user.password)).body.code).toBe('0000');
  });

  it('refuses a code sent to another mobile, a wrong code and no code, and changes nothing', async () => {
    const user = await t.register();
    const wanted = uniqueMobile();
    const elsewhere = uniqueMobile();
    await sendCode(user.token, 'mobile', elsewhere);
    const otherCode = (await t.lastCode(elsewhere))!;

    const foreign = await change(user.token, { channel: 'mobile', to: wanted, code: otherCode });
    expect(foreign.body).toMatchObject({
      code: '1001',
      content: { fields: { code: 'The captcha is wrong or has expired' } },
    });
    await sendCode(user.token, 'mobile', wanted);
    const right = (await t.lastCode(wanted))!;
    const wrong = right === '000000' ? '111111' : '000000';
    expect(
      (await change(user.token, { channel: 'mobile', to: wanted, code: wrong })).body.code,
    ).toBe('1001');
    const missing = await change(user.token, { channel: 'mobile', to: wanted }, 'zh-CN');
    expect(missing.body.content.fields.code).toBe('请输入验证码！');
    // A code sent to the mobile for another purpose (here: registering) is not a contact code.
    const third = uniqueMobile();
    await t.sendCode({ mobile: third }, 'register');
    const registerCode = (await t.lastCode(third))!;
    const purpose = await change(user.token, { channel: 'mobile', to: third, code: registerCode });
    expect(purpose.body.code).toBe('1001');
    expect((await stored(user)).mobile).toBe(user.mobile);
    expect(await noticesTo(user.mobile)).toEqual([]);
  });

  it('refuses a mobile another account uses, when sending and when saving, in both languages', async () => {
    const user = await t.register();
    const other = await t.register();
    const english = await sendCode(user.token, 'mobile', other.mobile);
    expect(english.body).toMatchObject({
      code: '1001',
      content: { fields: { to: 'This mobile number is already used by another account' } },
    });
    const chinese = await sendCode(user.token, 'mobile', other.mobile, 'zh-CN');
    expect(chinese.body.content.fields.to).toBe('该手机号已被其他账号使用');
    expect(
      (await t.outbox()).filter((e) => e.to === other.mobile && e.purpose === 'contact'),
    ).toEqual([]);
    const mine = await sendCode(user.token, 'mobile', user.mobile);
    expect(mine.body.content.fields.to).toBe('This is already the one on your account');
  });

  it("refuses another account's code for the same mobile; the asker's code still works", async () => {
    const asker = await t.register();
    const other = await t.register();
    const mobile = uniqueMobile();
    await sendCode(asker.token, 'mobile', mobile);
    const code = (await t.lastCode(mobile))!;
    // The other account never asked for a code: the asker's is not theirs to use.
    const taken = await change(other.token, { channel: 'mobile', to: mobile, code });
    expect(taken.body).toMatchObject({
      code: '1001',
      content: { fields: { code: 'The captcha is wrong or has expired' } },
    });
    expect((await stored(other)).mobile).toBe(other.mobile);
    // Nor when it asked for one of its own since: each account uses the code it asked for.
    t.clock.advance(61_000);
    await sendCode(other.token, 'mobile', mobile);
    const theirs = (await t.lastCode(mobile))!;
    if (theirs !== code) {
      const swapped = await change(other.token, { channel: 'mobile', to: mobile, code });
      expect(swapped.body.code).toBe('1001');
    }
    const answer = await change(asker.token, { channel: 'mobile', to: mobile, code });
    expect(answer.body.content).toEqual({ mail: asker.mail, mobile });
    expect((await stored(asker)).mobile).toBe(mobile);
  });

  it('refuses a mobile taken between the code and the save', async () => {
    const user = await t.register();
    const other = await t.register();
    const mobile = uniqueMobile();
    await sendCode(user.token, 'mobile', mobile);
    const code = await t.lastCode(mobile);
    await t.db.update(users).set({ mobile }).where(eq(users.id, other.id));
    const answer = await change(user.token, { channel: 'mobile', to: mobile, code });
    expect(answer.body.content.fields.to).toBe(
      'This mobile number is already used by another account',
    );
    expect((await stored(user)).mobile).toBe(user.mobile);
  });
});

describe('PUT /api/account/contact (mail)', () => {
  it('changes the mail (lower-cased) and notifies the old one in my language', async () => {
    const user = await t.register();
    const mail = uniqueMail();
    await sendCode(user.token, 'mail', ` ${mail.toUpperCase()} `);
    const code = await t.lastCode(mail);
    const answer = await change(
      user.token,
      { channel: 'mail', to: mail.toUpperCase(), code },
      'zh-CN',
    );
    expect(answer.body.content).toEqual({ mail, mobile: user.mobile });
    expect((await stored(user)).mail).toBe(mail);
    const [notice] = await noticesTo(user.mail);
    expect(notice!.notice).toBe(`您账号的邮箱已改为 ${mail}。如非本人操作，请立即重置密码。`);
  });
});

describe('the rules of the code and the target', () => {
  it('checks the target against its channel, and applies the resend wait', async () => {
    const user = await t.register();
    const bad = await sendCode(user.token, 'mobile', 'not-a-mobile');
    expect(bad.body.content.fields.to).toBe('the mobile number format is incorrect!');
    const badMail = await sendCode(user.token, 'mail', '12345678901', 'zh-CN');
    expect(badMail.body.content.fields.to).toBe('邮箱格式不正确！');
    expect((await sendCode(user.token, 'fax' as Channel, '1')).body.code).toBe('1001');
    const mobile = uniqueMobile();
    expect((await sendCode(user.token, 'mobile', mobile)).body.code).toBe('0000');
    const again = await sendCode(user.token, 'mobile', mobile);
    expect(again.body.code).toBe('1005');
  });

  it('needs a session; POST /api/captcha cannot send a contact code', async () => {
    const mobile = uniqueMobile();
    const answer = await t.call('POST', '/api/account/contact/code', {
      payload: { channel: 'mobile', to: mobile },
    });
    expect(answer.body.code).toBe('1007');
    const open = await t.sendCode({ mobile }, 'contact');
    expect(open.body.code).toBe('1001');
  });
});
