import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema.ts';
import { REVIEW_EVENT } from '@console/contract/reviews';
import { IMAGE_BYTES, makeOperator, multipartBody } from './audit-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { collect, listen, nextEvent, socketPool } from './realtime-client.ts';
import { reviewApi } from './review-fixtures.ts';

// docs/reviews.md "Staff": replies, moderation of images, filters, isolation, realtime, the
// operators' guard.
let t: TestApp;
let api: ReturnType<typeof reviewApi>;
let url: string;
const pool = socketPool();
beforeAll(async () => {
  t = await createTestApp();
  api = reviewApi(t);
  url = await listen(t);
});
afterAll(async () => {
  pool.closeAll();
  await t.close();
});

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

/** A shop with one review of `rating` by a new customer. */
async function reviewed(rating = 2, text = 'Too crowded', images = 0) {
  const { owner, shop, activity } = await api.shop();
  const buyer = await api.store.customer('Wang Wu');
  const orderId = await api.order(owner, activity, buyer);
  const imageIds = [];
  for (let n = 0; n < images; n += 1) imageIds.push(await customerImage(buyer.token));
  const posted = await api.post(buyer.token, { orderId, rating, text, imageIds });
  return { owner, shop, activity, buyer, id: posted.body.content.review.id as number, imageIds };
}

describe('replies', () => {
  it('are single and editable, keep every version, and the storefront reads the latest', async () => {
    const { owner, shop, activity, id } = await reviewed();
    const first = await api.staff('PUT', `/${id}/reply`, owner, shop.id, {
      text: 'Sorry about that',
    });
    expect(first.body.content.review.reply).toMatchObject({ text: 'Sorry about that' });
    t.clock.advance(60_000);
    const edited = await api.staff('PUT', `/${id}/reply`, owner, shop.id, {
      text: 'Sorry, we now cap groups at 12',
    });
    expect(edited.body.content.review.replyHistory.map((r: { text: string }) => r.text)).toEqual([
      'Sorry about that',
      'Sorry, we now cap groups at 12',
    ]);
    const storefront = (await api.publicRead(activity.id)).body.content.reviews;
    expect(storefront).toHaveLength(1);
    expect(storefront[0].reply.text).toBe('Sorry, we now cap groups at 12');
    const empty = await api.staff('PUT', `/${id}/reply`, owner, shop.id, { text: '  ' });
    expect(empty.body.content.fields.text).toBe('Please enter a reply');
  });
});

describe('images', () => {
  it('hides one image with a reason: it leaves the storefront read and its public address', async () => {
    const { owner, shop, activity, id, imageIds } = await reviewed(4, 'See photos', 2);
    const [kept, hidden] = imageIds as [number, number];
    const publicImage = (imageId: number) =>
      t.call('GET', `/api/storefront/reviews/${id}/images/${imageId}`);
    expect((await publicImage(hidden)).status).toBe(200);
    const refused = await api.staff('POST', `/${id}/hide`, owner, shop.id, { imageId: hidden });
    expect(refused.body.code).toBe('1001');
    const done = await api.staff('POST', `/${id}/hide`, owner, shop.id, {
      imageId: hidden,
      reason: 'personal_information',
    });
    expect(done.body.content.review).toMatchObject({
      status: 'published',
      images: [
        { id: kept, hidden: false },
        { id: hidden, hidden: true },
      ],
    });
    expect((await api.publicRead(activity.id)).body.content.reviews[0].imageIds).toEqual([kept]);
    expect((await publicImage(hidden)).body.code).toBe('1002');
    expect((await publicImage(kept)).status).toBe(200);
    // The summary is about reviews, not images: it did not move.
    expect((await api.staff('GET', '/summary', owner, shop.id)).body.content.summary.count).toBe(1);
    // Staff still read the hidden image, as moderators must.
    expect((await t.call('GET', `/api/uploads/${hidden}`, { token: owner.token })).status).toBe(
      200,
    );
  });
});

describe('filters', () => {
  it('filter by rating, replied, overdue, images, activity and date', async () => {
    const { owner, shop, activity } = await api.shop();
    const ids: Record<string, number> = {};
    for (const [name, rating, images] of [
      ['old', 1, 0],
      ['pictured', 5, 1],
      ['replied', 3, 0],
    ] as const) {
      const buyer = await api.store.customer();
      const orderId = await api.order(owner, activity, buyer);
      const imageIds = images ? [await customerImage(buyer.token)] : [];
      ids[name] = (
        await api.post(buyer.token, { orderId, rating, imageIds })
      ).body.content.review.id;
      // Written 49 hours ago (moving the clock would end the sessions of a day).
      const written = new Date(t.clock.now().getTime() - 49 * 60 * 60 * 1000);
      if (name === 'old')
        await t.db.update(reviews).set({ createdAt: written }).where(eq(reviews.id, ids.old!));
    }
    await api.staff('PUT', `/${ids.replied}/reply`, owner, shop.id, { text: 'Thanks' });
    const list = async (query: Record<string, string>) =>
      (await api.staff('GET', '', owner, shop.id, undefined, query)).body.content.reviews.map(
        (r: { id: number }) => r.id,
      );
    expect(await list({ rating: '1' })).toEqual([ids.old]);
    expect(await list({ replied: 'yes' })).toEqual([ids.replied]);
    expect(await list({ replied: 'no' })).toEqual([ids.pictured, ids.old]);
    expect(await list({ overdue: '1' })).toEqual([ids.old]);
    expect(await list({ hasImages: '1' })).toEqual([ids.pictured]);
    expect(await list({ activityId: String(activity.id) })).toHaveLength(3);
    const today = new Date(t.clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(await list({ createdFrom: today, createdTo: today })).toEqual([
      ids.replied,
      ids.pictured,
    ]);
    const paged = await api.staff('GET', '', owner, shop.id, undefined, { pageSize: '2' });
    expect(paged.body.content.nextLastId).toBe(ids.pictured);
    // The home's to-do counts what replied=no lists, from the kept stats (docs/home.md "To-dos"):
    // an edit of the reply counts once, a hidden review still waits for its answer.
    const unreplied = async () =>
      (
        await t.call('GET', '/api/home', {
          token: owner.token,
          query: { merchants_id: String(shop.id) },
        })
      ).body.content.todos.find((entry: { key: string }) => entry.key === 'unrepliedReviews').count;
    expect(await unreplied()).toBe(2);
    await api.staff('PUT', `/${ids.replied}/reply`, owner, shop.id, { text: 'Thanks again' });
    await api.staff('POST', `/${ids.old}/hide`, owner, shop.id, { reason: 'spam' });
    expect(await unreplied()).toBe(2);
    expect(await list({ replied: 'no' })).toHaveLength(2);
    await api.staff('PUT', `/${ids.old}/reply`, owner, shop.id, { text: 'Sorry' });
    expect(await unreplied()).toBe(1);
  });
});

describe('isolation and permissions', () => {
  it("keeps another merchant's reviews invisible and unchangeable, by id too", async () => {
    const { owner, shop, id } = await reviewed();
    const other = await api.shop();
    const asOther = (method: string, path: string, payload?: Record<string, unknown>) =>
      api.staff(method, path, other.owner, other.shop.id, payload);
    expect((await asOther('GET', `/${id}`)).body.code).toBe('1002');
    expect((await asOther('PUT', `/${id}/reply`, { text: 'hi' })).body.code).toBe('1002');
    expect((await asOther('POST', `/${id}/hide`, { reason: 'spam' })).body.code).toBe('1002');
    expect((await asOther('POST', `/${id}/show`, {})).body.code).toBe('1002');
    expect((await asOther('GET', '')).body.content.reviews).toEqual([]);
    const mine = await api.staff('GET', `/${id}`, owner, shop.id);
    expect(mine.body.content.review).toMatchObject({ status: 'published', reply: null });
  });

  it('lets customer:view read but not act, and others not read', async () => {
    const { shop, id } = await reviewed();
    const reader = await t.register();
    await t.addMember(shop.id, reader.id, { permissions: ['customer:view'] });
    const outsider = await t.register();
    await t.addMember(shop.id, outsider.id, { permissions: ['order:view'] });
    expect((await api.staff('GET', `/${id}`, reader, shop.id)).body.code).toBe('0000');
    expect((await api.staff('PUT', `/${id}/reply`, reader, shop.id, { text: 'x' })).body.code).toBe(
      '1003',
    );
    expect((await api.staff('GET', '', outsider, shop.id)).body.code).toBe('1003');
  });
});

describe('realtime and the operators', () => {
  it("pushes a new review to the merchant's readers only", async () => {
    const { owner, shop, activity } = await api.shop();
    const viewer = await t.register();
    await t.addMember(shop.id, viewer.id, { permissions: ['order:view'] });
    const ownerSocket = await pool.open(url, owner.token);
    const viewerSocket = await pool.open(url, viewer.token);
    const viewerHeard = collect(viewerSocket, REVIEW_EVENT);
    const buyer = await api.store.customer();
    const orderId = await api.order(owner, activity, buyer);
    const arrival = nextEvent(ownerSocket, REVIEW_EVENT);
    const posted = await api.post(buyer.token, { orderId, rating: 5 });
    expect(await arrival).toEqual({
      merchantId: shop.id,
      reviewId: posted.body.content.review.id,
      activityId: activity.id,
      rating: 5,
    });
    const sentinel = nextEvent(viewerSocket, 'sentinel');
    void t.app.realtime.deliver([
      { to: 'user', userId: viewer.id, event: 'sentinel', payload: null },
    ]);
    await sentinel;
    expect(viewerHeard).toEqual([]);
  });

  it('shows operators the share hidden per star, and nobody else', async () => {
    const { owner, shop, id } = await reviewed(1);
    await api.staff('POST', `/${id}/hide`, owner, shop.id, { reason: 'abuse' });
    const operator = await makeOperator(t);
    const shares = await t.call('GET', '/api/audit/review-moderation', { token: operator.token });
    const entry = shares.body.content.merchants.find(
      (m: { merchantId: number }) => m.merchantId === shop.id,
    );
    expect(entry.stars[0]).toEqual({ rating: 1, total: 1, hidden: 1 });
    expect(entry.stars[4]).toEqual({ rating: 5, total: 0, hidden: 0 });
    const refused = await t.call('GET', '/api/audit/review-moderation', { token: owner.token });
    expect(refused.body.code).toBe('1003');
  });
});
