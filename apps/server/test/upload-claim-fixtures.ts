import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { uploads } from '../src/db/schema.ts';
import { IMAGE_BYTES, multipartBody, upload } from './audit-fixtures.ts';
import type { Answer, TestApp, TestUser } from './helper.ts';

/** The field message of a refused re-attachment (docs/api.md "Uploads", attachment rule). */
export const USED_ELSEWHERE = 'This image is already used elsewhere; please upload it again';

/** Uploads and attachments of both sides, for the attachment rule's tests. */
export function claimApi(t: TestApp) {
  async function staffImage(user: TestUser): Promise<number> {
    const answer = await upload(t, user.token, 'image/png', IMAGE_BYTES['image/png']);
    return answer.body.content.file.id;
  }

  async function customerImage(token: string): Promise<number> {
    const { payload, contentType } = multipartBody([
      { name: 'file', filename: 'a.png', type: 'image/png', data: IMAGE_BYTES['image/png'] },
    ]);
    const answer = await t.call('POST', '/api/storefront/uploads', {
      token,
      payload,
      headers: { 'content-type': contentType },
      locale: 'en-US',
    });
    return answer.body.content.file.id;
  }

  /** The upload's stored binding: kind, object and merchant, or nulls. */
  async function claimOf(id: number) {
    const [row] = await t.db
      .select({
        kind: uploads.attachedKind,
        objectId: uploads.attachedId,
        merchantId: uploads.attachedMerchantId,
      })
      .from(uploads)
      .where(eq(uploads.id, id));
    return row;
  }

  const staffSendsImage = (
    user: TestUser,
    merchantId: number,
    conversationId: number,
    imageId: number,
  ) =>
    t.call('POST', `/api/chat/conversations/${conversationId}/messages`, {
      token: user.token,
      payload: { merchants_id: merchantId, clientId: randomUUID(), kind: 'image', imageId },
      locale: 'en-US',
    });

  const customerSendsImage = (token: string, conversationId: number, imageId: number) =>
    t.call('POST', `/api/storefront/conversations/${conversationId}/messages`, {
      token,
      payload: { clientId: randomUUID(), kind: 'image', imageId },
      locale: 'en-US',
    });

  const saveAvatar = (user: TestUser, avatarImageId: number) =>
    t.call('PUT', '/api/account/profile', {
      token: user.token,
      payload: { nickname: 'Clerk', avatarImageId, timeZone: 'Asia/Shanghai' },
      locale: 'en-US',
    });

  const saveShop = (user: TestUser, merchantId: number, images: object, version = 0) =>
    t.call('PUT', '/api/shop/profile', {
      token: user.token,
      payload: {
        merchants_id: merchantId,
        version,
        name: 'Blue Kiln Pottery',
        logoImageId: null,
        coverImageId: null,
        intro: 'Hand-thrown bowls',
        phone: '0755-12345678',
        provinceCode: '440000',
        cityCode: '440300',
        districtCode: '440305',
        address: '1 Science Park Road',
        businessHours: ['09:00-18:00', '09:00-18:00', '09:00-18:00', '09:00-18:00', '', '', ''],
        serviceTags: ['Wi-Fi'],
        ...images,
      },
      locale: 'en-US',
    });

  return {
    staffImage,
    customerImage,
    claimOf,
    staffSendsImage,
    customerSendsImage,
    saveAvatar,
    saveShop,
  };
}

/** 1001 with the attachment rule's message on `field`, and nothing else wrong. */
export function expectUsedElsewhere(answer: Answer, field: string) {
  expect(answer.body.code).toBe('1001');
  expect(answer.body.content.fields).toEqual({ [field]: USED_ELSEWHERE });
}
