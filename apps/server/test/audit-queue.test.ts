import type { SubmissionsContent } from '@console/contract/audit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantRecords } from '../src/db/schema.ts';
import { decide, makeOperator, pendingSubmission, submitNewRecord } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { after, expectKeysetPages } from './keyset-pages.ts';

let t: TestApp;
let operator: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  operator = await makeOperator(t, 'op');
});
afterAll(() => t.close());

const page = async (query: Record<string, string> = {}) =>
  (await t.call('GET', '/api/audit/submissions', { token: operator.token, query })).body
    .content as SubmissionsContent;
const queue = async (query: Record<string, string> = {}) => (await page(query)).submissions;

describe('audit centre access (roles op and admin)', () => {
  it('answers 1003 to a merchant user and 1007 without a token, deciding nothing', async () => {
    const user = await t.register();
    const record = await submitNewRecord(t, user);
    const submission = await pendingSubmission(t, operator, 'record', record.id);
    for (const path of [
      '/api/audit/submissions',
      '/api/audit/counts',
      `/api/audit/submissions/${submission.id}`,
    ]) {
      expect((await t.call('GET', path, { token: user.token })).body.code).toBe('1003');
      expect((await t.call('GET', path)).body.code).toBe('1007');
    }
    const refused = await decide(t, user, submission.id, 'approve');
    expect(refused.status).toBe(403);
    const [row] = await t.db
      .select()
      .from(merchantRecords)
      .where(eq(merchantRecords.id, record.id));
    expect(row!.status).toBe('pending');
    const admin = await makeOperator(t, 'admin');
    expect((await decide(t, admin, submission.id, 'approve')).body.code).toBe('0000');
  });
});

describe('queue and decision log', () => {
  it('lists the queue oldest first and the log newest first, each row once per page', async () => {
    const tag = `Queue${Date.now()}`;
    const submitted = [];
    for (let i = 0; i < 5; i += 1) {
      submitted.push(await submitNewRecord(t, await t.register(), `${tag} ${i}`));
    }
    const seen: number[] = [];
    let lastId: number | null | undefined;
    // Bounded: a list that never said its last page would fail here, not hang.
    for (let pages = 0; lastId !== null && pages < 10; pages += 1) {
      const { submissions, nextLastId } = await page({
        keyword: tag,
        pageSize: '2',
        ...after(lastId),
      });
      seen.push(...submissions.map((row) => row.id));
      lastId = nextLastId;
    }
    expect(seen).toHaveLength(5);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await decide(t, operator, seen[0]!, 'approve');
    await decide(t, operator, seen[2]!, 'reject', 'Incomplete');
    const log = await queue({ keyword: tag, status: 'decided' });
    expect(log.map((row) => [row.id, row.status])).toEqual([
      [seen[2], 'rejected'],
      [seen[0], 'approved'],
    ]);
    expect(log[0]!.decidedBy).toEqual({ id: operator.id, nickname: expect.any(String) });
    expect((await queue({ keyword: tag })).map((row) => row.id)).toEqual([
      seen[1],
      seen[3],
      seen[4],
    ]);
    expect(await queue({ keyword: tag, kind: 'licence' })).toEqual([]);
    expect(
      (
        await t.call('GET', '/api/audit/submissions', {
          token: operator.token,
          query: { kind: 'shop' },
        })
      ).body.code,
    ).toBe('1001');
  });

  it('answers nextLastId null on the last page, also when it is full (docs/api.md "Paging")', async () => {
    const tag = `Next${Date.now()}`;
    let made = 0;
    await expectKeysetPages({
      pageSize: 2,
      add: async (count) => {
        for (let i = 0; i < count; i += 1) {
          await submitNewRecord(t, await t.register(), `${tag} ${(made += 1)}`);
        }
      },
      page: async (lastId) => {
        const query = { keyword: tag, pageSize: '2', ...after(lastId) };
        const { submissions, nextLastId } = await page(query);
        return { items: submissions, nextLastId };
      },
    });
  });

  it('counts pending submissions per kind', async () => {
    const before = (await t.call('GET', '/api/audit/counts', { token: operator.token })).body
      .content;
    await submitNewRecord(t, await t.register());
    const after = (await t.call('GET', '/api/audit/counts', { token: operator.token })).body
      .content;
    expect(after).toEqual({ ...before, record: before.record + 1 });
  });
});
