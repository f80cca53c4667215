import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickReplies } from '../src/db/schema.ts';
import { IMAGE_BYTES } from './audit-fixtures.ts';
import { chatApi } from './chat-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { claimApi, USED_ELSEWHERE } from './upload-claim-fixtures.ts';

// docs/chat.md "Quick replies" and docs/api.md "Uploads" (kind `quick_reply`): a quick reply
// carries further snippets and images; its images are claimed by it, read by its merchant's
// repliers, and sent by them in any of the merchant's conversations without being re-bound.
let t: TestApp;
let chat: ReturnType<typeof chatApi>;
let claims: ReturnType<typeof claimApi>;
beforeAll(async () => {
  t = await createTestApp();
  chat = chatApi(t);
  claims = claimApi(t);
});
afterAll(() => t.close());

const snippets = [
  { textZh: '订单 {order_no|暂无订单}', textEn: 'Order {order_no|none yet}' },
  { textZh: '再见', textEn: 'Bye' },
];

const save = (
  user: TestUser,
  merchantId: number,
  payload: Record<string, unknown>,
  id?: number,
  locale = 'en-US',
) =>
  t.call(id === undefined ? 'POST' : 'PUT', `/api/chat/quick-replies${id ? `/${id}` : ''}`, {
    token: user.token,
    locale,
    payload: {
      merchants_id: merchantId,
      title: 'Greeting',
      textZh: '您好 {customer}',
      textEn: 'Hello {customer}',
      ...payload,
    },
  });

const storedReply = async (id: number) =>
  (await t.db.select().from(quickReplies).where(eq(quickReplies.id, id)))[0];

describe('quick reply parts', () => {
  it('keeps further snippets and images, in order, and claims the images for the quick reply', async () => {
    const { owner, shop } = await chat.openChat();
    const images = [await claims.staffImage(owner), await claims.staffImage(owner)];
    const created = await save(owner, shop.id, {
      moreSnippets: [
        { textZh: '  订单 {order_no|暂无订单} ', textEn: 'Order {order_no|none yet}' },
        snippets[1],
      ],
      imageIds: images,
    });
    expect(created.body.code).toBe('0000');
    const reply = created.body.content.quickReply;
    expect(reply).toMatchObject({ moreSnippets: snippets, imageIds: images });
    const listed = await chat.staffCall('GET', '/quick-replies', owner, shop.id);
    expect(listed.body.content.quickReplies).toEqual([reply]);
    for (const image of images) {
      expect(await claims.claimOf(image)).toEqual({
        kind: 'quick_reply',
        objectId: reply.id,
        merchantId: shop.id,
      });
    }
    // Without the new fields a quick reply has none (the body's defaults).
    const plain = await save(owner, shop.id, { title: 'Plain' });
    expect(plain.body.content.quickReply).toMatchObject({ moreSnippets: [], imageIds: [] });
  });

  it('refuses more than 4 further snippets or 3 images with field messages in both languages', async () => {
    const { owner, shop } = await chat.openChat();
    const five = Array.from({ length: 5 }, () => snippets[1]);
    const four = await Promise.all([1, 2, 3, 4].map(() => claims.staffImage(owner)));
    const en = await save(owner, shop.id, { moreSnippets: five, imageIds: four });
    expect(en.body).toMatchObject({
      code: '1001',
      content: {
        fields: { moreSnippets: 'At most 4 more snippets', imageIds: 'At most 3 images' },
      },
    });
    const zh = await save(
      owner,
      shop.id,
      { moreSnippets: five, imageIds: four },
      undefined,
      'zh-CN',
    );
    expect(zh.body).toMatchObject({
      code: '1001',
      content: { fields: { moreSnippets: '最多再添加 4 段内容', imageIds: '最多 3 张图片' } },
    });
    // A further snippet has the first one's rules and messages.
    const empty = await save(
      owner,
      shop.id,
      { moreSnippets: [{ textZh: ' ', textEn: 'Bye' }, { textZh: '再见' }] },
      undefined,
      'zh-CN',
    );
    expect(empty.body).toMatchObject({
      code: '1001',
      content: {
        fields: {
          'moreSnippets.0.textZh': '请输入中文内容',
          'moreSnippets.1.textEn': '请输入英文内容',
        },
      },
    });
    const listed = await chat.staffCall('GET', '/quick-replies', owner, shop.id);
    expect(listed.body.content.quickReplies).toEqual([]);
    for (const image of four) expect((await claims.claimOf(image))?.kind).toBeNull();
  });

  it("refuses an image that is not the caller's or is attached elsewhere, and changes nothing", async () => {
    const { owner, shop, conversationId } = await chat.openChat();
    const other = await chat.openChat();
    const theirs = await claims.staffImage(other.owner);
    const notMine = await save(owner, shop.id, { imageIds: [theirs] });
    expect(notMine.body).toMatchObject({
      code: '1001',
      content: { fields: { imageIds: 'Please upload the images again' } },
    });
    // Sent in a conversation, the owner's own upload belongs to it.
    const sentInChat = await claims.staffImage(owner);
    expect(
      (await claims.staffSendsImage(owner, shop.id, conversationId, sentInChat)).body.code,
    ).toBe('0000');
    const chatImage = await save(owner, shop.id, { imageIds: [sentInChat] });
    expect(chatImage.body.content.fields).toEqual({ imageIds: USED_ELSEWHERE });
    // One quick reply's image is not another's, of the same merchant or not.
    const image = await claims.staffImage(owner);
    const first = await save(owner, shop.id, { imageIds: [image] });
    const id = first.body.content.quickReply.id as number;
    const second = await save(owner, shop.id, { title: 'Second', imageIds: [image] });
    expect(second.body.content.fields).toEqual({ imageIds: USED_ELSEWHERE });
    const edit = await save(owner, shop.id, { imageIds: [image, sentInChat] }, id);
    expect(edit.body.content.fields).toEqual({ imageIds: USED_ELSEWHERE });
    expect((await storedReply(id))?.imageIds).toEqual([image]);
    const listed = await chat.staffCall('GET', '/quick-replies', owner, shop.id);
    expect(listed.body.content.quickReplies.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(await claims.claimOf(theirs)).toMatchObject({ kind: null });
  });

  it('keeps an image the quick reply shows when a colleague edits it, and reads it for repliers only', async () => {
    const { owner, shop } = await chat.openChat();
    const image = await claims.staffImage(owner);
    const created = await save(owner, shop.id, { imageIds: [image] });
    const id = created.body.content.quickReply.id as number;
    const colleague = await chat.staff(shop.id);
    const added = await claims.staffImage(colleague);
    const edited = await save(colleague, shop.id, { imageIds: [added, image] }, id);
    expect(edited.body.content.quickReply.imageIds).toEqual([added, image]);

    const read = async (user: TestUser, upload: number) => {
      const answer = await t.call('GET', `/api/uploads/${upload}`, { token: user.token });
      return answer.status === 200 ? 'bytes' : answer.body.code;
    };
    const viewer = await chat.staff(shop.id, ['order:view']);
    const outsider = (await chat.openChat()).owner;
    expect(await read(colleague, image)).toBe('bytes');
    expect(await read(owner, added)).toBe('bytes');
    expect(await read(viewer, image)).toBe('1002');
    expect(await read(outsider, image)).toBe('1002');
  });
});

describe('sending a quick reply image', () => {
  it("is accepted for any of the merchant's conversations, stays bound, and the customer reads it", async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const second = await chat.openChatWith(shop.id);
    const image = await claims.staffImage(owner);
    const created = await save(owner, shop.id, { imageIds: [image] });
    const id = created.body.content.quickReply.id as number;
    const customerRead = (token: string) =>
      t.call('GET', `/api/storefront/uploads/${image}`, { token });
    expect((await customerRead(customer.token)).body.code).toBe('1002');

    // A colleague who did not upload it sends it, in two conversations.
    const colleague = await chat.staff(shop.id);
    const sent = await claims.staffSendsImage(colleague, shop.id, conversationId, image);
    expect(sent.body.content.message).toMatchObject({ kind: 'image', imageId: image });
    const again = await claims.staffSendsImage(owner, shop.id, second.conversationId, image);
    expect(again.body.code).toBe('0000');
    expect(await claims.claimOf(image)).toEqual({
      kind: 'quick_reply',
      objectId: id,
      merchantId: shop.id,
    });
    expect((await customerRead(customer.token)).raw).toEqual(IMAGE_BYTES['image/png']);
    expect((await customerRead(second.customer.token)).status).toBe(200);
    const stranger = await chat.store.customer();
    expect((await customerRead(stranger.token)).body.code).toBe('1002');
  });

  it("refuses another merchant's quick reply image", async () => {
    const { owner, shop } = await chat.openChat();
    const image = await claims.staffImage(owner);
    expect((await save(owner, shop.id, { imageIds: [image] })).body.code).toBe('0000');
    const other = await chat.openChat();
    const refused = await claims.staffSendsImage(
      other.owner,
      other.shop.id,
      other.conversationId,
      image,
    );
    expect(refused.body).toMatchObject({
      code: '1001',
      content: { fields: { imageId: expect.any(String) } },
    });
    // Not even its uploader may carry it into another merchant's conversation.
    const { shop: theirShop } = await chat.store.openShop(owner);
    const theirChat = await chat.openChatWith(theirShop.id);
    const carried = await claims.staffSendsImage(
      owner,
      theirShop.id,
      theirChat.conversationId,
      image,
    );
    expect(carried.body.content.fields).toEqual({ imageId: USED_ELSEWHERE });
    expect(
      (await t.call('GET', `/api/storefront/uploads/${image}`, { token: theirChat.customer.token }))
        .body.code,
    ).toBe('1002');
  });
});

describe('trail', () => {
  it('records the further snippets (cut) and the images, an update the changed ones', async () => {
    const { owner, shop } = await chat.openChat();
    const long = 'x'.repeat(300);
    const image = await claims.staffImage(owner);
    const created = await save(owner, shop.id, {
      moreSnippets: [{ textZh: long, textEn: 'Bye' }],
      imageIds: [image],
    });
    const id = created.body.content.quickReply.id as number;
    await save(
      owner,
      shop.id,
      { moreSnippets: [{ textZh: long, textEn: 'Bye' }], imageIds: [] },
      id,
    );
    await save(owner, shop.id, { moreSnippets: [], imageIds: [] }, id);
    const entries = await t.trailOf(shop.id, { type: 'quick_reply', id });
    const cut = { textZh: 'x'.repeat(200), textEn: 'Bye' };
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [
        'create',
        null,
        {
          title: 'Greeting',
          textZh: '您好 {customer}',
          textEn: 'Hello {customer}',
          moreSnippets: [cut],
          imageIds: [image],
        },
      ],
      ['update', { imageIds: [image] }, { imageIds: [] }],
      ['update', { moreSnippets: [cut] }, { moreSnippets: [] }],
    ]);
  });
});
