import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_BYTES, makeOperator, recordForm, upload } from './audit-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { licenceApi } from './licence-fixtures.ts';
import { memberApi } from './member-fixtures.ts';

// docs/api.md "Uploads": an upload is readable by whoever may read the thing it is attached to.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (id: number, token: string) =>
  t.call('GET', `/api/uploads/${id}`, { token, locale: 'en-US' });

/** A merchant whose owner submitted a signing licence: answers the licence's image id. */
async function shopWithLicence() {
  const licences = licenceApi(t);
  const { owner, shop } = await licences.shopWithOwner();
  const form = await licences.licenceForm(owner);
  expect((await licences.submit(owner.token, shop.id, form)).body.code).toBe('0000');
  return { owner, shop, imageId: form.imageIds[0] as number, licences };
}

describe('GET /api/uploads/{id} follows the object the file is attached to', () => {
  it('answers licence images to licence:manage holders, record images to their owner', async () => {
    const { owner, shop, imageId, licences } = await shopWithLicence();
    expect((await read(imageId, owner.token)).status).toBe(200);

    const keyless = await t.register();
    await t.addMember(shop.id, keyless.id, { permissions: ['order:view', 'shop:edit'] });
    expect((await licences.read(keyless.token, shop.id)).body.code).toBe('1003');
    const refused = await read(imageId, keyless.token);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({
      code: '1002',
      msg: 'The requested item does not exist',
      content: null,
    });

    const manager = await t.register();
    await t.addMember(shop.id, manager.id, { permissions: ['licence:manage'] });
    const seen = await read(imageId, manager.token);
    expect(seen.raw.equals(IMAGE_BYTES['image/jpeg'])).toBe(true);

    const other = await licences.shopWithOwner();
    const outsider = await t.register();
    await t.addMember(other.shop.id, outsider.id, { permissions: ['licence:manage'] });
    for (const user of [other.owner, outsider]) {
      expect((await read(imageId, user.token)).body.code).toBe('1002');
    }
    expect((await read(imageId, (await makeOperator(t)).token)).status).toBe(200);

    // An onboarding record's image: its owner and operators only, not even a licence manager.
    const user = await t.register();
    const form = await recordForm(t, user);
    const created = await t.call('POST', '/api/merchantRecords', {
      token: user.token,
      payload: form,
    });
    expect(created.body.code).toBe('0000');
    expect((await read(form.licenceImageId, user.token)).status).toBe(200);
    expect((await read(form.licenceImageId, (await makeOperator(t)).token)).status).toBe(200);
    expect((await read(form.licenceImageId, manager.token)).body.code).toBe('1002');
  });

  it('takes the file away from its uploader when the permission goes', async () => {
    const licences = licenceApi(t);
    const { owner, shop } = await licences.shopWithOwner();
    const clerk = await t.register();
    await t.addMember(shop.id, clerk.id, { permissions: ['licence:manage'] });
    const form = await licences.licenceForm(clerk);
    expect((await licences.submit(clerk.token, shop.id, form)).body.code).toBe('0000');
    const imageId = form.imageIds[0] as number;
    expect((await read(imageId, clerk.token)).status).toBe(200);

    await memberApi(t, shop.id).update(owner.token, clerk.id, { permissions: ['order:view'] });
    expect((await read(imageId, clerk.token)).body.code).toBe('1002');
    expect((await read(imageId, owner.token)).status).toBe(200);
  });
});

describe('POST /api/uploads ids', () => {
  it('gives new files ids that follow no sequence', async () => {
    const user = await t.register();
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await upload(t, user.token, 'image/png', IMAGE_BYTES['image/png']);
      ids.push(answer.body.content.file.id as number);
    }
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      // Far above any count of files: the id is not the next number of a sequence.
      expect(id).toBeGreaterThanOrEqual(2 ** 40);
    }
    const gaps = ids.slice(1).map((id, i) => Math.abs(id - ids[i]!));
    expect(gaps.every((gap) => gap > 1_000_000)).toBe(true);
    expect((await read(ids[0]!, user.token)).status).toBe(200);
  });
});
