import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, shopProfiles } from '../src/db/schema.ts';
import { IMAGE_BYTES, upload } from './audit-fixtures.ts';
import { createTestApp, type Answer, type TestApp, type TestUser } from './helper.ts';

// docs/server.md "Doors", docs/shop.md "Trail" and docs/account.md "Trail": the shop profile's
// door and the merchant settings' door leave one entry in the merchant's scope per write, in
// its transaction; neither has a realtime event to hand over.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WEEK = ['09:00-18:00', '09:00-18:00', '09:00-18:00', '09:00-18:00', '09:00-21:00', '', ''];

async function shopWithOwner() {
  const owner = await t.register();
  const shop = await t.createMerchant(owner.id, `Shop ${owner.id}`);
  return { owner, shop };
}

function profileForm(overrides: Record<string, unknown> = {}) {
  return {
    version: 0,
    name: 'Blue Kiln Pottery',
    logoImageId: null,
    coverImageId: null,
    intro: 'Hand-thrown bowls',
    phone: '13800001234',
    provinceCode: '',
    cityCode: '',
    districtCode: '',
    address: '1 Science Park Road',
    businessHours: WEEK,
    serviceTags: ['Parking'],
    ...overrides,
  };
}

const save = (token: string, shopId: number, form: object) =>
  t.call('PUT', '/api/shop/profile', {
    token,
    payload: { ...form, merchants_id: shopId },
    headers: { 'user-agent': 'trail-shop/1.0' },
  });
const setZone = (token: string, shopId: number, timeZone: string) =>
  t.call('PUT', '/api/merchant/time-zone', { token, payload: { merchants_id: shopId, timeZone } });
const storedProfile = async (merchantId: number) =>
  (await t.db.select().from(shopProfiles).where(eq(shopProfiles.merchantId, merchantId)))[0];
const zoneOf = async (merchantId: number) =>
  (await t.db.select().from(merchants).where(eq(merchants.id, merchantId)))[0]!.timeZone;

/** The write's entry: the member who made it, from the answer's request. */
function expectMadeBy(entry: Record<string, unknown> | undefined, owner: TestUser, answer: Answer) {
  expect(entry).toMatchObject({
    actorType: 'member',
    actorId: owner.id,
    requestId: answer.headers['x-request-id'],
  });
}

describe('the shop profile’s door and the trail', () => {
  it('records the first save as create (phone masked) and an edit as update of what changed', async () => {
    const { owner, shop } = await shopWithOwner();
    const logo = (await upload(t, owner.token, 'image/png', IMAGE_BYTES['image/png'])).body.content
      .file.id as number;
    const sent = t.deliveries.length;
    const created = await save(owner.token, shop.id, profileForm({ logoImageId: logo }));
    expect(created.body.code).toBe('0000');
    const edited = await save(
      owner.token,
      shop.id,
      profileForm({ version: 1, logoImageId: logo, name: 'Blue Kiln', phone: '0755-12345678' }),
    );
    expect(edited.body.code).toBe('0000');

    const entries = await t.trailOf(shop.id, { type: 'shop', id: shop.id });
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expectMadeBy(entries[0], owner, created);
    expectMadeBy(entries[1], owner, edited);
    expect(entries[0]).toMatchObject({ scope: shop.id, userAgent: 'trail-shop/1.0', before: null });
    expect(entries[0]!.after).toEqual({
      name: 'Blue Kiln Pottery',
      logoImageId: logo,
      coverImageId: null,
      intro: 'Hand-thrown bowls',
      phone: '138****1234',
      provinceCode: '',
      cityCode: '',
      districtCode: '',
      address: '1 Science Park Road',
      businessHours: WEEK,
      serviceTags: ['Parking'],
    });
    expect(entries[1]).toMatchObject({
      before: { name: 'Blue Kiln Pottery', phone: '138****1234' },
      after: { name: 'Blue Kiln', phone: '0755-12345678' },
    });
    expect(Object.keys(entries[1]!.after as object).sort()).toEqual(['name', 'phone']);
    expect(JSON.stringify(entries)).not.toContain('13800001234');
    // The profile has no live event: nothing was handed to the hub.
    expect(t.deliveries.length).toBe(sent);
  });

  it('leaves neither the profile, its image claim nor an entry when the write fails', async () => {
    const { owner, shop } = await shopWithOwner();
    const logo = (await upload(t, owner.token, 'image/png', IMAGE_BYTES['image/png'])).body.content
      .file.id as number;
    t.failNextWrite();
    const failed = await save(owner.token, shop.id, profileForm({ logoImageId: logo }));
    expect(failed.status).toBe(500);
    expect(await storedProfile(shop.id)).toBeUndefined();
    expect(await t.trailOf(shop.id, { type: 'shop', id: shop.id })).toEqual([]);
    // The upload is still unclaimed: the next save may attach it.
    const saved = await save(owner.token, shop.id, profileForm({ logoImageId: logo }));
    expect(saved.body.content.profile.logo).toMatchObject({ id: logo });
    expect(await t.trailOf(shop.id, { type: 'shop', id: shop.id })).toHaveLength(1);
  });
});

describe('the merchant settings’ door and the trail', () => {
  it('records a new time zone as setTimeZone, and nothing for the same zone', async () => {
    const { owner, shop } = await shopWithOwner();
    const sent = t.deliveries.length;
    const answer = await setZone(owner.token, shop.id, 'Europe/Berlin');
    expect(answer.body.code).toBe('0000');
    expect((await setZone(owner.token, shop.id, 'Europe/Berlin')).body.code).toBe('0000');
    const entries = await t.trailOf(shop.id, { type: 'setting', id: shop.id });
    expect(entries).toHaveLength(1);
    expectMadeBy(entries[0], owner, answer);
    expect(entries[0]).toMatchObject({
      scope: shop.id,
      action: 'setTimeZone',
      objectType: 'setting',
      objectId: shop.id,
      before: { timeZone: 'Asia/Shanghai' },
      after: { timeZone: 'Europe/Berlin' },
    });
    expect(t.deliveries.length).toBe(sent);
  });

  it('keeps the old zone and no entry when the write fails', async () => {
    const { owner, shop } = await shopWithOwner();
    t.failNextWrite();
    expect((await setZone(owner.token, shop.id, 'UTC')).status).toBe(500);
    expect(await zoneOf(shop.id)).toBe('Asia/Shanghai');
    expect(await t.trailOf(shop.id, { type: 'setting', id: shop.id })).toEqual([]);
    const context = await t.call('GET', '/api/merchant/context', {
      token: owner.token,
      query: { merchants_id: String(shop.id) },
    });
    expect(context.body.content.timeZone).toBe('Asia/Shanghai');
  });
});
