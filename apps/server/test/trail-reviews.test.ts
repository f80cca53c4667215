import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_EVENT } from '@console/contract/reviews';
import { reviewModerations, reviewReplies, reviews, reviewStats } from '../src/db/schema.ts';
import { IMAGE_BYTES, multipartBody } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { reviewApi } from './review-fixtures.ts';

// docs/server.md "Doors" and docs/reviews.md "Trail": a review is posted, replied to, hidden and
// shown only through its door, each write with its entry and its stats in one transaction.
let t: TestApp;
let api: ReturnType<typeof reviewApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = reviewApi(t);
});
afterAll(() => t.close());

async function customerImage(token: string) {
  const { payload, contentType } = multipartBody([
    { name: 'file', filename: 'a.png', type: 'image/png', data: IMAGE_BYTES['image/png'] },
  ]);
  const answer = await t.call('POST', '/api/storefront/uploads', {
    token,
    payload,
    headers: { 'content-type': contentType },
  });
  return answer.body.content.file.id as number;
}

/** The merchant-wide stats row of `rating`. */
async function statsOf(merchantId: number, rating: number) {
  const [row] = await t.db
    .select()
    .from(reviewStats)
    .where(
      and(
        eq(reviewStats.merchantId, merchantId),
        eq(reviewStats.scopeId, 0),
        eq(reviewStats.rating, rating),
      ),
    );
  return row ? { published: row.published, hidden: row.hidden, unreplied: row.unreplied } : null;
}

/** A shop whose customer reviewed a checked-in order with one image. */
async function reviewed(rating = 2) {
  const { owner, shop, activity } = await api.shop();
  const buyer = await api.store.customer('Wang Wu');
  const orderId = await api.order(owner, activity, buyer);
  const imageId = await customerImage(buyer.token);
  const posted = await api.post(buyer.token, {
    orderId,
    rating,
    text: 'Crowded',
    imageIds: [imageId],
  });
  if (posted.body.code !== '0000') throw new Error(JSON.stringify(posted.body));
  return { owner, shop, id: posted.body.content.review.id as number, imageId };
}

const actionsOf = async (merchantId: number, id: number) =>
  (await t.trailOf(merchantId, { type: 'review', id })).map((entry) => [
    entry.action,
    entry.before,
    entry.after,
  ]);

describe('posting', () => {
  it('records the customer posting, text cut, and hands the review push over once after commit', async () => {
    const { owner, shop, activity } = await api.shop();
    const buyer = await api.store.customer('Zhang San');
    const orderId = await api.order(owner, activity, buyer);
    const imageId = await customerImage(buyer.token);
    const text = 'g'.repeat(1000);
    const mark = t.deliveries.length;
    const posted = await t.call('POST', '/api/storefront/reviews', {
      token: buyer.token,
      payload: { orderId, rating: 4, text, imageIds: [imageId] },
      headers: { 'user-agent': 'trail-reviews/1.0' },
    });
    expect(posted.body.code).toBe('0000');
    const id = posted.body.content.review.id as number;
    const entries = await t.trailOf(shop.id, { type: 'review', id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorType: 'customer',
      actorId: buyer.id,
      actorName: 'Zhang San',
      action: 'post',
      before: null,
      after: {
        orderId,
        activityId: activity.id,
        rating: 4,
        text: 'g'.repeat(200),
        imageIds: [imageId],
        status: 'published',
      },
      userAgent: 'trail-reviews/1.0',
      requestId: posted.headers['x-request-id'],
    });
    expect(t.deliveries.slice(mark)).toEqual([
      [
        {
          to: 'room',
          room: 'review',
          merchantId: shop.id,
          event: REVIEW_EVENT,
          payload: { merchantId: shop.id, reviewId: id, activityId: activity.id, rating: 4 },
        },
      ],
    ]);
  });

  it('leaves no review, no stats, no entry and no push when the write fails', async () => {
    const { owner, shop, activity } = await api.shop();
    const buyer = await api.store.customer();
    const orderId = await api.order(owner, activity, buyer);
    const mark = t.deliveries.length;
    t.failNextWrite();
    const failed = await api.post(buyer.token, { orderId, rating: 3, text: 'Fine' });
    expect(failed.status).toBe(500);
    expect(t.deliveries.slice(mark)).toEqual([]);
    expect(await t.db.select().from(reviews).where(eq(reviews.orderId, orderId))).toEqual([]);
    expect(await statsOf(shop.id, 3)).toBeNull();
    expect((await t.trailOf(shop.id)).filter((entry) => entry.objectType === 'review')).toEqual([]);
    // Nothing is left behind: the order may still be reviewed.
    expect((await api.post(buyer.token, { orderId, rating: 3, text: 'Fine' })).body.code).toBe(
      '0000',
    );
    expect(await statsOf(shop.id, 3)).toEqual({ published: 1, hidden: 0, unreplied: 1 });
  });
});

describe('replies', () => {
  it('records the first reply and each edit with the old and new start and the version, the member as actor', async () => {
    const { owner, shop, id } = await reviewed();
    const reply = (user: TestUser, text: string) =>
      api.staff('PUT', `/${id}/reply`, user, shop.id, { text });
    const first = await reply(owner, 'Sorry about that');
    const edited = await reply(owner, `${'s'.repeat(300)}`);
    await reply(owner, `${'s'.repeat(300)}`);
    const versions = await t.db
      .select({ id: reviewReplies.id })
      .from(reviewReplies)
      .where(eq(reviewReplies.reviewId, id))
      .orderBy(reviewReplies.id);
    expect(versions).toHaveLength(2);
    expect((await actionsOf(shop.id, id)).slice(1)).toEqual([
      ['reply', { reply: null }, { reply: 'Sorry about that', replyId: versions[0]!.id }],
      [
        'reply',
        { reply: 'Sorry about that' },
        { reply: 's'.repeat(200), replyId: versions[1]!.id },
      ],
    ]);
    const entries = (await t.trailOf(shop.id, { type: 'review', id })).slice(1);
    expect(entries.map((entry) => [entry.actorType, entry.actorId, entry.requestId])).toEqual([
      ['member', owner.id, first.headers['x-request-id']],
      ['member', owner.id, edited.headers['x-request-id']],
    ]);
  });

  it('leaves no reply, no version, no unreplied change and no entry when the write fails', async () => {
    const { owner, shop, id } = await reviewed(1);
    t.failNextWrite();
    const failed = await api.staff('PUT', `/${id}/reply`, owner, shop.id, { text: 'Sorry' });
    expect(failed.status).toBe(500);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ replyBody: null, replyAt: null });
    expect(await t.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, id))).toEqual(
      [],
    );
    expect(await statsOf(shop.id, 1)).toMatchObject({ unreplied: 1 });
    expect(await actionsOf(shop.id, id)).toHaveLength(1);
  });
});

describe('hide and show', () => {
  it('records hide, show, hideImage and showImage with what changed; again changes nothing', async () => {
    const { owner, shop, id, imageId } = await reviewed(2);
    const act = (action: 'hide' | 'show', payload: Record<string, unknown>) =>
      api.staff('POST', `/${id}/${action}`, owner, shop.id, payload);
    const mark = t.deliveries.length;
    const hidden = await act('hide', { reason: 'abuse' });
    expect(hidden.body.content.review.status).toBe('hidden');
    await act('hide', { reason: 'spam' });
    expect(await statsOf(shop.id, 2)).toMatchObject({ published: 0, hidden: 1 });
    await act('show', {});
    await act('hide', { imageId, reason: 'personal_information' });
    await act('hide', { imageId, reason: 'personal_information' });
    await act('show', { imageId });
    expect((await actionsOf(shop.id, id)).slice(1)).toEqual([
      [
        'hide',
        { status: 'published', hiddenReason: null },
        { status: 'hidden', hiddenReason: 'abuse' },
      ],
      [
        'show',
        { status: 'hidden', hiddenReason: 'abuse' },
        { status: 'published', hiddenReason: null },
      ],
      [
        'hideImage',
        { hiddenImageIds: [] },
        { hiddenImageIds: [imageId], reason: 'personal_information' },
      ],
      ['showImage', { hiddenImageIds: [imageId] }, { hiddenImageIds: [] }],
    ]);
    const [entry] = (await t.trailOf(shop.id, { type: 'review', id })).slice(1);
    expect(entry).toMatchObject({
      actorType: 'member',
      actorId: owner.id,
      requestId: hidden.headers['x-request-id'],
    });
    expect(await statsOf(shop.id, 2)).toMatchObject({ published: 1, hidden: 0 });
    // Staff moderation pushes nothing (docs/reviews.md "Realtime").
    expect(t.deliveries.slice(mark)).toEqual([]);
  });

  it('leaves the review, its stats and its log as they were, and no entry, when a hide fails', async () => {
    const { owner, shop, id } = await reviewed(5);
    t.failNextWrite();
    const failed = await api.staff('POST', `/${id}/hide`, owner, shop.id, { reason: 'spam' });
    expect(failed.status).toBe(500);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ status: 'published', hiddenReason: null });
    expect(await statsOf(shop.id, 5)).toMatchObject({ published: 1, hidden: 0 });
    expect(
      await t.db.select().from(reviewModerations).where(eq(reviewModerations.reviewId, id)),
    ).toEqual([]);
    expect(await actionsOf(shop.id, id)).toHaveLength(1);
  });
});
