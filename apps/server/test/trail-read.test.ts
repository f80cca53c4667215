import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrailEntry } from '@console/contract/trail';
import { csvLine } from '../src/lib/csv.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { memberAt, trailApi } from './trail-fixtures.ts';

// docs/trail.md "The API": the merchant's trail, newest first, filtered, paged by last_id, and
// its CSV; the owner or a member holding trail:view.
let t: TestApp;
let trail: ReturnType<typeof trailApi>;
beforeAll(async () => {
  t = await createTestApp();
  trail = trailApi(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const T0 = new Date('2026-05-01T02:00:00.000Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const actionsOf = (entries: TrailEntry[]) => entries.map((entry) => entry.action);

/** RFC 4180 rows of a CSV whose quoted cells may hold line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    const next = text[index + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index++;
    } else if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && next === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  return rows;
}

/** A shop with four entries of different actors, actions and objects, an hour apart. */
async function shopWithHistory() {
  const { owner, merchant } = await trail.shop();
  const customer = { actor: { type: 'customer' as const, customerId: 5 } };
  const system = { actor: { type: 'system' as const, name: 'unpaid-order sweep' } };
  const origin = memberAt(owner.id, 'req-create');
  await trail.record(origin, merchant.id, [{ action: 'create', objectId: 1 }], at(0));
  await trail.record(
    { ...origin, ...customer, requestId: 'req-pay' },
    merchant.id,
    [{ action: 'pay', objectId: 1, before: { status: 'pending' }, after: { status: 'paid' } }],
    at(1),
  );
  await trail.record(
    { ...system, ip: null, userAgent: null, requestId: null },
    merchant.id,
    [{ action: 'cancel', objectId: 2 }],
    at(2),
  );
  await trail.record(
    memberAt(owner.id, 'req-tags'),
    merchant.id,
    [{ action: 'setTags', objectType: 'customer', objectId: 7 }],
    at(3),
  );
  return { owner, merchant };
}

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

describe('the trail CSV', () => {
  const csvOf = (
    user: TestUser,
    merchantId: number,
    query: Record<string, string>,
    locale: string,
  ) =>
    t.call('GET', '/api/trail/export.csv', {
      token: user.token,
      query: { merchants_id: String(merchantId), ...query },
      locale,
    });

  it('holds the rows the list holds, in its order, across batches', async () => {
    const { owner, merchant } = await trail.shop();
    // 2,300 entries of one instant: batches of 1,000 continue by (at, id).
    await trail.bulk(merchant.id, 2300, at(0));
    await trail.record(memberAt(owner.id), merchant.id, [{ action: 'refund' }], at(1));
    await t.app.trailSealer.settle(); // so that the list and the CSV show the same seqs
    const answer = await csvOf(owner, merchant.id, {}, 'en-US');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['x-total-count']).toBe('2301');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="trail-\d{8}\.csv"$/,
    );
    const text = answer.raw.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'Time (Asia/Shanghai, UTC+08:00)',
      'Actor type',
      'Actor',
      'Action',
      'Object type',
      'Object id',
      'Before (JSON)',
      'After (JSON)',
      'IP',
      'User agent',
      'Request id',
      'Seq',
      'Hash',
    ]);
    const listed = await trail.allPages(owner, merchant.id, { pageSize: 100 });
    expect(rows).toHaveLength(2301);
    const entries = listed.pages.flatMap((page) => page.entries);
    expect(rows.map((row) => Number(row[11]))).toEqual(entries.map((entry) => entry.seq));
    expect(rows[0]!.slice(0, 6)).toEqual([
      '2026-05-01 11:00:00',
      'Member',
      entries[0]!.actor.name,
      'refund',
      'order',
      '1',
    ]);
    expect(rows[0]!.slice(6, 11)).toEqual([
      '',
      '{"n": 1}',
      '10.9.8.7',
      'trail-test/1.0',
      'req-test',
    ]);
    expect(rows[0]![12]).toMatch(/^[0-9a-f]{64}$/);
    const bulkRow = rows[1]!;
    expect(JSON.parse(bulkRow[6]!)).toEqual(entries[1]!.before);
    expect(JSON.parse(bulkRow[7]!)).toEqual(entries[1]!.after);
    expect(bulkRow[1]).toBe('Customer');
  });

  it('applies the list’s filter, and writes its header in the request’s language', async () => {
    const { owner, merchant } = await shopWithHistory();
    const answer = await csvOf(owner, merchant.id, { objectType: 'order' }, 'zh-CN');
    const [header, ...rows] = parseCsv(answer.raw.toString('utf8').slice(1));
    expect(header![0]).toBe('时间（Asia/Shanghai, UTC+08:00）');
    expect(header![2]).toBe('操作人');
    const listed = (await trail.list(owner, merchant.id, { objectType: 'order' })).body.content;
    expect(rows.map((row) => row[3])).toEqual(actionsOf(listed.entries));
    expect(rows.map((row) => row[1])).toEqual(['系统', '顾客', '商家成员']);
    expect(answer.headers['x-total-count']).toBe('3');
  });

  it('writes each cell by the CSV rules: formula signs neutralised, quotes and breaks quoted', async () => {
    const { owner, merchant } = await trail.shop();
    const origin = {
      actor: { type: 'system' as const, name: '=HYPERLINK("x"), or not' },
      ip: '+1,2',
      userAgent: '@agent "quoted"\r\nnext line',
      requestId: '-\trequest',
    };
    await trail.record(
      origin,
      merchant.id,
      [{ action: 'edit', before: { note: 'a,b' }, after: { note: '=1+2\n"x"' } }],
      at(0),
    );
    const [sealed] = await t.trailOf(merchant.id);
    const seq = String(sealed!.seq);
    const hash = sealed!.hash;
    const answer = await csvOf(owner, merchant.id, {}, 'en-US');
    const lines = answer.raw.toString('utf8').slice(1).split('\r\n');
    const [entry] = (await trail.list(owner, merchant.id)).body.content.entries as TrailEntry[];
    // The database's line, byte for byte what lib/csv.ts writes for the same cells.
    const expected = csvLine([
      '2026-05-01 10:00:00',
      'System',
      entry!.actor.name,
      'edit',
      'order',
      '1',
      '{"note": "a,b"}',
      '{"note": "=1+2\\n\\"x\\""}',
      entry!.ip!,
      entry!.userAgent!,
      entry!.requestId!,
      seq,
      hash,
    ]);
    expect(answer.raw.toString('utf8').slice(1)).toContain(expected);
    expect(
      lines[1]!.startsWith('2026-05-01 10:00:00,System,"\'=HYPERLINK(""x""), or not",edit,'),
    ).toBe(true);
  });
});
