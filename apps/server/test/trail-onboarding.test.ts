import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantLicences, merchantRecords } from '../src/db/schema.ts';
import { PLATFORM_SCOPE } from '../src/write/trail-append.ts';
import { recordForm, submitNewRecord } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { ACCOUNT, ID_NUMBER, licenceApi } from './licence-fixtures.ts';
import {
  onboardingTrailApi,
  requestIdOf,
  type OnboardingTrailApi,
} from './trail-onboarding-fixtures.ts';

// docs/server.md "Doors", docs/onboarding.md "Trail": every write of a merchant record and of a
// licence goes through its door, which leaves one trail entry in the write's transaction; the
// operator's decisions on them: trail-decisions.test.ts.
let t: TestApp;
let licence: ReturnType<typeof licenceApi>;
let { entriesOfRequest, recordRow, submissionsOf } = {} as OnboardingTrailApi;
beforeAll(async () => {
  t = await createTestApp();
  licence = licenceApi(t);
  ({ entriesOfRequest, recordRow, submissionsOf } = onboardingTrailApi(t));
});
afterAll(() => t.close());

async function newDraftRecord(user: TestUser) {
  const form = await recordForm(t, user, 'Trail Studio');
  const answer = await t.call('POST', '/api/merchantRecords', { token: user.token, payload: form });
  expect(answer.body.code).toBe('0000');
  return { answer, form, record: answer.body.content.record as { id: number; version: number } };
}

describe('the merchant record’s door', () => {
  it('records the new draft in the platform’s scope, its contact mobile masked', async () => {
    const user = await t.register();
    const { answer, record } = await newDraftRecord(user);
    const entries = await t.trailOf(PLATFORM_SCOPE, { type: 'record', id: record.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorType: 'member',
      actorId: user.id,
      action: 'create',
      before: null,
      after: {
        status: 'draft',
        name: 'Trail Studio',
        contactMobile: '139****5678',
        merchantId: null,
      },
      requestId: requestIdOf(answer),
    });
    expect(JSON.stringify(entries[0]!.after)).not.toContain('13912345678');
    expect(await entriesOfRequest(answer)).toHaveLength(1);
  });

  it('records an edit, a submission and a withdrawal with their changed fields only', async () => {
    const user = await t.register();
    const { form, record } = await newDraftRecord(user);
    const edited = await t.call('PUT', `/api/merchantRecords/${record.id}`, {
      token: user.token,
      payload: { ...form, address: '2 New Road', contactMobile: '13900001111', version: 1 },
    });
    expect(edited.body.code).toBe('0000');
    const submitted = await t.call('POST', `/api/merchantRecords/${record.id}/submit`, {
      token: user.token,
      payload: { version: 2 },
    });
    const withdrawn = await t.call('POST', `/api/merchantRecords/${record.id}/withdraw`, {
      token: user.token,
      payload: { version: 3 },
    });
    expect(withdrawn.body.content.record.status).toBe('draft');
    const entries = await t.trailOf(PLATFORM_SCOPE, { type: 'record', id: record.id });
    expect(entries.map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'submit',
      'withdraw',
    ]);
    expect(entries[1]).toMatchObject({
      before: { address: '1 Science Park Road', contactMobile: '139****5678' },
      after: { address: '2 New Road', contactMobile: '139****1111' },
      requestId: requestIdOf(edited),
    });
    expect(Object.keys(entries[1]!.after!).sort()).toEqual(['address', 'contactMobile']);
    expect(entries[2]).toMatchObject({
      before: { status: 'draft' },
      after: { status: 'pending' },
      requestId: requestIdOf(submitted),
    });
    expect(entries[3]).toMatchObject({
      actorType: 'member',
      actorId: user.id,
      before: { status: 'pending' },
      after: { status: 'draft' },
      requestId: requestIdOf(withdrawn),
    });
    // One entry a write: joining and leaving the queue is told by the record's own entry.
    expect(await entriesOfRequest(submitted)).toHaveLength(1);
    expect(await entriesOfRequest(withdrawn)).toHaveLength(1);
  });

  it('leaves neither the record nor its entry when the write fails after the entry', async () => {
    const user = await t.register();
    const form = await recordForm(t, user);
    t.failNextWrite();
    const created = await t.call('POST', '/api/merchantRecords', {
      token: user.token,
      payload: form,
    });
    expect(created.status).toBe(500);
    expect(
      await t.db.select().from(merchantRecords).where(eq(merchantRecords.userId, user.id)),
    ).toEqual([]);
    expect(await entriesOfRequest(created)).toEqual([]);

    const record = await submitNewRecord(t, user);
    const before = await t.trailOf(PLATFORM_SCOPE, { type: 'record', id: record.id });
    t.failNextWrite();
    const withdrawn = await t.call('POST', `/api/merchantRecords/${record.id}/withdraw`, {
      token: user.token,
      payload: { version: record.version },
    });
    expect(withdrawn.status).toBe(500);
    expect(await recordRow(record.id)).toMatchObject({
      status: 'pending',
      version: record.version,
    });
    expect((await submissionsOf('record', record.id)).map((row) => row.status)).toEqual([
      'pending',
    ]);
    expect(await t.trailOf(PLATFORM_SCOPE, { type: 'record', id: record.id })).toEqual(before);
  });
});

describe('the licence’s door', () => {
  it('records a submission in the merchant’s scope with both numbers masked', async () => {
    const { owner, shop } = await licence.shopWithOwner();
    const answer = await licence.submit(owner.token, shop.id, await licence.licenceForm(owner));
    expect(answer.body.code).toBe('0000');
    const [row] = await t.db
      .select()
      .from(merchantLicences)
      .where(eq(merchantLicences.merchantId, shop.id));
    const entries = await t.trailOf(shop.id, { type: 'licence', id: row!.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorType: 'member',
      actorId: owner.id,
      action: 'submit',
      before: null,
      after: {
        status: 'pending',
        holderName: 'Sunrise Culture Ltd',
        legalIdNumberMasked: '110***********002X',
        accountNumberMasked: '***************3445',
      },
      requestId: requestIdOf(answer),
    });
    const text = JSON.stringify(entries[0]);
    expect(text).not.toContain(ID_NUMBER);
    expect(text).not.toContain(ACCOUNT);
    expect(await entriesOfRequest(answer)).toHaveLength(1);
  });

  it('leaves neither the licence, its queue entry nor its trail entry when the write fails', async () => {
    const { owner, shop } = await licence.shopWithOwner();
    const form = await licence.licenceForm(owner);
    t.failNextWrite();
    const answer = await licence.submit(owner.token, shop.id, form);
    expect(answer.status).toBe(500);
    expect(
      await t.db.select().from(merchantLicences).where(eq(merchantLicences.merchantId, shop.id)),
    ).toEqual([]);
    expect(await entriesOfRequest(answer)).toEqual([]);
    const licenceEntries = (await t.trailOf(shop.id)).filter(
      (entry) => entry.objectType === 'licence',
    );
    expect(licenceEntries).toEqual([]);
    expect((await licence.read(owner.token, shop.id)).body.content.status).toBe('none');
  });
});
