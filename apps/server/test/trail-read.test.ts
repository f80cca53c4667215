import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrailEntry } from '@console/contract/trail';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { actionsOf, at, memberAt, trailApi, type TrailApi } from './trail-fixtures.ts';

// docs/trail.md "The API": the merchant's trail, newest first, filtered, paged by last_id; the
// owner or a member holding trail:view, for the list and its CSV alike (the CSV itself:
// trail-export.test.ts).
let t: TestApp;
let trail: TrailApi;
let { shopWithHistory } = {} as TrailApi;
beforeAll(async () => {
  t = await createTestApp();
  trail = trailApi(t);
  ({ shopWithHistory } = trail);
});
afterAll(() => t.close());

describe('the trail list', () => {
  it('answers the merchant’s entries newest first, each as it was recorded', async () => {
    const { owner, merchant } = await shopWithHistory();
    const other = await trail.shop();
    await trail.record(memberAt(other.owner.id), other.merchant.id, [{ action: 'hide' }], at(4));

    const answer = await trail.list(owner, merchant.id);
    expect(answer.status).toBe(200);
    const { entries, nextLastId } = answer.body.content;
    expect(actionsOf(entries)).toEqual(['setTags', 'cancel', 'pay', 'create']);
    expect(nextLastId).toBeNull();
    expect(entries.map((entry: TrailEntry) => entry.seq)).toEqual([4, 3, 2, 1]);
    expect(entries[2]).toEqual({
      id: expect.any(Number),
      seq: 2,
      at: at(1).toISOString(),
      actor: { type: 'customer', id: 5, name: '' },
      action: 'pay',
      objectType: 'order',
      objectId: 1,
      before: { status: 'pending' },
      after: { status: 'paid' },
      ip: '10.9.8.7',
      userAgent: 'trail-test/1.0',
      requestId: 'req-pay',
    });
    expect(entries[0].actor).toMatchObject({ type: 'member', id: owner.id });
    expect(entries[0].actor.name).not.toBe('');
    expect(entries[1]).toMatchObject({
      actor: { type: 'system', id: null, name: 'unpaid-order sweep' },
      ip: null,
      userAgent: null,
      requestId: null,
    });
  });

  it('filters by actor, object and action, alone and together', async () => {
    const { owner, merchant } = await shopWithHistory();
    const actions = async (query: Record<string, string | number>) => {
      const answer = await trail.list(owner, merchant.id, query);
      expect(answer.body.code).toBe('0000');
      return actionsOf(answer.body.content.entries);
    };
    expect(await actions({ actorType: 'member', actorId: owner.id })).toEqual([
      'setTags',
      'create',
    ]);
    expect(await actions({ actorType: 'system' })).toEqual(['cancel']);
    expect(await actions({ actorId: 5 })).toEqual(['pay']);
    expect(await actions({ objectType: 'order', objectId: 1 })).toEqual(['pay', 'create']);
    expect(await actions({ objectType: 'order' })).toEqual(['cancel', 'pay', 'create']);
    expect(await actions({ objectId: 7 })).toEqual(['setTags']);
    expect(await actions({ action: 'pay' })).toEqual(['pay']);
    expect(await actions({ action: 'create', actorType: 'member', objectType: 'order' })).toEqual([
      'create',
    ]);
    expect(await actions({ action: 'create', actorType: 'customer' })).toEqual([]);
    expect(await actions({ objectType: 'customer', objectId: 1 })).toEqual([]);
  });

  it('refuses a filter outside the contract', async () => {
    const { owner, merchant } = await trail.shop();
    const refused: Record<string, string | number>[] = [
      { actorType: 'robot' },
      { objectType: 'planet' },
      { action: 'drop table' },
      { from: '2026-05-02', to: '2026-05-01' },
      { pageSize: 101 },
    ];
    for (const query of refused) {
      const answer = await trail.list(owner, merchant.id, query);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('1001');
    }
  });

  it('pages by last_id through entries of one instant without losing or repeating one', async () => {
    const { owner, merchant } = await trail.shop();
    // One write of 9 changes: one time, ordered by id; then 16 more at later times.
    await trail.record(
      memberAt(owner.id),
      merchant.id,
      Array.from({ length: 9 }, (_, n) => ({ objectId: n + 1 })),
      at(0),
    );
    for (let n = 0; n < 16; n++) {
      await trail.record(memberAt(owner.id), merchant.id, [{ objectId: 100 + n }], at(1 + n / 4));
    }
    const everything = (await trail.list(owner, merchant.id, { pageSize: 100 })).body.content;
    expect(everything.entries).toHaveLength(25);
    const { pages, ids } = await trail.allPages(owner, merchant.id, { pageSize: 4 });
    expect(pages).toHaveLength(7);
    expect(ids).toEqual(everything.entries.map((entry: TrailEntry) => entry.id));
    expect(pages.at(-1)!.entries).toHaveLength(1);
    // Filtered pages follow the filter's own order.
    const filtered = await trail.allPages(owner, merchant.id, {
      pageSize: 2,
      objectType: 'order',
      from: '2026-05-01',
    });
    expect(filtered.ids).toEqual(ids);
  });

  it('continues after no entry of another scope', async () => {
    const { owner, merchant } = await trail.shop();
    const other = await trail.shop();
    await trail.record(memberAt(owner.id), merchant.id, [{}, {}], at(0));
    await trail.record(memberAt(other.owner.id), other.merchant.id, [{}], at(0));
    const [foreign] = (await trail.list(other.owner, other.merchant.id)).body.content.entries;
    const answer = await trail.list(owner, merchant.id, { last_id: foreign.id });
    expect(answer.body.content).toEqual({ entries: [], nextLastId: null });
  });

  it('reads from and to as days of the merchant’s time zone', async () => {
    const { owner, merchant } = await trail.shop('America/New_York');
    // 2026-03-01 in New York (UTC-5 until 8 March) runs from 05:00 UTC to 05:00 UTC next day.
    const times = [
      '2026-03-01T04:59:59.999Z',
      '2026-03-01T05:00:00.000Z',
      '2026-03-02T04:59:59.999Z',
      '2026-03-02T05:00:00.000Z',
    ];
    for (const [n, time] of times.entries()) {
      await trail.record(memberAt(owner.id), merchant.id, [{ objectId: n }], new Date(time));
    }
    const objects = async (query: Record<string, string>) =>
      (await trail.list(owner, merchant.id, query)).body.content.entries.map(
        (entry: TrailEntry) => entry.objectId,
      );
    expect(await objects({ from: '2026-03-01', to: '2026-03-01' })).toEqual([2, 1]);
    expect(await objects({ from: '2026-03-02' })).toEqual([3]);
    expect(await objects({ to: '2026-02-28' })).toEqual([0]);
    expect(await objects({ from: '2026-03-01', to: '2026-03-01', actorType: 'system' })).toEqual(
      [],
    );
  });
});

describe('who may read the trail', () => {
  async function member(merchantId: number, permissions: ('trail:view' | 'order:manage')[]) {
    const user: TestUser = await t.register();
    await t.addMember(merchantId, user.id, { permissions });
    return user;
  }

  it('answers 1003 to a sub-account without trail:view, list and CSV alike', async () => {
    const { owner, merchant } = await shopWithHistory();
    const clerk = await member(merchant.id, ['order:manage']);
    const list = await trail.list(clerk, merchant.id);
    expect(list.status).toBe(403);
    expect(list.body.code).toBe('1003');
    const csv = await t.call('GET', '/api/trail/export.csv', {
      token: clerk.token,
      query: { merchants_id: String(merchant.id) },
    });
    expect(csv.status).toBe(403);
    expect(csv.body.code).toBe('1003');
    // A stranger to the merchant, owner of another, is not let in either.
    const stranger = await trail.shop();
    expect((await trail.list(stranger.owner, merchant.id)).body.code).toBe('1003');
    expect((await trail.list(owner, merchant.id)).status).toBe(200);
  });

  it('lets a sub-account holding trail:view read it', async () => {
    const { merchant } = await shopWithHistory();
    const auditor = await member(merchant.id, ['trail:view']);
    const answer = await trail.list(auditor, merchant.id);
    expect(answer.status).toBe(200);
    expect(answer.body.content.entries).toHaveLength(4);
  });
});
