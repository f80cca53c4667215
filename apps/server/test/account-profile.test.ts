import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { IMAGE_BYTES, upload } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';

// /setting/user (docs/account.md "Decisions"): nickname, avatar and time zone.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (user: TestUser, payload: Record<string, unknown>, locale = 'en-US') =>
  t.call('PUT', '/api/account/profile', { token: user.token, payload, locale });
const userInfo = async (user: TestUser) =>
  (await t.call('GET', '/api/userInfo', { token: user.token })).body.content;

describe('GET and PUT /api/account/profile', () => {
  it('starts with the registered nickname, no avatar and Asia/Shanghai', async () => {
    const user = await t.register();
    const answer = await t.call('GET', '/api/account/profile', { token: user.token });
    expect(answer.body.content).toMatchObject({
      faceUrl: '',
      avatar: null,
      timeZone: 'Asia/Shanghai',
    });
    expect(answer.body.content.nickname).toBe((await userInfo(user)).nickname);
  });

  it('saves a trimmed nickname, my uploaded avatar and a time zone; the user info follows', async () => {
    const user = await t.register();
    const image = (await upload(t, user.token, 'image/png', IMAGE_BYTES['image/png'])).body.content
      .file;
    const answer = await save(user, {
      nickname: '  Mia Chen ',
      avatarImageId: image.id,
      timeZone: 'Europe/Berlin',
    });
    expect(answer.body.code).toBe('0000');
    expect(answer.body.content).toEqual({
      nickname: 'Mia Chen',
      faceUrl: image.url,
      avatar: image,
      timeZone: 'Europe/Berlin',
    });
    expect(await userInfo(user)).toMatchObject({ nickname: 'Mia Chen', faceUrl: image.url });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ avatarImageId: image.id, timeZone: 'Europe/Berlin' });

    // Absent avatar: unchanged; null: removed.
    await save(user, { nickname: 'Mia', timeZone: 'Asia/Shanghai' });
    expect((await userInfo(user)).faceUrl).toBe(image.url);
    const removed = await save(user, { nickname: 'Mia', avatarImageId: null, timeZone: 'UTC' });
    expect(removed.body.content).toMatchObject({ faceUrl: '', avatar: null, timeZone: 'UTC' });
  });

  it('answers field errors in English and Chinese and changes nothing', async () => {
    const user = await t.register();
    const before = await userInfo(user);
    const bad = { nickname: '   ', timeZone: 'Mars/Olympus' };
    const english = await save(user, bad);
    expect(english.status).toBe(400);
    expect(english.body.code).toBe('1001');
    expect(english.body.content.fields).toEqual({
      nickname: 'Please enter a nickname',
      timeZone: 'Please choose a valid time zone (IANA name, e.g. Asia/Shanghai)',
    });
    const chinese = await save(user, bad, 'zh-CN');
    expect(chinese.body.content.fields).toEqual({
      nickname: '请输入昵称',
      timeZone: '请选择有效的时区（IANA 名称，如 Asia/Shanghai）',
    });
    const tooLong = await save(user, { nickname: 'x'.repeat(21), timeZone: '+08:00' });
    expect(tooLong.body.content.fields).toEqual({
      nickname: 'Too long (at most 20 characters)',
      timeZone: 'Please choose a valid time zone (IANA name, e.g. Asia/Shanghai)',
    });
    const missing = await save(user, {});
    expect(Object.keys(missing.body.content.fields).sort()).toEqual(['nickname', 'timeZone']);
    expect(await userInfo(user)).toEqual(before);
  });

  it("refuses someone else's upload as my avatar (1001)", async () => {
    const user = await t.register();
    const other = await t.register();
    const uploaded = await upload(t, other.token, 'image/png', IMAGE_BYTES['image/png']);
    const image = uploaded.body.content.file;
    const answer = await save(user, { nickname: 'Mia', avatarImageId: image.id, timeZone: 'UTC' });
    expect(answer.body).toMatchObject({
      code: '1001',
      content: { fields: { avatarImageId: 'The avatar must be an image you uploaded' } },
    });
    expect((await userInfo(user)).faceUrl).toBe('');
    expect(
      (await save(user, { nickname: 'Mia', avatarImageId: 0, timeZone: 'UTC' })).body.code,
    ).toBe('1001');
  });
});
