import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_EVENT } from '@console/contract/orders';
import type { PermissionKey } from '@console/contract/roles';
import { merchantRecords } from '../src/db/schema.ts';
import { decide, makeOperator, pendingSubmission, submitNewRecord } from './audit-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { memberApi } from './member-fixtures.ts';
import { turnOnTotp } from './second-factor-fixtures.ts';
import {
  collect,
  listen,
  nextEvent,
  sharedRedisEnv,
  socketPool,
  waitUntil,
} from './realtime-client.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';

// docs/realtime.md "Membership changes": membership and permission changes apply to sockets already
// open.
let t: TestApp;
let url: string;
const pool = socketPool();
const { open } = pool;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterEach(pool.closeAll);
afterAll(() => t.close());

const collectOrders = (socket: Socket) => collect(socket, ORDER_EVENT);
const SENTINEL = 'test-sentinel';

/**
 * A shop whose owner acts through `acting`; `member` (keys `memberKeys`) has a socket on
 * `memberUrl`, a teammate holding order:view one on `acting`'s own url. `paid()` has a customer
 * pay an order through `acting`, waits for the teammate's event, then for a sentinel sent to
 * the member after it (one publisher keeps its order), so the member's events are final.
 */
async function liveShop(
  acting: TestApp,
  actingUrl: string,
  memberUrl: string,
  memberKeys: PermissionKey[],
) {
  const api = storefrontApi(acting);
  const { owner, shop } = await api.openShop();
  const member = await acting.register();
  await acting.addMember(shop.id, member.id, { permissions: memberKeys });
  const teammate = await acting.register();
  await acting.addMember(shop.id, teammate.id, { permissions: ['order:view'] });
  const memberSocket = await open(memberUrl, member.token);
  const teammateSocket = await open(actingUrl, teammate.token);
  await waitUntil(async () => (await acting.app.realtime.countSockets(member.id)) === 1);
  const heard = collectOrders(memberSocket);
  const activity = await api.openActivity(shop.id);
  const buyer = await api.customer();

  async function paid() {
    const order = (await api.order(buyer.token, activity.id)).body.content.order;
    const arrival = nextEvent(teammateSocket, ORDER_EVENT);
    await api.act(buyer.token, order.id, 'pay', { version: 1 });
    await arrival;
    const sentinel = nextEvent(memberSocket, SENTINEL);
    void acting.app.realtime.deliver([
      { to: 'user', userId: member.id, event: SENTINEL, payload: null },
    ]);
    await sentinel;
    return order.id as number;
  }
  const members = memberApi(acting, shop.id);
  return { owner, member, teammate, heard, paid, members, shopId: shop.id };
}

describe('membership changes on open sockets, one node', () => {
  it('stops the events of a member who is disabled', async () => {
    const shop = await liveShop(t, url, url, ['order:view']);
    await shop.paid();
    expect(shop.heard).toHaveLength(1);
    const changed = await shop.members.update(shop.owner.token, shop.member.id, {
      status: 'disabled',
    });
    expect(changed.body.code).toBe('0000');
    await shop.paid();
    expect(shop.heard).toHaveLength(1);
  });

  it('starts the events at once for a new grant of order:view', async () => {
    const shop = await liveShop(t, url, url, ['activity:view']);
    await shop.paid();
    expect(shop.heard).toEqual([]);
    await shop.members.update(shop.owner.token, shop.member.id, {
      permissions: ['activity:view', 'order:view'],
    });
    const orderId = await shop.paid();
    expect(shop.heard).toEqual([expect.objectContaining({ kind: 'paid', orderId })]);
  });
});

describe('a second factor required on open sockets (docs/auth.md "Required")', () => {
  it('stops the events of a member without one, and starts them once they set one up', async () => {
    const shop = await liveShop(t, url, url, ['order:view']);
    await turnOnTotp(t, shop.owner);
    // The teammate whose event paces `paid()` keeps hearing: they have one.
    await turnOnTotp(t, shop.teammate);
    await shop.paid();
    expect(shop.heard).toHaveLength(1);
    const required = await t.call('PUT', '/api/merchant/second-factor', {
      token: shop.owner.token,
      payload: { merchants_id: shop.shopId, required: true },
    });
    expect(required.body.code).toBe('0000');
    await shop.paid();
    expect(shop.heard).toHaveLength(1);
    await turnOnTotp(t, shop.member);
    const orderId = await shop.paid();
    expect(shop.heard).toHaveLength(2);
    expect(shop.heard[1]).toEqual(expect.objectContaining({ kind: 'paid', orderId }));
  });
});

describe('a new merchant on open sockets', () => {
  it("lets the owner of an approved record hear the new merchant's orders at once", async () => {
    const user = await t.register();
    const socket = await open(url, user.token);
    const heard = collectOrders(socket);
    const record = await submitNewRecord(t, user);
    const operator = await makeOperator(t);
    const submission = await pendingSubmission(t, operator, 'record', record.id);
    expect((await decide(t, operator, submission.id, 'approve')).body.code).toBe('0000');
    const [row] = await t.db
      .select()
      .from(merchantRecords)
      .where(eq(merchantRecords.id, record.id));
    const api = storefrontApi(t);
    const activity = await api.openActivity(row!.merchantId!);
    const buyer = await api.customer();
    const order = (await api.order(buyer.token, activity.id)).body.content.order;
    const arrival = nextEvent(socket, ORDER_EVENT);
    await api.act(buyer.token, order.id, 'pay', { version: 1 });
    expect(await arrival).toMatchObject({ kind: 'paid', orderId: order.id });
    expect(heard).toHaveLength(1);
  });
});

// Skipped only when REDIS_URL is unset, like the other two-node tests (test/realtime.test.ts).
describe.skipIf(!process.env.REDIS_URL)('membership changes across two nodes sharing Redis', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlA: string;
  let urlB: string;
  beforeAll(async () => {
    const env = sharedRedisEnv();
    nodeA = await createTestApp({ env, shareDatabaseOf: t });
    nodeB = await createTestApp({ env, shareDatabaseOf: t });
    urlA = await listen(nodeA);
    urlB = await listen(nodeB);
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
  });

  it('stops the events on node B the moment the owner removes the member through A', async () => {
    const shop = await liveShop(nodeA, urlA, urlB, ['order:view']);
    await shop.paid();
    expect(shop.heard).toHaveLength(1);
    const removed = await shop.members.remove(shop.owner.token, shop.member.id);
    expect(removed.body.code).toBe('0000');
    await shop.paid();
    expect(shop.heard).toHaveLength(1);
  });

  it('stops the events on node B when order:view is taken away through A', async () => {
    const shop = await liveShop(nodeA, urlA, urlB, ['order:view', 'activity:view']);
    await shop.paid();
    const stripped = await shop.members.update(shop.owner.token, shop.member.id, {
      permissions: ['activity:view'],
    });
    expect(stripped.body.code).toBe('0000');
    await shop.paid();
    expect(shop.heard).toHaveLength(1);
  });
});
