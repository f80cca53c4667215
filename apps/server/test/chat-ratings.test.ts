import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_RATED_EVENT,
  CHAT_RATING_ASK_EVENT,
  type ChatRatedPush,
  type ChatRatingAskPush,
} from '@console/contract/chat-realtime';
import { createTestApp, type TestApp } from './helper.ts';
import { chatApi } from './chat-fixtures.ts';
import { listen, nextEvent, socketPool } from './realtime-client.ts';

// Satisfaction (docs/chat.md "Satisfaction"): each resolution asks its customer once; one
// rating per resolution, shown on the conversation and recorded.
let t: TestApp;
let url: string;
const pool = socketPool();
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterEach(() => pool.closeAll());
afterAll(() => t.close());

describe('ratings', () => {
  it('asks once per resolution, takes one rating for it, and shows it to staff', async () => {
    const chat = chatApi(t);
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const member = await chat.staff(shop.id, ['chat:reply']);
    const shopper = pool.customer(url, customer.token);
    await nextEvent(shopper, 'connect');
    const ownerSocket = await pool.open(url, owner.token);
    await chat.customerSays(customer.token, conversationId, 'Can I change my booking?');
    await chat.staffCall('POST', `/conversations/${conversationId}/assign`, owner, shop.id, {
      assigneeId: member.id,
    });
    await chat.staffSays(member, shop.id, conversationId, 'Done.');

    const asked = nextEvent<ChatRatingAskPush>(shopper, CHAT_RATING_ASK_EVENT);
    const resolve = () =>
      chat.staffCall('POST', `/conversations/${conversationId}/status`, owner, shop.id, {
        status: 'resolved',
      });
    expect((await resolve()).body.code).toBe('0000');
    expect(await asked).toEqual({ merchantId: shop.id, conversationId, resolution: 1 });
    const list = await chat.store.call('GET', '/conversations', customer.token);
    expect(list.body.content.conversations[0].ratingAsk).toEqual({ resolution: 1 });

    const rate = (body: Record<string, unknown>) =>
      chat.store.call('POST', `/conversations/${conversationId}/rating`, customer.token, body);
    const bad = await rate({ resolution: 1, rating: 6, comment: '' });
    expect(bad.body.code).toBe('1001');
    const rated = nextEvent<ChatRatedPush>(ownerSocket, CHAT_RATED_EVENT);
    const first = await rate({ resolution: 1, rating: 5, comment: '  Quick and kind  ' });
    expect(first.body.code).toBe('0000');
    expect((await rated).rating).toMatchObject({
      resolution: 1,
      rating: 5,
      comment: 'Quick and kind',
      member: { id: member.id },
    });
    // Once: a second rating of the same resolution changes nothing.
    const again = await rate({ resolution: 1, rating: 1, comment: 'changed my mind' });
    expect(again.body.code).toBe('1004');
    expect(JSON.stringify(again.body)).toContain('rated already');
    const view = await chat.staffCall('GET', `/conversations/${conversationId}`, owner, shop.id);
    expect(view.body.content.conversation.rating).toMatchObject({
      rating: 5,
      comment: 'Quick and kind',
    });
    const after = await chat.store.call('GET', '/conversations', customer.token);
    expect(after.body.content.conversations[0].ratingAsk).toBeNull();
    const trail = (await t.trailOf(shop.id)).filter((entry) => entry.objectType === 'chat_rating');
    expect(trail).toMatchObject([
      { action: 'rate', after: { conversationId, resolution: 1, rating: 5, memberId: member.id } },
    ]);

    // A resolution not asked cannot be rated; the next resolution asks again, for who resolved.
    expect((await rate({ resolution: 2, rating: 4, comment: '' })).body.code).toBe('1004');
    await chat.customerSays(customer.token, conversationId, 'One more question');
    await chat.staffCall('POST', `/conversations/${conversationId}/assign`, owner, shop.id, {
      assigneeId: null,
    });
    expect((await resolve()).body.code).toBe('0000');
    const second = await rate({ resolution: 2, rating: 3, comment: '' });
    expect(second.body.content.rating).toMatchObject({ resolution: 2, member: { id: owner.id } });

    // Another customer cannot rate it.
    const other = await chat.openChat();
    const stranger = await chat.store.call(
      'POST',
      `/conversations/${conversationId}/rating`,
      other.customer.token,
      { resolution: 2, rating: 1 },
    );
    expect(stranger.body.code).toBe('1002');
  });
});
