import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_ATTACHMENT_KINDS } from '../src/db/schema.ts';
import { createAttachmentReaders, type AttachmentReader } from '../src/modules/uploads/index.ts';
import { makeOperator } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { licenceApi } from './licence-fixtures.ts';
import { claimApi } from './upload-claim-fixtures.ts';

// docs/api.md "Uploads", Attachments: each area says who reads the files its objects show; the
// file's binding only says which area to ask first.
let t: TestApp;
let claims: ReturnType<typeof claimApi>;
beforeAll(async () => {
  t = await createTestApp();
  claims = claimApi(t);
});
afterAll(() => t.close());

/** '0000' when the bytes come back, else the envelope's code. */
async function read(id: number, user: TestUser): Promise<string> {
  const answer = await t.call('GET', `/api/uploads/${id}`, { token: user.token });
  return answer.status === 200 ? '0000' : answer.body.code;
}

describe('GET /api/uploads/{id} asks the areas whose objects show the file', () => {
  it('gives an image an edit replaced back to its uploader alone (and operators)', async () => {
    const { owner, shop } = await licenceApi(t).shopWithOwner();
    const clerk = await t.register();
    await t.addMember(shop.id, clerk.id, { permissions: ['shop:edit'] });
    const teammate = await t.register();
    await t.addMember(shop.id, teammate.id, { permissions: [] });
    const logo = await claims.staffImage(clerk);
    expect((await claims.saveShop(clerk, shop.id, { logoImageId: logo })).body.code).toBe('0000');
    expect(await read(logo, teammate)).toBe('0000');

    const next = await claims.staffImage(clerk);
    const replaced = await claims.saveShop(clerk, shop.id, { logoImageId: next }, 1);
    expect(replaced.body.code).toBe('0000');
    // Still bound to the profile, which no longer shows it.
    expect(await claims.claimOf(logo)).toEqual({
      kind: 'shop',
      objectId: shop.id,
      merchantId: shop.id,
    });
    expect(await read(logo, teammate)).toBe('1002');
    expect(await read(logo, owner)).toBe('1002');
    expect(await read(logo, clerk)).toBe('0000');
    expect(await read(logo, await makeOperator(t))).toBe('0000');
    expect(await read(next, teammate)).toBe('0000');
  });

  it('reads a file two objects showed before the attachment rule through either', async () => {
    const licences = licenceApi(t);
    const { owner, shop } = await licences.shopWithOwner();
    const form = await licences.licenceForm(owner);
    expect((await licences.submit(owner.token, shop.id, form)).body.code).toBe('0000');
    const image = form.imageIds[0] as number;
    const keyless = await t.register();
    await t.addMember(shop.id, keyless.id, { permissions: [] });
    expect(await read(image, keyless)).toBe('1002');

    // As migration 0025 found it: bound to the licence, also the shop's logo.
    expect((await claims.saveShop(owner, shop.id, {})).body.code).toBe('0000');
    await t.db.execute(
      sql`update shop_profiles set logo_image_id = ${image} where merchant_id = ${shop.id}`,
    );
    expect((await claims.claimOf(image))?.kind).toBe('licence');
    expect(await read(image, keyless)).toBe('0000');
    expect(await read(image, await t.register())).toBe('1002');
  });
});

describe('createAttachmentReaders', () => {
  const reader = (kind: AttachmentReader['kind']): AttachmentReader => ({
    kind,
    member: async () => null,
  });

  it('wants one reader of every kind', () => {
    expect(() => createAttachmentReaders([reader('avatar')])).toThrow(
      'no reader of record, licence, activity, shop, chat, review, quick_reply attachments',
    );
    const every = UPLOAD_ATTACHMENT_KINDS.map(reader);
    expect(() => createAttachmentReaders([...every, reader('chat')])).toThrow(
      'two readers of chat attachments',
    );
    expect(createAttachmentReaders(every).size).toBe(UPLOAD_ATTACHMENT_KINDS.length);
  });
});
