import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantRecords, shopProfiles } from '../src/db/schema.ts';
import { IMAGE_BYTES, upload } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';

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

async function imageOf(user: TestUser): Promise<number> {
  const answer = await upload(t, user.token, 'image/png', IMAGE_BYTES['image/png']);
  return answer.body.content.file.id;
}

function profileForm(overrides: Record<string, unknown> = {}) {
  return {
    version: 0,
    name: 'Blue Kiln Pottery',
    logoImageId: null,
    coverImageId: null,
    intro: 'Hand-thrown bowls and weekend classes',
    phone: '0755-12345678',
    provinceCode: '440000',
    cityCode: '440300',
    districtCode: '440305',
    address: '1 Science Park Road',
    businessHours: WEEK,
    serviceTags: ['Parking', 'Wi-Fi'],
    ...overrides,
  };
}

const read = (token: string, shopId: number, locale = 'en-US') =>
  t.call('GET', '/api/shop/profile', {
    token,
    query: { merchants_id: String(shopId) },
    locale,
  });
const save = (token: string, shopId: number, form: object, locale = 'en-US') =>
  t.call('PUT', '/api/shop/profile', {
    token,
    payload: { ...form, merchants_id: shopId },
    locale,
  });
const stored = async (merchantId: number) =>
  (await t.db.select().from(shopProfiles).where(eq(shopProfiles.merchantId, merchantId)))[0];

describe('shop profile (DESIGN §4 "Shop", docs/shop.md)', () => {
  it('answers a default with version 0 before the first save, from the approved record', async () => {
    const { owner, shop } = await shopWithOwner();
    await t.db.insert(merchantRecords).values({
      userId: owner.id,
      merchantId: shop.id,
      status: 'approved',
      name: shop.name,
      contactMobile: '13912345678',
      provinceCode: '440000',
      cityCode: '440300',
      districtCode: '440305',
      address: '1 Science Park Road',
      description: 'We teach pottery',
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
      decidedAt: t.clock.now(),
    });
    const answer = await read(owner.token, shop.id);
    expect(answer.body.code).toBe('0000');
    expect(answer.body.content.profile).toEqual({
      merchantId: shop.id,
      version: 0,
      name: shop.name,
      logo: null,
      cover: null,
      intro: 'We teach pottery',
      phone: '13912345678',
      provinceCode: '440000',
      cityCode: '440300',
      districtCode: '440305',
      address: '1 Science Park Road',
      businessHours: ['', '', '', '', '', '', ''],
      serviceTags: [],
      updatedAt: null,
    });
    expect(await stored(shop.id)).toBeUndefined();
  });

  it('answers the bare merchant name when there is no approved record', async () => {
    const { owner, shop } = await shopWithOwner();
    const profile = (await read(owner.token, shop.id)).body.content.profile;
    expect(profile).toMatchObject({ version: 0, name: shop.name, phone: '', provinceCode: '' });
  });

  it('creates the profile on a first save with version 0, then edits it by version', async () => {
    const { owner, shop } = await shopWithOwner();
    const logo = await imageOf(owner);
    const created = await save(owner.token, shop.id, profileForm({ logoImageId: logo }));
    expect(created.body.code).toBe('0000');
    expect(created.body.content.profile).toMatchObject({
      version: 1,
      name: 'Blue Kiln Pottery',
      logo: { id: logo, url: `/api/uploads/${logo}` },
      cover: null,
      businessHours: WEEK,
      serviceTags: ['Parking', 'Wi-Fi'],
    });
    const edited = await save(
      owner.token,
      shop.id,
      profileForm({ version: 1, name: '  Blue Kiln  ', logoImageId: logo, serviceTags: [] }),
    );
    expect(edited.body.content.profile).toMatchObject({ version: 2, name: 'Blue Kiln' });
    const row = await stored(shop.id);
    expect(row).toMatchObject({ version: 2, name: 'Blue Kiln', logoImageId: logo });
    expect(row?.serviceTags).toEqual([]);
    expect((await read(owner.token, shop.id)).body.content.profile.version).toBe(2);
  });

  it('answers 1004 to a stale version and to a second first save, changing nothing', async () => {
    const { owner, shop } = await shopWithOwner();
    await save(owner.token, shop.id, profileForm());
    const again = await save(owner.token, shop.id, profileForm({ name: 'Second try' }));
    expect(again.body.code).toBe('1004');
    await save(owner.token, shop.id, profileForm({ version: 1, name: 'Edited once' }));
    const stale = await save(owner.token, shop.id, profileForm({ version: 1, name: 'Stale' }));
    expect(stale.body.code).toBe('1004');
    const ahead = await save(owner.token, shop.id, profileForm({ version: 9 }));
    expect(ahead.body.code).toBe('1004');
    expect(await stored(shop.id)).toMatchObject({ version: 2, name: 'Edited once' });
  });

  it('lets only one of two concurrent first saves win', async () => {
    const { owner, shop } = await shopWithOwner();
    const answers = await Promise.all([
      save(owner.token, shop.id, profileForm({ name: 'First' })),
      save(owner.token, shop.id, profileForm({ name: 'Second' })),
    ]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual(['0000', '1004']);
  });
});

describe('shop profile rules', () => {
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      'name',
      { name: 'A' },
      'name',
      'Too short (at least 2 characters)',
      '内容过短（至少 2 个字符）',
    ],
    [
      'name',
      { name: 'x'.repeat(41) },
      'name',
      'Too long (at most 40 characters)',
      '内容过长（最多 40 个字符）',
    ],
    ['name', { name: undefined }, 'name', 'This field is required', '此项必填'],
    [
      'intro',
      { intro: 'x'.repeat(501) },
      'intro',
      'Too long (at most 500 characters)',
      '内容过长（最多 500 个字符）',
    ],
    [
      'phone',
      { phone: '12345' },
      'phone',
      'Enter a mobile or landline number (e.g. 0755-12345678)',
      '请输入正确的手机号或座机号（如 0755-12345678）',
    ],
    [
      'region',
      { districtCode: '450305' },
      'districtCode',
      'Please choose a valid province / city / district',
      '请选择正确的省 / 市 / 区',
    ],
    [
      'address',
      { address: 'x'.repeat(201) },
      'address',
      'Too long (at most 200 characters)',
      '内容过长（最多 200 个字符）',
    ],
    [
      'hours count',
      { businessHours: ['', ''] },
      'businessHours',
      'Give the hours of all 7 weekdays, Monday to Sunday',
      '请填写周一至周日 7 天的营业时间',
    ],
    [
      'hours format',
      { businessHours: ['9-18', '', '', '', '', '', ''] },
      'businessHours.0',
      'Business hours must read HH:mm-HH:mm',
      '营业时间格式应为 HH:mm-HH:mm',
    ],
    [
      'hours order',
      { businessHours: ['', '', '18:00-09:00', '', '', '', ''] },
      'businessHours.2',
      'The closing time must be after the opening time',
      '打烊时间须晚于开门时间',
    ],
    [
      'hours equal',
      { businessHours: ['', '', '', '', '', '', '10:00-10:00'] },
      'businessHours.6',
      'The closing time must be after the opening time',
      '打烊时间须晚于开门时间',
    ],
    [
      'tag length',
      { serviceTags: ['ok', 'x'.repeat(13)] },
      'serviceTags.1',
      'Each tag has 1–12 characters',
      '每个标签 1–12 个字符',
    ],
    [
      'tag empty',
      { serviceTags: ['  '] },
      'serviceTags.0',
      'Each tag has 1–12 characters',
      '每个标签 1–12 个字符',
    ],
    [
      'tag repeated',
      { serviceTags: ['Wi-Fi', ' Wi-Fi'] },
      'serviceTags',
      'Tags must not repeat',
      '标签不能重复',
    ],
    [
      'too many tags',
      { serviceTags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      'serviceTags',
      'At most 10 service tags',
      '最多 10 个服务标签',
    ],
    ['logo type', { logoImageId: 'abc' }, 'logoImageId', 'Invalid value', '格式不正确'],
    ['unknown field', { rating: 5 }, 'rating', 'Unknown field', '不支持的字段'],
  ];

  it.each(cases)('refuses a bad %s with 1001 in both locales', async (_, change, field, en, zh) => {
    const { owner, shop } = await shopWithOwner();
    const form = profileForm(change);
    const english = await save(owner.token, shop.id, form, 'en-US');
    expect(english.status).toBe(400);
    expect(english.body.code).toBe('1001');
    expect(english.body.content.fields[field]).toBe(en);
    const chinese = await save(owner.token, shop.id, form, 'zh-CN');
    expect(chinese.body.content.fields[field]).toBe(zh);
    expect(await stored(shop.id)).toBeUndefined();
  });

  it('accepts empty optional fields and both phone styles', async () => {
    const { owner, shop } = await shopWithOwner();
    const empty = { intro: '', phone: '', provinceCode: '', cityCode: '', districtCode: '' };
    const first = await save(owner.token, shop.id, profileForm({ ...empty, address: '' }));
    expect(first.body.code).toBe('0000');
    for (const [version, phone] of [
      [1, '13912345678'],
      [2, '075512345678'],
      [3, '010-1234567'],
    ]) {
      const answer = await save(owner.token, shop.id, profileForm({ version, phone }));
      expect(answer.body.code, String(phone)).toBe('0000');
    }
  });

  it("refuses another user's upload (1001) but keeps a teammate's stored image", async () => {
    const { owner, shop } = await shopWithOwner();
    const stranger = await t.register();
    const foreign = await imageOf(stranger);
    const refused = await save(owner.token, shop.id, profileForm({ coverImageId: foreign }));
    expect(refused.body).toMatchObject({
      code: '1001',
      content: { fields: { coverImageId: 'Please upload the shop image' } },
    });
    const missing = await save(owner.token, shop.id, profileForm({ logoImageId: 999999999 }));
    expect(missing.body.content.fields.logoImageId).toBe('Please upload the shop image');

    const logo = await imageOf(owner);
    await save(owner.token, shop.id, profileForm({ logoImageId: logo }));
    const editor = await t.register();
    await t.addMember(shop.id, editor.id, { permissions: ['shop:edit'] });
    const kept = await save(editor.token, shop.id, profileForm({ version: 1, logoImageId: logo }));
    expect(kept.body.code).toBe('0000');
    const swapped = await save(
      editor.token,
      shop.id,
      profileForm({ version: 2, logoImageId: null, coverImageId: logo }),
    );
    expect(swapped.body.content.profile.cover.id).toBe(logo);
  });
});

describe('shop profile access (DESIGN §6 security)', () => {
  it('lets every active member read, but only shop:edit save', async () => {
    const { owner, shop } = await shopWithOwner();
    await save(owner.token, shop.id, profileForm());
    const reader = await t.register();
    await t.addMember(shop.id, reader.id, { permissions: ['order:view'] });
    expect((await read(reader.token, shop.id)).body.content.profile.name).toBe('Blue Kiln Pottery');
    const refused = await save(reader.token, shop.id, profileForm({ version: 1, name: 'Mine' }));
    expect(refused.body.code).toBe('1003');
    expect(await stored(shop.id)).toMatchObject({ version: 1, name: 'Blue Kiln Pottery' });
  });

  it("answers 1003 for another merchant's id and for a disabled member, changing nothing", async () => {
    const mine = await shopWithOwner();
    const theirs = await shopWithOwner();
    await save(theirs.owner.token, theirs.shop.id, profileForm());
    const disabled = await t.register();
    await t.addMember(theirs.shop.id, disabled.id, {
      permissions: ['shop:edit'],
      status: 'disabled',
    });
    for (const user of [mine.owner, disabled]) {
      expect((await read(user.token, theirs.shop.id)).body.code).toBe('1003');
      const answer = await save(user.token, theirs.shop.id, profileForm({ version: 1 }));
      expect(answer.body.code).toBe('1003');
    }
    expect(await stored(theirs.shop.id)).toMatchObject({ version: 1 });
    expect(await stored(mine.shop.id)).toBeUndefined();
  });

  it("lets teammates read the profile's images; strangers get 1002", async () => {
    const { owner, shop } = await shopWithOwner();
    const logo = await imageOf(owner);
    const cover = await imageOf(owner);
    await save(owner.token, shop.id, profileForm({ logoImageId: logo, coverImageId: cover }));
    const teammate = await t.register();
    await t.addMember(shop.id, teammate.id, { permissions: [] });
    for (const id of [logo, cover]) {
      const answer = await t.call('GET', `/api/uploads/${id}`, { token: teammate.token });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toContain('image/png');
    }
    const stranger = await t.register();
    const hidden = await t.call('GET', `/api/uploads/${logo}`, { token: stranger.token });
    expect(hidden.body.code).toBe('1002');
    const former = await t.register();
    await t.addMember(shop.id, former.id, { status: 'disabled' });
    expect((await t.call('GET', `/api/uploads/${logo}`, { token: former.token })).body.code).toBe(
      '1002',
    );
  });
});
