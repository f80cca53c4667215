import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantLicences, userMessages } from '../src/db/schema.ts';
import { decide, IMAGE_BYTES, makeOperator, pendingSubmission, upload } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { licenceApi } from './licence-fixtures.ts';

let t: TestApp;
let operator: TestUser;
let api: ReturnType<typeof licenceApi>;
beforeAll(async () => {
  t = await createTestApp();
  operator = await makeOperator(t, 'op');
  api = licenceApi(t);
});
afterAll(() => t.close());

describe('signing licence: rules and recipients (DESIGN §4)', () => {
  it('answers 1004 for a stale version and 1001 for bad fields', async () => {
    const { owner, shop } = await api.shopWithOwner();
    expect(
      (await api.submit(owner.token, shop.id, await api.licenceForm(owner, { version: 3 }))).body
        .code,
    ).toBe('1004');
    const cases: [Record<string, unknown>, string][] = [
      [{ legalIdNumber: '12345' }, 'legalIdNumber'],
      [{ accountNumber: '12ab' }, 'accountNumber'],
      [{ subjectType: 'charity' }, 'subjectType'],
      [{ validUntil: '2020-01-01' }, 'validUntil'],
      [{ validUntil: '31/12/2099' }, 'validUntil'],
      [{ imageIds: [] }, 'imageIds'],
      [{ legalIdNumber: undefined }, 'legalIdNumber'],
    ];
    for (const [change, field] of cases) {
      const answer = await api.submit(owner.token, shop.id, await api.licenceForm(owner, change));
      expect(answer.body.code, field).toBe('1001');
      expect(Object.keys(answer.body.content.fields)).toContain(field);
    }
    const stranger = await t.register();
    const theirs = await upload(t, stranger.token, 'image/png', IMAGE_BYTES['image/png']);
    const foreignImage = await api.submit(
      owner.token,
      shop.id,
      await api.licenceForm(owner, { imageIds: [theirs.body.content.file.id] }),
    );
    expect(foreignImage.body.content.fields).toEqual({
      imageIds: 'Please upload the licence images',
    });
    expect((await api.read(owner.token, shop.id)).body.content.status).toBe('none');
  });

  it('tells the owner and licence:manage members of a decision, nobody else', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const manager = await t.register();
    const clerk = await t.register();
    const disabledManager = await t.register();
    await t.addMember(shop.id, manager.id, { permissions: ['licence:manage'] });
    await t.addMember(shop.id, clerk.id, { permissions: ['order:view'] });
    await t.addMember(shop.id, disabledManager.id, {
      permissions: ['licence:manage'],
      status: 'disabled',
    });
    await api.submit(manager.token, shop.id, await api.licenceForm(manager));
    const [row] = await t.db
      .select()
      .from(merchantLicences)
      .where(eq(merchantLicences.merchantId, shop.id));
    await decide(
      t,
      operator,
      (await pendingSubmission(t, operator, 'licence', row!.id)).id,
      'approve',
    );
    const recipients = await t.db
      .select()
      .from(userMessages)
      .where(eq(userMessages.refId, shop.id));
    expect(
      recipients
        .filter((m) => m.type === 2)
        .map((m) => m.userId)
        .sort(),
    ).toEqual([owner.id, manager.id].sort());
    expect(recipients[0]!.content).toBe(`商户「${shop.name}」的签约资质已审核通过`);
    // The manager sees the images another member uploaded; the clerk may not read the licence.
    const image = (await api.read(owner.token, shop.id)).body.content.licence.images[0];
    expect((await t.call('GET', image.url, { token: owner.token })).status).toBe(200);
    expect((await api.read(clerk.token, shop.id)).body.code).toBe('1003');
  });

  it("answers 1003 for another merchant's id and a missing key, changing nothing", async () => {
    const { owner, shop } = await api.shopWithOwner();
    const other = await api.shopWithOwner();
    const clerk = await t.register();
    await t.addMember(shop.id, clerk.id, { permissions: ['order:view'] });
    expect(
      (await api.submit(owner.token, other.shop.id, await api.licenceForm(owner))).body.code,
    ).toBe('1003');
    expect((await api.submit(clerk.token, shop.id, await api.licenceForm(clerk))).body.code).toBe(
      '1003',
    );
    expect((await api.read(other.owner.token, other.shop.id)).body.content.status).toBe('none');
    expect((await api.read(owner.token, shop.id)).body.content.status).toBe('none');
  });
});
