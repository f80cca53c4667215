import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantMembers, merchantRecords, userMessages } from '../src/db/schema.ts';
import {
  decide,
  makeOperator,
  pendingSubmission,
  recordForm,
  submitNewRecord,
} from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';

let t: TestApp;
let operator: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  operator = await makeOperator(t, 'op');
});
afterAll(() => t.close());

const messagesOf = (userId: number) =>
  t.db.select().from(userMessages).where(eq(userMessages.userId, userId));

describe('record decisions (DESIGN §4)', () => {
  it('approves: creates the merchant with the submitter as owner and sends message type 1', async () => {
    const user = await t.register();
    const record = await submitNewRecord(t, user, 'Approved Studio');
    const submission = await pendingSubmission(t, operator, 'record', record.id);
    const answer = await decide(t, operator, submission.id, 'approve');
    expect(answer.body.content.submission).toMatchObject({
      status: 'approved',
      decidedBy: { id: operator.id },
      decidedAt: t.clock.now().toISOString(),
      reason: null,
    });
    const mine = await t.call('GET', `/api/merchantRecords/${record.id}`, { token: user.token });
    const merchantId = mine.body.content.record.merchantId;
    expect(mine.body.content.record).toMatchObject({
      status: 'approved',
      version: record.version + 1,
    });
    const merchants = await t.call('GET', '/api/userMerchants', { token: user.token });
    expect(merchants.body.content.merchants).toEqual([{ id: merchantId, name: 'Approved Studio' }]);
    const [member] = await t.db
      .select()
      .from(merchantMembers)
      .where(eq(merchantMembers.merchantId, merchantId));
    expect(member).toMatchObject({ userId: user.id, role: 'owner', status: 'active' });
    const messages = await messagesOf(user.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ type: 1, refId: record.id, isRead: false });
    expect(messages[0]!.content).toBe('您提交的商户资料「Approved Studio」已审核通过');
    expect(
      (await t.call('GET', '/api/merchants/review', { token: user.token })).body.content,
    ).toEqual({
      exist_wait_audit: false,
    });
  });

  it('answers 1004 to a second decision and changes nothing', async () => {
    const user = await t.register();
    const record = await submitNewRecord(t, user);
    const submission = await pendingSubmission(t, operator, 'record', record.id);
    await decide(t, operator, submission.id, 'reject', 'Blurry licence');
    const second = await decide(t, await makeOperator(t, 'admin'), submission.id, 'approve');
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('1004');
    const [row] = await t.db
      .select()
      .from(merchantRecords)
      .where(eq(merchantRecords.id, record.id));
    expect(row).toMatchObject({
      status: 'rejected',
      rejectReason: 'Blurry licence',
      merchantId: null,
    });
    expect(await messagesOf(user.id)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous decisions through', async () => {
    const user = await t.register();
    const record = await submitNewRecord(t, user);
    const submission = await pendingSubmission(t, operator, 'record', record.id);
    const answers = await Promise.all([
      decide(t, operator, submission.id, 'approve'),
      decide(t, operator, submission.id, 'approve'),
    ]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual(['0000', '1004']);
    const owned = await t.db
      .select()
      .from(merchantMembers)
      .where(eq(merchantMembers.userId, user.id));
    expect(owned).toHaveLength(1);
    expect(await messagesOf(user.id)).toHaveLength(1);
  });

  it('needs a reason to reject', async () => {
    const user = await t.register();
    const record = await submitNewRecord(t, user);
    const submission = await pendingSubmission(t, operator, 'record', record.id);
    for (const reason of [undefined, '', '   ']) {
      const answer = await decide(t, operator, submission.id, 'reject', reason);
      expect(answer.body.content.fields).toEqual({
        reason: 'Please give the reason for the rejection',
      });
    }
    const bad = await decide(t, operator, submission.id, 'maybe' as 'approve');
    expect(bad.body.code).toBe('1001');
    expect((await pendingSubmission(t, operator, 'record', record.id)).id).toBe(submission.id);
  });

  it('refuses a decision on a withdrawn submission (1004)', async () => {
    const user = await t.register();
    const record = await submitNewRecord(t, user);
    const submission = await pendingSubmission(t, operator, 'record', record.id);
    await t.call('POST', `/api/merchantRecords/${record.id}/withdraw`, {
      token: user.token,
      payload: { version: record.version },
    });
    expect((await decide(t, operator, submission.id, 'approve')).body.code).toBe('1004');
    expect((await decide(t, operator, 999_999, 'approve')).body.code).toBe('1002');
  });

  it('shows a resubmission with the previous decision and what changed since', async () => {
    const user = await t.register();
    const record = await submitNewRecord(t, user, 'Before');
    const first = await pendingSubmission(t, operator, 'record', record.id);
    await decide(t, operator, first.id, 'reject', 'Wrong address');
    const mine = (await t.call('GET', `/api/merchantRecords/${record.id}`, { token: user.token }))
      .body.content.record;
    expect(mine).toMatchObject({ status: 'rejected', rejectReason: 'Wrong address' });
    const { name: _name, ...form } = await recordForm(t, user);
    const edited = await t.call('PUT', `/api/merchantRecords/${record.id}`, {
      token: user.token,
      payload: {
        ...form,
        name: 'After',
        version: mine.version,
        address: '2 New Road',
        creditCode: mine.creditCode,
        licenceImageId: mine.licenceImage.id,
      },
    });
    expect(edited.body.content.record).toMatchObject({
      status: 'rejected',
      rejectReason: 'Wrong address',
    });
    const resubmitted = await t.call('POST', `/api/merchantRecords/${record.id}/submit`, {
      token: user.token,
      payload: { version: edited.body.content.record.version },
    });
    expect(resubmitted.body.content.record.status).toBe('pending');
    const second = await pendingSubmission(t, operator, 'record', record.id);
    const detail = await t.call('GET', `/api/audit/submissions/${second.id}`, {
      token: operator.token,
    });
    expect(detail.body.content).toMatchObject({
      submission: { id: second.id, title: 'After', status: 'pending', submitter: { id: user.id } },
      snapshot: { name: 'After', address: '2 New Road' },
      previous: {
        id: first.id,
        status: 'rejected',
        reason: 'Wrong address',
        snapshot: { name: 'Before' },
      },
    });
    expect(detail.body.content.changedFields.sort()).toEqual(['address', 'name']);
    const original = await t.call('GET', `/api/audit/submissions/${first.id}`, {
      token: operator.token,
    });
    expect(original.body.content).toMatchObject({ previous: null, changedFields: [] });
  });
});
