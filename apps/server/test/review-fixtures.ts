import type { TestApp, TestUser } from './helper.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';

/**
 * Reviews through the real paths (docs/reviews.md "Who may review"): a customer's order, paid,
 * checked in, reviewed.
 */
export function reviewApi(t: TestApp) {
  const store = storefrontApi(t);

  async function shop() {
    const { owner, shop } = await store.openShop();
    const activity = await store.openActivity(shop.id, { title: 'Tea ceremony' });
    return { owner, shop, activity };
  }

  /** A customer's order of the activity, paid and (unless `checkIn` is false) checked in. */
  async function order(
    owner: TestUser,
    activity: { id: number; merchantId: number },
    customer: { token: string },
    checkIn = true,
  ) {
    const placed = await store.order(customer.token, activity.id);
    const id = placed.body.content.order.id as number;
    const paid = await store.act(customer.token, id, 'pay', { version: 1 });
    if (paid.body.code !== '0000') throw new Error(JSON.stringify(paid.body));
    if (!checkIn) return id;
    const code = paid.body.content.order.verificationCode as string;
    const done = await t.call('POST', `/api/orders/${id}/check-in`, {
      token: owner.token,
      payload: {
        merchants_id: activity.merchantId,
        version: paid.body.content.order.version,
        code,
      },
    });
    if (done.body.code !== '0000') throw new Error(JSON.stringify(done.body));
    return id;
  }

  const post = (token: string, payload: Record<string, unknown>, locale = 'en-US') =>
    t.call('POST', '/api/storefront/reviews', { token, payload, locale });

  const staff = (
    method: string,
    url: string,
    user: TestUser,
    merchantId: number,
    payload?: Record<string, unknown>,
    query: Record<string, string> = {},
  ) =>
    t.call(method, `/api/reviews${url}`, {
      token: user.token,
      locale: 'en-US',
      ...(method === 'GET'
        ? { query: { merchants_id: String(merchantId), ...query } }
        : { payload: { ...payload, merchants_id: merchantId } }),
    });

  const publicRead = (activityId: number) =>
    t.call('GET', `/api/storefront/activities/${activityId}/reviews`, { locale: 'en-US' });

  return { store, shop, order, post, staff, publicRead };
}
