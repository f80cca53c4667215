import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { reviewApi } from './review-fixtures.ts';

// docs/reviews.md "Who may review", "Stats": who may review what, and the stats in the same
// transaction.
let t: TestApp;
let api: ReturnType<typeof reviewApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = reviewApi(t);
});
afterAll(() => t.close());

describe('posting a review', () => {
  it("accepts only one's own checked-in order, once, within 30 days", async () => {
    const { owner, activity } = await api.shop();
    const buyer = await api.store.customer('Zhang San');
    const other = await api.store.customer('Li Si');
    const notCheckedIn = await api.order(owner, activity, buyer, false);
    const refused = await api.post(buyer.token, { orderId: notCheckedIn, rating: 5 });
    expect(refused.body).toMatchObject({
      code: '1001',
      content: { fields: { orderId: 'Only your own checked-in orders can be reviewed' } },
    });
    const done = await api.order(owner, activity, buyer);
    const stranger = await api.post(other.token, { orderId: done, rating: 1, text: 'bad' });
    expect(stranger.body.code).toBe('1001');
    const posted = await api.post(buyer.token, { orderId: done, rating: 4, text: 'Lovely' });
    expect(posted.body.content.review).toMatchObject({
      rating: 4,
      text: 'Lovely',
      verified: true,
      author: 'Z**',
    });
    const twice = await api.post(buyer.token, { orderId: done, rating: 5 });
    expect(twice.body).toMatchObject({ code: '1004', msg: 'This order has already been reviewed' });
    const twiceZh = await api.post(buyer.token, { orderId: done, rating: 5 }, 'zh-CN');
    expect(twiceZh.body.msg).toBe('该订单已评价过');

    const late = await api.order(owner, activity, buyer);
    // Checked in 31 days ago (the customer's one-day session rules out moving the clock).
    const longAgo = new Date(t.clock.now().getTime() - 31 * 24 * 60 * 60 * 1000);
    await t.db.update(orders).set({ completedAt: longAgo }).where(eq(orders.id, late));
    const tooLate = await api.post(buyer.token, { orderId: late, rating: 3 });
    expect(tooLate.body.content.fields.orderId).toBe(
      'Orders checked in more than 30 days ago can no longer be reviewed',
    );
  });

  it('refuses a rating outside 1–5, long text and more than six images, in the caller language', async () => {
    const { owner, activity } = await api.shop();
    const buyer = await api.store.customer();
    const orderId = await api.order(owner, activity, buyer);
    const zero = await api.post(buyer.token, { orderId, rating: 0 }, 'zh-CN');
    expect(zero.body.content.fields.rating).toBe('评分为 1 到 5 星');
    const long = await api.post(buyer.token, { orderId, rating: 5, text: 'x'.repeat(1001) });
    expect(long.body.content.fields.text).toBe('A review has at most 1,000 characters');
    const many = await api.post(buyer.token, {
      orderId,
      rating: 5,
      imageIds: [1, 2, 3, 4, 5, 6, 7],
    });
    expect(many.body.content.fields.imageIds).toBe('At most 6 images');
    const foreign = await api.post(buyer.token, { orderId, rating: 5, imageIds: [123456] });
    expect(foreign.body.code).toBe('1001');
  });

  it('keeps HTML as inert text on both reads', async () => {
    const { owner, shop, activity } = await api.shop();
    const buyer = await api.store.customer();
    const orderId = await api.order(owner, activity, buyer);
    const html = '<script>alert(1)</script><b>great</b>';
    await api.post(buyer.token, { orderId, rating: 5, text: html });
    const listed = await api.staff('GET', '', owner, shop.id);
    expect(listed.body.content.reviews[0].text).toBe(html);
    expect((await api.publicRead(activity.id)).body.content.reviews[0].text).toBe(html);
  });
});

describe('stats', () => {
  it('changes average and distribution with every publish, hide and show', async () => {
    const { owner, shop, activity } = await api.shop();
    const ratings = [5, 4, 1];
    const ids: number[] = [];
    for (const rating of ratings) {
      const buyer = await api.store.customer();
      const orderId = await api.order(owner, activity, buyer);
      ids.push((await api.post(buyer.token, { orderId, rating })).body.content.review.id);
    }
    const summary = async () =>
      (await api.staff('GET', '/summary', owner, shop.id)).body.content.summary;
    expect(await summary()).toEqual({
      count: 3,
      average: 3.33,
      distribution: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 1 },
    });
    const hidden = await api.staff('POST', `/${ids[2]}/hide`, owner, shop.id, { reason: 'spam' });
    expect(hidden.body.content.review).toMatchObject({ status: 'hidden', hiddenReason: 'spam' });
    expect(await summary()).toEqual({
      count: 2,
      average: 4.5,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
    });
    const storefront = (await api.publicRead(activity.id)).body.content;
    expect(storefront.reviews.map((r: { id: number }) => r.id)).not.toContain(ids[2]);
    expect(storefront.summary).toMatchObject({ count: 2, average: 4.5 });
    const perActivity = await api.staff('GET', '/summary', owner, shop.id, undefined, {
      activityId: String(activity.id),
    });
    expect(perActivity.body.content.summary.count).toBe(2);
    await api.staff('POST', `/${ids[2]}/show`, owner, shop.id, {});
    expect((await summary()).count).toBe(3);
    const detail = await api.staff('GET', `/${ids[2]}`, owner, shop.id);
    expect(detail.body.content.review.moderation).toEqual([
      expect.objectContaining({
        action: 'hide',
        reason: 'spam',
        staff: expect.objectContaining({ id: owner.id }),
      }),
      expect.objectContaining({ action: 'show', reason: null }),
    ]);
  });

  it('refuses to hide without a listed reason ("negative" is not one), and changes nothing', async () => {
    const { owner, shop, activity } = await api.shop();
    const buyer = await api.store.customer();
    const orderId = await api.order(owner, activity, buyer);
    const id = (await api.post(buyer.token, { orderId, rating: 1 })).body.content.review.id;
    for (const payload of [{}, { reason: 'negative' }]) {
      const refused = await api.staff('POST', `/${id}/hide`, owner, shop.id, payload);
      expect(refused.body).toMatchObject({
        code: '1001',
        content: { fields: { reason: 'Please choose why it is hidden' } },
      });
    }
    const detail = await api.staff('GET', `/${id}`, owner, shop.id);
    expect(detail.body.content.review).toMatchObject({ status: 'published', moderation: [] });
  });
});
