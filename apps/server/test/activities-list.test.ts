import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_PHASES } from '@console/contract/activity-phase';
import { inArray } from 'drizzle-orm';
import { activities } from '../src/db/schema.ts';
import { activityApi } from './activity-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';

let t: TestApp;
let api: ReturnType<typeof activityApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = activityApi(t);
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const hoursFrom = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR);
type Row = { id: number; startAt: string | null; title: string };

/** A draft with only a title and, when given, its three times (hours from now). */
async function draftAt(
  owner: TestUser,
  shopId: number,
  title: string,
  hours?: { deadline: number; start: number; end: number },
) {
  const now = t.clock.now();
  const times = hours && {
    signupDeadline: hoursFrom(now, hours.deadline).toISOString(),
    startAt: hoursFrom(now, hours.start).toISOString(),
    endAt: hoursFrom(now, hours.end).toISOString(),
  };
  const answer = await api.create(owner.token, shopId, { title, ...times });
  expect(answer.body.code).toBe('0000');
  return answer.body.content.activity as Row;
}

async function list(owner: TestUser, shopId: number, query: Record<string, string>) {
  const answer = await api.read(owner.token, shopId, '', query);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
  return answer.body.content as { activities: Row[]; nextLastId: number | null };
}

/** Every page of a listing, following nextLastId until it is null. */
async function allPages(owner: TestUser, shopId: number, query: Record<string, string>) {
  const ids: number[] = [];
  let lastId: number | null = null;
  for (let page = 0; page < 50; page++) {
    const cursor: Record<string, string> = lastId === null ? {} : { last_id: String(lastId) };
    const content = await list(owner, shopId, { ...query, ...cursor });
    ids.push(...content.activities.map((row) => row.id));
    lastId = content.nextLastId;
    if (lastId === null) return ids;
    expect(content.activities.at(-1)!.id).toBe(lastId);
  }
  throw new Error('the listing never ended');
}

describe('activity list filters (docs/api.md "Activities")', () => {
  it('filters approved activities by phase at the clock’s now; others match no phase', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const signing = await draftAt(owner, shop.id, 'Signing', { deadline: 1, start: 2, end: 3 });
    const waiting = await draftAt(owner, shop.id, 'Waiting', { deadline: -1, start: 2, end: 3 });
    const ongoing = await draftAt(owner, shop.id, 'Ongoing', { deadline: -3, start: -2, end: 1 });
    const ended = await draftAt(owner, shop.id, 'Ended', { deadline: -4, start: -3, end: -2 });
    // Times in the past cannot be submitted: the rows are approved as they stand.
    const approved = [signing, waiting, ongoing, ended].map((row) => row.id);
    await t.db
      .update(activities)
      .set({ status: 'approved' })
      .where(inArray(activities.id, approved));
    await draftAt(owner, shop.id, 'No times yet');
    await draftAt(owner, shop.id, 'A draft signing up', { deadline: 1, start: 2, end: 3 });
    const idsIn = async (phase: string) =>
      (await list(owner, shop.id, { phase })).activities.map((row) => row.id);
    const start = t.clock.now();
    try {
      expect(await idsIn('signing_up')).toEqual([signing.id]);
      expect(await idsIn('not_started')).toEqual([waiting.id]);
      expect(await idsIn('ongoing')).toEqual([ongoing.id]);
      expect(await idsIn('ended')).toEqual([ended.id]);

      // Exactly at the deadline sign-up is closed; exactly at the start it is ongoing.
      t.clock.set(hoursFrom(start, 1));
      expect(await idsIn('signing_up')).toEqual([]);
      expect(await idsIn('not_started')).toEqual([waiting.id, signing.id]);
      expect(await idsIn('ended')).toEqual([ended.id, ongoing.id]);
      t.clock.set(hoursFrom(start, 2));
      expect(await idsIn('ongoing')).toEqual([waiting.id, signing.id]);
      t.clock.set(hoursFrom(start, 3));
      expect(await idsIn('ended')).toHaveLength(4);
      // The phase the list filters by is the phase each row answers.
      for (const phase of ACTIVITY_PHASES) {
        for (const row of (await list(owner, shop.id, { phase })).activities) {
          expect((row as unknown as { phase: string }).phase).toBe(phase);
        }
      }
    } finally {
      t.clock.set(start);
    }
  });

  it('bounds the start time: from inclusive, to exclusive, rows without a start left out', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const now = t.clock.now();
    const early = await draftAt(owner, shop.id, 'Early', { deadline: 1, start: 10, end: 11 });
    const middle = await draftAt(owner, shop.id, 'Middle', { deadline: 1, start: 20, end: 21 });
    await draftAt(owner, shop.id, 'Late', { deadline: 1, start: 30, end: 31 });
    await draftAt(owner, shop.id, 'Unplanned');
    const range = (from?: number, to?: number) => ({
      ...(from === undefined ? {} : { startFrom: hoursFrom(now, from).toISOString() }),
      ...(to === undefined ? {} : { startTo: hoursFrom(now, to).toISOString() }),
    });
    const ids = async (query: Record<string, string>) =>
      (await list(owner, shop.id, query)).activities.map((row) => row.id);
    expect(await ids(range(10, 30))).toEqual([middle.id, early.id]);
    expect(await ids(range(20))).toHaveLength(2);
    expect(await ids(range(undefined, 20))).toEqual([early.id]);
    expect(await ids({ ...range(10, 30), sort: 'start_asc' })).toEqual([early.id, middle.id]);
    expect(await ids({ ...range(0, 40), keyword: 'midd' })).toEqual([middle.id]);
  });

  it('answers bad query values with 1001, never 500', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const now = t.clock.now().toISOString();
    const bad: Record<string, string>[] = [
      { startFrom: 'tomorrow' },
      { startTo: '2026-13-45T00:00:00Z' },
      { startFrom: now, startTo: now },
      { startFrom: now, startTo: hoursFrom(new Date(now), -1).toISOString() },
      { sort: 'title' },
      { sort: '' },
      { phase: 'later' },
      { status: 'deleted' },
      { pageSize: '0' },
      { pageSize: '101' },
      { pageSize: 'many' },
      { last_id: 'abc' },
      { last_id: '-1' },
      { keyword: 'x'.repeat(61) },
      { unknown: '1' },
    ];
    for (const query of bad) {
      const answer = await api.read(owner.token, shop.id, '', query);
      expect(answer.body.code, JSON.stringify(query)).toBe('1001');
      expect(answer.status).toBe(400);
    }
    const reversed = await api.read(owner.token, shop.id, '', {
      startFrom: now,
      startTo: hoursFrom(new Date(now), -1).toISOString(),
    });
    expect(reversed.body.content.fields.startTo).toBe(
      'The end of the range must be after its start',
    );
  });
});

describe('activity list sorts and keyset paging (docs/activities.md "List paging")', () => {
  let owner: TestUser;
  let shopId: number;
  let rows: Row[];
  beforeAll(async () => {
    ({
      owner,
      shop: { id: shopId },
    } = await api.shopWithOwner());
    // Ties on the start time and rows without one, created in a mixed order.
    const plan = [30, null, 10, 20, null, 10, 40, null, 20, 10];
    rows = [];
    for (const [index, start] of plan.entries()) {
      const hours = start === null ? undefined : { deadline: 1, start, end: start + 1 };
      rows.push(await draftAt(owner, shopId, `Activity ${index}`, hours));
    }
  });

  const byStart = (direction: 1 | -1) => {
    const dated = rows.filter((row) => row.startAt !== null);
    const undated = rows.filter((row) => row.startAt === null);
    dated.sort(
      (a, b) => direction * (Date.parse(a.startAt!) - Date.parse(b.startAt!) || a.id - b.id),
    );
    undated.sort((a, b) => direction * (a.id - b.id));
    return [...dated, ...undated].map((row) => row.id);
  };

  it('orders newest created first by default and pages without gaps or repeats', async () => {
    const expected = rows.map((row) => row.id).sort((a, b) => b - a);
    for (const pageSize of ['1', '3', '4', '10', '11']) {
      expect(await allPages(owner, shopId, { pageSize })).toEqual(expected);
      expect(await allPages(owner, shopId, { pageSize, sort: 'created_desc' })).toEqual(expected);
    }
  });

  it('orders by start ascending, ties by id, rows without a start last', async () => {
    const expected = byStart(1);
    expect(expected.slice(-3).every((id) => rows.find((r) => r.id === id)!.startAt === null)).toBe(
      true,
    );
    for (const pageSize of ['1', '2', '3', '6', '7', '10', '20']) {
      expect(await allPages(owner, shopId, { pageSize, sort: 'start_asc' })).toEqual(expected);
    }
  });

  it('orders by start descending, ties by id, rows without a start still last', async () => {
    const expected = byStart(-1);
    for (const pageSize of ['1', '2', '3', '6', '7', '10', '20']) {
      expect(await allPages(owner, shopId, { pageSize, sort: 'start_desc' })).toEqual(expected);
    }
  });

  it('pages a start range in start order, each way', async () => {
    const from = rows[3]!.startAt!; // 20 hours ahead
    const inRange = (id: number) => {
      const startAt = rows.find((row) => row.id === id)!.startAt;
      return startAt !== null && Date.parse(startAt) >= Date.parse(from);
    };
    for (const [sort, direction] of [
      ['start_asc', 1],
      ['start_desc', -1],
    ] as const) {
      const listed = await allPages(owner, shopId, { pageSize: '2', sort, startFrom: from });
      expect(listed).toEqual(byStart(direction).filter(inRange));
      expect(listed).toHaveLength(4);
    }
  });
});

describe('activity list cursor (docs/api.md)', () => {
  it('answers 1004 when the cursor row of a start order is gone; newest first carries on', async () => {
    const { owner, shop } = await api.shopWithOwner();
    for (const start of [10, 20, 30, 40]) {
      await draftAt(owner, shop.id, `At ${start}`, { deadline: 1, start, end: start + 1 });
    }
    const first = await list(owner, shop.id, { sort: 'start_asc', pageSize: '2' });
    const cursor = String(first.nextLastId);
    expect((await api.remove(owner.token, shop.id, first.nextLastId!)).body.code).toBe('0000');
    for (const sort of ['start_asc', 'start_desc']) {
      const gone = await api.read(owner.token, shop.id, '', { sort, last_id: cursor });
      expect(gone.status).toBe(409);
      expect(gone.body).toMatchObject({
        code: '1004',
        msg: 'The list has changed; reload it from the first page',
      });
    }
    // Newest first needs only the id: the page continues below it.
    const created = await list(owner, shop.id, { last_id: cursor });
    expect(created.activities.map((row) => row.id)).toEqual(
      first.activities.slice(0, 1).map((row) => row.id),
    );
  });

  it("does not place a cursor on another merchant's activity", async () => {
    const mine = await api.shopWithOwner();
    const theirs = await api.shopWithOwner();
    await draftAt(mine.owner, mine.shop.id, 'Mine', { deadline: 1, start: 5, end: 6 });
    const foreign = await draftAt(theirs.owner, theirs.shop.id, 'Theirs', {
      deadline: 1,
      start: 2,
      end: 3,
    });
    const answer = await api.read(mine.owner.token, mine.shop.id, '', {
      sort: 'start_asc',
      last_id: String(foreign.id),
    });
    expect(answer.body.code).toBe('1004');
  });
});
