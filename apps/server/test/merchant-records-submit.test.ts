import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSubmissions, merchantRecords } from '../src/db/schema.ts';
import { recordForm, submitNewRecord } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const review = async (user: TestUser) =>
  (await t.call('GET', '/api/merchants/review', { token: user.token })).body.content;
const create = (user: TestUser, payload: unknown) =>
  t.call('POST', '/api/merchantRecords', { token: user.token, payload, locale: 'en-US' });
const edit = (user: TestUser, id: number, payload: unknown) =>
  t.call('PUT', `/api/merchantRecords/${id}`, { token: user.token, payload, locale: 'en-US' });
const act = (user: TestUser, id: number, action: 'submit' | 'withdraw', version: number) =>
  t.call('POST', `/api/merchantRecords/${id}/${action}`, {
    token: user.token,
    payload: { version },
    locale: 'en-US',
  });
const stored = async (id: number) =>
  (await t.db.select().from(merchantRecords).where(eq(merchantRecords.id, id)))[0]!;

describe('merchant records: submission (DESIGN §4)', () => {
  it('needs every field but the description before it is submitted', async () => {
    const user = await t.register();
    const record = (await create(user, { name: 'Half done', contactMobile: '13912345678' })).body
      .content.record;
    const answer = await act(user, record.id, 'submit', 1);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.content.fields).sort()).toEqual(
      [
        'address',
        'category',
        'cityCode',
        'contactMail',
        'contactName',
        'creditCode',
        'districtCode',
        'legalPerson',
        'licenceImageId',
        'provinceCode',
      ].sort(),
    );
    expect(answer.body.content.fields.address).toBe('This field is required');
    expect((await stored(record.id)).status).toBe('draft');
    expect(await review(user)).toEqual({ exist_wait_audit: false });
  });

  it('reports exist_wait_audit exactly while a record is pending', async () => {
    const user = await t.register();
    expect(await review(user)).toEqual({ exist_wait_audit: false });
    const form = await recordForm(t, user);
    const draft = (await create(user, form)).body.content.record;
    expect(await review(user)).toEqual({ exist_wait_audit: false });
    const pending = (await act(user, draft.id, 'submit', 1)).body.content.record;
    expect(pending).toMatchObject({ status: 'pending', version: 2 });
    expect(pending.submittedAt).toBe(t.clock.now().toISOString());
    expect(await review(user)).toEqual({ exist_wait_audit: true });
    expect(await review(await t.register())).toEqual({ exist_wait_audit: false });
    const withdrawn = (await act(user, draft.id, 'withdraw', 2)).body.content.record;
    expect(withdrawn).toMatchObject({ status: 'draft', version: 3 });
    expect(await review(user)).toEqual({ exist_wait_audit: false });
    const [submission] = await t.db
      .select()
      .from(auditSubmissions)
      .where(eq(auditSubmissions.subjectId, draft.id));
    expect(submission).toMatchObject({ kind: 'record', status: 'withdrawn' });
  });

  it('refuses illegal transitions with 1004 and changes nothing', async () => {
    const user = await t.register();
    const pending = await submitNewRecord(t, user);
    const again = await act(user, pending.id, 'submit', pending.version);
    expect(again.body).toEqual({
      code: '1004',
      msg: 'The state of this item has changed; refresh and try again',
      content: null,
    });
    expect((await edit(user, pending.id, { version: pending.version, name: 'x' })).body.code).toBe(
      '1004',
    );
    const draft = (await create(user, { name: 'Draft' })).body.content.record;
    expect((await act(user, draft.id, 'withdraw', 1)).body.code).toBe('1004');
    expect((await act(user, pending.id, 'withdraw', pending.version - 1)).body.code).toBe('1004');
    expect(await stored(pending.id)).toMatchObject({ status: 'pending', version: pending.version });
  });

  it('keeps one pending record per user', async () => {
    const user = await t.register();
    await submitNewRecord(t, user);
    const second = (await create(user, await recordForm(t, user))).body.content.record;
    const answer = await act(user, second.id, 'submit', 1);
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe(
      'A merchant record is already awaiting audit; wait for the decision or withdraw it first',
    );
    expect((await stored(second.id)).status).toBe('draft');
    const submissions = await t.db
      .select()
      .from(auditSubmissions)
      .where(eq(auditSubmissions.subjectId, second.id));
    expect(submissions).toEqual([]);
  });

  it('answers 1002 for another user’s record and 1007 without a token', async () => {
    const user = await t.register();
    const pending = await submitNewRecord(t, user);
    const other = await t.register();
    expect((await act(other, pending.id, 'withdraw', pending.version)).body.code).toBe('1002');
    expect((await t.call('GET', '/api/merchants/review')).body.code).toBe('1007');
    expect((await stored(pending.id)).status).toBe('pending');
  });
});
