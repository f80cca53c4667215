import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_BYTES, multipartBody, upload } from './audit-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { chatApi } from './chat-fixtures.ts';

// docs/chat.md "Safety": chat images go through the upload checks; each side reads only its own.
let t: TestApp;
let chat: ReturnType<typeof chatApi>;
beforeAll(async () => {
  t = await createTestApp();
  chat = chatApi(t);
});
afterAll(() => t.close());

function customerUpload(token: string, type: string, data: Buffer) {
  const { payload, contentType } = multipartBody([{ name: 'file', filename: 'a.png', type, data }]);
  return t.call('POST', '/api/storefront/uploads', {
    token,
    payload,
    headers: { 'content-type': contentType },
    locale: 'en-US',
  });
}

describe('chat images', () => {
  it('lets a customer send an image that its merchant’s repliers read, and nobody else', async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const bad = await customerUpload(customer.token, 'image/png', Buffer.from('not an image'));
    expect(bad.body.code).toBe('1001');
    const uploaded = await customerUpload(customer.token, 'image/png', IMAGE_BYTES['image/png']);
    const imageId = uploaded.body.content.file.id as number;
    const sent = await chat.store.call(
      'POST',
      `/conversations/${conversationId}/messages`,
      customer.token,
      {
        clientId: 'img-1',
        kind: 'image',
        imageId,
      },
    );
    expect(sent.body.content.message).toMatchObject({ kind: 'image', imageId, text: '' });

    const viewer = await chat.staff(shop.id, ['order:view']);
    const outsider = (await chat.openChat()).owner;
    const stranger = await chat.store.customer();
    const read = (token: string) => t.call('GET', `/api/uploads/${imageId}`, { token });
    expect((await read(owner.token)).status).toBe(200);
    expect((await read(viewer.token)).body.code).toBe('1002');
    expect((await read(outsider.token)).body.code).toBe('1002');
    const customerRead = (token: string) =>
      t.call('GET', `/api/storefront/uploads/${imageId}`, { token });
    expect((await customerRead(customer.token)).raw).toEqual(IMAGE_BYTES['image/png']);
    expect((await customerRead(stranger.token)).body.code).toBe('1002');
  });

  it("refuses an image that is not the sender's own", async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const staffImage = await upload(t, owner.token, 'image/png', IMAGE_BYTES['image/png']);
    const staffImageId = staffImage.body.content.file.id as number;
    const asCustomer = await chat.store.call(
      'POST',
      `/conversations/${conversationId}/messages`,
      customer.token,
      {
        clientId: 'img-2',
        kind: 'image',
        imageId: staffImageId,
      },
    );
    expect(asCustomer.body.code).toBe('1001');
    const stranger = await chat.store.customer();
    const theirs = await customerUpload(stranger.token, 'image/png', IMAGE_BYTES['image/png']);
    const asStaff = await chat.staffCall(
      'POST',
      `/conversations/${conversationId}/messages`,
      owner,
      shop.id,
      {
        clientId: 'img-3',
        kind: 'image',
        imageId: theirs.body.content.file.id,
      },
    );
    expect(asStaff.body.code).toBe('1001');
    const own = await chat.staffCall(
      'POST',
      `/conversations/${conversationId}/messages`,
      owner,
      shop.id,
      {
        clientId: 'img-4',
        kind: 'image',
        imageId: staffImageId,
      },
    );
    expect(own.body.code).toBe('0000');
    // Sent in their conversation, the staff image is the customer's to read too.
    const customerRead = await t.call('GET', `/api/storefront/uploads/${staffImageId}`, {
      token: customer.token,
    });
    expect(customerRead.status).toBe(200);
  });
});
