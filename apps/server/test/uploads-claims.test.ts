import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  chatMessages,
  merchantLicences,
  merchantRecords,
  uploads,
  users,
} from '../src/db/schema.ts';
import { recordForm } from './audit-fixtures.ts';
import { chatApi } from './chat-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { licenceApi } from './licence-fixtures.ts';
import { memberApi } from './member-fixtures.ts';
import { claimApi, expectUsedElsewhere } from './upload-claim-fixtures.ts';

let t: TestApp;
let claims: ReturnType<typeof claimApi>;
beforeAll(async () => {
  t = await createTestApp();
  claims = claimApi(t);
});
afterAll(() => t.close());

describe('a licence image cannot leave the licence (docs/api.md "Uploads")', () => {
  it('refuses the image of a sub-account stripped of licence:manage everywhere else', async () => {
    const chat = chatApi(t);
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const { shop: otherShop } = await chat.store.openShop(owner);
    const clerk = await t.register();
    const keys = ['chat:reply', 'activity:view', 'activity:edit', 'shop:edit'] as const;
    await t.addMember(shop.id, clerk.id, { permissions: ['licence:manage', ...keys] });
    await t.addMember(otherShop.id, clerk.id, { permissions: ['chat:reply'] });
    const licences = licenceApi(t);
    const form = await licences.licenceForm(clerk);
    expect((await licences.submit(clerk.token, shop.id, form)).body.code).toBe('0000');
    const image = form.imageIds[0] as number;
    const stripped = await memberApi(t, shop.id).update(owner.token, clerk.id, {
      permissions: [...keys],
    });
    expect(stripped.body.code).toBe('0000');
    const claim = await claims.claimOf(image);
    expect(claim).toMatchObject({ kind: 'licence', merchantId: shop.id });

    // In a chat, where the customer would read it through the storefront.
    expectUsedElsewhere(
      await claims.staffSendsImage(clerk, shop.id, conversationId, image),
      'imageId',
    );
    const read = await t.call('GET', `/api/storefront/uploads/${image}`, { token: customer.token });
    expect(read.body.code).toBe('1002');
    // In the other merchant's chat.
    const opened = await chat.store.call('POST', '/conversations', customer.token, {
      merchantId: otherShop.id,
    });
    const otherConversation = opened.body.content.conversation.id as number;
    expectUsedElsewhere(
      await claims.staffSendsImage(clerk, otherShop.id, otherConversation, image),
      'imageId',
    );
    // As an activity cover (public once approved), the shop logo, an avatar, a record image.
    const cover = await t.call('POST', '/api/activities', {
      token: clerk.token,
      payload: { merchants_id: shop.id, title: 'Open day', coverImageId: image },
      locale: 'en-US',
    });
    expectUsedElsewhere(cover, 'coverImageId');
    expectUsedElsewhere(
      await claims.saveShop(clerk, shop.id, { logoImageId: image }),
      'logoImageId',
    );
    expectUsedElsewhere(await claims.saveAvatar(clerk, image), 'avatarImageId');
    const record = await t.call('POST', '/api/merchantRecords', {
      token: clerk.token,
      payload: { ...(await recordForm(t, clerk)), licenceImageId: image },
      locale: 'en-US',
    });
    expectUsedElsewhere(record, 'licenceImageId');

    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.imageId, image))).toEqual(
      [],
    );
    expect(await t.db.select().from(activities).where(eq(activities.merchantId, shop.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(merchantRecords).where(eq(merchantRecords.userId, clerk.id)),
    ).toEqual([]);
    expect(
      (await t.db.select().from(users).where(eq(users.id, clerk.id)))[0]?.avatarImageId,
    ).toBeNull();
    expect(await claims.claimOf(image)).toEqual(claim);
  });
});

/** The backfill statement of migration 0025, as the file holds it. */
function backfillStatement() {
  const file = readFileSync(new URL('../drizzle/0025_upload_claims.sql', import.meta.url), 'utf8');
  return file.split('--> statement-breakpoint').at(-1)!;
}

describe('migration 0025 binds existing attachments', () => {
  it('binds each attached upload once, by kind order then the oldest object', async () => {
    const chat = chatApi(t);
    const { owner, shop, conversationId } = await chat.openChat();
    const licences = licenceApi(t);
    const form = await licences.licenceForm(owner);
    expect((await licences.submit(owner.token, shop.id, form)).body.code).toBe('0000');
    const licenceImage = form.imageIds[0] as number;
    const recordImage = await claims.staffImage(owner);
    const cover = await claims.staffImage(owner);
    const chatImage = await claims.staffImage(owner);
    const avatar = await claims.staffImage(owner);
    const foreignAvatar = await claims.staffImage(owner);
    const loose = await claims.staffImage(owner);
    const created = await t.call('POST', '/api/merchantRecords', {
      token: owner.token,
      payload: { ...(await recordForm(t, owner)), licenceImageId: recordImage },
    });
    const recordId = created.body.content.record.id as number;
    const [first, second] = [
      await chat.store.openActivity(shop.id, { coverImageId: cover }),
      await chat.store.openActivity(shop.id, { coverImageId: cover }),
    ];
    expect((await claims.saveShop(owner, shop.id, { coverImageId: null })).body.code).toBe('0000');
    expect(
      (await claims.staffSendsImage(owner, shop.id, conversationId, chatImage)).body.code,
    ).toBe('0000');
    expect((await claims.saveAvatar(owner, avatar)).body.code).toBe('0000');
    const other = await t.register();
    await t.db.update(users).set({ avatarImageId: foreignAvatar }).where(eq(users.id, other.id));
    // Attached twice before the rule: the licence image also on the record, the cover on the shop.
    await t.db
      .update(merchantLicences)
      .set({ imageIds: [licenceImage, recordImage] })
      .where(eq(merchantLicences.merchantId, shop.id));
    await t.db.execute(
      sql`update shop_profiles set logo_image_id = ${cover} where merchant_id = ${shop.id}`,
    );
    await t.db
      .update(uploads)
      .set({ attachedKind: null, attachedId: null, attachedMerchantId: null });

    await t.db.execute(sql.raw(backfillStatement()));

    const [licence] = await t.db
      .select()
      .from(merchantLicences)
      .where(eq(merchantLicences.merchantId, shop.id));
    expect(await claims.claimOf(licenceImage)).toEqual({
      kind: 'licence',
      objectId: licence!.id,
      merchantId: shop.id,
    });
    expect(await claims.claimOf(recordImage)).toEqual({
      kind: 'record',
      objectId: recordId,
      merchantId: null,
    });
    expect(await claims.claimOf(cover)).toEqual({
      kind: 'activity',
      objectId: Math.min(first!.id, second!.id),
      merchantId: shop.id,
    });
    expect(await claims.claimOf(chatImage)).toEqual({
      kind: 'chat',
      objectId: conversationId,
      merchantId: shop.id,
    });
    expect(await claims.claimOf(avatar)).toEqual({
      kind: 'avatar',
      objectId: owner.id,
      merchantId: null,
    });
    const unbound = { kind: null, objectId: null, merchantId: null };
    expect(await claims.claimOf(foreignAvatar)).toEqual(unbound);
    expect(await claims.claimOf(loose)).toEqual(unbound);
  });
});
