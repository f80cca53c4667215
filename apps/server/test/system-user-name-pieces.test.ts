import { asc, eq, inArray } from 'drizzle-orm';
import type { SystemUser, UserListBody } from '@console/contract/system-users';
import { PLATFORM_TIME_ZONE } from '@console/contract/time-zone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNameGrams, users } from '../src/db/schema.ts';
import { zonedDayEnd, zonedDayStart } from '../src/lib/zoned-day.ts';
import { makeOperator } from './audit-fixtures.ts';
import { createTestApp, uniqueMail, uniqueMobile, type TestApp, type TestUser } from './helper.ts';
import { listedUser, systemCall, updateBodyOf } from './system-fixtures.ts';

// docs/system.md "List": a name of up to three characters is counted and,
// by sign-up time, paged through user_name_grams (migration 0023). Every answer here is checked
// against the same filter applied in JavaScript to the users table, also after the names,
// genders and statuses change and users are deleted: the pieces must follow.

let t: TestApp;
let admin: TestUser;
const NAMES = [
  ...['王芳', '王小明', '王', '小王', '陈思远', '陈丽', '欧阳娜娜', '李王华', '张伟', '王伟'],
  ...['Olivia Johnson', 'JACKSON Lee', 'Sonia Park', 'mason son', 'Li Na', 'Ana 100%', 'a_b'],
];
const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1, 3);

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeOperator(t, 'admin');
  // 68 users: every name four times over, each copy with its own gender, status and day.
  const rows = Array.from({ length: NAMES.length * 4 }, (_, i) => ({
    nickname: NAMES[i % NAMES.length]!,
    mail: uniqueMail(),
    mobile: uniqueMobile(),
    passwordHash: 'x',
    gender: [1, 2, null][i % 3] as 1 | 2 | null,
    status: i % 5 === 0 ? ('disabled' as const) : ('active' as const),
    createdAt: new Date(START + (i % 23) * DAY + i * 1000),
  }));
  await t.db.insert(users).values(rows);
});
afterAll(() => t.close());

const list = async (filter: UserListBody) => {
  const answer = await systemCall(t)(admin.token, 'user/list', filter);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
  return answer.body.content as { list: SystemUser[]; total: number; capped: boolean };
};

/** What user/list must answer, from the users table in JavaScript. */
async function expected(filter: UserListBody) {
  const rows = await t.db
    .select({
      id: users.id,
      name: users.nickname,
      gender: users.gender,
      status: users.status,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.id));
  const from = filter.date && zonedDayStart(filter.date[0], PLATFORM_TIME_ZONE).getTime();
  const to = filter.date && zonedDayEnd(filter.date[1], PLATFORM_TIME_ZONE).getTime();
  const matching = rows.filter(
    (row) =>
      row.name.toLowerCase().includes(filter.name!.toLowerCase()) &&
      (!filter.gender || row.gender === filter.gender) &&
      (!filter.status || row.status === (filter.status === 1 ? 'active' : 'disabled')) &&
      (!from || (row.createdAt.getTime() >= from && row.createdAt.getTime() < to!)),
  );
  if (filter.sortType !== 'asc') matching.reverse();
  const offset = filter.offset ?? 0;
  const page = matching.slice(offset, offset + (filter.limit ?? 10)).map((row) => row.id);
  return { page, total: matching.length };
}

const FILTERS: UserListBody[] = [
  { name: '王' },
  { name: '王', gender: 2 },
  { name: '王', status: 2 },
  { name: '王', gender: 1, status: 1, date: ['2026-01-05', '2026-01-15'] },
  { name: '王', sortType: 'asc', offset: 5, limit: 5 },
  { name: '思远' },
  { name: 'SON' },
  { name: 'son', gender: 2, sortType: 'asc' },
  { name: 'on', offset: 3, limit: 4 },
  { name: 'n p' },
  { name: '%' },
  { name: '0%' },
  { name: '_' },
  { name: 'ANA' },
  { name: 'jackson' },
  { name: '欧阳娜娜' },
  { name: '王', offset: 60 },
];

async function answersMatch() {
  for (const filter of FILTERS) {
    const want = await expected(filter);
    const got = await list(filter);
    const label = JSON.stringify(filter);
    expect({ page: got.list.map((user) => user.id), total: got.total }, label).toEqual(want);
    // Another sort counts the same users (the total) and pages its own way.
    const byName = await list({ ...filter, sortKey: 'name', offset: 0, limit: 100 });
    expect(byName.total, label).toBe(want.total);
  }
}

describe('user/list by a name of up to three characters (user_name_grams)', () => {
  it('answers as the same filter over every user', async () => {
    await answersMatch();
    expect((await list({ name: '王' })).total).toBe(6 * 4);
  });

  it('follows renames, gender and status changes, and deletes', async () => {
    const ids = (await list({ name: '王', limit: 100 })).list.map((user) => user.id);
    const call = systemCall(t);
    for (const [index, id] of ids.slice(0, 4).entries()) {
      const user = await listedUser(t, admin.token, id);
      const changes = [
        { name: 'Sonny 王' },
        { gender: user.gender === 2 ? (1 as const) : (2 as const) },
        { status: user.status === 1 ? (2 as const) : (1 as const) },
        { name: 'Nobody' },
      ][index]!;
      const answer = await call(admin.token, 'user/update', updateBodyOf(user, changes));
      expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
    }
    await t.db.delete(users).where(inArray(users.id, ids.slice(4, 6)));
    await answersMatch();
    // The index holds exactly the pieces of each name as it is now.
    const [renamed] = await t.db
      .select({ gram: userNameGrams.gram })
      .from(userNameGrams)
      .where(eq(userNameGrams.userId, ids[3]!))
      .orderBy(asc(userNameGrams.gram))
      .then((rows) => [rows.map((row) => row.gram)]);
    expect(renamed).toEqual(
      ['n', 'o', 'b', 'd', 'y', 'no', 'ob', 'bo', 'od', 'dy', 'nob', 'obo', 'bod', 'ody'].sort(),
    );
    const gone = await t.db
      .select({ gram: userNameGrams.gram })
      .from(userNameGrams)
      .where(inArray(userNameGrams.userId, ids.slice(4, 6)));
    expect(gone).toEqual([]);
  });
});
