import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantLicences } from '../src/db/schema.ts';
import { todayInChina } from '../src/lib/china-calendar.ts';
import { decide, makeOperator, pendingSubmission } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { ACCOUNT, ID_NUMBER, licenceApi } from './licence-fixtures.ts';

let t: TestApp;
let operator: TestUser;
let api: ReturnType<typeof licenceApi>;
beforeAll(async () => {
  t = await createTestApp();
  operator = await makeOperator(t, 'op');
  api = licenceApi(t);
});
afterAll(() => t.close());

describe('signing licence (DESIGN §4)', () => {
  it('reads none until one is submitted, then pending with masked numbers', async () => {
    const { owner, shop } = await api.shopWithOwner();
    expect((await api.read(owner.token, shop.id)).body.content).toEqual({
      status: 'none',
      licence: null,
    });
    const answer = await api.submit(owner.token, shop.id, await api.licenceForm(owner));
    expect(answer.body.content).toMatchObject({
      status: 'pending',
      licence: {
        version: 1,
        legalIdNumberMasked: '110***********002X',
        accountNumberMasked: '***************3445',
        images: [{ mime: 'image/jpeg' }],
      },
    });
    expect((await api.read(owner.token, shop.id)).body.content.status).toBe('pending');
  });

  it('never answers the ID or account number in clear, wherever it is read', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const answers = [await api.submit(owner.token, shop.id, await api.licenceForm(owner))];
    answers.push(await api.read(owner.token, shop.id));
    const licence = await t.db
      .select()
      .from(merchantLicences)
      .where(eq(merchantLicences.merchantId, shop.id));
    const submission = await pendingSubmission(t, operator, 'licence', licence[0]!.id);
    answers.push(
      await t.call('GET', '/api/audit/submissions', {
        token: operator.token,
        query: { kind: 'licence' },
      }),
    );
    answers.push(
      await t.call('GET', `/api/audit/submissions/${submission.id}`, { token: operator.token }),
    );
    answers.push(await decide(t, operator, submission.id, 'reject', 'Account name differs'));
    answers.push(await t.call('GET', '/api/userMessage', { token: owner.token }));
    for (const answer of answers) {
      expect(answer.body.code).toBe('0000');
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(ID_NUMBER);
      expect(text).not.toContain(ACCOUNT);
    }
    expect(answers[3]!.body.content.snapshot).toMatchObject({
      legalIdNumberMasked: '110***********002X',
    });
    // Stored in clear for the payout, as the operator checked it.
    expect(licence[0]).toMatchObject({ legalIdNumber: ID_NUMBER, accountNumber: ACCOUNT });
  });

  it('moves none -> pending -> rejected -> pending -> approved -> expired, refusing illegal steps', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const start = t.clock.now();
    const validUntil = todayInChina(start);
    const first = await api.submit(
      owner.token,
      shop.id,
      await api.licenceForm(owner, { validUntil }),
    );
    const again = await api.submit(
      owner.token,
      shop.id,
      await api.licenceForm(owner, { version: 1 }),
    );
    expect(again.body.code).toBe('1004');
    const [row] = await t.db
      .select()
      .from(merchantLicences)
      .where(eq(merchantLicences.merchantId, shop.id));
    const one = await pendingSubmission(t, operator, 'licence', row!.id);
    await decide(t, operator, one.id, 'reject', 'Blurry');
    const rejected = (await api.read(owner.token, shop.id)).body.content;
    expect(rejected).toMatchObject({
      status: 'rejected',
      licence: { rejectReason: 'Blurry', version: 2 },
    });
    expect((await decide(t, operator, one.id, 'approve')).body.code).toBe('1004');

    // Resubmission may leave the masked numbers out: the stored ones are kept.
    const {
      legalIdNumber: _id,
      accountNumber: _account,
      ...rest
    } = await api.licenceForm(owner, {
      version: 2,
      validUntil,
      imageIds: first.body.content.licence.images.map((image: { id: number }) => image.id),
    });
    const resubmitted = await api.submit(owner.token, shop.id, rest);
    expect(resubmitted.body.content).toMatchObject({
      status: 'pending',
      licence: { rejectReason: null, version: 3 },
    });
    const two = await pendingSubmission(t, operator, 'licence', row!.id);
    expect(
      (await t.call('GET', `/api/audit/submissions/${two.id}`, { token: operator.token })).body
        .content.changedFields,
    ).toEqual([]);
    await decide(t, operator, two.id, 'approve');
    expect((await api.read(owner.token, shop.id)).body.content.status).toBe('approved');
    // The last valid day ends at midnight in China (UTC+8), well within the session's day.
    const midnight = Date.parse(`${validUntil}T16:00:00Z`);
    try {
      t.clock.set(new Date(midnight - 1000));
      expect((await api.read(owner.token, shop.id)).body.content.status).toBe('approved');
      t.clock.set(new Date(midnight));
      expect((await api.read(owner.token, shop.id)).body.content.status).toBe('expired');
      const renewed = await api.submit(
        owner.token,
        shop.id,
        await api.licenceForm(owner, { version: 4 }),
      );
      expect(renewed.body.content.status).toBe('pending');
    } finally {
      t.clock.set(start);
    }
  });
});
