import { expect } from 'vitest';
import type { TestApp } from './helper.ts';
import { orderApi } from './order-fixtures.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';

/**
 * Order events at once, as the counts kept by triggers must survive them (docs/orders.md
 * "Tallies", docs/home.md "Rollups, never orders"): `buyers` customers each place four orders over
 * two activities of one new merchant; then, all at once, two thirds are paid and the rest
 * cancelled; of every four paid, two customers ask for a refund, the merchant refunds one;
 * with `decide`, the merchant then approves half of the requests and declines the others.
 * `afterPlaced` runs between the placing and the rest.
 */
export async function concurrentOrderEvents(
  t: TestApp,
  options: { buyers: number; decide: boolean; afterPlaced?: (shopId: number) => Promise<void> },
) {
  const api = orderApi(t);
  const shopfront = storefrontApi(t);
  const { owner, shop } = await shopfront.openShop();
  const pottery = await shopfront.openActivity(shop.id, { capacity: 100, priceCents: 5000 });
  const tea = await shopfront.openActivity(shop.id, { capacity: 100, priceCents: 1200 });
  const buyers = await Promise.all(
    Array.from({ length: options.buyers }, () => shopfront.customer()),
  );
  const ok = (answer: { body: unknown }) => expect(answer.body).toMatchObject({ code: '0000' });

  const placed = await Promise.all(
    buyers.flatMap((buyer) =>
      [pottery, tea].flatMap((activity) =>
        [1, 2].map(async (quantity) => {
          const answer = await shopfront.order(buyer.token, activity.id, quantity);
          ok(answer);
          return { buyer, id: answer.body.content.order.id as number };
        }),
      ),
    ),
  );
  await options.afterPlaced?.(shop.id);
  await Promise.all(
    placed.map(async ({ buyer, id }, index) => {
      ok(await shopfront.act(buyer.token, id, index % 3 === 2 ? 'cancel' : 'pay', { version: 1 }));
    }),
  );
  const paid = placed.filter((_, index) => index % 3 !== 2);
  const asking = paid.filter((_, index) => index % 4 < 2);
  const refunded = paid.filter((_, index) => index % 4 === 2);
  (
    await Promise.all([
      ...asking.map(({ buyer, id }) =>
        shopfront.act(buyer.token, id, 'refund', { version: 2, reason: 'Ill' }),
      ),
      ...refunded.map(({ id }) =>
        api.act(owner, shop.id, `/${id}/refund`, { version: 2, reason: 'Closed' }),
      ),
    ])
  ).forEach(ok);
  if (options.decide) {
    await Promise.all(
      asking.map(async ({ id }, index) => {
        const decision = index % 2 === 0 ? { approve: true } : { approve: false, reason: 'No' };
        ok(await api.act(owner, shop.id, `/${id}/refund-decision`, { version: 3, ...decision }));
      }),
    );
  }
  return { owner, shop, placed, asking };
}
