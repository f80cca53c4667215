import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { readCodeSentTo, uniqueMobile } from './outbox.ts';
import { expect } from './test.ts';

// Storefront customers for the merchant-time and chat-edge specs, signed in with a code from the
// outbox as the simulator does.

type Order = { id: number; version: number; verificationCode: string | null };
type Sent = { message: { seq: number; createdAt: string } };

let clients = 0;

/**
 * A storefront customer of `name`. `ownAddress` gives its calls an X-Forwarded-For of their own:
 * a test that signs in many customers would otherwise spend one address's codes per hour.
 */
export async function storefrontCustomer(
  request: APIRequestContext,
  name: string,
  { ownAddress = false } = {},
) {
  clients += 1;
  const headers: Record<string, string> = ownAddress
    ? { 'X-Forwarded-For': `203.0.113.${(clients % 250) + 1}` }
    : {};
  const mobile = uniqueMobile();
  const post = async <T>(path: string, data: unknown, token?: string) => {
    const response = await request.post(`/api/storefront/${path}`, {
      headers: { ...headers, ...(token ? { Authorization: token } : {}) },
      data,
    });
    const body = (await response.json()) as { code: string; msg: string; content: T };
    expect(body.code, body.msg).toBe('0000');
    return body.content;
  };
  await post('captcha', { mobile });
  const captcha = await readCodeSentTo(mobile, 'customer');
  const { token } = await post<{ token: string }>('login', { mobile, captcha, name });
  return {
    mobile,
    token,
    async placeAndPay(activityId: number) {
      const placed = await post<{ order: Order }>(
        'orders',
        { activityId, quantity: 1, contactName: name, contactMobile: mobile },
        token,
      );
      const paid = await post<{ order: Order }>(
        `orders/${placed.order.id}/pay`,
        { version: placed.order.version },
        token,
      );
      return paid.order;
    },
    review: (data: { orderId: number; rating: number; text: string }) =>
      post<{ review: { id: number; createdAt: string } }>(
        'reviews',
        { ...data, imageIds: [] },
        token,
      ),
    async conversation(merchantId: number) {
      const { conversation } = await post<{ conversation: { id: number } }>(
        'conversations',
        { merchantId },
        token,
      );
      return conversation.id;
    },
    say: (conversationId: number, text: string) =>
      post<Sent>(
        `conversations/${conversationId}/messages`,
        { clientId: randomUUID(), kind: 'text', text },
        token,
      ),
    async sendImage(conversationId: number, png: Buffer) {
      const response = await request.post('/api/storefront/uploads', {
        headers: { ...headers, Authorization: token },
        multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: png } },
      });
      const body = (await response.json()) as { code: string; content: { file: { id: number } } };
      expect(body.code).toBe('0000');
      return post<Sent>(
        `conversations/${conversationId}/messages`,
        { clientId: randomUUID(), kind: 'image', imageId: body.content.file.id },
        token,
      );
    },
  };
}

/** A PNG of `width` × `height` in one colour: big enough to change a thread's height when it loads. */
export function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
