import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PermissionKey } from '@console/contract/roles';
import { conversations } from '../src/db/schema.ts';
import type { Outgoing } from '../src/write/outgoing.ts';
import type { TestApp, TestUser } from './helper.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';

/** Calls of both sides of conversations (docs/chat.md), in English. */
export function chatApi(t: TestApp) {
  const store = storefrontApi(t);

  /** A shop with its owner and a customer who opened a conversation with it. */
  async function openChat(customerName = 'Zhang San') {
    const { owner, shop } = await store.openShop();
    const customer = await store.customer(customerName);
    const opened = await store.call('POST', '/conversations', customer.token, {
      merchantId: shop.id,
    });
    if (opened.body.code !== '0000') throw new Error(JSON.stringify(opened.body));
    return { owner, shop, customer, conversationId: opened.body.content.conversation.id as number };
  }

  /** Another customer opening a conversation with the same shop. */
  async function openChatWith(shopId: number, customerName = 'Li Si') {
    const customer = await store.customer(customerName);
    const opened = await store.call('POST', '/conversations', customer.token, {
      merchantId: shopId,
    });
    if (opened.body.code !== '0000') throw new Error(JSON.stringify(opened.body));
    return { customer, conversationId: opened.body.content.conversation.id as number };
  }

  /** A member of the shop holding `keys`. */
  async function staff(shopId: number, keys: PermissionKey[] = ['chat:reply']) {
    const user = await t.register();
    await t.addMember(shopId, user.id, { permissions: keys });
    return user;
  }

  const customerSays = (
    token: string,
    conversationId: number,
    text: string,
    clientId: string = randomUUID(),
  ) =>
    store.call('POST', `/conversations/${conversationId}/messages`, token, {
      clientId,
      kind: 'text',
      text,
    });

  const staffCall = (
    method: string,
    url: string,
    user: TestUser,
    merchantId: number,
    payload?: Record<string, unknown>,
    query: Record<string, string> = {},
  ) =>
    t.call(method, `/api/chat${url}`, {
      token: user.token,
      locale: 'en-US',
      ...(method === 'GET' || method === 'DELETE'
        ? { query: { merchants_id: String(merchantId), ...query } }
        : { payload: { ...payload, merchants_id: merchantId } }),
    });

  const staffSays = (
    user: TestUser,
    merchantId: number,
    conversationId: number,
    text: string,
    clientId: string = randomUUID(),
  ) =>
    staffCall('POST', `/conversations/${conversationId}/messages`, user, merchantId, {
      clientId,
      kind: 'text',
      text,
    });

  /** Every message of a conversation, paged upward from the newest, as a reader would. */
  async function pageAll(user: TestUser, merchantId: number, conversationId: number, pageSize = 7) {
    const seqs: number[] = [];
    let lastId: number | null | undefined;
    do {
      const query: Record<string, string> = { pageSize: String(pageSize) };
      if (lastId) query.last_id = String(lastId);
      const page = await staffCall(
        'GET',
        `/conversations/${conversationId}/messages`,
        user,
        merchantId,
        undefined,
        query,
      );
      if (page.body.code !== '0000') throw new Error(JSON.stringify(page.body));
      seqs.unshift(...page.body.content.messages.map((m: { seq: number }) => m.seq));
      lastId = page.body.content.nextLastId;
    } while (lastId);
    return seqs;
  }

  return { store, openChat, openChatWith, staff, customerSays, staffCall, staffSays, pageAll };
}

/** The events of one name among delivered batches. */
export const eventsOf = (batches: Outgoing[][], event: string) =>
  batches.flat().filter((one) => 'event' in one && one.event === event);

/**
 * What chat's doors left (docs/chat.md "Trail"): the events a write handed over, a conversation's
 * row.
 */
export function chatTrailApi(t: TestApp) {
  /** The batches of events the writer delivered while `work` ran. */
  async function deliveredDuring<T>(work: () => Promise<T>) {
    const mark = t.deliveries.length;
    const result = await work();
    return { result, batches: t.deliveries.slice(mark) as Outgoing[][] };
  }

  const stored = async (id: number) =>
    (await t.db.select().from(conversations).where(eq(conversations.id, id)))[0]!;

  return { deliveredDuring, stored };
}
export type ChatTrailApi = ReturnType<typeof chatTrailApi>;
