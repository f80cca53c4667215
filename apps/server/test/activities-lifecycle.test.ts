import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '../src/db/schema.ts';
import { activityApi } from './activity-fixtures.ts';
import { decide, makeOperator, pendingSubmission } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';

let t: TestApp;
let api: ReturnType<typeof activityApi>;
let operator: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  api = activityApi(t);
  operator = await makeOperator(t, 'op');
});
afterAll(() => t.close());

/** A submitted activity and the operator's decision on it (DESIGN §4 audit centre). */
async function decided(decision: 'approve' | 'reject') {
  const { owner, shop } = await api.shopWithOwner();
  const created = await api.draft(owner, shop.id);
  const submitted = await api.act(owner.token, shop.id, created.id, 'submit', created.version);
  expect(submitted.body.content.activity.status).toBe('pending');
  const submission = await pendingSubmission(t, operator, 'activity', created.id);
  const answer = await decide(t, operator, submission.id, decision, 'Blurry cover');
  expect(answer.body.code).toBe('0000');
  const activity = (await api.read(owner.token, shop.id, `/${created.id}`)).body.content.activity;
  return { owner, shop, activity };
}

describe('activity lifecycle (docs/activities.md "Statuses")', () => {
  it('creates a draft, edits it against its version, and answers 1004 on a stale one', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const created = await api.draft(owner, shop.id);
    // Only an approved activity has a phase: a draft is not signing anybody up.
    expect(created).toMatchObject({ status: 'draft', version: 1, phase: null });
    const form = await api.activityForm(owner, { title: 'Pottery II' });
    const edited = await api.update(owner.token, shop.id, created.id, { ...form, version: 1 });
    expect(edited.body.content.activity).toMatchObject({ title: 'Pottery II', version: 2 });
    const stale = await api.update(owner.token, shop.id, created.id, { ...form, version: 1 });
    expect(stale.body.code).toBe('1004');
    const read = await api.read(owner.token, shop.id, `/${created.id}`);
    expect(read.body.content.activity.version).toBe(2);
  });

  it('approves: the activity is approved and members get a type-3 message', async () => {
    const { owner, activity } = await decided('approve');
    expect(activity.status).toBe('approved');
    // Published before its sign-up deadline: customers can sign up now.
    expect(activity.phase).toBe('signing_up');
    const messages = await t.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.userId, owner.id));
    expect(messages).toMatchObject([{ type: 3, refId: activity.id }]);
  });

  it('tells the owner and members with activity:view, not the others', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const viewer = await t.register();
    const other = await t.register();
    await t.addMember(shop.id, viewer.id, { permissions: ['activity:view'] });
    await t.addMember(shop.id, other.id, { permissions: ['order:view'] });
    const created = await api.draft(owner, shop.id);
    await api.act(owner.token, shop.id, created.id, 'submit', created.version);
    const submission = await pendingSubmission(t, operator, 'activity', created.id);
    await decide(t, operator, submission.id, 'reject', 'Too vague');
    const heard = async (userId: number) =>
      t.db.select().from(userMessages).where(eq(userMessages.userId, userId));
    expect(await heard(viewer.id)).toMatchObject([{ type: 3, refId: created.id }]);
    expect((await heard(viewer.id))[0]!.content).toContain('Too vague');
    expect(await heard(other.id)).toEqual([]);
  });

  it('rejects with a reason, then the activity is edited and resubmitted', async () => {
    const { owner, shop, activity } = await decided('reject');
    expect(activity).toMatchObject({ status: 'rejected', rejectReason: 'Blurry cover' });
    const form = await api.activityForm(owner);
    const edited = await api.update(owner.token, shop.id, activity.id, {
      ...form,
      version: activity.version,
    });
    expect(edited.body.content.activity.status).toBe('rejected');
    const again = edited.body.content.activity;
    const resubmitted = await api.act(owner.token, shop.id, again.id, 'submit', again.version);
    expect(resubmitted.body.content.activity.status).toBe('pending');
  });

  it('editing an approved activity sends it back to pending; approved goes offline', async () => {
    const { owner, shop, activity } = await decided('approve');
    const form = await api.activityForm(owner, { title: 'Pottery again' });
    const edited = await api.update(owner.token, shop.id, activity.id, {
      ...form,
      version: activity.version,
    });
    expect(edited.body.content.activity.status).toBe('pending');

    const other = await decided('approve');
    const { id, version } = other.activity;
    const offline = await api.act(other.owner.token, other.shop.id, id, 'offline', version);
    expect(offline.body.content.activity.status).toBe('offline');
  });

  it('refuses every illegal step with 1004 and changes nothing', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const draft = await api.draft(owner, shop.id);
    expect((await api.act(owner.token, shop.id, draft.id, 'offline', 1)).body.code).toBe('1004');
    const pending = (await api.act(owner.token, shop.id, draft.id, 'submit', 1)).body.content
      .activity;
    for (const action of ['submit', 'offline']) {
      const answer = await api.act(owner.token, shop.id, pending.id, action, pending.version);
      expect(answer.body.code).toBe('1004');
    }
    const form = await api.activityForm(owner);
    const edit = await api.update(owner.token, shop.id, pending.id, { ...form, version: 2 });
    expect(edit.body.code).toBe('1004');
    expect((await api.remove(owner.token, shop.id, pending.id)).body.code).toBe('1004');

    const approved = await decided('approve');
    const { id, version } = approved.activity;
    const resubmit = await api.act(approved.owner.token, approved.shop.id, id, 'submit', version);
    expect(resubmit.body.code, 'an approved activity is not submitted again').toBe('1004');
    const offline = await api.act(approved.owner.token, approved.shop.id, id, 'offline', version);
    const gone = offline.body.content.activity;
    for (const action of ['submit', 'offline']) {
      const answer = await api.act(
        approved.owner.token,
        approved.shop.id,
        id,
        action,
        gone.version,
      );
      expect(answer.body.code).toBe('1004');
    }
    const form2 = await api.activityForm(approved.owner);
    const editOffline = await api.update(approved.owner.token, approved.shop.id, id, {
      ...form2,
      version: gone.version,
    });
    expect(editOffline.body).toMatchObject({ code: '1004', msg: expect.stringContaining('state') });
    expect(
      (await api.remove(approved.owner.token, approved.shop.id, id)).body.code,
      'an offline activity is not deleted',
    ).toBe('1004');
    const reread = await api.read(approved.owner.token, approved.shop.id, `/${id}`);
    expect(reread.body.content.activity).toMatchObject({
      status: 'offline',
      version: gone.version,
      title: approved.activity.title,
    });
  });

  it('keeps a rejected activity from deletion and copies drafts, pending, rejected and offline ones', async () => {
    const rejected = await decided('reject');
    const { owner, shop } = rejected;
    expect((await api.remove(owner.token, shop.id, rejected.activity.id)).body.code).toBe('1004');
    const draft = await api.draft(owner, shop.id, { title: 'Draft one' });
    const pending = await api.draft(owner, shop.id, { title: 'Pending one' });
    await api.act(owner.token, shop.id, pending.id, 'submit', pending.version);
    const approved = await decided('approve');
    const offline = await api.act(
      approved.owner.token,
      approved.shop.id,
      approved.activity.id,
      'offline',
      approved.activity.version,
    );
    const sources = [
      [owner, shop.id, draft.id, 'Draft one'],
      [owner, shop.id, pending.id, 'Pending one'],
      [owner, shop.id, rejected.activity.id, rejected.activity.title],
      [approved.owner, approved.shop.id, offline.body.content.activity.id, approved.activity.title],
    ] as const;
    for (const [user, shopId, id, title] of sources) {
      const copied = await api.copy(user.token, shopId, id);
      expect(copied.body.content.activity).toMatchObject({
        status: 'draft',
        version: 1,
        title,
        rejectReason: null,
      });
      expect(copied.body.content.activity.id).not.toBe(id);
    }
    const source = await api.read(owner.token, shop.id, `/${rejected.activity.id}`);
    expect(source.body.content.activity.status).toBe('rejected');
  });

  it('deletes drafts only, and copies any activity as a new draft', async () => {
    const { owner, activity, shop } = await decided('approve');
    const copied = await api.copy(owner.token, shop.id, activity.id);
    expect(copied.body.content.activity).toMatchObject({
      status: 'draft',
      version: 1,
      title: activity.title,
    });
    expect((await api.remove(owner.token, shop.id, activity.id)).body.code).toBe('1004');
    const copyId = copied.body.content.activity.id;
    expect((await api.remove(owner.token, shop.id, copyId)).body.code).toBe('0000');
    expect((await api.read(owner.token, shop.id, `/${copyId}`)).body.code).toBe('1002');
  });

  it('lists newest first with keyset paging and filters', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const ids: number[] = [];
    for (const title of ['Yoga', 'Chess', 'Chess club']) {
      ids.push((await api.draft(owner, shop.id, { title })).id);
    }
    const first = await api.read(owner.token, shop.id, '', { pageSize: '2' });
    expect(first.body.content.activities.map((a: { id: number }) => a.id)).toEqual([
      ids[2],
      ids[1],
    ]);
    const lastId = String(first.body.content.nextLastId);
    const second = await api.read(owner.token, shop.id, '', { pageSize: '2', last_id: lastId });
    expect(second.body.content).toMatchObject({ activities: [{ id: ids[0] }], nextLastId: null });
    const chess = await api.read(owner.token, shop.id, '', { keyword: 'chess', status: 'draft' });
    expect(chess.body.content.activities).toHaveLength(2);
    const none = await api.read(owner.token, shop.id, '', { status: 'approved' });
    expect(none.body.content.activities).toEqual([]);
  });
});
