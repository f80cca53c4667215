import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, idempotencyKeys, merchantRecords, users } from '../src/db/schema.ts';
import { createTestApp, type TestApp, type TestUser, uniqueIp, uniqueMobile } from './helper.ts';
import { memberApi } from './member-fixtures.ts';

// A create sent twice with one Idempotency-Key creates once (docs/api.md "Idempotency").
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createRecord = (user: TestUser, key: string | undefined, payload: unknown) =>
  t.call('POST', '/api/merchantRecords', {
    token: user.token,
    payload,
    locale: 'en-US',
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const recordsOf = async (user: TestUser) =>
  t.db.select().from(merchantRecords).where(eq(merchantRecords.userId, user.id));

describe('idempotent creates', () => {
  it('answers a repeat with the first answer and creates one record', async () => {
    const user = await t.register();
    const key = randomUUID();
    const first = await createRecord(user, key, { name: 'Sunrise Studio' });
    const again = await createRecord(user, key, { name: 'Sunrise Studio' });
    expect(first.body.code).toBe('0000');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await recordsOf(user)).toHaveLength(1);
  });

  it('creates once for ten concurrent requests with one key', async () => {
    const user = await t.register();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => createRecord(user, key, { name: 'Busy Studio' })),
    );
    const rows = await recordsOf(user);
    expect(rows).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.body.code).toBe('0000');
      expect(answer.body.content.record.id).toBe(rows[0]!.id);
    }
  });

  it('creates twice for two keys, and for a call without a key each time', async () => {
    const user = await t.register();
    const [one, two] = [randomUUID(), randomUUID()];
    await createRecord(user, one, { name: 'One' });
    await createRecord(user, two, { name: 'Two' });
    await createRecord(user, undefined, { name: 'Three' });
    await createRecord(user, undefined, { name: 'Three' });
    expect(await recordsOf(user)).toHaveLength(4);
    const repeat = await createRecord(user, two, { name: 'Two' });
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await recordsOf(user)).toHaveLength(4);
  });

  it('refuses a malformed key with 1001 and creates nothing', async () => {
    const user = await t.register();
    for (const key of ['short', 'x'.repeat(101), 'has spaces in it here', 'ключ-ключ-ключ-ключ']) {
      const answer = await createRecord(user, key, { name: 'Bad key' });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('1001');
      expect(answer.body.content.fields['Idempotency-Key']).toMatch(/idempotency key/);
    }
    expect(await recordsOf(user)).toHaveLength(0);
  });

  it('refuses the same key with another body, and keeps the first answer', async () => {
    const user = await t.register();
    const key = randomUUID();
    const first = await createRecord(user, key, { name: 'First' });
    const other = await createRecord(user, key, { name: 'Second' });
    expect(other.body).toMatchObject({ code: '1001', msg: expect.stringMatching(/another/) });
    expect(await recordsOf(user)).toHaveLength(1);
    expect((await createRecord(user, key, { name: 'First' })).body).toEqual(first.body);
  });

  it('frees the key of a refused attempt, so the corrected request runs', async () => {
    const user = await t.register();
    const key = randomUUID();
    const refused = await createRecord(user, key, { name: 'X'.repeat(500) });
    expect(refused.body.code).toBe('1001');
    const corrected = await createRecord(user, key, { name: 'Corrected' });
    expect(corrected.body.code).toBe('0000');
    expect((await createRecord(user, key, { name: 'Corrected' })).body).toEqual(corrected.body);
    expect(await recordsOf(user)).toHaveLength(1);
  });

  it('keeps each caller’s keys apart', async () => {
    const [ann, bob] = [await t.register(), await t.register()];
    const key = randomUUID();
    const forAnn = await createRecord(ann, key, { name: 'Same' });
    const forBob = await createRecord(bob, key, { name: 'Same' });
    expect(forBob.body.content.record.id).not.toBe(forAnn.body.content.record.id);
    expect((await createRecord(ann, key, { name: 'Same' })).body).toEqual(forAnn.body);
    expect(await recordsOf(ann)).toHaveLength(1);
    expect(await recordsOf(bob)).toHaveLength(1);
  });

  it('registers once for a repeated sign-up, and stores no readable token', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    await t.sendCode({ mobile }, 'register', ip);
    const payload = {
      mail: `${mobile}@test.example`,
      password: 'Secret123',
      mobile,
      captcha: await t.lastCode(mobile),
    };
    const key = randomUUID();
    const send = () =>
      t.call('POST', '/api/register', { payload, ip, headers: { 'idempotency-key': key } });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.body.code).toBe('0000');
    expect(second.body).toEqual(first.body);
    expect(await t.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(1);
    const stored = await t.db.select().from(idempotencyKeys);
    const text = JSON.stringify(stored);
    expect(text).not.toContain(first.body.content.token);
    expect(text).not.toContain(key);
  });

  it('creates one activity and invites one member for concurrent repeats', async () => {
    const owner = await t.register();
    const shop = await t.createMerchant(owner.id);
    const headers = { 'idempotency-key': randomUUID() };
    const payload = { merchants_id: shop.id, title: 'Pottery night' };
    await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('POST', '/api/activities', { token: owner.token, payload, headers }),
      ),
    );
    const made = await t.db.select().from(activities).where(eq(activities.merchantId, shop.id));
    expect(made).toHaveLength(1);

    const invitee = await t.register();
    const members = memberApi(t, shop.id);
    const inviteHeaders = { 'idempotency-key': randomUUID() };
    const invite = () =>
      t.call('POST', '/api/merchant/members', {
        token: owner.token,
        payload: { merchants_id: shop.id, mobile: invitee.mobile, permissions: ['order:view'] },
        headers: inviteHeaders,
      });
    const answers = await Promise.all([invite(), invite(), invite()]);
    expect(answers.map((answer) => answer.body.code)).toEqual(['0000', '0000', '0000']);
    expect(await members.membership(invitee.id)).toMatchObject({ permissions: ['order:view'] });
  });

  /**
   * A node that dies after its write committed but before the answer was stored leaves the key
   * pending: the write's own transaction marked it written (docs/api.md "Idempotency").
   */
  const loseTheAnswer = (user: TestUser, options: { rolledBack: boolean }) =>
    t.db
      .update(idempotencyKeys)
      .set({
        state: 'pending',
        responseStatus: null,
        responseBody: null,
        ...(options.rolledBack ? { writtenAt: null } : {}),
      })
      .where(eq(idempotencyKeys.scope, `user:${user.id}`));

  it('never writes again for a key whose write committed before its node died', async () => {
    const user = await t.register();
    const key = randomUUID();
    const first = await createRecord(user, key, { name: 'Committed' });
    expect(first.body.code).toBe('0000');
    const [row] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, `user:${user.id}`));
    expect(row!.writtenAt).toEqual(row!.createdAt);
    await loseTheAnswer(user, { rolledBack: false });
    // Past the minute after which a pending key's request is taken for dead.
    t.clock.advance(61_000);
    const retry = await createRecord(user, key, { name: 'Committed' });
    expect(retry.status).toBe(409);
    expect(retry.body).toMatchObject({
      code: '1004',
      msg: 'This request was already carried out; refresh to see its result',
    });
    expect(await recordsOf(user)).toHaveLength(1);
  });

  it('takes over a key whose request died before its write committed', async () => {
    const user = await t.register();
    const key = randomUUID();
    await createRecord(user, key, { name: 'Rolled back' });
    // As if the transaction had rolled back: no record, and the key pending without the mark.
    await t.db.delete(merchantRecords).where(eq(merchantRecords.userId, user.id));
    await loseTheAnswer(user, { rolledBack: true });
    t.clock.advance(61_000);
    const retry = await createRecord(user, key, { name: 'Rolled back' });
    expect(retry.body.code).toBe('0000');
    expect(await recordsOf(user)).toHaveLength(1);
  });

  // Last: it moves the clock a day on.
  it('forgets a key after 24 hours and deletes the expired rows', async () => {
    const user = await t.register();
    const key = randomUUID();
    await createRecord(user, key, { name: 'Day one' });
    expect((await createRecord(user, key, { name: 'Day one' })).headers).toHaveProperty(
      'idempotent-replayed',
    );
    const before = await t.db.select().from(idempotencyKeys);
    t.clock.advance(24 * 3_600_000 + 11 * 60_000);
    // Sessions last a day too: sign in again.
    const signedIn = await t.signIn(user.mail, user.password);
    Object.assign(user, { token: signedIn.body.content.token });
    const later = await createRecord(user, randomUUID(), { name: 'Day two' });
    expect(later.body.code).toBe('0000');
    const rows = await t.db.select().from(idempotencyKeys);
    expect(before.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(1);
    expect(rows.every((row) => row.expiresAt > t.clock.now())).toBe(true);
    expect((await createRecord(user, key, { name: 'Day one' })).headers).not.toHaveProperty(
      'idempotent-replayed',
    );
    expect(await recordsOf(user)).toHaveLength(3);
  });
});
