import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema.ts';
import { activityApi, type ActivityApi } from './activity-fixtures.ts';
import { decide, makeOperator, pendingSubmission } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import {
  onboardingTrailApi,
  requestIdOf,
  type OnboardingTrailApi,
} from './trail-onboarding-fixtures.ts';

// docs/server.md "Doors", docs/activities.md "Trail": every write of an activity goes through its
// door, which leaves one trail entry in the write's transaction; the operator's decisions on it:
// trail-decisions.test.ts.
let t: TestApp;
let operator: TestUser;
let activity: ActivityApi;
let { entriesOfRequest, submissionsOf } = {} as OnboardingTrailApi;
beforeAll(async () => {
  t = await createTestApp();
  operator = await makeOperator(t, 'op');
  activity = activityApi(t);
  ({ entriesOfRequest, submissionsOf } = onboardingTrailApi(t));
});
afterAll(() => t.close());

const activityRow = async (id: number) =>
  (await t.db.select().from(activities).where(eq(activities.id, id)))[0];

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
