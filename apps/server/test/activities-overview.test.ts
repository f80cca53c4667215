import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
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

const nicknameOf = async (userId: number) =>
  (await t.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId)))[0]!
    .nickname;

describe('activity overview (the detail page, docs/activities.md "Review history")', () => {
  it('shows the review history oldest first: who decided, when and why; figures are zero', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const overview = (id: number) => api.read(owner.token, shop.id, `/${id}/overview`);
    const created = await api.draft(owner, shop.id);
    const empty = await overview(created.id);
    expect(empty.body.content).toEqual({
      reviews: [],
      figures: { orders: 0, paid: 0, checkedIn: 0, revenueCents: 0 },
    });

    const submitted = await api.act(owner.token, shop.id, created.id, 'submit', created.version);
    const first = await pendingSubmission(t, operator, 'activity', created.id);
    const waiting = (await overview(created.id)).body.content.reviews;
    expect(waiting).toEqual([
      expect.objectContaining({ id: first.id, status: 'pending', decidedBy: null, reason: null }),
    ]);
    const rejectedAt = t.clock.now().toISOString();
    await decide(t, operator, first.id, 'reject', 'Blurry cover');
    const rejected = (await api.read(owner.token, shop.id, `/${created.id}`)).body.content.activity;
    expect(submitted.body.content.activity.status).toBe('pending');
    const form = await api.activityForm(owner, { title: 'Pottery, clearer' });
    const edited = await api.update(owner.token, shop.id, created.id, {
      ...form,
      version: rejected.version,
    });
    const again = edited.body.content.activity;
    t.clock.advance(60_000);
    await api.act(owner.token, shop.id, created.id, 'submit', again.version);
    const second = await pendingSubmission(t, operator, 'activity', created.id);
    await decide(t, operator, second.id, 'approve');

    const answer = await overview(created.id);
    expect(answer.body.code).toBe('0000');
    const ownerName = await nicknameOf(owner.id);
    const operatorName = await nicknameOf(operator.id);
    expect(answer.body.content.reviews).toEqual([
      {
        id: first.id,
        status: 'rejected',
        submittedBy: { id: owner.id, nickname: ownerName },
        submittedAt: expect.any(String),
        decidedBy: { id: operator.id, nickname: operatorName },
        decidedAt: rejectedAt,
        reason: 'Blurry cover',
      },
      {
        id: second.id,
        status: 'approved',
        submittedBy: { id: owner.id, nickname: ownerName },
        submittedAt: t.clock.now().toISOString(),
        decidedBy: { id: operator.id, nickname: operatorName },
        decidedAt: t.clock.now().toISOString(),
        reason: null,
      },
    ]);
    expect(answer.body.content.figures).toEqual({
      orders: 0,
      paid: 0,
      checkedIn: 0,
      revenueCents: 0,
    });
  });

  it("answers 1002 for another merchant's activity and 1003 without activity:view", async () => {
    const mine = await api.shopWithOwner();
    const theirs = await api.shopWithOwner();
    const target = await api.draft(theirs.owner, theirs.shop.id);
    const foreign = await api.read(mine.owner.token, mine.shop.id, `/${target.id}/overview`);
    expect(foreign.body.code).toBe('1002');
    const outsider = await api.read(mine.owner.token, theirs.shop.id, `/${target.id}/overview`);
    expect(outsider.body.code).toBe('1003');

    const clerk = await t.register();
    await t.addMember(theirs.shop.id, clerk.id, { permissions: ['order:view'] });
    const denied = await api.read(clerk.token, theirs.shop.id, `/${target.id}/overview`);
    expect(denied.body.code).toBe('1003');
    const viewer = await t.register();
    await t.addMember(theirs.shop.id, viewer.id, { permissions: ['activity:view'] });
    const allowed = await api.read(viewer.token, theirs.shop.id, `/${target.id}/overview`);
    expect(allowed.body.code).toBe('0000');
  });
});
