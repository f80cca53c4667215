import { eq, sql } from 'drizzle-orm';
import type { TrailEntry, TrailListContent } from '@console/contract/trail';
import { merchants } from '../src/db/schema.ts';
import type { Origin } from '../src/write/origin.ts';
import type { TrailChange } from '../src/write/trail-append.ts';
import type { TestApp, TestUser } from './helper.ts';

/** A member's origin as a request would give it (plugins/origin.ts). */
export const memberAt = (userId: number, requestId = 'req-test'): Origin => ({
  actor: { type: 'member', userId },
  ip: '10.9.8.7',
  userAgent: 'trail-test/1.0',
  requestId,
});

const HOUR = 3_600_000;
const T0 = new Date('2026-05-01T02:00:00.000Z');
/** `hours` after the reading tests' first instant (2026-05-01 10:00 in Asia/Shanghai). */
export const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
export const actionsOf = (entries: TrailEntry[]) => entries.map((entry) => entry.action);

/**
 * Trail entries made as the doors make them (docs/server.md "Doors"): one write whose changes
 * are recorded and appended to their scopes' chains, at the test clock's time.
 */
export function trailApi(t: TestApp) {
  /**
   * One write recording `changes` (each `scope` defaults to `scope`), at `at` when given: the
   * clock goes there for the write and back after it, so sessions made now stay valid.
   */
  async function record(
    origin: Origin,
    scope: number,
    changes: Partial<TrailChange>[],
    at?: Date,
  ): Promise<void> {
    const now = t.clock.now();
    if (at) t.clock.set(at);
    try {
      await t.app.write(origin, async (w) => {
        for (const change of changes) {
          w.record({
            scope,
            action: 'edit',
            objectType: 'order',
            objectId: 1,
            before: null,
            after: { n: 1 },
            ...change,
          });
        }
      });
    } finally {
      t.clock.set(now);
    }
  }

  /** A merchant owned by a new user, its days in `timeZone`. */
  async function shop(timeZone = 'Asia/Shanghai') {
    const owner = await t.register();
    const merchant = await t.createMerchant(owner.id);
    await t.db.update(merchants).set({ timeZone }).where(eq(merchants.id, merchant.id));
    return { owner, merchant };
  }

  /** GET /api/trail as `user`, for the merchant. */
  const list = (user: TestUser, merchantId: number, query: Record<string, string | number> = {}) =>
    t.call('GET', '/api/trail', {
      token: user.token,
      query: {
        merchants_id: String(merchantId),
        ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      },
      locale: 'en-US',
    });

  /** Every page of a query, `pageSize` at a time, followed by `nextLastId`. */
  async function allPages(
    user: TestUser,
    merchantId: number,
    query: Record<string, string | number> = {},
  ): Promise<{ pages: TrailListContent[]; ids: number[] }> {
    const pages: TrailListContent[] = [];
    let lastId: number | null | undefined;
    do {
      const answer = await list(user, merchantId, {
        ...query,
        ...(lastId ? { last_id: lastId } : {}),
      });
      if (answer.body.code !== '0000') throw new Error(JSON.stringify(answer.body));
      const page = answer.body.content as TrailListContent;
      pages.push(page);
      lastId = page.nextLastId;
    } while (lastId !== null && pages.length < 1000);
    return { pages, ids: pages.flatMap((page) => page.entries.map((entry) => entry.id)) };
  }

  /**
   * `count` entries appended straight into a scope (not chained: what reading needs), `at` for
   * all of them, for lists longer than a write would conveniently make.
   */
  async function bulk(scope: number, count: number, at: Date) {
    await t.db.execute(sql`
      insert into trail_entries (scope, seq, at, actor_type, actor_id, actor_name, action,
        object_type, object_id, before, after, ip, user_agent, request_id, prev_hash, hash)
      select ${scope}, 1000000 + n, ${at.toISOString()}::timestamptz, 'customer', n % 7,
        'Bulk ' || n, 'pay', 'order', n, jsonb_build_object('status', 'pending_payment'),
        jsonb_build_object('status', 'paid', 'note', 'a, "quoted"' || chr(10) || 'line'),
        '10.0.0.' || (n % 250), 'bulk/1.0', 'req-' || n, '', md5(n::text)
      from generate_series(1, ${count}) as n`);
  }

  /** A shop with four entries of different actors, actions and objects, an hour apart. */
  async function shopWithHistory() {
    const { owner, merchant } = await shop();
    const customer = { actor: { type: 'customer' as const, customerId: 5 } };
    const system = { actor: { type: 'system' as const, name: 'unpaid-order sweep' } };
    const origin = memberAt(owner.id, 'req-create');
    await record(origin, merchant.id, [{ action: 'create', objectId: 1 }], at(0));
    await record(
      { ...origin, ...customer, requestId: 'req-pay' },
      merchant.id,
      [{ action: 'pay', objectId: 1, before: { status: 'pending' }, after: { status: 'paid' } }],
      at(1),
    );
    await record(
      { ...system, ip: null, userAgent: null, requestId: null },
      merchant.id,
      [{ action: 'cancel', objectId: 2 }],
      at(2),
    );
    await record(
      memberAt(owner.id, 'req-tags'),
      merchant.id,
      [{ action: 'setTags', objectType: 'customer', objectId: 7 }],
      at(3),
    );
    // Sealed, so that the list shows each entry's seq (docs/trail.md "The chain").
    await t.app.trailSealer.settle();
    return { owner, merchant };
  }

  return { record, shop, list, allPages, bulk, shopWithHistory };
}
export type TrailApi = ReturnType<typeof trailApi>;
