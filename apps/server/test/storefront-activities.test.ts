import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontCoverUrl } from '@console/contract/storefront';
import { activities, merchantRecords, merchants } from '../src/db/schema.ts';
import { activityApi } from './activity-fixtures.ts';
import {
  decide,
  IMAGE_BYTES,
  makeOperator,
  pendingSubmission,
  submitNewRecord,
} from './audit-fixtures.ts';
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

const DAY = 24 * 60 * 60 * 1000;
type Listed = { id: number; [key: string]: unknown };

/** A merchant created the real way: its onboarding record approved by an operator. */
async function approvedShop() {
  const owner = await t.register();
  const record = await submitNewRecord(t, owner);
  const submission = await pendingSubmission(t, operator, 'record', record.id);
  expect((await decide(t, operator, submission.id, 'approve')).body.code).toBe('0000');
  const [row] = await t.db.select().from(merchantRecords).where(eq(merchantRecords.id, record.id));
  return { owner, shopId: row!.merchantId! };
}

/** An activity submitted and approved by an operator (published). */
async function published(owner: TestUser, shopId: number, overrides: Record<string, unknown> = {}) {
  const created = await api.draft(owner, shopId, overrides);
  const submitted = await api.act(owner.token, shopId, created.id, 'submit', created.version);
  expect(submitted.body.code).toBe('0000');
  const submission = await pendingSubmission(t, operator, 'activity', created.id);
  expect((await decide(t, operator, submission.id, 'approve')).body.code).toBe('0000');
  return { ...created, version: created.version + 2 };
}

const storefront = (path = '', query: Record<string, string> = {}) =>
  t.call('GET', `/api/storefront/activities${path}`, { query, locale: 'en-US' });
const listedIds = async (query: Record<string, string>) =>
  ((await storefront('', query)).body.content.activities as Listed[]).map((row) => row.id);

describe('storefront activities (DESIGN §1, docs/api.md "Storefront")', () => {
  it('shows approved activities of approved merchants, without a staff session', async () => {
    const { owner, shopId } = await approvedShop();
    const visible = await published(owner, shopId, { title: 'Open pottery', capacity: 12 });
    const answer = await storefront(`/${visible.id}`);
    expect(answer.status).toBe(200);
    const activity = answer.body.content.activity;
    expect(activity).toMatchObject({
      id: visible.id,
      merchant: { id: shopId },
      title: 'Open pottery',
      coverUrl: storefrontCoverUrl(visible.id),
      phase: 'signing_up',
      capacity: 12,
      placesLeft: 12,
      priceCents: 0,
    });
    // Nothing of the console's own: no status, version, reason, creator or review data.
    expect(Object.keys(activity).sort()).toEqual(
      [
        'id',
        'merchant',
        'title',
        'coverUrl',
        'category',
        'summary',
        'description',
        'mode',
        'provinceCode',
        'cityCode',
        'districtCode',
        'address',
        'link',
        'startAt',
        'endAt',
        'signupDeadline',
        'phase',
        'capacity',
        'placesLeft',
        'priceCents',
      ].sort(),
    );
    expect(Object.keys(activity.merchant).sort()).toEqual(['id', 'name']);
    expect(JSON.stringify(answer.body)).not.toMatch(
      /status|version|rejectReason|createdBy|coverImageId|submitted|decided|uploads/,
    );
    expect(await listedIds({ merchantId: String(shopId) })).toEqual([visible.id]);
  });

  it('hides drafts, pending, rejected and offline activities, and unapproved merchants', async () => {
    const { owner, shopId } = await approvedShop();
    const draft = await api.draft(owner, shopId);
    const pending = await api.draft(owner, shopId);
    await api.act(owner.token, shopId, pending.id, 'submit', pending.version);
    const rejected = await api.draft(owner, shopId);
    await api.act(owner.token, shopId, rejected.id, 'submit', rejected.version);
    const submission = await pendingSubmission(t, operator, 'activity', rejected.id);
    await decide(t, operator, submission.id, 'reject', 'No');
    const offline = await published(owner, shopId);
    const gone = await api.act(owner.token, shopId, offline.id, 'offline', offline.version);
    expect(gone.body.content.activity.status).toBe('offline');
    const kept = await published(owner, shopId);

    // A merchant without an approved onboarding record (arranged directly).
    const stranger = await api.shopWithOwner();
    const unapproved = await published(stranger.owner, stranger.shop.id);
    // A disabled merchant's activities leave the storefront too.
    const disabled = await approvedShop();
    const silenced = await published(disabled.owner, disabled.shopId);
    await t.db
      .update(merchants)
      .set({ status: 'disabled' })
      .where(eq(merchants.id, disabled.shopId));

    expect(await listedIds({ merchantId: String(shopId) })).toEqual([kept.id]);
    expect(await listedIds({ merchantId: String(stranger.shop.id) })).toEqual([]);
    expect(await listedIds({ merchantId: String(disabled.shopId) })).toEqual([]);
    const all = await listedIds({ pageSize: '50' });
    for (const hidden of [draft, pending, rejected, offline, unapproved, silenced]) {
      expect(all).not.toContain(hidden.id);
      const byId = await storefront(`/${hidden.id}`);
      expect(byId.body.code).toBe('1002');
      expect(byId.status).toBe(404);
      expect((await storefront(`/${hidden.id}/cover`)).body.code).toBe('1002');
    }
    expect((await storefront(`/${kept.id}`)).body.code).toBe('0000');
  });

  it('lists soonest start first with keyset paging and filters; ended ones only by id', async () => {
    const { owner, shopId } = await approvedShop();
    const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
    const timed = (days: number) => ({
      signupDeadline: at(days - 1),
      startAt: at(days),
      endAt: at(days + 0.5),
    });
    const late = await published(owner, shopId, { ...timed(9), title: 'Late chess' });
    const soon = await published(owner, shopId, { ...timed(3), category: 'sports' });
    const middle = await published(owner, shopId, { ...timed(6), title: 'Middle chess' });
    const ended = await published(owner, shopId, timed(4));
    // Arranged: the activity took place a week ago.
    await t.db
      .update(activities)
      .set({
        signupDeadline: new Date(Date.parse(at(-8))),
        startAt: new Date(Date.parse(at(-7))),
        endAt: new Date(Date.parse(at(-6.5))),
      })
      .where(eq(activities.id, ended.id));

    const merchantId = String(shopId);
    const first = await storefront('', { merchantId, pageSize: '2' });
    expect(first.body.content.activities.map((row: Listed) => row.id)).toEqual([
      soon.id,
      middle.id,
    ]);
    expect(first.body.content.nextLastId).toBe(middle.id);
    const second = await storefront('', { merchantId, pageSize: '2', last_id: String(middle.id) });
    expect(second.body.content).toMatchObject({ activities: [{ id: late.id }], nextLastId: null });

    expect(await listedIds({ merchantId, keyword: 'chess' })).toEqual([middle.id, late.id]);
    expect(await listedIds({ merchantId, category: 'sports' })).toEqual([soon.id]);
    const past = await storefront(`/${ended.id}`);
    expect(past.body.content.activity.phase).toBe('ended');

    const bad: Record<string, string>[] = [
      { category: 'gaming' },
      { pageSize: '51' },
      { status: 'draft' },
    ];
    for (const query of bad) {
      expect((await storefront('', query)).body.code).toBe('1001');
    }
  });

  it('serves the cover publicly, cached, only for visible activities', async () => {
    const { owner, shopId } = await approvedShop();
    const visible = await published(owner, shopId);
    const answer = await t.call('GET', storefrontCoverUrl(visible.id));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.raw.equals(IMAGE_BYTES['image/png'])).toBe(true);

    const draft = await api.draft(owner, shopId);
    expect((await t.call('GET', storefrontCoverUrl(draft.id))).status).toBe(404);
    // Arranged: the cover's upload was removed (the column is set null).
    const bare = await published(owner, shopId);
    await t.db.update(activities).set({ coverImageId: null }).where(eq(activities.id, bare.id));
    expect((await storefront(`/${bare.id}`)).body.content.activity.coverUrl).toBeNull();
    expect((await t.call('GET', storefrontCoverUrl(bare.id))).body.code).toBe('1002');
  });
});
