import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSubmissions, merchantLicences } from '../src/db/schema.ts';
import { makeOperator } from './audit-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { homeCall } from './home-fixtures.ts';
import { orderApi, type OrderApi } from './order-fixtures.ts';

// docs/home.md "To-dos", "Operators": the home's to-dos count what their linked lists show; the
// operators' home counts each audit queue as the audit centre does.
let t: TestApp;
let api: OrderApi;
beforeAll(async () => {
  t = await createTestApp();
  api = orderApi(t);
});
afterAll(() => t.close());

const home = homeCall(() => t);

describe('home to-dos', () => {
  it('count what the linked lists show: rejected activities, starting soon with places left, the licence', async () => {
    t.clock.set(new Date('2026-11-24T02:00:00Z'));
    const now = t.clock.now();
    const { owner, shop } = await api.shopWithOwner();
    const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
    const times = (days: number) => ({
      startAt: inDays(days),
      endAt: inDays(days + 0.1),
      signupDeadline: inDays(days - 0.5),
    });
    await api.activity(shop.id, { status: 'rejected' });
    await api.activity(shop.id, { ...times(3), capacity: 10, placesTaken: 4 });
    await api.activity(shop.id, { ...times(2), capacity: null });
    await api.activity(shop.id, { ...times(4), capacity: 5, placesTaken: 5 }); // full
    await api.activity(shop.id, { ...times(9), capacity: 10 }); // later
    await t.db.insert(merchantLicences).values({
      merchantId: shop.id,
      status: 'approved',
      subjectType: 'enterprise',
      holderName: 'Shop Ltd',
      credentialNumber: '91310000MA1K000000',
      imageIds: [],
      legalPerson: 'Li Lei',
      legalIdNumber: '110101199001011234',
      validUntil: '2026-12-20',
      accountName: 'Shop Ltd',
      bankName: 'Bank',
      accountNumber: '6222000000000000',
      submittedAt: now,
    });

    const todos = (await home(owner, shop.id)).body.content.todos as {
      key: string;
      count: number;
      params?: Record<string, string>;
    }[];
    const due = (key: string) => todos.find((entry) => entry.key === key)!;
    expect(due('rejectedActivities').count).toBe(1);
    expect(due('activitiesStartingSoon').count).toBe(2);
    expect(due('licenceExpiring').count).toBe(1);
    expect(due('licenceRejected').count).toBe(0);
    expect(due('recordRejected').count).toBe(0);

    const listed = async (query: Record<string, string>) =>
      (
        await t.call('GET', '/api/activities', {
          token: owner.token,
          query: { merchants_id: String(shop.id), pageSize: '100', ...query },
        })
      ).body.content.activities.length;
    expect(await listed({ status: 'rejected' })).toBe(1);
    expect(
      await listed({
        status: 'approved',
        placesLeft: '1',
        ...due('activitiesStartingSoon').params,
      }),
    ).toBe(2);
  });
});

describe("operators' home", () => {
  it('counts each audit queue with the age of its oldest item, decisions and new merchants per day', async () => {
    t.clock.set(new Date('2026-11-24T04:00:00Z')); // 12:00 in China
    const operator = await makeOperator(t);
    const { owner, shop } = await api.shopWithOwner();
    const submission = (values: Partial<typeof auditSubmissions.$inferInsert>) =>
      t.db.insert(auditSubmissions).values({
        kind: 'activity',
        subjectId: Math.floor(Math.random() * 1e9),
        merchantId: shop.id,
        submitterId: owner.id,
        title: 'Pottery',
        snapshot: {},
        status: 'pending',
        createdAt: new Date('2026-11-23T01:00:00Z'),
        ...values,
      });
    const before = (await t.call('GET', '/api/home/operator', { token: operator.token })).body
      .content;
    await submission({ createdAt: new Date('2026-11-20T08:00:00Z') });
    await submission({ kind: 'record', createdAt: new Date('2026-11-22T08:00:00Z') });
    await submission({ status: 'approved', decidedAt: new Date('2026-11-23T16:30:00Z') }); // 00:30 on 11-24
    await submission({
      status: 'rejected',
      reason: 'Blurry',
      decidedAt: new Date('2026-11-23T15:00:00Z'),
    });
    const answer = await t.call('GET', '/api/home/operator', { token: operator.token });
    expect(answer.body.code).toBe('0000');
    const content = answer.body.content;
    expect(content.today).toBe('2026-11-24');
    const queue = (kind: string) =>
      content.queues.find((row: { kind: string }) => row.kind === kind);
    const was = (kind: string) => before.queues.find((row: { kind: string }) => row.kind === kind);
    expect(queue('activity').pending).toBe(was('activity').pending + 1);
    expect(queue('record').pending).toBe(was('record').pending + 1);
    expect(queue('activity').oldestAt <= '2026-11-20T08:00:00.000Z').toBe(true);
    // The queue counts are what the audit list shows as pending.
    const listed = await t.call('GET', '/api/audit/counts', { token: operator.token });
    expect(listed.body.content).toMatchObject({
      activity: queue('activity').pending,
      record: queue('record').pending,
      licence: queue('licence').pending,
    });
    expect(content.decisions).toHaveLength(14);
    type Decided = { day: string; approved: number; rejected: number };
    const day = (list: Decided[], date: string) => list.find((row) => row.day === date);
    const delta = (date: string, key: 'approved' | 'rejected') =>
      (day(content.decisions, date)?.[key] ?? 0) - (day(before.decisions, date)?.[key] ?? 0);
    expect(delta('2026-11-24', 'approved')).toBe(1);
    expect(delta('2026-11-23', 'rejected')).toBe(1);
    expect(content.newMerchants.map((row: { day: string }) => row.day)).toContain('2026-11-24');

    const refused = await t.call('GET', '/api/home/operator', { token: owner.token });
    expect(refused.body.code).toBe('1003');
  });
});
