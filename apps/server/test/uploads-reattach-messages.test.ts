import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, reviews, users } from '../src/db/schema.ts';
import { chatApi } from './chat-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { reviewApi } from './review-fixtures.ts';
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

describe('re-attaching an attached upload (chat, reviews, avatars)', () => {
  it('staff chat images: refused in another conversation of either merchant; sent again in its own', async () => {
    const chat = chatApi(t);
    const { owner, shop, conversationId } = await chat.openChat();
    const { shop: secondShop } = await chat.store.openShop(owner);
    const elsewhere = async (merchantId: number) => {
      const customer = await chat.store.customer();
      const opened = await chat.store.call('POST', '/conversations', customer.token, {
        merchantId,
      });
      return opened.body.content.conversation.id as number;
    };
    const sameShop = await elsewhere(shop.id);
    const otherShop = await elsewhere(secondShop.id);
    const image = await claims.staffImage(owner);
    expect((await claims.staffSendsImage(owner, shop.id, conversationId, image)).body.code).toBe(
      '0000',
    );
    expect(await claims.claimOf(image)).toEqual({
      kind: 'chat',
      objectId: conversationId,
      merchantId: shop.id,
    });

    expectUsedElsewhere(await claims.staffSendsImage(owner, shop.id, sameShop, image), 'imageId');
    expectUsedElsewhere(
      await claims.staffSendsImage(owner, secondShop.id, otherShop, image),
      'imageId',
    );
    for (const id of [sameShop, otherShop]) {
      expect(
        await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, id)),
      ).toEqual([]);
    }
    expect((await claims.staffSendsImage(owner, shop.id, conversationId, image)).body.code).toBe(
      '0000',
    );
  });

  it("customer chat images: refused in the customer's conversation with another merchant", async () => {
    const chat = chatApi(t);
    const { customer, conversationId } = await chat.openChat();
    const { shop: otherShop } = await chat.store.openShop();
    const opened = await chat.store.call('POST', '/conversations', customer.token, {
      merchantId: otherShop.id,
    });
    const other = opened.body.content.conversation.id as number;
    const image = await claims.customerImage(customer.token);
    expect((await claims.customerSendsImage(customer.token, conversationId, image)).body.code).toBe(
      '0000',
    );

    expectUsedElsewhere(await claims.customerSendsImage(customer.token, other, image), 'imageId');
    expect(
      await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, other)),
    ).toEqual([]);
    expect((await claims.customerSendsImage(customer.token, conversationId, image)).body.code).toBe(
      '0000',
    );
  });

  it('review images: refused on another review, and a chat image on a review', async () => {
    const api = reviewApi(t);
    const { owner, shop, activity } = await api.shop();
    const later = await api.store.openActivity(shop.id, { title: 'Calligraphy' });
    const customer = await api.store.customer();
    const firstOrder = await api.order(owner, activity, customer);
    const secondOrder = await api.order(owner, later, customer);
    const image = await claims.customerImage(customer.token);
    const posted = await api.post(customer.token, {
      orderId: firstOrder,
      rating: 5,
      imageIds: [image],
    });
    expect(posted.body.code).toBe('0000');
    expect((await claims.claimOf(image))?.kind).toBe('review');

    const none = () => t.db.select().from(reviews).where(eq(reviews.orderId, secondOrder));
    expectUsedElsewhere(
      await api.post(customer.token, { orderId: secondOrder, rating: 4, imageIds: [image] }),
      'imageIds',
    );
    const opened = await api.store.call('POST', '/conversations', customer.token, {
      merchantId: shop.id,
    });
    const chatImage = await claims.customerImage(customer.token);
    const conversationId = opened.body.content.conversation.id as number;
    expect(
      (await claims.customerSendsImage(customer.token, conversationId, chatImage)).body.code,
    ).toBe('0000');
    expectUsedElsewhere(
      await api.post(customer.token, { orderId: secondOrder, rating: 4, imageIds: [chatImage] }),
      'imageIds',
    );
    expect(await none()).toEqual([]);
  });

  it('avatars: an avatar is refused elsewhere, an attached image as avatar; the avatar is saved again', async () => {
    const chat = chatApi(t);
    const { owner, shop, conversationId } = await chat.openChat();
    const avatar = await claims.staffImage(owner);
    expect((await claims.saveAvatar(owner, avatar)).body.code).toBe('0000');
    expect(await claims.claimOf(avatar)).toEqual({
      kind: 'avatar',
      objectId: owner.id,
      merchantId: null,
    });
    expectUsedElsewhere(
      await claims.staffSendsImage(owner, shop.id, conversationId, avatar),
      'imageId',
    );
    expect((await claims.saveAvatar(owner, avatar)).body.code).toBe('0000');

    const sent = await claims.staffImage(owner);
    expect((await claims.staffSendsImage(owner, shop.id, conversationId, sent)).body.code).toBe(
      '0000',
    );
    expectUsedElsewhere(await claims.saveAvatar(owner, sent), 'avatarImageId');
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({ avatarImageId: avatar, faceUrl: `/api/uploads/${avatar}` });
  });
});
