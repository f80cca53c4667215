import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_REQUEST_EVENT, type ReviewRequest } from '@console/contract/review-requests';
import type { HomeContent } from '@console/contract/home';
import { sendReviewReminders } from '../src/modules/reviews/review-reminders.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { homeCall } from './home-fixtures.ts';
import { listen, nextEvent, socketPool } from './realtime-client.ts';
import { reviewApi } from './review-fixtures.ts';

// docs/reviews.md "Review requests": a check-in asks its customer for a review (a storefront
// notification with a link valid 30 days), reminded after 3 and 7 days unless answered or the
// merchant turned reminders off; a review through the link is the customer's, verified.
let t: TestApp;
let api: ReturnType<typeof reviewApi>;
let url: string;
const sockets = socketPool();
beforeAll(async () => {
  t = await createTestApp();
  api = reviewApi(t);
  url = await listen(t);
});
afterEach(() => sockets.closeAll());
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const home = homeCall(() => t);

/** Runs `work` with the clock `days` after `from`, then puts it back (sessions made now stay valid). */
async function later<T>(from: Date, days: number, work: () => Promise<T>): Promise<T> {
  const now = t.clock.now();
  t.clock.set(new Date(from.getTime() + days * DAY_MS));
  try {
    return await work();
  } finally {
    t.clock.set(now);
  }
}

const link = (token: string, locale = 'en-US') =>
  t.call('GET', `/api/storefront/review-requests/${token}`, { locale });
const answer = (token: string, payload: Record<string, unknown>, locale = 'en-US') =>
  t.call('POST', `/api/storefront/review-requests/${token}/review`, { payload, locale });
const remindersSent = async (token: string) =>
  (await link(token)).body.content.request.remindersSent as number;
const remind = () => sendReviewReminders(t.app.write);

/** A checked-in order of a new customer, and the request its check-in sent (from the list). */
async function checkedIn(shop: Awaited<ReturnType<typeof api.shop>>) {
  const buyer = await api.store.customer('Wang Wu');
  const orderId = await api.order(shop.owner, shop.activity, buyer);
  const list = await api.store.call('GET', '/review-requests', buyer.token);
  const request = (list.body.content.requests as ReviewRequest[]).find(
    (one) => one.orderId === orderId,
  );
  if (!request) throw new Error(`no request for order ${orderId}: ${JSON.stringify(list.body)}`);
  return { buyer, orderId, request };
}

const rules = (owner: TestUser, merchantId: number, reminders: boolean, locale = 'en-US') =>
  t.call('PUT', '/api/reviews/request-rules', {
    token: owner.token,
    locale,
    payload: { merchants_id: merchantId, reminders },
  });

describe('review requests', () => {
  it('a check-in asks the customer on their sockets and in their list; the link opens without signing in', async () => {
    const shop = await api.shop();
    const buyer = await api.store.customer('Zhao Liu');
    const orderId = await api.order(shop.owner, shop.activity, buyer, false);
    const socket = sockets.customer(url, buyer.token);
    await nextEvent(socket, 'connect');
    const told = nextEvent<ReviewRequest>(socket, REVIEW_REQUEST_EVENT);
    // The same order checked in: the fixture's check-in again, by hand.
    const detail = await api.store.call('GET', `/orders/${orderId}`, buyer.token);
    const { version, verificationCode } = detail.body.content.order;
    const done = await t.call('POST', `/api/orders/${orderId}/check-in`, {
      token: shop.owner.token,
      payload: { merchants_id: shop.activity.merchantId, version, code: verificationCode },
    });
    expect(done.body.code).toBe('0000');
    const pushed = await told;
    expect(pushed).toMatchObject({
      orderId,
      activityId: shop.activity.id,
      activityTitle: 'Tea ceremony',
      remindersSent: 0,
    });
    expect(Date.parse(pushed.expiresAt) - Date.parse(pushed.sentAt)).toBe(30 * DAY_MS);
    const list = await api.store.call('GET', '/review-requests', buyer.token);
    expect(list.body.content.requests).toEqual([pushed]);
    const opened = await link(pushed.token);
    expect(opened.body.content.request).toMatchObject({ orderId, status: 'open' });
    expect((await link('x'.repeat(32))).body.code).toBe('1002');
    expect((await link('not-a-token', 'zh-CN')).body).toMatchObject({
      code: '1001',
      msg: '评价链接无效',
    });
    const entries = await t.trailOf(shop.activity.merchantId, {
      type: 'review_request',
      id: pushed.id,
    });
    expect(entries.map((entry) => [entry.action, entry.actorType])).toEqual([['create', 'member']]);
  });

  it('reminds after 3 and 7 days, each once, and never a third time', async () => {
    const shop = await api.shop();
    const { request } = await checkedIn(shop);
    const sent = new Date(request.sentAt);
    await later(sent, 2.9, remind);
    expect(await remindersSent(request.token)).toBe(0);
    await later(sent, 3, async () => {
      // Two watchers at the same instant send it once (the rows are taken skip-locked).
      await Promise.all([remind(), remind()]);
    });
    expect(await remindersSent(request.token)).toBe(1);
    await later(sent, 6, remind);
    expect(await remindersSent(request.token)).toBe(1);
    await later(sent, 7, remind);
    expect(await remindersSent(request.token)).toBe(2);
    await later(sent, 20, remind);
    expect(await remindersSent(request.token)).toBe(2);
  });

  it('reminders stop once the request is answered, through the link or the review form alike', async () => {
    const shop = await api.shop();
    const first = await checkedIn(shop);
    const second = await checkedIn(shop);
    const sent = new Date(first.request.sentAt);
    await later(sent, 3, remind);
    expect(await remindersSent(first.request.token)).toBe(1);

    // The first answers through the link, not signed in: the review is theirs and verified.
    const posted = await answer(first.request.token, { rating: 5, text: 'Thank you' });
    expect(posted.body.content.review).toMatchObject({ rating: 5, verified: true, author: 'W**' });
    // The second reviews from the order, signed in: the request is answered all the same.
    const direct = await api.post(second.buyer.token, { orderId: second.orderId, rating: 4 });
    expect(direct.body.code).toBe('0000');

    await later(sent, 8, remind);
    expect(await remindersSent(first.request.token)).toBe(1);
    expect(await remindersSent(second.request.token)).toBe(1);
    expect((await link(first.request.token)).body.content.request.status).toBe('answered');
    const again = await answer(first.request.token, { rating: 1 });
    expect(again.body).toMatchObject({ code: '1004', msg: 'This order has already been reviewed' });
    const againZh = await answer(second.request.token, { rating: 1 }, 'zh-CN');
    expect(againZh.body).toMatchObject({ code: '1004', msg: '该订单已评价过' });
    const list = await api.store.call('GET', '/review-requests', first.buyer.token);
    expect(list.body.content.requests).toEqual([]);
  });

  it('reminders stop once the owner turns them off, and apply to new requests when on again', async () => {
    const shop = await api.shop();
    const { request } = await checkedIn(shop);
    const merchantId = shop.activity.merchantId;
    const off = await rules(shop.owner, merchantId, false);
    expect(off.body).toMatchObject({ code: '0000', content: { rules: { reminders: false } } });
    const read = await api.staff('GET', '/request-rules', shop.owner, merchantId);
    expect(read.body.content.rules).toEqual({ reminders: false });

    const sent = new Date(request.sentAt);
    await later(sent, 3, remind);
    await later(sent, 7, remind);
    expect(await remindersSent(request.token)).toBe(0);

    expect((await rules(shop.owner, merchantId, true)).body.code).toBe('0000');
    await later(sent, 7.5, remind);
    // Stopped stays stopped; a request opened from now on is reminded.
    expect(await remindersSent(request.token)).toBe(0);
    const next = await checkedIn(shop);
    await later(new Date(next.request.sentAt), 3, remind);
    expect(await remindersSent(next.request.token)).toBe(1);

    const entries = await t.trailOf(merchantId, { type: 'review_request_rules', id: merchantId });
    expect(entries.map(({ action, after }) => ({ action, after }))).toEqual([
      { action: 'update', after: { reminders: false } },
      { action: 'update', after: { reminders: true } },
    ]);
    const reminded = await t.trailOf(merchantId, { type: 'review_request', id: next.request.id });
    expect(reminded.map(({ action, actorType }) => [action, actorType])).toEqual([
      ['create', 'member'],
      ['remind', 'system'],
    ]);
  });

  it('only who edits the shop turns reminders off; a bad body is refused in the caller language', async () => {
    const shop = await api.shop();
    const merchantId = shop.activity.merchantId;
    const clerk = await t.register();
    await t.addMember(merchantId, clerk.id, { permissions: ['review:reply'] });
    const refused = await rules(clerk, merchantId, false);
    expect(refused.body.code).toBe('1003');
    const bad = await t.call('PUT', '/api/reviews/request-rules', {
      token: shop.owner.token,
      locale: 'zh-CN',
      payload: { merchants_id: merchantId, reminders: 'no' },
    });
    expect(bad.body.code).toBe('1001');
    const read = await api.staff('GET', '/request-rules', clerk, merchantId);
    expect(read.body.content.rules).toEqual({ reminders: true });
  });

  it('a link past 30 days opens as expired and is refused, and is no longer reminded', async () => {
    const shop = await api.shop();
    const { request } = await checkedIn(shop);
    const sent = new Date(request.sentAt);
    const expired = await later(sent, 30, () => link(request.token));
    expect(expired.body.content.request.status).toBe('expired');
    const late = await later(sent, 31, () => answer(request.token, { rating: 5 }, 'zh-CN'));
    expect(late.body).toMatchObject({ code: '1001', msg: '核销超过 30 天的订单不能再评价' });
    await later(sent, 40, remind);
    expect(await remindersSent(request.token)).toBe(0);
  });

  it('home shows the requests sent in the period, how many were answered and the rate', async () => {
    const shop = await api.shop();
    const merchantId = shop.activity.merchantId;
    const asked = [await checkedIn(shop), await checkedIn(shop), await checkedIn(shop)];
    await answer(asked[0]!.request.token, { rating: 5 });
    const answered = await home(shop.owner, merchantId, {});
    expect((answered.body.content as HomeContent).reviewRequests).toEqual({
      sent: 3,
      answered: 1,
      rate: 0.333,
    });
    const fresh = await api.shop();
    const none = await home(fresh.owner, fresh.activity.merchantId, {});
    expect((none.body.content as HomeContent).reviewRequests).toEqual({
      sent: 0,
      answered: 0,
      rate: null,
    });
  });
});
