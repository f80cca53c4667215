import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_LOG_RATE_LIMIT,
  CLIENT_LOG_RATE_WINDOW_MS,
  CLIENT_LOGS_KEPT,
} from '@console/contract/client-logs';
import { clientLogs } from '../src/db/schema.ts';
import { logApi } from './client-log-fixtures.ts';
import { createTestApp, uniqueIp, type TestApp } from './helper.ts';

let t: TestApp;
let api: ReturnType<typeof logApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = logApi(t);
});
afterAll(() => t.close());

const entry = (overrides: Record<string, unknown> = {}) => api.entry(overrides);
const report: ReturnType<typeof logApi>['report'] = (entries, options) =>
  api.report(entries, options);
const rowsOf = (ip: string) => t.db.select().from(clientLogs).where(eq(clientLogs.ip, ip));

describe('POST /api/logs', () => {
  it('stores a signed-in member’s entries with user, merchant and a shortened user agent', async () => {
    const user = await t.register();
    const shop = await t.createMerchant(user.id);
    const ip = uniqueIp();
    const answer = await report(
      [
        entry({ route: 'order-list', appVersion: '1.2.3', extra: { status: 500 } }),
        entry({ type: 'info' }),
      ],
      { token: user.token, ip, merchants_id: shop.id },
    );
    expect(answer.body).toEqual({ code: '0000', msg: 'success', content: { accepted: 2 } });
    const rows = await rowsOf(ip);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      userId: user.id,
      merchantId: shop.id,
      route: 'order-list',
      appVersion: '1.2.3',
      extra: { status: 500 },
      createdAt: t.clock.now(),
    });
    expect(rows[0]!.userAgent).toHaveLength(300);
    expect(rows[1]!.type).toBe('info');
  });

  it('stores no merchant the caller does not belong to, and no user for an anonymous or stale token', async () => {
    const user = await t.register();
    const foreign = await t.createMerchant((await t.register()).id);
    const ip = uniqueIp();
    await report([entry()], { token: user.token, ip, merchants_id: foreign.id });
    await report([entry()], { ip });
    await report([entry()], { ip, token: 'not-a-real-token' });
    const rows = await rowsOf(ip);
    expect(rows.map((row) => [row.userId, row.merchantId])).toEqual([
      [user.id, null],
      [null, null],
      [null, null],
    ]);
  });

  it('never stores a token, cookie, authorization or password, however deep or cased', async () => {
    const user = await t.register();
    const ip = uniqueIp();
    await report(
      [
        entry({
          url: `http://console.test/cc?token=${user.token}&tab=2`,
          extra: {
            token: user.token,
            meta: { Cookie: `admin-token=${user.token}`, uuid: user.uuid },
            request: { headers: { AUTHORIZATION: user.token }, body: { password: 'Secret123' } },
          },
        }),
      ],
      { token: user.token, ip },
    );
    const [row] = await rowsOf(ip);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(user.token);
    expect(stored).not.toContain('Secret123');
    expect(row!.extra).toEqual({ meta: { uuid: user.uuid }, request: { headers: {}, body: {} } });
    expect(row!.url).toBe('http://console.test/cc?token=[redacted]&tab=2');
  });

  it('caps extra at 4 KB by dropping whole keys and flags it truncated', async () => {
    const ip = uniqueIp();
    await report([entry({ extra: { small: 1, big: 'x'.repeat(5000), tail: 'kept' } })], { ip });
    const [row] = await rowsOf(ip);
    expect(row!.extra).toEqual({ _truncated: true, small: 1, tail: 'kept' });
  });

  it('accepts 120 entries per user in 10 minutes, then answers 1005 until the window moves', async () => {
    const user = await t.register();
    const batch = () => Array.from({ length: 20 }, () => entry());
    for (let sent = 0; sent < 100; sent += 20) {
      expect((await report(batch(), { token: user.token })).body.content.accepted).toBe(20);
    }
    // Only 20 fit: a batch larger than the room left is stored in part.
    t.clock.advance(60_000);
    expect((await report(batch(), { token: user.token })).body.content).toEqual({ accepted: 20 });
    const refused = await report([entry()], { token: user.token });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: '1005',
      msg: 'Too many log entries reported, please try again later',
      content: null,
    });
    expect(Number(refused.headers['retry-after'])).toBe(CLIENT_LOG_RATE_WINDOW_MS / 1000 - 60);
    const stored = await t.db.select().from(clientLogs).where(eq(clientLogs.userId, user.id));
    expect(stored).toHaveLength(CLIENT_LOG_RATE_LIMIT);

    t.clock.advance(CLIENT_LOG_RATE_WINDOW_MS - 60_000);
    expect((await report(batch(), { token: user.token })).body.content.accepted).toBe(20);
    // Another user is never limited by this one.
    expect((await report([entry()], { token: (await t.register()).token })).body.code).toBe('0000');
  });

  it('limits anonymous callers per address', async () => {
    const ip = uniqueIp();
    const batch = Array.from({ length: 20 }, () => entry());
    for (let i = 0; i < 6; i += 1) await report(batch, { ip });
    expect((await report([entry()], { ip })).body.code).toBe('1005');
    expect((await report([entry()], { ip: uniqueIp() })).body.code).toBe('0000');
  });

  it('refuses a bad batch with 1001 and never a 500', async () => {
    const cases: [unknown, string][] = [
      [[], 'entries'],
      [Array.from({ length: 21 }, () => entry()), 'entries'],
      [[entry({ type: 'warn' })], 'entries.0.type'],
      [[entry({ message: '' })], 'entries.0.message'],
      [[entry({ token: 'x' })], 'entries.0.token'],
      [[entry({ extra: 'text' })], 'entries.0.extra'],
    ];
    for (const [entries, field] of cases) {
      const answer = await report(entries as unknown[]);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.content.fields)).toContain(field);
    }
  });

  it('keeps only the newest 50,000 entries', async () => {
    await t.db.execute(sql`
      insert into client_logs (type, message, time, url, ip, created_at)
      select 'info', 'filler', '', '', '192.0.2.1', now() from generate_series(1, ${CLIENT_LOGS_KEPT})`);
    const ip = uniqueIp();
    await report([entry()], { ip });
    const [{ total, spread }] = (await t.db
      .select({ total: count(), spread: sql<number>`(max(id) - min(id))::int` })
      .from(clientLogs)) as [{ total: number; spread: number }];
    expect(total).toBe(CLIENT_LOGS_KEPT);
    expect(spread).toBe(CLIENT_LOGS_KEPT - 1);
    expect(await rowsOf(ip)).toHaveLength(1);
  });
});
