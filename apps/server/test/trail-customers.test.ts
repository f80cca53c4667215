import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantCustomers } from '../src/db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { chatApi } from './chat-fixtures.ts';

// docs/server.md "Doors" and docs/customers.md "Trail": the merchant's tags and note on a
// customer change only through the customer book's door, each with its entry.
let t: TestApp;
let chat: ReturnType<typeof chatApi>;
beforeAll(async () => {
  t = await createTestApp();
  chat = chatApi(t);
});
afterAll(() => t.close());

const edit = (
  user: TestUser,
  merchantId: number,
  customerId: number,
  what: 'tags' | 'note',
  value: unknown,
) =>
  t.call('PUT', `/api/customers/${customerId}/${what}`, {
    token: user.token,
    locale: 'en-US',
    payload: { [what]: value, merchants_id: merchantId },
    headers: { 'user-agent': 'trail-customers/1.0' },
    ip: '10.4.5.6',
  });

/** A shop with a customer in its book (who opened a conversation with it), and a manager. */
async function booked() {
  const { owner, shop, customer } = await chat.openChat('Book Bai');
  const manager = await t.register();
  await t.addMember(shop.id, manager.id, { permissions: ['customer:manage'] });
  return { owner, shop, customer, manager };
}

const row = async (merchantId: number, customerId: number) =>
  (
    await t.db
      .select({ tags: merchantCustomers.tags, note: merchantCustomers.note })
      .from(merchantCustomers)
      .where(
        and(
          eq(merchantCustomers.merchantId, merchantId),
          eq(merchantCustomers.customerId, customerId),
        ),
      )
  )[0];

describe('tags and note', () => {
  it('records setTags and setNote (its start) with before, after, the member and the request', async () => {
    const { shop, customer, manager } = await booked();
    const mark = t.deliveries.length;
    const tagged = await edit(manager, shop.id, customer.id, 'tags', ['vip', 'tea']);
    expect(tagged.body.content.customer.tags).toEqual(['vip', 'tea']);
    const retagged = await edit(manager, shop.id, customer.id, 'tags', ['vip']);
    // The same tags again write nothing.
    await edit(manager, shop.id, customer.id, 'tags', ['vip']);
    const note = `${'n'.repeat(199)}é${'m'.repeat(500)}`;
    const noted = await edit(manager, shop.id, customer.id, 'note', note);
    expect(noted.body.content.customer.note).toBe(note);
    const entries = await t.trailOf(shop.id, { type: 'customer', id: customer.id });
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['setTags', { tags: [] }, { tags: ['vip', 'tea'] }],
      ['setTags', { tags: ['vip', 'tea'] }, { tags: ['vip'] }],
      ['setNote', { note: '' }, { note: `${'n'.repeat(199)}é` }],
    ]);
    expect(entries[0]).toMatchObject({
      actorType: 'member',
      actorId: manager.id,
      ip: '10.4.5.6',
      userAgent: 'trail-customers/1.0',
    });
    expect(entries.map((entry) => entry.requestId)).toEqual(
      [tagged, retagged, noted].map((answer) => answer.headers['x-request-id']),
    );
    // The book pushes nothing.
    expect(t.deliveries.slice(mark)).toEqual([]);
  });

  it('leaves the tags and note as they were, and no entry, when the write fails', async () => {
    const { shop, customer, manager } = await booked();
    await edit(manager, shop.id, customer.id, 'note', 'Prefers mornings');
    t.failNextWrite();
    const failedTags = await edit(manager, shop.id, customer.id, 'tags', ['lost']);
    expect(failedTags.status).toBe(500);
    t.failNextWrite();
    const failedNote = await edit(manager, shop.id, customer.id, 'note', 'Lost');
    expect(failedNote.status).toBe(500);
    expect(await row(shop.id, customer.id)).toEqual({ tags: [], note: 'Prefers mornings' });
    const entries = await t.trailOf(shop.id, { type: 'customer', id: customer.id });
    expect(entries.map((entry) => entry.action)).toEqual(['setNote']);
  });

  it("refuses another merchant's customer and records nothing in either scope", async () => {
    const { shop, customer } = await booked();
    const other = await chat.store.openShop();
    const refused = await edit(other.owner, other.shop.id, customer.id, 'tags', ['x']);
    expect(refused.body.code).toBe('1002');
    expect(await t.trailOf(other.shop.id)).toEqual([]);
    expect(await t.trailOf(shop.id, { type: 'customer', id: customer.id })).toEqual([]);
  });
});
