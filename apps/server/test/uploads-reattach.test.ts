import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, merchantLicences, merchantRecords, shopProfiles } from '../src/db/schema.ts';
import { activityApi } from './activity-fixtures.ts';
import { decide, makeOperator, pendingSubmission, recordForm } from './audit-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { licenceApi } from './licence-fixtures.ts';
import { claimApi, expectUsedElsewhere } from './upload-claim-fixtures.ts';

// docs/api.md "Uploads", attachment rule: an upload attached to one object is refused as an
// attachment of any other (same merchant or not), unless that object already shows it; the
// refusal changes nothing.
let t: TestApp;
let claims: ReturnType<typeof claimApi>;
beforeAll(async () => {
  t = await createTestApp();
  claims = claimApi(t);
});
afterAll(() => t.close());

/** An owner of two merchants: a member of both. */
async function ownerOfTwo() {
  const owner = await t.register();
  const first = await t.createMerchant(owner.id, `Shop A ${owner.id}`);
  const second = await t.createMerchant(owner.id, `Shop B ${owner.id}`);
  return { owner, first, second };
}

describe('re-attaching an attached upload (staff forms)', () => {
  it('onboarding records: refused on another record, created or edited; its own record keeps it', async () => {
    const user = await t.register();
    const form = await recordForm(t, user);
    const created = await t.call('POST', '/api/merchantRecords', {
      token: user.token,
      payload: form,
    });
    expect(created.body.code).toBe('0000');
    const record = created.body.content.record;
    const image = form.licenceImageId;
    expect(await claims.claimOf(image)).toEqual({
      kind: 'record',
      objectId: record.id,
      merchantId: null,
    });

    const second = await t.call('POST', '/api/merchantRecords', {
      token: user.token,
      payload: await recordForm(t, user),
    });
    const other = second.body.content.record;
    const mine = () =>
      t.db.select().from(merchantRecords).where(eq(merchantRecords.userId, user.id));
    const before = await mine();
    expectUsedElsewhere(
      await t.call('POST', '/api/merchantRecords', {
        token: user.token,
        payload: { ...form, creditCode: (await recordForm(t, user)).creditCode },
        locale: 'en-US',
      }),
      'licenceImageId',
    );
    expect(await mine()).toEqual(before);
    expectUsedElsewhere(
      await t.call('PUT', `/api/merchantRecords/${other.id}`, {
        token: user.token,
        payload: { ...form, version: other.version },
        locale: 'en-US',
      }),
      'licenceImageId',
    );
    expect(await mine()).toEqual(before);

    const again = await t.call('PUT', `/api/merchantRecords/${record.id}`, {
      token: user.token,
      payload: { ...form, name: 'Renamed shop', version: record.version },
    });
    expect(again.body.code).toBe('0000');
    expect(again.body.content.record).toMatchObject({
      name: 'Renamed shop',
      licenceImage: { id: image },
    });
  });

  it("signing licences: refused on the other merchant's licence; the resubmitted licence keeps it", async () => {
    const { owner, first, second } = await ownerOfTwo();
    const api = licenceApi(t);
    const form = await api.licenceForm(owner);
    expect((await api.submit(owner.token, first.id, form)).body.code).toBe('0000');
    const image = form.imageIds[0] as number;
    const [licence] = await t.db
      .select()
      .from(merchantLicences)
      .where(eq(merchantLicences.merchantId, first.id));
    expect(await claims.claimOf(image)).toEqual({
      kind: 'licence',
      objectId: licence!.id,
      merchantId: first.id,
    });

    // With a fresh image beside it: the fresh one stays unbound too.
    const fresh = await claims.staffImage(owner);
    expectUsedElsewhere(
      await api.submit(owner.token, second.id, { ...form, imageIds: [fresh, image] }),
      'imageIds',
    );
    expect((await api.read(owner.token, second.id)).body.content).toEqual({
      status: 'none',
      licence: null,
    });
    expect(await claims.claimOf(fresh)).toEqual({ kind: null, objectId: null, merchantId: null });

    const operator = await makeOperator(t);
    const submission = await pendingSubmission(t, operator, 'licence', licence!.id);
    expect((await decide(t, operator, submission.id, 'reject', 'Blurry')).body.code).toBe('0000');
    const resubmitted = await api.submit(owner.token, first.id, {
      ...form,
      version: 2,
      imageIds: [image, fresh],
    });
    expect(resubmitted.body.code).toBe('0000');
    expect((await claims.claimOf(fresh))?.objectId).toBe(licence!.id);
  });

  it('activity covers: refused on another activity of either merchant; a copy and its source keep it', async () => {
    const { owner, first, second } = await ownerOfTwo();
    const api = activityApi(t);
    const form = await api.activityForm(owner);
    const created = await api.create(owner.token, first.id, form);
    expect(created.body.code).toBe('0000');
    const activity = created.body.content.activity;
    const cover = form.coverImageId;
    expect(await claims.claimOf(cover)).toEqual({
      kind: 'activity',
      objectId: activity.id,
      merchantId: first.id,
    });

    const counted = async () => (await t.db.select({ n: count() }).from(activities))[0]!.n;
    const before = await counted();
    expectUsedElsewhere(await api.create(owner.token, first.id, form), 'coverImageId');
    expectUsedElsewhere(await api.create(owner.token, second.id, form), 'coverImageId');
    expect(await counted()).toBe(before);
    const other = await api.draft(owner, first.id);
    expectUsedElsewhere(
      await api.update(owner.token, first.id, other.id, {
        ...form,
        title: 'Taken',
        version: other.version,
      }),
      'coverImageId',
    );
    const [unchanged] = await t.db.select().from(activities).where(eq(activities.id, other.id));
    expect(unchanged).toMatchObject({ version: other.version, title: 'Pottery weekend' });
    expect(unchanged!.coverImageId).not.toBe(cover);

    const edited = await api.update(owner.token, first.id, activity.id, {
      ...form,
      title: 'Pottery weekend II',
      version: activity.version,
    });
    expect(edited.body.code).toBe('0000');
    // A copy shows its source's cover (docs/activities.md) and may be saved with it.
    const copied = (await api.copy(owner.token, first.id, activity.id)).body.content.activity;
    expect(copied.cover.id).toBe(cover);
    const saved = await api.update(owner.token, first.id, copied.id, {
      ...form,
      version: copied.version,
    });
    expect(saved.body.code).toBe('0000');
    expect((await claims.claimOf(cover))?.objectId).toBe(activity.id);
  });

  it("shop images: refused on the other merchant's profile; logo and cover of one profile share it", async () => {
    const { owner, first, second } = await ownerOfTwo();
    const logo = await claims.staffImage(owner);
    expect((await claims.saveShop(owner, first.id, { logoImageId: logo })).body.code).toBe('0000');
    expect(await claims.claimOf(logo)).toEqual({
      kind: 'shop',
      objectId: first.id,
      merchantId: first.id,
    });

    expectUsedElsewhere(
      await claims.saveShop(owner, second.id, { logoImageId: logo }),
      'logoImageId',
    );
    expectUsedElsewhere(
      await claims.saveShop(owner, second.id, { coverImageId: logo }),
      'coverImageId',
    );
    expect(
      await t.db.select().from(shopProfiles).where(eq(shopProfiles.merchantId, second.id)),
    ).toEqual([]);

    const moved = await claims.saveShop(owner, first.id, { coverImageId: logo }, 1);
    expect(moved.body.code).toBe('0000');
    const back = await claims.saveShop(
      owner,
      first.id,
      { logoImageId: logo, coverImageId: logo },
      2,
    );
    expect(back.body.code).toBe('0000');
  });

  it('lets one of two concurrent attachments of one upload win', async () => {
    const { owner, first, second } = await ownerOfTwo();
    const api = activityApi(t);
    const form = await api.activityForm(owner);
    const answers = await Promise.all([
      api.create(owner.token, first.id, form),
      api.create(owner.token, second.id, form),
    ]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual(['0000', '1001']);
    const shown = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.coverImageId, form.coverImageId));
    expect(shown).toHaveLength(1);
  });
});
