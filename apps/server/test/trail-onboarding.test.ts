import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_EVENT } from '@console/contract/user-messages';
import {
  activities,
  auditSubmissions,
  merchantLicences,
  merchantMembers,
  merchantRecords,
  trailEntries,
  userMessages,
} from '../src/db/schema.ts';
import { PLATFORM_SCOPE } from '../src/write/trail-append.ts';
import { activityApi, type ActivityApi } from './activity-fixtures.ts';
import {
  decide,
  makeOperator,
  pendingSubmission,
  recordForm,
  submitNewRecord,
} from './audit-fixtures.ts';
import { createTestApp, type Answer, type TestApp, type TestUser } from './helper.ts';
import { ACCOUNT, ID_NUMBER, licenceApi } from './licence-fixtures.ts';

// docs/server.md "Doors", docs/onboarding.md "Trail", docs/activities.md "Trail": every write of
// a merchant record, a licence, an activity and an operator's decision goes through its door,
// which leaves one trail entry in the write's transaction; the decision's notices are handed
// over once, after commit.
let t: TestApp;
let operator: TestUser;
let activity: ActivityApi;
let licence: ReturnType<typeof licenceApi>;
beforeAll(async () => {
  t = await createTestApp();
  operator = await makeOperator(t, 'op');
  activity = activityApi(t);
  licence = licenceApi(t);
});
afterAll(() => t.close());

const requestIdOf = (answer: Answer) => String(answer.headers['x-request-id']);

/** Every entry one request's write left, in every scope. */
const entriesOfRequest = (answer: Answer) =>
  t.db
    .select()
    .from(trailEntries)
    .where(eq(trailEntries.requestId, requestIdOf(answer)))
    .orderBy(asc(trailEntries.id));

/** The user's `message` events the writer handed to the hub. */
const messagePushesTo = (userId: number) =>
  t.deliveries
    .flat()
    .filter((event) => event.to === 'user' && event.userId === userId)
    .filter((event) => 'event' in event && event.event === MESSAGE_EVENT);

const recordRow = async (id: number) =>
  (await t.db.select().from(merchantRecords).where(eq(merchantRecords.id, id)))[0]!;
const activityRow = async (id: number) =>
  (await t.db.select().from(activities).where(eq(activities.id, id)))[0];
const submissionsOf = (kind: 'record' | 'licence' | 'activity', subjectId: number) =>
  t.db
    .select()
    .from(auditSubmissions)
    .where(eq(auditSubmissions.subjectId, subjectId))
    .then((rows) => rows.filter((row) => row.kind === kind));

async function newDraftRecord(user: TestUser) {
  const form = await recordForm(t, user, 'Trail Studio');
  const answer = await t.call('POST', '/api/merchantRecords', { token: user.token, payload: form });
  expect(answer.body.code).toBe('0000');
  return { answer, form, record: answer.body.content.record as { id: number; version: number } };
}

describe('the merchant record’s door', () => {
  it('records the new draft in the platform’s scope, its contact mobile masked', async () => {
    const user = await t.register();
    const { answer, record } = await newDraftRecord(user);
    const entries = await t.trailOf(PLATFORM_SCOPE, { type: 'record', id: record.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorType: 'member',
      actorId: user.id,
      action: 'create',
      before: null,
      after: {
        status: 'draft',
        name: 'Trail Studio',
        contactMobile: '139****5678',
        merchantId: null,
      },
      requestId: requestIdOf(answer),
    });
    expect(JSON.stringify(entries[0]!.after)).not.toContain('13912345678');
    expect(await entriesOfRequest(answer)).toHaveLength(1);
  });

  it('records an edit, a submission and a withdrawal with their changed fields only', async () => {
    const user = await t.register();
    const { form, record } = await newDraftRecord(user);
    const edited = await t.call('PUT', `/api/merchantRecords/${record.id}`, {
      token: user.token,
      payload: { ...form, address: '2 New Road', contactMobile: '13900001111', version: 1 },
    });
    expect(edited.body.code).toBe('0000');
    const submitted = await t.call('POST', `/api/merchantRecords/${record.id}/submit`, {
      token: user.token,
      payload: { version: 2 },
    });
    const withdrawn = await t.call('POST', `/api/merchantRecords/${record.id}/withdraw`, {
      token: user.token,
      payload: { version: 3 },
    });
    expect(withdrawn.body.content.record.status).toBe('draft');
    const entries = await t.trailOf(PLATFORM_SCOPE, { type: 'record', id: record.id });
    expect(entries.map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'submit',
      'withdraw',
    ]);
    expect(entries[1]).toMatchObject({
      before: { address: '1 Science Park Road', contactMobile: '139****5678' },
      after: { address: '2 New Road', contactMobile: '139****1111' },
      requestId: requestIdOf(edited),
    });
    expect(Object.keys(entries[1]!.after!).sort()).toEqual(['address', 'contactMobile']);
    expect(entries[2]).toMatchObject({
      before: { status: 'draft' },
      after: { status: 'pending' },
      requestId: requestIdOf(submitted),
    });
    expect(entries[3]).toMatchObject({
      actorType: 'member',
      actorId: user.id,
      before: { status: 'pending' },
      after: { status: 'draft' },
      requestId: requestIdOf(withdrawn),
    });
    // One entry a write: joining and leaving the queue is told by the record's own entry.
    expect(await entriesOfRequest(submitted)).toHaveLength(1);
    expect(await entriesOfRequest(withdrawn)).toHaveLength(1);
  });

  it('leaves neither the record nor its entry when the write fails after the entry', async () => {
    const user = await t.register();
    const form = await recordForm(t, user);
    t.failNextWrite();
    const created = await t.call('POST', '/api/merchantRecords', {
      token: user.token,
      payload: form,
    });
    expect(created.status).toBe(500);
    expect(
      await t.db.select().from(merchantRecords).where(eq(merchantRecords.userId, user.id)),
    ).toEqual([]);
    expect(await entriesOfRequest(created)).toEqual([]);

    const record = await submitNewRecord(t, user);
    const before = await t.trailOf(PLATFORM_SCOPE, { type: 'record', id: record.id });
    t.failNextWrite();
    const withdrawn = await t.call('POST', `/api/merchantRecords/${record.id}/withdraw`, {
      token: user.token,
      payload: { version: record.version },
    });
    expect(withdrawn.status).toBe(500);
    expect(await recordRow(record.id)).toMatchObject({
      status: 'pending',
      version: record.version,
    });
    expect((await submissionsOf('record', record.id)).map((row) => row.status)).toEqual([
      'pending',
    ]);
    expect(await t.trailOf(PLATFORM_SCOPE, { type: 'record', id: record.id })).toEqual(before);
  });
});

describe('the licence’s door', () => {
  it('records a submission in the merchant’s scope with both numbers masked', async () => {
    const { owner, shop } = await licence.shopWithOwner();
    const answer = await licence.submit(owner.token, shop.id, await licence.licenceForm(owner));
    expect(answer.body.code).toBe('0000');
    const [row] = await t.db
      .select()
      .from(merchantLicences)
      .where(eq(merchantLicences.merchantId, shop.id));
    const entries = await t.trailOf(shop.id, { type: 'licence', id: row!.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorType: 'member',
      actorId: owner.id,
      action: 'submit',
      before: null,
      after: {
        status: 'pending',
        holderName: 'Sunrise Culture Ltd',
        legalIdNumberMasked: '110***********002X',
        accountNumberMasked: '***************3445',
      },
      requestId: requestIdOf(answer),
    });
    const text = JSON.stringify(entries[0]);
    expect(text).not.toContain(ID_NUMBER);
    expect(text).not.toContain(ACCOUNT);
    expect(await entriesOfRequest(answer)).toHaveLength(1);
  });

  it('leaves neither the licence, its queue entry nor its trail entry when the write fails', async () => {
    const { owner, shop } = await licence.shopWithOwner();
    const form = await licence.licenceForm(owner);
    t.failNextWrite();
    const answer = await licence.submit(owner.token, shop.id, form);
    expect(answer.status).toBe(500);
    expect(
      await t.db.select().from(merchantLicences).where(eq(merchantLicences.merchantId, shop.id)),
    ).toEqual([]);
    expect(await entriesOfRequest(answer)).toEqual([]);
    const licenceEntries = (await t.trailOf(shop.id)).filter(
      (entry) => entry.objectType === 'licence',
    );
    expect(licenceEntries).toEqual([]);
    expect((await licence.read(owner.token, shop.id)).body.content.status).toBe('none');
  });
});

describe('the activity’s door', () => {
  it('records create, update, submit, copy and delete, each once, in the merchant’s scope', async () => {
    const { owner, shop } = await activity.shopWithOwner();
    const form = await activity.activityForm(owner);
    const created = await activity.create(owner.token, shop.id, form);
    const { id } = created.body.content.activity;
    const updated = await activity.update(owner.token, shop.id, id, {
      ...form,
      title: 'Pottery weekend II',
      version: 1,
    });
    const submitted = await activity.act(owner.token, shop.id, id, 'submit', 2);
    const copied = await activity.copy(owner.token, shop.id, id);
    const copyId = copied.body.content.activity.id;
    const removed = await activity.remove(owner.token, shop.id, copyId);
    expect(removed.body.code).toBe('0000');

    const entries = await t.trailOf(shop.id, { type: 'activity', id });
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'submit']);
    expect(entries[0]).toMatchObject({
      actorType: 'member',
      actorId: owner.id,
      before: null,
      after: { status: 'draft', title: 'Pottery weekend', priceCents: 0, capacity: 20 },
      requestId: requestIdOf(created),
    });
    expect(entries[1]).toMatchObject({
      before: { title: 'Pottery weekend' },
      after: { title: 'Pottery weekend II' },
      requestId: requestIdOf(updated),
    });
    expect(entries[2]).toMatchObject({
      before: { status: 'draft' },
      after: { status: 'pending' },
      requestId: requestIdOf(submitted),
    });
    const copyEntries = await t.trailOf(shop.id, { type: 'activity', id: copyId });
    expect(copyEntries.map((entry) => entry.action)).toEqual(['copy', 'delete']);
    expect(copyEntries[1]).toMatchObject({
      before: { status: 'draft', title: 'Pottery weekend II' },
      after: null,
      requestId: requestIdOf(removed),
    });
    for (const answer of [created, updated, submitted, copied, removed]) {
      expect(await entriesOfRequest(answer)).toHaveLength(1);
    }
  });

  it('records taking an approved activity offline', async () => {
    const { owner, shop } = await activity.shopWithOwner();
    const draft = await activity.draft(owner, shop.id);
    await activity.act(owner.token, shop.id, draft.id, 'submit', 1);
    const submission = await pendingSubmission(t, operator, 'activity', draft.id);
    await decide(t, operator, submission.id, 'approve');
    const offline = await activity.act(owner.token, shop.id, draft.id, 'offline', 3);
    expect(offline.body.content.activity.status).toBe('offline');
    const entries = await t.trailOf(shop.id, { type: 'activity', id: draft.id });
    expect(entries.at(-1)).toMatchObject({
      actorType: 'member',
      actorId: owner.id,
      action: 'offline',
      before: { status: 'approved' },
      after: { status: 'offline' },
      requestId: requestIdOf(offline),
    });
  });

  it('leaves neither the move, its queue entry nor its trail entry when the write fails', async () => {
    const { owner, shop } = await activity.shopWithOwner();
    const draft = await activity.draft(owner, shop.id);
    t.failNextWrite();
    const submitted = await activity.act(owner.token, shop.id, draft.id, 'submit', 1);
    expect(submitted.status).toBe(500);
    expect(await activityRow(draft.id)).toMatchObject({ status: 'draft', version: 1 });
    expect(await submissionsOf('activity', draft.id)).toEqual([]);
    t.failNextWrite();
    const removed = await activity.remove(owner.token, shop.id, draft.id);
    expect(removed.status).toBe(500);
    expect(await activityRow(draft.id)).toMatchObject({ status: 'draft' });
    const entries = await t.trailOf(shop.id, { type: 'activity', id: draft.id });
    expect(entries.map((entry) => entry.action)).toEqual(['create']);
  });
});

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
