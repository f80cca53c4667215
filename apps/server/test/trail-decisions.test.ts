import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_EVENT } from '@console/contract/user-messages';
import { merchantLicences, merchantMembers, userMessages } from '../src/db/schema.ts';
import { PLATFORM_SCOPE } from '../src/write/trail-append.ts';
import { activityApi, type ActivityApi } from './activity-fixtures.ts';
import { decide, makeOperator, pendingSubmission, submitNewRecord } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { licenceApi } from './licence-fixtures.ts';
import {
  onboardingTrailApi,
  requestIdOf,
  type OnboardingTrailApi,
} from './trail-onboarding-fixtures.ts';

// docs/server.md "Doors", docs/onboarding.md "Trail", docs/activities.md "Trail": an operator's
// decision on a merchant record, a licence or an activity goes through the subject's door, which
// leaves its entry beside the decision's own in the write's transaction; the decision's notices
// are handed over once, after commit.
let t: TestApp;
let operator: TestUser;
let activity: ActivityApi;
let licence: ReturnType<typeof licenceApi>;
let { entriesOfRequest, recordRow, submissionsOf } = {} as OnboardingTrailApi;
beforeAll(async () => {
  t = await createTestApp();
  operator = await makeOperator(t, 'op');
  activity = activityApi(t);
  licence = licenceApi(t);
  ({ entriesOfRequest, recordRow, submissionsOf } = onboardingTrailApi(t));
});
afterAll(() => t.close());

/** The user's `message` events the writer handed to the hub. */
const messagePushesTo = (userId: number) =>
  t.deliveries
    .flat()
    .filter((event) => event.to === 'user' && event.userId === userId)
    .filter((event) => 'event' in event && event.event === MESSAGE_EVENT);

describe('the operator’s decisions go through the subjects’ doors', () => {
  it('approves a record: the record’s entry, the new merchant’s, and the decision’s own', async () => {
    const user = await t.register();
    const record = await submitNewRecord(t, user, 'Opened By Decision');
    const submission = await pendingSubmission(t, operator, 'record', record.id);
    const answer = await decide(t, operator, submission.id, 'approve');
    expect(answer.body.code).toBe('0000');
    const { merchantId } = await recordRow(record.id);
    expect(merchantId).not.toBeNull();
    const byOperator = { actorType: 'operator', actorId: operator.id };
    const requestId = requestIdOf(answer);

    const recordEntries = await t.trailOf(PLATFORM_SCOPE, { type: 'record', id: record.id });
    expect(recordEntries.at(-1)).toMatchObject({
      ...byOperator,
      action: 'approve',
      before: { status: 'pending', merchantId: null },
      after: { status: 'approved', merchantId },
      requestId,
    });
    const opened = await t.trailOf(merchantId!, { type: 'merchant', id: merchantId! });
    expect(opened).toEqual([
      expect.objectContaining({
        ...byOperator,
        action: 'create',
        before: null,
        after: { name: 'Opened By Decision', ownerId: user.id },
        requestId,
      }),
    ]);
    const decision = await t.trailOf(PLATFORM_SCOPE, { type: 'submission', id: submission.id });
    expect(decision).toEqual([
      expect.objectContaining({
        ...byOperator,
        action: 'approve',
        before: { status: 'pending' },
        after: { status: 'approved' },
        requestId,
      }),
    ]);
    expect(await entriesOfRequest(answer)).toHaveLength(3);
    const [owner] = await t.db
      .select()
      .from(merchantMembers)
      .where(eq(merchantMembers.merchantId, merchantId!));
    expect(owner).toMatchObject({ userId: user.id, role: 'owner' });
  });

  it('rejects a licence: its entry in the merchant’s scope names the operator', async () => {
    const { owner, shop } = await licence.shopWithOwner();
    await licence.submit(owner.token, shop.id, await licence.licenceForm(owner));
    const [row] = await t.db
      .select()
      .from(merchantLicences)
      .where(eq(merchantLicences.merchantId, shop.id));
    const submission = await pendingSubmission(t, operator, 'licence', row!.id);
    const answer = await decide(t, operator, submission.id, 'reject', 'Account name differs');
    expect(answer.body.code).toBe('0000');
    const entries = await t.trailOf(shop.id, { type: 'licence', id: row!.id });
    expect(entries.map((entry) => entry.action)).toEqual(['submit', 'reject']);
    expect(entries[1]).toMatchObject({
      actorType: 'operator',
      actorId: operator.id,
      before: { status: 'pending', rejectReason: null },
      after: { status: 'rejected', rejectReason: 'Account name differs' },
      requestId: requestIdOf(answer),
    });
    const decision = await t.trailOf(PLATFORM_SCOPE, { type: 'submission', id: submission.id });
    expect(decision).toEqual([
      expect.objectContaining({
        actorType: 'operator',
        action: 'reject',
        after: { status: 'rejected', reason: 'Account name differs' },
        requestId: requestIdOf(answer),
      }),
    ]);
  });

  it('approves an activity through its door, and hands the notices over once, after commit', async () => {
    const { owner, shop } = await activity.shopWithOwner();
    const draft = await activity.draft(owner, shop.id);
    await activity.act(owner.token, shop.id, draft.id, 'submit', 1);
    const submission = await pendingSubmission(t, operator, 'activity', draft.id);
    const pushesBefore = messagePushesTo(owner.id).length;
    const answer = await decide(t, operator, submission.id, 'approve');
    expect(answer.body.code).toBe('0000');
    const entries = await t.trailOf(shop.id, { type: 'activity', id: draft.id });
    expect(entries.at(-1)).toMatchObject({
      actorType: 'operator',
      actorId: operator.id,
      action: 'approve',
      before: { status: 'pending' },
      after: { status: 'approved' },
      requestId: requestIdOf(answer),
    });
    expect(await t.trailOf(PLATFORM_SCOPE, { type: 'submission', id: submission.id })).toHaveLength(
      1,
    );
    const pushes = messagePushesTo(owner.id).slice(pushesBefore);
    const [stored] = await t.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, owner.id));
    expect(pushes).toEqual([
      {
        to: 'user',
        userId: owner.id,
        event: MESSAGE_EVENT,
        payload: expect.objectContaining({ id: stored!.id, type: 3, ref_id: draft.id }),
      },
    ]);
  });

  it('leaves nothing of a decision that fails after its entries: no move, no merchant, no notice', async () => {
    const user = await t.register();
    const record = await submitNewRecord(t, user);
    const submission = await pendingSubmission(t, operator, 'record', record.id);
    const deliveries = t.deliveries.length;
    const recordEntries = await t.trailOf(PLATFORM_SCOPE, { type: 'record', id: record.id });
    t.failNextWrite();
    const answer = await decide(t, operator, submission.id, 'approve');
    expect(answer.status).toBe(500);
    expect(await recordRow(record.id)).toMatchObject({ status: 'pending', merchantId: null });
    expect((await submissionsOf('record', record.id)).map((row) => row.status)).toEqual([
      'pending',
    ]);
    expect(
      await t.db.select().from(merchantMembers).where(eq(merchantMembers.userId, user.id)),
    ).toEqual([]);
    expect(await t.db.select().from(userMessages).where(eq(userMessages.userId, user.id))).toEqual(
      [],
    );
    expect(await t.trailOf(PLATFORM_SCOPE, { type: 'record', id: record.id })).toEqual(
      recordEntries,
    );
    expect(await t.trailOf(PLATFORM_SCOPE, { type: 'submission', id: submission.id })).toEqual([]);
    expect(await entriesOfRequest(answer)).toEqual([]);
    expect(t.deliveries.length).toBe(deliveries);

    // The same decision again goes through, and its events are handed over once.
    const retried = await decide(t, operator, submission.id, 'approve');
    expect(retried.body.code).toBe('0000');
    const { merchantId } = await recordRow(record.id);
    expect(t.deliveries.slice(deliveries)).toEqual([
      [
        { to: 'refresh-merchant-rooms', userId: user.id, merchantId },
        expect.objectContaining({ to: 'user', userId: user.id, event: MESSAGE_EVENT }),
      ],
    ]);
  });
});
