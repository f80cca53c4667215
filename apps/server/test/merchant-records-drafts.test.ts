import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LISTED_RECORDS } from '@console/contract/merchant-records';
import { merchantRecords } from '../src/db/schema.ts';
import { IMAGE_BYTES, recordForm, upload } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (user: TestUser, payload: unknown) =>
  t.call('POST', '/api/merchantRecords', { token: user.token, payload, locale: 'en-US' });
const edit = (user: TestUser, id: number, payload: unknown) =>
  t.call('PUT', `/api/merchantRecords/${id}`, { token: user.token, payload, locale: 'en-US' });
const stored = async (id: number) =>
  (await t.db.select().from(merchantRecords).where(eq(merchantRecords.id, id)))[0]!;

describe('merchant records: drafts', () => {
  it('saves an incomplete draft and lists it as the caller’s', async () => {
    const user = await t.register();
    const answer = await create(user, { name: 'Sunrise Studio', category: 'arts' });
    expect(answer.body.content.record).toMatchObject({
      status: 'draft',
      version: 1,
      name: 'Sunrise Studio',
      category: 'arts',
      contactName: '',
      licenceImage: null,
      rejectReason: null,
      merchantId: null,
      submittedAt: null,
    });
    const list = await t.call('GET', '/api/merchantRecords', { token: user.token });
    expect(list.body.content.records.map((r: { id: number }) => r.id)).toEqual([
      answer.body.content.record.id,
    ]);
    const other = await t.register();
    const foreign = await t.call('GET', `/api/merchantRecords/${answer.body.content.record.id}`, {
      token: other.token,
    });
    expect(foreign.body.code).toBe('1002');
    expect(
      (await t.call('GET', '/api/merchantRecords', { token: other.token })).body.content,
    ).toEqual({ records: [] });
  });

  // /record lists every record of its user; the answer is bounded all the same (docs/api.md
  // "Paging").
  it('lists at most MAX_LISTED_RECORDS, the newest first', async () => {
    const user = await t.register();
    const rows = Array.from({ length: MAX_LISTED_RECORDS + 1 }, (_, index) => ({
      userId: user.id,
      status: 'draft' as const,
      name: `Draft ${index}`,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    }));
    const inserted = await t.db.insert(merchantRecords).values(rows).returning();
    const list = await t.call('GET', '/api/merchantRecords', { token: user.token });
    const ids = list.body.content.records.map((r: { id: number }) => r.id);
    expect(ids).toHaveLength(MAX_LISTED_RECORDS);
    expect(ids[0]).toBe(inserted.at(-1)!.id);
  });

  it('replaces the whole form on edit, against the version read', async () => {
    const user = await t.register();
    const form = await recordForm(t, user);
    const record = (await create(user, form)).body.content.record;
    expect(record.licenceImage).toMatchObject({ id: form.licenceImageId, mime: 'image/png' });
    const edited = await edit(user, record.id, { version: 1, name: 'Renamed' });
    expect(edited.body.content.record).toMatchObject({ version: 2, name: 'Renamed', address: '' });
    const stale = await edit(user, record.id, { version: 1, name: 'Lost update' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('1004');
    expect((await stored(record.id)).name).toBe('Renamed');
  });

  it('refuses malformed fields with 1001 and never stores them', async () => {
    const user = await t.register();
    const form = await recordForm(t, user);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { creditCode: '91350100M000100Y44' },
        'creditCode',
        'The unified social credit code is not valid',
      ],
      [
        { provinceCode: '44000' },
        'provinceCode',
        'Please choose a valid province / city / district',
      ],
      [{ cityCode: '450300' }, 'districtCode', 'Please choose a valid province / city / district'],
      [{ contactMobile: '2391234567' }, 'contactMobile', 'the mobile number format is incorrect!'],
      [{ category: 'casino' }, 'category', 'Invalid value'],
      [{ name: 'x'.repeat(101) }, 'name', 'Too long (at most 100 characters)'],
      [{ status: 'approved' }, 'status', 'Unknown field'],
      [{ merchantId: 1 }, 'merchantId', 'Unknown field'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await create(user, { ...form, ...change });
      expect(answer.status, field).toBe(400);
      expect(answer.body.content.fields[field]).toBe(message);
    }
    const list = await t.call('GET', '/api/merchantRecords', { token: user.token });
    expect(list.body.content.records).toEqual([]);
  });

  it('refuses a licence image uploaded by someone else', async () => {
    const user = await t.register();
    const other = await t.register();
    const theirs = await upload(t, other.token, 'image/png', IMAGE_BYTES['image/png']);
    const answer = await create(user, { licenceImageId: theirs.body.content.file.id });
    expect(answer.body.content.fields).toEqual({
      licenceImageId: 'Please upload the business licence image',
    });
  });
});
