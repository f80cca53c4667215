import { USER_TOTAL_CAP } from '@console/contract/system-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { makeOperator } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { systemCall } from './system-fixtures.ts';

// docs/system.md "List": a substring or date filter counts up to USER_TOTAL_CAP
// users past the page's start and says when more match; without one the total is exact.

const COUNT = USER_TOTAL_CAP + 5;
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeOperator(t, 'admin');
  const many = Array.from({ length: COUNT }, (_, i) => ({
    mail: `bulk${i}@totals.example`,
    mobile: `166${String(i).padStart(8, '0')}`,
    passwordHash: 'x',
    nickname: `Bulk ${i}`,
  }));
  await t.db.insert(users).values(many);
});
afterAll(() => t.close());

const list = async (filter: Record<string, unknown>) => {
  const answer = await systemCall(t)(admin.token, 'user/list', filter);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
  return answer.body.content as { total: number; capped: boolean; list: unknown[] };
};

describe('user/list totals', () => {
  it('caps a filtered total at USER_TOTAL_CAP and says so; exact below it and unfiltered', async () => {
    expect(await list({ name: 'bulk' })).toMatchObject({ total: USER_TOTAL_CAP, capped: true });
    expect(await list({ name: 'ulk' })).toMatchObject({ total: USER_TOTAL_CAP, capped: true });
    // Paging on counts further: from the sixth user on, all of them.
    expect(await list({ name: 'bulk', offset: 5 })).toMatchObject({ total: COUNT, capped: false });
    expect(await list({ name: 'ulk', offset: 5 })).toMatchObject({ total: COUNT, capped: false });
    const past = await list({ mail: 'totals.example', offset: COUNT + 10 });
    expect(past).toEqual({ list: [], total: COUNT, capped: false });
    // Bulk 10, Bulk 100 to Bulk 109, ...: fewer than the cap.
    const tens = Array.from({ length: COUNT }, (_, i) => `bulk ${i}`).filter((name) =>
      name.includes('bulk 10'),
    ).length;
    expect(tens).toBeLessThan(USER_TOTAL_CAP);
    expect(await list({ name: 'bulk 10' })).toMatchObject({ total: tens, capped: false });
    const all = await list({});
    expect(all).toMatchObject({ total: USER_TOTAL_CAP + 6, capped: false });
    expect((await list({ mail: 'TOTALS.example', offset: COUNT - 10 })).list).toHaveLength(10);
  });
});
