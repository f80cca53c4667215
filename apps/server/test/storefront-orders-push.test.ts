import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_EVENT } from '@console/contract/orders';
import { createTestApp, type TestApp } from './helper.ts';
import {
  collect,
  listen,
  nextEvent,
  sharedRedisEnv,
  socketPool,
  waitUntil,
} from './realtime-client.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';

let t: TestApp;
let url: string;
let api: ReturnType<typeof storefrontApi>;
const pool = socketPool();
const { sockets, open } = pool;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  api = storefrontApi(t);
});
afterEach(pool.closeAll);
afterAll(() => t.close());

const collectOrders = (socket: Socket) => collect(socket, ORDER_EVENT);

describe('order events to the merchant’s room (docs/realtime.md "Events")', () => {
  it('pushes paid orders and refund requests to the merchant’s order staff only', async () => {
    const { owner, shop } = await api.openShop();
    const viewer = await t.register();
    await t.addMember(shop.id, viewer.id, { permissions: ['order:view'] });
    const withoutKey = await t.register();
    await t.addMember(shop.id, withoutKey.id, { permissions: ['activity:view'] });
    const { owner: rival } = await api.openShop();

    const ownerSocket = await open(url, owner.token);
    const viewerSocket = await open(url, viewer.token);
    const silent = [await open(url, withoutKey.token), await open(url, rival.token)].map(
      collectOrders,
    );

    const activity = await api.openActivity(shop.id);
    const buyer = await api.customer();
    const order = (await api.order(buyer.token, activity.id)).body.content.order;
    const paidArrivals = Promise.all([
      nextEvent(ownerSocket, ORDER_EVENT),
      nextEvent(viewerSocket, ORDER_EVENT),
    ]);
    await api.act(buyer.token, order.id, 'pay', { version: 1 });
    const paid = { kind: 'paid', orderId: order.id, merchantId: shop.id };
    expect(await paidArrivals).toEqual([paid, paid]);

    const refundArrival = nextEvent(ownerSocket, ORDER_EVENT);
    await api.act(buyer.token, order.id, 'refund', { version: 2, reason: 'Cannot come' });
    expect(await refundArrival).toEqual({ ...paid, kind: 'refund_requested' });

    // Events to one socket keep their order: the rival's own push arrives, nothing before it.
    const rivalShop = (await api.openShop(rival)).shop;
    const rivalSocket = await open(url, rival.token);
    const rivalEvents = collectOrders(rivalSocket);
    const theirs = await api.order(buyer.token, (await api.openActivity(rivalShop.id)).id);
    const own = nextEvent(rivalSocket, ORDER_EVENT);
    await api.act(buyer.token, theirs.body.content.order.id, 'pay', { version: 1 });
    await own;
    expect(rivalEvents).toHaveLength(1);
    expect(silent).toEqual([[], []]);
  });

  it('does not push a placed-but-unpaid or cancelled order', async () => {
    const { owner, shop } = await api.openShop();
    const ownerEvents = collectOrders(await open(url, owner.token));
    const buyer = await api.customer();
    const activity = await api.openActivity(shop.id);
    const first = (await api.order(buyer.token, activity.id)).body.content.order;
    await api.act(buyer.token, first.id, 'cancel', { version: 1 });
    const second = (await api.order(buyer.token, activity.id)).body.content.order;
    const arrival = nextEvent(sockets.at(-1)!, ORDER_EVENT);
    await api.act(buyer.token, second.id, 'pay', { version: 1 });
    await arrival;
    expect(ownerEvents).toEqual([{ kind: 'paid', orderId: second.id, merchantId: shop.id }]);
  });
});

// Two nodes sharing PostgreSQL and Redis; skipped only when REDIS_URL is unset.
describe.skipIf(!process.env.REDIS_URL)('order events across two nodes sharing Redis', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlB: string;
  beforeAll(async () => {
    const env = sharedRedisEnv();
    nodeA = await createTestApp({ env, shareDatabaseOf: t });
    nodeB = await createTestApp({ env, shareDatabaseOf: t });
    await listen(nodeA);
    urlB = await listen(nodeB);
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
  });

  it('delivers an order paid through node A to the merchant’s socket on node B', async () => {
    const { owner, shop } = await api.openShop();
    const socket = await open(urlB, owner.token);
    await waitUntil(async () => (await nodeA.app.realtime.countSockets(owner.id)) === 1);
    const activity = await api.openActivity(shop.id);
    const nodeApi = storefrontApi(nodeA);
    const buyer = await nodeApi.customer();
    const order = (await nodeApi.order(buyer.token, activity.id)).body.content.order;
    const arrival = nextEvent(socket, ORDER_EVENT, 1000);
    await nodeApi.act(buyer.token, order.id, 'pay', { version: 1 });
    expect(await arrival).toEqual({ kind: 'paid', orderId: order.id, merchantId: shop.id });
  });
});
