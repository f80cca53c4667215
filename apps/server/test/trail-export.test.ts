import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrailEntry } from '@console/contract/trail';
import { csvLine } from '../src/lib/csv.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { actionsOf, at, memberAt, trailApi, type TrailApi } from './trail-fixtures.ts';
import { parseCsv } from './csv-rows.ts';

// docs/trail.md "The API": the merchant's trail as CSV, the list's rows in its order under its
// filter, its header in the request's language (who may read it: trail-read.test.ts).
let t: TestApp;
let trail: TrailApi;
let { shopWithHistory } = {} as TrailApi;
beforeAll(async () => {
  t = await createTestApp();
  trail = trailApi(t);
  ({ shopWithHistory } = trail);
});
afterAll(() => t.close());

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
